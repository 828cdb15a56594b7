import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orgDirectory } from './users.service';

/** The organisation's names, read on every request (users.service orgDirectory). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rename = (bodega: string, nombre: string) =>
  t.database.query('UPDATE sucursales SET nombre = $2 WHERE bodega = $1', [bodega, nombre]);

async function branchNamed(bodega: string) {
  const org = await orgDirectory(t.database.db);
  const [row] = await t.database.query<{ id: number }>(
    'SELECT sucursal_id AS id FROM sucursales WHERE bodega = $1',
    [bodega],
  );
  return org.sucursal(row!.id).nombre;
}

describe('the organisation’s directory', () => {
  it('shows a change made by another process at once: nothing is kept between requests', async () => {
    const before = await branchNamed('SW01');
    await rename('SW01', 'Sucursal Renombrada');
    try {
      expect(await branchNamed('SW01')).toBe('Sucursal Renombrada');
    } finally {
      await rename('SW01', before);
    }
  });

  it('names the brands in order, without the offices’ own, whoever changes the list it gave', async () => {
    const org = await orgDirectory(t.database.db);
    const brands = org.marcas();
    expect(brands).toEqual(['Humo', 'Subway', 'Viva Expresso']);
    brands.pop();
    expect(org.marcas()).toEqual(['Humo', 'Subway', 'Viva Expresso']);
  });

  it('keeps no failed read: the next call reads again', async () => {
    let reads = 0;
    const failing = {
      select: () => {
        reads += 1;
        throw new Error('conexión perdida');
      },
    } as unknown as typeof t.database.db;
    await expect(orgDirectory(failing)).rejects.toThrow('conexión perdida');
    await expect(orgDirectory(failing)).rejects.toThrow('conexión perdida');
    expect(reads).toBe(2);
  });
});
