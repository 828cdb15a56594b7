import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('menu by user', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a]))(
    'gives %s exactly the options of its job',
    async (username, account) => {
      const token = await t.login(username);
      const res = await t.app.inject({ url: '/api/menu', headers: t.auth(token) });
      expect(res.statusCode).toBe(200);
      const claves = res
        .json()
        .data.flatMap((m: { subMenu: { clave: string }[] }) => m.subMenu.map((s) => s.clave));
      expect([...claves].sort()).toEqual([...new Set(account.menu)].sort());
    },
  );

  it('drops a disabled permission from the menu and from the API at once', async () => {
    const token = await t.login('informatica');
    await t.database.exec(
      `UPDATE permisos SET is_active = 0 WHERE usuario_id = (SELECT usuario_id FROM usuarios WHERE username = 'informatica')
         AND option_menu_id = (SELECT option_menu_id FROM opciones_menu WHERE clave = 'mail.outbox')`,
    );
    const menu = await t.app.inject({ url: '/api/menu', headers: t.auth(token) });
    expect(JSON.stringify(menu.json())).not.toContain('mail.outbox');
    const outbox = await t.app.inject({ url: '/api/mail/outbox', headers: t.auth(token) });
    expect(outbox.statusCode).toBe(403);
  });

  it('groups options by module in catalogue order with the module icon', async () => {
    const token = await t.login('restaurante');
    const { data } = (await t.app.inject({ url: '/api/menu', headers: t.auth(token) })).json();
    expect(data.map((m: { modulo: string }) => m.modulo)).toEqual([
      'Tickets',
      'Compras',
      'Traslados',
      'Inventario',
      'Desechos',
    ]);
    expect(data[0]).toMatchObject({
      icono: 'CustomerServiceOutlined',
      isSubMenu: 1,
      menuItemActive: 1,
    });
  });
});

describe('health', () => {
  it('gives the business time zone and its offset from UTC now, in minutes', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    // The test app runs on America/El_Salvador, UTC-6 all year.
    expect(res.json()).toEqual({
      businessTz: 'America/El_Salvador',
      utcOffsetMinutes: -360,
      version: '2.0',
    });
  });

  it('answers a request id on every response', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('serves the OpenAPI description', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/login');
  });
});
