// One scale: build its database, load Jarvis's production build scenario by scenario, then (when asked)
// the floor server on the same data. Only one server runs at a time: they share two cores with the load
// generator, and PGlite allows one process per directory.
import path from 'node:path';
import { SCENARIOS } from '../scenarios.mjs';
import { floorEnv, generate, jarvisEnv, recreate, targetFor } from './database.mjs';
import { clock, measure, requestFor, say, sendOnce, serve, signIn } from './measure.mjs';
import { snapshot } from './paths.mjs';
import { sampleRss } from './processes.mjs';
import { compareStatements, recordStatements } from './sql-check.mjs';

async function loadEach(server, { scenarios, timing, request }) {
  const results = {};
  for (const scenario of scenarios) {
    console.log(`  · ${scenario.name} (${clock()})`);
    results[scenario.name] = await measure(server, request(scenario), timing);
  }
  return results;
}

const recordAll = (server, traceFile, { scenarios, request }) =>
  recordStatements(
    server,
    traceFile,
    scenarios.map((s) => ({ name: s.name, send: sendOnce(server, request(s)) })),
  );

async function jarvisPass(target, { scenarios, timing, webDist, whileUp, traceFile, facts }) {
  const load = timing.connections === 1 ? '1 conexión' : `${timing.connections} conexiones`;
  say(`Escala ${target.scale}: Jarvis (compilación de producción), ${load}`);
  const env = { ...jarvisEnv(target), WEB_DIST: webDist };
  const server = await serve({
    label: 'Jarvis',
    args: [snapshot.serverScript],
    env,
    readyPath: '/api/health',
    traceFile,
  });
  const startRssMb = sampleRss(server.pid).stop().peakRssMb;
  const tokens = await signIn(server.url, [...new Set(SCENARIOS.map((s) => s.as).filter(Boolean))]);
  const request = (s) => requestFor(s, { facts, tokens });
  const sql = traceFile ? await recordAll(server, traceFile, { scenarios, request }) : undefined;
  const results = await loadEach(server, { scenarios, timing, request });
  const extra = whileUp ? await whileUp(server, tokens) : undefined;
  const processPeakMb = sampleRss(server.pid).stop().processPeakMb;
  const exited = server.exited();
  if (exited)
    console.warn(
      `✗ Jarvis terminó durante la medición: ${JSON.stringify(exited)}\n${server.output()}`,
    );
  await server.stop();
  return { results, tokens, sql, extra, process: { startRssMb, processPeakMb, exited } };
}

async function floorPass(target, { scenarios, timing, traceFile, facts, tokens }) {
  const driver = target.kind === 'postgres' ? 'node-postgres' : 'PGlite';
  say(`Escala ${target.scale}: suelo (Fastify sin Jarvis + ${driver})`);
  const server = await serve({
    label: 'Suelo',
    args: ['bench/floor/server.mjs'],
    env: floorEnv(target),
    readyPath: '/floor/constant',
    traceFile,
  });
  const request = (s) => requestFor(s, { facts, tokens, floor: true });
  const sql = traceFile ? await recordAll(server, traceFile, { scenarios, request }) : undefined;
  console.log(`  · constante (${clock()})`);
  const constant = await measure(server, { url: '/floor/constant', method: 'GET' }, timing);
  const results = await loadEach(server, { scenarios, timing, request });
  await server.stop();
  return { results, constant, sql };
}

/**
 * `scenarios`: which ones to load; `floor`: measure the floor too; `whileUp(server, tokens)`: extra
 * work while Jarvis runs on this data (Lighthouse).
 */
export async function runScale({ scale, adminUrl, scenarios = SCENARIOS, floor, ...options }) {
  const target = targetFor(scale, adminUrl);
  say(`Escala ${scale}: generando datos (${target.kind}, ${target.name})…`);
  await recreate(target);
  const generation = await generate(target);
  // Row counts, and what the generators report (bench/generate/sql.ts `facts`).
  const facts = { ...generation.facts, counts: generation.counts };
  // The SQL check needs node-postgres: PostgreSQL runs with a floor only.
  const traced = floor && target.kind === 'postgres';
  const traceFile = traced ? path.join(target.dataDir, 'sql-trace.jsonl') : undefined;
  const context = { ...options, scenarios, facts, traceFile };
  const jarvis = await jarvisPass(target, context);
  const bare = floor ? await floorPass(target, { ...context, tokens: jarvis.tokens }) : undefined;
  return {
    scale,
    database: { kind: target.kind, name: target.name, ...generation.server },
    generation: { seconds: generation.steps, counts: generation.counts, facts: generation.facts },
    jarvisProcess: jarvis.process,
    scenarios: scenarios.map((s) => ({
      name: s.name,
      title: s.title,
      kind: s.kind,
      path: s.path(facts),
      jarvis: jarvis.results[s.name],
      ...(bare ? { floor: bare.results[s.name] } : {}),
    })),
    constant: bare?.constant,
    sqlCheck: traced ? compareStatements(jarvis.sql, bare.sql) : undefined,
    extra: jarvis.extra,
  };
}
