import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { securityHeaders } from '../src/platform/security-headers';
import { createTestApp, type TestApp } from './test-app';

// The browser headers of issue #49 point 4; that the real app runs under this policy is the
// e2e suite's (security-headers.spec).
let web: string;
let t: TestApp;

beforeAll(async () => {
  web = await mkdtemp(path.join(os.tmpdir(), 'jarvis-web-'));
  await mkdir(path.join(web, 'assets'));
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Jarvis</title>');
  await writeFile(path.join(web, 'assets/app-abc123.js'), 'console.log(1);');
  t = await createTestApp({}, { webDist: web });
});
afterAll(async () => {
  await t.close();
  await rm(web, { recursive: true, force: true });
});

/** The policy as directive → sources. */
function csp(header: string | string[] | number | undefined): Record<string, string[]> {
  const policy: Record<string, string[]> = {};
  for (const directive of String(header ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy[name] = sources;
  }
  return policy;
}

describe('browser security headers', () => {
  it('give the web page a self-only policy with no inline or eval script and no framing', async () => {
    const page = await t.app.inject({ url: '/Tickets/Menu' });
    expect(page.headers['content-type']).toContain('text/html');
    const policy = csp(page.headers['content-security-policy']);
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('go with API answers, assets, errors and the sign-in too', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: '/api/health' }),
      t.app.inject({ url: '/api/users/me' }),
      t.app.inject({ url: '/api/nada' }),
      t.app.inject({ url: '/assets/app-abc123.js' }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: 'jarvis123' },
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 200, 200]);
    for (const answer of answers) {
      expect(csp(answer.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('send no HSTS, nor an upgrade of requests, when Jarvis is served over plain http', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp(res.headers['content-security-policy'])).not.toHaveProperty(
      'upgrade-insecure-requests',
    );
  });

  it('keep the API documentation page working under the same policy', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    // Swagger UI is three script files and stylesheets of its own, nothing inline.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(csp(page.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
    const bundle = await t.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});

describe('browser security headers as configured', () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await createTestApp({
      PUBLIC_URL: 'https://jarvis.grupo-restaurantes.com',
      CLAIMS_FORM_URL: 'https://Reclamos.example.com/formulario?embed=1',
      REQUESTS_FORM_URL: 'https://forms.example.org:8443/r/solicitudes',
      // Requisitions unset; a sign-in page the claims form sends the user to, and a repeat.
      CSP_FRAME_SRC: 'https://login.example.net, https://reclamos.example.com/',
    });
  });
  afterAll(() => https.close());

  it('add HSTS and upgrade requests when PUBLIC_URL is https', async () => {
    const res = await https.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(res.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
  });

  it('allow frames only from the configured forms’ origins and those in CSP_FRAME_SRC', async () => {
    const res = await https.app.inject({ url: '/Reclamos' });
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['frame-src']).toEqual([
      'https://reclamos.example.com',
      'https://forms.example.org:8443',
      'https://login.example.net',
    ]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // The other directives do not move with the forms.
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('allow the one configured form’s origin alone, and no frame when none is configured', () => {
    const frameSrc = (env: Record<string, string>) => {
      const policy = securityHeaders(loadConfig(env)).contentSecurityPolicy;
      return policy && policy !== true ? policy.directives?.frameSrc : undefined;
    };
    expect(frameSrc({ REQUISITIONS_FORM_URL: 'http://intranet.local:8080/req' })).toEqual([
      'http://intranet.local:8080',
    ]);
    expect(frameSrc({ CLAIMS_FORM_URL: '', REQUESTS_FORM_URL: ' ' })).toEqual(["'none'"]);
  });

  it('refuses a CSP_FRAME_SRC entry that is not an origin', () => {
    for (const bad of ['*', "'unsafe-inline'", 'https://ok.example.com/ruta', 'javascript:1'])
      expect(() => loadConfig({ CSP_FRAME_SRC: bad }), bad).toThrow(/CSP_FRAME_SRC/);
    expect(loadConfig({}).CSP_FRAME_SRC).toEqual([]);
  });
});
