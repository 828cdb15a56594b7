import { spawn } from 'node:child_process';
import pg from 'pg';
import {
  hasBusinessRows,
  lastMigration,
  SCHEMAS,
  tableCounts,
  type MigrationMark,
  type Query,
} from './backup-contents';

/**
 * PostgreSQL's side of a backup: pg_dump and pg_restore (the client tools on PATH), run as child
 * processes on DATABASE_URL.
 */
type Connection = { args: string[]; env: NodeJS.ProcessEnv };

/** The URL without its password, which goes in PGPASSWORD: a command line is visible to `ps`. */
function connection(url: string): Connection {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  // The tools need the rest of the environment (PATH, PGSSL*…): only the password is added.
  // eslint-disable-next-line no-restricted-syntax
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return { args: [`--dbname=${parsed.toString()}`], env };
}

/** The URL as people may see it: without the password. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(
        new Error(
          e.code === 'ENOENT'
            ? `No se encontró ${tool} en el PATH: instale el cliente de PostgreSQL (paquete postgresql-client) de la versión del servidor o una posterior.`
            : `${tool} no pudo ejecutarse: ${e.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${tool} terminó con código ${code}:\n${err.trim()}`)),
    );
  });
}

async function withClient<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(
      async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
    );
  } finally {
    await client.end();
  }
}

export type PostgresDump = {
  serverVersion: string;
  tables: Record<string, number>;
  migration: MigrationMark | null;
};

/**
 * Dumps the database into `file` while servers keep running: the counts of the manifest are read
 * in one snapshot and pg_dump dumps that same snapshot, so they agree to the row.
 */
export async function dumpPostgres(url: string, file: string): Promise<PostgresDump> {
  return withClient(url, async (query) => {
    await query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [snapshot] = await query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    const [version] = await query<{ v: string }>('SHOW server_version');
    const tables = await tableCounts(query);
    const migration = await lastMigration(query);
    const { args, env } = connection(url);
    await runTool(
      'pg_dump',
      [...args, '--format=custom', `--snapshot=${snapshot!.id}`, `--file=${file}`],
      env,
    );
    await query('COMMIT');
    return { serverVersion: version?.v ?? '', tables, migration };
  });
}

export type PostgresTarget = {
  hasBusinessRows: boolean;
  /** Other sessions on the database: Jarvis servers, workers or someone's psql. */
  otherSessions: number;
};

export async function inspectPostgres(url: string): Promise<PostgresTarget> {
  return withClient(url, async (query) => {
    let otherSessions = 0;
    // A process that has just stopped leaves its sessions for a moment: give them a few seconds.
    for (let wait = 0; wait < 30; wait++) {
      const [row] = await query<{ n: string }>(
        `SELECT count(*)::text AS n FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()
            AND backend_type = 'client backend'`,
      );
      otherSessions = Number(row?.n);
      if (otherSessions === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return { hasBusinessRows: await hasBusinessRows(query), otherSessions };
  });
}

/** The schemas a dump creates (public is not among them: every database has it). */
async function schemasOf(file: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const list = await runTool('pg_restore', ['--list', file], env);
  return [...list.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm)].map((m) => m[1]!);
}

/**
 * Replaces Jarvis's schemas with the dump's. The dump is read (`--list`) before anything is
 * dropped, so a damaged file leaves the database as it was; the restore itself is one transaction.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const { args, env } = connection(url);
  const schemas = [...new Set(['public', ...SCHEMAS, ...(await schemasOf(file, env))])];
  await withClient(url, (query) =>
    query(
      `DROP SCHEMA IF EXISTS ${schemas.map((s) => `"${s.replaceAll('"', '""')}"`).join(', ')} CASCADE;
       CREATE SCHEMA public`,
    ),
  );
  await runTool(
    'pg_restore',
    [...args, '--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
    env,
  );
}

export async function countPostgres(url: string): Promise<Record<string, number>> {
  return withClient(url, tableCounts);
}
