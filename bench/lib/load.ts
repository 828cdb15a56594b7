// The load generator's process (forked by lib/processes.ts): each spec it receives is loaded for
// `duration` seconds and answered with its figures. Latency is kept in microseconds (autocannon's own
// histogram rounds to whole milliseconds), of 2xx answers only.
import autocannon from 'autocannon';
import hdr from 'hdr-histogram-js';

export type LoadSpec = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
};
export type LoadResult = {
  requestsPerSecond: number;
  ok: number;
  failed: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
};

function fire(spec: LoadSpec, duration: number, onResponse?: (status: number, ms: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const { url, method, headers, body, connections } = spec;
    const options = { url, method, headers, body, connections, duration, timeout: 30 };
    const instance = autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
    if (onResponse) instance.on('response', (_c, status, _b, ms) => onResponse(status, ms));
  });
}

async function measure(spec: LoadSpec): Promise<LoadResult> {
  const latency = hdr.build({
    highestTrackableValue: 120_000_000,
    numberOfSignificantValueDigits: 3,
  });
  const result = await fire(spec, spec.duration, (status, ms) => {
    if (status >= 200 && status < 300) latency.recordValue(Math.max(1, Math.round(ms * 1000)));
  });
  const at = (p: number) => Number((latency.getValueAtPercentile(p) / 1000).toFixed(3));
  return {
    requestsPerSecond: Number((result['2xx'] / result.duration).toFixed(1)),
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    latencyMs: { p50: at(50), p90: at(90), p99: at(99), max: at(100) },
  };
}

process.on('message', (spec: LoadSpec) => {
  measure(spec).then(
    (result) => process.send!(result),
    (err: Error) => {
      console.error(err);
      process.exit(1);
    },
  );
});
