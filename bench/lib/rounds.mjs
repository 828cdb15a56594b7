// A scenario measured in rounds. This machine's speed moves from one minute to the next (the same
// build and data gave the articles' page 1 1,322–1,912 req/s across six rounds of 8 s), and one
// window of ten seconds takes whatever the machine was doing then: the same lists met p99 < 50 ms
// 8 times in 20 in one run and 14 in the next. So a full run measures each scenario in short
// rounds, Jarvis and its floor taking turns within each round, and reports the median round: a
// burst that spoils one round moves no figure, a ratio compares two windows side by side, and
// each figure's range says how far it moved. (It does not make one run agree with the next: the
// machine drifts over minutes, docs/performance-log.md 2026-11-27 07:17.)

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const sum = (values) => values.reduce((a, b) => a + b, 0);
const fixed = (n, digits) => Number(n.toFixed(digits));

function mergedCounts(rounds, field) {
  const merged = {};
  for (const round of rounds)
    for (const [code, stats] of Object.entries(round[field] ?? {}))
      merged[code] = { count: (merged[code]?.count ?? 0) + stats.count };
  return merged;
}

/**
 * One scenario's figures from its rounds (each an autocannon-child result with `peakRssMb` and
 * `cpu`): the median of each rate and latency, the sum of each count (an error in any round is an
 * error), the highest memory. `rounds` keeps what each round measured. One round is returned as is.
 */
export function combineRounds(rounds) {
  if (rounds.length === 1) return rounds[0];
  const mid = (pick, digits = 3) => fixed(median(rounds.map(pick)), digits);
  const counted = (field) => sum(rounds.map((r) => r[field] ?? 0));
  const latency = (key) => mid((r) => r.latencyMs[key]);
  const cpu = rounds.every((r) => r.cpu?.serverCores !== undefined)
    ? {
        serverCores: mid((r) => r.cpu.serverCores, 2),
        foreignCores: mid((r) => r.cpu.foreignCores, 2),
        foreignBefore: Math.max(...rounds.map((r) => r.cpu.foreignBefore ?? 0)),
      }
    : undefined;
  return {
    requestsPerSecond: mid((r) => r.requestsPerSecond, 1),
    ok: counted('ok'),
    non2xx: counted('non2xx'),
    errors: counted('errors'),
    timeouts: counted('timeouts'),
    latencyMs: {
      p50: latency('p50'),
      p90: latency('p90'),
      p99: latency('p99'),
      max: Math.max(...rounds.map((r) => r.latencyMs.max)),
      mean: latency('mean'),
    },
    statusCodes: mergedCounts(rounds, 'statusCodes'),
    peakRssMb: Math.max(...rounds.map((r) => r.peakRssMb ?? 0)),
    processPeakMb: Math.max(...rounds.map((r) => r.processPeakMb ?? 0)),
    ...(cpu ? { cpu } : {}),
    rounds: rounds.map((r) => ({
      requestsPerSecond: r.requestsPerSecond,
      p50: r.latencyMs.p50,
      p99: r.latencyMs.p99,
      ...(r.cpu ? { foreignCores: r.cpu.foreignCores } : {}),
    })),
  };
}

/**
 * One server's figures (`measured`) over another's (`baseline`): Jarvis over its floor, a new build
 * over the old one in tools/ab.mjs. Round by round where both were measured in the same rounds
 * (each pair taken side by side), the median of the rounds' ratios and their spread; otherwise the
 * ratio of the two.
 */
export function pairedRatios(measured, baseline) {
  const paired =
    measured.rounds && baseline.rounds && measured.rounds.length === baseline.rounds.length;
  if (!paired)
    return {
      throughput: measured.requestsPerSecond / baseline.requestsPerSecond,
      p99: measured.latencyMs.p99 / baseline.latencyMs.p99,
    };
  const per = (pick) => measured.rounds.map((m, i) => pick(m) / pick(baseline.rounds[i]));
  const throughput = per((r) => r.requestsPerSecond);
  return {
    throughput: median(throughput),
    throughputRange: [Math.min(...throughput), Math.max(...throughput)],
    p99: median(per((r) => r.p99)),
  };
}

/** The range of a figure over a scenario's rounds, or undefined for a single measurement. */
export function spread(figures, pick) {
  if (!figures?.rounds) return undefined;
  const values = figures.rounds.map(pick);
  return [Math.min(...values), Math.max(...values)];
}
