// The scales of a run: build each one's database, then load Jarvis's production build scenario by
// scenario and, where asked, the floor server on the same data.
//
// On PostgreSQL every server is up at once (an idle one costs nothing) and each scenario is measured
// on all of them back to back: Jarvis at scale 1, its floor, Jarvis at scale 0.1, in rounds (a full
// run's three), each round all three in turn. A ratio then compares figures taken side by side, not
// ten minutes apart: this machine's speed drifts during a run (two runs 25 minutes apart on
// 2026-11-24 put the same article list at 0.62× and 0.43× of its floor, with identical code and
// data), and the median round leaves out a burst that spoilt one (lib/rounds.mjs). On PGlite one
// process holds a data directory, so Jarvis and the floor of a scale take turns, each over all its
// scenarios, a scenario's rounds in a row.
import path from 'node:path';
import { SCENARIOS } from '../scenarios.mjs';
import {
  dataFingerprint,
  floorEnv,
  generate,
  recreate,
  rememberGeneration,
  reusableGeneration,
  targetFor,
} from './database.mjs';
import {
  clock,
  measure,
  requestFor,
  say,
  sendOnce,
  serve,
  serveJarvis,
  signIn,
  usersOf,
} from './measure.mjs';
import { snapshot } from './paths.mjs';
import { sampleRss } from './processes.mjs';
import { combineRounds } from './rounds.mjs';
import { pgAlone } from './pg-alone.mjs';
import { compareStatements, recordStatements } from './sql-check.mjs';

const usernames = usersOf(SCENARIOS);
const CONSTANT = { url: '/floor/constant', method: 'GET' };
// Issue #3's yardstick (floor/server.mjs): how this machine compares with the one the targets were set on.
const REFERENCE = { url: '/floor/reference', method: 'GET' };
/** pgbench's window a list (after its warm-up): 20 lists take about three minutes. */
const PG_ALONE_SECONDS = 6;

/** A scale's database: generated afresh, or, with `reuseData`, the last run's when its sources match. */
async function scaleData(target, reuseData) {
  const fingerprint = await dataFingerprint(target.scale);
  const kept = reuseData ? await reusableGeneration(target, fingerprint) : undefined;
  if (kept) {
    say(`Escala ${target.scale}: datos de la ejecución anterior (${target.name}, ${fingerprint})`);
    return { ...kept, reused: true };
  }
  say(`Escala ${target.scale}: generando datos (${target.kind}, ${target.name})…`);
  await recreate(target);
  const generation = await generate(target);
  await rememberGeneration(target, fingerprint, generation);
  return generation;
}

async function prepareScale(step, { adminUrl, reuseData }) {
  const target = targetFor(step.scale, adminUrl);
  const generation = await scaleData(target, reuseData);
  // Row counts, and what the generators report (bench/generate/sql.ts `facts`).
  const facts = { ...generation.facts, counts: generation.counts };
  // The SQL check needs node-postgres: PostgreSQL runs with a floor only.
  const traced = step.floor && target.kind === 'postgres';
  return { ...step, target, generation, facts, traced };
}

const traceFileOf = (scale, who) =>
  scale.traced ? path.join(scale.target.dataDir, `sql-trace-${who}.jsonl`) : undefined;

async function startJarvis(scale, { webDist }) {
  const server = await serveJarvis({
    label: `Jarvis (escala ${scale.scale})`,
    target: scale.target,
    script: snapshot.serverScript,
    web: webDist,
    traceFile: traceFileOf(scale, 'jarvis'),
  });
  const startRssMb = sampleRss(server.pid).stop().peakRssMb;
  const tokens = await signIn(server.url, usernames);
  return { server, tokens, startRssMb };
}

async function stopJarvis({ server, startRssMb }) {
  const processPeakMb = sampleRss(server.pid).stop().processPeakMb;
  const exited = server.exited();
  if (exited)
    console.warn(
      `✗ Jarvis terminó durante la medición: ${JSON.stringify(exited)}\n${server.output()}`,
    );
  await server.stop();
  return { startRssMb, processPeakMb, exited };
}

const startFloor = (scale) =>
  serve({
    label: `Suelo (escala ${scale.scale})`,
    args: ['bench/floor/server.mjs'],
    env: floorEnv(scale.target),
    readyPath: '/floor/constant',
    traceFile: traceFileOf(scale, 'floor'),
  });

/**
 * One request per scenario to each server, traced: did the floor send exactly Jarvis's SQL? A
 * scenario that differs is traced again, twice at most: Jarvis's scheduled jobs (SAP's poller) may
 * run inside a request's window (at 02:51 one did, inside the half-second sign-in).
 */
