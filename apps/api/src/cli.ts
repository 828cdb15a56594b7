// `npm run backup` and `npm run restore`: the operator's commands, on the configuration the server
// reads (DATA_DIR, DATABASE_URL, the file store's S3_* variables).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from './config';
import { createBackup } from './db/backup';
import { counted } from './db/backup-archive';
import { hasDatabase } from './db/backup-pglite';
import { safeUrl } from './db/backup-postgres';
import { openDatabase } from './db/client';
import { describeHolder, lockDataDir, lockHolder, type LockRole } from './db/data-dir-lock';
import { restoreBackup } from './db/restore';
import { createFiles, type Files } from './platform/files/files';
import { createFileStore } from './platform/files/store-config';

const USAGE = `Uso:
  npm run backup [-- --out CARPETA]      copia la base de datos, los archivos y el outbox
  npm run restore -- ARCHIVO [--force]   restaura una copia (--force: sobre una base con datos)`;

const say = (line: string) => console.log(`▸ ${line}`);

/** Takes the embedded database's folder, or explains who has it and what to do instead. */
async function takeDataDir(config: Config, role: LockRole) {
  const holder = await lockHolder(config.dataDir);
  if (holder?.role === 'server' && role === 'backup')
    throw new Error(
      `Jarvis está en marcha sobre ${config.dataDir} (proceso ${holder.pid}), y la base embebida solo la puede abrir un proceso. Las copias nocturnas (cada día a las 02:00; se guardan las últimas siete) están en ${config.backupsDir}. Para una copia de este momento, detenga Jarvis y repita npm run backup.`,
    );
  if (holder?.role === 'server')
    throw new Error(
      `Jarvis está en marcha sobre ${config.dataDir} (proceso ${holder.pid}). Deténgalo antes de restaurar.`,
    );
  if (holder)
    throw new Error(
      `${config.dataDir} está en uso por ${describeHolder(holder)}. Espere a que termine.`,
    );
  return lockDataDir(config.dataDir, role);
}

async function backup(config: Config, files: Files, out: string | undefined) {
  const dir = out ? path.resolve(out) : config.backupsDir;
  const sources = { files, outboxDir: config.outboxDir };
  if (config.DATABASE_URL) {
    say(`Base de datos PostgreSQL: ${safeUrl(config.DATABASE_URL)}`);
    return createBackup({ ...sources, database: { url: config.DATABASE_URL } }, { dir, log: say });
  }
  const lock = await takeDataDir(config, 'backup');
  try {
    if (!hasDatabase(config.dbDir))
      throw new Error(
        `No hay base de datos embebida en ${config.dbDir}: nada que copiar. ¿Es DATA_DIR el de Jarvis?`,
      );
    say(`Base de datos embebida: ${config.dbDir}`);
    const database = await openDatabase({ dir: config.dbDir });
    try {
      return await createBackup({ ...sources, database: database.pglite! }, { dir, log: say });
    } finally {
      await database.close();
    }
  } finally {
    await lock.release();
  }
}

async function restore(config: Config, files: Files, file: string, force: boolean) {
  if (!existsSync(file)) throw new Error(`No existe el archivo ${file}`);
  const target = { files, outboxDir: config.outboxDir };
  if (config.DATABASE_URL) {
    say(`Restaurando en PostgreSQL: ${safeUrl(config.DATABASE_URL)}`);
    return restoreBackup({ ...target, database: { url: config.DATABASE_URL } }, file, {
      force,
      log: say,
    });
  }
  const lock = await takeDataDir(config, 'restore');
  try {
    say(`Restaurando en la base embebida: ${config.dbDir}`);
    return await restoreBackup({ ...target, database: { dbDir: config.dbDir } }, file, {
      force,
      log: say,
    });
  } finally {
    await lock.release();
  }
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: { out: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
      allowPositionals: true,
    });
  } catch {
    throw new Error(`Opciones no válidas: ${argv.join(' ')}\n${USAGE}`);
  }
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv);
  const [command, file, ...rest] = positionals;
  if (values.help || !command) return console.log(USAGE);
  const config = loadConfig();
  // No links are signed here: the secret only satisfies the adapter.
  const files = createFiles({
    store: createFileStore(config),
    secret: randomBytes(32).toString('hex'),
  });
  try {
    if (command === 'backup' && !file) {
      const { file: written, manifest } = await backup(config, files, values.out);
      const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
      const mb = ((await stat(written)).size / 1024 / 1024).toFixed(1);
      console.log(
        `✓ Copia escrita en ${written} (${mb} MB): ${counted(rows, 'fila')} en ${counted(Object.keys(manifest.tables).length, 'tabla')}, ${counted(manifest.files, 'archivo')}, ${counted(manifest.outbox, 'correo')}.`,
      );
    } else if (command === 'restore' && file && rest.length === 0) {
      const result = await restore(config, files, path.resolve(file), values.force ?? false);
      console.log(
        `✓ Copia del ${result.manifest.createdAt} restaurada: la base de datos, ${counted(result.files, 'archivo')} y ${counted(result.outbox, 'correo')}. Ya puede iniciar Jarvis.`,
      );
    } else throw new Error(`Orden no válida: ${positionals.join(' ')}\n${USAGE}`);
  } finally {
    await files.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(`✗ ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
