import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { inject } from 'vitest';
import { startJarvis, type Running } from '../src/bootstrap';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';

export type TestApp = Running & {
  config: Config;
  /** Signs in through the API and returns the bearer token. */
  login(username: string, password?: string): Promise<string>;
  auth(token: string): { authorization: string };
};

/** The tests run on PostgreSQL (CI's second pass): what needs two connections at once runs only there. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A fresh copy of the seeded template (see global-setup.ts), and how to drop it. */
export async function cloneTemplate(): Promise<{
  database: Database;
  url?: string;
  drop(): Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `jarvis_t_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ url });
    await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString() });
    return {
      database,
      url: target.toString(),
      drop: async () => {
        // Wait for the app's connections to be gone rather than cutting them off mid-close.
        for (let i = 0; i < 50; i++) {
          const [row] = await admin.query<{ n: string }>(
            'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (Number(row?.n) === 0) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
      },
    };
  }
  const dump = await readFile(inject('templateFile'));
  const database = await openDatabase({ memory: true, loadDataDir: new Blob([dump]) });
  return { database, drop: async () => {} };
}

/**
 * A database with nothing in it (PostgreSQL: a new database on the test server, dropped by `drop`;
 * else an embedded one in memory), for tests of what happens before migrations.
 */
export async function emptyDatabase(): Promise<{
  database: Database;
  url?: string;
  /** Another connection pool to the same database (PostgreSQL only): a second process. */
  another(): Promise<Database>;
  drop(): Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ memory: true });
    return {
      database,
      another: () => Promise.reject(new Error('una base embebida no admite otro proceso')),
      drop: () => database.close().catch(() => {}),
    };
  }
  const name = `jarvis_e_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url });
  await admin.exec(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const opened: Database[] = [];
  const open = async () => {
    const database = await openDatabase({ url: target.toString(), poolSize: 4 });
    opened.push(database);
    return database;
  };
  const database = await open();
  return {
    database,
    url: target.toString(),
    another: open,
    drop: async () => {
      for (const d of opened) await d.close().catch(() => {});
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** A whole Jarvis on a fresh copy of the seeded database, driven through app.inject. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { webDist?: string; logger?: pino.Logger } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jarvis-app-'));
  const { database, url, drop } = await cloneTemplate();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  const running = await startJarvis(config, {
    database,
    pollingIntervalSeconds: 0.5,
    logger: pino({ level: 'silent' }),
    ...options,
  });
  const login = async (username: string, password = 'jarvis123') => {
    const res = await running.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
    if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
    return res.json().usuario.authToken as string;
  };
  return {
    ...running,
    config,
    login,
    auth: (token) => ({ authorization: `Bearer ${token}` }),
    close: async () => {
      await running.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until `check` returns a value, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
