import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The rows of `db.execute`, whose result Drizzle types per driver: node-postgres and PGlite both
 * answer `{ rows }`.
 */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Several statements, no parameters. */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Applies the migrations this build has and the database lacks (forward only; a folder other
   * than the build's for tests that start from an earlier release). Refuses a database already
   * migrated past this build: an older build would run on a schema it does not know.
   */
  migrate(folder?: string): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock, so processes starting at once on one PostgreSQL
   * database migrate and seed one after another: the second finds the work done.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded engine, for dumping a migrated template in tests. */
  pglite?: PGlite;
};

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dir?: string; loadDataDir?: Blob | File; memory?: boolean };

/** Where the SQL migrations live: beside the bundle in production, in the package in development. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'drizzle'), path.join(here, '../../drizzle')];
  const found = candidates.find((c) => existsSync(path.join(c, 'meta/_journal.json')));
  if (!found) throw new Error(`No se encontraron las migraciones en ${candidates.join(', ')}`);
  return found;
}

// Any stable number: serialises migrations when several API processes start at once.
const MIGRATION_LOCK = 7_402_611;

/** Drizzle's journal of a migrations folder: each migration's tag and timestamp, in order. */
export type Journal = { entries: { idx: number; tag: string; when: number }[] } & Record<
  string,
  unknown
>;

export function journalOf(folder: string): Journal {
  return JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;
}

/** The newest migration a folder holds: its tag and drizzle's timestamp of it. */
export function lastMigrationOf(folder: string): { tag: string; when: number } {
  const last = journalOf(folder).entries.at(-1);
  if (!last) throw new Error(`No hay migraciones en ${folder}`);
  return last;
}

/**
 * Drizzle skips every migration older than the newest one applied: it would start an older build
 * on a newer schema without a word. Refuse instead, naming what to do.
 */
async function refuseNewerSchema(
  query: <T>(sql: string) => Promise<T[]>,
  folder: string,
): Promise<void> {
  const exists = await query<{ found: string | null }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found`,
  );
  if (!exists[0]?.found) return;
  const [row] = await query<{ newest: string | null }>(
    'SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations',
  );
  const newest = Number(row?.newest ?? 0);
  const built = lastMigrationOf(folder);
  if (newest > built.when)
    throw new Error(
      `La base de datos fue actualizada por una versión de Jarvis más nueva que esta (la última migración de esta versión es ${built.tag}). Inicie la versión nueva, o restaure un respaldo hecho con esta versión.`,
    );
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const max = options.poolSize ?? 20;
    // A few connections stay open through a quiet spell: a new one costs the first request after
    // it its start-up, a cold catalogue cache and the named statements prepared again. Past those,
    // an idle connection closes after a minute, not pg's ten seconds.
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      min: Math.min(4, max),
      idleTimeoutMillis: 60_000,
    });
    // An idle connection dropped by the server (restart, failover) must not take the process down:
    // the pool discards it and opens another on the next query.
    pool.on('error', (err) => {
      process.stderr.write(
        `postgres: conexión inactiva cerrada por el servidor (${err.message})\n`,
      );
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      exec: async (sql) => {
        await pool.query(sql);
      },
      query: async <T>(sql: string, params?: unknown[]) =>
        (await pool.query(sql, params)).rows as T[],
      migrate: async (folder = migrationsFolder()) => {
        await refuseNewerSchema(async (sql) => (await pool.query(sql)).rows as never[], folder);
        await migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder });
      },
      // A session-level lock on a connection of its own: the work itself uses the pool.
      exclusive: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    // 'Buscar' lists use trigram indexes (migration 0002).
    extensions: { pg_trgm },
    ...(options.dir && !options.memory ? { dataDir: options.dir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) =>
      (await client.query<T>(sql, params as unknown[])).rows,
    migrate: async (folder = migrationsFolder()) => {
      await refuseNewerSchema(async (sql) => (await client.query(sql)).rows as never[], folder);
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
    },
    // One process holds an embedded database: nothing to wait for.
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}
