import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccessRequestPageSchema,
  AccessRequestParamsSchema,
  AccessRequestQuerySchema,
  DeclineAccessRequestSchema,
} from '@jarvis/contracts/access-requests';
import { SuccessSchema } from '@jarvis/contracts/errors';
import { IdempotentCreateHeadersSchema } from '@jarvis/contracts/idempotency';
import { NewUserResultSchema, NewUserSchema } from '@jarvis/contracts/users';
import { sendIdempotent } from '../../platform/idempotency/idempotency';
import * as service from './access-requests.service';

const tags = ['users'];
// The menu option, and administrators only (the service checks that).
const config = { permission: 'users.accessRequests' } as const;

/**
 * 'Solicitudes de acceso', under the users' path (/api/users/solicitudes): here because the
 * requests are the registration page's, kept by auth.
 */
export const accessRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config,
      schema: {
        tags,
        querystring: AccessRequestQuerySchema,
        response: { 200: AccessRequestPageSchema },
      },
    },
    (req) => service.list(req.ctx, req.query),
  );
  app.post(
    '/:solicitudId/aprobar',
    {
      config,
      schema: {
        tags,
        headers: IdempotentCreateHeadersSchema,
        params: AccessRequestParamsSchema,
        body: NewUserSchema,
        response: { 201: NewUserResultSchema },
      },
    },
    async (req, reply) =>
      sendIdempotent(
        reply,
        await service.approve(
          req.ctx,
          req.params.solicitudId,
          req.body,
          req.headers['idempotency-key'],
        ),
      ),
  );
  app.post(
    '/:solicitudId/rechazar',
    {
      config,
      schema: {
        tags,
        params: AccessRequestParamsSchema,
        body: DeclineAccessRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    (req) => service.decline(req.ctx, req.params.solicitudId, req.body),
  );
};
