// Branches beyond the demo's fifteen, and how busy each one is. Every later generator (users now;
// tickets, orders, transfers later) picks a branch with bench.sucursal_al_azar(random()), so the same
// few branches are the busiest everywhere, as in a real group: flagships in malls next to small towns.
import { lit, pickFrom, run, scalar, scaled, textArray, type Generator } from './sql';
import words from './words.json' with { type: 'json' };

export const SUCURSALES_AT_SCALE_1 = 60;

// Zipf-like: the n-th branch by activity gets 1/n^0.9 of the work; at 60 branches the top five
// carry about a third of it and the busiest is ~40 times the quietest.
const SKEW = 0.9;

export const org: Generator = {
  module: 'users (organización)',
  async run(database, scale) {
    const existing = await scalar(database, 'SELECT count(*) FROM sucursales');
    const extra = Math.max(0, scaled(SUCURSALES_AT_SCALE_1, scale) - existing);
    const lugares = textArray(words.lugares);
    await run(database, 0.11, [
      `WITH nuevas AS (
         SELECT g, CASE WHEN g % 5 < 3 THEN 'Subway' WHEN g % 5 = 3 THEN 'Humo' ELSE 'Viva Expresso' END AS marca,
                (${lugares})[1 + (g - 1) % cardinality(${lugares})]
                  || CASE WHEN g > cardinality(${lugares}) THEN ' ' || ((g - 1) / cardinality(${lugares}) + 1) ELSE '' END AS lugar
         FROM generate_series(1, ${extra}) g
       ), numeradas AS (
         SELECT n.*, m.marca_id, b.prefijo,
                (SELECT count(*) FROM sucursales s WHERE s.marca_id = m.marca_id)
                  + row_number() OVER (PARTITION BY m.marca_id ORDER BY n.g) AS numero
         FROM nuevas n
         JOIN (VALUES ('Subway', 'SW'), ('Humo', 'HU'), ('Viva Expresso', 'VE')) AS b(marca, prefijo) USING (marca)
         JOIN marcas m ON m.nombre = n.marca
       )
       INSERT INTO sucursales (nombre, bodega, marca_id, estado, direccion, telefono)
       SELECT marca || ' ' || lugar, prefijo || lpad(numero::text, greatest(2, length(numero::text)), '0'),
              marca_id, CASE WHEN random() < 0.05 THEN 0 ELSE 1 END,
              ${pickFrom(textArray(words.calles))} || ' #' || (100 + floor(random() * 3900)::int) || ', ' || lugar,
              '22' || lpad(floor(random() * 100)::int::text, 2, '0') || '-' || lpad(floor(random() * 10000)::int::text, 4, '0')
       FROM numeradas ORDER BY g`,
      `CREATE SCHEMA IF NOT EXISTS bench`,
      `DROP TABLE IF EXISTS bench.peso_sucursal`,
      `CREATE TABLE bench.peso_sucursal AS
       WITH ranked AS (
         SELECT sucursal_id, 1 / power(row_number() OVER (ORDER BY sucursal_id), ${SKEW}) AS peso
         FROM sucursales WHERE NOT es_oficina
       )
       SELECT sucursal_id, peso,
              coalesce(sum(peso) OVER (ORDER BY sucursal_id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
                / sum(peso) OVER () AS desde,
              sum(peso) OVER (ORDER BY sucursal_id) / sum(peso) OVER () AS hasta
       FROM ranked`,
      `CREATE OR REPLACE FUNCTION bench.sucursal_al_azar(r double precision) RETURNS integer
       LANGUAGE sql STABLE AS
       'SELECT coalesce((SELECT sucursal_id FROM bench.peso_sucursal WHERE r >= desde AND r < hasta),
                        (SELECT max(sucursal_id) FROM bench.peso_sucursal))'`,
      `COMMENT ON SCHEMA bench IS ${lit('Benchmark helpers (bench/generate); not part of Jarvis')}`,
    ]);
  },
};
