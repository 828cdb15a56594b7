import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MESSAGES } from '@jarvis/contracts/common';
import { PRICE_MESSAGES as P, PRICE_EXTRA_MESSAGES as PX } from '@jarvis/contracts/prices';
import { catalogRequests } from '../../../test/catalog';
import { createTestApp, onPostgres, type TestApp } from '../../../test/test-app';

/** /Proveedor/lista-precios: supplier prices, link estado and price history (spec 2 §4, §5). */
let t: TestApp;
const { setUp, call, supplierId, count } = catalogRequests(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await setUp();
});
afterAll(() => t.close());

type Row = { id: number; precio: string; version: number; estado: number; marca: string };

const list = async (username: string, query = '') =>
  (await call(username, 'GET', `/api/catalogo/precios${query}`)).json();

/** A Subway link whose article is active, with its current row as the list shows it. */
async function subwayPrice(offset = 0): Promise<Row> {
  const [row] = await t.database.query<{ id: number }>(
    `SELECT pa.id FROM proveedor_articulos pa JOIN proveedores p USING (proveedor_id)
      JOIN articulos a USING (articulo_id)
      WHERE p.marca = 'Subway' AND a.estado = 1 AND pa.estado = 1
      ORDER BY pa.id OFFSET $1 LIMIT 1`,
    [offset],
  );
  return current(Number(row!.id));
}
async function current(id: number): Promise<Row> {
  const [row] = await t.database.query<Row>(
    `SELECT pa.id, pa.precio::text AS precio, pa.version, pa.estado, p.marca
      FROM proveedor_articulos pa JOIN proveedores p USING (proveedor_id) WHERE pa.id = $1`,
    [id],
  );
  return { ...row!, id: Number(row!.id) };
}
const change = (id: number, body: Record<string, unknown>, username = 'gerente.zona') =>
  call(username, 'PUT', `/api/catalogo/precios/${id}`, body);
const historyOf = (id: number) =>
  count('SELECT count(*) AS n FROM precio_historial WHERE proveedor_articulo_id = $1', [id]);

