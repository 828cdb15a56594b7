// The report as Markdown: what a reviewer reads in bench/results/latest.md.
import { data, frontEnd, ms, num, sqlCheck, table, x } from './markdown-parts.mjs';
import { spread } from './rounds.mjs';
import { PG_ALONE_P99_MS, TARGETS, TARGETS_MACHINE } from './targets.mjs';

const mark = (met) => (met === null ? 'n/a' : met ? '✅' : '❌');
// Other people's processes using this much CPU during a measurement make it suspect.
const NOISY_CORES = 0.3;
const noisy = (...runs) => runs.some((r) => (r?.cpu?.foreignCores ?? 0) >= NOISY_CORES);
const figures = (r) => [num(r.requestsPerSecond), ms(r.latencyMs.p50), ms(r.latencyMs.p99)];
/** A figure with its range over the rounds, when there were rounds: `47.9 (44.1–52.3)`. */
const withSpread = (text, range, format) =>
  range ? `${text} (${range.map(format).join('–')})` : text;
/** Jarvis's figures, its p99 with the rounds' range. */
const jarvisFigures = (r) => {
  const [rps, p50, p99] = figures(r);
  return [
    rps,
    p50,
    withSpread(
      p99,
      spread(r, (round) => round.p99),
      ms,
    ),
  ];
};

const referenceTitle = (scale) =>
  `a page of 10 of ${num(scale.generation.counts.bitacora ?? 0)} rows (bitácora), one statement, no session`;

function scenarioTable(scale) {
  const withFloor = Boolean(scale.constant);
  const header = ['Scenario', 'Request', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'peak RSS MB'];
  if (withFloor) header.push('floor req/s', 'floor p50', 'floor p99', '÷ floor req/s', '÷ p99');
  const rows = scale.scenarios.map((s) => {
    const name = `${s.name} — ${s.title}${noisy(s.jarvis, s.floor) ? ' ⚠' : ''}`;
    const row = [name, `\`${s.path}\``, ...jarvisFigures(s.jarvis), num(s.failures)];
    row.push(num(s.jarvis.peakRssMb));
    if (withFloor)
      row.push(
        ...figures(s.floor),
        withSpread(x(s.vsFloor.throughput), s.vsFloor.throughputRange, (r) => r.toFixed(2)),
        x(s.vsFloor.p99),
      );
    return row;
  });
  if (withFloor) {
    const c = scale.constant;
    const name = `floor (a) — bare Fastify, constant${noisy(c) ? ' ⚠' : ''}`;
    rows.push([name, '`GET /floor/constant`', ...figures(c), num(c.non2xx + c.errors)]);
    rows.at(-1).push(num(c.peakRssMb), '', '', '', '', '');
  }
  const r = scale.reference;
  if (r) {
    const name = `floor (c) — ${referenceTitle(scale)}${noisy(r) ? ' ⚠' : ''}`;
    rows.push([name, '`GET /floor/reference`', ...figures(r), num(r.non2xx + r.errors)]);
    rows.at(-1).push(num(r.peakRssMb), '', '', '', '', '');
  }
  return table(header, rows);
}

/** Where the time goes: a server using little CPU while requests wait is waiting on the database. */
function cpuTable(scale) {
  const perRequest = (r) =>
    r?.cpu ? ms((r.cpu.serverCores * 1000) / Math.max(r.requestsPerSecond, 0.1)) : '–';
  const cores = (r) => (r?.cpu ? r.cpu.serverCores.toFixed(2) : '–');
  const others = (r) => (r?.cpu ? r.cpu.foreignCores.toFixed(2) : '–');
  const rows = scale.scenarios.map((s) => [
    s.name,
    cores(s.jarvis),
    perRequest(s.jarvis),
    cores(s.floor),
    perRequest(s.floor),
    `${others(s.jarvis)} / ${others(s.floor)}`,
  ]);
  if (scale.constant) {
    const c = scale.constant;
    rows.push(['floor (a) constant', '', '', cores(c), perRequest(c), others(c)]);
  }
  if (scale.reference) {
    const r = scale.reference;
    rows.push(['floor (c) reference', '', '', cores(r), perRequest(r), others(r)]);
  }
  const header = [
    'Scenario',
    'Jarvis cores',
    'Jarvis CPU ms/req',
    'floor cores',
    'floor CPU ms/req',
  ];
  header.push('others’ cores (Jarvis / floor)');
  return [
    table(header, rows),
    `Cores: average CPU of the server process during the measurement (PGlite runs inside it; a PostgreSQL server's CPU is not in it); CPU ms/req = cores × 1000 ÷ req/s. Others: every process that is neither the server, the load generator nor PostgreSQL — other people's work on this shared machine; ⚠ above marks ≥ ${NOISY_CORES} cores.`,
  ].join('\n\n');
}

