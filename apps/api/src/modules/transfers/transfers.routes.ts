import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdempotentCreateHeadersSchema } from '@jarvis/contracts/idempotency';
import {
  NewTransferResultSchema,
  NewTransferSchema,
  TransferAnnulSchema,
  TransferArticleOptionsSchema,
  TransferArticleQuerySchema,
  TransferDifferencesQuerySchema,
  TransferDifferencesSchema,
  TransferChangeResultSchema,
  TransferListQuerySchema,
  TransferOptionsSchema,
  TransferPageSchema,
  TransferParamsSchema,
  TransferSchema,
  TransferStepSchema,
} from '@jarvis/contracts/transfers';
import { sendIdempotent } from '../../platform/idempotency/idempotency';
import { sendFile } from '../../platform/files/send-file';
import * as report from './transfers-differences.service';
import * as service from './transfers.service';

const tags = ['transfers'];
const request = { permission: 'transfers.request' } as const;
/** One transfer: any signed-in user, held by the service to the two branches it joins. */
const session = { access: 'session' } as const;

/** /Traslados (/api/traslados; issue #54): request, send, receive and annul stock transfers. */
export const transfersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/opciones',
    { config: request, schema: { tags, response: { 200: TransferOptionsSchema } } },
    (req) => service.options(req.ctx),
  );

  app.get(
    '/articulos',
    {
      config: request,
      schema: {
        tags,
        querystring: TransferArticleQuerySchema,
        response: { 200: TransferArticleOptionsSchema },
      },
    },
    (req) => service.articleOptions(req.ctx, req.query.buscar),
  );

  app.post(
    '',
    {
      config: request,
      schema: {
        tags,
        headers: IdempotentCreateHeadersSchema,
        body: NewTransferSchema,
        response: { 201: NewTransferResultSchema },
      },
    },
    async (req, reply) =>
      sendIdempotent(
        reply,
        await service.create(req.ctx, req.body, req.headers['idempotency-key']),
      ),
  );

  app.get(
    '/recientes',
    { config: request, schema: { tags, response: { 200: TransferPageSchema } } },
    (req) => service.list(req.ctx, 'recientes', { page: 1, size: 3 }),
  );

  app.get(
    '/por-enviar',
    {
      config: request,
      schema: { tags, querystring: TransferListQuerySchema, response: { 200: TransferPageSchema } },
    },
    (req) => service.list(req.ctx, 'porEnviar', req.query),
  );

  app.get(
    '/mios',
    {
      config: { permission: 'transfers.mine' },
      schema: { tags, querystring: TransferListQuerySchema, response: { 200: TransferPageSchema } },
    },
    (req) => service.list(req.ctx, 'mios', req.query),
  );

  app.get(
    '/revisar',
    {
      config: { permission: 'transfers.review' },
      schema: { tags, querystring: TransferListQuerySchema, response: { 200: TransferPageSchema } },
    },
    (req) => service.list(req.ctx, 'porEnviar', req.query),
  );

  app.get(
    '/diferencias',
    {
      config: { permission: 'transfers.differences' },
      schema: {
        tags,
        querystring: TransferDifferencesQuerySchema,
        response: { 200: TransferDifferencesSchema },
      },
    },
    (req) => report.differences(req.ctx, req.query),
  );

  app.get(
    '/diferencias/exportar',
    {
      config: { permission: 'transfers.differences' },
      schema: { tags, querystring: TransferDifferencesQuerySchema },
    },
    async (req, reply) => sendFile(reply, await report.exportDifferences(req.ctx, req.query)),
  );

  app.get(
    '/:trasladoId',
    {
      config: session,
      schema: { tags, params: TransferParamsSchema, response: { 200: TransferSchema } },
    },
    (req) => service.transfer(req.ctx, req.params.trasladoId),
  );

  for (const action of ['enviar', 'recibir'] as const)
    app.post(
      `/:trasladoId/${action}`,
      {
        config: session,
        schema: {
          tags,
          params: TransferParamsSchema,
          body: TransferStepSchema,
          response: { 200: TransferChangeResultSchema },
        },
      },
      (req) => service.step(req.ctx, req.params.trasladoId, action, req.body),
    );

  app.post(
    '/:trasladoId/anular',
    {
      config: session,
      schema: {
        tags,
        params: TransferParamsSchema,
        body: TransferAnnulSchema,
        response: { 200: TransferChangeResultSchema },
      },
    },
    (req) => service.annul(req.ctx, req.params.trasladoId, req.body),
  );
};
