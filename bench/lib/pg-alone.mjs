// What PostgreSQL alone allows a list at 50 connections: the reads one request sent (traced, as the
// SQL check records them) replayed by pgbench as one transaction a request, with no HTTP and no
// Node. A list whose p99 is over 50 ms here cannot meet the list target on this machine whatever
// the server above it does; under it, the rest of the 50 ms is the server's. The yardstick,
// floor (c), runs first, so its figure can be set beside the one through node-postgres.
//
// Optimistic for PostgreSQL: every statement is prepared once per client with its values written
// in (pgbench -M prepared), so a search that Jarvis plans on every execution is planned once here;
// and a request's statements run one after another on one connection, where Jarvis sends some of
// them together. The writes a request makes (none on the lists) are left out and counted.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REFERENCE_PAGE } from '../floor/sql.mjs';
import { isRead, literal } from './sql-plan.mjs';

export const PG_ALONE_WARMUP_S = 2;

/** A statement with its values written in ($10 is read whole, never as $1 and a 0). */
const written = ({ text, values = [] }) =>
  `${text.replace(/\$(\d+)/g, (_, n) => literal(values[Number(n) - 1])).trim()};\n`;

const hasPgbench = () => spawnSync('pgbench', ['--version'], { encoding: 'utf8' }).status === 0;

/** One pgbench run of `script`: answers a second, p50 and p99 (ms) after the warm-up. */
function pgbench(url, dir, script, { seconds, connections }) {
  // Empty first: a log left by a run that stopped half-way would be read as this run's.
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'script.sql');
  writeFileSync(file, script);
  const run = spawnSync(
    'pgbench',
    [
      '-n',
      ...['-c', String(connections), '-j', '2', '-T', String(seconds + PG_ALONE_WARMUP_S)],
      ...['-M', 'prepared', '-f', file, '-l', `--log-prefix=${path.join(dir, 'tx')}`],
      url,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error((run.stderr || run.stdout).trim());
  // One line a transaction: client, number, latency µs, script, epoch s, µs.
  const done = readdirSync(dir)
    .filter((f) => f.startsWith('tx'))
    .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').trim().split('\n'))
    .map((line) => line.split(' ').map(Number))
    .map(([, , latency, , s, us]) => ({ ms: latency / 1000, at: s + us / 1e6 }))
    .filter((t) => Number.isFinite(t.ms) && Number.isFinite(t.at));
  rmSync(dir, { recursive: true, force: true });
  // Reduced, not spread: a run logs hundreds of thousands of transactions.
  const start = done.reduce((min, t) => Math.min(min, t.at), Infinity) + PG_ALONE_WARMUP_S;
  const kept = done.filter((t) => t.at >= start);
  if (kept.length === 0) throw new Error(`pgbench logged no transaction: ${run.stdout}`);
  const span = kept.reduce((max, t) => Math.max(max, t.at), start) - start;
  const sorted = kept.map((t) => t.ms).sort((a, b) => a - b);
  const at = (q) => Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]);
  const rate = kept.length / span;
  // pgbench reads its clock lazily, once per turn of its loop over the clients: a transaction
  // shorter than a turn is logged as 0 µs (floor (c)'s statement, 60,000 a second). The logged
  // mean must agree with the mean that the rate implies (Little's law: clients ÷ rate), or its
  // percentiles are not reported.
  const mean = sorted.reduce((sum, t) => sum + t, 0) / sorted.length;
  const trusted = Math.abs(mean / ((1000 * connections) / rate) - 1) < 0.2;
  return {
    requestsPerSecond: Math.round(rate),
    p50: trusted ? Number(at(0.5).toFixed(2)) : null,
    p99: trusted ? Number(at(0.99).toFixed(2)) : null,
  };
}

/**
 * `statements`: { scenario: [{ text, name, values }] } as one traced request of each sent them.
 * Resolves with floor (c)'s statement and each scenario's reads under pgbench, or says why not.
 */
export function pgAlone({ url, statements, scenarios, workDir, seconds, connections, onScenario }) {
  if (!hasPgbench())
    return { unavailable: 'pgbench not found (Debian ships it with the server, postgresql-15)' };
  const options = { seconds, connections };
  const reference = {
    reads: 1,
    ...pgbench(
      url,
      path.join(workDir, 'reference'),
      written({ text: REFERENCE_PAGE, values: [10] }),
      options,
    ),
  };
  const measured = {};
  for (const name of scenarios) {
    const sent = statements[name] ?? [];
    const reads = sent.filter((s) => isRead(s.text));
    if (reads.length === 0) continue;
    onScenario?.(name);
    measured[name] = {
      reads: reads.length,
      writesLeftOut: sent.length - reads.length,
      ...pgbench(url, path.join(workDir, name), reads.map(written).join(''), options),
    };
  }
  return { seconds, connections, warmup: PG_ALONE_WARMUP_S, reference, scenarios: measured };
}
