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

  /** A page of /Proveedor/articulos as the Subway zone manager sees it. */
  async function articleList(query = '') {
    return (await call('gerente.zona', 'GET', `/api/catalogo/articulos${query}`)).json();
  }

  /** One article's row of the list, found by its code. */
  async function articleRow(codigo: string): Promise<ArticleRow> {
    const page = await articleList(`?buscar=${encodeURIComponent(codigo)}`);
    const found = (page.items as ArticleRow[]).find((a) => a.articuloID === codigo);
    if (!found) throw new Error(`no article ${codigo}`);
    return found;
  }

  /** A demo article with several suppliers, all of them selling it, other than those in `skip`. */
  async function articleWithLinks(skip: string[] = []): Promise<string> {
    const [row] = await app().database.query<{ id: string }>(
      `SELECT a.articulo_id AS id FROM articulos a JOIN proveedor_articulos pa USING (articulo_id)
        WHERE a.estado = 1 AND NOT (a.articulo_id = ANY($1))
        GROUP BY a.articulo_id HAVING count(*) >= 2 AND bool_and(pa.estado = 1)
        ORDER BY a.articulo_id LIMIT 1`,
      [skip],
    );
    if (!row) throw new Error('no demo article with two suppliers');
    return row.id;
  }

  return {
    setUp,
    headers,
    call,
    supplierId,
    supplierRow,
    count,
    articleList,
    articleRow,
    articleWithLinks,
  };
}

export type ArticleRow = Record<string, unknown> & { articuloID: string; version: number };
