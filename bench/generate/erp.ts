// A year of documents registered in SAP ('Integración SAP'): each purchase order goes to SAP as a
// purchase order, then its supplier's invoice as a purchase invoice, with the payloads Jarvis sends
// (platform/erp/documents.ts). About 1.5 % were refused by SAP and wait for a person (no next
// attempt, so the sweeper leaves them alone during a run); none is pending or being sent, which the
// sweeper would pick up mid-run. The purchasing generator, when it lands, links them to its orders.
import { run, scaled, textArray, type Generator } from './sql';

export const DOCUMENTOS_AT_SCALE_1 = 300_000;

const SAP_ERRORS = [
  '-5002 - El artículo no existe en el almacén indicado',
  '-10 - Socio de negocios bloqueado para compras',
  '-2028 - No se encontró el documento base (pedido de compra cerrado)',
  'Fecha de contabilización fuera del período permitido',
];

export const erp: Generator = {
  module: 'erp',
  async run(database, scale) {
    const rows = scaled(DOCUMENTOS_AT_SCALE_1, scale, 20);
    await run(database, 0.61, [
      `INSERT INTO erp_documentos (tipo, origen, origen_id, clave, card_code, payload, estado,
                                   intentos, ultimo_error, doc_entry, doc_num, creado_por, creado_en,
                                   actualizado_en, registrado_en)
       WITH proveedores_sap AS (SELECT marca, array_agg(codigo ORDER BY proveedor_id) AS codigos
                                FROM proveedores GROUP BY marca),
            articulos_sap AS (SELECT array_agg(articulo_id ORDER BY articulo_id) AS codigos FROM articulos),
            -- An order and its invoice share the branch and the supplier: both are drawn from the order's
            -- number, the rest per document.
            d AS (
              SELECT g, pedido, tipo, fallido, r_error, creado,
                     (pedido::bigint * 2654435761 % 1000003) / 1000003.0 AS r_prov,
                     (pedido::bigint * 40503 % 999983) / 999983.0 AS r_suc
              FROM (SELECT g, (g + 1) / 2 AS pedido, CASE WHEN g % 2 = 1 THEN 'orden' ELSE 'factura' END AS tipo,
                           random() < 0.015 AS fallido, 1 + floor(random() * 5)::int AS r_error,
                           now() - (1 - g::float8 / ${rows}) * interval '365 days' - interval '10 minutes' AS creado
                    FROM generate_series(1, ${rows}) g) n)
       SELECT d.tipo, 'pedido', d.pedido, d.tipo || ':pedido:' || d.pedido, pr.codigo,
              CASE WHEN d.tipo = 'orden' THEN jsonb_build_object(
                'CardCode', pr.codigo, 'DocDate', to_char(d.creado, 'YYYY-MM-DD'),
                'TaxDate', to_char(d.creado, 'YYYY-MM-DD'),
                'DocDueDate', to_char(d.creado + interval '2 days', 'YYYY-MM-DD'), 'Series', 62,
                'NumAtCard', d.pedido::text, 'DocCurrency', 'USD', 'Comments', 'Pedido Jarvis ' || d.pedido,
                'DocumentLines', (SELECT jsonb_agg(jsonb_build_object(
                    'ItemCode', a.codigos[1 + (floor(random() * cardinality(a.codigos))::int + k) % cardinality(a.codigos)],
                    'Quantity', 1 + floor(random() * 40), 'UnitPrice', round((0.5 + random() * 60)::numeric, 4),
                    'WarehouseCode', s.bodega))
                  -- The line number k in the item keeps the aggregate at this level, one per document.
                  FROM generate_series(1, 2 + d.g % 7) k))
              ELSE jsonb_build_object(
                'CardCode', pr.codigo, 'DocDate', to_char(d.creado, 'YYYY-MM-DD'),
                'TaxDate', to_char(d.creado, 'YYYY-MM-DD'), 'Series', 71,
                'NumAtCard', 'CCF-' || lpad((d.pedido * 7 % 999983)::text, 8, '0'), 'DocCurrency', 'USD',
                'Comments', 'Factura del pedido Jarvis ' || d.pedido) END,
              CASE WHEN d.fallido THEN 'error' ELSE 'registrado' END,
              CASE WHEN d.fallido THEN 1 + d.g % 3 ELSE 1 END,
              CASE WHEN d.fallido THEN (${textArray(SAP_ERRORS)})[1 + d.r_error % 4] END,
              CASE WHEN NOT d.fallido THEN 40000 + d.g END,
              CASE WHEN NOT d.fallido THEN CASE WHEN d.tipo = 'orden' THEN 620000 ELSE 710000 END + d.pedido END,
              NULL, d.creado, d.creado + interval '4 seconds',
              CASE WHEN NOT d.fallido THEN d.creado + interval '4 seconds' END
       FROM d
       JOIN sucursales s ON s.sucursal_id = bench.sucursal_al_azar(d.r_suc)
       JOIN marcas m ON m.marca_id = s.marca_id
       JOIN proveedores_sap ps ON ps.marca = m.nombre
       CROSS JOIN articulos_sap a
       -- A few suppliers of the branch's brand get most of its orders, as in a real group.
       CROSS JOIN LATERAL (SELECT ps.codigos[1 + floor(power(d.r_prov, 2) * cardinality(ps.codigos))::int] AS codigo) pr
       ORDER BY d.g`,
    ]);
  },
};
