// Where a scale's data lives: a database of its own on the PostgreSQL server of BENCH_DATABASE_URL
// (jarvis_bench_s1, jarvis_bench_s01), or a PGlite directory under bench/.data. Rebuilt by every run
// unless it asks to reuse data built from the same sources (`--reuse-data`, and every `--quick`).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { SCENARIOS, type Facts } from '../scenarios';
import { dataDir, root } from './paths';

export type Target = {
  kind: 'postgres' | 'pglite';
  scale: number;
  name: string;
  dataDir: string;
  /** PostgreSQL: the scale's database, and the server's admin URL. */
  url?: string;
  adminUrl?: string;
};
export type Generation = {
  steps: Record<string, number>;
  counts: Record<string, number>;
  facts: Record<string, unknown>;
  server: { version?: string; size?: string };
  reused?: boolean;
};

export function targetFor(scale: number, adminUrl?: string): Target {
  const suffix = `s${String(scale).replace('.', '')}`;
  const name = `jarvis_bench_${suffix}`;
  if (!adminUrl)
    return { kind: 'pglite', scale, name, dataDir: path.join(dataDir, `pglite-${suffix}`) };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dir = path.join(dataDir, `postgres-${suffix}`);
  return { kind: 'postgres', scale, name, dataDir: dir, url: url.toString(), adminUrl };
}

/** Jarvis opens DATA_DIR/db on PGlite (apps/api/src/config.ts). */
export const pgliteDir = (t: Target) => path.join(t.dataDir, 'db');

async function withAdmin<T>(t: Target, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: t.adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What the data is made of: migrations, seeds, contracts, generators, and the scale. */
async function fingerprint(scale: number) {
  const hash = createHash('sha256').update(`scale ${scale}\n`);
  for (const dir of [
    'apps/api/drizzle',
    'apps/api/src/db/seed',
    'packages/contracts/src',
    'bench/generate',
  ]) {
    const entries = await readdir(path.join(root, dir), { withFileTypes: true, recursive: true });
    const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
    for (const file of files.sort())
      hash.update(path.relative(root, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

// PostgreSQL keeps a generation in the database's comment (it goes with the database); PGlite in a
// file beside its directory.
async function kept(t: Target): Promise<string | undefined> {
  if (t.kind === 'pglite')
    return readFile(path.join(t.dataDir, 'generation.json'), 'utf8').catch(() => undefined);
  return withAdmin(t, async (c) => {
    const { rows } = await c.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [t.name],
    );
    return rows[0]?.comment ?? undefined;
  });
}

function runGenerator(t: Target): Promise<Generation> {
  const where = t.url ? ['--url', t.url] : ['--dir', pgliteDir(t)];
  const args = ['--import', 'tsx', 'bench/generate/index.ts', '--scale', String(t.scale), ...where];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += String(c)));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as Generation)
        : reject(new Error(`El generador terminó con ${code}`)),
    );
  });
}

/**
 * Whether each scenario that draws its bodies (scenarios.ts `draws`: approving a fresh batch of orders
 * each time) has at least half of them left on this data (lib/measure.ts keeps how many it took).
 */
async function drawsLeft(t: Target, generation: Generation): Promise<boolean> {
  const file = path.join(t.dataDir, 'drawn.json');
  const drawn = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<
    string,
    number
  >;
  const facts = { ...generation.facts, counts: generation.counts } as Facts;
  return SCENARIOS.every((s) => !s.draws || (drawn[s.name] ?? 0) <= s.draws(facts) / 2);
}

/**
 * A scale's data: the last run's when asked, built from the same sources and with half of every
 * drawing scenario's bodies left; else generated.
 */
export async function scaleData(t: Target, reuse: boolean): Promise<Generation> {
  const print = await fingerprint(t.scale);
  if (reuse) {
    type Kept = { fingerprint?: string; generation?: Generation };
    const last = JSON.parse((await kept(t)) ?? '{}') as Kept;
    if (last.fingerprint === print && last.generation && (await drawsLeft(t, last.generation)))
      return { ...last.generation, reused: true };
  }
  await rm(t.dataDir, { recursive: true, force: true });
  await mkdir(t.dataDir, { recursive: true });
  if (t.kind === 'postgres')
    await withAdmin(t, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${t.name} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${t.name}`);
    });
  const generation = await runGenerator(t);
  const text = JSON.stringify({ fingerprint: print, generation });
  if (t.kind === 'pglite') await writeFile(path.join(t.dataDir, 'generation.json'), text);
  else
    await withAdmin(t, (c) => c.query(`COMMENT ON DATABASE ${t.name} IS ${c.escapeLiteral(text)}`));
  return generation;
}

/** The production server's environment on this target. */
export const jarvisEnv = (t: Target) => ({
  NODE_ENV: 'production',
  DATA_DIR: t.dataDir,
  ...(t.url ? { DATABASE_URL: t.url } : {}),
  DEMO_DATA: 'false',
  LOG_LEVEL: 'warn',
  // The sign-in scenario is one address signing in thousands of times.
  LOGIN_MAX_FAILURES_PER_IP: '1000000',
  LOGIN_MAX_FAILURES: '1000000',
});

export const floorEnv = (t: Target) =>
  t.url ? { FLOOR_DATABASE_URL: t.url } : { FLOOR_PGLITE_DIR: pgliteDir(t) };
