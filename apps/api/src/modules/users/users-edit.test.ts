import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_MESSAGES as M } from '@jarvis/contracts/users';
import { adminClient } from '../../../test/admin-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

/* Issue 51, point 7: 'Editar usuario' corrects a user's data with the rules of its creation. */

let t: TestApp;
let api: ReturnType<typeof adminClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = adminClient(t);
});
afterAll(() => t.close());

const call: ReturnType<typeof adminClient>['call'] = (...args) => api.call(...args);

type Row = {
  userID: number;
  username: string;
  nombre: string;
  apellido: string;
  correo: string;
  telefono: string | null;
  posicion: string;
  posicionID: number;
  version: string;
};

/** The user's row as `viewer` lists it. */
async function rowOf(viewer: string, username: string): Promise<Row> {
  const page = (await call(viewer, 'GET', `/api/users?size=100&buscar=${username}`)).json();
  const row = (page.items as Row[]).find((r) => r.username === username);
  if (!row) throw new Error(`${username} is not in the list of ${viewer}`);
  return row;
}

/** The body 'Editar usuario' sends: the row as read, with `changes`. */
const editOf = (row: Row, changes: Record<string, unknown> = {}) => ({
  nombre: row.nombre,
  apellido: row.apellido,
  correo: row.correo,
  telefono: row.telefono ?? '',
  posicionID: row.posicionID,
  version: row.version,
  ...changes,
});

const edit = (actor: string, row: Row, changes: Record<string, unknown> = {}) =>
  call(actor, 'PUT', `/api/users/${row.userID}`, editOf(row, changes));

const auditOf = (userID: number) =>
  t.database.query<{ usuario_id: number; detalle: Record<string, Record<string, unknown>> }>(
    `SELECT usuario_id, detalle FROM bitacora WHERE accion = 'usuario.editar' AND entidad_id = $1
      ORDER BY bitacora_id`,
    [String(userID)],
  );

describe('an administrator edits a user', () => {
  it('corrects name, e-mail, phone and position, answers the row and writes the bitácora', async () => {
    const before = await rowOf('admin', 'tecnico');
    const jefe = await api.positionId('Jefe de Mantenimiento');
    const res = await edit('admin', before, {
      nombre: '  Julio César ',
      apellido: 'Alvarado',
      correo: 'julio.alvarado@grupo-restaurantes.com',
      telefono: '7999-0001',
      posicionID: jefe,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      successful: M.edited('tecnico'),
      data: {
        username: 'tecnico',
        nombre: 'Julio César',
        apellido: 'Alvarado',
        correo: 'julio.alvarado@grupo-restaurantes.com',
        telefono: '7999-0001',
        posicion: 'Jefe de Mantenimiento',
        posicionID: jefe,
        canManage: true,
      },
    });
    expect(res.json().data.version).not.toBe(before.version);
    expect(await rowOf('admin', 'tecnico')).toMatchObject({
      nombre: 'Julio César',
      posicionID: jefe,
    });

    const [entry, ...more] = await auditOf(before.userID);
    expect(more).toHaveLength(0);
    expect(entry?.usuario_id).toBe(await api.userId('admin'));
    expect(entry?.detalle).toEqual({
      antes: {
        nombre: before.nombre,
        apellido: before.apellido,
        correo: before.correo,
        telefono: before.telefono,
        posicionId: before.posicionID,
      },
      despues: {
        nombre: 'Julio César',
        apellido: 'Alvarado',
        correo: 'julio.alvarado@grupo-restaurantes.com',
        telefono: '7999-0001',
        posicionId: jefe,
      },
    });
  });

  it('removes the phone when it is left empty, and records only what changed', async () => {
    const before = await rowOf('admin', 'compras');
    const res = await edit('admin', before, { telefono: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.telefono).toBeNull();
    const entries = await auditOf(before.userID);
    expect(entries.at(-1)?.detalle).toEqual({
      antes: { telefono: before.telefono },
      despues: { telefono: null },
    });
  });

  it('refuses bad data with the messages of Registro de Usuario, and changes nothing', async () => {
    const before = await rowOf('admin', 'contabilidad');
    const other = await rowOf('admin', 'compras');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nombre: '   ' }, 'nombre', M.nombreRequired],
      [{ apellido: '' }, 'apellido', M.apellidoRequired],
      [{ telefono: '7012' }, 'telefono', M.telefonoFormat],
      [{ correo: 'no-es-correo' }, 'correo', M.emailExample('grupo-restaurantes.com')],
      [{ correo: 'ana@gmail.com' }, 'correo', M.corporateEmailOnly('grupo-restaurantes.com')],
      [{ correo: other.correo.toUpperCase() }, 'correo', M.emailTaken],
      [
        { posicionID: await api.positionId('Técnico de Soporte') },
        'posicionID',
        M.positionOutsideDepartment,
      ],
      [{ posicionID: 999_999 }, 'posicionID', M.positionNotAssignable],
    ];
    for (const [changes, field, message] of cases) {
      const res = await edit('admin', before, changes);
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(res.json().fields?.[field], JSON.stringify(changes)).toBe(message);
    }
    expect(await rowOf('admin', 'contabilidad')).toEqual(before);
    expect(await auditOf(before.userID)).toHaveLength(0);
  });

  it('answers 404 in Spanish for a user that does not exist', async () => {
    const row = await rowOf('admin', 'compras');
    const res = await call('admin', 'PUT', '/api/users/999999', editOf(row));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('El usuario no existe');
  });
});

