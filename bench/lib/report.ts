// The figures the targets ask for (ratios to the floor, growth; docs/performance.md), written as
// bench/results/<stamp>.{md,json}; a whole full run also as latest.md (kept in git) and latest.json.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SCENARIOS } from '../scenarios';
import type { Bundle } from '../frontend/bundle';
import type { Lighthouse } from '../frontend/lighthouse';
import { median, type Measured, type ScaleResult, type Timing } from './measure';
import { resultsDir } from './paths';

export const TARGETS = { throughput: 0.6, p99: 2, growth: 1.5, signInGzipKb: 300, lighthouse: 90 };

export type Run = {
  mode: string;
  whole: boolean;
  startedAt: string;
  seconds: number;
  phases: Record<string, number>;
  timing: Timing;
  build: string;
  database: string;
  scales: ScaleResult[];
  bundle: Bundle;
  lighthouse?: Lighthouse;
};

const fixed = (n: number | undefined, digits = 2) =>
  n === undefined || !Number.isFinite(n) ? '–' : n.toFixed(digits);
const num = (n: number) => Math.round(n).toLocaleString('en');
const mark = (met: boolean | null) => (met === null ? 'n/a' : met ? '✅' : '❌');
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const table = (header: string[], rows: (string | number)[][]) =>
  [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');
const figures = ({ figures: f }: Measured) => [
  num(f.requestsPerSecond),
  fixed(f.latencyMs.p50),
  fixed(f.latencyMs.p99),
  fixed(f.cpuMsPerRequest),
  num(f.failed),
];

const statements = (s: ScaleResult['scenarios'][number]) =>
  `${s.statements ?? '–'}${s.floorCheck ? ` ✗ ${s.floorCheck.replaceAll('|', '/')}` : ''}`;

/** Jarvis over its floor, round by round (each pair side by side): the median and the range. */
function ratios(jarvis: Measured, floor: Measured) {
  const pairs = jarvis.rounds.map((j, i) => [j, floor.rounds[i]!] as const);
  const tp = pairs.map(([j, f]) => j.requestsPerSecond / f.requestsPerSecond);
  const p99 = pairs.map(([j, f]) => j.latencyMs.p99 / f.latencyMs.p99);
  return { throughput: median(tp), range: [Math.min(...tp), Math.max(...tp)], p99: median(p99) };
}

/** Per scenario of the scale with a floor: its ratios, growth, and which targets it meets. */
function judge(run: Run) {
  const [main, small] = run.scales;
  const judged = run.timing.connections === 50;
  return main!.scenarios.map((s) => {
    // A side with no answer in the window (a cold 1 s on a loaded machine) is not judged.
    const measured = s.floor && s.floor.figures.ok > 0 && s.jarvis.figures.ok > 0;
    const r = measured ? ratios(s.jarvis, s.floor!) : undefined;
    const kind = SCENARIOS.find((x) => x.name === s.name)?.kind;
    const other = small?.scenarios.find((x) => x.name === s.name);
    const growth = other && s.jarvis.figures.latencyMs.p50 / other.jarvis.figures.latencyMs.p50;
    return {
      name: s.name,
      kind,
      ...r,
      growth,
      met: {
        throughput: r && judged ? r.throughput >= TARGETS.throughput : null,
        p99: r && judged ? r.p99 <= TARGETS.p99 : null,
        growth: growth === undefined ? null : growth < TARGETS.growth,
      },
    };
  });
}

function markdown(run: Run, judged: ReturnType<typeof judge>) {
  const [main, small] = run.scales;
  const cpu = os.cpus();
  const count = (key: 'throughput' | 'p99' | 'growth') =>
    `${judged.filter((j) => j.met[key]).length} of ${judged.filter((j) => j.met[key] !== null).length}`;
  const out = [
    `# Jarvis benchmark — ${run.mode} run, ${run.startedAt.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `- Database: ${run.database}`,
    `- Machine: ${cpu.length} cores (${cpu[0]?.model.trim()}), Node ${process.version}; autocannon in its own process on the same cores`,
    `- Load: ${run.timing.connections} connections, ${run.timing.rounds} round(s) of ${run.timing.duration} s per scenario after a warm-up of ${run.timing.warmup} s (1 s in later rounds); each figure the median of its rounds, a ratio the median of the rounds' ratios`,
    `- Build: ${run.build}; data ${run.scales.map((s) => `scale ${s.scale} ${s.generation.reused ? 'reused' : 'generated'}`).join(', ')}`,
    `- Run took ${num(run.seconds)} s (${Object.entries(run.phases)
      .map(([k, v]) => `${k} ${v} s`)
      .join(', ')})`,
    '',
    '## Targets',
    '',
    `Each scenario against its floor at scale ${main!.scale} (throughput ≥ ${TARGETS.throughput}×, p99 ≤ ${TARGETS.p99}× the floor's, at 50 connections)` +
      (small
        ? `; each list's growth, p50 at scale ${main!.scale} ÷ p50 at scale ${small.scale} < ${TARGETS.growth}.`
        : '.'),
    '',
    table(
      ['Scenario', 'kind', '÷ floor req/s (rounds)', 'met', '÷ floor p99', 'met', 'growth', 'met'],
      judged.map((j) => [
        j.name,
        j.kind ?? '',
        `${fixed(j.throughput)}×${j.range && j.range[0] !== j.range[1] ? ` (${fixed(j.range[0])}–${fixed(j.range[1])})` : ''}`,
        mark(j.met.throughput),
        `${fixed(j.p99)}×`,
        mark(j.met.p99),
        fixed(j.growth),
        mark(j.met.growth),
      ]),
    ),
    '',
    `Throughput target met by ${count('throughput')}, p99 by ${count('p99')}, growth by ${count('growth')}.`,
    '',
  ];
  const login = run.bundle.routes?.find((r) => r.route === '/auth/login');
  const front = [
    [
      `/auth/login loads ≤ ${TARGETS.signInGzipKb} KB of gzip JavaScript`,
      login ? `${login.gzipKb} KB` : (run.bundle.error ?? 'no build'),
      mark(login ? login.gzipKb <= TARGETS.signInGzipKb : null),
    ],
    ...(run.lighthouse?.runs ?? []).map((l) => [
      `Lighthouse mobile ${l.url} ≥ ${TARGETS.lighthouse}`,
      l.error ?? `${l.score} (runs ${l.scores?.join(', ')})`,
      mark(l.error ? false : (l.score ?? 0) >= TARGETS.lighthouse),
    ]),
    ...(run.lighthouse?.error ? [['Lighthouse', run.lighthouse.error, 'n/a']] : []),
  ];
  out.push(table(['Front end', 'Measured', 'Met'], front), '');
  const timed = run.scales.flatMap((scale) => (scale.timed ?? []).map((t) => ({ scale, ...t })));
  if (timed.length)
    out.push(
      '## One at a time',
      '',
      "Requests not loaded at 50 connections, sent one after another on Jarvis alone (no floor): a write over thousands of rows, sent after what it needs (a preview's digest), and the downloads, files built per request. The time from sending to the whole answer.",
      '',
      table(
        ['Scenario', 'scale', 'Request', 'runs (ms)', 'median ms', 'answer'],
        timed.map((t) => [
          t.name,
          t.scale.scale,
          `\`${t.path}\``,
          t.runs.map((r) => (r.status < 300 ? fixed(r.ms, 0) : `${r.status}`)).join(', '),
          fixed(median(t.runs.filter((r) => r.status < 300).map((r) => r.ms)), 0),
          (t.runs.at(-1)?.size ?? '').replaceAll('|', '/'),
        ]),
      ),
      '',
    );
  for (const scale of run.scales) {
    const floor = scale.scenarios.some((s) => s.floor);
    out.push(`## Scale ${scale.scale}: Jarvis${floor ? ' and its floor' : ''}`, '');
    const header = ['Scenario', 'Request', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'failed'];
    if (floor) header.push('floor req/s', 'p50', 'p99', 'CPU ms/req', 'failed', 'statements');
    const rows = scale.scenarios.map((s) => [
      s.name,
      `\`${s.path}\``,
      ...figures(s.jarvis),
      ...(floor ? [...(s.floor ? figures(s.floor) : []), statements(s)] : []),
    ]);
    const blank = ['', '', '', '', ''];
    if (scale.constant)
      rows.push([
        'floor constant',
        '`GET /floor/constant`',
        ...blank,
        ...figures(scale.constant),
        '0',
      ]);
    out.push(
      table(header, rows),
      '',
      `Jarvis's peak memory: ${scale.jarvisPeakMb} MB. Data: ${Object.entries(
        scale.generation.counts,
      )
        .filter(([, n]) => n >= 1000)
        .map(([t, n]) => `${t} ${num(n)}`)
        .join(', ')}.`,
      '',
    );
  }
  if (run.bundle.routes)
    out.push(
      '## JavaScript per route (gzip)',
      '',
      table(
        ['Route', 'chunks', 'KB', 'gzip KB'],
        run.bundle.routes.map((r) => [r.route, r.chunks, r.rawKb, r.gzipKb]),
      ),
      '',
    );
  return `${out.join('\n')}\n`;
}

/** Writes the report; returns its Markdown and the files written. */
export async function writeReport(run: Run) {
  const judged = judge(run);
  const md = markdown(run, judged);
  const stamp = run.startedAt.replace(/[:]/g, '').replace(/\.\d+Z$/, 'Z');
  const base = `${stamp}-${run.database.split(' ')[0]!.toLowerCase()}-${run.mode}`;
  const json = `${JSON.stringify({ ...run, judged }, null, 1)}\n`;
  await mkdir(resultsDir, { recursive: true });
  const files = [`${base}.md`, `${base}.json`, ...(run.whole ? ['latest.md', 'latest.json'] : [])];
  for (const file of files)
    await writeFile(path.join(resultsDir, file), file.endsWith('.md') ? md : json);
  return { md, files: files.map((f) => `bench/results/${f}`) };
}
