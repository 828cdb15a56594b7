import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRequests } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * 'Lista de precios' for one supplier orders its links by the copy of their article's name that the
 * database keeps on each link (migration 0020).
 */
let t: TestApp;
const { setUp, call, supplierId, articleRow } = catalogRequests(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await setUp();
});
afterAll(() => t.close());

const list = async (username: string, query = '') =>
  (await call(username, 'GET', `/api/catalogo/precios${query}`)).json();

describe('one supplier’s price list (migration 0020)', () => {
  it('lists one supplier’s links by article name, following a renamed article', async () => {
    const id = await supplierId('PSW0001', 'Subway');
    const shown = async () =>
      (await list('gerente.zona', `?proveedorId=${id}&size=100`)).items.map(
        (r: { articuloID: string }) => r.articuloID,
      );
    const byName = async () =>
      (
        await t.database.query<{ id: string }>(
          `SELECT pa.articulo_id AS id FROM proveedor_articulos pa JOIN articulos a USING (articulo_id)
            WHERE pa.proveedor_id = $1 ORDER BY a.nombre, pa.id`,
          [id],
        )
      ).map((r) => r.id);
    const before = await shown();
    expect(before.length).toBeGreaterThan(2);
    expect(before).toEqual(await byName());

    // The first article, renamed through the article edit, moves to the end of the list.
    const first = before[0]!;
    const row = await articleRow(first);
    const renamed = await call('gerente.zona', 'PUT', `/api/catalogo/articulos/${first}`, {
      nombre: 'Zzz renombrado al final',
      unidad_compra: row.unidad,
      unidad_venta: row.unidad_venta,
      minIngresoInv: row.minIngresoInv,
      maxIngresoInv: row.maxIngresoInv,
      categoriaID: row.categoriaID,
      version: row.version,
    });
    expect(renamed.statusCode).toBe(200);
    const after = await shown();
    expect(after.at(-1)).toBe(first);
    expect(after).toEqual(await byName());

    // The copy is the database's: a writer cannot set another name on a link.
    await t.database.query(
      `UPDATE proveedor_articulos SET articulo_nombre = 'Aaa otro nombre' WHERE proveedor_id = $1`,
      [id],
    );
    expect(await shown()).toEqual(after);
  });
});
