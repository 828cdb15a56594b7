import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@jarvis/contracts/common';
import {
  ErpDocumentPageSchema,
  ErpDocumentQuerySchema,
  ErpHealthSchema,
  ErpRetryResultSchema,
} from '@jarvis/contracts/erp';
import * as service from './erp.service';

const tags = ['erp'];

export const erpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documentos',
    {
      config: { permission: 'erp.documents' },
      schema: {
        tags,
        querystring: ErpDocumentQuerySchema,
        response: { 200: ErpDocumentPageSchema },
      },
    },
    (req) => service.documents(req.ctx, req.query),
  );

  app.post(
    '/documentos/:id/reintentar',
    {
      config: { permission: 'erp.documents' },
      schema: {
        tags,
        params: z.object({ id: idParam }),
        response: { 200: ErpRetryResultSchema },
      },
    },
    (req) => service.retry(req.ctx, req.params.id),
  );

  app.get(
    '/salud',
    {
      config: { permission: 'erp.documents' },
      schema: { tags, response: { 200: ErpHealthSchema } },
    },
    (req) => service.health(req.ctx),
  );
};
