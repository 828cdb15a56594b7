// The everyday writes under load, on a copy of a scale database, against one build or two (the old
// one first, as tools/ab.mjs), at 50 connections and at one:
//   node bench/tools/writes.mjs postgres://postgres@127.0.0.1:5432/jarvis_bench_s1 \
//     [--old bench/.data/ab-old/dist/server.js] [--only ticket-state,price-change] [--seconds 10]
//
// Not scenarios of the full run: every request changes the data the lists after it would read, and
// most may be sent once per row (a price on the version it was read at, an open ticket closed). So
// each build gets its own copy of the database (CREATE DATABASE … TEMPLATE, dropped at the end), and
// a write that needs one row per request is handed a list of them (autocannon-child.mjs `targets`).
// After each run the tool counts what the writes left (audit rows, mail), drops the mail jobs not
// yet delivered (a ticket's ~260 would weigh on the next run), and checks every kept count
// (the category chips, the price list's brand tabs, the tickets' tabs) against a recount of its
// table: a count that concurrent writers left wrong is a bug, whatever the figures.
import pg from 'pg';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { jarvisEnv } from '../lib/database.mjs';
import { measure, serve, signIn } from '../lib/measure.mjs';
import { dataDir, serverScript, webDist } from '../lib/paths.mjs';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    old: { type: 'string' },
    only: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50,1' },
  },
});
const [url] = positionals;
if (!url)
  throw new Error(
    'Uso: node bench/tools/writes.mjs <postgres url> [--old server.js] [--only a,b] [--seconds 10]',
  );

const BUYER = 'compras.subway';
const MAX_TARGETS = 40_000;
const boundary = 'JarvisBench';
const multipart = (fields) =>
  fields
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('')
    .concat(`--${boundary}--\r\n`);

/**
 * Each write: the account that sends it, what it audits, and either one request (`request`) or one
 * request per row (`targets`, read from the copy before the run, in random order).
 */
const WRITES = [
  {
    name: 'ticket-create',
    title: 'Crear Ticket: Mantenimiento (sus ~260 colaboradores avisados)',
    as: 'restaurante',
    accion: 'peticion.crear',
    method: 'POST',
    async request(db) {
      const { rows } = await db.query(
        `select p.tipo_problema_id as problema from ticket_problemas p
           join ticket_categorias c using (categoria_id) join departamentos d using (departamento_id)
          where d.nombre = 'Mantenimiento' order by p.tipo_problema_id limit 1`,
      );
      return {
        url: '/api/tickets',
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: multipart([
          ['tipoProblemaID', String(rows[0].problema)],
          ['descripcion', 'La cámara fría no enfría desde la mañana; el termómetro marca 9 °C.'],
        ]),
      };
    },
  },
  {
    name: 'ticket-state',
    title: 'Detalle de Ticket: un colaborador lo pasa a Completado, o un Completado a Abierto',
    as: 'mantenimiento',
    accion: 'peticion.estado',
    method: 'PUT',
    async targets(db) {
      // The two moves that ask no reason (TICKET_TRANSITIONS), so that every ticket is one.
      const { rows } = await db.query(
        `select p.peticion_id as id, p.version,
                case when p.estado = 'Completado' then 'Abierto' else 'Completado' end as estado
           from peticiones p join departamentos d using (departamento_id)
          where d.nombre = 'Mantenimiento' and p.estado <> 'Cancelado'
          order by random() limit $1`,
        [MAX_TARGETS],
      );
      return rows.map((t) => ({
        path: `/api/tickets/${t.id}/estado`,
        body: JSON.stringify({ estado: t.estado, tipoMenu: 'c', version: t.version }),
      }));
    },
  },
  {
    name: 'price-change',
    title: 'Lista de precios: Modificar precio (con su historial)',
    as: BUYER,
    accion: 'precio.modificar',
    method: 'PUT',
    async targets(db) {
      const { rows } = await db.query(
        `select pa.id, pa.version, round(pa.precio * 1.05, 4)::text as precio
           from proveedor_articulos pa join proveedores p using (proveedor_id)
          where p.marca = 'Subway' order by random() limit $1`,
        [MAX_TARGETS],
      );
      return rows.map((t) => ({
        path: `/api/catalogo/precios/${t.id}`,
        body: JSON.stringify({ precio: t.precio, version: t.version }),
      }));
    },
  },
  {
    name: 'article-off',
    title: 'Artículos: Desactivar un artículo, y con él cada proveedor que lo vende',
    as: BUYER,
    accion: 'articulo.desactivar',
    method: 'PUT',
    async targets(db) {
      const { rows } = await db.query(
        `select a.articulo_id as id from articulos a
          where a.estado = 1 and exists (select 1 from proveedor_articulos l
                                          where l.articulo_id = a.articulo_id and l.estado = 1)
          order by random() limit $1`,
        [MAX_TARGETS],
      );
      return rows.map((t) => ({
        path: `/api/catalogo/articulos/${encodeURIComponent(t.id)}/estado/0`,
        body: '{}',
      }));
    },
  },
];

