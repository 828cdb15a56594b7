import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(async () => {
  const web = await mkdtemp(path.join(os.tmpdir(), 'jarvis-web-'));
  await mkdir(path.join(web, 'assets'));
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Jarvis</title>');
  await writeFile(path.join(web, 'assets/app-abc123.js'), script);
  await writeFile(path.join(web, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  t = await createTestApp({}, { webDist: web });
});
afterAll(() => t.close());

describe('the web app beside the API', () => {
  it('serves hashed assets precompressed and cached for good', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers client routes with the page, which always revalidates', async () => {
    const res = await t.app.inject({ url: '/Tickets/Menu' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset and an unknown API path with 404, not the page', async () => {
    expect((await t.app.inject({ url: '/assets/nada.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/nada' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('compresses API answers above a kilobyte for clients that ask, and only for them', async () => {
    const headers = t.auth(await t.login('admin'));
    const plain = await t.app.inject({ url: '/api/menu', headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const gzip = await t.app.inject({
      url: '/api/menu',
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
