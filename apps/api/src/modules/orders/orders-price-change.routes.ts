import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PriceChangeApplyResultSchema,
  PriceChangeApplySchema,
  PriceChangeArticlesQuerySchema,
  PriceChangeArticlesSchema,
  PriceChangeOptionsSchema,
  PriceChangeOrderPageSchema,
  PriceChangePreviewRequestSchema,
  PriceChangePreviewSchema,
  PriceChangeQuerySchema,
} from '@jarvis/contracts/orders-price-change';
import * as service from './orders-price-change.service';

const tags = ['orders'];
const config = { permission: 'catalog.priceChange' } as const;

/**
 * /Proveedor/cambio-precio (/api/pedidos/cambio-precio; spec 2 §2 Mass price change; issue #53
 * point 6): the filter's choices, its orders and articles, the preview and the change itself.
 */
export const orderPriceChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/opciones',
    { config, schema: { tags, response: { 200: PriceChangeOptionsSchema } } },
    (req) => service.options(req.ctx),
  );

  app.get(
    '',
    {
      config,
      schema: {
        tags,
        querystring: PriceChangeQuerySchema,
        response: { 200: PriceChangeOrderPageSchema },
      },
    },
    (req) => service.listOrders(req.ctx, req.query),
  );

  app.get(
    '/articulos',
    {
      config,
      schema: {
        tags,
        querystring: PriceChangeArticlesQuerySchema,
        response: { 200: PriceChangeArticlesSchema },
      },
    },
    (req) => service.articlesOnOrders(req.ctx, req.query),
  );

  app.post(
    '/vista-previa',
    {
      config,
      schema: {
        tags,
        body: PriceChangePreviewRequestSchema,
        response: { 200: PriceChangePreviewSchema },
      },
    },
    (req) => service.preview(req.ctx, req.body),
  );

  app.post(
    '/aplicar',
    {
      config,
      schema: {
        tags,
        body: PriceChangeApplySchema,
        response: { 200: PriceChangeApplyResultSchema },
      },
    },
    (req) => service.apply(req.ctx, req.body),
  );
};
