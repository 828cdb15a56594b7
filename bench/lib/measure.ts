// A scale's measurement: Jarvis's production build on the scale's data, each scenario's request sent
// once with the SQL trace on (lib/trace.ts), the floor replaying what was traced (floor.ts), and every
// scenario loaded on both in rounds. On PostgreSQL every server is up at once and, in each round, a
// scenario is measured on each of them back to back: this machine's speed drifts over minutes (the
// same list once measured 0.62× and 0.43× of its floor in two runs 25 minutes apart). On PGlite a
// data directory takes one process: Jarvis runs all its scenarios, then the floor. A scenario that
// `draws` (scenarios.ts) sends each of its bodies once per database, the next ones at every request.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Facts, Scenario } from '../scenarios';
import { floorEnv, jarvisEnv, type Generation, type Target } from './data';
import type { LoadResult } from './load';
import { snapshot } from './paths';
import { cpuSeconds, peakMb, runLoad, settle, sleep, startServer, type Server } from './processes';
import type { Statement } from './trace';

export type Timing = {
  rounds: number;
  duration: number;
  warmup: number;
  connections: number;
  /** Wait for PostgreSQL's processes to go idle too before each measurement. */
  postgres: boolean;
};
type Figures = LoadResult & { cpuMsPerRequest: number };
/** A scenario's rounds on one server; `figures` is their median. */
export type Measured = { figures: Figures; rounds: Figures[] };
export type Scale = {
  target: Target;
  generation: Generation;
  scenarios: Scenario[];
  floor: boolean;
  lighthouse?: boolean;
};
export type ScaleResult = {
  scale: number;
  generation: Generation;
  jarvisPeakMb: number;
  scenarios: {
    name: string;
    path: string;
    jarvis: Measured;
    floor?: Measured;
    /** Statements the floor replays, and its answer to one request when not a 200. */
    statements?: number;
    floorCheck?: string;
  }[];
  constant?: Measured;
  /** The 'timed' scenarios: each run's time and what Jarvis said it did. */
  timed?: { name: string; path: string; runs: TimedRun[] }[];
};
export type TimedRun = { ms: number; status: number; size?: string };
type Tokens = Record<string, string>;
type Request = { url: string; method: string; headers: Record<string, string>; body?: string };
/** A drawing scenario's request: its body, and its path (which may hold an id of the body's). */
type Drawn = { path: string; body: string };
/**
 * A drawing scenario's next `n` requests on one database (fewer when they run out), taken as soon
 * as handed out; `sent` gives back those a load did not take.
 */
type Draw = (n: number) => { drawn: Drawn[]; sent: (taken: number) => void };
/** Bodies offered to one load of a drawing scenario: more than any server here answers a second. */
const DRAWS_PER_SECOND = 250;
type WhileUp = (jarvis: Server, tokens: Tokens) => Promise<void>;

const t0 = Date.now();
export const clock = () => `${Math.round((Date.now() - t0) / 1000)} s`;
export const say = (text: string) => console.log(`\x1b[36m▸ ${text}\x1b[0m (${clock()})`);
const factsOf = (scale: Scale) =>
  ({ ...scale.generation.facts, counts: scale.generation.counts }) as Facts;

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The scenario's request to Jarvis, or (`floor`) to its floor; a drawing scenario's is given. */
function request(s: Scenario, facts: Facts, tokens: Tokens, floor = false, drawn?: Drawn): Request {
  const body = drawn === undefined ? s.body?.(facts, 0) : (JSON.parse(drawn.body) as object);
  const auth: Record<string, string> = s.as ? { authorization: `Bearer ${tokens[s.as]}` } : {};
  return {
    url: floor ? `/floor/${s.name}` : (drawn?.path ?? s.path(facts)),
    method: body ? (s.method ?? 'POST') : 'GET',
    headers: { 'content-type': 'application/json', ...auth },
    ...(body ? { body: JSON.stringify(body) } : {}),
  };
}

const send = async (base: string, r: Request, extra: Record<string, string> = {}) => {
  const res = await fetch(`${base}${r.url}`, { ...r, headers: { ...r.headers, ...extra } });
  return { status: res.status, text: await res.text() };
};

/**
 * One round: a warm-up (dropped), a request that waits behind its backlog, then the load. A drawing
 * scenario's requests keep their own paths, except to the floor (`floor`), which has one address.
 */
