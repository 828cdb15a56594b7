import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, PageQuerySchema } from '@jarvis/contracts/common';
import { MailIdParamsSchema, MailMessageSchema, OutboxPageSchema } from '@jarvis/contracts/mail';
import { sendFile } from '../../platform/files/send-file';
import * as service from './mail.service';

const tags = ['mail'];

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      config: { permission: 'mail.outbox' },
      schema: { tags, querystring: PageQuerySchema, response: { 200: OutboxPageSchema } },
    },
    (req) => service.listOutbox(req.ctx, req.query),
  );
  app.get(
    '/outbox/:correoId',
    {
      config: { permission: 'mail.outbox' },
      schema: { tags, params: MailIdParamsSchema, response: { 200: MailMessageSchema } },
    },
    (req) => service.getMessage(req.ctx, req.params.correoId),
  );
  app.get(
    '/outbox/:correoId/adjuntos/:indice',
    {
      config: { permission: 'mail.outbox' },
      schema: {
        tags,
        params: z.object({ correoId: idParam, indice: z.coerce.number().int().min(0).max(100) }),
      },
    },
    async (req, reply) =>
      sendFile(
        reply,
        await service.openAttachment(req.ctx, req.params.correoId, req.params.indice),
      ),
  );
};
