import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageQuerySchema } from '@jarvis/contracts/common';
import { OutboxPageSchema } from '@jarvis/contracts/mail';
import * as service from './mail.service';

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/mail/outbox',
    {
      config: { permission: 'mail.outbox' },
      schema: { tags: ['mail'], querystring: PageQuerySchema, response: { 200: OutboxPageSchema } },
    },
    (req) => service.listOutbox(req.ctx, req.query),
  );
  app.get(
    '/api/mail/outbox/:correoId/adjuntos/:indice',
    {
      config: { permission: 'mail.outbox' },
      schema: {
        tags: ['mail'],
        params: z.object({
          correoId: z.coerce.number().int().positive().max(2_147_483_647),
          indice: z.coerce.number().int().min(0).max(100),
        }),
      },
    },
    async (req, reply) => {
      const file = await service.openAttachment(req.ctx, req.params.correoId, req.params.indice);
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .send(file.stream);
    },
  );
};
