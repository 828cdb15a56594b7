import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SessionUserSchema } from '@jarvis/contracts/auth';
import { SuccessSchema } from '@jarvis/contracts/errors';
import { IdempotentCreateHeadersSchema } from '@jarvis/contracts/idempotency';
import { MenuResponseSchema } from '@jarvis/contracts/menu';
import { AdminPasswordSchema } from '@jarvis/contracts/passwords';
import {
  AddPermissionSchema,
  BlockResultSchema,
  CodEmpleadoParamsSchema,
  EmployeeSchema,
  MissingPermissionsSchema,
  NewUserResultSchema,
  NewUserSchema,
  PermisoIdParamsSchema,
  SetBlockedSchema,
  TogglePermissionSchema,
  UserBranchSchema,
  UserEditResultSchema,
  UserEditSchema,
  UserFormOptionsSchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  UserPageSchema,
  UserPermissionsSchema,
} from '@jarvis/contracts/users';
import { sendIdempotent } from '../../platform/idempotency/idempotency';
import * as admin from './users-admin.service';
import * as registration from './users-create.service';
import * as editing from './users-edit.service';
import * as service from './users.service';

const tags = ['users'];
const usersAdmin = { permission: 'users.admin' } as const;
// What a user whose password was set by someone else may reach before replacing it: the shell's
// user and menu, and the change itself.
const ownSession = { access: 'session', duringPasswordChange: true } as const;

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    { config: ownSession, schema: { tags, response: { 200: SessionUserSchema } } },
    (req) => service.getSessionUser(req.ctx),
  );

  // Users screen (spec 1 §2): list, 'Registro de Usuario', row actions.
  app.get(
    '',
    {
      config: usersAdmin,
      schema: { tags, querystring: UserListQuerySchema, response: { 200: UserPageSchema } },
    },
    (req) => admin.listUsers(req.ctx, req.query),
  );
  app.get(
    '/form-options',
    { config: usersAdmin, schema: { tags, response: { 200: UserFormOptionsSchema } } },
    (req) => registration.formOptions(req.ctx),
  );
  app.get(
    '/empleados/:codEmpleado',
    {
      config: usersAdmin,
      schema: { tags, params: CodEmpleadoParamsSchema, response: { 200: EmployeeSchema } },
    },
    (req) => registration.findEmployee(req.ctx, req.params.codEmpleado),
  );
  app.post(
    '',
    {
      config: usersAdmin,
      schema: {
        tags,
        headers: IdempotentCreateHeadersSchema,
        body: NewUserSchema,
        response: { 201: NewUserResultSchema },
      },
    },
    async (req, reply) =>
      sendIdempotent(
        reply,
        await registration.createUserOnce(req.ctx, req.body, req.headers['idempotency-key']),
      ),
  );
  app.put(
    '/:userID',
    {
      config: usersAdmin,
      schema: {
        tags,
        params: UserIdParamsSchema,
        body: UserEditSchema,
        response: { 200: UserEditResultSchema },
      },
    },
    (req) => editing.editUser(req.ctx, req.params.userID, req.body),
  );
  app.get(
    '/:userID/permisos',
    {
      config: usersAdmin,
      schema: { tags, params: UserIdParamsSchema, response: { 200: UserPermissionsSchema } },
    },
    async (req) => ({ data: await admin.listPermissions(req.ctx, req.params.userID) }),
  );
  app.get(
    '/:userID/permisos-faltantes',
    {
      config: usersAdmin,
      schema: { tags, params: UserIdParamsSchema, response: { 200: MissingPermissionsSchema } },
    },
    async (req) => ({ data: await admin.listMissingPermissions(req.ctx, req.params.userID) }),
  );
  app.post(
    '/:userID/permisos',
    {
      config: usersAdmin,
      schema: {
        tags,
        params: UserIdParamsSchema,
        body: AddPermissionSchema,
        response: { 200: SuccessSchema },
      },
    },
    (req) => admin.addPermission(req.ctx, req.params.userID, req.body.optionMenuID),
  );
  app.put(
    '/permisos/:permisoID',
    {
      config: usersAdmin,
      schema: {
        tags,
        params: PermisoIdParamsSchema,
        body: TogglePermissionSchema,
        response: { 200: SuccessSchema },
      },
    },
    (req) => admin.setPermissionActive(req.ctx, req.params.permisoID, req.body.isActive),
  );
  app.put(
    '/:userID/password',
    {
      config: usersAdmin,
      schema: {
        tags,
        params: UserIdParamsSchema,
        body: AdminPasswordSchema,
        response: { 200: SuccessSchema },
      },
    },
    (req) => admin.changePassword(req.ctx, req.params.userID, req.body),
  );
  app.put(
    '/:userID/sucursal',
    {
      config: usersAdmin,
      schema: {
        tags,
        params: UserIdParamsSchema,
        body: UserBranchSchema,
        response: { 200: SuccessSchema },
      },
    },
    (req) => admin.changeBranch(req.ctx, req.params.userID, req.body),
  );
  app.post(
    '/:userID/acceso',
    {
      config: usersAdmin,
      schema: { tags, params: UserIdParamsSchema, response: { 200: SuccessSchema } },
    },
    (req) => admin.clearSignInThrottle(req.ctx, req.params.userID),
  );

  // 'Usuarios Bloqueados' (spec 1 §2, §8).
  app.get(
    '/bloqueados',
    {
      config: { permission: 'users.blocked' },
      schema: { tags, querystring: UserListQuerySchema, response: { 200: UserPageSchema } },
    },
    (req) => admin.listUsers(req.ctx, req.query),
  );
  app.put(
    '/:userID/vetado',
    {
      config: { permission: 'users.blocked' },
      schema: {
        tags,
        params: UserIdParamsSchema,
        body: SetBlockedSchema,
        response: { 200: BlockResultSchema },
      },
    },
    (req) => admin.setBlocked(req.ctx, req.params.userID, req.body.vetado),
  );
};

/** The shell's menu (its own path, beside the users'). */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    { config: ownSession, schema: { tags, response: { 200: MenuResponseSchema } } },
    async (req) => ({ data: await service.getMenu(req.ctx) }),
  );
};
