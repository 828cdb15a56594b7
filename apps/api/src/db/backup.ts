import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { PGlite } from '@electric-sql/pglite';
import type { Files } from '../platform/files/files';
import {
  archiveName,
  counted,
  DATABASE_ENTRY,
  FILES_PREFIX,
  FORMAT_VERSION,
  MANIFEST,
  OUTBOX_PREFIX,
  writeArchive,
  type Engine,
  type Manifest,
} from './backup-archive';
import { dumpPglite } from './backup-pglite';
import { dumpPostgres } from './backup-postgres';
import type { Database } from './client';

const KEEP = 7;

export type BackupSource = {
  /** The embedded engine, open in this process, or the PostgreSQL server's address. */
  database: PGlite | { url: string };
  files: Files;
  outboxDir: string;
};

export type BackupOptions = { dir: string; now?: Date; log?: (line: string) => void };

/** The outbox's .eml files, as paths under the folder with '/' (they are `<day>/<id>.eml`). */
export async function listOutbox(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.eml'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Writes one archive of the database, the stored files and the mail outbox into `dir`. The files
 * are listed after the database is copied: one uploaded in between is copied without a row naming
 * it, which is harmless; one removed in between is missed, and said so.
 */
export async function createBackup(
  source: BackupSource,
  { dir, now = new Date(), log = () => {} }: BackupOptions,
): Promise<{ file: string; manifest: Manifest }> {
  const engine: Engine = 'url' in source.database ? 'postgres' : 'pglite';
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, archiveName(engine, now));
  if (existsSync(file)) throw new Error(`Ya existe ${file}; espere un segundo y repita.`);
  // pg_dump writes to a file beside the archive: the same disk, which must hold both anyway.
  const temp = await mkdtemp(path.join(dir, '.copia-'));
  try {
    const dumpFile = path.join(temp, 'postgres.dump');
    let database: Blob | { path: string };
    let facts: Pick<Manifest, 'serverVersion' | 'tables' | 'migration'>;
    if ('url' in source.database) {
      log('Copiando la base de datos PostgreSQL (pg_dump)…');
      facts = await dumpPostgres(source.database.url, dumpFile);
      database = { path: dumpFile };
    } else {
      log('Copiando la base de datos embebida (PGlite)…');
      const { dump, ...rest } = await dumpPglite(source.database);
      facts = rest;
      database = dump;
    }
    const keys = await source.files.keys();
    const outbox = await listOutbox(source.outboxDir);
    const manifest: Manifest = {
      format: 'jarvis-backup',
      version: FORMAT_VERSION,
      engine,
      createdAt: now.toISOString(),
      serverVersion: facts.serverVersion,
      migration: facts.migration,
      tables: facts.tables,
      files: keys.length,
      outbox: outbox.length,
    };
    log(
      `Copiando ${counted(keys.length, 'archivo')} y ${counted(outbox.length, 'correo')} del outbox…`,
    );
    await writeArchive(file, async (add) => {
      await add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
      await add(DATABASE_ENTRY[engine], database);
      for (const key of keys) {
        const stream = await source.files.open(key);
        // Removed since it was listed (the orphan sweep): nothing to copy.
        if (stream) await add(FILES_PREFIX + key, await buffer(stream));
        else log(`El archivo ${key} ya no está; se omite.`);
      }
      for (const name of outbox)
        await add(OUTBOX_PREFIX + name, await readFile(path.join(source.outboxDir, name)));
    });
    return { file, manifest };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

const NIGHTLY = /^jarvis-(pglite-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}|\d{4}-\d{2}-\d{2})\.tar\.gz$/;

/**
 * The nightly copy of the embedded database (PostgreSQL deployments use their own backups, or
 * `npm run backup`): the same archive as `npm run backup`, the last seven kept by name, copies
 * made by hand into the same folder included (and the older, database-only copies, whose names
 * sort first).
 */
export async function backupEmbedded(
  source: { database: Database; files: Files; outboxDir: string },
  dir: string,
  now = new Date(),
): Promise<string | undefined> {
  if (!source.database.pglite) return undefined;
  const { file } = await createBackup(
    { ...source, database: source.database.pglite },
    { dir, now },
  );
  const old = (await readdir(dir))
    .filter((f) => NIGHTLY.test(f))
    .sort()
    .slice(0, -KEEP);
  await Promise.all(old.map((f) => rm(path.join(dir, f))));
  return file;
}
