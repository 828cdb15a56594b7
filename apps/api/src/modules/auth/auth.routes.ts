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
    '/login',
    {
      config: { access: 'public' },
      schema: { tags, body: LoginSchema, response: { 200: LoginResponseSchema } },
    },
    (req) => service.login(req.publicCtx, req.body),
  );
  app.post(
    '/logout',
    {
      config: { access: 'session', duringPasswordChange: true },
      schema: { tags, response: { 200: SuccessSchema } },
    },
    (req) => service.logout(req.ctx),
  );
  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      schema: { tags, body: ForgotPasswordSchema, response: { 200: SuccessSchema } },
    },
    (req) => service.forgotPassword(req.publicCtx, req.body),
  );
  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: { tags, body: ResetPasswordSchema, response: { 200: SuccessSchema } },
    },
    (req) => service.resetPassword(req.publicCtx, req.body),
  );
  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: { tags, body: RegistrationSchema, response: { 202: SuccessSchema } },
    },
    async (req, reply) => reply.status(202).send(await service.register(req.publicCtx, req.body)),
  );
};

/**
 * 'Cambiar contraseña', under the user's own path (/api/users/me): here because the current
 * password is checked under the sign-in throttle. Open while the user must replace a password
 * someone else set.
 */
export const ownPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/password',
    {
      config: { access: 'session', duringPasswordChange: true },
      schema: { tags: ['users'], body: OwnPasswordSchema, response: { 200: SuccessSchema } },
    },
    (req) => service.changeOwnPassword(req.ctx, req.body),
  );
};
