// Lighthouse A/B of two or more web builds, runs interleaved so that both see the same machine: on
// two shared cores one build's score moves by ten points from one minute to the next, and medians of
// three taken minutes apart decide nothing. Start a production server per build on one database,
// e.g. for builds copied to /tmp/dist-A and /tmp/dist-B:
//   PORT=3001 WEB_DIST=/tmp/dist-A DATABASE_URL=postgres://postgres@127.0.0.1:5432/jarvis_ab \
//     DATA_DIR=/tmp/ab-A NODE_ENV=production node apps/api/dist/server.js &
//   (the same with PORT=3002, /tmp/dist-B and /tmp/ab-B)
//   node bench/tools/lighthouse-ab.mjs --runs 10 --path /Tickets/Menu http://localhost:3001 http://localhost:3002
// Mobile (the target's form factor). A signed-in path is opened as --user (default `restaurante`,
// demo password).
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { audit, CHROMIUM, FLAGS, storeSession } from '../frontend/lighthouse.mjs';
import { signIn } from '../lib/measure.mjs';

const { values, positionals: origins } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '10' },
    path: { type: 'string', default: '/Tickets/Menu' },
    user: { type: 'string', default: 'restaurante' },
  },
});
if (origins.length === 0) {
  console.error('uso: lighthouse-ab.mjs [--runs N] [--path /ruta] [--user usuario] origen…');
  process.exit(2);
}
const signedIn = !values.path.startsWith('/auth/');

const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const mean = (v) => Math.round(v.reduce((a, b) => a + b, 0) / v.length);

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
const results = new Map(origins.map((origin) => [origin, []]));
try {
  for (let round = 0; round < Number(values.runs); round++) {
    // Reversed every other round: neither build always runs first after a pause.
    for (const origin of round % 2 ? [...origins].reverse() : origins) {
      if (signedIn) {
        const tokens = await signIn(origin, [values.user]);
        await storeSession(chrome.port, origin, tokens[values.user]);
      }
      const run = await audit(chrome.port, `${origin}${values.path}`, { keepStorage: signedIn });
      if (run.error) throw new Error(`${origin}: ${run.error}`);
      if (run.finalUrl !== values.path) throw new Error(`${origin}: ended at ${run.finalUrl}`);
      results.get(origin).push(run);
    }
  }
} finally {
  await chrome.kill();
}

console.log(`Lighthouse mobile ${values.path}, ${values.runs} interleaved runs each`);
for (const [origin, runs] of results) {
  const pick = (f) => runs.map(f);
  console.log(
    [
      origin,
      `scores ${pick((r) => r.score).join(',')}`,
      `median ${median(pick((r) => r.score))} (mean ${mean(pick((r) => r.score))})`,
      `TBT median ${median(pick((r) => r.metricsMs.tbt))} ms (mean ${mean(pick((r) => r.metricsMs.tbt))})`,
      `FCP ${median(pick((r) => r.metricsMs.fcp))} ms`,
      `LCP ${median(pick((r) => r.metricsMs.lcp))} ms`,
    ].join(' | '),
  );
}
