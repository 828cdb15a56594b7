import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_MESSAGES as M } from '@jarvis/contracts/users';
import { adminClient, newUser } from '../../../test/admin-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { authenticate } from './users.service';

/** An office user's own brand ('Marca de compras'; docs/decisions/0004-user-brand.md). */
let t: TestApp;
let api: ReturnType<typeof adminClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = adminClient(t);
});
afterAll(() => t.close());

const call: ReturnType<typeof adminClient>['call'] = (...args) => api.call(...args);
const one = <T>(query: string, params?: unknown[]) => api.one<T>(query, params);
const branchId = (bodega: string) => api.branchId(bodega);
const positionId = (nombre: string) => api.positionId(nombre);
const brandId = async (nombre: string) =>
  (await one<{ id: number }>('SELECT marca_id AS id FROM marcas WHERE nombre = $1', [nombre])).id;
const storedBrand = async (userID: number) =>
  (
    await one<{ marca_id: number | null }>('SELECT marca_id FROM usuarios WHERE usuario_id = $1', [
      userID,
    ])
  ).marca_id;
const me = async (username: string) => (await call(username, 'GET', '/api/users/me')).json();
const move = (userID: number, body: Record<string, unknown>, as = 'admin') =>
  call(as, 'PUT', `/api/users/${userID}/sucursal`, body);

/** The actor every service sees for the user's session, as the API resolves it on each request. */
async function actorOf(username: string) {
  const token = await t.login(username);
  return authenticate(t.database.db, { token, permission: undefined, idleHours: 24 });
}

describe('the user’s brand', () => {
  it('is the own brand of an office user who has one, and the branch’s otherwise', async () => {
    expect(await me('compras')).toMatchObject({ sucursal: 'Oficina Central', marca: 'Subway' });
    expect((await actorOf('compras')).marca).toBe('Subway');
    expect((await actorOf('contabilidad')).marca).toBe('Ninguna');
    expect((await actorOf('restaurante2')).marca).toBe('Subway');

    const list = (await call('admin', 'GET', '/api/users?size=100')).json();
    const row = (username: string) =>
      list.items.find((u: { username: string }) => u.username === username);
    expect(row('compras')).toMatchObject({
      sucursal: 'Oficina Central',
      marca: 'Subway',
      marcaID: await brandId('Subway'),
      sucursalID: await branchId('OF01'),
    });
    expect(row('contabilidad')).toMatchObject({ marca: 'Ninguna', marcaID: null });
    expect(row('gerente.zona')).toMatchObject({ marca: 'Subway', marcaID: null });
    expect(list.canChangeBranch).toBe(true);
  });

  it('is always the branch’s for a restaurant’s user, whatever the row holds', async () => {
    const userID = await api.userId('restaurante');
    await t.database.query('UPDATE usuarios SET marca_id = $1 WHERE usuario_id = $2', [
      await brandId('Humo'),
      userID,
    ]);
    try {
      expect((await me('restaurante')).marca).toBe('Subway');
      expect((await actorOf('restaurante')).marca).toBe('Subway');
    } finally {
      await t.database.query('UPDATE usuarios SET marca_id = NULL WHERE usuario_id = $1', [userID]);
    }
  });

  it('offers the group’s brands, and tells which branches are offices', async () => {
    const options = (await call('admin', 'GET', '/api/users/form-options')).json();
    expect(options.marcas.map((m: { nombre: string }) => m.nombre)).toEqual([
      'Humo',
      'Subway',
      'Viva Expresso',
    ]);
    const offices = options.sucursales.filter((s: { esOficina: boolean }) => s.esOficina);
    expect(offices.map((s: { bodega: string }) => s.bodega)).toEqual(['OF01']);
  });
});

