import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

// What a request's log lines say about it: its id always, its user once the session is checked.
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { logger: pino({ level: 'info' }, sink) });
});
afterAll(() => t.close());

const completed = (reqId: string) =>
  lines.find((l) => l.reqId === reqId && l.msg === 'request completed');

describe('request log lines', () => {
  it('carry the signed-in user, and only that request’s', async () => {
    const token = await t.login('compras');
    const mine = await t.app.inject({
      url: '/api/users/me',
      headers: { ...t.auth(token), 'x-request-id': 'log-compras' },
    });
    expect(mine.statusCode).toBe(200);
    const anonymous = await t.app.inject({
      url: '/api/users/me',
      headers: { 'x-request-id': 'log-anonimo' },
    });
    expect(anonymous.statusCode).toBe(401);

    expect(completed('log-compras')).toMatchObject({ userId: mine.json().userID });
    expect(completed('log-anonimo')).toBeDefined();
    expect(completed('log-anonimo')).not.toHaveProperty('userId');
  });
});

describe('what request logs keep out', () => {
  it('leave out the signature of a photo’s URL, keeping which file was asked for', async () => {
    const url = t.platform.files.signedUrl('tickets/0b7e8f7a-1c4d-4b9e-9f00-1a2b3c4d5e6f.jpg');
    const firma = new URL(url, 'http://x').searchParams.get('firma')!;
    const res = await t.app.inject({ url, headers: { 'x-request-id': 'log-foto' } });
    expect(res.statusCode).toBe(404);
    const incoming = lines.find((l) => l.reqId === 'log-foto' && l.msg === 'incoming request');
    expect(incoming).toMatchObject({
      req: { url: '/api/archivos/tickets/0b7e8f7a-1c4d-4b9e-9f00-1a2b3c4d5e6f.jpg' },
    });
    expect(JSON.stringify(lines)).not.toContain(firma);
  });

  it('leave out the token of a password-reset link, however the address is spelled', async () => {
    const token = 'f3a9c1d27b6e4a8f9c0d1e2f3a4b5c6d';
    for (const path of ['/auth/reset-password/', '/AUTH/Reset-Password/'])
      await t.app.inject({ url: `${path}${token}`, headers: { 'x-request-id': 'log-reset' } });
    expect(lines.filter((l) => l.reqId === 'log-reset').length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});

describe('request ids', () => {
  it('take the caller’s X-Request-ID when it is a short token', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'lb.7f3-A_9' },
    });
    expect(res.headers['x-request-id']).toBe('lb.7f3-A_9');
  });

  it('give a fresh id instead of any other X-Request-ID, in the answer and in the log', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const given of [
      'x'.repeat(65),
      'admin inició sesión',
      '<script>alert(1)</script>',
      '{"level":60,"msg":"falso"}',
      'ñandú',
      '',
    ]) {
      const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': given } });
      const id = String(res.headers['x-request-id']);
      expect(id, given).toMatch(uuid);
      expect(completed(id), given).toBeDefined();
    }
  });
});
