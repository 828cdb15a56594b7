// A year of outbox: password resets today, plus the notices later modules send (tickets, orders,
// transfers), so the 'Correos enviados' list is as long as it will be. Delivered or failed: a pending
// row would be picked up by the sweeper job mid-run.
import { run, scalar, scaled, weighted, type Generator } from './sql';

export const CORREOS_AT_SCALE_1 = 300_000;

const TIPOS: [string, number][] = [
  ['password', 5],
  ['ticket', 45],
  ['pedido', 35],
  ['traslado', 15],
];

export const mail: Generator = {
  module: 'platform/mail',
  async run(database, scale) {
    const rows = scaled(CORREOS_AT_SCALE_1, scale);
    const max = await scalar(database, 'SELECT max(usuario_id) FROM usuarios');
    await run(database, 0.55, [
      `INSERT INTO correos (para, asunto, texto, html, adjuntos, estado, intentos, error, archivo,
                            creado_por, creado_en, enviado_en)
       SELECT u.correo, a.asunto,
              'Hola ' || u.nombre || E',\\n\\n' || a.asunto || E'.\\n\\nPuede verlo en Jarvis: https://jarvis.grupo-restaurantes.com/\\n\\nEste es un mensaje automático, no lo responda.',
              CASE WHEN m.tipo <> 'password' THEN
                '<html><body style="font-family:Arial,sans-serif;color:#1f2933"><h2 style="color:#0d5c55">' || a.asunto
                || '</h2><p>Hola ' || u.nombre || ',</p>'
                || repeat('<p style="margin:0 0 12px">Revise el detalle en Jarvis; el estado se actualizó según el flujo de aprobación.</p>', 8)
                || '<p style="font-size:12px;color:#66788a">Mensaje automático de Jarvis, no lo responda.</p></body></html>'
              END,
              CASE WHEN m.tipo = 'pedido' AND m.r_adjunto < 0.6 THEN jsonb_build_array(jsonb_build_object(
                'filename', 'pedido-' || m.numero || '.pdf', 'contentType', 'application/pdf',
                'path', 'data/files/pedidos/' || m.numero || '.pdf')) ELSE '[]'::jsonb END,
              CASE WHEN m.fallido THEN 'error' ELSE 'enviado' END,
              CASE WHEN m.fallido THEN 5 WHEN m.r_adjunto > 0.97 THEN 2 ELSE 1 END,
              CASE WHEN m.fallido THEN 'connect ETIMEDOUT 10.0.0.25:587' END,
              CASE WHEN NOT m.fallido THEN 'data/outbox/' || to_char(m.creado, 'YYYY-MM-DD') || '/' || lpad(m.g::text, 8, '0') || '.eml' END,
              CASE WHEN m.tipo <> 'password' THEN m.usuario_id END,
              m.creado,
              CASE WHEN NOT m.fallido THEN m.creado + (2 + random() * 28) * interval '1 second' END
       FROM (SELECT g, ${weighted(TIPOS, 'r_tipo')} AS tipo, r_adjunto, random() < 0.01 AS fallido,
                    1 + floor(random() * ${max})::int AS usuario_id, 1000 + g / 3 AS numero,
                    now() - (1 - g::float8 / ${rows}) * interval '365 days' - interval '10 minutes' AS creado
             FROM (SELECT g, random() AS r_tipo, random() AS r_adjunto FROM generate_series(1, ${rows}) g) s) m
       JOIN usuarios u ON u.usuario_id = m.usuario_id
       CROSS JOIN LATERAL (SELECT CASE m.tipo
         WHEN 'password' THEN 'Jarvis: restablecer contraseña'
         WHEN 'ticket' THEN 'Ticket #' || m.numero || ': ' || (ARRAY['nuevo ticket asignado', 'su ticket fue resuelto', 'nuevo comentario'])[1 + m.g % 3]
         WHEN 'pedido' THEN 'Pedido #' || m.numero || ' ' || (ARRAY['aprobado', 'enviado al proveedor', 'recibido en bodega'])[1 + m.g % 3]
         ELSE 'Traslado #' || m.numero || ' pendiente de recepción' END AS asunto) a
       ORDER BY m.g`,
    ]);
  },
};
