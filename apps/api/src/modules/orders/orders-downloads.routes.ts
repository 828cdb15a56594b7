import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DownloadOptionsSchema,
  DownloadQuerySchema,
  DownloadSummarySchema,
} from '@jarvis/contracts/orders-downloads';
import { sendFile } from '../../platform/files/send-file';
import * as service from './orders-downloads.service';

const tags = ['orders'];
const config = { permission: 'purchasing.download' } as const;

/**
 * /Compras/descargas (/api/pedidos/descargas; spec 2 §2, §5 Downloads; issue #53 point 5): the
 * form's choices, what a selection holds, and its delivery run as Excel or PDF (streamed).
 */
export const orderDownloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/opciones',
    { config, schema: { tags, response: { 200: DownloadOptionsSchema } } },
    (req) => service.options(req.ctx),
  );

  app.get(
    '/resumen',
    {
      config,
      schema: { tags, querystring: DownloadQuerySchema, response: { 200: DownloadSummarySchema } },
    },
    (req) => service.summary(req.ctx, req.query),
  );

  app.get(
    '/excel',
    { config, schema: { tags, querystring: DownloadQuerySchema } },
    async (req, reply) => sendFile(reply, await service.download(req.ctx, req.query, 'excel')),
  );

  app.get(
    '/pdf',
    { config, schema: { tags, querystring: DownloadQuerySchema } },
    async (req, reply) => sendFile(reply, await service.download(req.ctx, req.query, 'pdf')),
  );
};
