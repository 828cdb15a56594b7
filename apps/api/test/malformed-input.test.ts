import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
            const json = res.json();
            if (res.statusCode >= 400) {
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