function header(report) {
  const { machine: m, database: db, timing } = report;
  const engine = db.kind === 'postgres' ? 'PostgreSQL' : `PGlite ${m.pglite}`;
  const settings = Object.entries(db.settings ?? {}).map(([k, v]) => `${k}=${v}`);
  const phases = Object.entries(report.phases).map(([k, v]) => `${k} ${v} s`);
  const buildError = report.build.error ? ` — \`${report.build.error.split('\n').at(-1)}\`` : '';
  // A smoke run keeps its data and builds while the data is generated: its phases overlap.
  const isSmoke = report.mode.startsWith('quick');
  return [
    `# Jarvis benchmark — ${report.mode} run, ${report.startedAt.slice(0, 16).replace('T', ' ')} UTC`,
    [
      `- Database: **${engine}** — ${db.version}; ${settings.join(', ')}`,
      `- Machine: ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB, ${m.os}, Node ${m.node}; autocannon ${m.autocannon} runs in its own process on the same cores`,
      `- Load: ${timing.connections} connections, ${loadOf(timing, db.kind)}; latency of 2xx answers, µs resolution`,
      `- Build: ${report.build.status}${buildError}`,
      `- Run took ${num(report.seconds)} s (${phases.join(', ')}${isSmoke ? '; the build runs alongside the data' : ''})`,
      ...(report.only ? [`- Scenarios: only ${report.only.join(', ')}`] : []),
      ...(report.scales.some((s) => s.generation.reused)
        ? [
            `- Data: reused from the previous run (${isSmoke ? 'as a smoke run does' : '--reuse-data'}) at scale ${report.scales
              .filter((s) => s.generation.reused)
              .map((s) => s.scale)
              .join(' and ')}; its generation figures are that run's`,
          ]
        : []),
    ].join('\n'),
  ].join('\n\n');
}

const loadOf = (t, kind) =>
  (t.rounds ?? 1) > 1
    ? `${t.rounds} rounds of ${t.duration} s per scenario, ${kind === 'postgres' ? 'every server taking its turn in each round (Jarvis, its floor, Jarvis at the small scale)' : "a scenario's rounds in a row (one process holds PGlite's data: Jarvis takes every scenario, then its floor)"}; the first round ${warmupOf(t)}, the others ${t.laterRound ? `after ${t.laterRound.warmup} s` : 'with none'}. Each figure is the median of its rounds, with their range in brackets; a ratio to the floor is the median of the rounds' ratios (lib/rounds.mjs)`
    : `${t.duration} s per scenario ${warmupOf(t)}`;

const warmupOf = (t) => {
  if (t.warmupRequests)
    return `after a warm-up of ${t.warmup}–${t.warmupMax} s (at least ${num(t.warmupRequests)} answers, so V8 has compiled the route)`;
  return t.warmup > 0
    ? `after ${t.warmup} s of warm-up`
    : 'with no warm-up (a smoke run: V8 may still be compiling)';
};

/** The targets counted: of the lists, how many met each, and how many floors met p99. */
function tally({ tally: t }) {
  if (!t?.lists) return [];
  const alone = t.pgAloneP99 == null ? '' : `; PostgreSQL alone ${t.pgAloneP99}`;
  const floor = t.floorP99 === null ? '' : ` (their floors ${t.floorP99}${alone})`;
  const growth = t.growthLists
    ? `; growth under ${TARGETS.growthRatio} on ${t.growth} of ${t.growthLists}`
    : '';
  return [
    `Of ${t.lists} lists: ${t.throughput} at ${TARGETS.listThroughputRatio}× their floor's throughput or more; p99 within ${TARGETS.listP99Ratio}× their floor's on ${t.p99}${floor}${growth}.`,
  ];
}

