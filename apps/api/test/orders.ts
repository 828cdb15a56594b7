import { randomUUID } from 'node:crypto';
import { businessDate } from '../src/time';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** Signed-in calls and fixtures for the purchase-order tests (issue #52). */
export function ordersClient(t: TestApp) {
  const tokens = new Map<string, string>();

  async function headers(username: string) {
    let token = tokens.get(username);
    if (!token) {
      token = await t.login(username);
      tokens.set(username, token);
    }
    return t.auth(token);
  }

  /** A call as `username`; a POST carries an idempotency key, as the web's creates do. */
  async function call(username: string, method: Method, url: string, payload?: unknown) {
    const key = method === 'POST' ? { 'idempotency-key': randomUUID() } : {};
    return t.app.inject({
      method,
      url,
      headers: { ...(await headers(username)), ...key },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  async function one<T>(query: string, params: unknown[] = []): Promise<T> {
    const [row] = await t.database.query<T>(query, params);
    if (!row) throw new Error(`no row for ${query}`);
    return row;
  }

  const today = () => businessDate(new Date(), t.config.BUSINESS_TZ);
  const branchId = async (bodega: string) =>
    Number(
      (
        await one<{ id: number }>('SELECT sucursal_id AS id FROM sucursales WHERE bodega = $1', [
          bodega,
        ])
      ).id,
    );

  /** A Subway supplier taking at least `lines + 1` lines, and `lines + 2` of its orderable articles. */
  async function subwaySupplier(lines = 3) {
    const { id } = await one<{ id: number }>(
      `SELECT p.proveedor_id AS id FROM proveedores p
        WHERE p.marca = 'Subway' AND p.estado = 1 AND p.max_productos >= $1
          AND (SELECT count(*) FROM proveedor_articulos pa JOIN articulos a USING (articulo_id)
                WHERE pa.proveedor_id = p.proveedor_id AND pa.estado = 1 AND a.estado = 1
                  AND pa.precio > 0) >= $2
        ORDER BY p.proveedor_id LIMIT 1`,
      [lines + 1, lines + 2],
    );
    const articles = await t.database.query<{ articuloId: string; precio: string }>(
      `SELECT pa.articulo_id AS "articuloId", pa.precio::text AS precio
         FROM proveedor_articulos pa JOIN articulos a USING (articulo_id)
        WHERE pa.proveedor_id = $1 AND pa.estado = 1 AND a.estado = 1 AND pa.precio > 0
        ORDER BY pa.articulo_id LIMIT $2`,
      [id, lines + 2],
    );
    return { proveedorId: Number(id), articles };
  }

  /**
   * An order of SW01 with `lines` lines, created by `compras` (state 2), then put straight into
   * `estado` when asked: the tests of a state do not walk the whole life to reach it.
   */
  async function orderIn(estado?: number, lines = 3) {
    const { proveedorId, articles } = await subwaySupplier(lines);
    const res = await call('compras', 'POST', '/api/pedidos', {
      proveedorId,
      sucursalId: await branchId('SW01'),
      fechaEstimada: today(),
      lineas: articles
        .slice(0, lines)
        .map((a, i) => ({ articuloId: a.articuloId, cantidad: i + 1 })),
    });
    if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
    const pedidoId = Number(res.json().data.pedidoId);
    if (estado !== undefined) await setState(pedidoId, estado);
    return { pedidoId, proveedorId, articles, spare: articles[lines]! };
  }

  async function setState(pedidoId: number, estado: number) {
    await t.database.query('UPDATE pedidos SET estado = $2 WHERE pedido_id = $1', [
      pedidoId,
      estado,
    ]);
  }

  async function detail(username: string, pedidoId: number) {
    const res = await call(username, 'GET', `/api/pedidos/${pedidoId}`);
    if (res.statusCode !== 200) throw new Error(`detail: ${res.statusCode} ${res.body}`);
    return res.json<{
      pedidoId: number;
      version: number;
      estado: number;
      totalPedido: string;
      totalFinal: string;
      lineas: {
        pedidoDetalleId: number;
        articuloId: string;
        cantidadPedida: string;
        cantidadRecibida: string | null;
        precioPedido: string;
      }[];
      historial: {
        accion: string;
        usuario: string;
        cambios: { campo: string; articulo: string | null; de: string | null; a: string | null }[];
      }[];
      acciones: string[];
      ediciones: string[];
    }>();
  }

  /** Sets SW01's manager code through the API, as its gerente would. */
  async function setManagerCode(codigo: string, bodega = 'SW01') {
    const res = await call('admin', 'PUT', '/api/pedidos/clave-gerente', {
      sucursalId: await branchId(bodega),
      codigo,
      confirmacion: codigo,
    });
    if (res.statusCode !== 200) throw new Error(`code: ${res.statusCode} ${res.body}`);
  }

  return {
    call,
    headers,
    one,
    today,
    branchId,
    subwaySupplier,
    orderIn,
    setState,
    detail,
    setManagerCode,
  };
}
