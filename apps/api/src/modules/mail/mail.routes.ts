import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
};
