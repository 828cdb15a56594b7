import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Files } from '../platform/files/files';
import {
  counted,
  DATABASE_ENTRY,
  FILES_PREFIX,
  OUTBOX_PREFIX,
  nextEntry,
  readArchive,
  readBody,
  readManifest,
  type ArchiveEntry,
  type Entries,
  type Engine,
  type Manifest,
} from './backup-archive';
import { refuseNewerBackup } from './backup-contents';
import { pgliteHasRows, restorePglite } from './backup-pglite';
import { countPostgres, inspectPostgres, restorePostgres } from './backup-postgres';

export type RestoreTarget = {
  /** The embedded database's folder (DATA_DIR/db), or the PostgreSQL server's address. */
  database: { dbDir: string } | { url: string };
  files: Files;
  outboxDir: string;
};

export type RestoreOptions = { force?: boolean; log?: (line: string) => void };

const ENGINE_NAMES: Record<Engine, string> = {
  pglite: 'la base embebida (PGlite)',
  postgres: 'PostgreSQL',
};

function wrongEngine(archive: Engine): Error {
  return new Error(
    archive === 'pglite'
      ? 'Esta copia es de la base embebida (PGlite) y la configuración usa PostgreSQL (DATABASE_URL). Restáurelo sin DATABASE_URL, sobre un DATA_DIR.'
      : 'Esta copia es de PostgreSQL y la configuración usa la base embebida. Defina DATABASE_URL con la base donde restaurarlo.',
  );
}

const NOT_EMPTY =
  'La base de datos de destino no está vacía (hay filas en el esquema public). Restaurar la reemplazaría entera por la de la copia: si es lo que quiere, repita la orden con --force.';

/** The restored database must hold what the copy held, table by table. */
function checkAgainst(manifest: Manifest) {
  return (tables: Record<string, number>) => {
    for (const [table, rows] of Object.entries(manifest.tables))
      if (tables[table] !== rows)
        throw new Error(
          `La copia está dañada: la tabla ${table} tiene ${tables[table] ?? 0} filas y su manifiesto dice ${rows}.`,
        );
  };
}

/** Where an outbox entry goes, refusing names that would climb out of the folder. */
function outboxPath(dir: string, name: string): string {
  const root = path.resolve(dir);
  const target = path.resolve(root, name);
  if (!target.startsWith(root + path.sep) || !target.endsWith('.eml'))
    throw new Error(`La copia tiene un correo con un nombre no válido: ${name}`);
  return target;
}

async function refuseUnlessEmpty(target: RestoreTarget, force: boolean) {
  if ('url' in target.database) {
    const { hasBusinessRows, otherSessions } = await inspectPostgres(target.database.url);
    if (otherSessions > 0)
      throw new Error(
        `Hay ${otherSessions === 1 ? 'una conexión abierta' : `${otherSessions} conexiones abiertas`} a la base de datos de destino (¿Jarvis en marcha?). Detenga todos los procesos de Jarvis antes de restaurar.`,
      );
    if (hasBusinessRows && !force) throw new Error(NOT_EMPTY);
  } else if (!force && (await pgliteHasRows(target.database.dbDir))) throw new Error(NOT_EMPTY);
}

async function restoreDatabase(target: RestoreTarget, entry: ArchiveEntry, manifest: Manifest) {
  const check = checkAgainst(manifest);
  // The dump goes to a file first: the embedded one beside its data directory (the same disk),
  // PostgreSQL's where pg_restore can read it.
  const beside = 'url' in target.database ? os.tmpdir() : path.dirname(target.database.dbDir);
  await mkdir(beside, { recursive: true });
  const temp = await mkdtemp(path.join(beside, '.restaurando-'));
  try {
    const file = path.join(temp, path.basename(entry.name));
    await pipeline(entry.body, createWriteStream(file));
    if ('url' in target.database) {
      await restorePostgres(target.database.url, file);
      check(await countPostgres(target.database.url));
    } else await restorePglite(target.database.dbDir, file, check);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** The archive's files, through the files adapter, and its mail, into the outbox folder. */
async function restoreFiles(target: RestoreTarget, entries: Entries) {
  let files = 0;
  let outbox = 0;
  for await (const entry of entries) {
    if (entry.name.startsWith(FILES_PREFIX)) {
      await target.files.put(entry.name.slice(FILES_PREFIX.length), await readBody(entry));
      files++;
    } else if (entry.name.startsWith(OUTBOX_PREFIX)) {
      const to = outboxPath(target.outboxDir, entry.name.slice(OUTBOX_PREFIX.length));
      await mkdir(path.dirname(to), { recursive: true });
      await writeFile(to, await readBody(entry));
      outbox++;
    }
  }
  return { files, outbox };
}

/**
 * Restores an archive of `npm run backup` (or of the nightly job). A target holding business rows
 * is refused unless `force`; with it, the database is replaced. Files go back through the files
 * adapter; files the store has and the copy lacks stay (nothing names them).
 */
export async function restoreBackup(
  target: RestoreTarget,
  file: string,
  { force = false, log = () => {} }: RestoreOptions = {},
): Promise<{ manifest: Manifest; files: number; outbox: number }> {
  const engine: Engine = 'url' in target.database ? 'postgres' : 'pglite';
  const entries = readArchive(file);
  try {
    const manifest = await readManifest(await nextEntry(entries));
    if (manifest.engine !== engine) throw wrongEngine(manifest.engine);
    refuseNewerBackup(manifest.migration);
    log(
      `Copia del ${manifest.createdAt} de ${ENGINE_NAMES[manifest.engine]} (migración ${manifest.migration?.tag ?? 'ninguna'}): ${counted(Object.keys(manifest.tables).length, 'tabla')}, ${counted(manifest.files, 'archivo')}, ${counted(manifest.outbox, 'correo')}.`,
    );
    await refuseUnlessEmpty(target, force);

    const database = await nextEntry(entries);
    if (database?.name !== DATABASE_ENTRY[engine])
      throw new Error('La copia está incompleta: no trae la base de datos.');
    log('Restaurando la base de datos…');
    await restoreDatabase(target, database, manifest);

    log(
      `Restaurando ${counted(manifest.files, 'archivo')} y ${counted(manifest.outbox, 'correo')}…`,
    );
    const restored = await restoreFiles(target, entries).catch((err: unknown) => {
      throw new Error(
        `La base de datos quedó restaurada, pero no todos los archivos y correos (${err instanceof Error ? err.message : String(err)}). Corrija la causa y repita la orden con --force.`,
      );
    });
    return { manifest, ...restored };
  } finally {
    await entries.return(undefined);
  }
}
