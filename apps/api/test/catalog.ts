import type { TestApp } from './test-app';

/**
 * The catalogue's API tests act as users of a brand: the demo's 'gerente.zona' (Subway) and
 * 'restaurante2' moved to a Humo branch, both given the catalogue's menu options; 'compras' buys for
 * Subway from the central office, 'admin' has no brand. `app` is read at call time.
 */
export function catalogRequests(app: () => TestApp) {
  const tokens = new Map<string, string>();

  async function setUp() {
    await app().database.exec(`
      UPDATE usuarios SET sucursal_id = (SELECT sucursal_id FROM sucursales WHERE bodega = 'HU01')
        WHERE username = 'restaurante2';
      INSERT INTO permisos (usuario_id, option_menu_id)
        SELECT u.usuario_id, o.option_menu_id FROM usuarios u, opciones_menu o
        WHERE u.username IN ('gerente.zona', 'restaurante2') AND o.clave LIKE 'catalog.%'
        ON CONFLICT DO NOTHING;`);
  }

  async function headers(username: string) {
    let token = tokens.get(username);
    if (!token) {
      token = await app().login(username);
      tokens.set(username, token);
    }
    return app().auth(token);
  }

  async function call(
    username: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) {
    return app().app.inject({
      method,
      url,
      headers: await headers(username),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function supplierId(codigo: string, marca: string): Promise<number> {
    const [row] = await app().database.query<{ id: number }>(
      'SELECT proveedor_id AS id FROM proveedores WHERE codigo = $1 AND marca = $2',
      [codigo, marca],
    );
    if (!row) throw new Error(`no supplier ${codigo} for ${marca}`);
    return Number(row.id);
  }

  async function supplierRow(id: number) {
    const [row] = await app().database.query<Record<string, unknown>>(
      'SELECT * FROM proveedores WHERE proveedor_id = $1',
      [id],
    );
    return row;
  }

  async function count(sql: string, params: unknown[] = []) {
    const [row] = await app().database.query<{ n: string }>(sql, params);
    return Number(row?.n ?? 0);
  }

  return { setUp, headers, call, supplierId, supplierRow, count };
}
