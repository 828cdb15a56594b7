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
