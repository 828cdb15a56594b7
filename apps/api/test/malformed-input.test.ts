import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@jarvis/contracts/errors';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '100000', LOGIN_MAX_FAILURES_PER_IP: '100000' });
  token = await t.login('admin');
});
afterAll(() => t.close());

const segment = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
  fc.constantFrom(
    '-1',
    '0',
    '1e309',
    'NaN',
    '%00',
    'a\u0000b',
    '2147483648',
    '..',
    "' OR 1=1 --",
    'ñandú',
    '9'.repeat(40),
  ),
);

const body = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom('username', 'password', 'email', 'token', 'id', 'estado'),
    fc.anything({ maxDepth: 1 }),
  ),
  fc.string({ maxLength: 200 }),
);

const query = fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), segment, { maxKeys: 4 });

function urlFor(template: string, params: string[], q: Record<string, string>): string {
  let i = 0;
  const path = template.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(params[i++] ?? 'x'));
  const search = new URLSearchParams(q).toString();
  return search ? `${path}?${search}` : path;
}

describe('malformed input never yields a server error', () => {
  it('throws arbitrary paths, queries and bodies at every route, signed in and not', async () => {
    const routes = t.app.routeCatalog.filter((r) => r.url !== '/api/auth/logout');
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { maxLength: 4 }),
          query,
          body,
          fc.boolean(),
          async (params, q, payload, signed) => {
            const raw = typeof payload === 'string';
            const res = await t.app.inject({
              method: route.method as 'POST',
              url: urlFor(route.url, params, q),
              headers: {
                ...(signed ? { authorization: `Bearer ${token}` } : {}),
                ...(raw ? { 'content-type': 'application/json' } : {}),
              },
              ...(route.method === 'GET' || route.method === 'DELETE'
                ? {}
                : { payload: raw ? payload : JSON.stringify(payload ?? null) }),
            });
            expect(res.statusCode, `${route.method} ${route.url} → ${res.body}`).toBeLessThan(500);
            // A refusal is always the one JSON error shape; a success may be a file (an export).
            if (res.statusCode >= 400) {
              const json = res.json();
              expect(json.message).toBeTypeOf('string');
              expect(json.code).toBeTypeOf('string');
            }
          },
        ),
        { numRuns: 40 },
      );
    }
    // A sweep of every route (about 90): it grows with the API, not with a slow case.
  }, 180_000);
});

describe('hostile bodies are refused in the error shape', () => {
  const expectRefused = (res: {
    statusCode: number;
    json(): { code: string; message: string };
  }) => {
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toBeTypeOf('string');
    expect(res.json().message).toBeTypeOf('string');
  };

  it('answers JSON nested thousands deep with a 400, signed in or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 40, max: 20_000 }),
        fc.constantFrom('{"a":', '['),
        fc.constantFrom('/api/auth/login', '/api/auth/forgot-password', '/api/users'),
        async (depth, open, url) => {
          const close = open === '[' ? ']' : '}';
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            payload: `{"username":"admin","password":"x","x":${open.repeat(depth)}1${close.repeat(depth)}}`,
          });
          expectRefused(res);
          expect(res.statusCode).toBe(400);
        },
      ),
      { numRuns: 12 },
    );
  });

  const boundary = 'jarvisFuzz';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = (name: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000\r\n`;
  const form = (parts: string[]) => `${parts.join('')}--${boundary}--\r\n`;
  const sendForm = (payload: string, contentType = `multipart/form-data; boundary=${boundary}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: {
        'content-type': contentType,
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
      },
      payload: Buffer.from(payload, 'latin1'),
    });

  it('answers a form with no boundary with a 400', async () => {
    const res = await sendForm(form([field('descripcion', 'x')]), 'multipart/form-data');
    expectRefused(res);
    expect(res.statusCode).toBe(400);
  });

  it('never answers a form cut short with a server error; cut inside a part, a 400', async () => {
    const whole = form([
      field('tipoProblemaID', '1'),
      field('descripcion', 'Hola'),
      file('archivos'),
    ]);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: whole.length - 1 }), async (cut) => {
        const res = await sendForm(whole.slice(0, cut));
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode >= 400) expectRefused(res);
      }),
      { numRuns: 40 },
    );
    // Cut in the photo's bytes: the parser's 'Unexpected end' is the client's fault.
    const res = await sendForm(whole.slice(0, whole.indexOf('\x89PNG') + 5));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMMON_MESSAGES.unreadableForm);
  });

  it('answers more text fields or parts than a form may have with a 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 11, max: 60 }),
        fc.integer({ min: 0, max: 8 }),
        async (fields, files) => {
          const parts = [
            ...Array.from({ length: fields }, (_, i) => field(`campo${i}`, 'v')),
            ...Array.from({ length: files }, () => file('archivos')),
          ];
          const res = await sendForm(form(parts));
          expectRefused(res);
          expect(res.statusCode).toBe(400);
        },
      ),
      { numRuns: 12 },
    );
  });
});