async function checkStatements(scale, jarvis, floor) {
  const record = (server, who, floorRequest, scenarios) =>
    recordStatements(
      server,
      traceFileOf(scale, who),
      scenarios.map((s) => ({
        name: s.name,
        send: sendOnce(
          server,
          requestFor(s, { ...scale, tokens: jarvis.tokens, floor: floorRequest }),
        ),
      })),
    );
  // Jarvis's statements of the last check that found them the same as the floor's (pgAlone).
  const sent = {};
  const compare = async (scenarios) => {
    const ours = await record(jarvis.server, 'jarvis', false, scenarios);
    const compared = compareStatements(ours, await record(floor, 'floor', true, scenarios));
    for (const c of compared) if (c.same || !sent[c.name]) sent[c.name] = ours[c.name];
    return compared;
  };
  let checked = await compare(scale.scenarios);
  for (let retry = 0; retry < 2; retry++) {
    const differing = scale.scenarios.filter((s) =>
      checked.some((c) => c.name === s.name && !c.same),
    );
    if (differing.length === 0) break;
    const again = await compare(differing);
    checked = checked.map((c) => again.find((a) => a.name === c.name) ?? c);
  }
  return { checked, sent };
}

function resultOf(
  scale,
  {
    jarvisProcess,
    jarvis,
    floor,
    constant,
    reference,
    referenceAtStart,
    sqlCheck,
    pgAlone: alone,
    extra,
  },
) {
  return {
    scale: scale.scale,
    database: { kind: scale.target.kind, name: scale.target.name, ...scale.generation.server },
    generation: {
      reused: scale.generation.reused ?? false,
      seconds: scale.generation.steps,
      counts: scale.generation.counts,
      facts: scale.generation.facts,
    },
    jarvisProcess,
    scenarios: scale.scenarios.map((s) => ({
      name: s.name,
      title: s.title,
      kind: s.kind,
      ...(s.flat ? { flat: s.flat } : {}),
      path: s.path(scale.facts),
      jarvis: jarvis[s.name],
      ...(floor ? { floor: floor[s.name] } : {}),
    })),
    constant,
    reference,
    referenceAtStart,
    sqlCheck,
    ...(alone ? { pgAlone: alone } : {}),
    extra,
  };
}

const loadLabel = ({ connections, rounds }) =>
  `${connections === 1 ? '1 conexión' : `${connections} conexiones`}${rounds > 1 ? `, ${rounds} rondas` : ''}`;

/**
 * The timing of round `round` (from 0): the first warms the route up (V8 compiles it), a later one
 * only refills the pipeline, and skips the wait for other people's work to leave the cores (the
 * round before it just had it).
 */
const roundTiming = (timing, round) => (round === 0 ? timing : { ...timing, ...timing.laterRound });

/** One request loaded on one server over every round in a row, combined (lib/rounds.mjs). */
async function measureRounds(server, request, timing) {
  const taken = [];
  for (let round = 0; round < (timing.rounds ?? 1); round++)
    taken.push(await measure(server, request, roundTiming(timing, round)));
  return combineRounds(taken);
}

/**
 * Each list's traced reads replayed by pgbench (lib/pg-alone.mjs), once the servers have stopped:
 * the ceiling PostgreSQL itself sets on this machine. A failure is reported, not thrown: it must
 * not cost the run measured before it.
 */
function measurePgAlone(scale, sent, timing) {
  say('PostgreSQL solo (pgbench): las lecturas de cada lista, sin HTTP ni Node');
  try {
    return pgAlone({
      url: scale.target.url,
      statements: sent,
      scenarios: scale.scenarios.filter((s) => s.kind === 'list').map((s) => s.name),
      workDir: path.join(scale.target.dataDir, 'pg-alone'),
      seconds: PG_ALONE_SECONDS,
      connections: timing.connections,
      onScenario: (name) => console.log(`  · ${name} (${clock()})`),
    });
  } catch (err) {
    console.log(`  · no medido: ${err.message}`);
    return { unavailable: err.message.split('\n')[0] };
  }
}

