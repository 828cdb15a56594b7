import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../test/test-app';

const CLAIMS = 'https://reclamos.example.com/formulario?embed=1';
const REQUESTS = 'https://forms.example.org:8443/r/solicitudes';

let t: TestApp;
let manager: string;

beforeAll(async () => {
  // Requisitions left unset: its page says so instead of showing a frame.
  t = await createTestApp({ CLAIMS_FORM_URL: CLAIMS, REQUESTS_FORM_URL: REQUESTS });
  // gerente.operaciones holds Reclamos, Requisiciones and Solicitudes (README's demo accounts).
  manager = await t.login('gerente.operaciones');
});
afterAll(() => t.close());

const formOf = (page: string, token: string) =>
  t.app.inject({ url: `/api/extras/formularios/${page}`, headers: t.auth(token) });

describe('the external forms’ addresses', () => {
  it('answers each page’s configured address to a holder of its option', async () => {
    const [claims, requisitions, requests] = await Promise.all([
      formOf('reclamos', manager),
      formOf('requisiciones', manager),
      formOf('solicitudes', manager),
    ]);
    expect(claims.json()).toEqual({ url: CLAIMS });
    expect(requests.json()).toEqual({ url: REQUESTS });
    expect(requisitions.statusCode).toBe(200);
    expect(requisitions.json()).toEqual({ url: null });
  });

  it('tells the address to nobody who may not open the page', async () => {
    const branch = await t.login('restaurante');
    const res = await formOf('reclamos', branch);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('reclamos.example.com');
    expect((await t.app.inject({ url: '/api/extras/formularios/reclamos' })).statusCode).toBe(401);
    // Nor in the public configuration read before sign-in.
    expect((await t.app.inject({ url: '/api/config' })).body).not.toContain('example');
  });
});

describe('the *_FORM_URL settings', () => {
  it('take absolute http(s) addresses, trimmed, and treat empty as unset', () => {
    const config = loadConfig({
      CLAIMS_FORM_URL: ` ${CLAIMS} `,
      REQUISITIONS_FORM_URL: 'http://intranet.local:8080/requisiciones',
      REQUESTS_FORM_URL: '',
    });
    expect(config.CLAIMS_FORM_URL).toBe(CLAIMS);
    expect(config.REQUISITIONS_FORM_URL).toBe('http://intranet.local:8080/requisiciones');
    expect(config.REQUESTS_FORM_URL).toBeUndefined();
    expect(config.frameOrigins).toEqual([
      'https://reclamos.example.com',
      'http://intranet.local:8080',
    ]);
    expect(loadConfig({}).frameOrigins).toEqual([]);
  });

  it('refuse anything that is not an absolute http(s) address, naming the setting', () => {
    const bad = [
      'reclamos.example.com/formulario',
      '/formularios/reclamos',
      'ftp://files.example.com/form',
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'https://',
      'https://usuario:clave@forms.example.com/r',
    ];
    for (const setting of ['CLAIMS_FORM_URL', 'REQUISITIONS_FORM_URL', 'REQUESTS_FORM_URL'])
      for (const value of bad)
        expect(() => loadConfig({ [setting]: value }), `${setting}=${value}`).toThrow(
          new RegExp(setting),
        );
  });
});
