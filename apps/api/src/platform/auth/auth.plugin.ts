import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { isPermissionKey, type PermissionKey } from '@jarvis/contracts/menu';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import * as users from '../../modules/users/users.service';
import type { Ctx, Platform, PublicCtx } from '../context';

/** What a route declares: open to anyone, to any signed-in user, or to holders of one menu option. */
export type RouteAccess =
  { access: 'public' } | { access: 'session' } | { permission: PermissionKey };

export type RouteEntry = { method: string; url: string; access: RouteAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: 'public' | 'session';
    permission?: PermissionKey;
    /**
     * Open while the user must still replace a password someone else set (the shell's user and
     * menu, the change itself, signing out); every other route answers PASSWORD_CHANGE_REQUIRED.
     */
    duringPasswordChange?: boolean;
  }
  interface FastifyRequest {
    publicCtx: PublicCtx;
    ctx: Ctx;
  }
  interface FastifyInstance {
    routeCatalog: RouteEntry[];
  }
}

function accessOf(config: {
  access?: 'public' | 'session';
  permission?: PermissionKey;
}): RouteAccess | undefined {
  if (config.permission) return { permission: config.permission };
  if (config.access) return { access: config.access };
  return undefined;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Authorization on the server: every API route must declare its access (checked when the route is
 * registered), and the declaration is enforced before the handler runs.
 */
export const authPlugin = fp<{ db: Db; platform: Platform }>(
  async (app: FastifyInstance, { db, platform }) => {
    app.decorate('routeCatalog', []);
    app.decorateRequest('publicCtx');
    app.decorateRequest('ctx');

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const config = (route.config ?? {}) as {
        access?: 'public' | 'session';
        permission?: PermissionKey;
      };
      const access = accessOf(config);
      if (!access)
        throw new Error(`La ruta ${route.url} no declara su acceso (access o permission)`);
      if (config.permission && !isPermissionKey(config.permission)) {
        throw new Error(
          `La ruta ${route.url} pide un permiso desconocido: ${String(config.permission)}`,
        );
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') app.routeCatalog.push({ method, url: route.url, access });
      }
    });

    app.addHook('onRequest', async (request) => {
      const publicCtx: PublicCtx = {
        db,
        platform,
        ip: request.ip,
        requestId: request.id,
        userAgent: request.headers['user-agent'] ?? '',
      };
      request.publicCtx = publicCtx;
      const config = request.routeOptions.config as {
        access?: string;
        permission?: PermissionKey;
        duringPasswordChange?: boolean;
      };
      if (!request.routeOptions.url?.startsWith('/api/') || config.access === 'public') return;
      if (!config.access && !config.permission) return;
      const token = bearer(request);
      if (!token) throw new AppError('UNAUTHENTICATED');
      const actor = await users.authenticate(db, {
        token,
        permission: config.permission,
        idleHours: platform.config.SESSION_IDLE_HOURS,
        maxDays: platform.config.SESSION_MAX_DAYS,
        duringPasswordChange: config.duringPasswordChange === true,
      });
      request.ctx = { ...publicCtx, actor };
      // The request's own logger (Fastify's child with its reqId) carries the user from here on;
      // a child of it would cost ~40 µs a request, measured under load.
      (request.log as Logger).setBindings({ userId: actor.userId });
    });
  },
);
