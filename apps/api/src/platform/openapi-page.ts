import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Swagger UI's page (/api/docs). Its script weighs 1.5 MB: compressed again for every request it
 * cost ~70 ms of CPU each time, and every visit fetched it again. Everything the page loads is
 * fixed for the life of the process (Swagger UI's files, and the document, built once), so each
 * answer is compressed once, harder than a live answer could afford, and kept; Swagger UI's files
 * are linked with its version, so a browser keeps them until an upgrade changes the link.
 */

const UI_VERSION: string = (
  createRequire(import.meta.url)('@fastify/swagger-ui/package.json') as { version: string }
).version;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipped(body, { level: 6 }),
};
type Encoding = 'br' | 'gzip';

/** As the API's own answers (app.ts): a smaller one is not worth a compressed copy. */
const THRESHOLD = 1024;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json))/;
const FOR_GOOD = 'public, max-age=31536000, immutable';
const DOCS = '/api/docs';

/** The encoding the client takes that we prefer, if any (`br;q=0` refuses it). */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return (['br', 'gzip'] as const).find((e) => accepted.has(e));
}

async function bytesOf(payload: unknown): Promise<Buffer> {
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === 'string') return Buffer.from(payload);
  const chunks: Buffer[] = [];
  for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Swagger UI's own files, named with its version wherever the page links them. */
const versionLinks = (html: string) =>
  html.replace(
    /(\/static\/(?!swagger-initializer)[\w.-]+\.(?:css|js|png))"/g,
    `$1?v=${UI_VERSION}"`,
  );

export const apiDocsPage: FastifyPluginAsync = async (app) => {
  const kept = new Map<string, Promise<Buffer>>();

  async function compressedOnce(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const type = String(reply.getHeader('content-type') ?? '');
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (!encoding || !COMPRESSIBLE.test(type)) return payload;
    const key = `${req.url.split('?')[0]} ${encoding}`;
    let body = kept.get(key);
    if (body) {
      if (payload instanceof Readable) payload.destroy();
    } else {
      const plain = await bytesOf(payload);
      if (plain.length < THRESHOLD) return plain;
      body = COMPRESS[encoding](plain);
      kept.set(key, body);
    }
    reply.removeHeader('content-length');
    reply.removeHeader('accept-ranges');
    reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
    return body;
  }

  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' || reply.statusCode !== 200) return payload;
    const isVersioned = (req.query as { v?: string }).v === UI_VERSION;
    reply.header('cache-control', isVersioned ? FOR_GOOD : 'no-cache');
    const path = req.url.split('?')[0];
    const page = typeof payload === 'string' && (path === DOCS || path === `${DOCS}/`);
    return compressedOnce(req, reply, page ? versionLinks(payload) : payload);
  });

  await app.register(fastifySwaggerUi, { routePrefix: DOCS });
};