function growth(report) {
  if (!report.growth.length) return [];
  const [large, small] = report.growth[0].scales;
  return [
    '## Growth',
    table(
      ['Scenario', `p50 scale ${large} ms`, `p50 scale ${small} ms`, 'ratio', 'kept flat by'],
      report.growth.map((g) => [g.name, ms(g.p50Large), ms(g.p50Small), x(g.ratio), g.flat ?? '–']),
    ),
    'A ratio well above 1 means the request costs more as the table grows: OFFSET paging (answer: keyset pagination), COUNT(*) over the whole table (answer: a bounded or estimated count), or a filter without an index (answer: the index). The last column says which answer each list stands on (`flat` in bench/scenarios.mjs).',
  ];
}

const range = ([low, high]) => `${num(low)}–${num(high)}`;
const signedPercent = (fraction) =>
  `${fraction < 0 ? '−' : '+'}${Math.abs(Math.round(100 * fraction))} %`;

/** Floors (a) and (c) beside what the issue measured on the machine it set the targets on. */
function thisMachine(report) {
  const main = report.scales.find((s) => s.reference);
  if (!main) return [];
  const { constant: c, reference: r, referenceAtStart: first } = main;
  const then = TARGETS_MACHINE;
  const reference = `floor (c) — ${referenceTitle(main)}, through ${main.database.kind === 'postgres' ? 'node-postgres' : 'PGlite'}`;
  const drift = first
    ? [
        [
          `${reference}, before the scenarios`,
          `${num(first.requestsPerSecond)} req/s, p99 ${ms(first.latencyMs.p99)} ms`,
          '',
        ],
      ]
    : [];
  return [
    '## This machine against the one the targets were set on',
    table(
      ['Yardstick (no Jarvis code)', 'this run', 'issue #3'],
      [
        [
          'floor (a) — bare Fastify, constant',
          `${num(c.requestsPerSecond)} req/s, p99 ${ms(c.latencyMs.p99)} ms`,
          `${range(then.constant.requestsPerSecond)} req/s`,
        ],
        ...drift,
        [
          first ? `${reference}, after them` : reference,
          `${num(r.requestsPerSecond)} req/s, p99 ${ms(r.latencyMs.p99)} ms`,
          `${range(then.reference.requestsPerSecond)} req/s, p99 ~${then.reference.p99Ms} ms (10 orders of 1,000,000)`,
        ],
      ],
    ),
    ...(first
      ? [
          `Floor (c) is measured before the scenarios and after them: between the two this machine's speed moved by ${signedPercent(r.requestsPerSecond / first.requestsPerSecond - 1)} (requests a second). A list's figures move with it, which is why each scenario is measured on Jarvis and on its floor back to back.`,
        ]
      : []),
    "A list request is more than (c): the session check, the page, its bounded count and, on some lists, its tabs' counts — three to five statements where (c) sends one.",
  ];
}

export function renderMarkdown(report) {
  const sections = [
    header(report),
    '## Targets',
    table(
      ['Target', 'Measured', 'Met'],
      report.targets.map((t) => [t.target, t.value, mark(t.met)]),
    ),
    ...tally(report),
    ...thisMachine(report),
  ];
  for (const scale of report.scales) {
    const kind = scale.database.kind === 'postgres' ? 'node-postgres' : 'PGlite';
    if (scale.constant) {
      sections.push(
        `## Scale ${scale.scale} — scenarios and floor`,
        scenarioTable(scale),
        `Floor (b) runs each scenario's SQL through ${kind} from a bare Fastify route, with no Jarvis code. Jarvis process: ${scale.jarvisProcess.startRssMb} MB after start, ${scale.jarvisProcess.processPeakMb} MB peak (VmHWM)${scale.jarvisProcess.exited ? `; **it ended during the run** (${JSON.stringify(scale.jarvisProcess.exited)})` : ''}.`,
        cpuTable(scale),
        sqlCheck(scale),
        ...pgAloneSection(scale),
      );
    } else {
      sections.push(`## Scale ${scale.scale} — lists only (growth)`, scenarioTable(scale));
    }
  }
  sections.push(...growth(report), ...writes(report), frontEnd(report), data(report));
  return `${sections.join('\n\n')}\n`;
}

