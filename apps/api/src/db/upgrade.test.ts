import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, onPostgres } from '../../test/test-app';
import { prepareDatabase, startJarvis, type Running } from '../bootstrap';
import { loadConfig } from '../config';
import { journalOf, migrationsFolder, type Database } from './client';
import {
  dumpData,
  loadData,
  migrationChecksums,
  migrationsUpTo,
  readReleases,
  type ReleaseData,
} from './releases';

const folder = migrationsFolder();
const here = path.dirname(fileURLToPath(import.meta.url));
const baseEnv = { NODE_ENV: 'test', DATA_DIR: '/tmp/jarvis-upgrade', LOG_LEVEL: 'silent' };
const config = loadConfig(baseEnv);

describe('migrations are forward-only', () => {
  it('leaves every shipped migration as it shipped, and adds new ones after them', async () => {
    const shipped = (await readFile(path.join(folder, 'shipped.sha256'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/) as [string, string]);
    const current = await migrationChecksums(folder);
    const names = [...current.keys()];
    // The same files, the same bytes, at the head of the journal in the same order.
    expect(names.slice(0, shipped.length)).toEqual(shipped.map(([, name]) => name));
    for (const [sum, name] of shipped) expect(current.get(name), name).toBe(sum);
    // Drizzle applies what is newer than the newest applied: each migration after the one before.
    const whens = journalOf(folder).entries.map((e) => e.when);
    for (let i = 1; i < whens.length; i++) expect(whens[i]).toBeGreaterThan(whens[i - 1]!);
    // The last release's last migration is the last shipped one.
    const releases = await readReleases(folder);
    expect(`${releases.at(-1)!.lastMigration}.sql`).toBe(shipped.at(-1)![1]);
  });
});

/** Each row as JSON with only the columns it had at the release, sorted: the table's content. */
const contentOf = (rows: Record<string, unknown>[], columns: string[]) =>
  rows.map((row) => JSON.stringify(Object.fromEntries(columns.map((c) => [c, row[c]])))).sort();

describe('upgrading from the last release', () => {
  let data: ReleaseData;
  let empty: Awaited<ReturnType<typeof emptyDatabase>>;
  let database: Database;
  let running: Running | undefined;
  beforeAll(async () => {
    const release = (await readReleases(folder)).at(-1)!;
    data = JSON.parse(
      gunzipSync(
        await readFile(path.join(here, `../../test/releases/${release.version}.json.gz`)),
      ).toString(),
    ) as ReleaseData;
    expect(data.lastMigration).toBe(release.lastMigration);
    empty = await emptyDatabase();
    database = empty.database;
    const cut = await migrationsUpTo(folder, release.lastMigration);
    await database.migrate(cut);
    await rm(cut, { recursive: true, force: true });
    await loadData(database, data);
  });
  afterAll(async () => {
    if (running) await running.close();
    else await database.close();
    await empty.drop();
  });

  it('runs the newer migrations and keeps every row of every table as it was', async () => {
    const before = await database.query<{ n: string }>(
      'SELECT count(*) AS n FROM drizzle.__drizzle_migrations',
    );
    await prepareDatabase(database, config);
    const applied = await database.query<{ n: string }>(
      'SELECT count(*) AS n FROM drizzle.__drizzle_migrations',
    );
    const journal = journalOf(folder);
    expect(Number(applied[0]!.n)).toBe(journal.entries.length);
    expect(Number(applied[0]!.n)).toBeGreaterThanOrEqual(Number(before[0]!.n));

    const after = await dumpData(database, { version: 'actual', date: '', lastMigration: '' });
    for (const [table, rows] of Object.entries(data.tables)) {
      expect(after.tables[table], `la tabla ${table} sigue`).toBeDefined();
      const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
      const kept = contentOf(after.tables[table]!, columns);
      expect(kept.length, table).toBe(rows.length);
      expect(kept, table).toEqual(contentOf(rows, columns));
    }
  });

  it('serves the release’s people, tickets, orders and counts from the current build', async () => {
    const url = empty.url ? { DATABASE_URL: empty.url } : {};
    running = await startJarvis(loadConfig({ ...baseEnv, ...url }), {
      database,
      runWorkers: false,
      logger: pino({ level: 'silent' }),
    });
    const { app } = running;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'restaurante', password: 'jarvis123' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const headers = { authorization: `Bearer ${login.json().usuario.authToken}` };
    const me = data.tables.usuarios!.find((u) => u.username === 'restaurante')!;
    expect(login.json().usuario.id).toBe(me.usuario_id);

    // A ticket, an order and a count of the branch, read back through the API.
    const branch = me.sucursal_id;
    const ticket = data.tables.peticiones!.find((p) => p.solicitado_por === me.usuario_id)!;
    const shown = await app.inject({ url: `/api/tickets/${String(ticket.peticion_id)}`, headers });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.body).toContain(String(ticket.descripcion));
    const order = data.tables.pedidos!.find((p) => p.sucursal_id === branch)!;
    const orderShown = await app.inject({
      url: `/api/pedidos/${String(order.pedido_id)}`,
      headers,
    });
    expect(orderShown.statusCode, orderShown.body).toBe(200);
    expect(orderShown.body).toContain(String(order.num_unico ?? order.pedido_id));
    const count = data.tables.inventarios!.find((i) => i.sucursal_id === branch)!;
    const countShown = await app.inject({
      url: `/api/inventarios/${String(count.inventario_id)}`,
      headers,
    });
    expect(countShown.statusCode, countShown.body).toBe(200);
    expect(countShown.json().lineas?.length ?? countShown.body.length).toBeGreaterThan(0);
    expect(countShown.body).toContain(String(count.mask));
  });

  it('refuses to start an older build on a database a newer one migrated', async () => {
    const release = (await readReleases(folder)).at(-1)!;
    const journal = journalOf(folder);
    const cut = await migrationsUpTo(folder, release.lastMigration);
    try {
      if (journal.entries.at(-1)!.tag === release.lastMigration) return;
      await expect(database.migrate(cut)).rejects.toThrow(/versión de Jarvis más nueva/);
    } finally {
      await rm(cut, { recursive: true, force: true });
    }
  });
});

describe.runIf(onPostgres)('two processes starting at once on an empty PostgreSQL database', () => {
  it('migrate and seed it once', async () => {
    const empty = await emptyDatabase();
    try {
      const second = await empty.another();
      const seeded = { ...config, DEMO_DATA: true };
      await Promise.all([prepareDatabase(empty.database, seeded), prepareDatabase(second, seeded)]);
      const journal = journalOf(folder);
      const [migrations] = await empty.database.query<{ n: string; distinct: string }>(
        'SELECT count(*) AS n, count(DISTINCT hash) AS distinct FROM drizzle.__drizzle_migrations',
      );
      expect(Number(migrations!.n)).toBe(journal.entries.length);
      expect(Number(migrations!.distinct)).toBe(journal.entries.length);
      const [people] = await empty.database.query<{ n: string; usernames: string }>(
        'SELECT count(*) AS n, count(DISTINCT username) AS usernames FROM usuarios',
      );
      expect(Number(people!.n)).toBeGreaterThan(0);
      expect(people!.n).toBe(people!.usernames);
    } finally {
      await empty.drop();
    }
  });
});
