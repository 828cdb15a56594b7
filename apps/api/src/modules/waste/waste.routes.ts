import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdempotentCreateHeadersSchema } from '@jarvis/contracts/idempotency';
import {
  NewWasteResultSchema,
  NewWasteSchema,
  WASTE_ACTIONS,
  WasteArticleOptionsSchema,
  WasteChangeResultSchema,
  WasteCostQuerySchema,
  WasteCostReportSchema,
  WasteListQuerySchema,
  WasteMoveSchema,
  WasteOptionsSchema,
  WastePageSchema,
  WasteParamsSchema,
  WasteSchema,
} from '@jarvis/contracts/waste';
import { sendFile } from '../../platform/files/send-file';
import { sendIdempotent } from '../../platform/idempotency/idempotency';
import * as cost from './waste-cost.service';
import * as service from './waste.service';

const tags = ['waste'];
const recording = { permission: 'waste.page' } as const;
const listing = { permission: 'waste.list' } as const;
const reporting = { permission: 'waste.report' } as const;

const ArticleQuerySchema = z.object({ buscar: z.string().trim().max(100).default('') });

/** /Desechos (/api/desechos; issue #56): record, list, review and apply waste; what it costs. */
export const wasteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/opciones',
    { config: recording, schema: { tags, response: { 200: WasteOptionsSchema } } },
    (req) => service.options(req.ctx),
  );

  app.get(
    '/articulos',
    {
      config: recording,
      schema: {
        tags,
        querystring: ArticleQuerySchema,
        response: { 200: WasteArticleOptionsSchema },
      },
    },
    (req) => service.articleOptions(req.ctx, req.query.buscar),
  );

  app.post(
    '',
    {
      config: recording,
      schema: {
        tags,
        headers: IdempotentCreateHeadersSchema,
        body: NewWasteSchema,
        response: { 201: NewWasteResultSchema },
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
    { config: recording, schema: { tags, response: { 200: WastePageSchema } } },
    (req) => service.recent(req.ctx),
  );

  app.get(
    '',
    {
      config: listing,
      schema: { tags, querystring: WasteListQuerySchema, response: { 200: WastePageSchema } },
    },
    (req) => service.list(req.ctx, req.query),
  );

  app.get(
    '/costos',
    {
      config: reporting,
      schema: { tags, querystring: WasteCostQuerySchema, response: { 200: WasteCostReportSchema } },
    },
    (req) => cost.costReport(req.ctx, req.query),
  );

  app.get(
    '/costos/exportar',
    { config: reporting, schema: { tags, querystring: WasteCostQuerySchema } },
    async (req, reply) => sendFile(reply, await cost.exportCost(req.ctx, req.query)),
  );

  app.get(
    '/:desechoId',
    {
      config: listing,
      schema: { tags, params: WasteParamsSchema, response: { 200: WasteSchema } },
    },
    (req) => service.waste(req.ctx, req.params.desechoId),
  );

  for (const action of WASTE_ACTIONS)
    app.post(
      `/:desechoId/${action}`,
      {
        config: listing,
        schema: {
          tags,
          params: WasteParamsSchema,
          body: WasteMoveSchema,
          response: { 200: WasteChangeResultSchema },
        },
      },
      (req) => service.move(req.ctx, req.params.desechoId, action, req.body),
    );
};