/** Each list's reads under pgbench beside Jarvis and its floor (lib/pg-alone.mjs). */
function pgAloneSection(scale) {
  const alone = scale.pgAlone;
  if (!alone) return [];
  if (alone.unavailable) return [`PostgreSQL alone: not measured, ${alone.unavailable}.`];
  const p99 = (value) => `${ms(value)}${value < PG_ALONE_P99_MS ? '' : ' ❌'}`;
  const rows = scale.scenarios
    .filter((s) => alone.scenarios[s.name])
    .map((s) => {
      const a = alone.scenarios[s.name];
      return [
        s.name,
        num(a.reads) + (a.writesLeftOut ? ` (+${a.writesLeftOut} writes left out)` : ''),
        num(a.requestsPerSecond),
        ms(a.p50),
        p99(a.p99),
        num(s.floor.requestsPerSecond),
        num(s.jarvis.requestsPerSecond),
      ];
    });
  const r = alone.reference;
  rows.push([
    'floor (c) — its one statement',
    '1',
    num(r.requestsPerSecond),
    ms(r.p50),
    p99(r.p99),
    num(scale.reference.requestsPerSecond),
    '',
  ]);
  return [
    '### What PostgreSQL alone allows',
    `The reads one request of each list sent (traced, as the SQL check above), replayed by pgbench as one transaction a request: ${num(alone.connections)} clients, ${alone.seconds} s after ${alone.warmup} s, no HTTP and no Node (\`bench/lib/pg-alone.mjs\`). Optimistic for PostgreSQL: each statement is prepared once per client with its values written in, so a search Jarvis plans on every execution is planned once here. A list marked ❌ cannot meet p99 < ${PG_ALONE_P99_MS} ms at ${num(alone.connections)} connections on this machine whatever the server above it does.`,
    table(
      [
        'Scenario',
        'reads',
        'PostgreSQL alone req/s',
        'p50 ms',
        'p99 ms',
        'floor (b) req/s',
        'Jarvis req/s',
      ],
      rows,
    ),
  ];
}

function writes(report) {
  if (!report.writes?.length) return [];
  const rows = report.writes.map(({ name, title, connections, run }) =>
    run
      ? [
          `${name} — ${title}`,
          num(connections),
          ...figures(run),
          num(run.non2xx + run.errors),
          run.keptCountsWrong.length
            ? `**wrong**: ${run.keptCountsWrong.map((w) => `${w.table} (${w.rows})`).join(', ')}`
            : 'all match',
        ]
      : [`${name} — ${title}`, num(connections), '–', '–', '–', '–', 'no rows left to write'],
  );
  return [
    '## Everyday writes (a copy of scale 1)',
    "Not scenarios: each changes what the lists read, so they run last, on a copy of the scale-1 database (`bench/lib/writes.mjs`), each request on its own row where it must be (a price on the version it was read at). After each, every kept count (category chips, the price list's brand tabs, the tickets' tabs) is checked against a recount of its table.",
    table(
      ['Write', 'Connections', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'kept counts after'],
      rows,
    ),
  ];
}

export function renderSummary(report) {
  const main = report.scales.find((s) => s.constant) ?? report.scales[0];
  const lines = main.scenarios.map((s) => {
    const [rps, p50, p99] = figures(s.jarvis);
    const ratio = x(s.vsFloor?.throughput ?? null);
    return `  ${s.name.padEnd(14)} ${rps.padStart(7)} req/s  p50 ${p50.padStart(7)} ms  p99 ${p99.padStart(7)} ms  ÷suelo ${ratio}`;
  });
  const unmet = report.targets.filter((t) => t.met === false).length;
  const t = report.tally;
  const tallied = t?.lists
    ? [
        `Listas: ${t.throughput} de ${t.lists} a ${TARGETS.listThroughputRatio}× de su suelo o más; p99 ≤ ${TARGETS.listP99Ratio}× el de su suelo en ${t.p99}${t.floorP99 === null ? '' : ` (sus suelos ${t.floorP99}${t.pgAloneP99 == null ? '' : `; PostgreSQL solo ${t.pgAloneP99}`})`}`,
      ]
    : [];
  return [
    `Escala ${main.scale} (${main.database.kind}):`,
    ...lines,
    ...tallied,
    `Objetivos no cumplidos: ${unmet}`,
  ].join('\n');
}
