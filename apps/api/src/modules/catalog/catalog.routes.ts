import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessSchema } from '@jarvis/contracts/errors';
import {
  EditSupplierSchema,
  NewSupplierResultSchema,
  NewSupplierSchema,
  SchedulePageSchema,
  ScheduleParamsSchema,
  ScheduleQuerySchema,
  ScheduleUpdateSchema,
  SupplierCodeParamsSchema,
  SupplierIdParamsSchema,
  SupplierListQuerySchema,
  SupplierPageSchema,
  SupplierVerificationSchema,
} from '@jarvis/contracts/catalog';
import * as schedules from './catalog-schedules.service';
import * as service from './catalog.service';

const tags = ['catalogo'];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/catalogo/proveedores',
    {
      config: { permission: 'catalog.suppliers' },
      schema: { tags, querystring: SupplierListQuerySchema, response: { 200: SupplierPageSchema } },
    },
    (req) => service.suppliers(req.ctx, req.query),
  );

  app.get(
    '/api/catalogo/proveedores/verificar/:codigo',
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
    '/api/catalogo/proveedores',
    {
      config: { permission: 'catalog.supplierCreate' },
      schema: { tags, body: NewSupplierSchema, response: { 201: NewSupplierResultSchema } },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.ctx, req.body)),
  );

  app.put(
    '/api/catalogo/proveedores/:id',
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

  app.get(
    '/api/catalogo/horarios',
    {
      config: { permission: 'catalog.schedules' },
      schema: { tags, querystring: ScheduleQuerySchema, response: { 200: SchedulePageSchema } },
    },
    (req) => schedules.schedules(req.ctx, req.query),
  );

  app.put(
    '/api/catalogo/horarios/:proveedorId',
    {
      config: { permission: 'catalog.schedules' },
      schema: {
        tags,
        params: ScheduleParamsSchema,
        body: ScheduleUpdateSchema,
        response: { 200: SuccessSchema },
      },
    },
    (req) => schedules.setSchedule(req.ctx, req.params.proveedorId, req.body),
  );
};
