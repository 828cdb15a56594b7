// A year of inventory counts (issue #55): at scale 1 every active branch counts every day, about
// 22,000 counts of 200 lines (4.4 million lines); a smaller scale keeps the branches and shortens the
// year (scale 0.1: about 170 days of the demo's branches). Each date's type is the one the service
// suggests (monthly on the month's last day, weekly on Tuesdays, daily otherwise), its mask the
// service's ('SW01-D-20261128'). The states follow the age as in the demo seed (seed/demo-inventory.ts):
// a finished daily count is Aprobado, a weekly or monthly one Aprobado after its review or, one in
// twelve, Anulado; only the newest weekly or monthly count of a branch may still be open (En Proceso
// or Revisión, as the service requires), and the last three days have some counts still En Proceso
// and some branches that have not counted yet (the review's 'faltantes'). The demo's branches keep
// their two weeks of demo counts; their generated year ends before them. A count's lines are 200 of
// its brand's countable articles (what articles.countableArticles gives a creation: active articles
// an active supplier of the brand sells), the same 200 for every count of the brand, copied with
// their category, units and limits, in the order a creation inserts them (category, name); a
// finished count has every cell typed (version 2) and its cost (Σ inv_total × a sale unit's lowest
// active price, as Finalizar works it out). Its creator is Restaurante staff of the branch, its
// gerente the creator's boss; each step is in the bitácora as the service writes it.
//
// Beside them, the stock of 'inventory-save-cell' (bench/scenarios.ts), a save that changes what it
// acts on (each save increments its line's version): CELDAS_AT_SCALE_1 untyped lines at version 0
// in CONTEOS_STOCK counts En Proceso of COUNTING_ACCOUNT's branch (SW02), one per date before its
// generated year, each with 1,000 of the brand's countable articles at scale 1 (a real count of this
// catalogue would hold all of them, thousands). Request i saves line i ÷ CONTEOS_STOCK of count
// i mod CONTEOS_STOCK: 50 requests at once spread over the counts (every save takes its count's row
// FOR SHARE, as 50 branches would each their own) instead of piling on one. Their ids (and line
// ids) come before the generated year's, so that no list's first page nor the review reads them.
// The list, detail and review scenarios read INVENTORY_ACCOUNT's branch (SW01) and the office,
// which the stock leaves alone.
import { lit, run, scalar, scaled, type Generator } from './sql';

export const INVENTARIOS_AT_SCALE_1 = 22_000;
/** Lines of a generated count. */
export const LINEAS = 200;
/** Untyped lines kept for the save scenario, one per request; never fewer than the minimum. */
export const CELDAS_AT_SCALE_1 = 20_000;
const CELDAS_MIN = 2_000;
/** The stock's counts (more when the brand has too few articles), and the most days of history. */
const CONTEOS_STOCK = 20;
const DAYS_MAX = 365;
const DAYS_MIN = 21;
/** The branch user whose list and counts the scenarios read (SW01, the busiest branch). */
export const INVENTORY_ACCOUNT = 'restaurante';
/** The branch user who types the stock's cells (SW02). */
export const COUNTING_ACCOUNT = 'restaurante2';
/** Office staff who review every branch's counts. */
export const REVIEW_ACCOUNT = 'gerente.operaciones';
/** What the scenarios' accounts need (inventory.routes.ts), granted if the demo's menus change. */
const GRANTS: [string, string[]][] = [
  [INVENTORY_ACCOUNT, ['inventory.page', 'inventory.list']],
  [COUNTING_ACCOUNT, ['inventory.page', 'inventory.list']],
  [REVIEW_ACCOUNT, ['inventory.review', 'inventory.list']],
];
const BUSINESS_TZ = 'America/El_Salvador';
const TEMP = [
  'personal_inv',
  'personal_inv_n',
  'ramas_inv',
  'oferta_inv',
  'lineas_inv',
  'lote_inv',
  'celdas_inv',
  'nuevos_inv',
  'precio_inv',
  'costo_inv',
  'rehacer_inv',
];

const today = `(now() AT TIME ZONE ${lit(BUSINESS_TZ)})::date`;
const midnight = (fecha: string) => `(${fecha}::timestamp AT TIME ZONE ${lit(BUSINESS_TZ)})`;
/** suggestedType (contracts/inventory.ts): monthly on the month's last day, weekly on Tuesdays. */
const typeOf = (fecha: string) =>
  `CASE WHEN extract(day FROM ${fecha} + 1) = 1 THEN 3 WHEN extract(isodow FROM ${fecha}) = 2 THEN 2 ELSE 1 END`;
