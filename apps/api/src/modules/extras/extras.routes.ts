import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExternalFormAddressSchema } from '@jarvis/contracts/extras';
import * as service from './extras.service';

const tags = ['extras'];

/**
 * The external forms' addresses, each behind its own menu option rather than in the public
 * GET /api/config: only whoever may open the page learns where the form lives.
 */
export const extrasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/formularios/reclamos',
    {
      config: { permission: 'extras.claims' },
      schema: {
        tags,
        summary: 'Reclamos: dirección del formulario externo',
        response: { 200: ExternalFormAddressSchema },
      },
    },
    (req) => service.externalForm(req.ctx, 'reclamos'),
  );

  app.get(
    '/formularios/requisiciones',
    {
      config: { permission: 'extras.requisitions' },
      schema: {
        tags,
        summary: 'Requisiciones: dirección del formulario externo',
        response: { 200: ExternalFormAddressSchema },
      },
    },
    (req) => service.externalForm(req.ctx, 'requisiciones'),
  );

  app.get(
    '/formularios/solicitudes',
    {
      config: { permission: 'extras.requests' },
      schema: {
        tags,
        summary: 'Solicitudes: dirección del formulario externo',
        response: { 200: ExternalFormAddressSchema },
      },
    },
    (req) => service.externalForm(req.ctx, 'solicitudes'),
  );
};
