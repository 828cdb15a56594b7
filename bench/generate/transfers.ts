// Two years of stock transfers: 300,000 at scale 1 with about 1.6 million lines, more each month.
// Each is asked by a branch (the destination, drawn with bench.sucursal_al_azar's weights, so the
// busy branches are the busy ones here too) of another active branch of its brand (the origin, by
// the same weights). The states follow the age as in the demo seed (seed/demo-transfers.ts): the
// last days asked or sent, older ones accepted (about one in six with differences) or annulled. Its
// 1–12 lines are articles its brand's suppliers sell, each once, the head of the brand's list far
// more often (the staples); the sent quantity is set once sent (one line in seven sent short), the
// received one once received (state 4: its last line arrived short, some others too). Each step's
// person is someone of that side's branch who may ask for transfers, and each step is in the
// bitácora as the service writes it (its state change).
//
// Beside them, the stock of 'transfers-receive-30' (bench/scenarios.ts), a receipt that changes
// what it acts on: RECEPCIONES transfers sent (state 2, version 1) with 30 lines each from a busy
// Subway branch to the branch of RECEIVING_ACCOUNT, 3 to 7 days old, in ids (and line ids) of their
// own after every other, each line asked and sent 1 + (its position mod 12). Each request receives
// one never sent before (the harness keeps which, lib/measure.ts). The other scenarios read
// TRANSFERS_ACCOUNT's branch, which the stock leaves alone.
import { lit, run, scalar, scaled, type Generator } from './sql';

export const TRASLADOS_AT_SCALE_1 = 300_000;
/** Transfers kept sent for the receipt scenario, one per request; never fewer than the minimum. */
export const RECEPCIONES_AT_SCALE_1 = 20_000;
const RECEPCIONES_MIN = 2_000;
export const RECEPCION_LINEAS = 30;
/** The branch user whose lists, detail and report the scenarios read (SW01, the busiest branch). */
export const TRANSFERS_ACCOUNT = 'restaurante';
/** The branch user who receives the stock (SW02). */
export const RECEIVING_ACCOUNT = 'restaurante2';
/** Office staff reading every branch's differences. */
export const DIFFERENCES_ACCOUNT = 'contabilidad';
/** What the scenarios' accounts need (transfers.routes.ts), granted if the demo's menus change. */
const BRANCH_KEYS = [
  'transfers.request',
  'transfers.mine',
  'transfers.review',
  'transfers.differences',
];
const GRANTS: [string, string[]][] = [
  [TRANSFERS_ACCOUNT, BRANCH_KEYS],
  [RECEIVING_ACCOUNT, BRANCH_KEYS],
  [DIFFERENCES_ACCOUNT, ['transfers.differences']],
];
const BUSINESS_TZ = 'America/El_Salvador';
const DAYS = 730;
const TEMP = [
  'ramas',
  'personal',
  'personal_n',
  'cubeta_destino',
  'cubeta_origen',
  'oferta',
  'nuevos',
  'lineas',
  'rehacer',
];

const today = `(now() AT TIME ZONE ${lit(BUSINESS_TZ)})::date`;
const midnight = (fecha: string) => `(${fecha}::timestamp AT TIME ZONE ${lit(BUSINESS_TZ)})`;
/** The demo's states by age (stateFor in seed/demo-transfers.ts), then accepted or annulled. */
const stateByAge = (dias: string, r: string) => `CASE
  WHEN ${dias} <= 1 THEN CASE WHEN ${r} < 0.55 THEN 1 WHEN ${r} < 0.85 THEN 2 ELSE 5 END
  WHEN ${dias} <= 4 THEN CASE WHEN ${r} < 0.2 THEN 1 WHEN ${r} < 0.45 THEN 2 WHEN ${r} < 0.75 THEN 3
                              WHEN ${r} < 0.9 THEN 4 ELSE 5 END
  WHEN ${dias} <= 15 THEN CASE WHEN ${r} < 0.02 THEN 1 WHEN ${r} < 0.06 THEN 2 WHEN ${r} < 0.74 THEN 3
                               WHEN ${r} < 0.9 THEN 4 ELSE 5 END
  ELSE CASE WHEN ${r} < 0.74 THEN 3 WHEN ${r} < 0.9 THEN 4 ELSE 5 END END`;