describe('price list', () => {
  it('opens on the user’s brand, with a bounded count per brand tab and 4-decimal prices', async () => {
    const page = await list('gerente.zona');
    expect(page).toMatchObject({ marca: 'Subway', marcaUsuario: 'Subway' });
    expect(page.items).toHaveLength(10);
    expect(page.items.every((r: { precio: string }) => /^\d+\.\d{4}$/.test(r.precio))).toBe(true);
    expect(page.items.every((r: { puedeEditar: boolean }) => r.puedeEditar)).toBe(true);
    const subway = await count(
      `SELECT count(*) AS n FROM proveedor_articulos pa JOIN proveedores p USING (proveedor_id)
        WHERE p.marca = 'Subway'`,
    );
    expect(page.marcas.find((m: { marca: string }) => m.marca === 'Subway').total).toBe(subway);
    expect(page.total).toBe(subway);
    expect(page.proveedores.length).toBe(11);
    const humo = await list('gerente.zona', '?marca=Humo');
    expect(humo.items.some((r: { puedeEditar: boolean }) => r.puedeEditar)).toBe(false);
    // The page's statement is built once per shape of filter: the second brand gets its own rows.
    expect(humo.items.length).toBeGreaterThan(0);
    expect(humo.items.every((r: { marca: string }) => r.marca === 'Humo')).toBe(true);
  });

  it('filters by supplier, category, estado and a search on the article', async () => {
    const id = await supplierId('PSW0001', 'Subway');
    const bySupplier = await list('gerente.zona', `?proveedorId=${id}&size=100`);
    expect(bySupplier.items.every((r: { proveedorID: number }) => r.proveedorID === id)).toBe(true);
    expect(bySupplier.total).toBe(
      await count('SELECT count(*) AS n FROM proveedor_articulos WHERE proveedor_id = $1', [id]),
    );
    const search = await list('gerente.zona', '?buscar=PAN&size=100');
    expect(search.items.length).toBeGreaterThan(0);
    expect(
      search.items.every((r: { articulo: string; articuloID: string }) =>
        `${r.articuloID} ${r.articulo}`.toLowerCase().includes('pan'),
      ),
    ).toBe(true);
    // The tab counts join the articles only for the filters that read them: each count is exact.
    expect(search.total).toBe(
      await count(
        `SELECT count(*) AS n FROM proveedor_articulos pa JOIN proveedores p USING (proveedor_id)
          JOIN articulos a USING (articulo_id) WHERE p.marca = 'Subway' AND a.busqueda LIKE '%pan%'`,
      ),
    );
    const [top] = await t.database.query<{ categoria_id: number }>(
      `SELECT a.categoria_id FROM proveedor_articulos pa JOIN proveedores p USING (proveedor_id)
        JOIN articulos a USING (articulo_id) WHERE p.marca = 'Subway'
        GROUP BY a.categoria_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const categoriaId = top!.categoria_id;
    const byCategory = await list('gerente.zona', `?categoriaId=${categoriaId}&size=100`);
    expect(byCategory.total).toBeGreaterThan(0);
    expect(byCategory.total).toBe(
      await count(
        `SELECT count(*) AS n FROM proveedor_articulos pa JOIN proveedores p USING (proveedor_id)
          JOIN articulos a USING (articulo_id) WHERE p.marca = 'Subway' AND a.categoria_id = $1`,
        [categoriaId],
      ),
    );
    const inactive = await list('gerente.zona', '?estado=inactivos&size=100');
    expect(inactive.items.every((r: { estado: number }) => r.estado === 0)).toBe(true);
  });

  it('counts a search’s brand tabs exactly, in one pass or a tab at a time, and orders its page', async () => {
    const id = await supplierId('PSW0001', 'Subway');
    const links = (term: string, extra = '', values: unknown[] = []) =>
      t.database.query<{ marca: string; n: number }>(
        `SELECT p.marca, count(*)::int AS n FROM proveedor_articulos pa
          JOIN proveedores p USING (proveedor_id) JOIN articulos a USING (articulo_id)
          WHERE a.busqueda LIKE '%' || $1 || '%'${extra} GROUP BY p.marca`,
        [term, ...values],
      );
    const tabsOf = (page: { marcas: { marca: string; total: number }[] }) =>
      Object.fromEntries(page.marcas.map((m) => [m.marca, m.total]));
    const expected = (rows: { marca: string; n: number }[], marcas: string[]) =>
      Object.fromEntries(marcas.map((m) => [m, rows.find((r) => r.marca === m)?.n ?? 0]));
    // 'pan' is read by trigram (one pass); 'pa' and 'ca' are too short for one (each tab up to the
    // bound), and the second short term must not be answered with the first's counts.
    for (const term of ['pan', 'pa', 'ca']) {
      const page = await list('gerente.zona', `?buscar=${term}&size=100`);
      const marcas = page.marcas.map((m: { marca: string }) => m.marca);
      expect(tabsOf(page)).toEqual(expected(await links(term), marcas));
      // Inactive links only: the estado narrows every tab.
      const inactive = await list('gerente.zona', `?buscar=${term}&estado=inactivos`);
      expect(tabsOf(inactive)).toEqual(expected(await links(term, ' AND pa.estado = 0'), marcas));
      // The supplier narrows the shown tab only.
      const bySupplier = await list('gerente.zona', `?buscar=${term}&proveedorId=${id}&size=100`);
      expect(tabsOf(bySupplier)).toEqual(
        expected(
          await links(term, " AND (p.marca <> 'Subway' OR pa.proveedor_id = $2)", [id]),
          marcas,
        ),
      );
      expect(bySupplier.items.every((r: { proveedorID: number }) => r.proveedorID === id)).toBe(
        true,
      );
      // Past its last row a page carries no tabs: they are counted apart, the same.
      const past = await list('gerente.zona', `?buscar=${term}&page=50&size=20`);
      expect(past.items).toHaveLength(0);
      expect(tabsOf(past)).toEqual(expected(await links(term), marcas));
    }
    // The page's links are chosen by the list's order first, then read whole: the same rows in the
    // same order as the whole list filtered.
    const second = await list('gerente.zona', '?buscar=pan&page=2&size=5');
    const ordered = await t.database.query<{ id: number }>(
      `SELECT pa.id FROM proveedor_articulos pa JOIN proveedores p USING (proveedor_id)
        JOIN articulos a USING (articulo_id) WHERE p.marca = 'Subway' AND a.busqueda LIKE '%pan%'
        ORDER BY a.nombre, p.nombre_abrv, pa.id OFFSET 5 LIMIT 5`,
    );
    expect(second.items.map((r: { id: number }) => r.id)).toEqual(ordered.map((r) => Number(r.id)));
  });

  it('offers the create-article dialog its brand’s active suppliers, none without a brand', async () => {
    const own = await (
      await call('gerente.zona', 'GET', '/api/catalogo/precios/proveedores')
    ).json();
    expect(own.marca).toBe('Subway');
    const active = await count(
      "SELECT count(*) AS n FROM proveedores WHERE marca = 'Subway' AND estado = 1",
    );
    expect(own.proveedores).toHaveLength(active);
    const none = await (await call('admin', 'GET', '/api/catalogo/precios/proveedores')).json();
    expect(none).toEqual({ marca: null, proveedores: [] });
  });

  it('refuses a page beyond the list window', async () => {
    const res = await call('gerente.zona', 'GET', '/api/catalogo/precios?page=200&size=10');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAGE_MESSAGES.tooDeep);
  });
});

describe('changing a price (spec 2 §5 New price)', () => {
  it('refuses a negative, zero, malformed or 5-decimal price and changes nothing', async () => {
    const row = await subwayPrice(0);
    const cases: [unknown, string][] = [
      ['-1', P.negative],
      [-0.5, P.negative],
      ['0', PX.zero],
      ['abc', PX.notNumber],
      ['', PX.required],
      ['1.23456', PX.decimals],
      ['99999999999', PX.tooLarge],
    ];
    for (const [precio, message] of cases) {
      const res = await change(row.id, { precio, version: row.version });
      expect(res.statusCode, String(precio)).toBe(400);
      expect(res.json().fields.precio, String(precio)).toBe(message);
    }
    expect(await current(row.id)).toEqual(row);
    expect(await historyOf(row.id)).toBe(0);
  });

  it('keeps every change with who, when, old and new, newest first', async () => {
    const row = await subwayPrice(1);
    const first = await change(row.id, { precio: '10.5', version: row.version });
    expect(first.statusCode).toBe(200);
    expect(first.json().successful).toBe(P.changed);
    const second = await change(row.id, { precio: 12.6, version: row.version + 1 });
    expect(second.statusCode).toBe(200);
    const history = (
      await call('gerente.zona', 'GET', `/api/catalogo/precios/${row.id}/historial`)
    ).json();
    expect(history.precio).toBe('12.6000');
    expect(history.cambios).toHaveLength(2);
    expect(history.cambios[0]).toMatchObject({
      precioAnterior: '10.5000',
      precioNuevo: '12.6000',
      variacion: '20.00',
      usuario: expect.stringMatching(/\w+ \w+/),
    });
    expect(history.cambios[1]).toMatchObject({
      precioAnterior: row.precio,
      precioNuevo: '10.5000',
    });
    expect(Date.parse(history.cambios[0].fecha)).toBeGreaterThan(Date.now() - 60_000);
    const missing = await call('gerente.zona', 'GET', '/api/catalogo/precios/2000000000/historial');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PX.notFound);
  });

  it('refuses the same price, a stale version, and another brand’s supplier', async () => {
    const row = await subwayPrice(2);
    const same = await change(row.id, { precio: row.precio, version: row.version });
    expect(same.json().message).toBe(PX.same);
    const stale = await change(row.id, { precio: '99', version: row.version + 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PX.changedMeanwhile);
    const humo = await change(row.id, { precio: '99', version: row.version }, 'restaurante2');
    expect(humo.statusCode).toBe(403);
    expect(humo.json().message).toBe(PX.notYourBrand);
    expect(await current(row.id)).toEqual(row);
  });

  it('lets one of two buyers who saw the same price win; the other is told', async () => {
    const row = await subwayPrice(3);
    const results = await Promise.all(
      ['20', '21', '22'].map((precio) => change(row.id, { precio, version: row.version })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(PX.changedMeanwhile);
    expect(await historyOf(row.id)).toBe(1);
    expect((await current(row.id)).version).toBe(row.version + 1);
  });
});

describe('a link’s estado (spec 2 §4)', () => {
  it('switches a supplier’s article off and on again for the own brand only', async () => {
    const row = await subwayPrice(4);
    const off = await call('gerente.zona', 'PUT', `/api/catalogo/precios/${row.id}/estado/0`);
    expect(off.json().successful).toBe(PX.linkOff);
    expect((await current(row.id)).estado).toBe(0);
    const on = await call('gerente.zona', 'PUT', `/api/catalogo/precios/${row.id}/estado/1`);
    expect(on.json().successful).toBe(PX.linkOn);
    expect((await current(row.id)).estado).toBe(1);
    const other = await call('restaurante2', 'PUT', `/api/catalogo/precios/${row.id}/estado/0`);
    expect(other.statusCode).toBe(403);
    expect((await current(row.id)).estado).toBe(1);
  });

  it('never leaves a link on for an article switched off at the same moment', async () => {
    const row = await subwayPrice(5);
    const [link] = await t.database.query<{ articulo: string }>(
      'SELECT articulo_id AS articulo FROM proveedor_articulos WHERE id = $1',
      [row.id],
    );
    const articulo = link!.articulo;
    await call('gerente.zona', 'PUT', `/api/catalogo/precios/${row.id}/estado/0`);
    await Promise.all([
      call('gerente.zona', 'PUT', `/api/catalogo/articulos/${articulo}/estado/0`),
      call('gerente.zona', 'PUT', `/api/catalogo/precios/${row.id}/estado/1`),
    ]);
    const links = await count(
      `SELECT count(*) AS n FROM proveedor_articulos pa JOIN articulos a USING (articulo_id)
        WHERE pa.articulo_id = $1 AND pa.estado = 1 AND a.estado = 0`,
      [articulo],
    );
    expect(links).toBe(0);
  });
});

describe('the brand tabs’ counts (migration 0013)', () => {
  type Tab = { marca: string; total: number };
  const shown = async (query: string) =>
    Object.fromEntries(
      ((await list('gerente.zona', query)).marcas as Tab[]).map((m) => [m.marca, m.total]),
    );
  /** Every brand's links counted from the links, the supplier filter on Subway's tab only. */
  async function counted(estado: 0 | 1 | null, proveedorId: number | null, marcas: string[]) {
    const rows = await t.database.query<{ marca: string; n: string }>(
      `SELECT p.marca, count(*) AS n FROM proveedor_articulos pa JOIN proveedores p USING (proveedor_id)
        WHERE ($1::int IS NULL OR pa.estado = $1)
          AND ($2::int IS NULL OR p.marca <> 'Subway' OR pa.proveedor_id = $2)
        GROUP BY p.marca`,
      [estado, proveedorId],
    );
    const byBrand = new Map(rows.map((r) => [r.marca, Number(r.n)]));
    return Object.fromEntries(marcas.map((m) => [m, byBrand.get(m) ?? 0]));
  }
  async function expectTabsExact() {
    const id = await supplierId('PSW0001', 'Subway');
    const marcas = Object.keys(await shown(''));
    expect(marcas.length).toBeGreaterThan(1);
    expect(await shown('')).toEqual(await counted(null, null, marcas));
    expect(await shown('?estado=activos')).toEqual(await counted(1, null, marcas));
    expect(await shown('?estado=inactivos')).toEqual(await counted(0, null, marcas));
    expect(await shown(`?proveedorId=${id}&estado=activos`)).toEqual(await counted(1, id, marcas));
    // The kept counts are the links' own, supplier by supplier and estado by estado.
    const drift = await count(
      `SELECT count(*) AS n FROM proveedor_articulos_conteos c
        FULL JOIN (SELECT proveedor_id, estado, count(*)::int AS total FROM proveedor_articulos
                   GROUP BY 1, 2) r USING (proveedor_id, estado)
        WHERE coalesce(c.total, 0) <> coalesce(r.total, 0)`,
    );
    expect(drift).toBe(0);
  }

  it('follow every link switched, added, moved or removed', async () => {
    await expectTabsExact();
    const row = await subwayPrice(2);
    await call('gerente.zona', 'PUT', `/api/catalogo/precios/${row.id}/estado/0`);
    await expectTabsExact();
    // An article switched off switches its links off with it.
    const [link] = await t.database.query<{ articulo: string }>(
      'SELECT articulo_id AS articulo FROM proveedor_articulos WHERE id = $1',
      [(await subwayPrice(3)).id],
    );
    await call('gerente.zona', 'PUT', `/api/catalogo/articulos/${link!.articulo}/estado/0`);
    await expectTabsExact();
    // Whatever writes the links, the triggers keep the counts in the same transaction.
    const humo = await supplierId('PHU0001', 'Humo');
    const [added] = await t.database.query<{ id: number }>(
      `INSERT INTO proveedor_articulos (proveedor_id, articulo_id, precio, estado)
        SELECT $1, a.articulo_id, 1.5, 1 FROM articulos a
        WHERE NOT EXISTS (SELECT 1 FROM proveedor_articulos l
                          WHERE l.articulo_id = a.articulo_id AND l.proveedor_id = $1)
        ORDER BY a.articulo_id LIMIT 1 RETURNING id`,
      [humo],
    );
    await expectTabsExact();
    const subway = await supplierId('PSW0001', 'Subway');
    await t.database.query('UPDATE proveedor_articulos SET proveedor_id = $1 WHERE id = $2', [
      subway,
      added!.id,
    ]);
    await expectTabsExact();
    await t.database.query('DELETE FROM proveedor_articulos WHERE id = $1', [added!.id]);
    await expectTabsExact();
  });

  // Two transactions at once need PostgreSQL (PGlite has one connection).
  it.runIf(onPostgres)(
    'take the suppliers’ rows in supplier order, whatever the order of a statement’s links',
    async () => {
      const [x, y] = (
        await t.database.query<{ id: number }>(
          `SELECT c.proveedor_id AS id FROM proveedor_articulos_conteos c
            JOIN proveedores p USING (proveedor_id)
            WHERE p.marca = 'Subway' AND c.estado = 1 AND c.total > 0 ORDER BY 1 LIMIT 2`,
        )
      ).map((r) => Number(r.id));
      const [article] = await t.database.query<{ id: string }>(
        `SELECT a.articulo_id AS id FROM articulos a
          WHERE NOT EXISTS (SELECT 1 FROM proveedor_articulos l
                            WHERE l.articulo_id = a.articulo_id AND l.proveedor_id IN ($1, $2))
          ORDER BY 1 LIMIT 1`,
        [x, y],
      );
      const connect = async () => {
        const client = new pg.Client({ connectionString: t.config.DATABASE_URL });
        await client.connect();
        return client;
      };
      const [holder, writer, probe] = await Promise.all([connect(), connect(), connect()]);
      const lockRow = (client: pg.Client, proveedor: number, nowait = '') =>
        client.query(
          `SELECT total FROM proveedor_articulos_conteos
            WHERE proveedor_id = $1 AND estado = 1 FOR UPDATE ${nowait}`,
          [proveedor],
        );
      try {
        // Another buyer holds the later supplier's row…
        await holder.query('BEGIN');
        await lockRow(holder, y!);
        // …while one statement links an article to both, the later supplier listed first.
        const { rows } = await writer.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await writer.query('BEGIN');
        const linking = writer.query(
          `INSERT INTO proveedor_articulos (proveedor_id, articulo_id, precio)
            VALUES ($1, $3, 1), ($2, $3, 1)`,
          [y, x, article!.id],
        );
        for (let i = 0; i < 100; i++) {
          const [state] = await t.database.query<{ wait: string | null }>(
            'SELECT wait_event_type AS wait FROM pg_stat_activity WHERE pid = $1',
            [rows[0]!.pid],
          );
          if (state?.wait === 'Lock') break;
          await new Promise((r) => setTimeout(r, 20));
        }
        // It waits for that row already holding the earlier one. Taken in its rows' order, it would
        // hold the later supplier's row instead, and a buyer listing them the other way round would
        // hold the earlier one: each waiting for the other, a deadlock.
        await expect(lockRow(probe, x!, 'NOWAIT')).rejects.toMatchObject({ code: '55P03' });
        await holder.query('ROLLBACK');
        await linking;
        await writer.query('ROLLBACK');
      } finally {
        await Promise.all([holder, writer, probe].map((c) => c.end()));
      }
    },
  );
});
