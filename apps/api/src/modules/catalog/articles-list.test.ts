import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MESSAGES } from '@jarvis/contracts/common';
import { catalogRequests, type ArticleRow as Row } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** /Proveedor/articulos and /Proveedor/ppd/: the list, its search, filters and category chips. */
let t: TestApp;
const {
  setUp,
  call,
  count,
  articleList: list,
  articleRow: article,
  articleWithLinks,
} = catalogRequests(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await setUp();
});
afterAll(() => t.close());

describe('article list', () => {
  it('pages by name with a chip per category whose counts add up to Todas', async () => {
    const page = await list();
    expect(page.items).toHaveLength(10);
    const names = page.items.map((a: Row) => a.nombre as string);
    expect([...names].sort((x, y) => x.localeCompare(y, 'es'))).toHaveLength(10);
    const all = await count('SELECT count(*) AS n FROM articulos');
    expect(page.totalTodas).toBe(all);
    expect(page.total).toBe(all);
    const sum = page.categorias.reduce((s: number, c: { total: number }) => s + c.total, 0);
    expect(sum).toBe(all);
    const bread = page.categorias.find((c: { nombre: string }) => c.nombre === 'Panadería');
    expect(bread).toMatchObject({ icono: 'ShopOutlined' });
    const chip = await list(`?categoriaId=${bread.categoriaID}&size=100`);
    expect(chip.total).toBe(bread.total);
    expect(chip.items.every((a: Row) => a.categoria === 'Panadería')).toBe(true);
  });

  it('shows limits with 6 decimals and how many suppliers sell each article', async () => {
    const first = (await list()).items[0];
    expect(first.minIngresoInv).toMatch(/^\d+\.\d{6}$/);
    expect(first.maxIngresoInv).toMatch(/^\d+\.\d{6}$/);
    expect(first.cantidadCompra).toMatch(/^\d+\.\d{4}$/);
    const code = await articleWithLinks();
    const row = await article(code);
    expect(row.proveedores).toBeGreaterThanOrEqual(2);
    expect(row.proveedoresActivos).toBe(row.proveedores);
  });

  it("counts each row's suppliers and those on, on the first page, a later one and a search", async () => {
    // One link off and one article with none, so that the counts of 'on' and of none are tried.
    const [off] = await t.database.query<{ articulo_id: string }>(
      `UPDATE proveedor_articulos SET estado = 0
        WHERE id = (SELECT min(id) FROM proveedor_articulos) RETURNING articulo_id`,
    );
    await t.database.query(
      `INSERT INTO articulos (articulo_id, nombre, unidad, unidad_venta, cantidad_compra, categoria_id)
        SELECT 'AAA-SINPROV', 'Aaa sin proveedores', 'Caja', 'Caja', 1, min(categoria_id) FROM categorias`,
    );
    const expected = new Map(
      (
        await t.database.query<{ id: string; total: number; activos: number }>(
          `SELECT a.articulo_id AS id, count(pa.id)::int AS total,
            (count(pa.id) FILTER (WHERE pa.estado = 1))::int AS activos
            FROM articulos a LEFT JOIN proveedor_articulos pa USING (articulo_id)
            GROUP BY a.articulo_id`,
        )
      ).map((r) => [r.id, { proveedores: r.total, proveedoresActivos: r.activos }]),
    );
    const pages = [await list(), await list('?page=3'), await list('?buscar=a&size=50')];
    const rows = [
      ...pages.flatMap((p) => p.items as Row[]),
      await article(off!.articulo_id),
      await article('AAA-SINPROV'),
    ];
    for (const row of rows)
      expect([row.articuloID, row.proveedores, row.proveedoresActivos]).toEqual([
        row.articuloID,
        expected.get(row.articuloID)!.proveedores,
        expected.get(row.articuloID)!.proveedoresActivos,
      ]);
    expect(rows.at(-1)).toMatchObject({ proveedores: 0, proveedoresActivos: 0 });
    const partly = rows.at(-2)!;
    expect(partly.proveedoresActivos).toBe((partly.proveedores as number) - 1);
  });

  it('searches code and name ignoring accents and case, and filters estado and PPD', async () => {
    const found = await list('?buscar=LACTEO');
    const accented = await list('?buscar=lácteo');
    expect(found.total).toBe(accented.total);
    const byCode = await list('?buscar=pan-00');
    expect(byCode.items.every((a: Row) => a.articuloID.startsWith('PAN-00'))).toBe(true);
    const activos = await list('?estado=activos&size=100');
    expect(activos.items.every((a: Row) => a.estado === 1)).toBe(true);
    const ppd = await list('?ppd=con&size=100');
    expect(ppd.total).toBe(await count('SELECT count(*) AS n FROM articulos WHERE ppd = 1'));
  });

  it('pages a search by name like the whole list, within a chip too', async () => {
    const [cat] = await t.database.query<{ id: number }>(
      `SELECT categoria_id AS id FROM articulos WHERE busqueda LIKE '%a%'
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    for (const [query, where, params] of [
      ['?buscar=A', `busqueda LIKE '%a%'`, []],
      [`?buscar=a&categoriaId=${cat!.id}`, `busqueda LIKE '%a%' AND categoria_id = $1`, [cat!.id]],
    ] as const) {
      const expected = await t.database.query<{ id: string }>(
        `SELECT articulo_id AS id FROM articulos WHERE ${where} ORDER BY nombre, articulo_id LIMIT 8`,
        [...params],
      );
      const first = await list(`${query}&size=4&page=1`);
      const second = await list(`${query}&size=4&page=2`);
      const ids = [...first.items, ...second.items].map((a: Row) => a.articuloID);
      expect(ids, query).toEqual(expected.map((r) => r.id));
    }
  });

  it('keeps the chips’ counts exact through every insert, change and delete of an article', async () => {
    type Chip = { categoriaID: number; total: number };
    const filters = ['', '?estado=activos', '?estado=inactivos', '?ppd=con', '?ppd=sin'];
    const where = ['true', 'estado = 1', 'estado = 0', 'ppd = 1', 'ppd = 0'];
    async function expectExact() {
      for (const [i, filter] of filters.entries()) {
        const exact = await t.database.query<{ id: number; n: number }>(
          `SELECT categoria_id AS id, count(*)::int AS n FROM articulos WHERE ${where[i]}
            GROUP BY categoria_id ORDER BY categoria_id`,
        );
        const page = await list(filter);
        const chips = (page.categorias as Chip[])
          .filter((c) => c.total > 0)
          .map((c) => ({ id: c.categoriaID, n: c.total }))
          .sort((a, b) => a.id - b.id);
        expect(chips, filter).toEqual(exact.map((r) => ({ id: r.id, n: Number(r.n) })));
        expect(page.totalTodas).toBe(exact.reduce((sum, r) => sum + Number(r.n), 0));
      }
    }
    await expectExact();
    const [a, b] = await t.database.query<{ id: string; cat: number }>(
      `SELECT articulo_id AS id, categoria_id AS cat FROM articulos ORDER BY articulo_id LIMIT 2`,
    );
    const [other] = await t.database.query<{ id: number }>(
      `SELECT categoria_id AS id FROM categorias WHERE categoria_id <> $1 ORDER BY 1 LIMIT 1`,
      [a!.cat],
    );
    // A move to another category, estado and PPD at once, and the way back in the other key order.
    await t.database.query(
      `UPDATE articulos SET categoria_id = $2, estado = 1 - estado, ppd = 1 - ppd
        WHERE articulo_id = $1`,
      [a!.id, other!.id],
    );
    await expectExact();
    await t.database.query(
      `UPDATE articulos SET categoria_id = $2, estado = 1 - estado, ppd = 1 - ppd
        WHERE articulo_id = $1`,
      [a!.id, a!.cat],
    );
    // A change that touches none of the three leaves the counts as they are.
    await t.database.query(`UPDATE articulos SET nombre = nombre || ' ' WHERE articulo_id = $1`, [
      b!.id,
    ]);
    await t.database.query(
      `INSERT INTO articulos (articulo_id, nombre, unidad, unidad_venta, cantidad_compra,
                              categoria_id, estado, ppd)
       VALUES ('CONTEO-1', 'Artículo de conteo', 'Caja', 'Unidad', 1, $1, 0, 1)`,
      [other!.id],
    );
    await expectExact();
    await t.database.query(`DELETE FROM articulos WHERE articulo_id = 'CONTEO-1'`);
    await expectExact();
  });

  it('stops paging at the list window, as every list does', async () => {
    const res = await call('gerente.zona', 'GET', '/api/catalogo/articulos?page=101&size=10');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAGE_MESSAGES.tooDeep);
    expect((await list('?page=34')).items.length).toBeGreaterThan(0);
  });
});
