// A branch raising tickets under load: POST /api/tickets as `restaurante`, at 50 connections and at
// one, on a scale database, against one build or two (the old one first, as tools/ab.mjs):
//   node bench/tools/ticket-create.mjs postgres://postgres@127.0.0.1:5432/jarvis_bench_s1 \
//     [bench/.data/ab-old/dist/server.js] [seconds=10]
// A new ticket is news for every collaborator of its department (Mantenimiento has ~260 at scale 1):
// one mail each and one delivery job each, in the ticket's transaction, which holds the
// department's ticket number locked until it commits. Not one of the scenarios: every request adds
// rows, and the server's worker delivers their mail meanwhile, which would weigh on whatever is
// measured after it. This tool removes what it created (the tickets, their history, their mail and
// its jobs); the department's counter stays where the load left it.
import pg from 'pg';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { jarvisEnv } from '../lib/database.mjs';
import { measure, serve, signIn } from '../lib/measure.mjs';
import { dataDir, serverScript, webDist } from '../lib/paths.mjs';

const [url, oldScript, seconds = '10'] = process.argv.slice(2);
if (!url)
  throw new Error(
    'Uso: node bench/tools/ticket-create.mjs <postgres url> [server.js anterior] [segundos]',
  );
const target = { kind: 'postgres', url, dataDir: path.join(dataDir, 'ticket-create') };
mkdirSync(target.dataDir, { recursive: true });
const db = new pg.Client({ connectionString: url });
await db.connect();
const one = async (text, values) => (await db.query(text, values)).rows[0];

const { problema } = await one(
  `select p.tipo_problema_id as problema from ticket_problemas p
     join ticket_categorias c using (categoria_id) join departamentos d using (departamento_id)
    where d.nombre = 'Mantenimiento' order by p.tipo_problema_id limit 1`,
);
const boundary = 'JarvisBench';
const body = [
  ['tipoProblemaID', String(problema)],
  ['descripcion', 'La cámara fría no enfría desde la mañana; el termómetro marca 9 °C.'],
]
  .map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  .join('')
  .concat(`--${boundary}--\r\n`);

const { ticket: lastTicket, correo: lastMail } = await one(
  `select (select coalesce(max(peticion_id), 0) from peticiones) as ticket,
          (select coalesce(max(correo_id), 0) from correos) as correo`,
);
/** Mail jobs not yet delivered, dropped between runs so that one run's backlog is not the next's. */
const dropPendingMailJobs = () =>
  db.query(
    `delete from pgboss.job where name = 'mail.send' and state = 'created'
        and (data->>'correoId')::bigint > $1`,
    [lastMail],
  );

const builds = [
  ...(oldScript ? [['anterior', path.resolve(oldScript)]] : []),
  ['actual', serverScript],
];
try {
  for (const [label, script] of builds) {
    const server = await serve({
      label,
      args: [script],
      env: { ...jarvisEnv(target), WEB_DIST: webDist },
      readyPath: '/api/health',
    });
    try {
      const { restaurante } = await signIn(server.url, ['restaurante']);
      const request = {
        url: '/api/tickets',
        method: 'POST',
        headers: {
          authorization: `Bearer ${restaurante.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
      };
      for (const connections of [50, 1]) {
        const before = await one(
          `select (select coalesce(max(peticion_id), 0) from peticiones) as ticket,
                  (select coalesce(max(correo_id), 0) from correos) as correo`,
        );
        const run = await measure(server, request, {
          warmup: 1,
          warmupRequests: 20,
          warmupMax: 3,
          duration: Number(seconds),
          quietMs: 0,
          connections,
        });
        const { tickets, mails } = await one(
          `select count(*)::int as tickets,
                  (select count(*)::int from correos where correo_id > $2
                      and asunto like 'Nuevo ticket %') as mails
             from peticiones where peticion_id > $1`,
          [before.ticket, before.correo],
        );
        await dropPendingMailJobs();
        const ms = (v) => v.toFixed(1);
        console.log(
          `${label.padEnd(8)} ${String(connections).padStart(2)} conexiones: ` +
            `${Math.round(run.requestsPerSecond)} tickets/s, p50 ${ms(run.latencyMs.p50)} ms, ` +
            `p99 ${ms(run.latencyMs.p99)} ms, errores ${run.errors + run.non2xx}, ` +
            `CPU ${run.cpu.serverCores.toFixed(2)} núcleos; ${tickets} tickets y ` +
            `${(mails / Math.max(tickets, 1)).toFixed(0)} correos por ticket`,
        );
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  await db.query(
    `delete from pgboss.job where name = 'mail.send' and (data->>'correoId')::bigint > $1`,
    [lastMail],
  );
  await db.query('delete from correos where correo_id > $1', [lastMail]);
  await db.query(
    `delete from bitacora where entidad = 'peticion'
        and entidad_id in (select peticion_id::text from peticiones where peticion_id > $1)`,
    [lastTicket],
  );
  await db.query('delete from peticiones where peticion_id > $1', [lastTicket]);
  await db.end();
}