describe('Registro de Usuario with a brand', () => {
  it('creates an office user who buys for a brand', async () => {
    const res = await call(
      'admin',
      'POST',
      '/api/users',
      newUser({
        nombre: 'Irene',
        apellido: 'Molina',
        posicionID: await positionId('Coordinador de Compras'),
        sucursalID: await branchId('OF01'),
        marcaID: await brandId('Humo'),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedBrand(res.json().data.userID)).toBe(await brandId('Humo'));
  });

  it('refuses a brand that contradicts a restaurant, and an unknown brand; creates nothing', async () => {
    const before = await one<{ n: string }>('SELECT count(*) AS n FROM usuarios');
    const artista = await positionId('Artista');
    const contradicts = await call(
      'admin',
      'POST',
      '/api/users',
      newUser({
        posicionID: artista,
        sucursalID: await branchId('HU01'),
        marcaID: await brandId('Subway'),
      }),
    );
    expect(contradicts.statusCode).toBe(400);
    expect(contradicts.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { marcaID: M.marcaOnlyForOffice('Humo Zona Rosa', 'Humo') },
    });
    const unknown = await call(
      'admin',
      'POST',
      '/api/users',
      newUser({ posicionID: artista, sucursalID: await branchId('OF01'), marcaID: 999_999 }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ marcaID: M.marcaUnknown });
    expect(await one<{ n: string }>('SELECT count(*) AS n FROM usuarios')).toEqual(before);
  });

  it('keeps nothing when the brand chosen for a restaurant’s user is its branch’s', async () => {
    const res = await call(
      'gerente.zona',
      'POST',
      '/api/users',
      newUser({
        nombre: 'Tomás',
        apellido: 'Urrutia',
        posicionID: await positionId('Artista'),
        sucursalID: await branchId('SW03'),
        marcaID: await brandId('Subway'),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedBrand(res.json().data.userID)).toBeNull();
  });

  it('lets Gerente de Operaciones give the office’s new Gerente de Zona a brand', async () => {
    const res = await call(
      'gerente.operaciones',
      'POST',
      '/api/users',
      newUser({
        nombre: 'Beatriz',
        apellido: 'Cienfuegos',
        posicionID: await positionId('Gerente de Zona'),
        marcaID: await brandId('Viva Expresso'),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedBrand(res.json().data.userID)).toBe(await brandId('Viva Expresso'));
  });
});

describe('Cambio de Sucursal', () => {
  it('gives a user moved to the office its brand at once, in the same session', async () => {
    const zona = await api.userId('gerente.zona');
    // Signed in before the move: the session's actor is read on every request.
    expect((await me('gerente.zona')).marca).toBe('Subway');
    const res = await move(zona, {
      sucursalID: await branchId('OF01'),
      marcaID: await brandId('Humo'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ successful: M.branchChanged('gerente.zona') });
    expect(await me('gerente.zona')).toMatchObject({ sucursal: 'Oficina Central', marca: 'Humo' });
    // A Gerente de Zona places new users in the branches of its brand: now Humo's.
    const options = (await call('gerente.zona', 'GET', '/api/users/form-options')).json();
    expect(options.sucursales.map((s: { bodega: string }) => s.bodega).sort()).toEqual([
      'HU01',
      'HU02',
      'HU03',
      'HU04',
    ]);
    const audited = await one<{ n: string }>(
      `SELECT count(*) AS n FROM bitacora WHERE accion = 'usuario.sucursal' AND entidad_id = $1`,
      [String(zona)],
    );
    expect(Number(audited.n)).toBe(1);
  });

  it('clears the own brand of an office user moved to a restaurant', async () => {
    const zona = await api.userId('gerente.zona');
    expect(await storedBrand(zona)).toBe(await brandId('Humo'));
    const res = await move(zona, { sucursalID: await branchId('SW01') });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedBrand(zona)).toBeNull();
    expect(await me('gerente.zona')).toMatchObject({
      sucursal: 'Subway Multiplaza',
      marca: 'Subway',
    });
  });

  it('sets an office user’s brand back to none with null', async () => {
    const compras = await api.userId('compras');
    const office = await branchId('OF01');
    expect((await move(compras, { sucursalID: office, marcaID: null })).statusCode).toBe(200);
    expect((await me('compras')).marca).toBe('Ninguna');
    expect(
      (await move(compras, { sucursalID: office, marcaID: await brandId('Subway') })).statusCode,
    ).toBe(200);
    expect((await me('compras')).marca).toBe('Subway');
  });

  it('refuses a brand contradicting a restaurant, an unknown branch or brand; changes nothing', async () => {
    const compras = await api.userId('compras');
    const contradicts = await move(compras, {
      sucursalID: await branchId('SW02'),
      marcaID: await brandId('Humo'),
    });
    expect(contradicts.statusCode).toBe(400);
    expect(contradicts.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: M.marcaOnlyForOffice('Subway Galerías', 'Subway'),
      fields: { marcaID: M.marcaOnlyForOffice('Subway Galerías', 'Subway') },
    });
    const noBranch = await move(compras, { sucursalID: 999_999 });
    expect(noBranch.json().fields).toEqual({ sucursalID: M.branchNotAllowed });
    const noBrand = await move(compras, { sucursalID: await branchId('OF01'), marcaID: 999_999 });
    expect(noBrand.json().fields).toEqual({ marcaID: M.marcaUnknown });
    expect(await me('compras')).toMatchObject({ sucursal: 'Oficina Central', marca: 'Subway' });
  });

  it('is for administrators only, and answers 404 for an unknown user', async () => {
    const subordinate = await api.userId('restaurante2');
    const res = await move(subordinate, { sucursalID: await branchId('SW03') }, 'gerente.zona');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.onlyAdminsMove);
    expect((await call('gerente.zona', 'GET', '/api/users')).json().canChangeBranch).toBe(false);
    expect((await move(999_999, { sucursalID: await branchId('OF01') })).statusCode).toBe(404);
  });
});
