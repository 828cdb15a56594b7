// The everyday writes under load (tools/writes.mjs, and every full run on PostgreSQL). Not scenarios:
// every request changes the data the lists after it would read, and most may be sent once per row
// (a price on the version it was read at, an open ticket closed). So each build gets its own copy of
// the scale database (CREATE DATABASE … TEMPLATE, dropped at the end), and a write that needs one
// row per request is handed a list of them (load/autocannon-child.mjs `targets`). After each run
// this counts what the writes left (audit rows, mail), drops the mail jobs not yet delivered (a
// ticket's ~260 would weigh on the next run), and checks every kept count (the category chips, the
// price list's brand tabs, the tickets' tabs) against a recount of its table.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { measure, serveJarvis, signIn, usersOf } from './measure.mjs';
import { dataDir, webDist as defaultWebDist } from './paths.mjs';

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
export const WRITES = [
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

const copyName = (template) => `${template}_escrituras`;

/** One write on one server: its figures, what it left and whether the kept counts still add up. */
async function measureWrite({ server, db, write, token, connections, seconds }) {
  const fixed = write.request ? await write.request(db) : null;
  const targets = write.targets ? await write.targets(db) : undefined;
  if (targets && !targets.length) return null;
  const { rows } = await db.query(
    `select coalesce(max(bitacora_id), 0) as bitacora,
            (select coalesce(max(correo_id), 0) from correos) as correo from bitacora`,
  );
  const before = rows[0];
  const run = await measure(
    server,
    {
      url: fixed ? fixed.url : '/',
      method: write.method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': fixed?.contentType ?? 'application/json',
      },
      ...(fixed ? { body: fixed.body } : {}),
      ...(targets ? { targets } : {}),
    },
    { warmup: 1, warmupRequests: 20, warmupMax: 3, duration: seconds, quietMs: 0, connections },
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
  const keptCountsWrong = [];
  for (const [table, recount] of Object.entries(KEPT_COUNTS)) {
    const { rowCount } = await db.query(recount);
    if (rowCount) keptCountsWrong.push({ table, rows: rowCount });
  }
  return {
    ...run,
    audited,
    mailsEach: Math.round(mails / Math.max(audited, 1)),
    ...(targets ? { targetsAvailable: targets.length } : {}),
    keptCountsWrong,
  };
}

/**
 * Every chosen write on each build (`[label, server.js]`, the old one first), each build on a fresh
 * copy of `url`'s database, dropped at the end. `onResult` hears each figure as it comes.
 */
export async function measureWrites({
  url,
  builds,
  names = WRITES.map((w) => w.name),
  connectionsList = [50, 1],
  seconds = 10,
  webDist = defaultWebDist,
  onResult = () => {},
}) {
  const unknown = names.filter((name) => !WRITES.some((w) => w.name === name));
  if (unknown.length) throw new Error(`Escrituras desconocidas: ${unknown.join(', ')}`);
  const writes = WRITES.filter((w) => names.includes(w.name));
  const template = new URL(url).pathname.slice(1);
  const copy = copyName(template);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: String(adminUrl) });
  await admin.connect();
  const results = [];
  try {
    for (const [label, script] of builds) {
      await admin.query(`drop database if exists ${copy} with (force)`);
      const t0 = Date.now();
      await admin.query(`create database ${copy} template ${template}`);
      const copySeconds = (Date.now() - t0) / 1000;
      const copyUrl = new URL(url);
      copyUrl.pathname = `/${copy}`;
      const target = { kind: 'postgres', url: String(copyUrl), dataDir: path.join(dataDir, copy) };
      mkdirSync(target.dataDir, { recursive: true });
      const db = new pg.Client({ connectionString: target.url });
      let server;
      try {
        await db.connect();
        server = await serveJarvis({ label, target, script, web: webDist });
        const tokens = await signIn(server.url, usersOf(writes));
        for (const write of writes) {
          for (const connections of connectionsList) {
            const run = await measureWrite({
              server,
              db,
              write,
              token: tokens[write.as].token,
              connections,
              seconds,
            });
            const result = {
              build: label,
              copySeconds,
              name: write.name,
              title: write.title,
              connections,
              run,
            };
            results.push(result);
            onResult(result);
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
  return results;
}
