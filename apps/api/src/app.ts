import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { localeError } from '@jarvis/contracts/zod-locale';
import type { Database } from './db/client';
import { AppError, errorHandler } from './errors';
import { authPlugin } from './platform/auth/auth.plugin';
import { drainPlugin } from './platform/drain';
import { registerApiDocs } from './platform/openapi';
import { requestIdOf, requestLogSerializers } from './platform/request-log';
import { securityHeaders } from './platform/security-headers';
import { clientErrorHandler, frameworkErrors } from './platform/client-errors';
import { refuseNul } from './platform/text-guard';
import type { Platform } from './platform/context';
import { accessRequestsRoutes } from './modules/auth/access-requests.routes';
import { authRoutes, ownPasswordRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { filesRoutes } from './modules/files/files.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { orderDownloadsRoutes } from './modules/orders/orders-downloads.routes';
import { orderInvoicesRoutes } from './modules/orders/orders-invoices.routes';
import { transfersRoutes } from './modules/transfers/transfers.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { wasteRoutes } from './modules/waste/waste.routes';
import { orderPriceChangeRoutes } from './modules/orders/orders-price-change.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { ticketsRoutes } from './modules/tickets/tickets.routes';
import { erpRoutes } from './modules/erp/erp.routes';
import { extrasRoutes } from './modules/extras/extras.routes';
import { menuRoutes, usersRoutes } from './modules/users/users.routes';
import { suppliersRoutes } from './modules/catalog/suppliers.routes';
import { schedulesRoutes } from './modules/catalog/schedules.routes';
import { articlesRoutes } from './modules/catalog/articles.routes';
import { pricesRoutes } from './modules/catalog/prices.routes';

export type AppOptions = {
  database: Database;
  platform: Platform;
  /** The built SPA to serve beside the API, when present. */
  webDist?: string;
};

/**
 * Zod's own messages in Spanish, for a rule whose schema names none (a page past a list's last, a
 * state no list has): a crafted request is told what is wrong in the product's language.
 */
z.config({ localeError });

/** The composition root: every module registered in one readable list. */
export async function buildApp({
  database,
  platform,
  webDist,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: platform.log.child({}, { serializers: requestLogSerializers }),
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: platform.config.TRUST_PROXY,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  await app.register(drainPlugin);
  await app.register(fastifyHelmet, securityHeaders(platform.config));
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('preValidation', (req, _reply, done) => {
    try {
      refuseNul(req.params, req.query, req.body);
      done();
    } catch (error) {
      done(error as Error);
    }
  });

  // API answers of more than a kilobyte go compressed to clients that ask (shop Wi-Fi, phones); the
  // levels are the cheap ones, a list's JSON compresses well at any level. The web build is
  // already compressed on disk (preCompressed below).
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
  // Ticket photos (multipart); each route sets its own limits.
  await app.register(fastifyMultipart);
  // The OpenAPI document and its page at /api/docs, before the routes it describes.
  await registerApiDocs(app);
  await app.register(authPlugin, { db: database.db, platform });

  // Each module's routes are relative to its prefix here: the one place the API's paths are listed.
  await app.register(healthRoutes(database, platform), { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(ownPasswordRoutes, { prefix: '/api/users/me' });
  await app.register(usersRoutes, { prefix: '/api/users' });
  await app.register(ordersRoutes, { prefix: '/api/pedidos' });
  await app.register(orderPriceChangeRoutes, { prefix: '/api/pedidos/cambio-precio' });
  await app.register(orderDownloadsRoutes, { prefix: '/api/pedidos/descargas' });
  await app.register(orderInvoicesRoutes, { prefix: '/api/pedidos/facturas' });
  await app.register(transfersRoutes, { prefix: '/api/traslados' });
  await app.register(inventoryRoutes, { prefix: '/api/inventarios' });
  await app.register(wasteRoutes, { prefix: '/api/desechos' });
  await app.register(accessRequestsRoutes, { prefix: '/api/users/solicitudes' });
  await app.register(menuRoutes, { prefix: '/api/menu' });
  await app.register(mailRoutes, { prefix: '/api/mail' });
  await app.register(ticketsRoutes, { prefix: '/api/tickets' });
  await app.register(suppliersRoutes, { prefix: '/api/catalogo/proveedores' });
  await app.register(schedulesRoutes, { prefix: '/api/catalogo/horarios' });
  await app.register(articlesRoutes, { prefix: '/api/catalogo' });
  await app.register(pricesRoutes, { prefix: '/api/catalogo/precios' });
  await app.register(erpRoutes, { prefix: '/api/erp' });
  await app.register(extrasRoutes, { prefix: '/api/extras' });
  await app.register(filesRoutes, { prefix: '/api/archivos' });

  const hasWeb = webDist && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      // File names under assets/ carry a content hash: cache them for good; everything else revalidates.
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isPage = req.method === 'GET' || req.method === 'HEAD';
    if (req.url.startsWith('/api/') || req.url.startsWith('/assets/') || !hasWeb || !isPage) {
      throw new AppError('NOT_FOUND');
    }
    // Client-side routes: the SPA decides what exists (and shows its own 404 page).
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
}
