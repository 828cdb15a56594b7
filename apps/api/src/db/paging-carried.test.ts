import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRequests } from '../../test/catalog';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A list's page carries its counts (db/paging countColumn, tabsColumn); a page with no row carries
 * none and they are read apart. Both ways must give the same figures: a page past the end, or an
 * empty tab, answers with the counts its first page showed.
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
});
