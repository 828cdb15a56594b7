import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SuccessSchema } from '@jarvis/contracts/errors';
import {
  ArticleBlockSchema,
  AssignableSuppliersSchema,
  ArticleEstadoParamsSchema,
  ArticleListQuerySchema,
  ArticlePageSchema,
  ArticleParamsSchema,
  ArticlePpdSchema,
  ArticleVerificationSchema,
  CategorySchema,
  EditArticleSchema,
  LinkSuppliersSchema,
  NewArticleResultSchema,
  NewArticleSchema,
  PriceChangeSchema,
  PriceEstadoParamsSchema,
  PriceHistorySchema,
  PriceListQuerySchema,
  PricePageSchema,
  PriceParamsSchema,
} from '@jarvis/contracts/catalog-articles';
import * as articles from './catalog-articles.service';
import * as prices from './catalog-prices.service';

const tags = ['catalogo'];

/**
 * Articles, categories and supplier prices. /Proveedor/articulos holds catalog.articles, the price
 * list (and its create-article dialog) catalog.prices, and /Proveedor/ppd/ catalog.ppd: the PPD
 * screen has its own list and toggle so that it works with only its own permission.
 */
export const catalogArticlesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/catalogo/categorias',
    {
      config: { access: 'session' },
      schema: { tags, response: { 200: z.array(CategorySchema) } },
    },
    (req) => articles.categories(req.ctx),
  );

  for (const [url, permission] of [
    ['/api/catalogo/articulos', 'catalog.articles'],
    ['/api/catalogo/ppd', 'catalog.ppd'],
  ] as const)
    app.get(
      url,
      {
        config: { permission },
        schema: { tags, querystring: ArticleListQuerySchema, response: { 200: ArticlePageSchema } },
      },
      (req) => articles.articles(req.ctx, req.query),
    );

  app.get(
    '/api/catalogo/articulos/verificar/:articuloId',
    {
      config: { permission: 'catalog.prices' },
      schema: {
        tags,
        params: ArticleParamsSchema,
        response: { 200: ArticleVerificationSchema },
      },
    },
    (req) => articles.verify(req.ctx, req.params.articuloId),
  );

  app.post(
    '/api/catalogo/articulos',
    {
      config: { permission: 'catalog.prices' },
      schema: { tags, body: NewArticleSchema, response: { 201: NewArticleResultSchema } },
    },
    async (req, reply) => reply.code(201).send(await articles.create(req.ctx, req.body)),
  );

  app.post(
    '/api/catalogo/articulos/:articuloId/proveedores',
    {
      config: { permission: 'catalog.prices' },
      schema: {
        tags,
        params: ArticleParamsSchema,
        body: LinkSuppliersSchema,
        response: { 201: NewArticleResultSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await articles.link(req.ctx, req.params.articuloId, req.body)),
  );

  app.put(
    '/api/catalogo/articulos/:articuloId',
    {
      config: { permission: 'catalog.articles' },
      schema: {
        tags,
        params: ArticleParamsSchema,
        body: EditArticleSchema,
        response: { 200: SuccessSchema },
      },
    },
    (req) => articles.update(req.ctx, req.params.articuloId, req.body),
  );

  app.put(
    '/api/catalogo/articulos/:articuloId/estado/:estado',
    {
      config: { permission: 'catalog.articles' },
      schema: { tags, params: ArticleEstadoParamsSchema, response: { 200: SuccessSchema } },
    },
    (req) => articles.setEstado(req.ctx, req.params.articuloId, req.params.estado),
  );

  for (const [url, permission] of [
    ['/api/catalogo/articulos/:articuloId/ppd', 'catalog.articles'],
    ['/api/catalogo/ppd/:articuloId', 'catalog.ppd'],
  ] as const)
    app.put(
      url,
      {
        config: { permission },
        schema: {
          tags,
          params: ArticleParamsSchema,
          body: ArticlePpdSchema,
          response: { 200: SuccessSchema },
        },
      },
      (req) => articles.setPpd(req.ctx, req.params.articuloId, req.body.ppd),
    );

  app.put(
    '/api/catalogo/articulos/:articuloId/bloqueo',
    {
      config: { permission: 'catalog.articles' },
      schema: {
        tags,
        params: ArticleParamsSchema,
        body: ArticleBlockSchema,
        response: { 200: SuccessSchema },
      },
    },
    (req) => articles.setBlock(req.ctx, req.params.articuloId, req.body.isActive),
  );

  app.get(
    '/api/catalogo/precios',
    {
      config: { permission: 'catalog.prices' },
      schema: { tags, querystring: PriceListQuerySchema, response: { 200: PricePageSchema } },
    },
    (req) => prices.prices(req.ctx, req.query),
  );

  app.get(
    '/api/catalogo/precios/proveedores',
    {
      config: { permission: 'catalog.prices' },
      schema: { tags, response: { 200: AssignableSuppliersSchema } },
    },
    (req) => prices.assignableSuppliers(req.ctx),
  );

  app.put(
    '/api/catalogo/precios/:id',
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
    '/api/catalogo/precios/:id/estado/:estado',
    {
      config: { permission: 'catalog.prices' },
      schema: { tags, params: PriceEstadoParamsSchema, response: { 200: SuccessSchema } },
    },
    (req) => prices.setLinkState(req.ctx, req.params.id, req.params.estado),
  );

  app.get(
    '/api/catalogo/precios/:id/historial',
    {
      config: { permission: 'catalog.prices' },
      schema: { tags, params: PriceParamsSchema, response: { 200: PriceHistorySchema } },
    },
    (req) => prices.priceHistory(req.ctx, req.params.id),
  );
};
