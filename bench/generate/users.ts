// Staff and their permissions: 20,000 people at scale 1, most of them in branches (weighted by how busy
// the branch is), a small central office, one manager per branch, zone managers above them.
import { DEMO_ACCOUNTS } from '../../apps/api/src/db/seed/demo-accounts';
import { hashPassword } from '../../apps/api/src/platform/auth/crypto';
import { lit, pickFrom, run, scalar, scaled, textArray, weighted, type Generator } from './sql';
import words from './words.json' with { type: 'json' };

export const USUARIOS_AT_SCALE_1 = 20_000;
/** Generated people are employees 2000 onwards; the demo accounts are 1001–1010. */
export const FIRST_EMPLEADO = 2000;
export const BENCH_PASSWORD = 'jarvis123';

const OFFICE_SHARE = 0.06;

// Positions by weight; each gets the menu of the demo account doing that job (`perfiles`).
const { perfiles } = words.puestos;
const oficina = Object.entries(words.puestos.oficina);
const restaurante = Object.entries(words.puestos.restaurante);

function profileRows(): string {
  const rows = Object.entries(perfiles).flatMap(([posicion, username]) => {
    const account = DEMO_ACCOUNTS.find((a) => a.username === username);
    if (!account) throw new Error(`Cuenta de demostración desconocida: ${username}`);
    return account.menu.map((clave) => `(${lit(posicion)}, ${lit(clave)})`);
  });
  return rows.join(',\n');
}

const positionIs = (name: string) =>
  `posicion_id = (SELECT posicion_id FROM posiciones WHERE nombre = ${lit(name)})`;

export const users: Generator = {
  module: 'users',
  async run(database, scale) {
    const existing = await scalar(database, 'SELECT count(*) FROM usuarios');
    const count = Math.max(0, scaled(USUARIOS_AT_SCALE_1, scale) - existing);
    // One real argon2id hash for everyone: signing in costs what it costs in production.
    const hash = lit(await hashPassword(BENCH_PASSWORD));
    const generated = `empleado_id >= ${FIRST_EMPLEADO}`;
    await run(database, 0.22, [
      `WITH raw AS (
         SELECT g, random() AS r_oficina, random() AS r_pos, random() AS r_suc, random() AS r_nombre,
                random() AS r_apellido, ${pickFrom(textArray(words.nombres))} AS n1, ${pickFrom(textArray(words.nombres))} AS n2,
                ${pickFrom(textArray(words.apellidos))} AS a1, ${pickFrom(textArray(words.apellidos))} AS a2,
                now() - random() * interval '5 years' AS creado
         FROM generate_series(1, ${count}) g
       ), people AS (
         SELECT g, creado,
                CASE WHEN r_nombre < 0.25 AND n1 <> n2 THEN n1 || ' ' || n2 ELSE n1 END AS nombre,
                CASE WHEN r_apellido < 0.7 AND a1 <> a2 THEN a1 || ' ' || a2 ELSE a1 END AS apellido,
                CASE WHEN r_oficina < ${OFFICE_SHARE} THEN ${weighted(oficina, 'r_pos')}
                     ELSE ${weighted(restaurante, 'r_pos')} END AS posicion,
                CASE WHEN r_oficina < ${OFFICE_SHARE}
                     THEN (SELECT min(sucursal_id) FROM sucursales WHERE es_oficina)
                     ELSE bench.sucursal_al_azar(r_suc) END AS sucursal_id,
                r_oficina < ${OFFICE_SHARE} AS oficina
         FROM raw
       ), named AS (
         SELECT p.*, row_number() OVER (PARTITION BY base ORDER BY g) AS k
         FROM (SELECT *, translate(lower(split_part(nombre, ' ', 1) || '.' || split_part(apellido, ' ', 1)),
                                   'áéíóúüñ', 'aeiouun') AS base FROM people) p
       ), final AS (
         SELECT n.*, base || CASE WHEN k > 1 THEN k::text ELSE '' END AS username FROM named n
       )
       INSERT INTO usuarios (username, nombre, apellido, correo, telefono, posicion_id, rol_id,
                             departamento_id, sucursal_id, empleado_id, cod_empleado, vetado, perfil,
                             password_hash, creado_en, actualizado_en)
       SELECT f.username, f.nombre, f.apellido, f.username || '@grupo-restaurantes.com',
              '7' || lpad(floor(random() * 1000)::int::text, 3, '0') || '-' || lpad(floor(random() * 10000)::int::text, 4, '0'),
              pos.posicion_id, r.rol_id, pos.departamento_id, f.sucursal_id, ${FIRST_EMPLEADO} + f.g,
              upper(left(f.nombre, 1)) || upper(left(f.apellido, 1)) || (600000 + f.g),
              CASE WHEN random() < 0.04 THEN 1 ELSE 0 END, r.rol, ${hash},
              f.creado, f.creado + random() * (now() - f.creado)
       FROM final f
       JOIN posiciones pos ON pos.nombre = f.posicion
       JOIN roles r ON r.rol = CASE WHEN f.oficina THEN 'Oficina' ELSE 'Restaurante' END
       ORDER BY f.g`,
      // The first person hired in each branch runs it; everyone else there reports to them.
      `UPDATE usuarios SET ${positionIs('Gerente de Restaurante')}
       WHERE usuario_id IN (SELECT DISTINCT ON (u.sucursal_id) u.usuario_id FROM usuarios u
                            JOIN sucursales s USING (sucursal_id)
                            WHERE NOT s.es_oficina AND u.${generated} ORDER BY u.sucursal_id, u.usuario_id)`,
      `UPDATE usuarios u SET jefe = m.empleado_id FROM usuarios m
       WHERE m.${positionIs('Gerente de Restaurante')} AND m.${generated} AND m.sucursal_id = u.sucursal_id
         AND u.usuario_id <> m.usuario_id AND u.${generated}`,
      `WITH zonas AS (SELECT empleado_id, row_number() OVER (ORDER BY empleado_id) - 1 AS i,
                             count(*) OVER () AS n FROM usuarios WHERE ${positionIs('Gerente de Zona')})
       UPDATE usuarios u SET jefe = z.empleado_id FROM zonas z
       WHERE u.${positionIs('Gerente de Restaurante')} AND u.${generated} AND z.i = u.sucursal_id % z.n`,
      `INSERT INTO permisos (usuario_id, option_menu_id, is_active, creado_en)
       SELECT u.usuario_id, o.option_menu_id, CASE WHEN random() < 0.02 THEN 0 ELSE 1 END, u.creado_en
       FROM usuarios u
       JOIN posiciones p USING (posicion_id)
       JOIN (VALUES ${profileRows()}) AS perfil(posicion, clave) ON perfil.posicion = p.nombre
       JOIN opciones_menu o ON o.clave = perfil.clave
       WHERE u.${generated}
       ORDER BY u.usuario_id, o.option_menu_id`,
    ]);
  },
};
