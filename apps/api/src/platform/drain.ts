import type { RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/**
 * Closing waits for the API handlers still running. A client that leaves (a closed tab, a load test
 * that stopped) does not stop its request, so the server can finish closing while a handler still
 * has queries to send; ending the database pool under it failed them. Once closing has begun no API
 * handler starts (503); those that started finish before the server stops and the database is closed.
 * Register it before the routes: it wraps each API route as it is added.
 */
export const drainPlugin = fp<{ timeoutMs?: number }>(async (app, { timeoutMs = 15_000 }) => {
  let closing = false;
  let running = 0;
  let drained: (() => void) | undefined;

  const settle = () => {
    running -= 1;
    if (running === 0) drained?.();
  };

  app.addHook('onRoute', (route) => {
    // The SPA's static files never touch the database, and their handlers reply in callbacks.
    if (!route.url.startsWith('/api/')) return;
    const handler = route.handler;
    const wrapped: RouteHandlerMethod = function (this, request, reply) {
      if (closing) throw new AppError('SERVICE_UNAVAILABLE');
      running += 1;
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (err) {
        settle();
        throw err;
      }
      if (result instanceof Promise) return result.finally(settle);
      settle();
      return result;
    };
    route.handler = wrapped;
  });

  // Before the server stops and before any onClose hook (they run last-registered first, so the
  // database's may come before this plugin's).
  app.addHook('preClose', async () => {
    closing = true;
    if (running === 0) return;
    app.log.info({ running }, 'esperando las solicitudes en curso antes de cerrar');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        app.log.warn({ running }, 'cierre: solicitudes aún en curso tras la espera');
        resolve();
      }, timeoutMs);
      drained = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
});
