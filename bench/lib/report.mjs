// Turns raw measurements into the figures the issue asks for (ratios to the floor, growth, targets)
// and writes them as JSON and Markdown under bench/results/.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderMarkdown, renderSummary } from './markdown.mjs';
import { resultsDir } from './paths.mjs';
import { pairedRatios, spread } from './rounds.mjs';
import { PG_ALONE_P99_MS, TARGETS } from './targets.mjs';

const round = (n, digits = 2) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

function withRatios(scenario) {
  const { jarvis, floor } = scenario;
  const failures = jarvis.non2xx + jarvis.errors;
  if (!floor) return { ...scenario, failures };
  const ratios = pairedRatios(jarvis, floor);
  return {
    ...scenario,
    failures,
    vsFloor: {
      throughput: round(ratios.throughput),
      ...(ratios.throughputRange
        ? { throughputRange: ratios.throughputRange.map((r) => round(r)) }
        : {}),
      p99: round(ratios.p99),
    },
  };
}

function growthOf(scales) {
  if (scales.length < 2) return [];
  const sorted = [...scales].sort((a, b) => b.scale - a.scale);
  const [large, small] = [sorted[0], sorted.at(-1)];
  return small.scenarios
    .filter((s) => s.kind === 'list')
    .map((s) => {
      const big = large.scenarios.find((b) => b.name === s.name);
      const p50Large = big?.jarvis.latencyMs.p50;
      const p50Small = s.jarvis.latencyMs.p50;
      return {
        name: s.name,
        scales: [large.scale, small.scale],
        p50Large,
        p50Small,
        ratio: round(p50Large / p50Small),
        flat: s.flat ?? null,
      };
    });
}

// The list and growth targets, one test each, for the table and for its tally.
const meetsThroughput = (s) => (s.vsFloor?.throughput ?? 0) >= TARGETS.listThroughputRatio;
const meetsP99 = (s) => s.vsFloor?.p99 != null && s.vsFloor.p99 <= TARGETS.listP99Ratio;
const meetsGrowth = (g) => g.ratio !== null && g.ratio < TARGETS.growthRatio;
const listsOf = (scale) => scale.scenarios.filter((s) => s.kind === 'list');

function targetsOf({ main, growth, bundle, lighthouse, connections }) {
  // Ratios to a floor measured beside it hold on either database; another load is reported, not judged.
  const judged = connections === 50;
  const rows = [];
  for (const s of listsOf(main)) {
    const ratio = s.vsFloor?.throughput != null ? `${s.vsFloor.throughput.toFixed(2)}×` : '–';
    const p99Ratio = s.vsFloor?.p99 != null ? `${s.vsFloor.p99.toFixed(2)}×` : '–';
    const ratioRounds = s.vsFloor?.throughputRange
      ? ` (rounds ${s.vsFloor.throughputRange.map((r) => r.toFixed(2)).join('–')})`
      : '';
    const p99Rounds = spread(s.jarvis, (r) => r.p99);
    const value = `${ratio} floor${ratioRounds}, p99 ${p99Ratio} floor's (${s.jarvis.latencyMs.p99.toFixed(1)} ms${p99Rounds ? `, rounds ${p99Rounds.map((p) => p.toFixed(1)).join('–')}` : ''})`;
    const met = meetsThroughput(s) && meetsP99(s);
    rows.push({
      target: `List ${s.name}: ≥ ${TARGETS.listThroughputRatio}× floor throughput and p99 ≤ ${TARGETS.listP99Ratio}× floor p99 (50 connections)`,
      value,
      met: judged ? met : null,
    });
  }
  for (const g of growth) {
    rows.push({
      target: `Growth ${g.name}: p50(scale ${g.scales[0]}) ÷ p50(scale ${g.scales[1]}) < ${TARGETS.growthRatio}`,
      value: `${g.ratio}`,
      met: meetsGrowth(g),
    });
  }
  const login = bundle.routes?.find((r) => r.route === '/auth/login');
  rows.push({
    target: `/auth/login loads ≤ ${TARGETS.signInGzipKb} KB of gzip JavaScript`,
    value: login ? `${login.gzipKb} KB` : 'no build',
    met: login ? login.gzipKb <= TARGETS.signInGzipKb : null,
  });
  for (const run of (lighthouse?.runs ?? []).filter((r) => r.formFactor === 'mobile')) {
    rows.push({
      target: `Lighthouse performance ${run.url} ≥ ${TARGETS.lighthouseScore} (default: mobile)`,
      value: run.error ? run.error : `${run.score}`,
      met: run.error ? false : run.score >= TARGETS.lighthouseScore,
    });
  }
  return rows;
}

/**
 * How many lists met each list target, and how many floors met the p99 one: the line every
 * reading of a run starts with ("p99 on 14 of 20, the floor 16").
 */
function tallyOf(main, growth) {
  const lists = listsOf(main);
  const count = (test) => lists.filter(test).length;
  return {
    lists: lists.length,
    throughput: count(meetsThroughput),
    p99: count(meetsP99),
    floorP99: null,
    // PostgreSQL alone (lib/pg-alone.mjs): how many lists the database itself leaves room for.
    pgAloneP99: main.pgAlone?.scenarios
      ? count((s) => (main.pgAlone.scenarios[s.name]?.p99 ?? Infinity) < PG_ALONE_P99_MS)
      : null,
    growth: growth.filter(meetsGrowth).length,
    growthLists: growth.length,
  };
}

export async function writeReport(raw) {
  // `extra` (Lighthouse) is reported once, on its own.
  const scales = raw.scales.map(({ extra: _extra, ...s }) => ({
    ...s,
    scenarios: s.scenarios.map(withRatios),
  }));
  const lighthouse = raw.scales.find((s) => s.extra)?.extra;
  const main = scales.find((s) => s.constant) ?? scales[0];
  const growth = growthOf(scales);
  const report = {
    ...raw,
    database: main.database,
    scales,
    growth,
    lighthouse,
    tally: tallyOf(main, growth),
    targets: targetsOf({
      main,
      growth,
      bundle: raw.bundle,
      lighthouse,
      connections: raw.timing.connections,
    }),
  };
  await mkdir(resultsDir, { recursive: true });
  const stamp = raw.startedAt.replace(/[:]/g, '').replace(/\.\d+Z$/, 'Z');
  const base = `${stamp}-${main.database.kind}-${raw.mode}`;
  const outputs = {
    json: `${JSON.stringify(report, null, 2)}\n`,
    md: renderMarkdown(report),
  };
  const files = [];
  for (const [ext, text] of Object.entries(outputs)) {
    // A run of some scenarios (--only) is not the whole picture: latest.* stays the last whole run.
    const names = raw.only ? [`${base}.${ext}`] : [`latest.${ext}`, `${base}.${ext}`];
    for (const name of names) {
      const file = path.join(resultsDir, name);
      // Written aside, then renamed: an interrupted run never leaves half a report.
      await writeFile(`${file}.tmp`, text);
      await rename(`${file}.tmp`, file);
      files.push(path.relative(process.cwd(), file));
    }
  }
  return { files, summary: renderSummary(report) };
}
