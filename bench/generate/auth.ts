// Sign-in history: six months of sessions (most ended or idle), the ones open right now, the last
// quarter-hour's sign-in counters, some password resets and a year of access requests (the
// registration page's, as many as the bitácora's 'registro.solicitud'), the last days' pending. The per-request session lookup runs
// against this table, so its size is part of every scenario's cost.
import { pickFrom, run, scalar, scaled, textArray, type Generator } from './sql';
import words from './words.json' with { type: 'json' };

export const SESIONES_AT_SCALE_1 = 120_000;
export const SOLICITUDES_AT_SCALE_1 = 5_000;
const OPEN_SHARE = 0.12;

export const auth: Generator = {
  module: 'auth',
  async run(database, scale) {
    const sesiones = scaled(SESIONES_AT_SCALE_1, scale);
    const open = Math.round(sesiones * OPEN_SHARE);
    const intentos = scaled(400, scale);
    const restablecimientos = scaled(3_000, scale);
    const solicitudes = scaled(SOLICITUDES_AT_SCALE_1, scale);
    const max = await scalar(database, 'SELECT max(usuario_id) FROM usuarios');
    const randomUser = `1 + floor(random() * ${max})::int`;
    const ip = `'10.' || floor(random() * 256)::int || '.' || floor(random() * 256)::int || '.' || floor(random() * 256)::int`;
    await run(database, 0.33, [
      `INSERT INTO sesiones (usuario_id, token_hash, creado_en, ultimo_uso, revocada_en, ip, agente)
       SELECT usuario_id, encode(sha256(('bench-sesion-' || g)::bytea), 'hex'), creada,
              least(now(), usado), CASE WHEN g > ${open} AND random() < 0.7 THEN least(now(), usado) END,
              ${ip}, ${pickFrom(textArray(words.agentes))}
       FROM (SELECT g, ${randomUser} AS usuario_id,
                    CASE WHEN g <= ${open} THEN now() - random() * interval '8 hours'
                         ELSE now() - interval '8 hours' - power(random(), 2) * interval '180 days' END AS creada
             FROM generate_series(1, ${sesiones}) g) s
       CROSS JOIN LATERAL (SELECT CASE WHEN g <= ${open} THEN creada + random() * (now() - creada)
                                       ELSE creada + random() * interval '9 hours' END AS usado) u
       ORDER BY creada`,
      `INSERT INTO limites (clave, intentos, ultimo)
       SELECT DISTINCT ON (clave) clave, 1 + (g % 4), now() - random() * interval '15 minutes'
       FROM (SELECT g, CASE WHEN random() < 0.5 THEN 'u:' || u.usuario_id ELSE 'ip:' || ${ip} END AS clave
             FROM generate_series(1, ${intentos}) g
             JOIN usuarios u ON u.usuario_id = 1 + (g * 7919) % ${max}) k`,
      `INSERT INTO restablecimientos (usuario_id, token_hash, creado_en, expira_en, usado_en)
       SELECT usuario_id, encode(sha256(('bench-reset-' || g)::bytea), 'hex'), creado,
              creado + interval '60 minutes',
              CASE WHEN random() < 0.8 THEN creado + random() * interval '50 minutes' END
       FROM (SELECT g, ${randomUser} AS usuario_id, now() - random() * interval '365 days' AS creado
             FROM generate_series(1, ${restablecimientos}) g) r`,
      // estado 1 pendiente (the newest 2 %), 2 aprobada with its user, 3 rechazada with its reason.
      `INSERT INTO solicitudes_acceso (nombre_completo, correo, username, comentario, estado, motivo,
                                       creado_en, resuelto_por, resuelto_en, usuario_id)
       SELECT 'Solicitante ' || g, 'solicitante' || g || '@correo.com', 'solicitante.' || g,
              CASE WHEN random() < 0.6 THEN 'Sucursal ' || (1 + g % 60) || ', cajero' END,
              estado, CASE WHEN estado = 3 THEN 'No encontramos su contrato' END, creado,
              CASE WHEN estado > 1 THEN 1 END,
              CASE WHEN estado > 1 THEN creado + random() * interval '2 days' END,
              CASE WHEN estado = 2 THEN ${randomUser} END
       FROM (SELECT g, now() - (1 - g::float8 / ${solicitudes}) * interval '365 days' AS creado,
                    CASE WHEN g > ${solicitudes} * 0.98 THEN 1 WHEN random() < 0.8 THEN 2 ELSE 3 END AS estado
             FROM generate_series(1, ${solicitudes}) g) s`,
    ]);
  },
};
