import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SuccessSchema } from '@jarvis/contracts/errors';
import {
  ArticleBlockSchema,
  ArticleEstadoParamsSchema,
  ArticleListQuerySchema,
  ArticlePageSchema,
  ArticleParamsSchema,
  ArticlePpdSchema,
  ArticleVerificationSchema,
  EditArticleSchema,
  LinkSuppliersSchema,
  NewArticleResultSchema,
  NewArticleSchema,
} from '@jarvis/contracts/articles';
import { CategorySchema } from '@jarvis/contracts/catalog';
import * as articles from './articles.service';

const tags = ['catalogo'];

/**
 * Articles and categories. /Proveedor/articulos holds catalog.articles, the price list's
 * create-article dialog catalog.prices, and /Proveedor/ppd/ catalog.ppd: the PPD screen has its own
 * list and toggle so that it works with only its own permission.
 */
export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categorias',
    {
      config: { access: 'session' },
      schema: { tags, response: { 200: z.array(CategorySchema) } },
    },
    (req) => articles.categories(req.ctx),
  );

  for (const [url, permission] of [
    ['/articulos', 'catalog.articles'],
    ['/ppd', 'catalog.ppd'],
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
    '/articulos/verificar/:articuloId',
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
    '/articulos',
    {
      config: { permission: 'catalog.prices' },
      schema: { tags, body: NewArticleSchema, response: { 201: NewArticleResultSchema } },
    },
    async (req, reply) => reply.code(201).send(await articles.create(req.ctx, req.body)),
  );

  app.post(
    '/articulos/:articuloId/proveedores',
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
    '/articulos/:articuloId',
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
    '/articulos/:articuloId/estado/:estado',
    {
      config: { permission: 'catalog.articles' },
      schema: { tags, params: ArticleEstadoParamsSchema, response: { 200: SuccessSchema } },
    },
    (req) => articles.setEstado(req.ctx, req.params.articuloId, req.params.estado),
  );

  for (const [url, permission] of [
    ['/articulos/:articuloId/ppd', 'catalog.articles'],
    ['/ppd/:articuloId', 'catalog.ppd'],
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
    '/articulos/:articuloId/bloqueo',
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
};
