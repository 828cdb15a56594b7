import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRequests } from '../../test/catalog';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A list's page carries its counts (db/list-page listPage); a page with no row carries none and
 * they are read apart. Both ways must give the same figures: a page past the end, or an
 * empty tab, answers with the counts its first page showed.
 *
 * A deep page takes its keys first and then reads its rows (db/list-page KeysFirst); page 1 reads its
 * rows at once. Either way a page must hold the rows the list's order puts there, with its filters:
 * each is compared with the database's own ORDER BY … LIMIT … OFFSET.
 */
let t: TestApp;
const { setUp, call } = catalogRequests(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await setUp();
});
afterAll(() => t.close());

type Tabbed = { total: number; totalIsCapped: boolean; items: unknown[] };
const get = async <T = Tabbed>(username: string, url: string) => {
  const res = await call(username, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const getPage = <T>(username: string, url: string) =>
  get<{ items: T[]; total: number }>(username, url);
const counted = async (sql: string) => Number((await t.database.query<{ n: string }>(sql))[0]!.n);

describe('counts carried by the page or read apart', () => {
  it('sent mail: the same total on page 1 and past the end, 0 on an empty list', async () => {
    await t.database.exec('DELETE FROM correos');
    const empty = await get('admin', '/api/mail/outbox?page=1&size=10');
    expect(empty).toMatchObject({ items: [], total: 0, totalIsCapped: false });
    await t.database.exec(
      `INSERT INTO correos (para, asunto, texto, estado)
        SELECT 'x@y.com', 'Prueba ' || g, 'x', 'enviado' FROM generate_series(1, 15) g`,
    );
    const first = await get('admin', '/api/mail/outbox?page=1&size=10');
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(15);
    const beyond = await get('admin', '/api/mail/outbox?page=3&size=10');
    expect(beyond).toMatchObject({ items: [], total: 15, totalIsCapped: false });
  });

  it('users: the count of the users listed, on page 1, past the end and while searching', async () => {
    const all = await counted('SELECT count(*) AS n FROM usuarios');
    const first = await get('admin', '/api/users?page=1&size=10');
    expect(first.total).toBe(all);
    const beyond = await get('admin', '/api/users?page=99&size=10');
    expect(beyond).toMatchObject({ items: [], total: all });
    const named = await counted(
      "SELECT count(*) AS n FROM usuarios WHERE busqueda LIKE '%restaurante%'",
    );
    expect(named).toBeGreaterThan(0);
    expect((await get('admin', '/api/users?buscar=restaurante')).total).toBe(named);
    expect((await get('admin', '/api/users?buscar=zzzzqq')).total).toBe(0);
  });

  it('Mis Tickets: the branch’s tickets on page 1 and past the end, 0 for a state it has none of', async () => {
    await t.database.exec(`UPDATE peticiones SET estado = 'Abierto' WHERE estado = 'Cancelado'`);
    const first = await get('restaurante', '/api/tickets/mios?page=1&size=2');
    expect(first.total).toBeGreaterThan(2);
    const beyond = await get('restaurante', '/api/tickets/mios?page=40&size=24');
    expect(beyond).toMatchObject({ items: [], total: first.total });
    const none = await get('restaurante', '/api/tickets/mios?estado=Cancelado');
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('collaborators’ queue: the same brand tabs on a page and past its end', async () => {
    type Queue = Tabbed & { marcas: { marca: string; total: number }[] };
    const url = '/api/tickets/colaboradores?alcance=todas&marca=Subway';
    const first = await get<Queue>('mantenimiento', `${url}&page=1&size=2`);
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.marcas.some((m) => m.total > 0)).toBe(true);
    const beyond = await get<Queue>('mantenimiento', `${url}&page=90&size=10`);
    expect(beyond.items).toEqual([]);
    expect(beyond.marcas).toEqual(first.marcas);
    expect(beyond.total).toBe(first.total);
  });

  it('suppliers and their order days: the same counts on a page and past its end', async () => {
    type Suppliers = Tabbed & { marcas: { marca: string; total: number }[] };
    const first = await get<Suppliers>('gerente.zona', '/api/catalogo/proveedores?page=1');
    expect(first.marcas.every((m) => m.total > 0)).toBe(true);
    const beyond = await get<Suppliers>('gerente.zona', '/api/catalogo/proveedores?page=9');
    expect(beyond.items).toEqual([]);
    expect(beyond.marcas).toEqual(first.marcas);
    expect(beyond.total).toBe(first.total);
    // A search's page carries its tabs too, counted for its term; past its end they are read apart.
    const byBrand = await t.database.query<{ marca: string; n: string }>(
      "SELECT marca, count(*) AS n FROM proveedores WHERE busqueda LIKE '%del%' GROUP BY marca",
    );
    const matching = first.marcas.map(({ marca }) => ({
      marca,
      total: Number(byBrand.find((b) => b.marca === marca)?.n ?? 0),
    }));
    // The term finds some of a brand's suppliers, not all of them.
    expect(matching.some((m, i) => m.total > 0 && m.total < first.marcas[i]!.total)).toBe(true);
    const found = await get<Suppliers>('gerente.zona', '/api/catalogo/proveedores?buscar=Del');
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.marcas).toEqual(matching);
    const foundBeyond = await get<Suppliers>(
      'gerente.zona',
      '/api/catalogo/proveedores?buscar=Del&page=9',
    );
    expect(foundBeyond).toMatchObject({ items: [], marcas: matching, total: found.total });
    const days = await get('gerente.zona', '/api/catalogo/horarios?page=1&size=5');
    expect(days.total).toBe(first.total);
    const daysBeyond = await get('gerente.zona', '/api/catalogo/horarios?page=9&size=5');
    expect(daysBeyond).toMatchObject({ items: [], total: first.total });
  });

  it('SAP documents: every state tab on a page, past its end and on an empty tab', async () => {
    await t.database.exec(
      `INSERT INTO erp_documentos (tipo, origen, origen_id, clave, card_code, payload, estado)
        SELECT 'orden', 'prueba', g, 'prueba-' || g, 'P0001', '{}',
          CASE WHEN g <= 2 THEN 'error' ELSE 'registrado' END
        FROM generate_series(1, 7) g`,
    );
    type Documents = Tabbed & { estados: { estado: string; total: number }[] };
    const byState = await t.database.query<{ estado: string; n: string }>(
      'SELECT estado, count(*) AS n FROM erp_documentos GROUP BY estado',
    );
    const tabs = ['pendiente', 'enviando', 'registrado', 'error'].map((estado) => ({
      estado,
      total: Number(byState.find((r) => r.estado === estado)?.n ?? 0),
      totalIsCapped: false,
    }));
    const all = tabs.reduce((sum, tab) => sum + tab.total, 0);
    const first = await get<Documents>('admin', '/api/erp/documentos?page=1&size=3');
    expect(first.estados).toEqual(tabs);
    expect(first.total).toBe(all);
    const beyond = await get<Documents>('admin', '/api/erp/documentos?page=20&size=10');
    expect(beyond).toMatchObject({ items: [], total: all, estados: tabs });
    const errors = await get<Documents>('admin', '/api/erp/documentos?estado=error');
    expect(errors.total).toBe(tabs[3]!.total);
    // None is being sent: its tab's page is empty and the tabs are counted apart.
    expect(tabs[1]).toMatchObject({ estado: 'enviando', total: 0 });
    const sending = await get<Documents>('admin', '/api/erp/documentos?estado=enviando');
    expect(sending).toMatchObject({ items: [], total: 0, estados: tabs });
  });

  it('SAP documents: the kept counts follow every insert, change of state and delete', async () => {
    type Documents = Tabbed & { estados: { estado: string; total: number }[] };
    const counts = async () => {
      const rows = await t.database.query<{ estado: string; n: string }>(
        'SELECT estado, count(*) AS n FROM erp_documentos GROUP BY estado',
      );
      return ['pendiente', 'enviando', 'registrado', 'error'].map((estado) => ({
        estado,
        total: Number(rows.find((r) => r.estado === estado)?.n ?? 0),
        totalIsCapped: false,
      }));
    };
    await t.database.exec(
      `INSERT INTO erp_documentos (tipo, origen, origen_id, clave, card_code, payload)
        SELECT 'orden', 'conteo', g, 'conteo-' || g, 'P0001', '{}' FROM generate_series(1, 6) g`,
    );
    await t.database.exec(
      `UPDATE erp_documentos SET estado = 'enviando' WHERE origen = 'conteo' AND origen_id <= 3`,
    );
    await t.database.exec(
      `UPDATE erp_documentos SET estado = 'error' WHERE origen = 'conteo' AND origen_id = 1`,
    );
    // A change that leaves the state as it was touches no count.
    await t.database.exec(
      `UPDATE erp_documentos SET intentos = intentos + 1, estado = estado WHERE origen = 'conteo'`,
    );
    await t.database.exec(`DELETE FROM erp_documentos WHERE origen = 'conteo' AND origen_id = 2`);
    const tabs = await counts();
    expect(tabs.find((tab) => tab.estado === 'enviando')!.total).toBe(1);
    const all = await get<Documents>('admin', '/api/erp/documentos?page=1&size=3');
    expect(all.estados).toEqual(tabs);
    expect(all.total).toBe(tabs.reduce((sum, tab) => sum + tab.total, 0));
    const pending = await get<Documents>('admin', '/api/erp/documentos?estado=pendiente');
    expect(pending.total).toBe(3);
    expect(pending.items).toHaveLength(3);
    // One statement moving documents both ways between two states, and one inserting several.
    await t.database.exec(
      `UPDATE erp_documentos SET estado = CASE WHEN estado = 'pendiente' THEN 'error' ELSE 'pendiente' END
        WHERE origen = 'conteo' AND estado IN ('pendiente', 'error')`,
    );
    await t.database.exec(
      `INSERT INTO erp_documentos (tipo, origen, origen_id, clave, card_code, payload, estado)
        SELECT 'orden', 'conteo', g, 'conteo-' || g, 'P0001', '{}',
          CASE WHEN g % 2 = 0 THEN 'registrado' ELSE 'enviando' END
        FROM generate_series(10, 14) g`,
    );
    const after = await counts();
    expect(after.find((tab) => tab.estado === 'pendiente')!.total).toBe(1);
    expect((await get<Documents>('admin', '/api/erp/documentos')).estados).toEqual(after);
  });
});

const keys = async (sql: string, params: unknown[] = []) =>
  (await t.database.query<{ k: string | number }>(sql, params)).map((r) => r.k);

describe('deep pages', () => {
  it('sent mail: page 2 and the last partial page, newest first', async () => {
    await t.database.exec(
      `INSERT INTO correos (para, asunto, texto, estado)
        SELECT 'x@y.com', 'Hondo ' || g, 'x', 'enviado' FROM generate_series(1, 23) g`,
    );
    for (const page of [2, 3]) {
      const { items } = await getPage<{ correoId: number }>(
        'admin',
        `/api/mail/outbox?page=${page}&size=10`,
      );
      const expected = await keys(
        'SELECT correo_id AS k FROM correos ORDER BY correo_id DESC LIMIT 10 OFFSET $1',
        [(page - 1) * 10],
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(items.map((i) => i.correoId)).toEqual(expected.map(Number));
    }
  });

  it('users: page 3, and page 2 of the blocked ones, by username', async () => {
    await t.database.exec(`UPDATE usuarios SET vetado = 1 WHERE usuario_id % 3 = 0`);
    const { items } = await getPage<{ userID: number }>('admin', '/api/users?page=3&size=3');
    const expected = await keys(
      'SELECT usuario_id AS k FROM usuarios ORDER BY lower(username) LIMIT 3 OFFSET 6',
    );
    expect(expected).toHaveLength(3);
    expect(items.map((i) => i.userID)).toEqual(expected.map(Number));
    const blocked = await getPage<{ userID: number; vetado: number }>(
      'admin',
      '/api/users?estado=bloqueados&page=2&size=2',
    );
    const expectedBlocked = await keys(
      'SELECT usuario_id AS k FROM usuarios WHERE vetado = 1 ORDER BY lower(username) LIMIT 2 OFFSET 2',
    );
    expect(expectedBlocked.length).toBeGreaterThan(0);
    expect(blocked.items.map((i) => i.userID)).toEqual(expectedBlocked.map(Number));
    expect(blocked.items.every((i) => i.vetado === 1)).toBe(true);
  });

  it('articles: a deep page of all and of one category, by name', async () => {
    const { items } = await getPage<{ articuloID: string }>(
      'gerente.zona',
      '/api/catalogo/articulos?page=7&size=10',
    );
    const expected = await keys(
      'SELECT articulo_id AS k FROM articulos ORDER BY nombre, articulo_id LIMIT 10 OFFSET 60',
    );
    expect(expected).toHaveLength(10);
    expect(items.map((i) => i.articuloID)).toEqual(expected);
    const [largest] = await t.database.query<{ id: number }>(
      'SELECT categoria_id AS id FROM articulos GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    );
    const inCategory = await getPage<{ articuloID: string; categoriaID: number }>(
      'gerente.zona',
      `/api/catalogo/articulos?categoriaId=${largest!.id}&page=2&size=5`,
    );
    const expectedInCategory = await keys(
      `SELECT articulo_id AS k FROM articulos WHERE categoria_id = $1
        ORDER BY nombre, articulo_id LIMIT 5 OFFSET 5`,
      [largest!.id],
    );
    expect(expectedInCategory.length).toBeGreaterThan(0);
    expect(inCategory.items.map((i) => i.articuloID)).toEqual(expectedInCategory);
  });

  it('SAP documents: page 2 of all and of one state, newest first', async () => {
    await t.database.exec(
      `INSERT INTO erp_documentos (tipo, origen, origen_id, clave, card_code, payload, estado)
        SELECT 'orden', 'hondo', g, 'hondo-' || g, 'P0001', '{}',
          CASE WHEN g % 3 = 0 THEN 'error' ELSE 'registrado' END
        FROM generate_series(1, 12) g`,
    );
    const all = await getPage<{ documentoId: number }>(
      'admin',
      '/api/erp/documentos?page=2&size=4',
    );
    expect(all.items.map((i) => i.documentoId)).toEqual(
      (
        await keys(
          'SELECT documento_id AS k FROM erp_documentos ORDER BY documento_id DESC LIMIT 4 OFFSET 4',
        )
      ).map(Number),
    );
    const errors = await getPage<{ documentoId: number; estado: string }>(
      'admin',
      '/api/erp/documentos?estado=error&page=2&size=3',
    );
    const expected = await keys(
      `SELECT documento_id AS k FROM erp_documentos WHERE estado = 'error'
        ORDER BY documento_id DESC LIMIT 3 OFFSET 3`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(errors.items.map((i) => i.documentoId)).toEqual(expected.map(Number));
    expect(errors.items.every((i) => i.estado === 'error')).toBe(true);
  });
});
