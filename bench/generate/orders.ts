// Two years of purchase orders: 1,000,000 at scale 1 with about 5,000,000 lines, more each month
// (the group grows). Each order is a branch's (bench.sucursal_al_azar's weights, so the busy branches
// are the busy ones everywhere: the top three place about a third of the orders) to a supplier of
// its brand, drawn with the catalogue's weights (the catalogue's busiest suppliers are the busiest
// here: Subway's top three take about half of Subway's orders, some 28 % of all). Its lines are that
// supplier's orderable articles (active, linked, priced) at their price, each once, the first
// articles of its list far more often (the staples). States follow the order's age as in the demo
// seed (seed/demo-orders.ts): the last days in Revisión, open or not delivered, older ones
// delivered, registered in SAP or voided, with received quantities and invoice fields once
// delivered; totals = Σ cantidad × precio to 4 decimals and × 1.13, as orderTotals computes them; the
// folded 'Buscar' text exactly as orderSearchText writes it; the history in the bitácora as the
// service writes it (created, then approved or voided by central staff when a branch created it).
//
// Beside them, the stocks of the scenarios that change what they act on (bench/scenarios.ts): for
// 'orders-approve', LOTES batches of 50 orders in Revisión of one busy supplier; for
// 'orders-deliver', open orders of another, one per delivery. In ids of their own, from 5 to 9 days
// ago (behind the newest, so they do not fill page 1 of the lists). Each request takes a batch (an
// order) never sent before; the harness keeps which (lib/measure.ts). They carry a placeholder PDF
// key, which also marks them: the approval's PDF job (after the answer) finds it done, so the
// scenario measures approving, not rendering thousands of PDFs a minute, which would load every
// scenario after it.
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '../../packages/contracts/src/search';
import { IVA_FACTOR, MONEY_DECIMALS } from '../../packages/contracts/src/orders';
import {
  PRICE_CHANGE_ARTICLES_MAX,
  PRICE_CHANGE_STATES,
} from '../../packages/contracts/src/orders-price-change';
import { CATALOG_ACCOUNT } from './catalog';
import type { Database } from '../../apps/api/src/db/client';
import { lit, run, scalar, scaled, type Generator } from './sql';

export const PEDIDOS_AT_SCALE_1 = 1_000_000;
/** Orders approved together in the approval scenario. */
export const LOTE = 50;
/**
 * Batches kept for the approval scenario. A load takes at least one per connection (50), so a quick
 * run takes some 150 and a full one on PGlite a few hundred; the harness generates the data again
 * once half are gone (lib/data.ts). Never fewer than 400, whatever the scale.
 */
export const LOTES_AT_SCALE_1 = 2_000;
const LOTES_MIN = 400;
/** Marks the approval scenario's orders (pdf_archivo): their PDF job returns at once. */
export const LOTE_PDF = 'bench/lote-de-aprobacion.pdf';
/** Orders kept open for the delivery scenario, one per delivery (marked as the approval stock). */
export const ENTREGAS_AT_SCALE_1 = 20_000;
const ENTREGAS_MIN = 5_000;
export const ENTREGA_PDF = 'bench/lote-de-entrega.pdf';
const BUSINESS_TZ = 'America/El_Salvador';
const DAYS = 730;
/** Within a brand the n-th supplier gets 1/n^SKEW of the orders, ranked as the catalogue ranks them. */
const SKEW = 1.1;
const TEMP = [
  'oferta',
  'proveedor_peso',
  'cubeta_proveedor',
  'cubeta_sucursal',
  'ramas',
  'cubeta_sucursal_marca',
  'personal',
  'personal_n',
  'centrales',
  'nuevos',
  'lineas',
  'rehacer',
];

const today = `(now() AT TIME ZONE ${lit(BUSINESS_TZ)})::date`;
const linesOf = (r: string) => `1 + floor(power(${r}, 1.5) * 11)::int`;
/** Columns of `nuevos`, filled by the regular orders and then by the scenarios' stocks. */
const COLUMNS = `pedido_id, proveedor_id, sucursal_id, estado, creado, fecha_pedido, fecha_estimada,
                 k, s, m, del_local, creador, aprobador, lote`;
/** A business date's midnight as an instant. */
const midnight = (fecha: string) => `(${fecha}::timestamp AT TIME ZONE ${lit(BUSINESS_TZ)})`;
const fold = (text: string) =>
  `translate(lower(${text}), ${lit(SEARCH_FOLD_FROM)}, ${lit(SEARCH_FOLD_TO)})`;