async function once(
  server: Server,
  r: Request,
  timing: Timing,
  round: number,
  draw?: Draw,
  floor = false,
): Promise<Figures> {
  const url = `${server.url}${r.url}`;
  const spec = { ...r, url, connections: timing.connections };
  const load = async (duration: number) => {
    if (!draw) return runLoad({ ...spec, duration });
    const { drawn, sent } = draw(duration * DRAWS_PER_SECOND + timing.connections);
    const bodies = drawn.map((d) => d.body);
    if (bodies.length === 0) {
      console.warn(`  ✗ ${r.url}: no quedan cuerpos sin enviar (genere los datos de nuevo)`);
      return {
        requestsPerSecond: 0,
        ok: 0,
        failed: 0,
        latencyMs: { p50: 0, p90: 0, p99: 0, max: 0 },
      };
    }
    const connections = Math.min(spec.connections, bodies.length);
    const paths = floor ? undefined : drawn.map((d) => d.path);
    const result = await runLoad({ ...spec, connections, duration, bodies, paths });
    sent(result.drawn ?? bodies.length);
    return result;
  };
  const warmup = round === 0 ? timing.warmup : Math.min(timing.warmup, 1);
  await settle(server.pid, timing.postgres);
  if (warmup > 0) {
    await load(warmup);
    const one = draw?.(1).drawn[0];
    const target = one && !floor ? `${server.url}${one.path}` : url;
    await fetch(target, { ...r, body: one ? one.body : r.body }).then((res) => res.arrayBuffer());
  }
  const cpu = cpuSeconds(server.pid);
  const { drawn: _, ...figures } = await load(timing.duration);
  const cpuMs = ((cpuSeconds(server.pid) - cpu) * 1000) / Math.max(figures.ok, 1);
  return { ...figures, cpuMsPerRequest: Number(cpuMs.toFixed(3)) };
}

/** The median of each figure over the rounds (a burst in one round moves no figure). */
function combine(rounds: Figures[]): Measured {
  const mid = (pick: (r: Figures) => number) => median(rounds.map(pick));
  const sum = (pick: (r: Figures) => number) => rounds.reduce((n, r) => n + pick(r), 0);
  const figures = {
    requestsPerSecond: mid((r) => r.requestsPerSecond),
    ok: sum((r) => r.ok),
    failed: sum((r) => r.failed),
    latencyMs: {
      p50: mid((r) => r.latencyMs.p50),
      p90: mid((r) => r.latencyMs.p90),
      p99: mid((r) => r.latencyMs.p99),
      max: Math.max(...rounds.map((r) => r.latencyMs.max)),
    },
    cpuMsPerRequest: mid((r) => r.cpuMsPerRequest),
  };
  return { figures, rounds };
}

async function signIn(url: string, username: string) {
  const body = JSON.stringify({ username, password: 'jarvis123' });
  const login = { url: '/api/auth/login', method: 'POST', headers: {}, body };
  const { status, text } = await send(url, login, { 'content-type': 'application/json' });
  if (status >= 300) throw new Error(`No se pudo iniciar sesión como ${username}: ${status}`);
  return (JSON.parse(text) as { usuario: { authToken: string } }).usuario.authToken;
}

type State = {
  scale: Scale;
  tokens: Tokens;
  /** Per drawing scenario, the first body not yet handed out on this database (kept in `file`). */
  drawn: { file: string; next: Record<string, number> };
  /** The floor's statements by scenario, and its answer to one request of each when not a 200. */
  trace?: { file: string; byScenario: Record<string, Statement[]> };
  checks: Record<string, string | undefined>;
  taken: Record<string, { jarvis: Figures[]; floor: Figures[] }>;
  constant?: Measured;
  timed: { name: string; path: string; runs: TimedRun[] }[];
  jarvisPeakMb: number;
};
type Role = { state: State; floor: boolean };

/**
 * The drawing scenario's bodies on the state's database, each handed out once; the next one is kept
 * beside the data (written before a load, for all it was offered, and again after it), so that a
 * later run on the same data, or one after a run that stopped mid-load, sends none twice.
 */
function drawer(state: State, s: Scenario): Draw | undefined {
  if (!s.draws || !s.body) return undefined;
  const facts = factsOf(state.scale);
  const total = s.draws(facts);
  const keep = (next: number) => {
    state.drawn.next[s.name] = next;
    writeFileSync(state.drawn.file, JSON.stringify(state.drawn.next));
  };
  return (n) => {
    const from = state.drawn.next[s.name] ?? 0;
    const to = Math.min(total, from + n);
    const drawn = Array.from({ length: Math.max(0, to - from) }, (_, k) => ({
      path: s.path(facts, from + k),
      body: JSON.stringify(s.body!(facts, from + k)),
    }));
    keep(to);
    return { drawn, sent: (taken) => keep(from + Math.min(taken, drawn.length)) };
  };
}

/** One request of a drawing scenario (undefined for any other). */
const drawOne = (state: State, s: Scenario) => drawer(state, s)?.(1).drawn[0];

