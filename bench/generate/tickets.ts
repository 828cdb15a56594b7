// Two years of help desk: 200,000 tickets at scale 1 from the branches (the busy ones far more often),
// over the demo catalogue, with the states, waits and closing times a real queue has, and the folded
// 'Buscar' text written exactly as the service writes it (searchText in modules/tickets). Each ticket
// has its history in the bitácora as the service writes it (created, put En Espera with its reason,
// completed or cancelled) and a third of them one to three photos, so a ticket's detail reads what a
// real one holds.
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '../../packages/contracts/src/search';
import { DEMO_CANCEL_REASONS, DEMO_WAIT_REASONS } from '../../apps/api/src/db/seed/demo-tickets';
import { lit, pickFrom, run, scalar, scaled, textArray, type Generator } from './sql';

export const PETICIONES_AT_SCALE_1 = 200_000;
const BUSINESS_TZ = 'America/El_Salvador';
const DAYS = 730;

export const tickets: Generator = {
  module: 'tickets',
  async run(database, scale) {
    const rows = scaled(PETICIONES_AT_SCALE_1, scale);
    // The demo tickets keep the history and photos the seed gave them.
    const demo = await scalar(database, 'SELECT coalesce(max(peticion_id), 0) FROM peticiones');
    const local = `(f.creado AT TIME ZONE ${lit(BUSINESS_TZ)})`;
    await run(database, 0.31, [
      // Who asks (anyone of the branch) and who works them (the department's office staff).
      `CREATE TEMP TABLE solicitantes AS
         SELECT sucursal_id, array_agg(usuario_id ORDER BY usuario_id) AS ids FROM usuarios GROUP BY 1`,
      `CREATE TEMP TABLE colaboradores AS
         SELECT u.departamento_id, array_agg(u.usuario_id ORDER BY u.usuario_id) AS ids
         FROM usuarios u JOIN roles r USING (rol_id) WHERE r.rol <> 'Restaurante' GROUP BY 1`,
      `CREATE TEMP TABLE problemas AS
         SELECT row_number() OVER (ORDER BY p.tipo_problema_id) AS n, p.tipo_problema_id,
                c.categoria_id, c.nombre AS categoria, c.departamento_id, d.nombre AS departamento
         FROM ticket_problemas p JOIN ticket_categorias c USING (categoria_id)
         JOIN departamentos d USING (departamento_id)`,
      `INSERT INTO peticiones (mascara, tipo_problema_id, categoria_id, departamento_id, descripcion,
                               estado, solicitado_por, sucursal_id, creado_en, actualizado_en, cierre_en,
                               espera_segundos, espera_desde, com_en_espera, com_cancelado,
                               edit_comment, realizado_por, version, busqueda, marca)
       WITH raw AS (
         SELECT g, random() AS r_prob, random() AS r_suc, random() AS r_estado, random() AS r_espera,
                random() AS r_horas, random() AS r_quien, random() AS r_colab,
                -- Newest last; the queue grows a little over time.
                now() - (1 - sqrt(g::float8 / ${rows})) * interval '${DAYS} days' - random() * interval '8 hours' AS creado
         FROM generate_series(1, ${rows}) g
       ), t AS (
         SELECT r.*, p.*, bench.sucursal_al_azar(r.r_suc) AS sucursal_id,
                -- Tickets of the last three weeks are still being worked; older ones are closed.
                CASE WHEN r.creado > now() - interval '21 days' THEN
                       CASE WHEN r.r_estado < 0.35 THEN 'Abierto' WHEN r.r_estado < 0.55 THEN 'En Espera'
                            WHEN r.r_estado < 0.9 THEN 'Completado' ELSE 'Cancelado' END
                     ELSE CASE WHEN r.r_estado < 0.88 THEN 'Completado' ELSE 'Cancelado' END END AS estado,
                (1 + r.r_horas ^ 2 * 72) * interval '1 hour' AS activo,
                CASE WHEN r.r_espera < 0.25 THEN (4 + r.r_espera * 4 * 92)::int * 3600 ELSE 0 END AS espera
         FROM raw r JOIN problemas p ON p.n = 1 + floor(r.r_prob * (SELECT count(*) FROM problemas))::int
       ), f AS (
         SELECT t.*, s.nombre AS sucursal, m.nombre AS marca,
                m2.prefijo || '-' || lpad((m2.siguiente - 1 + row_number() OVER (PARTITION BY t.departamento_id ORDER BY t.g))::text, 6, '0') AS mascara,
                ${pickFrom('so.ids', 't.r_quien')} AS solicitado_por,
                ${pickFrom('co.ids', 't.r_colab')} AS colaborador,
                t.creado + t.activo + CASE WHEN t.estado = 'Completado' THEN t.espera * interval '1 second' ELSE interval '0' END AS cierre
         FROM t
         JOIN sucursales s ON s.sucursal_id = t.sucursal_id
         JOIN marcas m ON m.marca_id = s.marca_id
         JOIN ticket_mascaras m2 ON m2.departamento_id = t.departamento_id
         JOIN solicitantes so ON so.sucursal_id = t.sucursal_id
         LEFT JOIN colaboradores co ON co.departamento_id = t.departamento_id
       )
       SELECT f.mascara, f.tipo_problema_id, f.categoria_id, f.departamento_id,
              ${pickFrom(textArray(['No funciona desde la mañana, urge revisar.', 'Se reportó ayer y sigue igual.', 'Afecta la atención en caja, por favor atender.', 'Ya se reinició y no se resolvió.']), 'f.r_horas')},
              f.estado, f.solicitado_por, f.sucursal_id, f.creado,
              CASE WHEN f.estado IN ('Completado', 'Cancelado') THEN f.cierre ELSE f.creado END,
              CASE WHEN f.estado IN ('Completado', 'Cancelado') THEN f.cierre END,
              CASE WHEN f.estado = 'Completado' THEN f.espera ELSE 0 END,
              CASE WHEN f.estado = 'En Espera' THEN f.creado + interval '2 hours' END,
              CASE WHEN f.estado = 'En Espera' OR (f.estado = 'Completado' AND f.espera > 0)
                   THEN ${pickFrom(textArray(DEMO_WAIT_REASONS), 'f.r_colab')} END,
              CASE WHEN f.estado = 'Cancelado' THEN ${pickFrom(textArray(DEMO_CANCEL_REASONS), 'f.r_colab')} END,
              CASE WHEN f.estado = 'Abierto' THEN 1 ELSE 0 END,
              CASE WHEN f.estado = 'Abierto' THEN NULL ELSE f.colaborador END,
              CASE WHEN f.estado = 'Abierto' THEN 0 ELSE 1 END,
              translate(lower(concat_ws(' ', f.categoria, f.mascara, f.departamento,
                                        to_char(${local}, 'DD/MM/YYYY'),
                                        to_char(${local}, 'YYYY-MM-DD'),
                                        f.estado, f.sucursal, f.marca)),
                        ${lit(SEARCH_FOLD_FROM)}, ${lit(SEARCH_FOLD_TO)}),
              f.marca
       FROM f
       ORDER BY f.creado`,
      // The next code of each mask type follows the highest one now taken.
      `UPDATE ticket_mascaras m SET siguiente = n.ultimo + 1
       FROM (SELECT departamento_id, max(split_part(mascara, '-', 2)::int) AS ultimo
             FROM peticiones GROUP BY 1) n
       WHERE n.departamento_id = m.departamento_id`,
      // The history, as tickets.service audits it: 'peticion.crear' by the requester, a move to En
      // Espera with its reason two hours later, and the close (from En Espera when it waited).
      `INSERT INTO bitacora (fecha, usuario_id, accion, entidad, entidad_id, detalle, request_id)
       SELECT h.fecha, h.usuario_id, h.accion, 'peticion', p.peticion_id::text, h.detalle,
              md5('bench-historial-' || p.peticion_id || '-' || h.paso)::uuid::text
       FROM peticiones p
       CROSS JOIN LATERAL (VALUES
         (1, p.creado_en, p.solicitado_por, 'peticion.crear', jsonb_build_object('mascara', p.mascara)),
         (2, p.creado_en + interval '2 hours', p.realizado_por, 'peticion.estado',
          CASE WHEN p.com_en_espera IS NOT NULL THEN jsonb_build_object(
            'de', 'Abierto', 'a', 'En Espera', 'comentario', p.com_en_espera) END),
         (3, p.cierre_en, p.realizado_por, 'peticion.estado',
          CASE WHEN p.estado IN ('Completado', 'Cancelado') THEN jsonb_build_object(
            'de', CASE WHEN p.com_en_espera IS NOT NULL THEN 'En Espera' ELSE 'Abierto' END,
            'a', p.estado, 'comentario', p.com_cancelado) END)
       ) AS h(paso, fecha, usuario_id, accion, detalle)
       WHERE p.peticion_id > ${demo} AND (h.paso = 1 OR h.detalle IS NOT NULL)
       ORDER BY h.fecha, h.paso`,
      // Photos on a third of the tickets, one to three each, under keys as the files adapter makes.
      `INSERT INTO peticion_archivos (peticion_id, clave, tipo, bytes, orden)
       SELECT p.peticion_id, 'tickets/' || md5('bench-foto-' || p.peticion_id || '-' || o)::uuid || '.jpg',
              'image/jpeg', 120000 + (p.peticion_id::bigint * 7919 + o * 104729) % 380000, o - 1
       FROM peticiones p
       CROSS JOIN LATERAL generate_series(1, CASE WHEN p.peticion_id % 3 = 0 THEN 1 + p.peticion_id % 5 % 3 ELSE 0 END) o
       WHERE p.peticion_id > ${demo}`,
    ]);
  },
  async facts(database) {
    // A maintenance ticket of Subway put En Espera, with the most photos: the detail a collaborator opens.
    const [detalle] = await database.query<{ id: number; mascara: string; fotos: number }>(
      `SELECT p.peticion_id AS id, p.mascara, count(a.archivo_id)::int AS fotos
       FROM peticiones p JOIN departamentos d USING (departamento_id)
       LEFT JOIN peticion_archivos a USING (peticion_id)
       WHERE d.nombre = 'Mantenimiento' AND p.marca = 'Subway' AND p.estado = 'En Espera'
       GROUP BY 1, 2 ORDER BY 3 DESC, 1 DESC LIMIT 1`,
    );
    return { tickets: { detalle } };
  },
};
