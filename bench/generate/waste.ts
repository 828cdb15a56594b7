// A year of waste (issue #56): at scale 1 about 150,000 wastes with 500,000 lines, recorded by the
// active restaurants (drawn with bench.peso_sucursal's weights, so the busy branches throw away the
// most here too), a little more each month. Each is recorded by staff of its branch who may record
// waste (`waste.page`), between 9:00 and 22:00 of its date, with a reason of words.json's `motivos`
// by weight (a quarter say 'vencido', the 'Buscar' scenarios' term). `usuario` is the recorder's name
// as the service keeps it, `busqueda` the service's folded '#id reason name' (foldForSearch, here
// with translate() and the same letters). The states follow the age as in the demo seed
// (seed/demo-waste.ts): the last days' Registrado, older ones Revisado by the branch's zone manager
// (who oversees it) within two days, then Aplicado by accounting within ten; nearly every waste older
// than a month is Aplicado. Its 1–6 lines are different articles its brand's active suppliers sell
// that have a sale-unit price (articles.saleUnitPrices: the lowest active price ÷ cantidad_compra),
// of the few hundred a brand's branches stock (most of them perishable), the head of that list far
// more often; each with its category and sale unit, 0.5–6.5 units in quarters (as the demo),
// valor = cantidad × precio and the waste's costo their sum. Each step is in the bitácora as the
// service writes it.
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '@jarvis/contracts/search';
import { lit, run, scalar, scaled, textArray, weighted, type Generator } from './sql';
import words from './words.json' with { type: 'json' };

export const DESECHOS_AT_SCALE_1 = 150_000;
const DESECHOS_MIN = 300;
const DAYS = 365;
/** Lines of a waste: 1 + floor(6 r^LINES_SKEW), about 3.35 on average (500,000 at scale 1). */
const LINES_MAX = 6;
const LINES_SKEW = 1.1;
/** What a brand's branches stock and may throw away, and how many of the perishable categories. */
const SURTIDO = 300;
const PERECEDEROS = 220;
/** The branch user whose list the scenarios read (SW01, the busiest branch). */
export const WASTE_ACCOUNT = 'restaurante';
/** Office staff who search every branch's wastes (accounting applies them). */
export const WASTE_OFFICE_ACCOUNT = 'contabilidad';
/** Office staff who read the cost report of every branch. */
export const WASTE_COST_ACCOUNT = 'gerente.operaciones';
/** A word of a quarter of the reasons (words.json `motivos`): 'Buscar' finds a realistic share. */
export const WASTE_SEARCH = 'vencido';
/** What the scenarios' accounts need (waste.routes.ts), granted if the demo's menus change. */
const GRANTS: [string, string[]][] = [
  [WASTE_ACCOUNT, ['waste.page', 'waste.list']],
  [WASTE_OFFICE_ACCOUNT, ['waste.list', 'waste.report']],
  [WASTE_COST_ACCOUNT, ['waste.list', 'waste.report']],
];
const BUSINESS_TZ = 'America/El_Salvador';
const PERISHABLE = words.categorias.filter((c) => c.perecedero).map((c) => c.nombre);
const TEMP = [
  'personal_des',
  'personal_des_n',
  'ramas_des',
  'cubeta_des',
  'contadores_des',
  'precio_des',
  'oferta_des',
  'nuevos_des',
  'lineas_des',
  'rehacer_des',
];

const today = `(now() AT TIME ZONE ${lit(BUSINESS_TZ)})::date`;
const midnight = (fecha: string) => `(${fecha}::timestamp AT TIME ZONE ${lit(BUSINESS_TZ)})`;
/** The demo's states by age (stateFor in seed/demo-waste.ts), over a year. */
const stateByAge = (dias: string, r: string) => `CASE
  WHEN ${dias} <= 2 THEN CASE WHEN ${r} < 0.9 THEN 1 ELSE 2 END
  WHEN ${dias} <= 7 THEN CASE WHEN ${r} < 0.4 THEN 1 WHEN ${r} < 0.9 THEN 2 ELSE 3 END
  WHEN ${dias} <= 30 THEN CASE WHEN ${r} < 0.05 THEN 1 WHEN ${r} < 0.4 THEN 2 ELSE 3 END
  ELSE CASE WHEN ${r} < 0.005 THEN 1 WHEN ${r} < 0.04 THEN 2 ELSE 3 END END`;
/** foldForSearch (contracts/search.ts) in SQL: lower case, the accented letters folded. */
const fold = (text: string) =>
  `translate(lower(${text}), ${lit(SEARCH_FOLD_FROM)}, ${lit(SEARCH_FOLD_TO)})`;

