import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SessionUserSchema } from '@jarvis/contracts/auth';
import { MenuResponseSchema } from '@jarvis/contracts/menu';
import * as service from './users.service';

const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/me',
    { config: { access: 'session' }, schema: { tags, response: { 200: SessionUserSchema } } },
    (req) => service.getSessionUser(req.ctx),
  );
  app.get(
    '/api/menu',
    { config: { access: 'session' }, schema: { tags, response: { 200: MenuResponseSchema } } },
    async (req) => ({ data: await service.getMenu(req.ctx) }),
  );
};