/** PostgreSQL: every server up together, each scenario measured on all of them in a row. */
async function interleaved(scales, { timing, webDist, whileUp }) {
  say('Servidores: Jarvis y su suelo de cada escala, arriba a la vez');
  // Per scale: its servers, and what resultOf reports, filled in as the run goes.
  const up = [];
  try {
    for (const scale of scales) {
      const app = await startJarvis(scale, { webDist });
      const floorServer = scale.floor ? await startFloor(scale) : undefined;
      up.push({ scale, app, floorServer, jarvis: {}, floor: floorServer && {} });
    }
    for (const u of up)
      if (u.floorServer && u.scale.traced) {
        const { checked, sent } = await checkStatements(u.scale, u.app, u.floorServer);
        u.sqlCheck = checked;
        u.sent = sent;
      }

    // Floor (c) first as well as last: how far this machine's speed drifted while it measured.
    for (const u of up.filter((x) => x.floorServer)) {
      console.log(`  · referencia al empezar, escala ${u.scale.scale} (${clock()})`);
      u.referenceAtStart = await measureRounds(u.floorServer, REFERENCE, timing);
    }
    say(
      `Medición alternada (${loadLabel(timing)}): Jarvis y su suelo, escala por escala, en cada escenario y cada ronda`,
    );
    for (const scenario of scales[0].scenarios) {
      console.log(`  · ${scenario.name} (${clock()})`);
      const measuring = up.filter((u) => u.scale.scenarios.includes(scenario));
      // Per server, its rounds: within a round every server takes its turn, so Jarvis's round and
      // its floor's are side by side, and so are the two scales'.
      const taken = measuring.map(() => ({ jarvis: [], floor: [] }));
      for (let round = 0; round < (timing.rounds ?? 1); round++) {
        const t = roundTiming(timing, round);
        for (const [i, u] of measuring.entries()) {
          const context = { facts: u.scale.facts, tokens: u.app.tokens };
          taken[i].jarvis.push(await measure(u.app.server, requestFor(scenario, context), t));
          if (u.floorServer)
            taken[i].floor.push(
              await measure(u.floorServer, requestFor(scenario, { ...context, floor: true }), t),
            );
        }
      }
      for (const [i, u] of measuring.entries()) {
        u.jarvis[scenario.name] = combineRounds(taken[i].jarvis);
        if (u.floorServer) u.floor[scenario.name] = combineRounds(taken[i].floor);
      }
    }
    for (const u of up) {
      if (u.floorServer) {
        console.log(`  · constante, escala ${u.scale.scale} (${clock()})`);
        u.constant = await measureRounds(u.floorServer, CONSTANT, timing);
        console.log(`  · referencia, escala ${u.scale.scale} (${clock()})`);
        u.reference = await measureRounds(u.floorServer, REFERENCE, timing);
      }
      if (u.scale.lighthouse && whileUp) u.extra = await whileUp(u.app.server, u.app.tokens);
    }
    for (const u of up) {
      u.jarvisProcess = await stopJarvis(u.app);
      await u.floorServer?.stop();
      u.stopped = true;
    }
    // With every server stopped: their pools hold connections pgbench's 50 clients need.
    for (const u of up)
      if (u.scale.pgAlone && u.sent) u.pgAlone = measurePgAlone(u.scale, u.sent, timing);
    return up.map((u) => resultOf(u.scale, u));
  } finally {
    for (const u of up.filter((x) => !x.stopped)) {
      await u.app.server.stop();
      await u.floorServer?.stop();
    }
  }
}

async function loadEach(server, { scenarios, timing, request }) {
  const results = {};
  for (const scenario of scenarios) {
    console.log(`  · ${scenario.name} (${clock()})`);
    results[scenario.name] = await measureRounds(server, request(scenario), timing);
  }
  return results;
}

/** PGlite: one server at a time on a scale's directory, Jarvis over every scenario, then the floor. */
async function inTurns(scale, { timing, webDist, whileUp }) {
  say(`Escala ${scale.scale}: Jarvis (compilación de producción), ${loadLabel(timing)}`);
  const jarvis = await startJarvis(scale, { webDist });
  let jarvisProcess;
  let results;
  let extra;
  try {
    const request = (s) => requestFor(s, { facts: scale.facts, tokens: jarvis.tokens });
    results = await loadEach(jarvis.server, { scenarios: scale.scenarios, timing, request });
    if (scale.lighthouse && whileUp) extra = await whileUp(jarvis.server, jarvis.tokens);
  } finally {
    jarvisProcess = await stopJarvis(jarvis);
  }
  if (!scale.floor) return resultOf(scale, { jarvisProcess, jarvis: results, extra });

  say(`Escala ${scale.scale}: suelo (Fastify sin Jarvis + PGlite)`);
  const floor = await startFloor(scale);
  try {
    const request = (s) =>
      requestFor(s, { facts: scale.facts, tokens: jarvis.tokens, floor: true });
    console.log(`  · constante (${clock()})`);
    const constant = await measureRounds(floor, CONSTANT, timing);
    console.log(`  · referencia (${clock()})`);
    const reference = await measureRounds(floor, REFERENCE, timing);
    const floorResults = await loadEach(floor, { scenarios: scale.scenarios, timing, request });
    return resultOf(scale, {
      jarvisProcess,
      jarvis: results,
      floor: floorResults,
      constant,
      reference,
      extra,
    });
  } finally {
    await floor.stop();
  }
}

/**
 * `plan`: the scales, each with `scale`, `scenarios` (which to load), `floor` (measure the floor
 * too) and `lighthouse`; `whileUp(server, tokens)` runs with that scale's Jarvis up (Lighthouse).
 * `phase(name, work)` times each part for the report; `ready()` resolves once the build to measure
 * is in place (it may be built while the data is generated).
 */
export async function runPlan(plan, { adminUrl, reuseData, phase, ready, ...options }) {
  const scales = [];
  for (const step of plan)
    scales.push(
      await phase(`data (scale ${step.scale})`, () => prepareScale(step, { adminUrl, reuseData })),
    );
  await ready();
  if (adminUrl) return phase('measurement', () => interleaved(scales, options));
  const results = [];
  for (const scale of scales)
    results.push(await phase(`scale ${scale.scale}`, () => inTurns(scale, options)));
  return results;
}
