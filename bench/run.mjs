// `npm run bench`: builds Jarvis, creates the scale databases and measures every scenario and its floor,
// then the front end; writes bench/results/latest.{md,json} and a timestamped copy.
//   npm run bench                    scale 1 (scenarios, floors, Lighthouse) and scale 0.1 (lists)
//   npm run bench -- --quick         smoke: the `smoke` scenarios at scale 0.1, 1 s each, no Lighthouse,
//                                    on the last build and data when still current (under a minute;
//                                    --quick --only a,b for others)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench   on PostgreSQL
// Other flags: --no-build (measure the last build), --no-lighthouse; --only a,b (those scenarios, no
// Lighthouse), --connections n (autocannon's connections, 50 by default), --rounds n (rounds per
// scenario, 3 by default, 1 in a smoke run; the median is reported), --reuse-data (keep each
// scale's database from the last run when its migrations, seeds and generators are unchanged),
// --no-writes. A full run on PostgreSQL ends with the everyday writes (lib/writes.mjs) on a copy of
// scale 1.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureChromium } from '../scripts/lib.mjs';
import { bundleSizes } from './frontend/bundle.mjs';
import { runLighthouse } from './frontend/lighthouse.mjs';
import { buildApp } from './lib/build.mjs';
import { targetFor } from './lib/database.mjs';
import { machineFacts } from './lib/machine.mjs';
import { CONNECTIONS, STEADY_ROUNDS, STEADY_WARMUP } from './lib/measure.mjs';
import { apiDist, snapshot, webDist } from './lib/paths.mjs';
import { writeReport } from './lib/report.mjs';
import { runPlan } from './lib/scale-run.mjs';
import { measureWrites } from './lib/writes.mjs';
import { SCENARIOS } from './scenarios.mjs';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    only: { type: 'string' },
    connections: { type: 'string', default: String(CONNECTIONS) },
    rounds: { type: 'string' },
    'reuse-data': { type: 'boolean', default: false },
    'no-writes': { type: 'boolean', default: false },
  },
});
const adminUrl = process.env.BENCH_DATABASE_URL;
const started = new Date();
const phases = {};
async function phase(name, work) {
  const t = Date.now();
  const result = await work();
  phases[name] = Math.round((Date.now() - t) / 1000);
  return result;
}

// A smoke run measures a screen of each family, not every scenario (a few seconds each, twice).
const only =
  flags.only?.split(',').map((name) => name.trim()) ??
  (flags.quick ? SCENARIOS.filter((s) => s.smoke).map((s) => s.name) : undefined);
const unknown = only?.filter((name) => !SCENARIOS.some((s) => s.name === name)) ?? [];
if (unknown.length > 0)
  throw new Error(
    `Escenarios desconocidos: ${unknown.join(', ')} (hay: ${SCENARIOS.map((s) => s.name).join(', ')})`,
  );
const connections = Number(flags.connections);
if (!(Number.isInteger(connections) && connections > 0))
  throw new Error(`--connections inválido: ${flags.connections}`);

const rounds = Number(flags.rounds ?? (flags.quick ? 1 : STEADY_ROUNDS.rounds));
if (!(Number.isInteger(rounds) && rounds > 0))
  throw new Error(`--rounds inválido: ${flags.rounds}`);

// quietMs: how long to wait, at most, for other people's processes to leave the cores alone.
const timing = {
  ...(flags.quick
    ? { warmup: 0, duration: 1, quietMs: 0 }
    : { ...STEADY_WARMUP, ...STEADY_ROUNDS, quietMs: 15_000 }),
  rounds,
  connections,
};
const scenarios = only ? SCENARIOS.filter((s) => only.includes(s.name)) : SCENARIOS;
const lists = scenarios.filter((s) => s.kind === 'list');
// The growth pass needs only the lists, and only Jarvis: the floor was measured at full scale.
const plan = flags.quick
  ? [{ scale: 0.1, floor: true, scenarios }]
  : [
      {
        scale: 1,
        floor: true,
        scenarios,
        lighthouse: !flags['no-lighthouse'] && !only,
        // pgbench over each list's reads (PostgreSQL only: the SQL is traced there).
        pgAlone: lists.length > 0,
      },
      ...(lists.length > 0 ? [{ scale: 0.1, floor: false, scenarios: lists }] : []),
    ];

// Lighthouse drives Debian's Chromium: installed now when missing (as `npm test` does), so a new
// machine's first run measures it instead of reporting it missing after twenty minutes.
if (plan.some((step) => step.lighthouse)) ensureChromium();

/** The build, then a private copy of it (colleagues may rebuild meanwhile). */
async function built() {
  const build = flags['no-build']
    ? { status: 'not rebuilt (--no-build)' }
    : await phase('build', () => buildApp({ onlyIfStale: flags.quick }));
  console.log(`▸ Compilación: ${build.status}`);
  for (const [from, to] of [
    [apiDist, snapshot.apiDist],
    [webDist, snapshot.webDist],
  ]) {
    await rm(to, { recursive: true, force: true });
    await cp(from, to, { recursive: true }).catch(() => {});
  }
  return build;
}

// A smoke run builds while its data is generated (the generators run from source): on a new machine
// that is 13 s of its minute. A full run builds first, so the generation's timings are its own.
const building = built();
// Handled when awaited; a failed build must not surface early as an unhandled rejection.
building.catch(() => {});
if (!flags.quick) await building;
const scales = await runPlan(plan, {
  adminUrl,
  // A smoke run proves the harness, not the data: it keeps the last data built from the same sources.
  reuseData: flags['reuse-data'] || flags.quick,
  ready: () => building,
  phase,
  webDist: snapshot.webDist,
  timing,
  whileUp: (jarvis, tokens) =>
    phase('lighthouse', () =>
      runLighthouse({ origin: jarvis.url, session: tokens.restaurante, webDist: snapshot.webDist }),
    ),
});

// Writes change the data the lists read: measured last, each on its own copy of scale 1, and only
// on PostgreSQL (a copy is one CREATE DATABASE … TEMPLATE).
const writes =
  adminUrl && !flags.quick && !only && !flags['no-writes']
    ? await phase('writes', () =>
        measureWrites({
          url: targetFor(1, adminUrl).url,
          builds: [['actual', path.join(snapshot.apiDist, 'server.js')]],
          webDist: snapshot.webDist,
          onResult: ({ name, connections }) =>
            console.log(`  · ${name}, ${connections} conexiones`),
        }),
      )
    : undefined;

const build = await building;
const report = await writeReport({
  // A run of some scenarios only is named apart: its latest.md is not the whole picture.
  mode: `${flags.quick ? 'quick' : 'full'}${only ? '-only' : ''}`,
  only,
  startedAt: started.toISOString(),
  seconds: Math.round((Date.now() - started.getTime()) / 1000),
  phases,
  timing,
  build,
  machine: await machineFacts(),
  scales,
  bundle: bundleSizes(snapshot.webDist),
  writes,
});
console.log(`\n${report.summary}\n▸ Informe: ${report.files.join(', ')}`);
