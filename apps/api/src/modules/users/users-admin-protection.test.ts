import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, newUser } from '../../../test/admin-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/*
 * Issue 49, point 2: Informática administers users, but only an Admin acts on an Admin account,
 * and nobody hands out a menu option they do not hold themselves.
 */

let t: TestApp;
let api: ReturnType<typeof adminClient>;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '1000' });
  api = adminClient(t);
});
afterAll(() => t.close());

const call: ReturnType<typeof adminClient>['call'] = (...args) => api.call(...args);
const userId = (username: string) => api.userId(username);
const strong = { password: 'Toma2026control', changepassword: 'Toma2026control' };

/** The menu option `clave` of a user's permission row, with its id. */
async function permissionOf(username: string, clave: string) {
  return api.one<{ id: number }>(
    `SELECT p.permiso_id AS id FROM permisos p JOIN opciones_menu o USING (option_menu_id)
      WHERE p.usuario_id = (SELECT usuario_id FROM usuarios WHERE username = $1) AND o.clave = $2`,
    [username, clave],
  );
}

const optionId = async (clave: string) =>
  (
    await api.one<{ id: number }>(
      'SELECT option_menu_id AS id FROM opciones_menu WHERE clave = $1',
      [clave],
    )
  ).id;

describe('the Admin account, against an Informática user who is not Admin', () => {
  it('refuses to set its password, and the Admin still signs in with its own', async () => {
    const admin = await userId('admin');
    const res = await call('informatica', 'PUT', `/api/users/${admin}/password`, strong);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Admin/);
    await expect(t.login('admin', strong.password)).rejects.toThrow(/401/);
    await expect(t.login('admin')).resolves.toEqual(expect.any(String));
  });

  it('refuses to block it', async () => {
    const res = await call('informatica', 'PUT', `/api/users/${await userId('admin')}/vetado`, {
      vetado: 1,
    });
    expect(res.statusCode).toBe(403);
    await expect(t.login('admin')).resolves.toEqual(expect.any(String));
  });

  it('refuses to switch off its permissions, even to read its list of them', async () => {
    const own = await permissionOf('admin', 'users.admin');
    const res = await call('informatica', 'PUT', `/api/users/permisos/${own.id}`, { isActive: 0 });
    expect(res.statusCode).toBe(403);
    const read = await call('informatica', 'GET', `/api/users/${await userId('admin')}/permisos`);
    expect(read.statusCode).toBe(403);
    const { n } = await api.one<{ n: number }>(
      'SELECT is_active AS n FROM permisos WHERE permiso_id = $1',
      [own.id],
    );
    expect(n).toBe(1);
  });

  it('refuses to move it to another branch', async () => {
    const res = await call('informatica', 'PUT', `/api/users/${await userId('admin')}/sucursal`, {
      sucursalID: await api.branchId('OF01'),
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses to create a user with the Admin role', async () => {
    const adminRole = await api.one<{ id: number }>(
      `SELECT rol_id AS id FROM roles WHERE rol = 'Admin'`,
    );
    const payload = newUser({
      nombre: 'Intruso',
      apellido: 'Total',
      posicionID: await api.positionId('Analista de Informática'),
      rolID: adminRole.id,
    });
    const res = await call('informatica', 'POST', '/api/users', payload);
    expect(res.statusCode).toBe(403);
    const made = await t.database.query(`SELECT 1 FROM usuarios WHERE correo = $1`, [
      payload.correo,
    ]);
    expect(made).toHaveLength(0);
    // Nor does the form offer it.
    const options = (await call('informatica', 'GET', '/api/users/form-options')).json();
    expect(options.roles.map((r: { nombre: string }) => r.nombre)).not.toContain('Admin');
    expect(options.roles.length).toBeGreaterThan(0);
  });

  it('marks the Admin row as not manageable in its list, and every other row as manageable', async () => {
    const page = (await call('informatica', 'GET', '/api/users?size=100')).json();
    const rows = page.items as { username: string; canManage: boolean }[];
    expect(rows.find((r) => r.username === 'admin')?.canManage).toBe(false);
    expect(rows.find((r) => r.username === 'compras')?.canManage).toBe(true);
    const asAdmin = (await call('admin', 'GET', '/api/users?size=100')).json();
    expect((asAdmin.items as { canManage: boolean }[]).every((r) => r.canManage === true)).toBe(
      true,
    );
  });
});

describe('an Admin', () => {
  it('still creates an Admin account and administers it', async () => {
    const adminRole = await api.one<{ id: number }>(
      `SELECT rol_id AS id FROM roles WHERE rol = 'Admin'`,
    );
    const res = await call(
      'admin',
      'POST',
      '/api/users',
      newUser({
        nombre: 'Segunda',
        apellido: 'Admin',
        posicionID: await api.positionId('Analista de Informática'),
        rolID: adminRole.id,
      }),
    );
    expect(res.statusCode).toBe(201);
    const { userID } = res.json().data;
    expect((await call('admin', 'PUT', `/api/users/${userID}/password`, strong)).statusCode).toBe(
      200,
    );
    // The new Admin is out of a non-Admin's reach like the first.
    expect(
      (await call('informatica', 'PUT', `/api/users/${userID}/password`, strong)).statusCode,
    ).toBe(403);
  });
});

describe('granting menu options', () => {
  it('refuses to add an option the grantor does not hold, and allows one it holds', async () => {
    const target = await userId('tecnico');
    const refused = await call('informatica', 'POST', `/api/users/${target}/permisos`, {
      optionMenuID: await optionId('purchasing.new'),
    });
    expect(refused.statusCode).toBe(403);
    const allowed = await call('informatica', 'POST', `/api/users/${target}/permisos`, {
      optionMenuID: await optionId('mail.outbox'),
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses to switch back on an option the grantor does not hold', async () => {
    const target = await userId('mantenimiento');
    await call('admin', 'POST', `/api/users/${target}/permisos`, {
      optionMenuID: await optionId('purchasing.new'),
    });
    const row = await permissionOf('mantenimiento', 'purchasing.new');
    expect(
      (await call('admin', 'PUT', `/api/users/permisos/${row.id}`, { isActive: 0 })).statusCode,
    ).toBe(200);
    const refused = await call('informatica', 'PUT', `/api/users/permisos/${row.id}`, {
      isActive: 1,
    });
    expect(refused.statusCode).toBe(403);
    // Switching it off is not a grant: Informática may still take away what it cannot give.
    expect(
      (await call('admin', 'PUT', `/api/users/permisos/${row.id}`, { isActive: 1 })).statusCode,
    ).toBe(200);
    expect(
      (await call('informatica', 'PUT', `/api/users/permisos/${row.id}`, { isActive: 0 }))
        .statusCode,
    ).toBe(200);
  });

  it('tells the screens which options the caller may grant', async () => {
    const target = await userId('mantenimiento');
    const missing = (
      await call('informatica', 'GET', `/api/users/${target}/permisos-faltantes`)
    ).json().data as { ruta: string; grantable: boolean }[];
    expect(missing.find((o) => o.ruta === 'Usuarios/correos')?.grantable).toBe(true);
    expect(missing.find((o) => o.ruta === 'Compras/pedidos-revision')?.grantable).toBe(false);
    const held = (await call('informatica', 'GET', `/api/users/${target}/permisos`)).json()
      .data as { ruta: string; grantable: boolean }[];
    expect(held.find((p) => p.ruta === 'Tickets/Menu')?.grantable).toBe(true);
    expect(held.find((p) => p.ruta === 'Compras/pedidos-nuevos')?.grantable).toBe(false);
  });
});

describe('clearing the sign-in throttle of an account', () => {
  const wrong = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'contabilidad', password: 'no-es-esta' },
    });

  it('lets an administrator clear it: the owner signs in at once; audited', async () => {
    for (let i = 0; i < 3; i++) await wrong();
    await expect(t.login('contabilidad')).rejects.toThrow(/429/);
    const id = await userId('contabilidad');
    const res = await call('informatica', 'POST', `/api/users/${id}/acceso`);
    expect(res.statusCode).toBe(200);
    expect(res.json().successful).toContain('contabilidad');
    await expect(t.login('contabilidad')).resolves.toEqual(expect.any(String));
    const log = await t.database.query<{ usuario_id: number }>(
      `SELECT usuario_id FROM bitacora WHERE entidad = 'usuario' AND entidad_id = $1
         AND accion = 'usuario.acceso.restablecer'`,
      [String(id)],
    );
    expect(log.map((l) => l.usuario_id)).toEqual([await userId('informatica')]);
  });

  it('keeps the same scope and Admin protection as the other row actions', async () => {
    const onAdmin = await call('informatica', 'POST', `/api/users/${await userId('admin')}/acceso`);
    expect(onAdmin.statusCode).toBe(403);
    const notTheirs = await call(
      'gerente.zona',
      'POST',
      `/api/users/${await userId('compras')}/acceso`,
    );
    expect(notTheirs.statusCode).toBe(403);
    const unknown = await call('admin', 'POST', '/api/users/999999/acceso');
    expect(unknown.statusCode).toBe(404);
  });
});
