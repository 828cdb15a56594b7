import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { proxyErrorPage, type FaultControl } from './faults';
import type { SimContext, SlRequest, SlResponse } from './routes/context';
import { dispatch } from './routes/dispatch';
import { registerSimHooks } from './routes/sim-hooks';
import { errorBody, SlError, type ODataVersion } from './sl-errors';

const JSON_TYPES: Record<ODataVersion, Record<string, string>> = {
  v1: {
    'content-type': 'application/json;odata=minimalmetadata;charset=utf-8',
    dataserviceversion: '3.0',
  },
  v2: { 'content-type': 'application/json;charset=utf-8', 'odata-version': '4.0' },
};

const OVERRIDES = new Set(['PATCH', 'PUT', 'MERGE', 'DELETE']);

function send(reply: FastifyReply, response: SlResponse, version: ODataVersion) {
  reply.code(response.status);
  for (const [name, value] of Object.entries(response.headers ?? {})) reply.header(name, value);
  if (response.text !== undefined) {
    reply.header('content-type', response.contentType ?? 'text/plain;charset=utf-8');
    return reply.send(response.text);
  }
  if (response.body === undefined) return reply.send();
  reply.headers(JSON_TYPES[version]);
  return reply.send(JSON.stringify(response.body));
}

function sendProxyError(reply: FastifyReply, status: number, request: FastifyRequest) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=iso-8859-1')
    .send(proxyErrorPage(status, request.method, request.url.split('?')[0]!));
}

function toSlRequest(request: FastifyRequest, version: ODataVersion): SlRequest {
  const url = new URL(request.url, 'http://simulator');
  const rawPath = url.pathname.slice(`/b1s/${version}/`.length);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    path = rawPath;
  }
  const override = String(request.headers['x-http-method-override'] ?? '').toUpperCase();
  const method =
    request.method === 'POST' && OVERRIDES.has(override)
      ? override === 'MERGE'
        ? 'PATCH'
        : override
      : request.method;
  return {
    method,
    version,
    root: `${request.protocol}://${request.headers.host ?? request.hostname}/b1s/${version}`,
    path,
    params: url.searchParams,
    headers: request.headers,
    body: typeof request.body === 'string' ? request.body : '',
  };
}

export type AppOptions = {
  logger?: FastifyServerOptions['logger'];
  enableTestHooks: boolean;
};

/** The HTTP face of the simulator: /b1s/v1 and /b1s/v2, /ping/, and the /__sim test hooks. */
export function buildApp(ctx: SimContext, control: FaultControl, options: AppOptions) {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 16 * 1024 * 1024 });

  // Bodies are read as text whatever the Content-Type: SL accepts JSON sent as text/plain or
  // without a type, and malformed JSON must get an SL-shaped error, not Fastify's.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (request, reply) => {
    if (
      request.url.startsWith('/b1s/') &&
      control.expectRejected() &&
      String(request.headers.expect ?? '').toLowerCase() === '100-continue'
    ) {
      return reply.code(500).header('content-length', '0').send();
    }
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const version: ODataVersion = request.url.startsWith('/b1s/v2') ? 'v2' : 'v1';
    const code = status === 500 ? -1 : -1000;
    return send(
      reply,
      { status, body: errorBody(new SlError(status, code, error.message), version) },
      version,
    );
  });

  const ping = (sender: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const failure = control.takeFailure();
    if (failure) return sendProxyError(reply, failure.status, request);
    const timestamp = (ctx.now().getTime() / 1000).toFixed(3);
    return { message: 'pong', sender, timestamp };
  };
  app.get('/ping', ping('load balancer'));
  app.get('/ping/', ping('load balancer'));
  app.get('/ping/node/1', ping('node1'));
  app.get('/ping/node/:node', async (_request, reply) =>
    reply.code(503).send({ message: 'Service Unavailable' }),
  );

  // `/b1s/v1` itself (no slash) is the service root too: it answers the service document.
  const roots = (['v1', 'v2'] as const).flatMap((version) => [
    { version, url: `/b1s/${version}` },
    { version, url: `/b1s/${version}/*` },
  ]);
  for (const { version, url } of roots) {
    app.route({
      method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
      url,
      handler: async (request, reply) => {
        const failure = control.takeFailure();
        if (failure && !failure.afterApply) return sendProxyError(reply, failure.status, request);
        const req = toSlRequest(request, version);
        let response: SlResponse;
        try {
          response = dispatch(ctx, req);
        } catch (error) {
          if (!(error instanceof SlError)) throw error;
          response = { status: error.status, body: errorBody(error, version) };
        }
        if (failure) return sendProxyError(reply, failure.status, request);
        const droppable = req.method === 'POST' && req.path !== 'Login' && req.path !== 'Logout';
        if (droppable && control.takeDrop()) {
          // The work is done and saved; the client only sees the connection close.
          reply.hijack();
          request.raw.socket.destroy();
          return reply;
        }
        const delay = control.takeDelay();
        if (delay !== undefined) await control.sleep(delay);
        return send(reply, response, version);
      },
    });
  }

  if (options.enableTestHooks) registerSimHooks(app, ctx, control);
  return app;
}