/** The demo's states by age (stateFor in seed/demo-orders.ts), then mostly closed past 60 days. */
const stateByAge = (dias: string, r: string) => `CASE
  WHEN ${dias} <= 4 THEN CASE WHEN ${r} < 0.4 THEN 1 WHEN ${r} < 0.85 THEN 2 ELSE 3 END
  WHEN ${dias} <= 12 THEN CASE WHEN ${r} < 0.2 THEN 2 WHEN ${r} < 0.3 THEN 3 WHEN ${r} < 0.65 THEN 4
                               WHEN ${r} < 0.75 THEN 6 WHEN ${r} < 0.9 THEN 8 ELSE 5 END
  WHEN ${dias} <= 60 THEN CASE WHEN ${r} < 0.12 THEN 4 WHEN ${r} < 0.17 THEN 6 WHEN ${r} < 0.85 THEN 8 ELSE 5 END
  ELSE CASE WHEN ${r} < 0.03 THEN 4 WHEN ${r} < 0.05 THEN 6 WHEN ${r} < 0.85 THEN 8 ELSE 5 END END`;

/**
 * A scenario's stock (`lote`): `count` orders in `estado` of Subway's supplier ranked `rank` (0 the
 * busiest), Subway's branches by weight, created by the branch 5 to 9 days ago, numbered after
 * every order before them.
 */
const stockOf = (lote: string, estado: number, rank: number, count: number) => `
  INSERT INTO nuevos (${COLUMNS})
  WITH p AS (
    SELECT * FROM proveedor_peso WHERE marca = 'Subway' ORDER BY w DESC, proveedor_id
    OFFSET ${rank} LIMIT 1
  ), raw AS (
    SELECT g, random() AS r_suc, random() AS r_lineas, random() AS r_inicio, random() AS r_quien,
           random() AS r_aprueba, random() AS r_entrega,
           now() - interval '9 days' + (g - random()) / ${count} * interval '4 days' AS creado
    FROM generate_series(1, ${count}) g
  ), t AS (
    SELECT r.*, (r.creado AT TIME ZONE ${lit(BUSINESS_TZ)})::date AS fecha FROM raw r
  )
  SELECT (SELECT max(pedido_id) FROM nuevos) + t.g, p.proveedor_id, cs.sucursal_id, ${estado}, t.creado,
         t.fecha, t.fecha + 1 + floor(t.r_entrega * 4)::int,
         least(${linesOf('t.r_lineas')}, p.max_productos, p.m), floor(p.m * t.r_inicio ^ 2)::int,
         p.m, true, coalesce(l.usuario_id, c.usuario_id), a.usuario_id, ${lit(lote)}
  FROM t CROSS JOIN p
  JOIN cubeta_sucursal_marca cs ON cs.marca = p.marca AND cs.c = floor(t.r_suc * 1000)::int
  JOIN centrales c ON c.i = floor(t.r_quien * c.n)::int
  JOIN centrales a ON a.i = floor(t.r_aprueba * a.n)::int
  LEFT JOIN personal_n pn ON pn.sucursal_id = cs.sucursal_id
  LEFT JOIN personal l ON l.sucursal_id = cs.sucursal_id AND l.i = floor(t.r_quien * pn.n)::int`;

/** The orders the group placed: not a scenario's stock (marked in pdf_archivo). */
const REGULAR = `(o.pdf_archivo IS NULL OR o.pdf_archivo NOT IN (${lit(LOTE_PDF)}, ${lit(ENTREGA_PDF)}))`;
/** Lines the mass price change scenario reaches, about. */
const CAMBIO_LINEAS = 10_000;

/**
 * The mass price change's target (bench/scenarios.ts 'orders-price-change'): on the open orders
 * (PRICE_CHANGE_STATES) of the branches the Subway buyer may change (not its own), the Subway
 * supplier with the most lines whose orders no scenario draws from, and its hottest articles, as
 * many as reach about CAMBIO_LINEAS lines (at most the PRICE_CHANGE_ARTICLES_MAX one change may
 * hold): the generated catalogue spreads a supplier's orders over thousands of articles (the
 * hottest is on 241 open lines at scale 1), so no single article reaches ten thousand. Each with two
 * prices, 5 and 10 % over today's, sent in turn so that each run changes every line.
 */
