import { COMMON_MESSAGES } from '@jarvis/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** Routes open without a session. Adding one here is a deliberate, reviewed decision. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/config',
  'POST /api/auth/login',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/register',
  // Uploaded files: the short-lived signature in the URL is the permission (platform/files).
  'GET /api/archivos/*',
];

let t: TestApp;
let adminToken: string;
let bareToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin');
  // A signed-in user holding no menu option at all.
  await t.database.exec(
    `DELETE FROM permisos WHERE usuario_id = (SELECT usuario_id FROM usuarios WHERE username = 'mantenimiento')`,
  );
  bareToken = await t.login('mantenimiento');
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');
const call = (method: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });

describe('every API route declares and enforces its access', () => {
  it('knows the routes (the walks below are not empty)', () => {
    expect(t.app.routeCatalog.length).toBeGreaterThan(PUBLIC_ROUTES.length);
    expect(t.app.routeCatalog.some((r) => 'permission' in r.access)).toBe(true);
  });

  it('opens without a session only the routes on the public list', () => {
    const open = t.app.routeCatalog
      .filter((r) => 'access' in r.access && r.access.access === 'public')
      .map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 401 to every other route without a token', async () => {
    for (const route of t.app.routeCatalog) {
      if ('access' in route.access && route.access.access === 'public') continue;
      const res = await call(route.method, route.url);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to a signed-in user who lacks the route’s menu option', async () => {
    for (const route of t.app.routeCatalog) {
      if (!('permission' in route.access)) continue;
      const res = await call(route.method, route.url, t.auth(bareToken));
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('lets a user holding the option past the access check', async () => {
    for (const route of t.app.routeCatalog) {
      if (!('permission' in route.access) || route.url === '/api/auth/logout') continue;
      const res = await call(route.method, route.url, t.auth(adminToken));
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(401);
      // A 403 past the check is the domain's own refusal (e.g. another branch's ticket), never the
      // access check's generic one.
      if (res.statusCode === 403)
        expect(res.json().message, `${route.method} ${route.url}`).not.toBe(
          COMMON_MESSAGES.forbidden,
        );
    }
  });
});
