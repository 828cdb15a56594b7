// Where one scenario's requests spend the API's CPU and memory, on a scale database a run left
// behind (`npm run build -w apps/api` first): the API's build runs under V8's CPU profiler with
// tools/profile-hooks.mjs preloaded, is warmed up, then loaded for `seconds` at 50 connections.
// For that window only it prints, per request: the CPU by package (self time; the kernel's share
// of a socket write shows as `writev`), the garbage collector's pauses, and what was allocated by
// package. The profiles stay in bench/.data/profile/ for Chrome's DevTools.
//   node bench/tools/profile.mjs postgres://postgres@127.0.0.1:5432/jarvis_bench_s1 articles-first [seconds]
// The facts (busiest supplier, largest category…) come from the last report, bench/results/latest.json.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  lastRunFacts,
  measure,
  requestFor,
  serveJarvis,
  signIn,
  STEADY_WARMUP,
  usersOf,
} from '../lib/measure.mjs';
import { dataDir, root } from '../lib/paths.mjs';
import { SCENARIOS } from '../scenarios.mjs';

const [url, name, seconds = '10'] = process.argv.slice(2);
const scenario = SCENARIOS.find((s) => s.name === name);
if (!url || !scenario)
  throw new Error('Uso: node bench/tools/profile.mjs <postgres url> <escenario> [segundos]');
const facts = lastRunFacts();
const dir = path.join(dataDir, 'profile');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const server = await serveJarvis({
  label: 'Jarvis',
  target: { kind: 'postgres', url, dataDir: dir },
  nodeArgs: [
    '--cpu-prof',
    `--cpu-prof-dir=${dir}`,
    '--import',
    path.join(root, 'bench/tools/profile-hooks.mjs'),
  ],
  env: { BENCH_PROFILE_DIR: dir },
});
let figures;
try {
  const tokens = await signIn(server.url, usersOf([scenario]));
  const request = requestFor(scenario, { facts, tokens });
  await measure(server, request, { ...STEADY_WARMUP, duration: 2, quietMs: 2_000 });
  server.signal('SIGUSR2');
  await sleep(200);
  const loaded = { warmup: 0, warmupRequests: 0, warmupMax: 0, quietMs: 0 };
  figures = await measure(server, request, { ...loaded, duration: Number(seconds) });
  server.signal('SIGUSR2');
  const written = path.join(dir, 'window.json');
  for (let i = 0; i < 100 && !existsSync(written); i++) await sleep(100);
} finally {
  await server.stop();
}

const window = JSON.parse(readFileSync(path.join(dir, 'window.json'), 'utf8'));
const requests = figures.requestsPerSecond * Number(seconds);
const cpuFile = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
const cpu = JSON.parse(readFileSync(path.join(dir, cpuFile), 'utf8'));
const allocations = JSON.parse(readFileSync(path.join(dir, 'allocations.heapprofile'), 'utf8'));

/** The npm package, node's own module or Jarvis's build a frame belongs to. */
function packageOf({ url: file, functionName }) {
  if (file.includes('node_modules/')) {
    const [scope, name] = file.split('node_modules/').pop().split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (file.startsWith('node:')) return file;
  if (file.includes('/apps/api/dist/')) return 'Jarvis (apps/api)';
  return functionName ? `(${functionName.replace(/^\(|\)$/g, '')})` : '(compiled at run time)';
}

const top = (totals, n) => [...totals].sort((a, b) => b[1] - a[1]).slice(0, n);
const add = (totals, key, value) => totals.set(key, (totals.get(key) ?? 0) + value);

// CPU: each sample's time goes to the function on top of the stack, within the window.
const nodes = new Map(cpu.nodes.map((node) => [node.id, node]));
const cpuTotals = new Map();
let at = cpu.startTime;
let busyUs = 0;
cpu.samples.forEach((id, i) => {
  at += cpu.timeDeltas[i];
  const next = cpu.timeDeltas[i + 1] ?? 0;
  if (at < window.startUs || at > window.endUs) return;
  const key = packageOf(nodes.get(id).callFrame);
  if (key === '(idle)') return;
  busyUs += next;
  add(cpuTotals, key, next);
});

// Allocations: every sampled byte, collected or not, by the package of the allocating frame.
const allocationTotals = new Map();
let allocated = 0;
(function walk(node) {
  allocated += node.selfSize;
  if (node.selfSize) add(allocationTotals, packageOf(node.callFrame), node.selfSize);
  node.children.forEach(walk);
})(allocations.head);

const perRequest = (us) => `${(us / requests).toFixed(1).padStart(7)} µs`;
console.log(
  `${scenario.name}: ${Math.round(figures.requestsPerSecond)} req/s, p99 ${figures.latencyMs.p99.toFixed(1)} ms, ${Math.round(requests)} requests in ${seconds} s`,
);
console.log(`\nCPU of the API a request (self time), ${perRequest(busyUs)} in all:`);
for (const [key, us] of top(cpuTotals, 15)) console.log(`  ${perRequest(us)}  ${key}`);
console.log('\nGarbage collector:');
for (const [kind, g] of Object.entries(window.gc))
  console.log(
    `  ${kind.padEnd(20)} ${String(g.count).padStart(5)} times, ${g.ms.toFixed(0).padStart(5)} ms (${perRequest(g.ms * 1000).trim()} a request), longest ${g.longestMs.toFixed(1)} ms`,
  );
console.log(
  `\nAllocated a request: ${(allocated / requests / 1024).toFixed(0)} kB (sampled, collected objects included):`,
);
for (const [key, bytes] of top(allocationTotals, 10))
  console.log(`  ${((100 * bytes) / allocated).toFixed(1).padStart(5)} %  ${key}`);
console.log(`\nProfiles: ${path.relative(root, dir)}/ (Chrome DevTools: Performance, Memory)`);
