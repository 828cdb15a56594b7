// One load run, in its own process so the load generator never shares an event loop with the server:
//   node autocannon-child.mjs < '<json: url, method, headers, body, connections, warmup, duration,
//                                warmupRequests, warmupMax, targets?>'
// Warms up (results dropped), prints "measuring", measures, prints one JSON line. Latency is kept in
// microseconds (autocannon's own histogram rounds to whole milliseconds, too coarse for a 1 ms route).
//
// The warm-up lasts `warmup` seconds and at least `warmupRequests` answers, `warmupMax` seconds at
// most. V8 compiles a route's code once it has run enough, on the same two cores: on a fresh server
// the price list spent 1.85 ms of CPU a request over its first 2,500 answers and 1.0 over the next
// 4,500 (its compilations alone took 0.9 s of CPU in 8 s). A list of 500 a second was still
// compiling during a 2-second warm-up; the figures are for a server that has been up a while.
//
// A write that may be sent once per row (a price on the version it was read at) gives `targets`: a
// list of `{ path, body }`, each request the next one, across the warm-up and the measurement
// (bench/tools/writes.mjs). The count of targets used is printed with the figures.
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';
import hdr from 'hdr-histogram-js';

const spec = JSON.parse(await text(process.stdin));
let used = 0;
const requests = spec.targets && [
  {
    setupRequest(request) {
      const target = spec.targets[used++ % spec.targets.length];
      return { ...request, path: target.path, body: target.body };
    },
  },
];

function fire(duration, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        method: spec.method,
        headers: spec.headers,
        body: spec.body,
        connections: spec.connections,
        requests,
        duration,
        timeout: 30,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    if (onResponse) instance.on('response', onResponse);
  });
}

if (spec.warmup > 0) {
  const started = Date.now();
  const elapsed = () => (Date.now() - started) / 1000;
  let answered = 0;
  do {
    const result = await fire(Math.min(spec.warmup, 2));
    answered += result.requests.total;
  } while (
    elapsed() < spec.warmup ||
    (answered < (spec.warmupRequests ?? 0) && elapsed() < (spec.warmupMax ?? spec.warmup))
  );
  // Requests still queued from the warm-up would be served during the measurement and count against
  // it (on PGlite a slow route's backlog lasts seconds): one request waits behind them first.
  const target = spec.targets?.[used++ % spec.targets.length];
  const res = await fetch(target ? new URL(target.path, spec.url) : spec.url, {
    method: spec.method,
    headers: spec.headers,
    body: target ? target.body : spec.body,
  });
  await res.arrayBuffer();
}
console.log('measuring');
const latency = hdr.build({
  lowestDiscernibleValue: 1,
  highestTrackableValue: 120_000_000,
  numberOfSignificantValueDigits: 3,
});
const result = await fire(spec.duration, (_client, statusCode, _bytes, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) {
    latency.recordValue(Math.max(1, Math.round(responseTime * 1000)));
  }
});
const ms = (us) => Number((us / 1000).toFixed(3));
console.log(
  JSON.stringify({
    // Successful answers over the measured time: a failing route does not look fast.
    requestsPerSecond: Number((result['2xx'] / result.duration).toFixed(1)),
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: {
      p50: ms(latency.getValueAtPercentile(50)),
      p90: ms(latency.getValueAtPercentile(90)),
      p99: ms(latency.getValueAtPercentile(99)),
      max: ms(latency.maxValue),
      mean: ms(latency.mean),
    },
    statusCodes: result.statusCodeStats,
    ...(spec.targets ? { targetsUsed: used } : {}),
  }),
);
