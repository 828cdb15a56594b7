// One person exporting 'Tickets Realizados' while another keeps reading: how long the file takes,
// how large it is, and how long the export keeps the API from answering anyone else (the longest
// wait of `GET /api/users/me`, asked every 20 ms meanwhile). On a scale database a run left behind:
//   node bench/tools/report-export.mjs postgres://postgres@127.0.0.1:5432/jarvis_bench_s1 \
//     [usuario=mantenimiento] [días=366] [server.js=apps/api/dist/server.js]
// The export only reads; the sign-in adds a session, as every run's do.
import path from 'node:path';
import { serveJarvis, signIn } from '../lib/measure.mjs';
import { dataDir, serverScript } from '../lib/paths.mjs';

const [url, user = 'mantenimiento', days = '366', script = serverScript] = process.argv.slice(2);
if (!url)
  throw new Error(
    'Uso: node bench/tools/report-export.mjs <postgres url> [usuario] [días] [server.js]',
  );
const target = { kind: 'postgres', url, dataDir: path.join(dataDir, 'report-export') };
const server = await serveJarvis({
  label: 'report-export',
  target,
  script: path.resolve(script),
});
const ms = (v) => `${Math.round(v).toLocaleString('en-US')} ms`;
try {
  const tokens = await signIn(server.url, [user]);
  const headers = { authorization: `Bearer ${tokens[user].token}` };
  const day = (d) => d.toISOString().slice(0, 10);
  const desde = day(new Date(Date.now() - (Number(days) - 1) * 86_400_000));
  const hasta = day(new Date());
  // Each format twice: the first on a cold server.
  for (const formato of ['csv', 'xlsx', 'csv', 'xlsx']) {
    let exporting = true;
    const waits = [];
    const reader = (async () => {
      while (exporting) {
        const t = performance.now();
        await fetch(`${server.url}/api/users/me`, { headers }).then((r) => r.arrayBuffer());
        waits.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const t0 = performance.now();
    const res = await fetch(
      `${server.url}/api/tickets/reporte/exportar?desde=${desde}&hasta=${hasta}&formato=${formato}`,
      { headers },
    );
    const body = Buffer.from(await res.arrayBuffer());
    const took = performance.now() - t0;
    exporting = false;
    await reader;
    waits.sort((a, b) => a - b);
    const rows = formato === 'csv' ? `, ${body.toString().split('\r\n').length - 2} tickets` : '';
    console.log(
      `${formato.padEnd(4)} ${res.status}: ${Math.round(body.length / 1024).toLocaleString('en-US')} KB en ${ms(took)}${rows}; ` +
        `/api/users/me mientras tanto: ${waits.length} respuestas, p50 ${ms(waits[waits.length >> 1] ?? 0)}, ` +
        `la más lenta ${ms(waits.at(-1) ?? 0)}`,
    );
  }
} finally {
  await server.stop();
}
