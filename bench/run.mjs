// `npm run bench`: builds Jarvis, creates the scale databases and measures every scenario and its floor,
// then the front end; writes bench/results/latest.{md,json} and a timestamped copy.
//   npm run bench                    scale 1 (scenarios, floors, Lighthouse) and scale 0.1 (lists)
//   npm run bench -- --quick         scale 0.1 only, 3 s per scenario, no Lighthouse: ~1½ minutes
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench   on PostgreSQL
// Other flags: --no-build (measure the last build), --no-lighthouse.
import { cp, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { bundleSizes } from './frontend/bundle.mjs';
import { runLighthouse } from './frontend/lighthouse.mjs';
import { buildApp } from './lib/build.mjs';
import { machineFacts } from './lib/machine.mjs';
import { apiDist, snapshot, webDist } from './lib/paths.mjs';
import { writeReport } from './lib/report.mjs';
import { runScale } from './lib/scale-run.mjs';
import { SCENARIOS } from './scenarios.mjs';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
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

// quietMs: how long to wait, at most, for other people's processes to leave the cores alone.
const timing = flags.quick
  ? { warmup: 1, duration: 3, quietMs: 0 }
  : { warmup: 2, duration: 10, quietMs: 15_000 };
const lists = SCENARIOS.filter((s) => s.kind === 'list');
// The growth pass needs only the lists, and only Jarvis: the floor was measured at full scale.
const plan = flags.quick
  ? [{ scale: 0.1, floor: true }]
  : [
      { scale: 1, floor: true, lighthouse: !flags['no-lighthouse'] },
      { scale: 0.1, floor: false, scenarios: lists },
    ];

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

const scales = [];
for (const step of plan) {
  scales.push(
    await phase(`scale ${step.scale}`, () =>
      runScale({
        ...step,
        adminUrl,
        webDist: snapshot.webDist,
        timing,
        whileUp: step.lighthouse
          ? (jarvis, tokens) =>
              phase('lighthouse', () =>
                runLighthouse({
                  origin: jarvis.url,
                  session: tokens.restaurante,
                  webDist: snapshot.webDist,
                }),
              )
          : undefined,
      }),
    ),
  );
}

const report = await writeReport({
  mode: flags.quick ? 'quick' : 'full',
  startedAt: started.toISOString(),
  seconds: Math.round((Date.now() - started.getTime()) / 1000),
  phases,
  timing,
  build,
  machine: await machineFacts(),
  scales,
  bundle: bundleSizes(snapshot.webDist),
});
console.log(`\n${report.summary}\n▸ Informe: ${report.files.join(', ')}`);
