import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessSchema } from '@jarvis/contracts/errors';
import {
  EditSupplierSchema,
  NewSupplierResultSchema,
  NewSupplierSchema,
  SupplierCodeParamsSchema,
  SupplierIdParamsSchema,
  SupplierListQuerySchema,
  SupplierPageSchema,
  SupplierVerificationSchema,
} from '@jarvis/contracts/suppliers';
import * as service from './suppliers.service';

const tags = ['catalogo'];

export const suppliersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { permission: 'catalog.suppliers' },
      schema: { tags, querystring: SupplierListQuerySchema, response: { 200: SupplierPageSchema } },
    },
    (req) => service.suppliers(req.ctx, req.query),
  );

  app.get(
    '/verificar/:codigo',
    {
      config: { permission: 'catalog.suppliers' },
      schema: {
        tags,
        params: SupplierCodeParamsSchema,
        response: { 200: SupplierVerificationSchema },
      },
    },
    (req) => service.verify(req.ctx, req.params.codigo),
  );

  app.post(
    '',
    {
      config: { permission: 'catalog.supplierCreate' },
      schema: { tags, body: NewSupplierSchema, response: { 201: NewSupplierResultSchema } },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.ctx, req.body)),
  );

  app.put(
    '/:id',
    {
      config: { permission: 'catalog.suppliers' },
      schema: {
        tags,
        params: SupplierIdParamsSchema,
        body: EditSupplierSchema,
        response: { 200: SuccessSchema },
      },
    },
    (req) => service.update(req.ctx, req.params.id, req.body),
  );
};
