import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InvoiceExportQuerySchema,
  InvoicePageSchema,
  InvoiceQuerySchema,
} from '@jarvis/contracts/orders-invoices';
import { sendFile } from '../../platform/files/send-file';
import * as service from './orders-invoices.service';

const tags = ['orders'];
const config = { permission: 'purchasing.invoices' } as const;

/**
 * /Compras/Factura-proveedor (/api/pedidos/facturas; issue #53 point 4): the supplier invoices
 * with their SAP state, and their Excel export (streamed).
 */
export const orderInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config,
      schema: { tags, querystring: InvoiceQuerySchema, response: { 200: InvoicePageSchema } },
    },
    (req) => service.list(req.ctx, req.query),
  );

  app.get(
    '/exportar',
    { config, schema: { tags, querystring: InvoiceExportQuerySchema } },
    async (req, reply) => sendFile(reply, await service.exportXlsx(req.ctx, req.query)),
  );
};
