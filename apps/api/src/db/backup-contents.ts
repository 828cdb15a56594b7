import { journalOf, lastMigrationOf, migrationsFolder } from './client';

/** A query on one session: a transaction's, so what it reads is what the dump holds. */
export type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/** Jarvis's schemas: its tables, drizzle's migration log and pg-boss's queues. */
export const SCHEMAS = ['public', 'drizzle', 'pgboss'];

export type MigrationMark = { tag: string | null; hash: string; createdAt: number };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Tables of `schemas` as `schema.table`, partitions counted in their parent. */
export async function tablesOf(query: Query, schemas = SCHEMAS): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND n.nspname = ANY($1)
      ORDER BY 1`,
    [schemas],
  );
  return rows.map((r) => r.name);
}

const qualified = (table: string) => {
  const [schema = '', ...rest] = table.split('.');
  return `${quote(schema)}.${quote(rest.join('.'))}`;
};

export async function tableCounts(query: Query): Promise<Record<string, number>> {
  const tables = await tablesOf(query);
  if (tables.length === 0) return {};
  const rows = await query<{ name: string; n: string }>(
    tables
      .map((t, i) => `SELECT $${i + 1}::text AS name, count(*)::text AS n FROM ${qualified(t)}`)
      .join(' UNION ALL '),
    tables,
  );
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

/**
 * Whether the database holds anything a restore would destroy: a row in some table of `public`.
 * Drizzle's log and pg-boss's queues alone (a migrated, unused database) do not count.
 */
export async function hasBusinessRows(query: Query): Promise<boolean> {
  const tables = await tablesOf(query, ['public']);
  if (tables.length === 0) return false;
  const [row] = await query<{ found: boolean }>(
    `SELECT ${tables.map((t) => `EXISTS (SELECT 1 FROM ${qualified(t)})`).join(' OR ')} AS found`,
  );
  return Boolean(row?.found);
}

/** The newest migration applied, named by this build's journal when it knows it. */
export async function lastMigration(query: Query): Promise<MigrationMark | null> {
  const [exists] = await query<{ found: string | null }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found`,
  );
  if (!exists?.found) return null;
  const [row] = await query<{ hash: string; created_at: string }>(
    `SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations
      ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  if (!row) return null;
  const createdAt = Number(row.created_at);
  return { tag: tagOf(createdAt), hash: row.hash, createdAt };
}

function tagOf(when: number): string | null {
  return journalOf(migrationsFolder()).entries.find((e) => e.when === when)?.tag ?? null;
}

/**
 * Refuses a backup taken by a newer build: this one would run on a schema it does not know (the
 * server refuses to start on it too). An older one is fine: the next start migrates it.
 */
export function refuseNewerBackup(mark: MigrationMark | null): void {
  const built = lastMigrationOf(migrationsFolder());
  if (mark && mark.createdAt > built.when)
    throw new Error(
      `La copia la hizo una versión de Jarvis más nueva que esta (su última migración es posterior a ${built.tag}). Restáurelo con esa versión o una posterior.`,
    );
}