describe('who may edit', () => {
  it('lets a boss correct its own subordinate, within the positions it may give', async () => {
    const before = await rowOf('gerente.zona', 'restaurante2');
    const res = await edit('gerente.zona', before, {
      telefono: '7555-1234',
      posicionID: await api.positionId('Cajero'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ telefono: '7555-1234', posicion: 'Cajero' });

    const after = await rowOf('gerente.zona', 'restaurante2');
    const refused = await edit('gerente.zona', after, {
      posicionID: await api.positionId('Gerente de Zona'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.posicionID).toBe(M.positionNotAssignable);
    expect((await rowOf('gerente.zona', 'restaurante2')).posicion).toBe('Cajero');
  });

  it('refuses a user outside the boss scope, whatever the body says', async () => {
    const informatica = await rowOf('admin', 'informatica');
    const res = await edit('gerente.zona', informatica, { nombre: 'Intruso' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.notYourUser);
    expect((await rowOf('admin', 'informatica')).nombre).toBe(informatica.nombre);
  });

  it('keeps an Admin account to Admins: Informática may not edit it, an Admin may', async () => {
    const admin = await rowOf('informatica', 'admin');
    const refused = await edit('informatica', admin, { nombre: 'Intruso' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.adminAccountOnlyByAdmin);
    expect((await rowOf('admin', 'admin')).nombre).toBe(admin.nombre);

    const own = await edit('admin', admin, { telefono: '7012-9999' });
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('two people editing the same user', () => {
  it('lets the first save win and answers the other 409 in Spanish, writing nothing', async () => {
    const before = await rowOf('admin', 'mantenimiento');
    const [a, b] = await Promise.all([
      edit('admin', before, { nombre: 'Primero' }),
      edit('informatica', before, { nombre: 'Segundo' }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    const winner = a.statusCode === 200 ? 'Primero' : 'Segundo';
    expect(loser.json().message).toBe(M.editConflict('mantenimiento'));
    expect((await rowOf('admin', 'mantenimiento')).nombre).toBe(winner);
    expect(await auditOf(before.userID)).toHaveLength(1);
  });

  it('answers a save sent twice as the first, writing it once', async () => {
    const read = await rowOf('admin', 'restaurante');
    const first = await edit('admin', read, { telefono: '7333-4444' });
    const again = await edit('admin', read, { telefono: '7333-4444' });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().data.telefono).toBe('7333-4444');
    expect(await auditOf(read.userID)).toHaveLength(1);
  });

  it('refuses a save over a change made after the dialog read the user', async () => {
    const read = await rowOf('admin', 'gerente.restaurante');
    expect((await edit('informatica', read, { apellido: 'Cambiado' })).statusCode).toBe(200);
    const stale = await edit('admin', read, { telefono: '7000-0000' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.editConflict('gerente.restaurante'));
    expect((await rowOf('admin', 'gerente.restaurante')).telefono).toBe(read.telefono);
  });
});