/** The scenarios loaded at 50 connections (a 'timed' one is sent alone: timeOne). */
const loaded = (scale: Scale) => scale.scenarios.filter((s) => s.kind !== 'timed');

/**
 * Jarvis, signed in as every scenario's account; when a floor follows, each scenario's request sent
 * twice, the second traced (the first fills what a steady load finds filled), and the statements
 * written by scenario where the floor reads them.
 */
async function startJarvis(state: State): Promise<Server> {
  const { target, scenarios } = state.scale;
  const traceFile = path.join(target.dataDir, 'sql-trace.jsonl');
  writeFileSync(traceFile, '');
  const env = { ...jarvisEnv(target), WEB_DIST: snapshot.webDist, BENCH_SQL_TRACE: traceFile };
  const args = ['--import', 'tsx', '--import', './bench/lib/trace.ts'];
  args.push(path.join(snapshot.apiDist, 'server.js'));
  const server = await startServer('Jarvis', args, env, '/api/health');
  for (const as of new Set(scenarios.flatMap((s) => s.as ?? [])))
    state.tokens[as] = await signIn(server.url, as);
  if (!state.scale.floor) return server;
  // The body each drawing scenario's trace was taken with: the floor swaps its values for each
  // request's (floor.ts).
  const tracedBodies: Record<string, unknown> = {};
  for (const s of loaded(state.scale)) {
    const facts = factsOf(state.scale);
    await send(server.url, request(s, facts, state.tokens, false, drawOne(state, s)));
    const r = request(s, facts, state.tokens, false, drawOne(state, s));
    const { status } = await send(server.url, r, { 'x-bench-trace': s.name });
    if (status >= 300) console.warn(`  ✗ ${s.name}: Jarvis respondió ${status}`);
    if (s.draws && r.body) tracedBodies[s.name] = JSON.parse(r.body);
  }
  writeFileSync(path.join(target.dataDir, 'floor-bodies.json'), JSON.stringify(tracedBodies));
  await sleep(200);
  const byScenario: Record<string, Statement[]> = {};
  for (const line of readFileSync(traceFile, 'utf8').split('\n').filter(Boolean)) {
    const s = JSON.parse(line) as Statement;
    (byScenario[s.scenario] ??= []).push(s);
  }
  const file = path.join(target.dataDir, 'floor-trace.json');
  writeFileSync(file, JSON.stringify(byScenario, null, 1));
  state.trace = { file, byScenario };
  return server;
}

/** The floor on the scale's data, and one request per scenario to see that its replay answers. */
async function startFloor(state: State): Promise<Server> {
  const env = {
    ...floorEnv(state.scale.target),
    FLOOR_TRACE: state.trace!.file,
    FLOOR_BODIES: path.join(state.scale.target.dataDir, 'floor-bodies.json'),
  };
  const server = await startServer('Suelo', ['--import', 'tsx', 'bench/floor.ts'], env, '/floor/');
  for (const s of loaded(state.scale)) {
    const r = request(s, factsOf(state.scale), {}, true, drawOne(state, s));
    const { status, text } = await send(server.url, r);
    state.checks[s.name] = status === 200 ? undefined : `${status} ${text.slice(0, 200)}`;
    if (status !== 200) console.warn(`  ✗ suelo ${s.name}: ${state.checks[s.name]}`);
  }
  return server;
}

function resultOf(state: State): ScaleResult {
  const { scale, taken, trace, checks, constant, jarvisPeakMb, timed } = state;
  const facts = factsOf(scale);
  const scenarios = loaded(scale).map((s) => ({
    name: s.name,
    path: s.path(facts),
    jarvis: combine(taken[s.name]!.jarvis),
    ...(taken[s.name]!.floor.length ? { floor: combine(taken[s.name]!.floor) } : {}),
    ...(trace
      ? { statements: trace.byScenario[s.name]?.length ?? 0, floorCheck: checks[s.name] }
      : {}),
  }));
  const result = { scale: scale.target.scale, generation: scale.generation, jarvisPeakMb };
  return {
    ...result,
    scenarios,
    ...(constant ? { constant } : {}),
    ...(timed.length ? { timed } : {}),
  };
}

/**
 * A 'timed' scenario on Jarvis: `runs` times, one after another, its `prepare` (not timed) then its
 * request (a POST of what `prepare` gave, or a GET), timed from sending to the whole answer.
 */
