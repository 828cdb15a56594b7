// The everyday writes under load, on a copy of a scale database, against one build or two (the old
// one first, as tools/ab.mjs), at 50 connections and at one:
//   node bench/tools/writes.mjs postgres://postgres@127.0.0.1:5432/jarvis_bench_s1 \
//     [--old bench/.data/ab-old/dist/server.js] [--only ticket-state,price-change] [--seconds 10]
//
// A whole run measures them on its own build (lib/writes.mjs, where they are defined and how); this
// tool compares two builds, or measures some writes alone. Every request changes the data, so each
// build gets its own copy of the database, and a count that concurrent writers left wrong is
// reported, whatever the figures.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serverScript } from '../lib/paths.mjs';
import { measureWrites } from '../lib/writes.mjs';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    old: { type: 'string' },
    only: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50,1' },
  },
});
const [url] = positionals;
if (!url)
  throw new Error(
    'Uso: node bench/tools/writes.mjs <postgres url> [--old server.js] [--only a,b] [--seconds 10]',
  );

const ms = (v) => v.toFixed(1);
await measureWrites({
  url,
  builds: [...(opts.old ? [['anterior', path.resolve(opts.old)]] : []), ['actual', serverScript]],
  ...(opts.only ? { names: opts.only.split(',') } : {}),
  connectionsList: opts.connections.split(',').map(Number),
  seconds: Number(opts.seconds),
  onResult({ build, name, connections, run }) {
    const head = `${build.padEnd(8)} ${name.padEnd(13)} ${String(connections).padStart(2)} conexiones`;
    if (!run) return console.log(`${head}: no quedan filas para esta escritura`);
    const codes = Object.entries(run.statusCodes ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' ');
    const wrong = run.keptCountsWrong.map((w) => `${w.table}: ${w.rows} filas`);
    console.log(
      `${head}: ${Math.round(run.requestsPerSecond)}/s, p50 ${ms(run.latencyMs.p50)} ms, ` +
        `p99 ${ms(run.latencyMs.p99)} ms, max ${ms(run.latencyMs.max)} ms, ` +
        `errores ${run.errors + run.non2xx} (${codes}), CPU ${run.cpu.serverCores.toFixed(2)} núcleos; ` +
        `${run.audited} en la bitácora (con el calentamiento), ${run.mailsEach} correos cada una` +
        (run.targetsAvailable ? `, ${run.targetsUsed} de ${run.targetsAvailable} filas` : '') +
        (wrong.length ? `; CONTEOS MAL: ${wrong.join(', ')}` : '; conteos al día'),
    );
  },
});
