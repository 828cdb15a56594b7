// The load generator's process (forked by lib/processes.ts): each spec it receives is loaded for
// `duration` seconds and answered with its figures. Latency is kept in microseconds (autocannon's own
// histogram rounds to whole milliseconds), of 2xx answers only. A spec with `bodies` sends each of them
// at most once, in order (a scenario whose request changes the data: scenarios.ts `draws`).
import autocannon from 'autocannon';
import hdr from 'hdr-histogram-js';

export type LoadSpec = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** One body per request, each sent once; the load stops early when they run out. */
  bodies?: string[];
  /** With `bodies`, each one's path (an id in the address), instead of the url's. */
  paths?: string[];
  connections: number;
  duration: number;
};
export type LoadResult = {
  requestsPerSecond: number;
  ok: number;
  failed: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  /** Of `bodies`, how many were taken (sent, or built to be sent when the load stopped). */
  drawn?: number;
};

function fire(spec: LoadSpec, duration: number, onResponse?: (status: number, ms: number) => void) {
  return new Promise<autocannon.Result & { drawn?: number }>((resolve, reject) => {
    const { url, method, headers, body, bodies, paths, connections } = spec;
    // Each request built takes the next body; a client stops at its share of them, so no body is
    // sent twice (the last one stands in for a request built but never sent).
    let next = 0;
    const drawing = bodies && {
      requests: [
        {
          setupRequest: (req: autocannon.Request) => {
            const k = Math.min(next++, bodies.length - 1);
            return { ...req, body: bodies[k], ...(paths ? { path: paths[k] } : {}) };
          },
        },
      ],
      maxOverallRequests: bodies.length,
    };
    const options = { url, method, headers, body, connections, duration, timeout: 30 };
    const instance = autocannon({ ...options, ...drawing }, (err, result) =>
      err
        ? reject(err)
        : resolve(bodies ? { ...result, drawn: Math.min(next, bodies.length) } : result),
    );
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
    ...(result.drawn === undefined ? {} : { drawn: result.drawn }),
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