async function timeOne(server: Server, state: State, s: Scenario, timing: Timing) {
  const facts = factsOf(state.scale);
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${state.tokens[s.as!]}`,
  };
  const call = async (path: string, body?: object) => {
    const init = body ? { method: 'POST', body: JSON.stringify(body) } : { method: 'GET' };
    const res = await fetch(`${server.url}${path}`, { ...init, headers });
    const text = await res.text();
    if (!res.ok)
      throw new Error(`${s.name}: ${path} respondió ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as unknown;
  };
  const runs: TimedRun[] = [];
  for (let i = 0; i < (s.runs ?? 3); i++) {
    const body = await s.prepare?.(facts, state.drawn.next[s.name] ?? 0, call);
    state.drawn.next[s.name] = (state.drawn.next[s.name] ?? 0) + 1;
    writeFileSync(state.drawn.file, JSON.stringify(state.drawn.next));
    await settle(server.pid, timing.postgres);
    const t = performance.now();
    const init = body ? { method: 'POST', body: JSON.stringify(body) } : { method: 'GET' };
    const res = await fetch(`${server.url}${s.path(facts)}`, { ...init, headers });
    const bytes = Buffer.from(await res.arrayBuffer());
    const ms = Number((performance.now() - t).toFixed(1));
    const json = res.headers.get('content-type')?.includes('json');
    const answer = json ? (JSON.parse(bytes.toString()) as unknown) : { bytes: bytes.length };
    const size = res.ok && s.size ? s.size(answer) : bytes.toString().slice(0, 120);
    runs.push({ ms, status: res.status, size });
    console.log(`    ${s.name} ${i + 1}: ${ms} ms, ${res.status} ${size}`);
  }
  state.timed.push({ name: s.name, path: `${methodOf(s)} ${s.path(facts)}`, runs });
}

const methodOf = (s: Scenario) => (s.prepare ? 'POST' : 'GET');

const CONSTANT = { url: '/floor/constant', method: 'GET', headers: {} };

/** Measures every scenario on the servers of `roles`, all up at once, each in turn in each round. */
async function phase(roles: Role[], timing: Timing, whileUp: WhileUp) {
  const up: (Role & { server: Server })[] = [];
  try {
    for (const role of roles) {
      const what = role.floor ? 'suelo (las sentencias trazadas)' : 'Jarvis';
      say(`Escala ${role.state.scale.target.scale}: ${what}`);
      const server = await (role.floor ? startFloor : startJarvis)(role.state);
      up.push({ ...role, server });
    }
    for (const s of loaded(roles[0]!.state.scale)) {
      console.log(`  · ${s.name} (${clock()})`);
      for (let round = 0; round < timing.rounds; round++)
        for (const u of up.filter((x) => x.state.taken[s.name])) {
          const r = request(s, factsOf(u.state.scale), u.state.tokens, u.floor);
          const figures = await once(u.server, r, timing, round, drawer(u.state, s), u.floor);
          u.state.taken[s.name]![u.floor ? 'floor' : 'jarvis'].push(figures);
        }
    }
    for (const u of up.filter((x) => !x.floor))
      for (const s of u.state.scale.scenarios.filter((x) => x.kind === 'timed')) {
        console.log(`  · ${s.name}, escala ${u.state.scale.target.scale} (${clock()})`);
        await timeOne(u.server, u.state, s, timing);
      }
    for (const u of up) {
      if (u.floor) {
        const constant = [];
        for (let round = 0; round < timing.rounds; round++)
          constant.push(await once(u.server, CONSTANT, timing, round));
        u.state.constant = combine(constant);
      } else if (u.state.scale.lighthouse) {
        // The mails of the last scenarios are delivered first.
        await settle(u.server.pid, timing.postgres);
        await whileUp(u.server, u.state.tokens);
      }
    }
  } finally {
    for (const u of up) {
      if (!u.floor) u.state.jarvisPeakMb = peakMb(u.server.pid);
      await u.server.stop();
    }
  }
}

/** Every scale: on PostgreSQL all servers up at once; on PGlite one process at a time. */
export async function measureScales(scales: Scale[], timing: Timing, whileUp: WhileUp) {
  const states: State[] = scales.map((scale) => {
    const file = path.join(scale.target.dataDir, 'drawn.json');
    const next = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>)
      : {};
    return {
      scale,
      tokens: {},
      drawn: { file, next },
      checks: {},
      taken: Object.fromEntries(loaded(scale).map((s) => [s.name, { jarvis: [], floor: [] }])),
      timed: [],
      jarvisPeakMb: 0,
    };
  });
  const roles = states.flatMap((state) => [
    { state, floor: false },
    ...(state.scale.floor ? [{ state, floor: true }] : []),
  ]);
  const together = scales[0]!.target.kind === 'postgres';
  for (const group of together ? [roles] : roles.map((r) => [r]))
    await phase(group, timing, whileUp);
  return states.map(resultOf);
}