async function hottestArticles(database: Database) {
  const open = `o.estado IN (${PRICE_CHANGE_STATES.join(', ')}) AND ${REGULAR}
    AND o.sucursal_id <> (SELECT sucursal_id FROM usuarios WHERE username = ${lit(CATALOG_ACCOUNT)})`;
  const [supplier] = await database.query<{ proveedorId: number }>(
    `SELECT o.proveedor_id AS "proveedorId"
     FROM pedidos o JOIN pedido_detalles d USING (pedido_id) JOIN proveedores p USING (proveedor_id)
     WHERE p.marca = 'Subway' AND ${open}
       AND o.proveedor_id NOT IN (SELECT DISTINCT proveedor_id FROM pedidos
                                  WHERE pdf_archivo IN (${lit(LOTE_PDF)}, ${lit(ENTREGA_PDF)}))
     GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  if (!supplier) return undefined;
  const articulos = await database.query<{
    articuloId: string;
    a: string;
    b: string;
    hasta: number;
  }>(
    `WITH hot AS (
       SELECT d.articulo_id, count(*) AS n FROM pedidos o JOIN pedido_detalles d USING (pedido_id)
       WHERE o.proveedor_id = $1 AND ${open} GROUP BY 1
       ORDER BY 2 DESC, 1 LIMIT ${PRICE_CHANGE_ARTICLES_MAX}
     ), running AS (
       SELECT articulo_id, n, sum(n) OVER (ORDER BY n DESC, articulo_id) AS hasta FROM hot
     )
     SELECT r.articulo_id AS "articuloId", round(pa.precio * 1.05, 4)::text AS a,
            round(pa.precio * 1.10, 4)::text AS b, r.hasta::int AS hasta
     FROM running r JOIN proveedor_articulos pa
       ON pa.proveedor_id = $1 AND pa.articulo_id = r.articulo_id
     WHERE r.hasta - r.n < ${CAMBIO_LINEAS}
     ORDER BY r.hasta`,
    [supplier.proveedorId],
  );
  const [range] = await database.query<{ desde: string; hasta: string }>(
    `SELECT min(o.fecha_pedido)::text AS desde, max(o.fecha_pedido)::text AS hasta
     FROM pedidos o WHERE o.proveedor_id = $1 AND ${open}`,
    [supplier.proveedorId],
  );
  return {
    proveedorId: supplier.proveedorId,
    desde: range?.desde,
    hasta: range?.hasta,
    lineas: articulos.at(-1)?.hasta ?? 0,
    articulos: articulos.map(({ articuloId, a, b }) => ({ articuloId, precios: [a, b] })),
  };
}

export const orders: Generator = {
  module: 'orders',
  async run(database, scale) {
    const rows = scaled(PEDIDOS_AT_SCALE_1, scale, 200);
    const stock = LOTE * scaled(LOTES_AT_SCALE_1, scale, LOTES_MIN);
    // The demo's orders keep their numbers; the generated ones follow.
    const demo = await scalar(database, 'SELECT coalesce(max(pedido_id), 0) FROM pedidos');
    const entregas = scaled(ENTREGAS_AT_SCALE_1, scale, ENTREGAS_MIN);
    await run(database, 0.52, [
      // What each supplier sells that an order may hold, in a fixed random order per supplier.
      `CREATE TEMP TABLE oferta AS
       SELECT pa.proveedor_id, pa.articulo_id, pa.precio,
              (row_number() OVER w - 1)::int AS n, count(*) OVER (PARTITION BY pa.proveedor_id)::int AS m
       FROM proveedor_articulos pa JOIN articulos a USING (articulo_id)
       WHERE pa.estado = 1 AND a.estado = 1 AND pa.precio > 0
       WINDOW w AS (PARTITION BY pa.proveedor_id ORDER BY md5(pa.articulo_id))`,
      `CREATE INDEX ON oferta (proveedor_id, n)`,
      `ANALYZE oferta`,
      // Suppliers ranked as the catalogue ranks them (bench/generate/catalog.ts), active ones with
      // something to sell, and a thousand buckets per brand to draw one by weight with a join.
      `CREATE TEMP TABLE proveedor_peso AS
       WITH ranked AS (
         SELECT p.proveedor_id, p.marca, p.estado, p.max_productos,
                1 / power(row_number() OVER (PARTITION BY p.marca ORDER BY md5(p.codigo)), ${SKEW}) AS w
         FROM proveedores p
       ), activos AS (
         SELECT r.*, o.m FROM ranked r
         JOIN (SELECT proveedor_id, max(m) AS m FROM oferta GROUP BY 1) o USING (proveedor_id)
         WHERE r.estado = 1
       )
       SELECT proveedor_id, marca, max_productos, m, w,
              sum(w) OVER (PARTITION BY marca ORDER BY w DESC, proveedor_id)
                / sum(w) OVER (PARTITION BY marca) AS hasta
       FROM activos`,
      `CREATE TEMP TABLE cubeta_proveedor AS
       SELECT b.marca, c,
              (SELECT p.proveedor_id FROM proveedor_peso p
               WHERE p.marca = b.marca AND (c + 0.5) / 1000 < p.hasta ORDER BY p.hasta LIMIT 1) AS proveedor_id
       FROM (SELECT DISTINCT marca FROM proveedor_peso) b CROSS JOIN generate_series(0, 999) c`,
      // Branches by bench.peso_sucursal, in ten thousand buckets (sucursal_al_azar as a join), and
      // per brand for the approval stock.
      `CREATE TEMP TABLE ramas AS
       SELECT s.sucursal_id, s.nombre, s.bodega, m.nombre AS marca
       FROM sucursales s JOIN marcas m USING (marca_id)`,
      `CREATE TEMP TABLE cubeta_sucursal AS
       SELECT c, (SELECT sucursal_id FROM bench.peso_sucursal
                  WHERE (c + 0.5) / 10000 < hasta ORDER BY hasta LIMIT 1) AS sucursal_id
       FROM generate_series(0, 9999) c`,
      `CREATE TEMP TABLE cubeta_sucursal_marca AS
       WITH p AS (
         SELECT r.marca, w.sucursal_id,
                sum(w.peso) OVER (PARTITION BY r.marca ORDER BY w.sucursal_id)
                  / sum(w.peso) OVER (PARTITION BY r.marca) AS hasta
         FROM bench.peso_sucursal w JOIN ramas r USING (sucursal_id)
       )
       SELECT b.marca, c, (SELECT p.sucursal_id FROM p WHERE p.marca = b.marca
                           AND (c + 0.5) / 1000 < p.hasta ORDER BY p.hasta LIMIT 1) AS sucursal_id
       FROM (SELECT DISTINCT marca FROM p) b CROSS JOIN generate_series(0, 999) c`,
      // Who creates them: someone of the branch, or the office's buyers, who also approve; numbered
      // so that a draw is a join (an array per branch would be read whole for every order).
      `CREATE TEMP TABLE personal AS
       SELECT sucursal_id, (row_number() OVER (PARTITION BY sucursal_id ORDER BY usuario_id) - 1)::int AS i,
              count(*) OVER (PARTITION BY sucursal_id)::int AS n, usuario_id
       FROM usuarios`,
      `CREATE TEMP TABLE centrales AS
       WITH c AS (
         SELECT u.usuario_id FROM usuarios u JOIN departamentos d USING (departamento_id)
         WHERE d.nombre = 'Compras'
         UNION SELECT usuario_id FROM usuarios WHERE username = 'compras'
       )
       SELECT (row_number() OVER (ORDER BY usuario_id) - 1)::int AS i, count(*) OVER ()::int AS n,
              usuario_id FROM c`,
      `CREATE TEMP TABLE personal_n AS SELECT DISTINCT sucursal_id, n FROM personal`,
      // Temporary tables have no statistics until asked: without them the joins below are planned
      // as nested loops over the buckets.
      `ANALYZE proveedor_peso, cubeta_proveedor, ramas, cubeta_sucursal, cubeta_sucursal_marca,
               personal, personal_n, centrales`,
      // The orders: the day (more of them lately), the branch, its brand's supplier, the state by
      // age; numbered in the order they were placed. k lines from the s-th article of the
      // supplier's m (the head of its list far more often).
      `CREATE TEMP TABLE nuevos AS
       WITH raw AS (
         SELECT g, random() AS r_suc, random() AS r_prov, random() AS r_estado, random() AS r_hora,
                random() AS r_lineas, random() AS r_inicio, random() AS r_quien, random() AS r_aprueba,
                random() AS r_rama, random() AS r_entrega,
                floor((1 - sqrt((g - random()) / ${rows})) * ${DAYS})::int AS dias
         FROM generate_series(1, ${rows}) g
       ), d AS (
         SELECT r.*, cs.sucursal_id, p.proveedor_id, p.m, p.max_productos,
                ${today} - r.dias AS fecha, ${stateByAge('r.dias', 'r.r_estado')} AS estado
         FROM raw r
         JOIN cubeta_sucursal cs ON cs.c = floor(r.r_suc * 10000)::int
         JOIN ramas s ON s.sucursal_id = cs.sucursal_id
         JOIN cubeta_proveedor cp ON cp.marca = s.marca AND cp.c = floor(r.r_prov * 1000)::int
         JOIN proveedor_peso p ON p.proveedor_id = cp.proveedor_id
       ), t AS (
         -- Between 7:00 and 16:00 of its day; today's, before now.
         SELECT d.*, CASE WHEN ${midnight('d.fecha')} + interval '7 hours' + d.r_hora * interval '9 hours' < now()
                          THEN ${midnight('d.fecha')} + interval '7 hours' + d.r_hora * interval '9 hours'
                          ELSE ${midnight('d.fecha')} + d.r_hora * (now() - ${midnight('d.fecha')}) END AS creado,
                d.estado = 1 OR d.r_rama < 0.6 AS del_local
         FROM d
       )
       SELECT ${demo} + row_number() OVER (ORDER BY t.creado, t.g) AS pedido_id, t.proveedor_id,
              t.sucursal_id, t.estado, t.creado, t.fecha AS fecha_pedido,
              t.fecha + 1 + floor(t.r_entrega * 4)::int AS fecha_estimada,
              least(${linesOf('t.r_lineas')}, t.max_productos, t.m) AS k,
              floor(t.m * t.r_inicio ^ 2)::int AS s, t.m, t.del_local,
              CASE WHEN t.del_local THEN coalesce(l.usuario_id, c.usuario_id) ELSE c.usuario_id END AS creador,
              a.usuario_id AS aprobador, NULL::text AS lote
       FROM t
       JOIN centrales c ON c.i = floor(t.r_quien * c.n)::int
       JOIN centrales a ON a.i = floor(t.r_aprueba * a.n)::int
       LEFT JOIN personal_n pn ON pn.sucursal_id = t.sucursal_id
       LEFT JOIN personal l ON l.sucursal_id = t.sucursal_id AND l.i = floor(t.r_quien * pn.n)::int`,
      // The approval stock: Subway's second busiest supplier, in Revisión; the delivery stock:
      // its third, open (approved by central staff). Subway's branches by weight, created by the
      // branch 5 to 9 days ago (newer ids, newer orders).
      stockOf('aprobacion', 1, 1, stock),
      stockOf('entrega', 2, 2, entregas),
      // A bulk load builds each index once, after the rows, instead of updating it 6 million times
      // (the trigram index most of all), and checks each foreign key with one join instead of once
      // per row: the two tables' indexes (other than their keys) and foreign keys are dropped, and
      // made again from their own definitions once the rows are in.
      `CREATE TEMP TABLE rehacer AS
       SELECT 1 AS paso, 'DROP INDEX ' || i.indexrelid::regclass AS quitar,
              pg_get_indexdef(i.indexrelid) AS poner
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
       WHERE t.relname IN ('pedidos', 'pedido_detalles') AND t.relnamespace = 'public'::regnamespace
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
       UNION ALL
       SELECT 2, format('ALTER TABLE %s DROP CONSTRAINT %I', c.conrelid::regclass, c.conname),
              format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass, c.conname,
                     pg_get_constraintdef(c.oid))
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
       WHERE c.contype = 'f' AND t.relname IN ('pedidos', 'pedido_detalles')
         AND t.relnamespace = 'public'::regnamespace`,
      `DO $$ DECLARE r record; BEGIN FOR r IN SELECT quitar FROM rehacer LOOP EXECUTE r.quitar; END LOOP; END $$`,
      // Lines: 1–24 units each; once delivered, about one in eight arrived short.
      `CREATE TEMP TABLE lineas AS
       SELECT x.pedido_id, x.j, x.articulo_id, x.precio, x.cantidad,
              CASE WHEN x.estado IN (4, 6, 8) THEN
                CASE WHEN x.r_corta < 0.12 THEN greatest(0, x.cantidad - 1 - floor(x.r_cuanto * 3)::int)
                     ELSE x.cantidad END END AS recibida
       FROM (
         SELECT n.pedido_id, n.estado, j, o.articulo_id, o.precio, 1 + floor(random() * 24)::int AS cantidad,
                random() AS r_corta, random() AS r_cuanto
         FROM nuevos n CROSS JOIN LATERAL generate_series(0, n.k - 1) j
         JOIN oferta o ON o.proveedor_id = n.proveedor_id AND o.n = (n.s + j) % n.m
       ) x`,
      `INSERT INTO pedidos (pedido_id, proveedor_id, sucursal_id, usuario_id, estado, fecha_pedido,
                            fecha_estimada, fecha_entrega, fecha_factura, credito_fiscal, dte, serie_doc,
                            num_unico, verificado_por, anulado_por, anulado_en, total_pedido,
                            total_final, doc_total, wt_liable, pdf_archivo, busqueda, creado_en,
                            actualizado_en, version)
       WITH totales AS (
         SELECT pedido_id, sum(coalesce(recibida, cantidad) * precio) AS total FROM lineas GROUP BY 1
       ), f AS (
         SELECT n.*, t.total, p.nombre AS proveedor, p.codigo, p.wt_liable, r.nombre AS sucursal, r.bodega,
                n.estado IN (4, 6, 8) AS entregado, 41000 + n.pedido_id AS ccf,
                least(now(), n.creado + (n.fecha_estimada - n.fecha_pedido) * interval '1 day'
                             + interval '5 hours') AS cerrado
         FROM nuevos n JOIN totales t USING (pedido_id)
         JOIN proveedores p USING (proveedor_id) JOIN ramas r USING (sucursal_id)
       )
       SELECT pedido_id, proveedor_id, sucursal_id, creador, estado, fecha_pedido, fecha_estimada,
              CASE WHEN entregado THEN fecha_estimada END, CASE WHEN entregado THEN fecha_estimada END,
              CASE WHEN entregado THEN ccf::text END,
              CASE WHEN entregado THEN 'DTE-03-' || lpad(pedido_id::text, 8, '0') END,
              CASE WHEN entregado THEN '22SD000F' END,
              CASE WHEN entregado THEN codigo || '-' || (ccf + 1) END,
              CASE WHEN estado = 1 OR (estado = 5 AND del_local) THEN NULL
                   WHEN del_local THEN aprobador ELSE creador END,
              CASE WHEN estado = 5 THEN aprobador END,
              CASE WHEN estado = 5 THEN creado + interval '3 hours' END,
              round(total, ${MONEY_DECIMALS}), round(total * ${IVA_FACTOR}, ${MONEY_DECIMALS}),
              CASE WHEN estado = 8 THEN round(total * ${IVA_FACTOR}, ${MONEY_DECIMALS}) END,
              wt_liable, CASE lote WHEN 'aprobacion' THEN ${lit(LOTE_PDF)} WHEN 'entrega' THEN ${lit(ENTREGA_PDF)} END,
              ${fold(`'#' || pedido_id || ' ' || proveedor || ' ' || codigo || ' ' || sucursal || ' ' || bodega`)},
              creado,
              CASE WHEN estado = 1 THEN creado WHEN estado IN (2, 5) THEN creado + interval '3 hours'
                   ELSE cerrado END,
              CASE WHEN estado = 1 THEN 0 WHEN estado IN (2, 5) THEN 1 ELSE 2 END
       FROM f ORDER BY pedido_id`,
      `INSERT INTO pedido_detalles (pedido_id, articulo_id, cantidad_pedida, cantidad_recibida,
                                    precio_pedido, precio_proveedor, creado_en)
       SELECT l.pedido_id, l.articulo_id, l.cantidad, l.recibida, l.precio, l.precio, n.creado
       FROM lineas l JOIN nuevos n USING (pedido_id) ORDER BY l.pedido_id, l.j`,
      // The history as the service writes it: created (in Revisión by a branch, open by central
      // staff), and the branch's approved or voided two hours later.
      `INSERT INTO bitacora (fecha, usuario_id, accion, entidad, entidad_id, detalle)
       SELECT h.fecha, h.usuario_id, h.accion, 'pedido', n.pedido_id::text, h.detalle
       FROM nuevos n JOIN pedidos p USING (pedido_id)
       CROSS JOIN LATERAL (VALUES
         (1, n.creado, n.creador, 'pedido.crear', jsonb_build_object('cambios', jsonb_build_array(
           jsonb_build_object('campo', 'estado', 'de', NULL, 'a', CASE WHEN n.del_local THEN 1 ELSE 2 END),
           jsonb_build_object('campo', 'totalFinal', 'de', NULL, 'a', p.total_final::text)))),
         (2, n.creado + interval '2 hours', n.aprobador,
          CASE WHEN n.estado = 5 THEN 'pedido.anular' ELSE 'pedido.aprobar' END,
          CASE WHEN n.del_local AND n.estado <> 1 THEN jsonb_build_object('cambios', jsonb_build_array(
            jsonb_build_object('campo', 'estado', 'de', 1, 'a', CASE WHEN n.estado = 5 THEN 5 ELSE 2 END))) END)
       ) AS h(paso, fecha, usuario_id, accion, detalle)
       WHERE h.paso = 1 OR h.detalle IS NOT NULL
       ORDER BY h.fecha, h.paso`,
      `DO $$ DECLARE r record; BEGIN FOR r IN SELECT poner FROM rehacer ORDER BY paso LOOP EXECUTE r.poner; END LOOP; END $$`,
      // The next order Jarvis creates takes the number after them.
      `SELECT setval(pg_get_serial_sequence('pedidos', 'pedido_id'), (SELECT max(pedido_id) FROM pedidos))`,
      `DROP TABLE ${TEMP.join(', ')}`,
    ]);
  },
  async facts(database) {
    // The scenarios' stocks are left out: the other scenarios read what the group ordered.
    const regular = REGULAR;
    // Subway's busiest supplier and the busiest branch by orders, a word of the supplier's name
    // that many suppliers share (its trade: 'Distribuidora'…), an order of theirs with ten lines.
    const [proveedor] = await database.query<{ id: number; nombre: string; palabra: string }>(
      `SELECT p.proveedor_id AS id, p.nombre, split_part(p.nombre, ' ', 1) AS palabra
       FROM pedidos o JOIN proveedores p USING (proveedor_id)
       WHERE p.marca = 'Subway' AND ${regular} GROUP BY 1, 2 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    const [sucursal] = await database.query<{ id: number; bodega: string }>(
      `SELECT s.sucursal_id AS id, s.bodega FROM pedidos o JOIN sucursales s USING (sucursal_id)
       WHERE ${regular} GROUP BY 1, 2 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    const [detalle] = await database.query<{ id: number; lineas: number }>(
      `SELECT o.pedido_id AS id, count(*)::int AS lineas
       FROM pedidos o JOIN pedido_detalles d USING (pedido_id)
       WHERE o.proveedor_id = $1 AND o.estado = 4
       GROUP BY 1 ORDER BY abs(count(*) - 10), 1 DESC LIMIT 1`,
      [proveedor?.id],
    );
    const [aprobacion] = await database.query<{ primero: number; pedidos: number }>(
      `SELECT min(pedido_id)::int AS primero, count(*)::int AS pedidos FROM pedidos
       WHERE pdf_archivo = $1`,
      [LOTE_PDF],
    );
    const lotes = Math.floor((aprobacion?.pedidos ?? 0) / LOTE);
    const [entrega] = await database.query<{ primero: number; pedidos: number }>(
      `SELECT min(pedido_id)::int AS primero, count(*)::int AS pedidos FROM pedidos
       WHERE pdf_archivo = $1`,
      [ENTREGA_PDF],
    );
    // The busiest supplier's delivery run: its delivery date with the most open orders.
    const [descarga] = await database.query<{ fecha: string; pedidos: number }>(
      `SELECT o.fecha_estimada::text AS fecha, count(*)::int AS pedidos FROM pedidos o
       WHERE o.proveedor_id = $1 AND o.estado = 2 AND ${regular}
       GROUP BY 1 ORDER BY 2 DESC, 1 DESC LIMIT 1`,
      [proveedor?.id],
    );
    const cambioPrecio = await hottestArticles(database);
    return {
      orders: {
        proveedorOcupado: proveedor,
        sucursalOcupada: sucursal,
        detalle,
        aprobacion: { primero: aprobacion?.primero ?? 0, lotes, tamano: LOTE },
        entrega: { primero: entrega?.primero ?? 0, pedidos: entrega?.pedidos ?? 0 },
        descarga: { proveedorId: proveedor?.id, ...descarga },
        cambioPrecio,
      },
    };
  },
};
