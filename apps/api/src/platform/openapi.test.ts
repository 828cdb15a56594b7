import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { OPERATIONS } from './openapi-operations';
import { preferredEncoding } from './openapi-page';

type Json = Record<string, unknown>;
type Operation = {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Json }> }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; securitySchemes: Json };
};

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
/** Fastify's '/api/tickets/:id' as the document writes it, '/api/tickets/{id}'. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

function operations() {
  return Object.entries(doc.paths).flatMap(([url, ops]) =>
    Object.entries(ops)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${url}`, url, op })),
  );
}

function operationOf(method: string, url: string): Operation {
  const op = doc.paths[documentPath(url)]?.[method.toLowerCase()];
  if (!op) throw new Error(`${method} ${url} is not in the document`);
  return op;
}

/** Every `$ref` in the document, with where it is. */
function refs(value: unknown, at = '#'): { at: string; ref: string }[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string'
      ? [{ at, ref: inner }]
      : refs(inner, `${at}/${key}`),
  );
}

const resolve = (ref: string) =>
  ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], doc);

describe('the API document (/api/docs/json)', () => {
  it('is an OpenAPI 3 document whose references and path parameters all hold', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Jarvis API', version: expect.any(String) });
    const all = operations();
    expect(all.length).toBeGreaterThan(50);
    for (const { key, url, op } of all) {
      expect(url.startsWith('/api/'), key).toBe(true);
      expect(Object.keys(op.responses).length, key).toBeGreaterThan(0);
      for (const status of Object.keys(op.responses)) expect(status, key).toMatch(/^[1-5]\d\d$/);
      // Each {name} of the path is a required path parameter.
      for (const [, name] of url.matchAll(/\{([^}]+)\}/g))
        expect(op.parameters, `${key} {${name}}`).toContainEqual(
          expect.objectContaining({ name, in: 'path', required: true }),
        );
    }
    const broken = refs(doc).filter(({ ref }) => !ref.startsWith('#/') || !resolve(ref));
    expect(broken).toEqual([]);
  });

  it('gives every operation a summary', () => {
    const missing = operations()
      .filter(({ op }) => !op.summary?.trim())
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it('lists summaries only for routes that exist and do not carry their own', () => {
    const routes = new Set(t.app.routeCatalog.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(OPERATIONS).filter((key) => !routes.has(key))).toEqual([]);
    const twice = Object.entries(OPERATIONS)
      .filter(([key, { summary }]) => {
        const [method, url] = key.split(' ') as [string, string];
        return operationOf(method, url).summary !== summary;
      })
      .map(([key]) => key);
    expect(twice).toEqual([]);
  });

  it('documents the error answers each route can give, all in the one error shape', () => {
    for (const route of t.app.routeCatalog) {
      const key = `${route.method} ${route.url}`;
      const op = operationOf(route.method, route.url);
      const statuses = Object.keys(op.responses).map(Number);
      const isPublic = 'access' in route.access && route.access.access === 'public';
      if (!isPublic) expect(statuses, key).toEqual(expect.arrayContaining([401, 403]));
      if (/[:*]/.test(route.url)) expect(statuses, key).toContain(404);
      if (op.parameters?.length || op.requestBody) expect(statuses, key).toContain(400);
      // A body carrying the version the user saw is refused with 409 when the row moved on.
      const body = op.requestBody?.content['application/json']?.schema;
      const properties = (body?.properties ?? {}) as Json;
      if ('version' in properties) expect(statuses, key).toContain(409);
      for (const status of statuses.filter((s) => s >= 400 && s < 500)) {
        const { $ref } = op.responses[status] as { $ref?: string };
        const shared = $ref ? (resolve($ref) as Operation['responses'][string]) : undefined;
        expect(shared?.content?.['application/json']?.schema, `${key} ${status}`).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
      }
    }
    const error = doc.components.schemas.ApiError as { properties: Json; required: string[] };
    expect(Object.keys(error.properties).sort()).toEqual([
      'code',
      'fields',
      'message',
      'statusCode',
    ]);
    expect(error.required.sort()).toEqual(['code', 'message', 'statusCode']);
  });

  it('answers 409 where a service refuses a move someone else made first', () => {
    expect(Object.keys(operationOf('PUT', '/api/tickets/:id/estado').responses)).toContain('409');
    expect(Object.keys(operationOf('GET', '/api/tickets/:id').responses)).not.toContain('409');
  });

  it('keeps a route’s own answer for a status: health’s 503 is its state, SAP’s is an error', () => {
    const health = operationOf('GET', '/api/health').responses['503'] as { content: Json };
    expect(JSON.stringify(health.content)).toContain('degraded');
    expect(
      operationOf('GET', '/api/catalogo/proveedores/verificar/:codigo').responses['503'],
    ).toEqual({ $ref: '#/components/responses/ServiceUnavailable' });
  });

  it('asks no session of the public routes', () => {
    expect(operationOf('POST', '/api/auth/login')).toMatchObject({ security: [] });
    expect(operationOf('GET', '/api/users/me')).not.toHaveProperty('security');
  });

  it('shows the ticket form as multipart fields, the photos as files, so Try it out sends it', () => {
    const create = operationOf('POST', '/api/tickets');
    expect(Object.keys(create.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    const form = create.requestBody!.content['multipart/form-data']!.schema as {
      properties: Record<string, Json>;
      required: string[];
    };
    expect(form.properties.tipoProblemaID).toMatchObject({ type: 'integer' });
    expect(form.properties.descripcion).toMatchObject({ type: 'string', maxLength: 2000 });
    expect(form.properties.archivos).toMatchObject({
      type: 'array',
      maxItems: 8,
      items: { type: 'string', format: 'binary' },
    });
    expect(form.required.sort()).toEqual(['descripcion', 'tipoProblemaID']);
    expect(create.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
    );
  });
});

const uiStatic = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
  'static',
);

describe('the API documentation page (/api/docs)', () => {
  const brotli = { 'accept-encoding': 'gzip, deflate, br' };

  it('links Swagger UI’s files by version, and serves them compressed to be kept for good', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const linked = [...page.body.matchAll(/(?:src|href)="\.\/static\/([^"]+)"/g)].map((m) => m[1]!);
    const bundle = linked.find((l) => l.startsWith('swagger-ui-bundle.js?v='));
    expect(bundle, page.body).toBeDefined();
    expect(linked.filter((l) => !l.includes('?v='))).toEqual(['swagger-initializer.js']);

    const res = await t.app.inject({ url: `/api/docs/static/${bundle}`, headers: brotli });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const raw = await readFile(path.join(uiStatic, 'swagger-ui-bundle.js'));
    expect(brotliDecompressSync(res.rawPayload).equals(raw)).toBe(true);
    // Compressed once: what a second visitor gets is the kept copy.
    const again = await t.app.inject({ url: `/api/docs/static/${bundle}`, headers: brotli });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(again.rawPayload.length).toBeLessThan(raw.length / 3);
  });

  it('has a file asked for without the version revalidated, never kept stale', async () => {
    const res = await t.app.inject({ url: '/api/docs/static/swagger-ui.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(await readFile(path.join(uiStatic, 'swagger-ui.css')))).toBe(true);
  });

  it('serves the document compressed, the same as uncompressed', async () => {
    const plain = await t.app.inject({ url: '/api/docs/json' });
    const gz = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('takes the encoding the client prefers and accepts', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
