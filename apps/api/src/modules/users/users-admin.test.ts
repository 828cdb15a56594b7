import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@jarvis/contracts/passwords';
import { USERS_MESSAGES as M } from '@jarvis/contracts/users';
import { adminClient } from '../../../test/admin-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ReturnType<typeof adminClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = adminClient(t);
});
afterAll(() => t.close());

const call: ReturnType<typeof adminClient>['call'] = (...args) => api.call(...args);
const userId = (username: string) => api.userId(username);

describe('users list', () => {
  it('shows administrators every user, with the permission actions', async () => {
    const res = await call('admin', 'GET', '/api/users?size=100');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.canManagePermissions).toBe(true);
    expect(page.canBlock).toBe(true);
    expect(page.items.map((u: { username: string }) => u.username)).toEqual(
      expect.arrayContaining(['admin', 'informatica', 'restaurante', 'restaurante2']),
    );
    expect(page.items[0]).toMatchObject({
      username: expect.any(String),
      posicion: expect.any(String),
      rol: expect.any(String),
      correo: expect.any(String),
    });
  });

  it('shows everyone else only the users whose jefe they are, enforced by the API', async () => {
    const res = await call('gerente.zona', 'GET', '/api/users?size=100');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.canManagePermissions).toBe(false);
    expect(page.items.map((u: { username: string }) => u.username).sort()).toEqual([
      'gerente.restaurante',
      'restaurante2',
    ]);
    // Not in its list, so not its to act on.
    const other = await userId('informatica');
    const crafted = await call('gerente.zona', 'PUT', `/api/users/${other}/password`, {
      password: 'Faro2026norte',
      changepassword: 'Faro2026norte',
    });
    expect(crafted.statusCode).toBe(403);
    expect(crafted.json().message).toBe(M.notYourUser);
    const perms = await call(
      'gerente.zona',
      'GET',
      `/api/users/${await userId('restaurante2')}/permisos`,
    );
    expect(perms.statusCode).toBe(403);
    expect(perms.json().message).toBe(M.onlyAdmins);
  });

  it('searches accent- and case-insensitively on the server', async () => {
    for (const term of ['MENDEZ', 'méndez', 'karla']) {
      const { items } = (
        await call('admin', 'GET', `/api/users?buscar=${encodeURIComponent(term)}`)
      ).json();
      expect(items.map((u: { username: string }) => u.username)).toEqual(['informatica']);
    }
    const quinonez = (await call('admin', 'GET', '/api/users?buscar=quinonez')).json();
    expect(quinonez.items.map((u: { username: string }) => u.username)).toEqual(['compras']);
    const none = (await call('admin', 'GET', '/api/users?buscar=%25')).json();
    expect(none.total).toBe(0);
  });

  it('pages on the server and refuses pages past the list window', async () => {
    const first = (await call('admin', 'GET', '/api/users?page=1&size=3')).json();
    const second = (await call('admin', 'GET', '/api/users?page=2&size=3')).json();
    expect(first.items).toHaveLength(3);
    expect(first.total).toBeGreaterThanOrEqual(10);
    expect(second.items[0].username).not.toBe(first.items[0].username);
    expect((await call('admin', 'GET', '/api/users?page=500&size=10')).statusCode).toBe(400);
  });
});

