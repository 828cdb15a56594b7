// Where a scale's data lives: a database of its own on the PostgreSQL server of BENCH_DATABASE_URL,
// or a PGlite directory under bench/.data. Both are dropped and rebuilt on every run.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { dataDir } from './paths.mjs';
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
  const client = new pg.Client({ connectionString: target.adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${target.name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${target.name}`);
  } finally {
    await client.end();
  }
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