/** Columns of `nuevos`: the regular transfers, then the receipt stock (`lote`). */
const COLUMNS = `traslado_id, fecha, origen_id, destino_id, marca, estado, enviado, creado, enviado_en,
                 terminado_en, k, s, m, solicitante, remitente, receptor, anulador, lote`;

/** The person `i` of a branch's staff drawn by `r` (a join, as in orders.ts). */
const staff = (alias: string, sucursal: string, r: string) =>
  `JOIN personal_n ${alias}n ON ${alias}n.sucursal_id = ${sucursal}
   JOIN personal ${alias} ON ${alias}.sucursal_id = ${sucursal} AND ${alias}.i = floor(${r} * ${alias}n.n)::int`;

/** The receipt stock: `count` sent transfers from the busiest other branch to the account's. */
const stock = (count: number) => `
  INSERT INTO nuevos (${COLUMNS})
  WITH hacia AS (
    SELECT r.sucursal_id, r.marca FROM ramas r JOIN usuarios u USING (sucursal_id)
    WHERE u.username = ${lit(RECEIVING_ACCOUNT)}
  ), desde AS (
    SELECT r.sucursal_id FROM ramas r, hacia h
    WHERE r.marca = h.marca AND r.sucursal_id <> h.sucursal_id
      AND r.sucursal_id <> (SELECT sucursal_id FROM usuarios WHERE username = ${lit(TRANSFERS_ACCOUNT)})
    ORDER BY r.peso DESC, r.sucursal_id LIMIT 1
  ), raw AS (
    SELECT g, random() AS r_pide, random() AS r_envia, random() AS r_envio,
           now() - interval '7 days' + (g - random()) / ${count} * interval '4 days' AS creado
    FROM generate_series(1, ${count}) g
  )
  SELECT (SELECT max(traslado_id) FROM nuevos) + raw.g, (raw.creado AT TIME ZONE ${lit(BUSINESS_TZ)})::date,
         desde.sucursal_id, hacia.sucursal_id, hacia.marca, 2, true, raw.creado,
         raw.creado + raw.r_envio * interval '8 hours', NULL, ${RECEPCION_LINEAS},
         (raw.g * 37) % o.m, o.m, a.usuario_id, b.usuario_id, NULL, NULL, true
  FROM raw CROSS JOIN hacia CROSS JOIN desde
  JOIN (SELECT marca, max(m) AS m FROM oferta GROUP BY 1) o ON o.marca = hacia.marca
  ${staff('a', 'hacia.sucursal_id', 'raw.r_pide')}
  ${staff('b', 'desde.sucursal_id', 'raw.r_envia')}`;

