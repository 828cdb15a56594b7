// Two builds of the API on the same scale database, their scenarios loaded in alternation: the way
// to tell a change from this machine's drift (a scenario read 0.62× and 0.43× of its floor in two
// runs of one build). Keep a copy of the old build first, then build the new one:
//   cp -r apps/api/dist bench/.data/ab-old && npm run build -w apps/api
//   node bench/tools/ab.mjs postgres://postgres@127.0.0.1:5432/jarvis_bench_s1 bench/.data/ab-old/dist/server.js \
//     articles-first,prices-first [rounds=3] [seconds=8]
// Each round runs every scenario on both builds, in turns that swap order every round. The facts
// (busiest supplier, largest category…) come from the last report, bench/results/latest.json.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  lastRunFacts,
  measure,
  requestFor,
  serveJarvis,
  signIn,
  STEADY_WARMUP,
  usersOf,
} from '../lib/measure.mjs';
import { dataDir, serverScript } from '../lib/paths.mjs';
import { combineRounds, pairedRatios } from '../lib/rounds.mjs';
import { SCENARIOS } from '../scenarios.mjs';

const [url, oldScript, only, rounds = '3', seconds = '8'] = process.argv.slice(2);
if (!url || !oldScript || !only)
  throw new Error(
    'Uso: node bench/tools/ab.mjs <postgres url> <server.js anterior> <escenario,…> [rondas] [segundos]',
  );
const facts = lastRunFacts();
const scenarios = SCENARIOS.filter((s) => only.split(',').includes(s.name));
const target = { kind: 'postgres', url, dataDir: path.join(dataDir, 'ab') };
mkdirSync(target.dataDir, { recursive: true });

const builds = [];
for (const [label, script] of [
  ['anterior', path.resolve(oldScript)],
  ['nueva', serverScript],
]) {
  const server = await serveJarvis({ label, target, script });
  const tokens = await signIn(server.url, usersOf(scenarios));
  builds.push({ label, server, tokens, runs: {} });
}

const timing = { ...STEADY_WARMUP, duration: Number(seconds), quietMs: 5_000 };
try {
  for (let round = 0; round < Number(rounds); round++) {
    for (const scenario of scenarios) {
      const order = round % 2 ? [...builds].reverse() : builds;
      for (const build of order) {
        const figures = await measure(
          build.server,
          requestFor(scenario, { facts, tokens: build.tokens }),
          timing,
        );
        (build.runs[scenario.name] ??= []).push(figures);
      }
    }
  }
} finally {
  for (const { server } of builds) await server.stop();
}

const row = (f) =>
  `${Math.round(f.requestsPerSecond)} req/s p99 ${f.latencyMs.p99.toFixed(1)} ms CPU ${(
    (f.cpu.serverCores * 1000) /
    f.requestsPerSecond
  ).toFixed(2)} ms`;
for (const scenario of scenarios) {
  console.log(scenario.name);
  for (const build of builds)
    console.log(`  ${build.label.padEnd(9)} ${build.runs[scenario.name].map(row).join(' | ')}`);
  // The new build against the old, round by round (each pair measured side by side), as the
  // report sets Jarvis against its floor (lib/rounds.mjs).
  const [before, after] = builds.map((b) => combineRounds(b.runs[scenario.name]));
  const ratio = pairedRatios(after, before);
  const range = ratio.throughputRange?.map((r) => r.toFixed(2)).join('–');
  console.log(
    `  nueva ÷ anterior: ${ratio.throughput.toFixed(2)}× req/s${range ? ` (rondas ${range})` : ''}, p99 ${ratio.p99.toFixed(2)}×; medianas: ${row(before)} → ${row(after)}`,
  );
}