/** The demo's states by age (stateFor in seed/demo-inventory.ts), with more approved and fewer annulled. */
const stateOf = (tipo: string, dias: string, newest: string, r: string) => `CASE
  WHEN ${tipo} = 1 THEN CASE WHEN ${dias} = 0 AND ${r} < 0.7 THEN 1 WHEN ${dias} <= 2 AND ${r} < 0.4 THEN 1 ELSE 3 END
  WHEN ${newest} AND ${dias} <= 10 THEN CASE WHEN ${r} < 0.25 THEN 1 WHEN ${r} < 0.85 THEN 2 ELSE 3 END
  ELSE CASE WHEN ${r} < 0.08 THEN 4 ELSE 3 END END`;
/** Columns of `nuevos_inv`: the history, then the save stock (`lote`). */
const COLUMNS = `inventario_id, mask, tipo, fecha, sucursal_id, marca, estado, creado, finalizado,
                 revisado, creador, gerente, revisor, avance, lineas, lote`;

export const inventory: Generator = {
  module: 'inventory',
  async run(database, scale) {
    const branches = await scalar(
      database,
      'SELECT count(*) FROM sucursales WHERE estado = 1 AND NOT es_oficina',
    );
    const target = scaled(INVENTARIOS_AT_SCALE_1, scale);
    const days = Math.min(DAYS_MAX, Math.max(DAYS_MIN, Math.ceil(target / Math.max(1, branches))));
    const celdas = scaled(CELDAS_AT_SCALE_1, scale, CELDAS_MIN);
    // The demo's counts keep their numbers; the generated ones follow.
    const demo = await scalar(database, 'SELECT coalesce(max(inventario_id), 0) FROM inventarios');
    const demoLines = await scalar(
      database,
      'SELECT coalesce(max(inventario_detalle_id), 0) FROM inventario_detalles',
    );
    const grants = GRANTS.flatMap(([user, keys]) => keys.map((k) => `(${lit(user)}, ${lit(k)})`));
    await run(database, 0.55, [
      `INSERT INTO permisos (usuario_id, option_menu_id, is_active)
       SELECT u.usuario_id, o.option_menu_id, 1
       FROM (VALUES ${grants.join(', ')}) AS g(username, clave)
       JOIN usuarios u USING (username) JOIN opciones_menu o USING (clave)
       ON CONFLICT (usuario_id, option_menu_id) DO UPDATE SET is_active = 1`,
      `DO $$ BEGIN
         IF (SELECT count(*) FROM permisos p JOIN usuarios u USING (usuario_id)
             JOIN opciones_menu o USING (option_menu_id)
             WHERE (u.username, o.clave) IN (${grants.join(', ')}) AND p.is_active = 1) < ${grants.length}
         THEN RAISE EXCEPTION 'bench inventory: an account or a permission key is missing: %',
                              ${lit(grants.join(' '))};
         END IF;
       END $$`,
      // Who counts: a branch's Restaurante staff, numbered so that a draw is a join, with their boss
      // as a user (the count's gerente, users.bossOf).
      `CREATE TEMP TABLE personal_inv AS
       SELECT u.sucursal_id, (row_number() OVER w - 1)::int AS i, u.usuario_id, j.usuario_id AS jefe
       FROM usuarios u JOIN roles r USING (rol_id)
       LEFT JOIN usuarios j ON j.empleado_id = u.jefe
       WHERE r.rol = 'Restaurante'
       WINDOW w AS (PARTITION BY u.sucursal_id ORDER BY u.usuario_id)`,
      `CREATE TEMP TABLE personal_inv_n AS SELECT sucursal_id, count(*)::int AS n FROM personal_inv GROUP BY 1`,
      // The branches that count (active restaurants with such staff) and the dates each one gets:
      // the last ${days} days, a demo branch's up to the day before its first demo count.
      `CREATE TEMP TABLE ramas_inv AS
       SELECT s.sucursal_id, s.bodega, m.nombre AS marca, ${today} - ${days - 1} AS desde,
              coalesce((SELECT min(i.fecha) - 1 FROM inventarios i WHERE i.sucursal_id = s.sucursal_id),
                       ${today}) AS hasta
       FROM sucursales s JOIN marcas m USING (marca_id)
       WHERE s.estado = 1 AND NOT s.es_oficina
         AND s.sucursal_id IN (SELECT sucursal_id FROM personal_inv_n)`,
      // What a brand counts (articles.countableArticles), in a fixed random order per brand.
      `CREATE TEMP TABLE oferta_inv AS
       WITH vendidos AS (
         SELECT DISTINCT p.marca, pa.articulo_id
         FROM proveedor_articulos pa JOIN proveedores p USING (proveedor_id)
         WHERE p.estado = 1 AND pa.estado = 1
       ), x AS (
         SELECT v.marca, a.articulo_id, a.categoria_id, a.unidad, a.unidad_venta, a.cantidad_compra,
                a.min_ingreso_inv, a.max_ingreso_inv, c.nombre AS categoria, a.nombre,
                (row_number() OVER (PARTITION BY v.marca ORDER BY md5(a.articulo_id)) - 1)::int AS pick
         FROM vendidos v JOIN articulos a USING (articulo_id) JOIN categorias c USING (categoria_id)
         WHERE a.estado = 1
       )
       SELECT x.*, count(*) OVER (PARTITION BY x.marca)::int AS m FROM x`,
      // A generated count's lines: the brand's first ${LINEAS} in that order, numbered as a creation
      // inserts them (category, name).
      `CREATE TEMP TABLE lineas_inv AS
       SELECT marca, (row_number() OVER (PARTITION BY marca ORDER BY categoria, nombre, articulo_id) - 1)::int AS j,
              count(*) OVER (PARTITION BY marca)::int AS k, articulo_id, categoria_id, unidad, unidad_venta,
              cantidad_compra, min_ingreso_inv, max_ingreso_inv
       FROM oferta_inv WHERE pick < ${LINEAS}`,
      // The save stock: ${celdas} lines over ${CONTEOS_STOCK} counts of the account's branch (more if
      // its brand counts too few articles).
      `CREATE TEMP TABLE lote_inv AS
       SELECT r.sucursal_id, r.marca, r.desde, x.lineas, ceil(${celdas}::numeric / x.lineas)::int AS conteos
       FROM ramas_inv r JOIN usuarios u USING (sucursal_id)
       CROSS JOIN LATERAL (SELECT least(ceil(${celdas}::numeric / ${CONTEOS_STOCK}), max(o.m))::int AS lineas
                           FROM oferta_inv o WHERE o.marca = r.marca) x
       WHERE u.username = ${lit(COUNTING_ACCOUNT)}`,
      `DO $$ BEGIN
         IF (SELECT count(*) FROM lote_inv WHERE lineas > 0) <> 1 THEN
           RAISE EXCEPTION 'bench inventory: ${COUNTING_ACCOUNT} has no counting branch or its brand no articles';
         END IF;
       END $$`,
      `CREATE TEMP TABLE celdas_inv AS
       SELECT o.marca, (row_number() OVER (ORDER BY o.categoria, o.nombre, o.articulo_id) - 1)::int AS j,
              o.articulo_id, o.categoria_id, o.unidad, o.unidad_venta, o.cantidad_compra,
              o.min_ingreso_inv, o.max_ingreso_inv
       FROM oferta_inv o JOIN lote_inv l ON l.marca = o.marca AND o.pick < l.lineas`,
      `CREATE INDEX ON lineas_inv (marca, j)`,
      `ANALYZE personal_inv, personal_inv_n, ramas_inv, oferta_inv, lineas_inv, lote_inv, celdas_inv`,
      // The counts. The stock first: one a day before its branch's generated year, untyped, made
      // by the account. Then the year, numbered in the order they were made: missing 60 % of today's
      // branches, 35 % of the two days before and 2 % of the others; made between 13:00 and 19:00 of
      // its day (today's before now), finished 1–3 hours later, reviewed 6–36 hours after that.
      `CREATE TEMP TABLE nuevos_inv AS
       SELECT ${demo} + 1 + k AS inventario_id,
              ra.bodega || '-D-' || to_char(l.desde - 1 - k, 'YYYYMMDD') AS mask, 1 AS tipo,
              l.desde - 1 - k AS fecha, l.sucursal_id, l.marca, 1 AS estado,
              ${midnight('(l.desde - 1 - k)')} + interval '14 hours' AS creado,
              NULL::timestamptz AS finalizado, NULL::timestamptz AS revisado,
              u.usuario_id AS creador, p.jefe AS gerente, coalesce(p.jefe, u.usuario_id) AS revisor,
              0::float8 AS avance, l.lineas, true AS lote
       FROM lote_inv l CROSS JOIN generate_series(0, l.conteos - 1) k
       JOIN ramas_inv ra USING (sucursal_id)
       JOIN usuarios u ON u.username = ${lit(COUNTING_ACCOUNT)}
       JOIN personal_inv p ON p.usuario_id = u.usuario_id`,
      `INSERT INTO nuevos_inv (${COLUMNS})
       WITH fechas AS (
         SELECT r.sucursal_id, r.bodega, r.marca, f::date AS fecha, ${today} - f::date AS dias,
                random() AS r_falta, random() AS r_estado, random() AS r_hora, random() AS r_fin,
                random() AS r_revisa, random() AS r_quien, random() AS r_avance
         FROM ramas_inv r CROSS JOIN LATERAL generate_series(r.desde, r.hasta, interval '1 day') f
       ), t AS (
         SELECT f.*, ${typeOf('f.fecha')} AS tipo FROM fechas f
         WHERE f.r_falta >= CASE WHEN f.dias = 0 THEN 0.6 WHEN f.dias <= 2 THEN 0.35 ELSE 0.02 END
       ), u AS (
         SELECT t.*, t.tipo <> 1 AND row_number() OVER (PARTITION BY t.sucursal_id, t.tipo <> 1
                                                        ORDER BY t.fecha DESC) = 1 AS ultimo
         FROM t
       ), e AS (
         SELECT u.*, ${stateOf('u.tipo', 'u.dias', 'u.ultimo', 'u.r_estado')} AS estado,
                least(now() - interval '1 minute',
                      ${midnight('u.fecha')} + interval '13 hours' + u.r_hora * interval '6 hours') AS creado
         FROM u
       ), g AS (
         SELECT e.*, least(now(), e.creado + interval '1 hour' + e.r_fin * interval '2 hours') AS fin
         FROM e
       )
       SELECT ${demo} + (SELECT count(*) FROM nuevos_inv) + row_number() OVER (ORDER BY g.creado, g.sucursal_id),
              g.bodega || '-' || CASE g.tipo WHEN 1 THEN 'D' WHEN 2 THEN 'S' ELSE 'M' END || '-'
                || to_char(g.fecha, 'YYYYMMDD'),
              g.tipo, g.fecha, g.sucursal_id, g.marca, g.estado, g.creado,
              CASE WHEN g.estado <> 1 THEN g.fin END,
              CASE WHEN g.estado = 4 OR (g.estado = 3 AND g.tipo <> 1)
                   THEN least(now(), g.fin + interval '6 hours' + g.r_revisa * interval '30 hours') END,
              p.usuario_id, p.jefe, coalesce(p.jefe, p.usuario_id), g.r_avance, li.k, false
       FROM g
       JOIN personal_inv_n pn ON pn.sucursal_id = g.sucursal_id
       JOIN personal_inv p ON p.sucursal_id = g.sucursal_id AND p.i = floor(g.r_quien * pn.n)::int
       JOIN (SELECT DISTINCT marca, k FROM lineas_inv) li ON li.marca = g.marca
       ORDER BY 1`,
      // Where each count's lines start: ids in the order of the counts, then of their lines.
      `ALTER TABLE nuevos_inv ADD COLUMN primera bigint`,
      `UPDATE nuevos_inv n SET primera = x.primera FROM (
         SELECT inventario_id, ${demoLines} + sum(lineas) OVER (ORDER BY inventario_id) - lineas AS primera
         FROM nuevos_inv) x
       WHERE x.inventario_id = n.inventario_id`,
      `CREATE INDEX ON nuevos_inv (inventario_id)`,
      `ANALYZE nuevos_inv`,
      `DROP TABLE IF EXISTS bench.inventarios_celdas`,
      `CREATE TABLE bench.inventarios_celdas AS
       SELECT min(inventario_id)::int AS primero, count(*)::int AS conteos, min(lineas)::int AS lineas,
              (min(primera) + 1)::int AS primera_linea
       FROM nuevos_inv WHERE lote`,
      // A bulk load builds each index once, after the rows, and checks each foreign key with one
      // join (as orders.ts and transfers.ts do).
      `CREATE TEMP TABLE rehacer_inv AS
       SELECT 1 AS paso, 'DROP INDEX ' || i.indexrelid::regclass AS quitar,
              pg_get_indexdef(i.indexrelid) AS poner
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
       WHERE t.relname IN ('inventarios', 'inventario_detalles') AND t.relnamespace = 'public'::regnamespace
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
       UNION ALL
       SELECT 2, format('ALTER TABLE %s DROP CONSTRAINT %I', c.conrelid::regclass, c.conname),
              format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass, c.conname,
                     pg_get_constraintdef(c.oid))
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
       WHERE c.contype = 'f' AND t.relname IN ('inventarios', 'inventario_detalles')
         AND t.relnamespace = 'public'::regnamespace`,
      `DO $$ DECLARE r record; BEGIN FOR r IN SELECT quitar FROM rehacer_inv LOOP EXECUTE r.quitar; END LOOP; END $$`,
      // Lines: a finished count's every cell typed (0–5 closed units, up to 80 % of a unit open),
      // an open one's as far as it got (avance), the stock's none. Count by count, each one's lines
      // together in the order a creation inserts them (a detail reads a few pages, not 200).
      `INSERT INTO inventario_detalles (inventario_detalle_id, inventario_id, articulo_id, categoria_id,
                                        unidad, unidad_venta, cantidad_compra, min_ingreso_inv,
                                        max_ingreso_inv, inv_cerrado, inv_abierto, inv_total, version,
                                        actualizado_por, actualizado_en)
       WITH x AS (
         SELECT n.primera + l.j + 1 AS id, n.inventario_id, n.creador,
                coalesce(n.finalizado, n.creado + interval '30 minutes') AS cuando,
                n.estado <> 1 OR random() < n.avance AS contada,
                floor(random() * 6) AS cerrado, round((random() * l.cantidad_compra * 0.8)::numeric, 2) AS abierto,
                l.articulo_id, l.categoria_id, l.unidad, l.unidad_venta, l.cantidad_compra,
                l.min_ingreso_inv, l.max_ingreso_inv
         FROM (SELECT * FROM nuevos_inv WHERE NOT lote ORDER BY inventario_id OFFSET 0) n
         CROSS JOIN LATERAL (SELECT * FROM lineas_inv l WHERE l.marca = n.marca ORDER BY l.j OFFSET 0) l
       )
       SELECT id, inventario_id, articulo_id, categoria_id, unidad, unidad_venta, cantidad_compra,
              min_ingreso_inv, max_ingreso_inv,
              CASE WHEN contada THEN cerrado END, CASE WHEN contada THEN abierto END,
              CASE WHEN contada THEN cerrado * cantidad_compra + abierto END,
              CASE WHEN contada THEN 2 ELSE 0 END,
              CASE WHEN contada THEN creador END, CASE WHEN contada THEN least(now(), cuando) END
       FROM x`,
      `INSERT INTO inventario_detalles (inventario_detalle_id, inventario_id, articulo_id, categoria_id,
                                        unidad, unidad_venta, cantidad_compra, min_ingreso_inv,
                                        max_ingreso_inv, version)
       SELECT n.primera + c.j + 1, n.inventario_id, c.articulo_id, c.categoria_id, c.unidad,
              c.unidad_venta, c.cantidad_compra, c.min_ingreso_inv, c.max_ingreso_inv, 0
       FROM nuevos_inv n JOIN celdas_inv c ON c.marca = n.marca
       WHERE n.lote
       ORDER BY 1`,
      // A finished count's cost (Finalizar's costOf): its totals at a sale unit's lowest active price.
      `CREATE TEMP TABLE precio_inv AS
       SELECT pa.articulo_id, min(pa.precio) / nullif(a.cantidad_compra, 0) AS precio
       FROM proveedor_articulos pa JOIN articulos a USING (articulo_id)
       WHERE pa.estado = 1 AND pa.precio > 0
         AND pa.articulo_id IN (SELECT articulo_id FROM lineas_inv)
       GROUP BY pa.articulo_id, a.cantidad_compra`,
      `CREATE TEMP TABLE costo_inv AS
       SELECT d.inventario_id, round(sum(d.inv_total * p.precio), 4) AS costo
       FROM inventario_detalles d JOIN precio_inv p USING (articulo_id)
       WHERE d.inventario_id > ${demo} AND d.inv_total IS NOT NULL
       GROUP BY 1`,
      `INSERT INTO inventarios (inventario_id, mask, tipo, fecha, sucursal_id, estado, costo, creado_por,
                                gerente, finalizado_por, fecha_finalizacion, aprobado_por,
                                fecha_aprobacion, anulado_por, fecha_anulacion, creado_en,
                                actualizado_en, version)
       SELECT n.inventario_id, n.mask, n.tipo, n.fecha, n.sucursal_id, n.estado,
              CASE WHEN n.estado <> 1 THEN coalesce(c.costo, 0) END, n.creador, n.gerente,
              CASE WHEN n.estado <> 1 THEN n.creador END, n.finalizado,
              CASE WHEN n.estado = 3 THEN CASE WHEN n.tipo = 1 THEN n.creador ELSE n.revisor END END,
              CASE WHEN n.estado = 3 THEN coalesce(n.revisado, n.finalizado) END,
              CASE WHEN n.estado = 4 THEN n.revisor END, CASE WHEN n.estado = 4 THEN n.revisado END,
              n.creado, coalesce(n.revisado, n.finalizado, n.creado),
              CASE WHEN n.estado = 1 THEN 0 WHEN n.estado = 2 OR n.tipo = 1 THEN 1 ELSE 2 END
       FROM nuevos_inv n LEFT JOIN costo_inv c USING (inventario_id)
       ORDER BY n.inventario_id`,
      // The history as the service writes it: made, finished, approved or annulled after review.
      `INSERT INTO bitacora (fecha, usuario_id, accion, entidad, entidad_id, detalle)
       SELECT h.fecha, h.usuario_id, h.accion, 'inventario', n.inventario_id::text, h.detalle
       FROM nuevos_inv n LEFT JOIN costo_inv c USING (inventario_id)
       CROSS JOIN LATERAL (VALUES
         (1, n.creado, n.creador, 'inventario.crear',
          jsonb_build_object('mask', n.mask, 'tipo', n.tipo, 'fecha', n.fecha, 'lineas', n.lineas)),
         (2, n.finalizado, n.creador, 'inventario.finalizar', jsonb_build_object('cambios', jsonb_build_array(
          jsonb_build_object('campo', 'estado', 'de', 1, 'a', CASE WHEN n.tipo = 1 THEN 3 ELSE 2 END),
          jsonb_build_object('campo', 'costo', 'de', NULL, 'a', coalesce(c.costo, 0))))),
         (3, CASE WHEN n.estado = 3 AND n.tipo <> 1 THEN n.revisado END, n.revisor, 'inventario.aprobar',
          jsonb_build_object('cambios', jsonb_build_array(jsonb_build_object('campo', 'estado', 'de', 2, 'a', 3)))),
         (4, CASE WHEN n.estado = 4 THEN n.revisado END, n.revisor, 'inventario.anular',
          jsonb_build_object('cambios', jsonb_build_array(jsonb_build_object('campo', 'estado', 'de', 2, 'a', 4))))
       ) AS h(paso, fecha, usuario_id, accion, detalle)
       WHERE h.fecha IS NOT NULL
       ORDER BY h.fecha, h.paso`,
      `DO $$ DECLARE r record; BEGIN FOR r IN SELECT poner FROM rehacer_inv ORDER BY paso LOOP EXECUTE r.poner; END LOOP; END $$`,
      `SELECT setval(pg_get_serial_sequence('inventarios', 'inventario_id'), (SELECT max(inventario_id) FROM inventarios))`,
      `SELECT setval(pg_get_serial_sequence('inventario_detalles', 'inventario_detalle_id'),
                     (SELECT max(inventario_detalle_id) FROM inventario_detalles))`,
      `DROP TABLE ${TEMP.join(', ')}`,
    ]);
  },
  async facts(database) {
    const [celdas] = await database.query<{
      primero: number;
      conteos: number;
      lineas: number;
      primeraLinea: number;
    }>(
      `SELECT primero, conteos, lineas, primera_linea AS "primeraLinea" FROM bench.inventarios_celdas`,
    );
    // The lists' branch and how many counts it has.
    const [sucursal] = await database.query<{ id: number; bodega: string; conteos: number }>(
      `SELECT s.sucursal_id AS id, s.bodega,
              (SELECT count(*) FROM inventarios i WHERE i.sucursal_id = s.sucursal_id)::int AS conteos
       FROM usuarios u JOIN sucursales s USING (sucursal_id) WHERE u.username = $1`,
      [INVENTORY_ACCOUNT],
    );
    // Its newest approved count of 200 lines (the most a generated one has).
    const [detalle] = await database.query<{ id: number; lineas: number }>(
      `SELECT i.inventario_id AS id, count(*)::int AS lineas
       FROM inventarios i JOIN inventario_detalles d USING (inventario_id)
       WHERE i.sucursal_id = $1 AND i.estado = 3
       GROUP BY 1 ORDER BY abs(count(*) - ${LINEAS}), 1 DESC LIMIT 1`,
      [sucursal?.id],
    );
    return { inventory: { sucursal, detalle, celdas } };
  },
};
