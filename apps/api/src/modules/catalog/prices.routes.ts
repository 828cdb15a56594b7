import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessSchema } from '@jarvis/contracts/errors';
import { AssignableSuppliersSchema } from '@jarvis/contracts/articles';
import {
  PriceChangeSchema,
  PriceEstadoParamsSchema,
  PriceHistorySchema,
  PriceListQuerySchema,
  PricePageSchema,
  PriceParamsSchema,
} from '@jarvis/contracts/prices';
import * as prices from './prices.service';

const tags = ['catalogo'];

/** /Proveedor/lista-precios: supplier prices and the suppliers its create-article dialog offers. */
export const pricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { permission: 'catalog.prices' },
      schema: { tags, querystring: PriceListQuerySchema, response: { 200: PricePageSchema } },
    },
    (req) => prices.prices(req.ctx, req.query),
  );

  app.get(
    '/proveedores',
    {
      config: { permission: 'catalog.prices' },
      schema: { tags, response: { 200: AssignableSuppliersSchema } },
    },
    (req) => prices.assignableSuppliers(req.ctx),
  );

  app.put(
    '/:id',
    {
      config: { permission: 'catalog.prices' },
      schema: {
        tags,
        params: PriceParamsSchema,
        body: PriceChangeSchema,
        response: { 200: SuccessSchema },
      },
    },
    (req) => prices.changePrice(req.ctx, req.params.id, req.body),
  );

  app.put(
    '/:id/estado/:estado',
    {
      config: { permission: 'catalog.prices' },
      schema: { tags, params: PriceEstadoParamsSchema, response: { 200: SuccessSchema } },
    },
    (req) => prices.setLinkState(req.ctx, req.params.id, req.params.estado),
  );

  app.get(
    '/:id/historial',
    {
      config: { permission: 'catalog.prices' },
      schema: { tags, params: PriceParamsSchema, response: { 200: PriceHistorySchema } },
    },
    (req) => prices.priceHistory(req.ctx, req.params.id),
  );
};
