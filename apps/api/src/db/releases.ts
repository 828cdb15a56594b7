import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { journalOf, rowsOf, type Database } from './client';

/**
 * Releases that shipped and the last migration each ran (drizzle/releases.json). A shipped
 * migration is never edited or removed: an installation that ran it will not run it again, so a
 * change would leave it on another schema than a fresh one. drizzle/shipped.sha256 holds their
 * checksums, and a test holds them to it.
 */
export type Release = { version: string; date: string; lastMigration: string };

export async function readReleases(folder: string): Promise<Release[]> {
  return JSON.parse(await readFile(path.join(folder, 'releases.json'), 'utf8')) as Release[];
}

export const sha256 = (content: Buffer | string) =>
  createHash('sha256').update(content).digest('hex');

/**
 * The build's migrations folder cut at `lastMigration`: what an installation of that release ran.
 * A temporary folder the caller may delete.
 */
export async function migrationsUpTo(folder: string, lastMigration: string): Promise<string> {
  const journal = journalOf(folder);
  const at = journal.entries.findIndex((e) => e.tag === lastMigration);
  if (at === -1) throw new Error(`La migración ${lastMigration} no está en ${folder}`);
  const cut = await mkdtemp(path.join(os.tmpdir(), 'jarvis-release-'));
  await cp(path.join(folder, 'meta'), path.join(cut, 'meta'), { recursive: true });
  const kept = journal.entries.slice(0, at + 1);
  for (const entry of kept)
    await cp(path.join(folder, `${entry.tag}.sql`), path.join(cut, `${entry.tag}.sql`));
  await writeFile(
    path.join(cut, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: kept }, null, 2),
  );
  return cut;
}

/** The SQL files of the folder with their checksums, in the journal's order. */
export async function migrationChecksums(folder: string): Promise<Map<string, string>> {
  const names = new Set(await readdir(folder));
  const sums = new Map<string, string>();
  for (const entry of journalOf(folder).entries) {
    const name = `${entry.tag}.sql`;
    if (names.has(name)) sums.set(name, sha256(await readFile(path.join(folder, name))));
  }
  return sums;
}

/** Every table of the public schema, by name. */
export async function publicTables(database: Database): Promise<string[]> {
  const rows = await database.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}

/** A release's data: every public table's rows, as JSON (see test/releases/). */
export type ReleaseData = {
  release: string;
  lastMigration: string;
  tables: Record<string, Record<string, unknown>[]>;
};

export async function dumpData(database: Database, release: Release): Promise<ReleaseData> {
  const tables: ReleaseData['tables'] = {};
  for (const table of await publicTables(database)) {
    const rows = await database.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(t) AS row FROM "${table}" t ORDER BY to_jsonb(t)::text`,
    );
    tables[table] = rows.map((r) => r.row);
  }
  return { release: release.version, lastMigration: release.lastMigration, tables };
}

/**
 * Loads a release's data into a database migrated to that release, in place of what the migrations
 * wrote, rows as they were: generated
 * columns left to the database, identities kept and their sequences moved past them, triggers off
 * (the counters they keep are loaded as they were).
 */
export async function loadData(database: Database, data: ReleaseData): Promise<void> {
  await database.db.transaction(async (tx) => {
    // One connection for the whole load: the setting holds only on the session that made it.
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    for (const [table, rows] of Object.entries(data.tables)) {
      const name = sql.raw(`"${table}"`);
      // Reference rows the migrations wrote are in the data too, as the release had them.
      await tx.execute(sql`DELETE FROM ${name}`);
      if (rows.length === 0) continue;
      const columns = rowsOf<{ name: string }>(
        await tx.execute(
          sql`SELECT column_name AS name FROM information_schema.columns
              WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
              ORDER BY ordinal_position`,
        ),
      );
      const list = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
      await tx.execute(
        sql`INSERT INTO ${name} (${list}) OVERRIDING SYSTEM VALUE
            SELECT ${list} FROM jsonb_populate_recordset(NULL::${name}, ${JSON.stringify(rows)}::jsonb)`,
      );
    }
  });
  const sequences = await database.query<{ tbl: string; col: string }>(
    `SELECT table_name AS tbl, column_name AS col FROM information_schema.columns
     WHERE table_schema = 'public' AND (is_identity = 'YES' OR column_default LIKE 'nextval(%')`,
  );
  for (const { tbl, col } of sequences)
    await database.query(
      `SELECT setval(pg_get_serial_sequence('"${tbl}"', '${col}'),
                     coalesce((SELECT max("${col}") FROM "${tbl}"), 0) + 1, false)`,
    );
}
