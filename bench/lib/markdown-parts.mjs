// Formatting helpers and the report's secondary sections (front end, SQL check, data).

export const num = (n) =>
  n === null || n === undefined ? '–' : Math.round(n).toLocaleString('en-US');
export const ms = (n) =>
  n === null || n === undefined ? '–' : n < 10 ? n.toFixed(2) : n.toFixed(1);
export const x = (n) => (n === null || n === undefined ? '–' : `${n.toFixed(2)}×`);

export function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

function bundleTable(bundle) {
  if (bundle.error) return `Bundle: ${bundle.error}`;
  const row = (r) => [
    r.route,
    num(r.gzipKb),
    num(r.rawKb),
    num(r.chunks),
    r.loaded?.join(', ') ?? '',
    r.missing ? `not in the build: ${r.missing.join('; ')}` : '',
  ];
  const rows = [bundle.entry, ...bundle.routes, { route: 'whole app', ...bundle.wholeApp }];
  return [
    "JavaScript each route loads (Vite manifest: entry + static imports + the route's lazy chunks; gzip -9):",
    table(['Route', 'gzip KB', 'raw KB', 'chunks', 'lazy modules', 'note'], rows.map(row)),
  ].join('\n\n');
}

function lighthouseTable(lighthouse) {
  if (!lighthouse) return 'Lighthouse: not run (quick run or --no-lighthouse).';
  if (lighthouse.error) return `Lighthouse: ${lighthouse.error}`;
  const rows = lighthouse.runs.map((r) =>
    r.error
      ? [r.url, r.formFactor ?? '', r.error, '', '', '', '', '', '', '']
      : [
          r.url + (r.finalUrl !== r.url ? ` → ${r.finalUrl}` : ''),
          r.formFactor,
          `**${r.score}**${r.scores?.length > 1 ? ` (${r.scores.join(', ')})` : ''}`,
          num(r.metricsMs.fcp),
          num(r.metricsMs.lcp),
          num(r.metricsMs.tbt),
          r.cls,
          `${r.scripts.count} / ${num(r.scripts.transferKb)} KB`,
          num(r.scripts.gzipKb),
          r.textCompression ? 'pass' : `fail: ${r.uncompressed?.join(', ') ?? ''}`,
        ],
  );
  const header = ['Page', 'form factor', 'score (runs)', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'];
  header.push('scripts / bytes sent', 'same scripts gzip KB', 'text-compression audit');
  return [
    `Lighthouse 12, performance only, cold cache, median of ${lighthouse.repeat ?? 1} runs; /Tickets/Menu signed in as \`restaurante\`:`,
    table(header, rows),
  ].join('\n\n');
}

export function frontEnd({ bundle, lighthouse }) {
  return ['## Front end', bundleTable(bundle), lighthouseTable(lighthouse)].join('\n\n');
}

export function sqlCheck(scale) {
  if (!scale.sqlCheck) return 'SQL check: PostgreSQL runs only (PGlite bypasses node-postgres).';
  const rows = scale.sqlCheck.map((c) => [
    c.name,
    c.same ? '✅ same statements' : '❌ differ',
    num(c.statements),
    [
      ...c.onlyJarvis.map((s) => `Jarvis only: \`${s.slice(0, 90)}…\``),
      ...c.onlyFloor.map((s) => `floor only: \`${s.slice(0, 90)}…\``),
    ].join('<br>'),
  ]);
  return table(['Scenario', 'floor vs Jarvis SQL', 'statements', 'difference'], rows);
}

export function data(report) {
  const names = [...new Set(report.scales.flatMap((s) => Object.keys(s.generation.counts)))];
  const rows = names.map((n) => [n, ...report.scales.map((s) => num(s.generation.counts[n]))]);
  const time = report.scales.map((s) =>
    num(Object.values(s.generation.seconds).reduce((a, b) => a + b, 0)),
  );
  rows.push([
    '*generation seconds*',
    ...time.map((t, i) => (report.scales[i].generation.reused ? `${t} (reused)` : t)),
  ]);
  rows.push(['*database size*', ...report.scales.map((s) => s.database.size ?? '–')]);
  return [
    '## Data',
    table(['Table', ...report.scales.map((s) => `scale ${s.scale}`)], rows),
    'Each module adds its generator to GENERATORS (bench/generate/index.ts): tickets (200,000 at scale 1) and the catalogue (20,000 articles × 5 suppliers) so far; purchasing, transfers, inventory and waste follow the same way.',
  ].join('\n\n');
}
