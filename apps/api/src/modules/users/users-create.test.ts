import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_MESSAGES as M } from '@jarvis/contracts/users';
import { adminClient, newUser } from '../../../test/admin-client';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';

let t: TestApp;
let api: ReturnType<typeof adminClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = adminClient(t);
});
afterAll(() => t.close());

const call: ReturnType<typeof adminClient>['call'] = (...args) => api.call(...args);
const one = <T>(query: string, params?: unknown[]) => api.one<T>(query, params);
const positionId = (nombre: string) => api.positionId(nombre);
const branchId = (bodega: string) => api.branchId(bodega);

describe('Registro de Usuario', () => {
  it('creates a user as administrator: code, username, basic permissions, a mailed link', async () => {
    const payload = newUser({
      posicionID: await positionId('Analista de Informática'),
      sucursalID: await branchId('OF01'),
    });
    const res = await call('admin', 'POST', '/api/users', payload);
    expect(res.statusCode).toBe(201);
    const { data, successful } = res.json();
    expect(data.username).toBe('mario.perez');
    expect(data.codEmpleado).toMatch(/^MP[1-9]\d{5}$/);
    expect(successful).toBe(M.created('mario.perez'));

    const perms = (await call('admin', 'GET', `/api/users/${data.userID}/permisos`)).json().data;
    expect(perms.map((p: { ruta: string }) => p.ruta).sort()).toEqual(
      ['Tickets/Menu', 'Tickets/crear-ticket', 'Tickets/detalles', 'Tickets/mis-tickets'].sort(),
    );
    const user = await one<{ rol_id: number; departamento: string; jefe: number; perfil: string }>(
      `SELECT u.rol_id, d.nombre AS departamento, u.jefe, u.perfil FROM usuarios u
         JOIN departamentos d USING (departamento_id) WHERE u.usuario_id = $1`,
      [data.userID],
    );
    expect(user).toMatchObject({ rol_id: 2, departamento: 'Informática', perfil: 'Oficina' });

    // The mail leaves through the outbox job with a link to choose the password, never one.
    const mail = await eventually(async () => {
      const [row] = await t.database.query<{ texto: string; estado: string; para: string }>(
        `SELECT texto, estado, para FROM correos WHERE para = $1`,
        [payload.correo],
      );
      return row?.estado === 'enviado' ? row : undefined;
    });
    expect(mail.texto).toContain('Su usuario es: mario.perez');
    expect(mail.texto).toMatch(/\/auth\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(mail.texto).not.toMatch(/contraseña:/i);
    const hash = await one<{ h: string }>(
      'SELECT password_hash AS h FROM usuarios WHERE usuario_id = $1',
      [data.userID],
    );
    expect(hash.h).toMatch(/^\$argon2id\$/);
  });

  it('keeps usernames unique, also for two creations at the same moment', async () => {
    const posicionID = await positionId('Técnico de Soporte');
    const [a, b] = await Promise.all([
      call(
        'admin',
        'POST',
        '/api/users',
        newUser({ nombre: 'Lucía', apellido: 'Ñúñez', posicionID }),
      ),
      call(
        'admin',
        'POST',
        '/api/users',
        newUser({ nombre: 'Lucia', apellido: 'Nunez', posicionID }),
      ),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.json().data.username, b.json().data.username].sort()).toEqual([
      'lucia.nunez',
      'lucia.nunez2',
    ]);
  });

  it('answers every field rule with the spec message and creates nothing', async () => {
    const before = await one<{ n: string }>('SELECT count(*) AS n FROM usuarios');
    const posicionID = await positionId('Técnico de Soporte');
    const cases: [Record<string, unknown>, string, string][] = [
      [newUser({ nombre: '', posicionID }), 'nombre', M.nombreRequired],
      // A crafted value of another type is told so, not that the field is missing.
      [
        newUser({ nombre: 5, posicionID }),
        'nombre',
        'Entrada inválida: se esperaba texto, recibido número',
      ],
      [newUser({ apellido: '  ', posicionID }), 'apellido', M.apellidoRequired],
      [newUser({ apellido: '\u200B\uFEFF', posicionID }), 'apellido', M.apellidoRequired],
      [newUser({ telefono: '7012-34567', posicionID }), 'telefono', M.telefonoLength],
      [newUser({ telefono: '70123456', posicionID }), 'telefono', M.telefonoFormat],
      [
        newUser({ correo: 'no-es-correo', posicionID }),
        'correo',
        M.emailExample('grupo-restaurantes.com'),
      ],
      [
        newUser({ correo: 'mario@gmail.com', posicionID }),
        'correo',
        M.corporateEmailOnly('grupo-restaurantes.com'),
      ],
      [newUser({ correo: 'admin@grupo-restaurantes.com', posicionID }), 'correo', M.emailTaken],
      [newUser(), 'posicionID', M.posicionRequired],
      // A JSON body carries ids as numbers; a string was read through Number() ('0x5A' as 90).
      [
        newUser({ posicionID: `${posicionID}` }),
        'posicionID',
        'Entrada inválida: se esperaba un número',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('admin', 'POST', '/api/users', payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().fields?.[field], res.body).toBe(message);
    }
    expect(await one<{ n: string }>('SELECT count(*) AS n FROM usuarios')).toEqual(before);
  });

  it('lets Gerente de Zona choose only branches of its own brand and no manager above', async () => {
    const options = (await call('gerente.zona', 'GET', '/api/users/form-options')).json();
    expect(options.isAdministrator).toBe(false);
    expect(options.choosesBranch).toBe(true);
    expect(options.perfil).toBe('Gerente de Restaurante');
    expect(options.sucursales.map((s: { bodega: string }) => s.bodega).sort()).toEqual([
      'SW01',
      'SW02',
      'SW03',
      'SW04',
      'SW05',
    ]);
    const names = options.posiciones.map((p: { nombre: string }) => p.nombre);
    expect(names).toEqual(expect.arrayContaining(['Gerente de Restaurante', 'Artista', 'Cajero']));
    expect(names).not.toContain('Gerente de Zona');
    expect(names).not.toContain('Gerente de Operaciones');
    expect(options.roles).toEqual([]);
    expect(options.defaults.rolID).toBe(3);

    const artista = await positionId('Artista');
    const noBranch = await call(
      'gerente.zona',
      'POST',
      '/api/users',
      newUser({ posicionID: artista }),
    );
    expect(noBranch.json().fields.sucursalID).toBe(M.sucursalRequired);
    const otherBrand = await call(
      'gerente.zona',
      'POST',
      '/api/users',
      newUser({ posicionID: artista, sucursalID: await branchId('HU01') }),
    );
    expect(otherBrand.json().fields.sucursalID).toBe(M.branchNotAllowed);
    const office = await call(
      'gerente.zona',
      'POST',
      '/api/users',
      newUser({ posicionID: artista, sucursalID: await branchId('OF01') }),
    );
    expect(office.json().fields.sucursalID).toBe(M.branchNotAllowed);
    const crafted = await call(
      'gerente.zona',
      'POST',
      '/api/users',
      newUser({
        posicionID: await positionId('Gerente de Zona'),
        sucursalID: await branchId('SW02'),
      }),
    );
    expect(crafted.statusCode).toBe(400);
    expect(crafted.json().fields.posicionID).toBe(M.positionNotAllowed);
    const craftedRole = await call(
      'gerente.zona',
      'POST',
      '/api/users',
      newUser({ posicionID: artista, sucursalID: await branchId('SW02'), rolID: 1 }),
    );
    expect(craftedRole.statusCode).toBe(403);

    const ok = await call(
      'gerente.zona',
      'POST',
      '/api/users',
      newUser({
        nombre: 'Óscar',
        apellido: 'Díaz',
        posicionID: await positionId('Gerente de Restaurante'),
        sucursalID: await branchId('SW03'),
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const created = await one<Record<string, unknown>>(
      `SELECT u.rol_id, u.jefe, u.perfil, s.bodega, d.nombre AS departamento FROM usuarios u
         JOIN sucursales s USING (sucursal_id) JOIN departamentos d USING (departamento_id)
        WHERE u.usuario_id = $1`,
      [ok.json().data.userID],
    );
    const zona = await one<{ e: number }>(
      `SELECT empleado_id AS e FROM usuarios WHERE username = 'gerente.zona'`,
    );
    expect(created).toEqual({
      rol_id: 3,
      jefe: zona.e,
      perfil: 'Gerente de Restaurante',
      bodega: 'SW03',
      departamento: 'Operaciones',
    });
    expect(ok.json().data.codEmpleado).toMatch(/^OD\d{6}$/);
    // The new user is in the creator's list from now on.
    const list = (await call('gerente.zona', 'GET', '/api/users?buscar=oscar')).json();
    expect(list.items.map((u: { username: string }) => u.username)).toEqual(['oscar.diaz']);
  });

  it('lets Gerente de Operaciones create only Gerente de Zona, in the office, role Oficina', async () => {
    const options = (await call('gerente.operaciones', 'GET', '/api/users/form-options')).json();
    expect(options.posiciones.map((p: { nombre: string }) => p.nombre)).toEqual([
      'Gerente de Zona',
    ]);
    expect(options.perfil).toBe('Gerente de Zona');
    expect(options.defaults).toMatchObject({ rolID: 2, sucursalID: 1 });
    const refused = await call(
      'gerente.operaciones',
      'POST',
      '/api/users',
      newUser({ posicionID: await positionId('Artista') }),
    );
    expect(refused.json().fields.posicionID).toBe(M.positionNotAllowed);
    const ok = await call(
      'gerente.operaciones',
      'POST',
      '/api/users',
      newUser({
        nombre: 'Ramón',
        apellido: 'Ávila',
        posicionID: await positionId('Gerente de Zona'),
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const row = await one<{ rol_id: number; sucursal_id: number }>(
      'SELECT rol_id, sucursal_id FROM usuarios WHERE usuario_id = $1',
      [ok.json().data.userID],
    );
    expect(row).toEqual({ rol_id: 2, sucursal_id: 1 });
  });

  it('lets Gerente de Restaurante create staff of its own branch, no managers, profile Artista', async () => {
    const options = (await call('gerente.restaurante', 'GET', '/api/users/form-options')).json();
    const names = options.posiciones.map((p: { nombre: string }) => p.nombre);
    expect(names.some((n: string) => n.startsWith('Gerente'))).toBe(false);
    expect(names).toEqual(expect.arrayContaining(['Artista', 'Cajero']));
    expect(options.perfil).toBe('Artista');
    expect(options.sucursales.map((s: { bodega: string }) => s.bodega)).toEqual(['SW01']);
    const elsewhere = await call(
      'gerente.restaurante',
      'POST',
      '/api/users',
      newUser({ posicionID: await positionId('Cajero'), sucursalID: await branchId('SW02') }),
    );
    expect(elsewhere.json().fields.sucursalID).toBe(M.branchNotAllowed);
  });

  it('creates the user from an employee record found by its code, once', async () => {
    const found = await call('gerente.restaurante', 'GET', '/api/users/empleados/mg482615');
    expect(found.statusCode).toBe(200);
    const employee = found.json();
    expect(employee).toMatchObject({
      codEmpleado: 'MG482615',
      nombre: 'Mario',
      apellido: 'Guzmán',
    });
    const res = await call('gerente.restaurante', 'POST', '/api/users', {
      nombre: employee.nombre,
      apellido: employee.apellido,
      correo: employee.correo,
      telefono: employee.telefono,
      posicionID: employee.posicionID,
      codEmpleado: employee.codEmpleado,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ codEmpleado: 'MG482615', username: 'mario.guzman' });
    const again = await call('gerente.restaurante', 'GET', '/api/users/empleados/MG482615');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.employeeHasUser('mario.guzman'));
    const unknown = await call('gerente.restaurante', 'GET', '/api/users/empleados/ZZ000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.employeeNotFound);
  });

  it("reaches only its own reports' employee records, unless it administers users", async () => {
    // VL573904 reports to contabilidad: to gerente.restaurante it does not exist, read or claimed.
    const found = await call('gerente.restaurante', 'GET', '/api/users/empleados/VL573904');
    expect(found.statusCode).toBe(404);
    expect(found.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: M.employeeNotFound,
    });
    const claimed = await call('gerente.restaurante', 'POST', '/api/users', {
      ...newUser({ posicionID: await positionId('Cajero') }),
      codEmpleado: 'VL573904',
    });
    expect(claimed.statusCode).toBe(404);
    expect(claimed.json().message).toBe(M.employeeNotFound);
    const admin = await call('admin', 'GET', '/api/users/empleados/VL573904');
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ codEmpleado: 'VL573904' });
  });
});
