// The purchasing catalogue: 20,000 articles at scale 1, each sold by 5 suppliers (100,000 prices), 40
// suppliers per brand with their order days, a price history for some of the prices. A few suppliers
// are far busier than the rest (Zipf-like within each brand; Subway, with most branches, buys half of
// it all). Names come from words.json, accents included, so 'Buscar' has to fold them. The twelve
// categories are the demo seed's (missing ones are added): a group's categories do not grow with its
// size. Also the account the catalogue scenarios sign in as: a Subway buyer.
import { DEMO_ACCOUNTS } from '../../apps/api/src/db/seed/demo-accounts';
import { hashPassword } from '../../apps/api/src/platform/auth/crypto';
import { lit, pickFrom, run, scalar, scaled, textArray, weighted, type Generator } from './sql';
import { BENCH_PASSWORD } from './users';
import words from './words.json' with { type: 'json' };

export const ARTICULOS_AT_SCALE_1 = 20_000;
export const PROVEEDORES_POR_MARCA_AT_SCALE_1 = 40;
const LINKS_PER_ARTICLE = 5;
/** The catalogue scenarios' account (bench/scenarios.ts): a buyer of a Subway branch. */
export const CATALOG_ACCOUNT = 'compras.subway';

/** Brand, code prefix, share of the links (how much of the catalogue each brand buys). */
const MARCAS: [marca: string, prefijo: string, peso: number][] = [
  ['Subway', 'SW', 0.5],
  ['Humo', 'HU', 0.25],
  ['Viva Expresso', 'VE', 0.25],
];
// Within a brand, the n-th supplier by activity gets 1/n^1.1 of its links: at scale 1 Subway's busiest
// supplier sells ~10,800 of the 100,000 prices (half the articles), its quietest ~230.
const SKEW = 1.1;

const num = (n: number) => String(n);
const numArray = (values: readonly number[]) => `ARRAY[${values.map(num).join(', ')}]::numeric[]`;

/**
 * One row per category of words.json as a VALUES list: `peso` is its share of the articles, `compra`
 * and `venta` the purchase and sale units, `cantidades` the sale units in a purchase unit, `precio`
 * a purchase unit's price range in dollars (log-uniform between them).
 */
function vocabulary(): string {
  const rows = words.categorias.map((c) =>
    [
      lit(c.nombre),
      lit(c.icono),
      textArray(c.productos),
      textArray(c.variantes),
      textArray(c.marcas),
      textArray(c.presentaciones),
      textArray(c.compra),
      textArray(c.venta),
      numArray(c.cantidades),
      ...c.precio.map(num),
      c.perecedero ? 'true' : 'false',
    ].join(', '),
  );
  return `(VALUES (${rows.join('),\n(')}))
    AS v(categoria, icono, productos, variantes, marcas, presentaciones, compra, venta, cantidades,
         precio_min, precio_max, perecedero)`;
}

const marcasValues = () =>
  `(VALUES ${MARCAS.map(([m, p, w]) => `(${lit(m)}, ${lit(p)}, ${w})`).join(', ')}) AS b(marca, prefijo, peso)`;

/** Folded for an e-mail address: 'Núñez Hermanos' → 'nunezhermanos'. */
const slug = (expr: string) =>
  `regexp_replace(translate(lower(${expr}), 'áéíóúüñ', 'aeiouun'), '[^a-z0-9]', '', 'g')`;

