import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotentCreateHeadersSchema } from '@jarvis/contracts/idempotency';
import {
  CountEditSchema,
  InventoryChangeResultSchema,
  InventoryLineParamsSchema,
  InventoryLineSchema,
  InventoryListQuerySchema,
  InventoryMoveSchema,
  InventoryOptionsQuerySchema,
  InventoryOptionsSchema,
  InventoryOverseenPageSchema,
  InventoryOverseenQuerySchema,
  InventoryPageSchema,
  InventoryReviewQuerySchema,
  InventoryReviewSchema,
  InventoryParamsSchema,
  InventorySchema,
  NewInventoryResultSchema,
  NewInventorySchema,
  type InventoryAction,
} from '@jarvis/contracts/inventory';
import type { PermissionKey } from '@jarvis/contracts/menu';
import { sendFile } from '../../platform/files/send-file';
import { sendIdempotent } from '../../platform/idempotency/idempotency';
import * as review from './inventory-review.service';
import * as service from './inventory.service';

const tags = ['inventory'];
const create = { permission: 'inventory.create' } as const;
const listed = { permission: 'inventory.list' } as const;
const reviewing = { permission: 'inventory.review' } as const;

/** Who may take each move: branch staff finish on /Inventario, central staff review. */
const MOVE_PERMISSIONS: Record<InventoryAction, PermissionKey> = {
  finalizar: 'inventory.page',
  aprobar: 'inventory.review',
  habilitar: 'inventory.review',
  anular: 'inventory.review',
};

/** /Inventario (/api/inventarios; issue #55): create, count, finish and review inventory counts. */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/opciones',
    {
      config: create,
      schema: {
        tags,
        querystring: InventoryOptionsQuerySchema,
        response: { 200: InventoryOptionsSchema },
      },
    },
    (req) => service.options(req.ctx, req.query.fecha),
  );

  app.post(
    '',
    {
      config: create,
      schema: {
        tags,
        headers: IdempotentCreateHeadersSchema,
        body: NewInventorySchema,
        response: { 201: NewInventoryResultSchema },
      },
    },
    async (req, reply) =>
      sendIdempotent(
        reply,
        await service.create(req.ctx, req.body, req.headers['idempotency-key']),
      ),
  );

  app.get(
    '',
    {
      config: { permission: 'inventory.page' },
      schema: {
        tags,
        querystring: InventoryListQuerySchema,
        response: { 200: InventoryPageSchema },
      },
    },
    (req) => service.list(req.ctx, req.query),
  );

  app.get(
    '/listado',
    {
      config: listed,
      schema: {
        tags,
        querystring: InventoryOverseenQuerySchema,
        response: { 200: InventoryOverseenPageSchema },
      },
    },
    (req) => review.listOverseen(req.ctx, req.query),
  );

  app.get(
    '/revision',
    {
      config: reviewing,
      schema: {
        tags,
        querystring: InventoryReviewQuerySchema,
        response: { 200: InventoryReviewSchema },
      },
    },
    (req) => review.review(req.ctx, req.query),
  );

  app.get(
    '/revision/exportar',
    { config: reviewing, schema: { tags, querystring: InventoryReviewQuerySchema } },
    async (req, reply) => sendFile(reply, await review.exportReview(req.ctx, req.query)),
  );

  app.get(
    '/:inventarioId/exportar',
    { config: listed, schema: { tags, params: InventoryParamsSchema } },
    async (req, reply) =>
      sendFile(reply, await review.exportInventory(req.ctx, req.params.inventarioId)),
  );

  app.get(
    '/:inventarioId',
    {
      config: listed,
      schema: { tags, params: InventoryParamsSchema, response: { 200: InventorySchema } },
    },
    (req) => service.inventory(req.ctx, req.params.inventarioId),
  );

  app.put(
    '/:inventarioId/detalle/:inventarioDetalleId',
    {
      config: { permission: 'inventory.page' },
      schema: {
        tags,
        params: InventoryLineParamsSchema,
        body: CountEditSchema,
        response: { 200: InventoryLineSchema },
      },
    },
    (req) =>
      service.saveCount(req.ctx, req.params.inventarioId, req.params.inventarioDetalleId, req.body),
  );

  for (const action of Object.keys(MOVE_PERMISSIONS) as InventoryAction[])
    app.post(
      `/:inventarioId/${action}`,
      {
        config: { permission: MOVE_PERMISSIONS[action] },
        schema: {
          tags,
          params: InventoryParamsSchema,
          body: InventoryMoveSchema,
          response: { 200: InventoryChangeResultSchema },
        },
      },
      (req) => service.move(req.ctx, req.params.inventarioId, action, req.body),
    );
};
