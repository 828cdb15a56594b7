// `npm run bench`: builds Jarvis, generates the scale databases, measures every scenario against its
// floor (the statements Jarvis sent for it, replayed with no Jarvis code: floor.ts), then the front
// end; writes bench/results/<stamp>.{md,json} (and latest.* for a whole full run). See bench/README.md.
import { parseArgs } from 'node:util';
import { bundleSizes } from './frontend/bundle';
import { runLighthouse, type Lighthouse } from './frontend/lighthouse';
import { buildApp } from './lib/build';
import { scaleData, targetFor } from './lib/data';
import { measureScales, say, type Scale, type Timing } from './lib/measure';
import { snapshot } from './lib/paths';
import { stopLoad } from './lib/processes';
import { writeReport } from './lib/report';
import { SCENARIOS } from './scenarios';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'reuse-data': { type: 'boolean', default: false },
    only: { type: 'string' },
    rounds: { type: 'string' },
    connections: { type: 'string', default: '50' },
  },
});
const adminUrl = process.env.BENCH_DATABASE_URL;
const quick = flags.quick;
const only = flags.only?.split(',').map((n) => n.trim());
const names = SCENARIOS.map((s) => s.name);
const unknown = only?.filter((n) => !names.includes(n)) ?? [];
if (unknown.length)
  throw new Error(`Escenarios desconocidos: ${unknown.join(', ')} (hay: ${names.join(', ')})`);
const scenarios = SCENARIOS.filter((s) => (only ? only.includes(s.name) : !quick || s.smoke));
const lists = scenarios.filter((s) => s.kind === 'list');
const timing: Timing = {
  rounds: Number(flags.rounds ?? (quick ? 1 : 3)),
  duration: quick ? 1 : 4,
  warmup: quick ? 0 : 3,
  connections: Number(flags.connections),
  postgres: Boolean(adminUrl),
};
if (!(timing.rounds > 0 && timing.connections > 0))
  throw new Error('--rounds y --connections: enteros > 0');

// Scale 1 with its floors, and scale 0.1 for the lists' growth; a quick run takes scale 0.1 and
// 0.01 (its growth is the pipeline's proof, not the target's figure).
const [large, small] = quick ? [0.1, 0.01] : [1, 0.1];
const lighthouse = !quick && !only && !flags['no-lighthouse'];
const plan = [
  { scale: large, floor: true, scenarios, lighthouse },
  ...(lists.length ? [{ scale: small, floor: false, scenarios: lists }] : []),
];

const started = new Date();
const phases: Record<string, number> = {};
async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const t = Date.now();
  const result = await work();
  phases[name] = Math.round((Date.now() - t) / 1000);
  return result;
}

// A quick run builds (only when a source is newer) while its data is generated; a full run first.
const building = phase('build', () => buildApp(quick, flags['no-build']));
building.catch(() => {});
if (!quick) await building;
// Both scales at once: each generator is one process, mostly on one core.
const scales: Scale[] = await Promise.all(
  plan.map(async (step) => {
    const target = targetFor(step.scale, adminUrl);
    say(`Escala ${step.scale}: datos (${target.kind}, ${target.name})`);
    const reuse = flags['reuse-data'] || quick;
    const generation = await phase(`data ${step.scale}`, () => scaleData(target, reuse));
    return { ...step, target, generation };
  }),
);
const build = await building;
say(`Compilación: ${build}`);

let audits: Lighthouse | undefined;
const whileUp = async (jarvis: { url: string }, tokens: Record<string, string>) => {
  say('Lighthouse');
  audits = await phase('lighthouse', () => runLighthouse(jarvis.url, tokens.restaurante!));
};
const measuring = phase('measurement', () => measureScales(scales, timing, whileUp));
const results = await measuring.finally(stopLoad);

const version = scales[0]!.generation.server.version?.split(' ').slice(0, 2).join(' ');
const report = await writeReport({
  mode: `${quick ? 'quick' : 'full'}${only ? '-only' : ''}`,
  whole: !quick && !only,
  startedAt: started.toISOString(),
  seconds: Math.round((Date.now() - started.getTime()) / 1000),
  phases,
  timing,
  build,
  database: `${adminUrl ? 'PostgreSQL' : 'PGlite'} (${version ?? '?'})`,
  scales: results,
  bundle: bundleSizes(snapshot.webDist),
  ...(audits ? { lighthouse: audits } : {}),
});
console.log(`\n${report.md.split('\n## Scale')[0]}\n▸ Informe: ${report.files.join(', ')}`);
