// Where a scale's data lives: a database of its own on the PostgreSQL server of BENCH_DATABASE_URL,
// or a PGlite directory under bench/.data. Both are dropped and rebuilt on every run, unless the run
// asks to reuse the data of the same generators and migrations (`--reuse-data`).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { dataDir, root } from './paths.mjs';
import { runNode } from './processes.mjs';

/** 1 → s1, 0.1 → s01: jarvis_bench_s1, jarvis_bench_s01. */
const suffix = (scale) => `s${String(scale).replace('.', '')}`;

export function targetFor(scale, adminUrl) {
  const name = `jarvis_bench_${suffix(scale)}`;
  if (adminUrl) {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const dir = path.join(dataDir, `postgres-${suffix(scale)}`);
    return { kind: 'postgres', scale, name, adminUrl, url: url.toString(), dataDir: dir };
  }
  const dir = path.join(dataDir, `pglite-${suffix(scale)}`);
  // Jarvis opens DATA_DIR/db (apps/api/src/config.ts).
  return { kind: 'pglite', scale, name, dataDir: dir, dbDir: path.join(dir, 'db') };
}

export async function recreate(target) {
  await rm(target.dataDir, { recursive: true, force: true });
  await mkdir(target.dataDir, { recursive: true });
  if (target.kind !== 'postgres') return;
  await withAdmin(target, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${target.name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${target.name}`);
  });
}

/**
 * What a scale's data is made of: the migrations, the seeds, the contracts the seeds read (the
 * menu), the generators, and the scale. Data with the same fingerprint is the same data, up to the
 * sessions and bitácora rows a run's sign-ins add to it.
 */
const SOURCES = [
  'apps/api/drizzle',
  'apps/api/src/db/seed',
  'packages/contracts/src',
  'bench/generate',
];

async function filesUnder(dir) {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath ?? e.path, e.name)))
    .sort();
}

export async function dataFingerprint(scale) {
  const hash = createHash('sha256').update(`scale ${scale}\n`);
  for (const dir of SOURCES)
    for (const file of await filesUnder(dir))
      hash.update(`${file}\n`).update(await readFile(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

async function withAdmin(target, work) {
  const client = new pg.Client({ connectionString: target.adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// PostgreSQL keeps a database's generation in the database's own comment: it goes when the database
// is dropped. PGlite keeps it in a file beside its directory.
const generationFile = (target) => path.join(target.dataDir, 'generation.json');

/** The generation a previous run left for this target, if it was built from the same sources. */
export async function reusableGeneration(target, fingerprint) {
  const text =
    target.kind === 'postgres'
      ? await withAdmin(target, async (client) => {
          const { rows } = await client.query(
            `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database
             WHERE datname = $1`,
            [target.name],
          );
          return rows[0]?.comment ?? undefined;
        })
      : await readFile(generationFile(target), 'utf8').catch(() => undefined);
  if (!text) return undefined;
  try {
    const kept = JSON.parse(text);
    return kept.fingerprint === fingerprint ? kept.generation : undefined;
  } catch {
    return undefined;
  }
}

export async function rememberGeneration(target, fingerprint, generation) {
  const text = JSON.stringify({ fingerprint, generation });
  if (target.kind !== 'postgres') return writeFile(generationFile(target), text);
  await withAdmin(target, (client) =>
    client.query(`COMMENT ON DATABASE ${target.name} IS ${client.escapeLiteral(text)}`),
  );
}

/** Runs the generator (TypeScript, through tsx) and returns its summary: steps, counts, server. */
export async function generate(target) {
  const where = target.kind === 'postgres' ? ['--url', target.url] : ['--dir', target.dbDir];
  const out = await runNode([
    '--import',
    'tsx',
    'bench/generate/index.ts',
    '--scale',
    String(target.scale),
    ...where,
  ]);
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** The production server's environment for this target. */
export function jarvisEnv(target) {
  return {
    NODE_ENV: 'production',
    DATA_DIR: target.dataDir,
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    // The sign-in scenario is one address signing in thousands of times.
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
    LOGIN_MAX_FAILURES: '1000000',
  };
}

export function floorEnv(target) {
  return target.kind === 'postgres'
    ? { FLOOR_DATABASE_URL: target.url }
    : { FLOOR_PGLITE_DIR: target.dbDir };
}