export const catalog: Generator = {
  module: 'catalog',
  async run(database, scale) {
    const articulos = Math.max(
      0,
      scaled(ARTICULOS_AT_SCALE_1, scale) -
        (await scalar(database, 'SELECT count(*) FROM articulos')),
    );
    const porMarca = scaled(PROVEEDORES_POR_MARCA_AT_SCALE_1, scale, 8);
    const buyerMenu = DEMO_ACCOUNTS.find((a) => a.username === 'compras')?.menu ?? [];
    const hash = lit(await hashPassword(BENCH_PASSWORD));
    const compras = `(SELECT usuario_id FROM usuarios WHERE username = 'compras')`;
    await run(database, 0.66, [
      `CREATE TEMP TABLE vocab AS SELECT * FROM ${vocabulary()}`,
      `INSERT INTO categorias (nombre, icono)
       SELECT categoria, icono FROM vocab WHERE categoria NOT IN (SELECT nombre FROM categorias)`,

      // Suppliers: up to `porMarca` per brand, codes PSW1001… beside the demo's PSW0001….
      `INSERT INTO proveedores (codigo, nombre, nombre_abrv, marca, telefono, correo, direccion,
                               descripcion, max_productos, estado, wt_liable, creado_por, creado_en,
                               actualizado_en)
       WITH nuevos AS (
         SELECT b.marca, b.prefijo, g, ${pickFrom(textArray(words.proveedores.giros))} AS giro,
                ${pickFrom(textArray(words.proveedores.nombres))} AS nombre,
                ${pickFrom(textArray(words.proveedores.formas))} AS forma,
                now() - random() * interval '8 years' AS creado
         FROM ${marcasValues()}
         CROSS JOIN LATERAL generate_series(1,
           ${porMarca} - (SELECT count(*) FROM proveedores p WHERE p.marca = b.marca)::int) g
       )
       SELECT 'P' || prefijo || (1000 + g), giro || ' ' || nombre || forma, giro || ' ' || nombre,
              marca,
              (ARRAY['2', '2', '7', '6'])[1 + floor(random() * 4)::int]
                || lpad(floor(random() * 1000)::int::text, 3, '0') || '-'
                || lpad(floor(random() * 10000)::int::text, 4, '0'),
              (ARRAY['ventas', 'pedidos', 'facturacion'])[1 + floor(random() * 3)::int] || '@'
                || ${slug('giro')} || ${slug('nombre')} || '.com.sv',
              ${pickFrom(textArray(words.calles))} || ' #' || (100 + floor(random() * 3900)::int) || ', '
                || ${pickFrom(textArray(words.lugares))},
              'Proveedor de ' || lower(giro) || ' para ' || marca || '.',
              (ARRAY[10, 15, 20, 25, 30, 40])[1 + floor(random() * 6)::int],
              CASE WHEN random() < 0.05 THEN 0 ELSE 1 END, random() < 0.3, ${compras},
              creado, creado + random() * (now() - creado)
       FROM nuevos ORDER BY marca, g`,
      // Order days: one to three a week for most (Monday to Saturday; a few on Sunday). The draw is a
      // column of the subquery so that it is made per supplier and day, not once per day.
      `INSERT INTO proveedor_horarios (proveedor_id, dia)
       WITH sin_dias AS (
         SELECT proveedor_id FROM proveedores
         WHERE proveedor_id NOT IN (SELECT proveedor_id FROM proveedor_horarios)
       )
       SELECT proveedor_id, 1 + floor(random() * 6)::int FROM sin_dias
       UNION
       SELECT proveedor_id, d
       FROM (SELECT s.proveedor_id, d, random() AS r FROM sin_dias s CROSS JOIN generate_series(1, 7) d) x
       WHERE r < CASE WHEN d = 7 THEN 0.03 ELSE 0.2 END`,

      // Articles: product, variant, trade brand, presentation of a category chosen by weight.
      `CREATE TEMP TABLE nuevos_articulos AS
       WITH raw AS (
         SELECT g, ${weighted(
           words.categorias.map((c) => [c.nombre, c.peso]),
           'r_cat',
         )} AS categoria, random() AS r_var, random() AS r_marca, random() AS r_min,
                random() AS r_fic, now() - power(random(), 0.7) * interval '6 years' AS creado
         FROM (SELECT g, random() AS r_cat FROM generate_series(1, ${articulos}) g) s
       )
       SELECT 'ART-' || lpad(g::text, 6, '0') AS articulo_id,
              CASE WHEN r_fic < 0.05 THEN 'FIC-' || lpad(g::text, 6, '0') END AS articulo_id_ficticio,
              left(concat_ws(' ', ${pickFrom('v.productos')},
                             CASE WHEN r_var < 0.7 THEN ${pickFrom('v.variantes', 'r_var / 0.7')} END,
                             CASE WHEN r_marca < 0.5 THEN ${pickFrom('v.marcas', 'r_marca / 0.5')} END,
                             ${pickFrom('v.presentaciones')}), 150) AS nombre,
              ${pickFrom('v.compra')} AS unidad, ${pickFrom('v.venta')} AS unidad_venta,
              cantidad,
              CASE WHEN r_min < 0.2 THEN cantidad / 2 ELSE 0 END AS min_ingreso_inv,
              cantidad * CASE WHEN v.perecedero THEN 4 ELSE 12 END AS max_ingreso_inv,
              CASE WHEN random() < 0.04 THEN 0 ELSE 1 END AS estado,
              CASE WHEN random() < 0.1 THEN 1 ELSE 0 END AS ppd,
              CASE WHEN random() < 0.05 THEN 1 ELSE 0 END AS generico,
              CASE WHEN random() < 0.02 THEN 0 ELSE 1 END AS is_active,
              c.categoria_id, creado,
              -- What a purchase unit costs, before each supplier's own margin.
              v.precio_min * power(v.precio_max / v.precio_min, random()) AS precio_base
       FROM raw r
       JOIN vocab v USING (categoria)
       JOIN categorias c ON c.nombre = r.categoria
       CROSS JOIN LATERAL (SELECT ${pickFrom('v.cantidades')} AS cantidad) q`,
      `INSERT INTO articulos (articulo_id, articulo_id_ficticio, nombre, unidad, unidad_venta,
                             cantidad_compra, min_ingreso_inv, max_ingreso_inv, estado, ppd, generico,
                             is_active, categoria_id, creado_por, creado_en, actualizado_en)
       SELECT articulo_id, articulo_id_ficticio, nombre, unidad, unidad_venta, cantidad,
              min_ingreso_inv, max_ingreso_inv, estado, ppd, generico, is_active, categoria_id,
              ${compras}, creado, creado + random() * (now() - creado)
       FROM nuevos_articulos ORDER BY articulo_id`,

      // Five distinct suppliers per article (the demo's articles are topped up to five), drawn by
      // weight without replacement (Efraimidis–Spirakis: the smallest -ln(u)/weight): the brand's
      // share × 1/rank^SKEW within the brand.
      `CREATE TEMP TABLE peso_proveedor AS
       WITH ranked AS (
         SELECT p.proveedor_id, p.marca, b.peso AS peso_marca,
                1 / power(row_number() OVER (PARTITION BY p.marca ORDER BY md5(p.codigo)), ${SKEW}) AS w
         FROM proveedores p JOIN ${marcasValues()} ON b.marca = p.marca
       )
       SELECT proveedor_id, peso_marca * w / sum(w) OVER (PARTITION BY marca) AS peso FROM ranked`,
      `CREATE TEMP TABLE por_vincular AS
       SELECT a.articulo_id, a.estado, a.creado_en AS creado, coalesce(e.tiene, 0) AS tiene,
              coalesce(n.precio_base, e.precio_medio) AS precio_base
       FROM articulos a
       LEFT JOIN nuevos_articulos n USING (articulo_id)
       LEFT JOIN (SELECT articulo_id, count(*)::int AS tiene, avg(precio)::float8 AS precio_medio
                  FROM proveedor_articulos GROUP BY 1) e USING (articulo_id)
       WHERE coalesce(e.tiene, 0) < ${LINKS_PER_ARTICLE}`,
      `CREATE TEMP TABLE vinculos_antes AS SELECT coalesce(max(id), 0) AS id FROM proveedor_articulos`,
      `INSERT INTO proveedor_articulos (proveedor_id, articulo_id, precio, estado, actualizado_en)
       SELECT x.proveedor_id, a.articulo_id,
              round((a.precio_base * (0.92 + random() * 0.16))::numeric, 4),
              CASE WHEN a.estado = 0 OR random() < 0.04 THEN 0 ELSE 1 END,
              a.creado + random() * (now() - a.creado)
       FROM por_vincular a
       CROSS JOIN LATERAL (
         SELECT p.proveedor_id FROM peso_proveedor p
         WHERE a.tiene = 0 OR NOT EXISTS (SELECT 1 FROM proveedor_articulos l
                                          WHERE l.articulo_id = a.articulo_id
                                            AND l.proveedor_id = p.proveedor_id)
         ORDER BY -ln(1 - random()) / p.peso
         LIMIT ${LINKS_PER_ARTICLE} - a.tiene
       ) x
       ORDER BY a.articulo_id, x.proveedor_id`,

      // A history for 15 % of the new prices: one to three rises of 2–10 %, the last one ending at
      // today's price, by a buyer of the office.
      `CREATE TEMP TABLE compradores AS
       SELECT coalesce(array_agg(u.usuario_id ORDER BY u.usuario_id), ARRAY[${compras}]) AS ids
       FROM usuarios u JOIN departamentos d USING (departamento_id) WHERE d.nombre = 'Compras'`,
      `CREATE TEMP TABLE cambios AS
       WITH elegidos AS (
         SELECT pa.id, pa.precio, 1 + floor(random() * 3)::int AS n
         FROM proveedor_articulos pa
         WHERE pa.id > (SELECT id FROM vinculos_antes) AND random() < 0.15
       ), pasos AS (
         SELECT e.id, e.precio, i, ln(1.02 + random() * 0.08) AS subida,
                now() - ((i - 1) * 45 + 5 + random() * 40) * interval '1 day' AS fecha
         FROM elegidos e CROSS JOIN LATERAL generate_series(1, e.n) i
       ), anteriores AS (
         SELECT p.*,
                round((p.precio / exp(sum(subida) OVER (PARTITION BY id ORDER BY i)))::numeric, 4) AS anterior
         FROM pasos p
       )
       SELECT id, i, fecha, anterior,
              coalesce(lag(anterior) OVER (PARTITION BY id ORDER BY i), precio) AS nuevo
       FROM anteriores`,
      `INSERT INTO precio_historial (proveedor_articulo_id, precio_anterior, precio_nuevo, usuario_id, fecha)
       SELECT c.id, c.anterior, c.nuevo, ${pickFrom('k.ids')}, c.fecha
       FROM cambios c CROSS JOIN compradores k ORDER BY c.fecha`,
      `UPDATE proveedor_articulos pa SET version = h.n, actualizado_en = h.ultima
       FROM (SELECT id, count(*)::int AS n, max(fecha) AS ultima FROM cambios GROUP BY id) h
       WHERE h.id = pa.id`,

      // The catalogue scenarios' account: a buyer placed in Subway's first branch, so that its brand
      // (its branch's) is Subway whatever office users get; the demo buyer's menu and every catalog.*.
      `INSERT INTO usuarios (username, nombre, apellido, correo, telefono, posicion_id, rol_id,
                             departamento_id, sucursal_id, empleado_id, cod_empleado, vetado, perfil,
                             password_hash)
       SELECT ${lit(CATALOG_ACCOUNT)}, 'Beatriz', 'Cañas Menjívar',
              ${lit(`${CATALOG_ACCOUNT}@grupo-restaurantes.com`)}, '7012-3499', p.posicion_id,
              r.rol_id, p.departamento_id,
              (SELECT min(s.sucursal_id) FROM sucursales s JOIN marcas m USING (marca_id)
               WHERE m.nombre = 'Subway' AND NOT s.es_oficina),
              1999, 'BC1999', 0, r.rol, ${hash}
       FROM posiciones p, roles r
       WHERE p.nombre = 'Asistente de Compras' AND r.rol = 'Oficina'`,
      `INSERT INTO permisos (usuario_id, option_menu_id, is_active)
       SELECT u.usuario_id, o.option_menu_id, 1 FROM usuarios u, opciones_menu o
       WHERE u.username = ${lit(CATALOG_ACCOUNT)}
         AND (o.clave LIKE 'catalog.%' OR o.clave = ANY(${textArray(buyerMenu)}))`,
    ]);
  },
  async facts(database) {
    // The busiest supplier of Subway and the largest category: the scenarios filter by them.
    const [proveedor] = await database.query<{ id: number; nombre: string; links: number }>(
      `SELECT p.proveedor_id AS id, p.nombre_abrv AS nombre, count(*)::int AS links
       FROM proveedor_articulos pa JOIN proveedores p USING (proveedor_id)
       WHERE p.marca = 'Subway' GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT 1`,
    );
    const [categoria] = await database.query<{ id: number; nombre: string; articulos: number }>(
      `SELECT c.categoria_id AS id, c.nombre, count(*)::int AS articulos
       FROM articulos a JOIN categorias c USING (categoria_id) GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT 1`,
    );
    return { catalog: { proveedorOcupado: proveedor, categoriaMayor: categoria } };
  },
};
