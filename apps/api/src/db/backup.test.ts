import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { s3Env, startS3rver } from '../../test/s3rver';
import { emptyDatabase, onPostgres } from '../../test/test-app';
import { loadConfig, type Config } from '../config';
import { createFiles, type Files } from '../platform/files/files';
import { createFileStore } from '../platform/files/store-config';
import { ARCHIVE_NAME, manifestOf } from './backup-archive';
import { tablesOf } from './backup-contents';
import { backupEmbedded, listOutbox } from './backup';
import { lastMigrationOf, migrationsFolder, openDatabase, type Database } from './client';
import { lockDataDir } from './data-dir-lock';
import { restoreBackup } from './restore';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const engine = onPostgres ? 'postgres' : 'pglite';

/** One installation: a DATA_DIR and, on PostgreSQL, its database. */
type Side = {
  env: Record<string, string>;
  config: Config;
  files: Files;
  open(): Promise<Database>;
};

function side(dataDir: string, url?: string, extra: Record<string, string> = {}): Side {
  const env = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...extra };
  const all = url ? { ...env, DATABASE_URL: url } : env;
  const config = loadConfig(all);
  return {
    env: all,
    config,
    files: createFiles({ store: createFileStore(config), secret: 'x'.repeat(32) }),
    open: () => (url ? openDatabase({ url, poolSize: 2 }) : openDatabase({ dir: config.dbDir })),
  };
}

type Sums = Record<string, { n: number; sum: string }>;

/** Rows and a checksum of their text for every table of public and drizzle. */
async function checksumsOf(database: Database): Promise<Sums> {
  const query = (sql: string, params?: unknown[]) => database.query(sql, params) as never;
  const out: Sums = {};
  for (const table of await tablesOf(query, ['public', 'drizzle'])) {
    const [schema, name] = table.split('.');
    const [row] = await database.query<{ n: number; sum: string }>(
      `SELECT count(*)::int AS n,
              md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS sum
         FROM "${schema}"."${name}" t`,
    );
    out[table] = row!;
  }
  return out;
}

async function checksums(s: Side): Promise<Sums> {
  const database = await s.open();
  try {
    return await checksumsOf(database);
  } finally {
    await database.close();
  }
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function fileSums(s: Side): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const key of await s.files.keys()) {
    const chunks: Buffer[] = [];
    for await (const c of (await s.files.open(key))!) chunks.push(Buffer.from(c));
    out[key] = sha256(Buffer.concat(chunks));
  }
  for (const name of await listOutbox(s.config.outboxDir))
    out[`outbox/${name}`] = sha256(await readFile(path.join(s.config.outboxDir, name)));
  return out;
}

/** The real command, from source through tsx (the built dist/cli.js may not exist in a test run). */
function cli(s: Side, args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: api,
      // The child needs this environment (PATH for pg_dump) plus the side's configuration.
      // eslint-disable-next-line no-restricted-syntax
      env: { ...process.env, ...s.env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, out, err }));
  });
}

