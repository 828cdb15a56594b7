// A year of bitácora: append-only, so ids follow time. Today it holds what the platform writes (sign-ins,
// sign-outs, failures, password resets); each module's generator adds its own transitions later.
import { run, scalar, scaled, weighted, type Generator } from './sql';

export const BITACORA_AT_SCALE_1 = 1_000_000;

const ACCIONES: [string, number][] = [
  ['login', 62],
  ['logout', 24],
  ['login.fallido', 8],
  ['password.solicitud', 3],
  ['password.restablecida', 2.5],
  ['registro.solicitud', 0.5],
];

export const audit: Generator = {
  module: 'platform/audit',
  async run(database, scale) {
    const rows = scaled(BITACORA_AT_SCALE_1, scale);
    const max = await scalar(database, 'SELECT max(usuario_id) FROM usuarios');
    await run(database, 0.44, [
      `INSERT INTO bitacora (fecha, usuario_id, accion, entidad, entidad_id, detalle, ip, request_id)
       SELECT fecha, CASE WHEN accion = 'registro.solicitud' THEN NULL ELSE usuario_id END, accion,
              CASE WHEN accion = 'registro.solicitud' THEN 'registro' ELSE 'usuario' END,
              CASE WHEN accion = 'registro.solicitud' THEN NULL ELSE usuario_id::text END,
              CASE WHEN accion = 'registro.solicitud'
                   THEN jsonb_build_object('fullname', 'Solicitante ' || g, 'email', 'solicitante' || g || '@correo.com')
              END,
              '10.' || floor(random() * 256)::int || '.' || floor(random() * 256)::int || '.' || floor(random() * 256)::int,
              md5('bench-bitacora-' || g)::uuid::text
       FROM (SELECT g, 1 + floor(random() * ${max})::int AS usuario_id, ${weighted(ACCIONES, 'r')} AS accion,
                    now() - (1 - g::float8 / ${rows}) * interval '365 days' - random() * interval '1 minute' AS fecha
             FROM (SELECT g, random() AS r FROM generate_series(1, ${rows}) g) s) b`,
    ]);
  },
};
