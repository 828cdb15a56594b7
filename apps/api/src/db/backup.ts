import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './client';

const KEEP = 7;

/**
 * A copy of the embedded database (PGlite has no pg_dump): a compressed data directory, one per day,
 * the last seven kept. PostgreSQL deployments use their own backups.
 */
export async function backupEmbedded(
  database: Database,
  dir: string,
  now = new Date(),
): Promise<string | undefined> {
  if (!database.pglite) return undefined;
  await mkdir(dir, { recursive: true });
  const dump = await database.pglite.dumpDataDir('gzip');
  const file = path.join(dir, `jarvis-${now.toISOString().slice(0, 10)}.tar.gz`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  const old = (await readdir(dir))
    .filter((f) => /^jarvis-\d{4}-\d{2}-\d{2}\.tar\.gz$/.test(f))
    .sort()
    .slice(0, -KEEP);
  await Promise.all(old.map((f) => rm(path.join(dir, f))));
  return file;
}
