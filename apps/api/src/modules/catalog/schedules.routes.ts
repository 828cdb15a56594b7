import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessSchema } from '@jarvis/contracts/errors';
import {
  SchedulePageSchema,
  ScheduleParamsSchema,
  ScheduleQuerySchema,
  ScheduleUpdateSchema,
} from '@jarvis/contracts/schedules';
import * as schedules from './schedules.service';

const tags = ['catalogo'];

/** /Proveedor/Nuevo-horario: each supplier's order days. */
export const schedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { permission: 'catalog.schedules' },
      schema: { tags, querystring: ScheduleQuerySchema, response: { 200: SchedulePageSchema } },
    },
    (req) => schedules.schedules(req.ctx, req.query),
  );

  app.put(
    '/:proveedorId',
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