describe(`backup and restore (${engine})`, () => {
  const dirs: string[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let source: Side;
  let target: Side;
  let sourceSums: Sums;
  let sourceFiles: Record<string, string>;
  let archive: string;

  const tempDir = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'jarvis-respaldo-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    const empty = await emptyDatabase();
    cleanups.push(empty.drop);
    let sourceUrl: string | undefined;
    if (empty.url) {
      // The seeded template cloned beside the empty database, which is the restore's target.
      const name = `jarvis_b_${randomBytes(6).toString('hex')}`;
      await empty.database.exec(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
      // The restore refuses a database with other sessions open: this one's go.
      await empty.database.close();
      const url = new URL(empty.url);
      url.pathname = `/${name}`;
      sourceUrl = url.toString();
      cleanups.unshift(async () => {
        const admin = await empty.another();
        await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    }
    source = side(await tempDir(), sourceUrl);
    target = side(await tempDir(), empty.url);
    if (!sourceUrl) {
      await mkdir(source.config.dataDir, { recursive: true });
      const dump = new Blob([await readFile(inject('templateFile'))]);
      const seeded = await openDatabase({ dir: source.config.dbDir, loadDataDir: dump });
      await seeded.close();
    }
    await source.files.save('pruebas', randomBytes(2048), 'png');
    const day = path.join(source.config.outboxDir, '2026-11-20');
    await mkdir(day, { recursive: true });
    await writeFile(path.join(day, '00000001.eml'), 'Subject: Prueba\r\n\r\nHola\r\n');
    sourceSums = await checksums(source);
    sourceFiles = await fileSums(source);
  }, 60_000);

  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('copies a populated installation and restores it into an empty one, row for row', async () => {
    const backup = await cli(source, ['backup']);
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toContain('✓ Copia escrita en');
    const [name] = await readdir(source.config.backupsDir);
    expect(name).toMatch(ARCHIVE_NAME);
    expect(name).toContain(`jarvis-${engine}-`);
    archive = path.join(source.config.backupsDir, name!);

    const manifest = await manifestOf(archive);
    expect(manifest).toMatchObject({ engine, files: 1, outbox: 1 });
    expect(manifest.migration?.tag).toBe(lastMigrationOf(migrationsFolder()).tag);
    for (const [table, { n }] of Object.entries(sourceSums)) expect(manifest.tables[table]).toBe(n);

    const restore = await cli(target, ['restore', archive]);
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);
    expect(await fileSums(target)).toEqual(sourceFiles);
    const database = await target.open();
    try {
      expect(await checksumsOf(database)).toEqual(sourceSums);
      // The same build finds nothing to migrate.
      await database.migrate();
      expect(await checksumsOf(database)).toEqual(sourceSums);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses to restore over a database with data unless forced, then replaces it', async () => {
    const database = await target.open();
    await database.exec('CREATE TABLE public.ajena (n int); INSERT INTO public.ajena VALUES (1)');
    await database.close();
    const changed = await checksums(target);

    const into = {
      database: onPostgres ? { url: target.config.DATABASE_URL! } : { dbDir: target.config.dbDir },
      files: target.files,
      outboxDir: target.config.outboxDir,
    };
    await expect(restoreBackup(into, archive)).rejects.toThrow(/no está vacía.*--force/);
    expect(await checksums(target)).toEqual(changed);

    await restoreBackup(into, archive, { force: true });
    expect(await checksums(target)).toEqual(sourceSums);
    expect(await fileSums(target)).toEqual(sourceFiles);
  }, 60_000);

  it.skipIf(onPostgres)(
    'refuses to copy an embedded database Jarvis has open, pointing at the nightly copies',
    async () => {
      const lock = await lockDataDir(source.config.dataDir, 'server');
      try {
        const refused = await cli(source, ['backup']);
        expect(refused.code).toBe(1);
        expect(refused.err).toContain(source.config.backupsDir);
        expect(refused.err).toContain('detenga Jarvis');
      } finally {
        await lock.release();
      }
    },
    30_000,
  );
});

// The nightly job runs only on the embedded engine.
describe.skipIf(onPostgres)('nightly copy of the embedded database', () => {
  it('writes the same archive, restorable, and keeps the last seven', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jarvis-nocturna-'));
    const s = side(dataDir);
    for (let day = 1; day <= 8; day++)
      await mkdir(s.config.backupsDir, { recursive: true }).then(() =>
        writeFile(
          path.join(s.config.backupsDir, `jarvis-pglite-2026-01-0${day}T02-00-00.tar.gz`),
          'vieja',
        ),
      );
    const database = await openDatabase({ memory: true });
    await database.exec('CREATE TABLE prueba (n int); INSERT INTO prueba VALUES (42)');
    await s.files.save('pruebas', Buffer.from('foto'), 'jpg');
    const file = await backupEmbedded(
      { database, files: s.files, outboxDir: s.config.outboxDir },
      s.config.backupsDir,
      new Date('2026-11-21T08:00:00Z'),
    );
    await database.close();
    const kept = await readdir(s.config.backupsDir);
    expect(kept).toHaveLength(7);
    expect(kept).toContain('jarvis-pglite-2026-11-21T08-00-00.tar.gz');

    const restored = side(await mkdtemp(path.join(os.tmpdir(), 'jarvis-nocturna-')));
    await restoreBackup(
      {
        database: { dbDir: restored.config.dbDir },
        files: restored.files,
        outboxDir: restored.config.outboxDir,
      },
      file!,
    );
    const reopened = await restored.open();
    expect(await reopened.query('SELECT n FROM prueba')).toEqual([{ n: 42 }]);
    await reopened.close();
    expect(await restored.files.keys()).toEqual(await s.files.keys());
    await rm(dataDir, { recursive: true, force: true });
    await rm(restored.config.dataDir, { recursive: true, force: true });
  }, 60_000);
});

// The archive reads files through the files adapter: from a bucket, and back into another.
describe.skipIf(onPostgres)('files kept in an S3 bucket', () => {
  it('go into the archive and back into an empty bucket, byte for byte', async () => {
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'jarvis-respaldo-s3-'));
    const s3 = await startS3rver(path.join(scratch, 's3'), ['jarvis-origen', 'jarvis-destino']);
    try {
      const from = side(path.join(scratch, 'a'), undefined, s3Env(s3.endpoint, 'jarvis-origen'));
      const to = side(path.join(scratch, 'b'), undefined, s3Env(s3.endpoint, 'jarvis-destino'));
      const photo = await from.files.save('tickets', randomBytes(4096), 'jpg');
      const pdf = await from.files.save('pedidos', randomBytes(1024), 'pdf');
      const database = await openDatabase({ memory: true });
      await database.exec('CREATE TABLE prueba (n int); INSERT INTO prueba VALUES (7)');
      const file = await backupEmbedded(
        { database, files: from.files, outboxDir: from.config.outboxDir },
        from.config.backupsDir,
      );
      await database.close();
      expect(await manifestOf(file!)).toMatchObject({ files: 2 });
      expect(await to.files.keys()).toEqual([]);

      await restoreBackup(
        { database: { dbDir: to.config.dbDir }, files: to.files, outboxDir: to.config.outboxDir },
        file!,
      );
      expect((await to.files.keys()).sort()).toEqual([photo, pdf].sort());
      expect(await fileSums(to)).toEqual(await fileSums(from));
      await from.files.close();
      await to.files.close();
    } finally {
      await s3.stop();
      await rm(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
