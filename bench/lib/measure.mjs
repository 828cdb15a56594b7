// The pieces of a measurement: start a server (traced or not), sign in, shape a scenario's request
// for Jarvis or for the floor, and load it with the CPU and memory watched.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cpuWatch, quietMachine, settle } from './cpu.mjs';
import { jarvisEnv } from './database.mjs';
import { resultsDir, serverScript, webDist } from './paths.mjs';
import { freePort, runLoad, sampleRss, startServer } from './processes.mjs';

/** autocannon's connections unless the run asks for others (`--connections`). */
export const CONNECTIONS = 50;
/**
 * A full run's warm-up: 2 s and at least 3,000 answers, 10 s at most, so that V8 has compiled the
 * route's code before it is measured (bench/load/autocannon-child.mjs).
 */
export const STEADY_WARMUP = { warmup: 2, warmupRequests: 3_000, warmupMax: 10 };
/**
 * A full run: each scenario in three rounds of 4 s (lib/rounds.mjs), the median reported. A round
 * after the first has a route V8 has compiled: 1 s refills the pipeline, and it does not wait for
 * others' work to leave the cores (the round before it just did).
 */
export const STEADY_ROUNDS = {
  rounds: 3,
  duration: 4,
  laterRound: { warmup: 1, warmupRequests: 0, warmupMax: 1, quietMs: 0 },
};
const t0 = Date.now();
export const clock = () => `${Math.round((Date.now() - t0) / 1000)} s`;
export const say = (text) => console.log(`\x1b[36m▸ ${text}\x1b[0m (${clock()})`);

/** `traceFile` set: the server records its SQL on demand (bench/tools/sql-trace.mjs). */
export async function serve({ label, args, env, readyPath, traceFile }) {
  const preload = traceFile ? ['--import', './bench/tools/sql-trace.mjs'] : [];
  const trace = traceFile ? { BENCH_SQL_TRACE: traceFile, BENCH_SQL_TRACE_PAUSED: '1' } : {};
  return startServer({
    label,
    readyPath,
    port: await freePort(),
    args: [...preload, ...args],
    env: { ...env, ...trace },
  });
}

/**
 * Jarvis's build on a scale database (`target`), ready once its health check answers. `nodeArgs`
 * go before the script (a profiler), `env` over Jarvis's own.
 */
export function serveJarvis({
  label,
  target,
  script = serverScript,
  web = webDist,
  nodeArgs = [],
  env = {},
  traceFile,
}) {
  return serve({
    label,
    args: [...nodeArgs, script],
    env: { ...jarvisEnv(target), WEB_DIST: web, ...env },
    readyPath: '/api/health',
    traceFile,
  });
}

/** The demo users a list of scenarios or writes signs in as, each once. */
export const usersOf = (items) => [...new Set(items.map((s) => s.as).filter(Boolean))];

export async function signIn(url, usernames) {
  const tokens = {};
  for (const username of usernames) {
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'jarvis123' }),
    });
    if (!res.ok) throw new Error(`No se pudo iniciar sesión como ${username}: ${res.status}`);
    const { usuario } = await res.json();
    tokens[username] = { token: usuario.authToken, userId: usuario.id };
  }
  return tokens;
}

/**
 * The facts a scenario's path is built from (busiest supplier, largest category…, and the row
 * counts) as the last whole run generated them, from bench/results/latest.json: for the tools that
 * load a scale database a run left behind.
 */
export function lastRunFacts() {
  const latest = JSON.parse(readFileSync(path.join(resultsDir, 'latest.json'), 'utf8'));
  const { generation } = latest.scales[0];
  return { ...generation.facts, counts: generation.counts };
}

/** The scenario's request; for the floor, the same query string on /floor/<name>. */
export function requestFor(scenario, { facts, tokens, floor = false }) {
  const jarvisPath = scenario.path(facts);
  const query = jarvisPath.includes('?') ? jarvisPath.slice(jarvisPath.indexOf('?')) : '';
  // An id in Jarvis's path reaches the floor as a parameter (scenarios.mjs `floorQuery`).
  const extra = new URLSearchParams(scenario.floorQuery?.(facts)).toString();
  const floorQuery = !extra ? query : query ? `${query}&${extra}` : `?${extra}`;
  return {
    url: floor ? `/floor/${scenario.name}${floorQuery}` : jarvisPath,
    method: scenario.method,
    headers: {
      'content-type': 'application/json',
      ...(scenario.as ? { authorization: `Bearer ${tokens[scenario.as].token}` } : {}),
    },
    ...(scenario.body ? { body: JSON.stringify(scenario.body(facts)) } : {}),
  };
}

/** One request, for the SQL check. */
export const sendOnce = (server, request) => () =>
  fetch(`${server.url}${request.url}`, request).then((res) => res.arrayBuffer());

/** One scenario on one server, once the previous backlog and (if possible) others' work subside. */
export async function measure(
  server,
  request,
  { warmup, warmupRequests, warmupMax, duration, quietMs, connections = CONNECTIONS },
) {
  await settle(server.pid);
  const foreignBefore = await quietMachine([server.pid], quietMs);
  let rss;
  let cpu;
  const figures = await runLoad(
    {
      ...request,
      url: `${server.url}${request.url}`,
      connections,
      warmup,
      warmupRequests,
      warmupMax,
      duration,
    },
    (loadPid) => {
      rss = sampleRss(server.pid);
      cpu = cpuWatch(server.pid, [loadPid]);
    },
  );
  return { ...figures, ...rss?.stop(), cpu: { ...cpu?.stop(), foreignBefore } };
}