export const transfers: Generator = {
  module: 'transfers',
  async run(database, scale) {
    const rows = scaled(TRASLADOS_AT_SCALE_1, scale, 200);
    const recepciones = scaled(RECEPCIONES_AT_SCALE_1, scale, RECEPCIONES_MIN);
    // The demo's transfers keep their numbers; the generated ones follow.
    const demo = await scalar(database, 'SELECT coalesce(max(traslado_id), 0) FROM traslados');
    const grants = GRANTS.flatMap(([user, keys]) => keys.map((k) => `(${lit(user)}, ${lit(k)})`));
    await run(database, 0.57, [
      `INSERT INTO permisos (usuario_id, option_menu_id, is_active)
       SELECT u.usuario_id, o.option_menu_id, 1
       FROM (VALUES ${grants.join(', ')}) AS g(username, clave)
       JOIN usuarios u USING (username) JOIN opciones_menu o USING (clave)
       ON CONFLICT (usuario_id, option_menu_id) DO UPDATE SET is_active = 1`,
      `DO $$ BEGIN
         IF (SELECT count(*) FROM permisos p JOIN usuarios u USING (usuario_id)
             JOIN opciones_menu o USING (option_menu_id)
             WHERE (u.username, o.clave) IN (${grants.join(', ')}) AND p.is_active = 1) < ${grants.length}
         THEN RAISE EXCEPTION 'bench transfers: an account or a permission key is missing: %',
                              ${lit(grants.join(' '))};
         END IF;
       END $$`,
      // Who acts on transfers: staff of an active restaurant who may ask for them, numbered so that
      // a draw is a join; only branches with such staff move stock.
      `CREATE TEMP TABLE personal AS
       SELECT u.sucursal_id, (row_number() OVER w - 1)::int AS i, u.usuario_id
       FROM usuarios u JOIN sucursales s USING (sucursal_id)
       WHERE s.estado = 1 AND NOT s.es_oficina AND s.bodega <> '0'
         AND EXISTS (SELECT 1 FROM permisos p JOIN opciones_menu o USING (option_menu_id)
                     WHERE p.usuario_id = u.usuario_id AND p.is_active = 1
                       AND o.clave = 'transfers.request')
       WINDOW w AS (PARTITION BY u.sucursal_id ORDER BY u.usuario_id)`,
      `CREATE TEMP TABLE personal_n AS SELECT sucursal_id, count(*)::int AS n FROM personal GROUP BY 1`,
      `CREATE TEMP TABLE ramas AS
       SELECT s.sucursal_id, m.nombre AS marca, w.peso
       FROM sucursales s JOIN marcas m USING (marca_id) JOIN bench.peso_sucursal w USING (sucursal_id)
       WHERE s.sucursal_id IN (SELECT sucursal_id FROM personal_n)`,
      // The destination by weight in ten thousand buckets; per destination, its origin by weight
      // among its brand's other branches in a thousand (sucursal_al_azar as a join).
      `CREATE TEMP TABLE cubeta_destino AS
       WITH p AS (
         SELECT sucursal_id, sum(peso) OVER (ORDER BY sucursal_id) / sum(peso) OVER () AS hasta,
                (sum(peso) OVER (ORDER BY sucursal_id) - peso) / sum(peso) OVER () AS desde
         FROM ramas
       )
       SELECT c, p.sucursal_id FROM generate_series(0, 9999) c
       JOIN p ON (c + 0.5) / 10000 >= p.desde AND (c + 0.5) / 10000 < p.hasta`,
      `CREATE TEMP TABLE cubeta_origen AS
       WITH p AS (
         SELECT d.sucursal_id AS destino, o.sucursal_id AS origen,
                sum(o.peso) OVER w / sum(o.peso) OVER (PARTITION BY d.sucursal_id) AS hasta,
                (sum(o.peso) OVER w - o.peso) / sum(o.peso) OVER (PARTITION BY d.sucursal_id) AS desde
         FROM ramas d JOIN ramas o ON o.marca = d.marca AND o.sucursal_id <> d.sucursal_id
         WINDOW w AS (PARTITION BY d.sucursal_id ORDER BY o.sucursal_id)
       )
       SELECT p.destino, c, p.origen FROM generate_series(0, 999) c
       JOIN p ON (c + 0.5) / 1000 >= p.desde AND (c + 0.5) / 1000 < p.hasta`,
      // What a brand's branches hold: the active articles its suppliers sell, in a fixed random
      // order per brand.
      `CREATE TEMP TABLE oferta AS
       SELECT marca, articulo_id, (row_number() OVER w - 1)::int AS n, count(*) OVER (PARTITION BY marca)::int AS m
       FROM (SELECT DISTINCT p.marca, a.articulo_id
             FROM proveedor_articulos pa JOIN proveedores p USING (proveedor_id)
             JOIN articulos a USING (articulo_id) WHERE pa.estado = 1 AND a.estado = 1) x
       WINDOW w AS (PARTITION BY marca ORDER BY md5(articulo_id))`,
      `CREATE INDEX ON oferta (marca, n)`,
      `ANALYZE personal, personal_n, ramas, cubeta_destino, cubeta_origen, oferta`,
      `DO $$ BEGIN
         IF (SELECT min(m) FROM oferta) < ${RECEPCION_LINEAS} THEN
           RAISE EXCEPTION 'bench transfers: a brand sells fewer than ${RECEPCION_LINEAS} articles';
         END IF;
       END $$`,
      // The transfers: the day (more of them lately), the pair, the state by age, the times of
      // its steps (sent within 8 hours, received or annulled within 30, none after now), its people;
      // numbered in the order they were asked.
      `CREATE TEMP TABLE nuevos AS
       WITH raw AS (
         SELECT g, random() AS r_dest, random() AS r_orig, random() AS r_estado, random() AS r_hora,
                random() AS r_lineas, random() AS r_inicio, random() AS r_pide, random() AS r_envia,
                random() AS r_recibe, random() AS r_anula, random() AS r_envio, random() AS r_fin,
                floor((1 - sqrt((g - random()) / ${rows})) * ${DAYS})::int AS dias
         FROM generate_series(1, ${rows}) g
       ), d AS (
         SELECT r.*, cd.sucursal_id AS destino, co.origen, ${today} - r.dias AS fecha,
                ${stateByAge('r.dias', 'r.r_estado')} AS estado
         FROM raw r
         JOIN cubeta_destino cd ON cd.c = floor(r.r_dest * 10000)::int
         JOIN cubeta_origen co ON co.destino = cd.sucursal_id AND co.c = floor(r.r_orig * 1000)::int
       ), t AS (
         -- Asked between 7:00 and 18:00 of its day; today's, before now. An annulled one was sent
         -- first three times in ten.
         SELECT d.*, least(now() - interval '1 minute',
                           ${midnight('d.fecha')} + interval '7 hours' + d.r_hora * interval '11 hours') AS creado,
                d.estado IN (2, 3, 4) OR (d.estado = 5 AND d.r_anula < 0.3) AS enviado
         FROM d
       ), e AS (
         SELECT t.*, t.creado + t.r_envio * least(interval '8 hours', (now() - t.creado) / 2) AS enviado_en
         FROM t
       )
       SELECT ${demo} + row_number() OVER (ORDER BY e.creado, e.g) AS traslado_id, e.fecha,
              e.origen AS origen_id, e.destino AS destino_id, ra.marca, e.estado, e.enviado, e.creado,
              CASE WHEN e.enviado THEN e.enviado_en END AS enviado_en,
              CASE WHEN e.estado IN (3, 4, 5)
                   THEN e.enviado_en + e.r_fin * least(interval '30 hours', now() - e.enviado_en) END AS terminado_en,
              1 + floor(power(e.r_lineas, 1.5) * 12)::int AS k,
              floor(o.m * power(e.r_inicio, 3))::int AS s, o.m,
              a.usuario_id AS solicitante, b.usuario_id AS remitente, c.usuario_id AS receptor,
              CASE WHEN e.enviado OR e.r_anula < 0.65 THEN c.usuario_id ELSE b.usuario_id END AS anulador,
              false AS lote
       FROM e
       JOIN ramas ra ON ra.sucursal_id = e.destino
       JOIN (SELECT marca, max(m) AS m FROM oferta GROUP BY 1) o ON o.marca = ra.marca
       ${staff('a', 'e.destino', 'e.r_pide')}
       ${staff('b', 'e.origen', 'e.r_envia')}
       ${staff('c', 'e.destino', 'e.r_recibe')}`,
      stock(recepciones),
      `DROP TABLE IF EXISTS bench.traslados_recepcion`,
      // A bulk load builds each index once, after the rows, and checks each foreign key with one
      // join (as orders.ts does).
      `CREATE TEMP TABLE rehacer AS
       SELECT 1 AS paso, 'DROP INDEX ' || i.indexrelid::regclass AS quitar,
              pg_get_indexdef(i.indexrelid) AS poner
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
       WHERE t.relname IN ('traslados', 'traslado_detalles') AND t.relnamespace = 'public'::regnamespace
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
       UNION ALL
       SELECT 2, format('ALTER TABLE %s DROP CONSTRAINT %I', c.conrelid::regclass, c.conname),
              format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass, c.conname,
                     pg_get_constraintdef(c.oid))
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
       WHERE c.contype = 'f' AND t.relname IN ('traslados', 'traslado_detalles')
         AND t.relnamespace = 'public'::regnamespace`,
      `DO $$ DECLARE r record; BEGIN FOR r IN SELECT quitar FROM rehacer LOOP EXECUTE r.quitar; END LOOP; END $$`,
      // Lines: k articles from the s-th of the brand's m. Asked 1–20 units (one in ten a half
      // unit); sent short one time in seven; state 4's last line received short (or one over, when
      // none was sent), one in ten of its others one short. The stock's: 1 + (position mod 12),
      // sent in full.
      `CREATE TEMP TABLE lineas AS
       WITH x AS (
         SELECT n.traslado_id, n.estado, n.enviado, n.lote, n.k, j, o.articulo_id,
                CASE WHEN n.lote THEN 1 + j % 12
                     WHEN random() < 0.1 THEN 0.5 + floor(random() * 10) ELSE 1 + floor(random() * 20) END AS cantidad,
                random() AS r_corta, random() AS r_difiere
         FROM nuevos n CROSS JOIN LATERAL generate_series(0, n.k - 1) j
         JOIN oferta o ON o.marca = n.marca AND o.n = (n.s + j) % n.m
       ), y AS (
         SELECT x.*, CASE WHEN NOT x.enviado THEN NULL WHEN NOT x.lote AND x.r_corta < 0.15
                          THEN greatest(0, x.cantidad - 1 - floor(x.r_corta * 10)) ELSE x.cantidad END AS enviada
         FROM x
       )
       SELECT traslado_id, j, articulo_id, cantidad, enviada,
              CASE WHEN estado = 3 THEN enviada
                   WHEN estado <> 4 THEN NULL
                   WHEN j = k - 1 THEN CASE WHEN enviada >= 1 THEN enviada - 1 ELSE enviada + 1 END
                   WHEN r_difiere < 0.1 THEN greatest(0, enviada - 1) ELSE enviada END AS recibida
       FROM y`,
      `INSERT INTO traslados (traslado_id, fecha, origen_id, destino_id, estado, solicitado_por,
                              enviado_por, recibido_por, anulado_por, fecha_aprobacion,
                              fecha_finalizacion, fecha_anulacion, fecha_procesamiento_sap,
                              creado_en, actualizado_en, version)
       SELECT traslado_id, fecha, origen_id, destino_id, estado, solicitante,
              CASE WHEN enviado THEN remitente END, CASE WHEN estado IN (3, 4) THEN receptor END,
              CASE WHEN estado = 5 THEN anulador END, enviado_en,
              CASE WHEN estado IN (3, 4) THEN terminado_en END,
              CASE WHEN estado = 5 THEN terminado_en END,
              -- SAP lists the received transfer's StockTransfer a few minutes later.
              CASE WHEN estado IN (3, 4) THEN least(now(), terminado_en + interval '4 minutes') END,
              creado, coalesce(terminado_en, enviado_en, creado),
              CASE WHEN estado = 1 THEN 0 WHEN estado = 2 OR NOT enviado THEN 1 ELSE 2 END
       FROM nuevos ORDER BY traslado_id`,
      // Line ids in the order of their transfer and position: the stock's are then known from
      // its first (bench.traslados_recepcion).
      `INSERT INTO traslado_detalles (traslado_detalle_id, traslado_id, articulo_id, cantidad,
                                      cantidad_enviada, cantidad_recibida)
       SELECT (SELECT coalesce(max(traslado_detalle_id), 0) FROM traslado_detalles)
                + row_number() OVER (ORDER BY traslado_id, j),
              traslado_id, articulo_id, cantidad, enviada, recibida
       FROM lineas ORDER BY traslado_id, j`,
      `CREATE TABLE bench.traslados_recepcion AS
       SELECT min(traslado_id)::int AS primero, count(DISTINCT traslado_id)::int AS traslados,
              min(traslado_detalle_id)::int AS primera_linea
       FROM traslado_detalles WHERE traslado_id >= (SELECT min(traslado_id) FROM nuevos WHERE lote)`,
      // The history as the service writes it: asked, then sent, received or annulled.
      `INSERT INTO bitacora (fecha, usuario_id, accion, entidad, entidad_id, detalle)
       SELECT h.fecha, h.usuario_id, h.accion, 'traslado', n.traslado_id::text, h.detalle
       FROM nuevos n
       JOIN sucursales so ON so.sucursal_id = n.origen_id JOIN sucursales sd ON sd.sucursal_id = n.destino_id
       CROSS JOIN LATERAL (VALUES
         (1, n.creado, n.solicitante, 'traslado.solicitar',
          jsonb_build_object('origen', so.bodega, 'destino', sd.bodega, 'lineas', n.k)),
         (2, n.enviado_en, n.remitente, 'traslado.enviar', jsonb_build_object('cambios',
          jsonb_build_array(jsonb_build_object('campo', 'estado', 'de', 1, 'a', 2)))),
         (3, CASE WHEN n.estado IN (3, 4) THEN n.terminado_en END, n.receptor, 'traslado.recibir',
          jsonb_build_object('cambios', jsonb_build_array(
            jsonb_build_object('campo', 'estado', 'de', 2, 'a', n.estado)))),
         (4, CASE WHEN n.estado = 5 THEN n.terminado_en END, n.anulador, 'traslado.anular',
          jsonb_build_object('cambios', jsonb_build_array(jsonb_build_object(
            'campo', 'estado', 'de', CASE WHEN n.enviado THEN 2 ELSE 1 END, 'a', 5))))
       ) AS h(paso, fecha, usuario_id, accion, detalle)
       WHERE h.fecha IS NOT NULL
       ORDER BY h.fecha, h.paso`,
      `DO $$ DECLARE r record; BEGIN FOR r IN SELECT poner FROM rehacer ORDER BY paso LOOP EXECUTE r.poner; END LOOP; END $$`,
      `SELECT setval(pg_get_serial_sequence('traslados', 'traslado_id'), (SELECT max(traslado_id) FROM traslados))`,
      `SELECT setval(pg_get_serial_sequence('traslado_detalles', 'traslado_detalle_id'),
                     (SELECT max(traslado_detalle_id) FROM traslado_detalles))`,
      `DROP TABLE ${TEMP.join(', ')}`,
    ]);
  },
  async facts(database) {
    const [recepcion] = await database.query<{
      primero: number;
      traslados: number;
      primeraLinea: number;
    }>(`SELECT primero, traslados, primera_linea AS "primeraLinea" FROM bench.traslados_recepcion`);
    const primero = recepcion?.primero ?? 0;
    const cantidades = await database.query<{ c: number }>(
      `SELECT cantidad_enviada::float8 AS c FROM traslado_detalles WHERE traslado_id = $1
       ORDER BY traslado_detalle_id`,
      [primero],
    );
    // The lists' branch: how many transfers it asked for (Mis traslados) and has to send.
    const [sucursal] = await database.query<{
      id: number;
      bodega: string;
      mios: number;
      porEnviar: number;
    }>(
      `SELECT s.sucursal_id AS id, s.bodega,
              (SELECT count(*) FROM traslados t WHERE t.destino_id = s.sucursal_id)::int AS mios,
              (SELECT count(*) FROM traslados t WHERE t.origen_id = s.sucursal_id AND t.estado = 1)::int
                AS "porEnviar"
       FROM usuarios u JOIN sucursales s USING (sucursal_id) WHERE u.username = $1`,
      [TRANSFERS_ACCOUNT],
    );
    // One it received with differences, of twelve lines (the most a generated one has).
    const [detalle] = await database.query<{ id: number; lineas: number }>(
      `SELECT t.traslado_id AS id, count(*)::int AS lineas
       FROM traslados t JOIN traslado_detalles d USING (traslado_id)
       WHERE t.destino_id = $1 AND t.estado = 4 AND t.traslado_id < $2
       GROUP BY 1 ORDER BY abs(count(*) - 12), 1 DESC LIMIT 1`,
      [sucursal?.id, primero],
    );
    return {
      transfers: {
        sucursal,
        detalle,
        recepcion: {
          primero,
          traslados: recepcion?.traslados ?? 0,
          primeraLinea: recepcion?.primeraLinea ?? 0,
          version: 1,
          cantidades: cantidades.map((r) => r.c),
        },
      },
    };
  },
};
