import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ForgotPasswordSchema,
  LoginResponseSchema,
  LoginSchema,
  RegistrationSchema,
} from '@jarvis/contracts/auth';
import { SuccessSchema } from '@jarvis/contracts/errors';
import { OwnPasswordSchema } from '@jarvis/contracts/passwords';
import { ResetPasswordSchema } from '@jarvis/contracts/passwords';
import * as service from './auth.service';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { tags, body: LoginSchema, response: { 200: LoginResponseSchema } },
    },
    (req) => service.login(req.publicCtx, req.body),
  );
  app.post(
    '/api/auth/logout',
    {
      config: { access: 'session', duringPasswordChange: true },
      schema: { tags, response: { 200: SuccessSchema } },
    },
    (req) => service.logout(req.ctx),
  );
  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: { tags, body: ForgotPasswordSchema, response: { 200: SuccessSchema } },
    },
    (req) => service.forgotPassword(req.publicCtx, req.body),
  );
  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      schema: { tags, body: ResetPasswordSchema, response: { 200: SuccessSchema } },
    },
    (req) => service.resetPassword(req.publicCtx, req.body),
  );
  app.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: { tags, body: RegistrationSchema, response: { 202: SuccessSchema } },
    },
    async (req, reply) => reply.status(202).send(await service.register(req.publicCtx, req.body)),
  );
  // 'Cambiar contraseña' (the users' path; here because the current password is checked under the
  // sign-in throttle). Open while the user must replace a password someone else set.
  app.put(
    '/api/users/me/password',
    {
      config: { access: 'session', duringPasswordChange: true },
      schema: { tags: ['users'], body: OwnPasswordSchema, response: { 200: SuccessSchema } },
    },
    (req) => service.changeOwnPassword(req.ctx, req.body),
  );
};