describe('permissions of a user', () => {
  it('switches a permission off and on; the user menu follows at once; audited', async () => {
    const id = await userId('mantenimiento');
    const { data } = (await call('admin', 'GET', `/api/users/${id}/permisos`)).json();
    const report = data.find((p: { ruta: string }) => p.ruta === 'Tickets/reporte');
    expect(report).toMatchObject({ nombre: 'Tickets Realizados', modulo: 'Tickets', isActive: 1 });

    const off = await call('admin', 'PUT', `/api/users/permisos/${report.permisoID}`, {
      isActive: 0,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ successful: M.permissionDisabled });
    const menu = (await call('mantenimiento', 'GET', '/api/menu')).body;
    expect(menu).not.toContain('Tickets/reporte');

    const on = await call('admin', 'PUT', `/api/users/permisos/${report.permisoID}`, {
      isActive: 1,
    });
    expect(on.json()).toEqual({ successful: M.permissionEnabled });
    expect((await call('mantenimiento', 'GET', '/api/menu')).body).toContain('Tickets/reporte');

    const log = await t.database.query<{ accion: string; usuario_id: number }>(
      `SELECT accion, usuario_id FROM bitacora
        WHERE entidad = 'usuario' AND entidad_id = $1 AND accion LIKE 'permiso.%' ORDER BY bitacora_id`,
      [String(id)],
    );
    expect(log.map((l) => l.accion)).toEqual(['permiso.deshabilitar', 'permiso.habilitar']);
    expect(log[0]!.usuario_id).toBe(await userId('admin'));
  });

  it('adds a missing option once: the second of two administrators is told', async () => {
    const id = await userId('mantenimiento');
    const missing = (await call('admin', 'GET', `/api/users/${id}/permisos-faltantes`)).json().data;
    const outbox = missing.find((o: { ruta: string }) => o.ruta === 'Usuarios/correos');
    expect(outbox).toMatchObject({ nombre: 'Correos enviados', modulo: 'Usuarios' });

    const [a, b] = await Promise.all([
      call('admin', 'POST', `/api/users/${id}/permisos`, { optionMenuID: outbox.optionMenuID }),
      call('informatica', 'POST', `/api/users/${id}/permisos`, {
        optionMenuID: outbox.optionMenuID,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(M.permissionExists);
    const after = (await call('admin', 'GET', `/api/users/${id}/permisos-faltantes`)).json().data;
    expect(after.some((o: { ruta: string }) => o.ruta === 'Usuarios/correos')).toBe(false);
    expect((await call('mantenimiento', 'GET', '/api/mail/outbox')).statusCode).toBe(200);
  });

  it('will not let an administrator remove their own user-administration permission', async () => {
    const id = await userId('informatica');
    const { data } = (await call('informatica', 'GET', `/api/users/${id}/permisos`)).json();
    const own = data.find((p: { ruta: string }) => p.ruta === 'Usuarios/lista');
    const res = await call('informatica', 'PUT', `/api/users/permisos/${own.permisoID}`, {
      isActive: 0,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.ownAdminPermission);
  });
});

describe('block and unblock', () => {
  it('blocks: the sessions end at once and sign-in is refused; unblocks; both audited', async () => {
    const victim = await t.login('restaurante2');
    const id = await userId('restaurante2');
    const blocked = await call('informatica', 'PUT', `/api/users/${id}/vetado`, { vetado: 1 });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ bloqueado: M.blocked('restaurante2') });
    const me = await t.app.inject({ url: '/api/users/me', headers: t.auth(victim) });
    expect(me.statusCode).toBe(401);
    await expect(t.login('restaurante2')).rejects.toThrow(/403/);

    const again = await call('informatica', 'PUT', `/api/users/${id}/vetado`, { vetado: 1 });
    expect(again.statusCode).toBe(409);

    const list = (
      await call('informatica', 'GET', '/api/users/bloqueados?estado=bloqueados')
    ).json();
    expect(list.items.map((u: { username: string }) => u.username)).toEqual(['restaurante2']);

    const unblocked = await call('informatica', 'PUT', `/api/users/${id}/vetado`, { vetado: 0 });
    expect(unblocked.json()).toEqual({ desbloqueado: M.unblocked('restaurante2') });
    await expect(t.login('restaurante2')).resolves.toEqual(expect.any(String));
    const log = await t.database.query<{ accion: string }>(
      `SELECT accion FROM bitacora WHERE entidad_id = $1 AND accion LIKE 'usuario.%' ORDER BY bitacora_id`,
      [String(id)],
    );
    expect(log.map((l) => l.accion)).toEqual(['usuario.bloquear', 'usuario.desbloquear']);
  });

  it('is for Informática only, and nobody blocks themselves', async () => {
    const self = await call(
      'informatica',
      'PUT',
      `/api/users/${await userId('informatica')}/vetado`,
      {
        vetado: 1,
      },
    );
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(M.blockSelf);

    // Compras given the screen still may not block: the rule is the department's.
    const compras = await userId('compras');
    const missing = (await call('admin', 'GET', `/api/users/${compras}/permisos-faltantes`)).json()
      .data;
    const screen = missing.find((o: { ruta: string }) => o.ruta === 'Usuarios/bloqueados');
    await call('admin', 'POST', `/api/users/${compras}/permisos`, {
      optionMenuID: screen.optionMenuID,
    });
    const res = await call('compras', 'PUT', `/api/users/${await userId('restaurante')}/vetado`, {
      vetado: 1,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.onlyInformatica);
    const page = (await call('compras', 'GET', '/api/users/bloqueados')).json();
    expect(page.canBlock).toBe(false);
  });
});

describe('password change by an administrator', () => {
  it('sets the password, ends the user sessions, and is audited', async () => {
    const old = await t.login('restaurante');
    const id = await userId('restaurante');
    const mismatch = await call('admin', 'PUT', `/api/users/${id}/password`, {
      password: 'Faro2026norte',
      changepassword: 'Faro2026sur',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields.changepassword).toBe(PASSWORD_MESSAGES.mismatch);

    const res = await call('admin', 'PUT', `/api/users/${id}/password`, {
      password: 'Faro2026norte',
      changepassword: 'Faro2026norte',
    });
    expect(res.json()).toEqual({ successful: M.passwordChanged });
    expect((await t.app.inject({ url: '/api/users/me', headers: t.auth(old) })).statusCode).toBe(
      401,
    );
    await expect(t.login('restaurante')).rejects.toThrow(/401/);
    await expect(t.login('restaurante', 'Faro2026norte')).resolves.toEqual(expect.any(String));
    const [entry] = await t.database.query<{ accion: string }>(
      `SELECT accion FROM bitacora WHERE entidad_id = $1 AND accion = 'password.cambio'`,
      [String(id)],
    );
    expect(entry).toBeDefined();
  });

  it('lets a boss change the password of its own staff', async () => {
    const res = await call(
      'gerente.restaurante',
      'PUT',
      `/api/users/${await userId('restaurante')}/password`,
      {
        password: 'Cambio2026x',
        changepassword: 'Cambio2026x',
      },
    );
    expect(res.statusCode).toBe(200);
  });
});