/** Each kept count against a recount of its table: the rows where they differ. */
const KEPT_COUNTS = {
  articulos_conteos: `
    select coalesce(k.categoria_id, r.categoria_id) as clave from articulos_conteos k
      full join (select categoria_id, estado, ppd, count(*)::int as total from articulos group by 1, 2, 3) r
        using (categoria_id, estado, ppd)
     where coalesce(k.total, 0) <> coalesce(r.total, 0)`,
  proveedor_articulos_conteos: `
    select proveedor_id as clave from proveedor_articulos_conteos k
      full join (select proveedor_id, estado, count(*)::int as total from proveedor_articulos group by 1, 2) r
        using (proveedor_id, estado)
     where coalesce(k.total, 0) <> coalesce(r.total, 0)`,
  peticiones_conteos: `
    select departamento_id as clave from peticiones_conteos k
      full join (select departamento_id, marca, estado, count(*)::int as total from peticiones group by 1, 2, 3) r
        using (departamento_id, marca, estado)
     where coalesce(k.total, 0) <> coalesce(r.total, 0)`,
};

const chosen = opts.only ? opts.only.split(',') : WRITES.map((w) => w.name);
const unknown = chosen.filter((name) => !WRITES.some((w) => w.name === name));
if (unknown.length) throw new Error(`Escrituras desconocidas: ${unknown.join(', ')}`);
const writes = WRITES.filter((w) => chosen.includes(w.name));
const connectionsList = opts.connections.split(',').map(Number);
const builds = [
  ...(opts.old ? [['anterior', path.resolve(opts.old)]] : []),
  ['actual', serverScript],
];

const template = new URL(url).pathname.slice(1);
const adminUrl = new URL(url);
adminUrl.pathname = '/postgres';
const admin = new pg.Client({ connectionString: String(adminUrl) });
await admin.connect();
const ms = (v) => v.toFixed(1);

try {
  for (const [label, script] of builds) {
    const copy = `${template}_escrituras`;
    await admin.query(`drop database if exists ${copy} with (force)`);
    const t0 = Date.now();
    await admin.query(`create database ${copy} template ${template}`);
    const copyUrl = new URL(url);
    copyUrl.pathname = `/${copy}`;
    console.log(`${label}: copia ${copy} en ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const target = { kind: 'postgres', url: String(copyUrl), dataDir: path.join(dataDir, copy) };
    mkdirSync(target.dataDir, { recursive: true });
    const db = new pg.Client({ connectionString: target.url });
    let server;
    try {
      await db.connect();
      server = await serve({
        label,
        args: [script],
        env: { ...jarvisEnv(target), WEB_DIST: webDist },
        readyPath: '/api/health',
      });
      const tokens = await signIn(server.url, [...new Set(writes.map((w) => w.as))]);
      for (const write of writes) {
        for (const connections of connectionsList) {
          const fixed = write.request ? await write.request(db) : null;
          const targets = write.targets ? await write.targets(db) : undefined;
          if (targets && !targets.length) {
            console.log(`${label.padEnd(8)} ${write.name}: no quedan filas para esta escritura`);
            continue;
          }
          const { rows } = await db.query(
            'select coalesce(max(bitacora_id), 0) as bitacora, (select coalesce(max(correo_id), 0) from correos) as correo from bitacora',
          );
          const before = rows[0];
          const run = await measure(
            server,
            {
              url: fixed ? fixed.url : '/',
              method: write.method,
              headers: {
                authorization: `Bearer ${tokens[write.as].token}`,
                'content-type': fixed?.contentType ?? 'application/json',
              },
              ...(fixed ? { body: fixed.body } : {}),
              ...(targets ? { targets } : {}),
            },
            {
              warmup: 1,
              warmupRequests: 20,
              warmupMax: 3,
              duration: Number(opts.seconds),
              quietMs: 0,
              connections,
            },
          );
          const effect = await db.query(
            `select count(*)::int as audited,
                    (select count(*)::int from correos where correo_id > $3) as mails
               from bitacora where bitacora_id > $1 and accion = $2`,
            [before.bitacora, write.accion, before.correo],
          );
          const { audited, mails } = effect.rows[0];
          // The mail still queued would be delivered during the next run and weigh on it.
          await db.query(`delete from pgboss.job where name = 'mail.send' and state = 'created'`);
          const wrong = [];
          for (const [table, recount] of Object.entries(KEPT_COUNTS)) {
            const { rowCount } = await db.query(recount);
            if (rowCount) wrong.push(`${table}: ${rowCount} filas`);
          }
          const codes = Object.entries(run.statusCodes ?? {})
            .map(([code, { count }]) => `${code}×${count}`)
            .join(' ');
          console.log(
            `${label.padEnd(8)} ${write.name.padEnd(13)} ${String(connections).padStart(2)} conexiones: ` +
              `${Math.round(run.requestsPerSecond)}/s, p50 ${ms(run.latencyMs.p50)} ms, ` +
              `p99 ${ms(run.latencyMs.p99)} ms, max ${ms(run.latencyMs.max)} ms, ` +
              `errores ${run.errors + run.non2xx} (${codes}), CPU ${run.cpu.serverCores.toFixed(2)} núcleos; ` +
              `${audited} en la bitácora (con el calentamiento), ` +
              `${(mails / Math.max(audited, 1)).toFixed(0)} correos cada una` +
              (targets ? `, ${run.targetsUsed} de ${targets.length} filas` : '') +
              (wrong.length ? `; CONTEOS MAL: ${wrong.join(', ')}` : '; conteos al día'),
          );
        }
      }
    } finally {
      await server?.stop();
      await db.end();
      await admin.query(`drop database if exists ${copy} with (force)`);
    }
  }
} finally {
  await admin.end();
}
