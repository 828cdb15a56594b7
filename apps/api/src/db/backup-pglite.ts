import { existsSync, openAsBlob } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import {
  hasBusinessRows,
  lastMigration,
  tableCounts,
  type MigrationMark,
  type Query,
} from './backup-contents';
import { openDatabase } from './client';

/** PGlite's side of a backup: its own data-directory dump, as the tests' template uses. */
export type PgliteDump = {
  dump: Blob;
  serverVersion: string;
  tables: Record<string, number>;
  migration: MigrationMark | null;
};

/**
 * Counts and dumps inside one transaction: PGlite runs one transaction at a time, so nothing
 * writes between the counts and the copy, even with the server running (the nightly job). The
 * dump only waits for the query in flight, not for the transaction, so it can run inside it; the
 * checkpoint first puts every change in the data files.
 */
export async function dumpPglite(pglite: PGlite): Promise<PgliteDump> {
  return pglite.transaction(async (tx) => {
    const query: Query = async <T>(sql: string, params?: unknown[]) =>
      (await tx.query<T>(sql, params)).rows;
    const [version] = await query<{ server_version: string }>('SHOW server_version');
    const tables = await tableCounts(query);
    const migration = await lastMigration(query);
    await tx.query('CHECKPOINT');
    const dump = await pglite.dumpDataDir('none');
    return { dump, serverVersion: version?.server_version ?? '', tables, migration };
  });
}

export const hasDatabase = (dbDir: string) => existsSync(path.join(dbDir, 'PG_VERSION'));

/** Whether the data directory holds business rows (none there: nothing to lose). */
export async function pgliteHasRows(dbDir: string): Promise<boolean> {
  if (!hasDatabase(dbDir)) return false;
  const database = await openDatabase({ dir: dbDir });
  try {
    return await hasBusinessRows((sql, params) => database.query(sql, params));
  } finally {
    await database.close();
  }
}

/**
 * Builds the data directory from the dump beside `dbDir`, checks it opens and holds what the
 * manifest says, and only then puts it in place of the old one.
 */
export async function restorePglite(
  dbDir: string,
  dumpFile: string,
  check: (tables: Record<string, number>) => void,
): Promise<void> {
  const staging = `${dbDir}.restaurando`;
  const previous = `${dbDir}.anterior`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.dirname(dbDir), { recursive: true });
  try {
    // A blob backed by the file, not a copy of it in memory.
    const loadDataDir = await openAsBlob(dumpFile);
    const database = await openDatabase({ dir: staging, loadDataDir });
    try {
      check(await tableCounts((sql, params) => database.query(sql, params)));
    } finally {
      await database.close();
    }
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw err;
  }
  await rm(previous, { recursive: true, force: true });
  if (existsSync(dbDir)) await rename(dbDir, previous);
  await rename(staging, dbDir);
  await rm(previous, { recursive: true, force: true });
}