export const waste: Generator = {
  module: 'waste',
  async run(database, scale) {
    const rows = scaled(DESECHOS_AT_SCALE_1, scale, DESECHOS_MIN);
    // The demo's wastes keep their numbers; the generated ones follow.
    const demo = await scalar(database, 'SELECT coalesce(max(desecho_id), 0) FROM desechos');
    const demoLines = await scalar(
      database,
      'SELECT coalesce(max(desecho_detalle_id), 0) FROM desecho_detalles',
    );
    const grants = GRANTS.flatMap(([user, keys]) => keys.map((k) => `(${lit(user)}, ${lit(k)})`));
    const motivos = Object.entries(words.motivos);
    await run(database, 0.59, [
      `INSERT INTO permisos (usuario_id, option_menu_id, is_active)
       SELECT u.usuario_id, o.option_menu_id, 1
       FROM (VALUES ${grants.join(', ')}) AS g(username, clave)
       JOIN usuarios u USING (username) JOIN opciones_menu o USING (clave)
       ON CONFLICT (usuario_id, option_menu_id) DO UPDATE SET is_active = 1`,
      `DO $$ BEGIN
         IF (SELECT count(*) FROM permisos p JOIN usuarios u USING (usuario_id)
             JOIN opciones_menu o USING (option_menu_id)
             WHERE (u.username, o.clave) IN (${grants.join(', ')}) AND p.is_active = 1) < ${grants.length}
         THEN RAISE EXCEPTION 'bench waste: an account or a permission key is missing: %',
                              ${lit(grants.join(' '))};
         END IF;
       END $$`,
      // Who records waste: staff of an active restaurant who may (waste.page), numbered so that a
      // draw is a join, with the name the service keeps; only branches with such staff record.
      `CREATE TEMP TABLE personal_des AS
       SELECT u.sucursal_id, (row_number() OVER w - 1)::int AS i, u.usuario_id,
              btrim(u.nombre || ' ' || u.apellido) AS usuario
       FROM usuarios u JOIN sucursales s USING (sucursal_id)
       WHERE s.estado = 1 AND NOT s.es_oficina
         AND EXISTS (SELECT 1 FROM permisos p JOIN opciones_menu o USING (option_menu_id)
                     WHERE p.usuario_id = u.usuario_id AND p.is_active = 1 AND o.clave = 'waste.page')
       WINDOW w AS (PARTITION BY u.sucursal_id ORDER BY u.usuario_id)`,
      `CREATE TEMP TABLE personal_des_n AS SELECT sucursal_id, count(*)::int AS n FROM personal_des GROUP BY 1`,
      // The branches, their brand and weight, and who reviews their wastes: the zone manager above
      // the branch's Gerente de Restaurante (users.ts), else the demo's.
      `CREATE TEMP TABLE ramas_des AS
       SELECT s.sucursal_id, s.bodega, m.nombre AS marca, w.peso,
              coalesce((SELECT z.usuario_id FROM usuarios g
                        JOIN posiciones p ON p.posicion_id = g.posicion_id
                        JOIN usuarios z ON z.empleado_id = g.jefe
                        JOIN roles zr ON zr.rol_id = z.rol_id
                        WHERE g.sucursal_id = s.sucursal_id AND p.nombre = 'Gerente de Restaurante'
                          AND zr.rol <> 'Restaurante'
                        ORDER BY g.usuario_id LIMIT 1),
                       (SELECT usuario_id FROM usuarios WHERE username = 'gerente.zona')) AS revisor
       FROM sucursales s JOIN marcas m USING (marca_id) JOIN bench.peso_sucursal w USING (sucursal_id)
       WHERE s.sucursal_id IN (SELECT sucursal_id FROM personal_des_n)`,
      // The branch by weight in ten thousand buckets (sucursal_al_azar as a join).
      `CREATE TEMP TABLE cubeta_des AS
       WITH p AS (
         SELECT sucursal_id, sum(peso) OVER (ORDER BY sucursal_id) / sum(peso) OVER () AS hasta,
                (sum(peso) OVER (ORDER BY sucursal_id) - peso) / sum(peso) OVER () AS desde
         FROM ramas_des
       )
       SELECT c, p.sucursal_id FROM generate_series(0, 9999) c
       JOIN p ON (c + 0.5) / 10000 >= p.desde AND (c + 0.5) / 10000 < p.hasta`,
      // Who applies them: accounting (wasteActorsOf: by department) with the waste screens.
      `CREATE TEMP TABLE contadores_des AS
       SELECT (row_number() OVER (ORDER BY u.usuario_id) - 1)::int AS i, u.usuario_id,
              count(*) OVER ()::int AS n
       FROM usuarios u JOIN departamentos d USING (departamento_id)
       WHERE d.nombre = 'Contabilidad'
         AND EXISTS (SELECT 1 FROM permisos p JOIN opciones_menu o USING (option_menu_id)
                     WHERE p.usuario_id = u.usuario_id AND p.is_active = 1 AND o.clave = 'waste.list')`,
      // What a brand's branches throw away: of the active articles its active suppliers sell that
      // have a sale-unit price, ${SURTIDO} it stocks (${PERECEDEROS} of the perishable categories), in
      // a fixed random order.
      `CREATE TEMP TABLE precio_des AS
       SELECT a.articulo_id, round(min(pa.precio) / nullif(a.cantidad_compra, 0), 4) AS precio
       FROM articulos a JOIN proveedor_articulos pa USING (articulo_id)
       WHERE pa.estado = 1 AND pa.precio > 0
       GROUP BY a.articulo_id, a.cantidad_compra`,
      `ANALYZE precio_des`,
      `CREATE TEMP TABLE oferta_des AS
       WITH vendidos AS (
         SELECT DISTINCT p.marca, pa.articulo_id
         FROM proveedor_articulos pa JOIN proveedores p USING (proveedor_id)
         WHERE p.estado = 1 AND pa.estado = 1
       ), x AS (
         SELECT v.marca, a.articulo_id, a.categoria_id, a.unidad_venta, pr.precio,
                c.nombre = ANY (${textArray(PERISHABLE)}) AS perecedero,
                row_number() OVER (PARTITION BY v.marca, c.nombre = ANY (${textArray(PERISHABLE)})
                                   ORDER BY md5(a.articulo_id)) AS k
         FROM vendidos v JOIN articulos a USING (articulo_id) JOIN categorias c USING (categoria_id)
         JOIN precio_des pr USING (articulo_id)
         WHERE a.estado = 1 AND pr.precio IS NOT NULL
       ), surtido AS (
         SELECT * FROM x
         WHERE k <= CASE WHEN perecedero THEN ${PERECEDEROS} ELSE ${SURTIDO - PERECEDEROS} END
       )
       SELECT marca, articulo_id, categoria_id, unidad_venta, precio,
              (row_number() OVER (PARTITION BY marca ORDER BY md5(articulo_id || 'desecho')) - 1)::int AS n,
              count(*) OVER (PARTITION BY marca)::int AS m
       FROM surtido`,
      `CREATE INDEX ON oferta_des (marca, n)`,
      `ANALYZE personal_des, personal_des_n, ramas_des, cubeta_des, contadores_des, oferta_des`,
      `DO $$ BEGIN
         IF (SELECT count(*) FROM contadores_des) = 0
            OR EXISTS (SELECT 1 FROM ramas_des r WHERE NOT EXISTS (SELECT 1 FROM oferta_des o WHERE o.marca = r.marca))
         THEN RAISE EXCEPTION 'bench waste: no accounting staff, or a brand with no priced articles';
         END IF;
       END $$`,
      // The wastes: the day (a little more each month), the branch, the state by age, the times of
      // its steps (reviewed within two days, applied within ten after, none after now), its people;
      // numbered in the order they were recorded.
      `CREATE TEMP TABLE nuevos_des AS
       WITH raw AS (
         SELECT g, random() AS r_suc, random() AS r_estado, random() AS r_hora, random() AS r_quien,
                random() AS r_motivo, random() AS r_lineas, random() AS r_inicio, random() AS r_revisa,
                random() AS r_aplica, random() AS r_contador,
                floor((1 - power((g - random()) / ${rows}, 0.85)) * ${DAYS})::int AS dias
         FROM generate_series(1, ${rows}) g
       ), d AS (
         SELECT r.*, c.sucursal_id, ${today} - r.dias AS fecha, ${stateByAge('r.dias', 'r.r_estado')} AS estado,
                ${weighted(motivos, 'r.r_motivo')} AS comentario
         FROM raw r JOIN cubeta_des c ON c.c = floor(r.r_suc * 10000)::int
       ), t AS (
         SELECT d.*, least(now() - interval '1 minute',
                           ${midnight('d.fecha')} + interval '9 hours' + d.r_hora * interval '13 hours') AS creado
         FROM d
       ), e AS (
         SELECT t.*, t.creado + t.r_revisa * least(interval '2 days', (now() - t.creado) / 2) AS revisado
         FROM t
       )
       SELECT ${demo} + row_number() OVER (ORDER BY e.creado, e.g) AS desecho_id, e.fecha,
              e.comentario, e.sucursal_id, p.usuario_id, p.usuario, e.estado, e.creado,
              CASE WHEN e.estado >= 2 THEN e.revisado END AS revisado_en,
              CASE WHEN e.estado >= 2 THEN ra.revisor END AS revisado_por,
              CASE WHEN e.estado = 3
                   THEN e.revisado + e.r_aplica * least(interval '10 days', now() - e.revisado) END AS aplicado_en,
              CASE WHEN e.estado = 3 THEN ct.usuario_id END AS aplicado_por,
              ra.bodega, ra.marca, least(1 + floor(power(e.r_lineas, ${LINES_SKEW}) * ${LINES_MAX})::int, o.m) AS k,
              floor(o.m * power(e.r_inicio, 2))::int AS s, o.m
       FROM e
       JOIN ramas_des ra ON ra.sucursal_id = e.sucursal_id
       JOIN (SELECT marca, max(m) AS m FROM oferta_des GROUP BY 1) o ON o.marca = ra.marca
       JOIN personal_des_n pn ON pn.sucursal_id = e.sucursal_id
       JOIN personal_des p ON p.sucursal_id = e.sucursal_id AND p.i = floor(e.r_quien * pn.n)::int
       JOIN contadores_des ct ON ct.i = floor(e.r_contador * ct.n)::int`,
      `ANALYZE nuevos_des`,
      // Lines: k different articles from the s-th of the brand's m; 0.5–6.5 units in quarters;
      // valor at the article's sale-unit price. Ids in the order of their waste and position.
      `CREATE TEMP TABLE lineas_des AS
       WITH x AS MATERIALIZED (
         SELECT n.desecho_id, j, o.articulo_id, o.categoria_id, o.unidad_venta, o.precio,
                (round((0.5 + random() * 6) * 4) / 4)::numeric(12, 2) AS cantidad
         FROM nuevos_des n CROSS JOIN LATERAL generate_series(0, n.k - 1) j
         JOIN oferta_des o ON o.marca = n.marca AND o.n = (n.s + j) % n.m
       )
       SELECT ${demoLines} + row_number() OVER (ORDER BY desecho_id, j) AS desecho_detalle_id,
              desecho_id, articulo_id, categoria_id, unidad_venta, cantidad, precio,
              round(cantidad * precio, 4) AS valor
       FROM x`,
      `ANALYZE lineas_des`,
      // A bulk load builds each index once, after the rows, and checks each foreign key with one
      // join (as orders.ts, transfers.ts and inventory.ts do).
      `CREATE TEMP TABLE rehacer_des AS
       SELECT 1 AS paso, 'DROP INDEX ' || i.indexrelid::regclass AS quitar,
              pg_get_indexdef(i.indexrelid) AS poner
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
       WHERE t.relname IN ('desechos', 'desecho_detalles') AND t.relnamespace = 'public'::regnamespace
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
       UNION ALL
       SELECT 2, format('ALTER TABLE %s DROP CONSTRAINT %I', c.conrelid::regclass, c.conname),
              format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass, c.conname,
                     pg_get_constraintdef(c.oid))
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
       WHERE c.contype = 'f' AND t.relname IN ('desechos', 'desecho_detalles')
         AND t.relnamespace = 'public'::regnamespace`,
      `DO $$ DECLARE r record; BEGIN FOR r IN SELECT quitar FROM rehacer_des LOOP EXECUTE r.quitar; END LOOP; END $$`,
      `INSERT INTO desechos (desecho_id, fecha, comentario, sucursal_id, usuario_id, usuario, estado,
                             costo, revisado_por, revisado_en, aplicado_por, aplicado_en, busqueda,
                             creado_en, version)
       SELECT n.desecho_id, n.fecha, n.comentario, n.sucursal_id, n.usuario_id, n.usuario, n.estado,
              coalesce(c.costo, 0), n.revisado_por, n.revisado_en, n.aplicado_por, n.aplicado_en,
              ${fold(`'#' || n.desecho_id || ' ' || n.comentario || ' ' || n.usuario`)}, n.creado,
              n.estado - 1
       FROM nuevos_des n
       LEFT JOIN (SELECT desecho_id, sum(valor) AS costo FROM lineas_des GROUP BY 1) c USING (desecho_id)
       ORDER BY n.desecho_id`,
      `INSERT INTO desecho_detalles (desecho_detalle_id, desecho_id, articulo_id, categoria_id,
                                     unidad_venta, cantidad, precio, valor)
       SELECT desecho_detalle_id, desecho_id, articulo_id, categoria_id, unidad_venta, cantidad,
              precio, valor
       FROM lineas_des ORDER BY desecho_detalle_id`,
      `ANALYZE desechos`,
      // The history as the service writes it: recorded, reviewed, applied.
      `INSERT INTO bitacora (fecha, usuario_id, accion, entidad, entidad_id, detalle)
       SELECT h.fecha, h.usuario_id, h.accion, 'desecho', n.desecho_id::text, h.detalle
       FROM nuevos_des n JOIN desechos d USING (desecho_id)
       CROSS JOIN LATERAL (VALUES
         (1, n.creado, n.usuario_id, 'desecho.registrar',
          jsonb_build_object('sucursal', n.bodega, 'lineas', n.k, 'costo', d.costo::text)),
         (2, n.revisado_en, n.revisado_por, 'desecho.revisar', jsonb_build_object('cambios',
          jsonb_build_array(jsonb_build_object('campo', 'estado', 'de', 1, 'a', 2)))),
         (3, n.aplicado_en, n.aplicado_por, 'desecho.aplicar', jsonb_build_object('cambios',
          jsonb_build_array(jsonb_build_object('campo', 'estado', 'de', 2, 'a', 3))))
       ) AS h(paso, fecha, usuario_id, accion, detalle)
       WHERE h.fecha IS NOT NULL
       ORDER BY h.fecha, h.paso`,
      `DO $$ DECLARE r record; BEGIN FOR r IN SELECT poner FROM rehacer_des ORDER BY paso LOOP EXECUTE r.poner; END LOOP; END $$`,
      `SELECT setval(pg_get_serial_sequence('desechos', 'desecho_id'), (SELECT max(desecho_id) FROM desechos))`,
      `SELECT setval(pg_get_serial_sequence('desecho_detalles', 'desecho_detalle_id'),
                     (SELECT max(desecho_detalle_id) FROM desecho_detalles))`,
      `DROP TABLE ${TEMP.join(', ')}`,
      // The cost report's monthly sums, as the app keeps them with each waste (migration 0034).
      `DELETE FROM desecho_sumas_categoria`,
      `DELETE FROM desecho_sumas_articulo`,
      `INSERT INTO desecho_sumas_categoria (mes, sucursal_id, categoria_id, valor)
       SELECT date_trunc('month', w.fecha)::date, w.sucursal_id, l.categoria_id, sum(l.valor)
       FROM desecho_detalles l JOIN desechos w ON w.desecho_id = l.desecho_id
       GROUP BY 1, 2, 3`,
      `INSERT INTO desecho_sumas_articulo (mes, sucursal_id, articulo_id, unidad_venta, cantidad, valor)
       SELECT date_trunc('month', w.fecha)::date, w.sucursal_id, l.articulo_id, max(l.unidad_venta),
              sum(l.cantidad), sum(l.valor)
       FROM desecho_detalles l JOIN desechos w ON w.desecho_id = l.desecho_id
       GROUP BY 1, 2, 3`,
      `ANALYZE desecho_sumas_categoria`,
      `ANALYZE desecho_sumas_articulo`,
    ]);
  },
  async facts(database) {
    const pattern = `%${WASTE_SEARCH}%`;
    // The list's branch: its wastes, and how many the search term finds there and everywhere.
    const [sucursal] = await database.query<{
      id: number;
      bodega: string;
      desechos: number;
      buscados: number;
    }>(
      `SELECT s.sucursal_id AS id, s.bodega, count(d.desecho_id)::int AS desechos,
              count(d.desecho_id) FILTER (WHERE d.busqueda LIKE $2)::int AS buscados
       FROM usuarios u JOIN sucursales s USING (sucursal_id)
       LEFT JOIN desechos d ON d.sucursal_id = s.sucursal_id
       WHERE u.username = $1 GROUP BY 1, 2`,
      [WASTE_ACCOUNT, pattern],
    );
    const [todas] = await database.query<{ buscados: number; anio: number; lineas: number }>(
      `SELECT (SELECT count(*) FROM desechos WHERE busqueda LIKE $1)::int AS buscados,
              (SELECT count(*) FROM desechos WHERE fecha > current_date - 365)::int AS anio,
              (SELECT count(*) FROM desecho_detalles d JOIN desechos w USING (desecho_id)
               WHERE w.fecha > current_date - 365)::int AS lineas`,
      [pattern],
    );
    return { waste: { sucursal, buscar: WASTE_SEARCH, ...todas } };
  },
};
