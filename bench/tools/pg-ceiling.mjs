// What PostgreSQL alone allows each list at 50 connections, without a load run (a whole run reports
// it too): starts the API's build (`npm run build -w apps/api` first) on an existing scale database,
// traces one request of each scenario, and replays its reads with pgbench (bench/lib/pg-alone.mjs).
//   node bench/tools/pg-ceiling.mjs postgres://postgres@127.0.0.1:5432/jarvis_bench_s1 [scenario,…] [seconds]
// Every list by default; the facts (busiest supplier…) come from the last report, latest.json.
import path from 'node:path';
import { CONNECTIONS } from '../lib/measure.mjs';
import { dataDir } from '../lib/paths.mjs';
import { pgAlone } from '../lib/pg-alone.mjs';
import { traceScenarios } from '../lib/sql-check.mjs';
import { SCENARIOS } from '../scenarios.mjs';

const [url, only, seconds = '8'] = process.argv.slice(2);
if (!url)
  throw new Error('Uso: node bench/tools/pg-ceiling.mjs <postgres url> [escenario,…] [segundos]');
const scenarios = SCENARIOS.filter((s) =>
  only ? only.split(',').includes(s.name) : s.kind === 'list',
);
const workDir = path.join(dataDir, 'pg-ceiling');
const statements = await traceScenarios(url, scenarios, workDir);

const result = pgAlone({
  url,
  statements,
  scenarios: scenarios.map((s) => s.name),
  workDir,
  seconds: Number(seconds),
  connections: CONNECTIONS,
  onScenario: (name) => console.error(`  · ${name}`),
});
if (result.unavailable) throw new Error(result.unavailable);
const row = (name, r) =>
  `| ${name} | ${r.reads} | ${r.requestsPerSecond.toLocaleString('en-US')} | ${r.p50 ?? '–'} | ${r.p99 ?? '–'} | ${r.p99 === null ? '–' : r.p99 < 50 ? '✅' : '❌'} |`;
console.log(
  `PostgreSQL alone, ${CONNECTIONS} clients (pgbench -M prepared, ${seconds} s after ${result.warmup} s):\n`,
);
console.log('| Scenario | reads | req/s | p50 ms | p99 ms | p99 < 50 ms |');
console.log('|---|---|---|---|---|---|');
console.log(row('floor (c) reference', result.reference));
for (const [name, r] of Object.entries(result.scenarios)) console.log(row(name, r));
