import { createReadStream, createWriteStream } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { rename, rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { MigrationMark } from './backup-contents';

/**
 * One archive for both engines, a .tar.gz: `manifest.json` first (so a restore knows what it holds
 * before it touches anything), then the database, then `files/<key>` and `outbox/<path>`.
 */
export type Engine = 'pglite' | 'postgres';

export type Manifest = {
  format: 'jarvis-backup';
  version: number;
  engine: Engine;
  createdAt: string;
  /** The engine's `server_version`. */
  serverVersion: string;
  migration: MigrationMark | null;
  /** Rows per `schema.table` when the copy was taken, checked again after a restore. */
  tables: Record<string, number>;
  files: number;
  outbox: number;
};

export const FORMAT_VERSION = 1;

/** `1 archivo`, `2 archivos`: the words counted here all take an s. */
export const counted = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
export const MANIFEST = 'manifest.json';
/** PGlite's `dumpDataDir` tar; PostgreSQL's `pg_dump --format=custom`. */
export const DATABASE_ENTRY: Record<Engine, string> = {
  pglite: 'database/pglite-datadir.tar',
  postgres: 'database/postgres.dump',
};
export const FILES_PREFIX = 'files/';
export const OUTBOX_PREFIX = 'outbox/';

/** `jarvis-<engine>-<YYYY-MM-DDTHH-MM-SS>.tar.gz`, in UTC: names sort by age. */
export const archiveName = (engine: Engine, at: Date) =>
  `jarvis-${engine}-${at.toISOString().slice(0, 19).replaceAll(':', '-')}.tar.gz`;

export const ARCHIVE_NAME =
  /^jarvis-(pglite|postgres)-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.tar\.gz$/;

export type AddEntry = (name: string, content: Buffer | Blob | { path: string }) => Promise<void>;

async function sourceOf(content: Buffer | Blob | { path: string }) {
  if (Buffer.isBuffer(content)) return { size: content.length, body: Readable.from([content]) };
  if (content instanceof Blob)
    return { size: content.size, body: Readable.fromWeb(content.stream()) };
  return { size: (await stat(content.path)).size, body: createReadStream(content.path) };
}

/**
 * Writes the archive through `fill`, aside first: a copy cut short (a full disk, a crash) is never
 * left under the name of a good one.
 */
export async function writeArchive(file: string, fill: (add: AddEntry) => Promise<void>) {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { flags: 'wx' }));
  // Awaited below: a failure before then must not count as unhandled.
  written.catch(() => {});
  const add: AddEntry = async (name, content) => {
    const { size, body } = await sourceOf(content);
    await pipeline(body, pack.entry({ name, size, mtime: new Date() }));
  };
  try {
    await fill(add);
    pack.finalize();
    await written;
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw err;
  }
  await rename(partial, file);
}

export type ArchiveEntry = { name: string; size: number; body: AsyncIterable<Buffer> };

/** The archive's entries in order; an entry left unread is skipped. */
export type Entries = AsyncGenerator<ArchiveEntry, void, undefined>;

export async function* readArchive(file: string): Entries {
  const extract = tar.extract();
  const read = pipeline(createReadStream(file), createGunzip(), extract);
  read.catch(() => {});
  try {
    for await (const entry of extract) {
      if (entry.header.type === 'file')
        yield {
          name: entry.header.name,
          size: entry.header.size,
          body: entry as AsyncIterable<Buffer>,
        };
      // The next entry comes only once this one is read to its end: skip what was left unread.
      entry.resume();
    }
    await read;
  } finally {
    extract.destroy();
    await read.catch(() => {});
  }
}

export const nextEntry = async (entries: Entries) => (await entries.next()).value || undefined;

export const readBody = (entry: ArchiveEntry): Promise<Buffer> => buffer(entry.body);

/** Reads the manifest, which a Jarvis archive holds first. */
export async function readManifest(entry: ArchiveEntry | undefined): Promise<Manifest> {
  const manifest =
    entry?.name === MANIFEST
      ? (JSON.parse((await readBody(entry)).toString('utf8')) as Partial<Manifest>)
      : undefined;
  if (manifest?.format !== 'jarvis-backup')
    throw new Error('El archivo no es una copia de Jarvis (no empieza con manifest.json).');
  if ((manifest.version ?? 0) > FORMAT_VERSION)
    throw new Error(
      `La copia tiene el formato ${manifest.version}, más nuevo que el que esta versión de Jarvis sabe leer (${FORMAT_VERSION}).`,
    );
  return manifest as Manifest;
}

/** The manifest alone, from the head of the archive. */
export async function manifestOf(file: string): Promise<Manifest> {
  const entries = readArchive(file);
  try {
    return await readManifest(await nextEntry(entries));
  } finally {
    await entries.return(undefined);
  }
}
