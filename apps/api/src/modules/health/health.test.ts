import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../../test/test-app';
import { openDatabase } from '../../db/client';
import { ERP_PROBE_TIMEOUT_MS } from './health.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sim = () => t.platform.erp.simulator!;
beforeEach(() => sim().faults.clear());

const details = async (username: string) =>
  t.app.inject({ url: '/api/health/details', headers: t.auth(await t.login(username)) });

describe('health for anyone', () => {
  it('says only whether Jarvis is up: no folders, versions or adapters', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.body).not.toContain(t.config.dataDir);
  });

  it('gives the details only to a session holding Integración SAP', async () => {
    expect((await t.app.inject({ url: '/api/health/details' })).statusCode).toBe(401);
    expect((await details('restaurante')).statusCode).toBe(403);
    const res = await details('informatica');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { ok: true },
      jobs: { ok: true, adapter: 'pg-boss' },
      files: { ok: true, adapter: 'carpeta local' },
      mail: { ok: true, adapter: 'carpeta outbox' },
      erp: { ok: true, adapter: 'simulador SAP B1 (embebido)' },
    });
  });
});

describe('the ERP line of health', () => {
  it('reports SAP down when the Service Layer fails, without taking Jarvis out of service', async () => {
    sim().faults.failNext(5, 503);
    const anonymous = await t.app.inject({ url: '/api/health' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ status: 'degraded', failed: ['erp'] });
    sim().faults.failNext(5, 503);
    const res = await details('informatica');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'degraded', erp: { ok: false } });
    expect(res.json().erp.detail).toMatch(/503|Service Unavailable/);
  });

  it('reports SAP down when it does not answer in time, within the probe timeout', async () => {
    sim().faults.delayNext(1, ERP_PROBE_TIMEOUT_MS * 3);
    const started = performance.now();
    const res = await details('informatica');
    expect(performance.now() - started).toBeLessThan(ERP_PROBE_TIMEOUT_MS + 1_500);
    expect(res.json()).toMatchObject({ status: 'degraded', erp: { ok: false } });
    expect(res.json().erp.detail).toContain(`${ERP_PROBE_TIMEOUT_MS} ms`);
  });

  it('is OK again once SAP answers', async () => {
    const res = await details('informatica');
    expect(res.json()).toMatchObject({ status: 'ok', erp: { ok: true } });
  });
});

describe('the ERP line of health against a real Service Layer address', () => {
  let dead: TestApp;
  beforeAll(async () => {
    // A port nobody listens on: SAP's server is off.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    dead = await createTestApp({ ERP_URL: `http://127.0.0.1:${port}/b1s/v1` });
  });
  afterAll(() => dead.close());

  it('says SAP is down when nothing answers there, not that all is well', async () => {
    const anonymous = await dead.app.inject({ url: '/api/health' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ status: 'degraded', failed: ['erp'] });
    const res = await dead.app.inject({
      url: '/api/health/details',
      headers: dead.auth(await dead.login('informatica')),
    });
    expect(res.json().erp).toMatchObject({ ok: false, adapter: 'SAP B1 Service Layer' });
    expect(res.json().erp.detail).toContain('ECONNREFUSED');
    expect(res.json().erp.detail).not.toContain('sin conector');
  });
});

describe.skipIf(onPostgres)('health when the embedded database is closed', () => {
  it('answers 503 naming the database, and nothing about it', async () => {
    const down = await createTestApp();
    try {
      // The embedded engine closed under the process: every query fails, as with a dead server.
      await down.database.pglite?.close();
      const res = await down.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'down' });
      expect(res.json().failed).toContain('database');
      expect(res.json().failed).not.toContain('erp');
      expect(Object.keys(res.json()).sort()).toEqual(['failed', 'status']);
    } finally {
      await down.close().catch(() => {});
    }
  });
});

describe.runIf(onPostgres)('health when the PostgreSQL server refuses connections', () => {
  it('answers 503 naming the database, without its address or user, and 200 once it is back', async () => {
    const down = await createTestApp();
    const name = new URL(down.config.DATABASE_URL!).pathname.slice(1);
    // An operator's session on the same server, in its maintenance database.
    const server = new URL(down.config.DATABASE_URL!);
    server.pathname = '/postgres';
    const admin = await openDatabase({ url: server.toString(), poolSize: 1 });
    try {
      // What a failover or a stopped server looks like to the pool: open connections cut, new
      // ones refused.
      await admin.exec(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      const res = await down.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().status).toBe('down');
      expect(res.json().failed).toContain('database');
      expect(res.body).not.toContain('127.0.0.1');
      expect(res.body).not.toContain('postgres');
      expect(res.body).not.toContain(name);
      await admin.exec(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      const back = await down.app.inject({ url: '/api/health' });
      expect(back.statusCode, back.body).toBe(200);
    } finally {
      await admin.exec(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {});
      await admin.close();
      await down.close();
    }
  });
});
