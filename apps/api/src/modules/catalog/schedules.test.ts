import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '@jarvis/contracts/schedules';
import { SUPPLIER_MESSAGES } from '@jarvis/contracts/suppliers';
import { catalogRequests } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Actor } from '../../platform/context';
import * as users from '../users/users.service';
import { suppliersOrderingOn } from './schedules.service';

/** /Proveedor/Nuevo-horario and the suppliers a new order offers on a given day. */
let t: TestApp;
const { setUp, call, headers, supplierId, count } = catalogRequests(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await setUp();
});
afterAll(() => t.close());

const schedules = async (username: string, query = '') =>
  (await call(username, 'GET', `/api/catalogo/horarios${query}`)).json();
const setDays = (username: string, id: number, dias: unknown) =>
  call(username, 'PUT', `/api/catalogo/horarios/${id}`, { dias });
const daysOf = async (codigo: string, marca = 'Subway') =>
  (await schedules('gerente.zona', `?marca=${encodeURIComponent(marca)}&buscar=${codigo}`)).items[0]
    .dias;

async function actorOf(username: string): Promise<Actor> {
  const token = (await headers(username)).authorization.slice('Bearer '.length);
  return users.authenticate(t.database.db, { token, permission: undefined, idleHours: 24 });
}

describe('supplier order days', () => {
  it('lists a brand’s suppliers with their days, editable for the brand’s users', async () => {
    const page = await schedules('gerente.zona');
    expect(page.marca).toBe('Subway');
    expect(page.marcas).toEqual(['Humo', 'Subway', 'Viva Expresso']);
    expect(page.total).toBe(11);
    const espiga = page.items.find((s: { codigo: string }) => s.codigo === 'PSW0001');
    expect(espiga).toMatchObject({ dias: [1, 3, 5], puedeEditar: true, nombre_abrv: 'La Espiga' });
    const humo = await schedules('gerente.zona', '?marca=Humo');
    expect(humo.items.some((s: { puedeEditar: boolean }) => s.puedeEditar)).toBe(false);
  });

  it('counts a search’s matches, on its page and past the last one', async () => {
    const all = await schedules('gerente.zona', '?size=50');
    const matching = all.items.filter((s: { codigo: string }) => s.codigo.startsWith('PSW000'));
    expect(matching.length).toBeGreaterThan(1);
    const searched = await schedules('gerente.zona', '?buscar=psw000&size=2');
    expect(searched.total).toBe(matching.length);
    expect(searched.items).toHaveLength(2);
    const past = await schedules('gerente.zona', '?buscar=psw000&size=2&page=9');
    expect(past).toMatchObject({ items: [], total: matching.length });
    const none = await schedules('gerente.zona', '?buscar=zzzz-sin-coincidencias');
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('replaces the days, in order, and writes the change to the bitácora', async () => {
    const id = await supplierId('PSW0009', 'Subway');
    const res = await setDays('gerente.zona', id, [6, 2]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ successful: SCHEDULE_MESSAGES.saved });
    expect(await daysOf('PSW0009')).toEqual([2, 6]);
    expect(
      await count(
        `SELECT count(*) AS n FROM bitacora WHERE accion = 'proveedor.horario' AND entidad_id = $1`,
        [String(id)],
      ),
    ).toBe(1);
  });

  it('refuses repeated, out-of-range, fractional or no days, and keeps the old ones', async () => {
    const id = await supplierId('PSW0008', 'Subway');
    const before = await daysOf('PSW0008');
    const cases: [unknown, string][] = [
      [[1, 3, 1], SCHEDULE_MESSAGES.diasRepeated],
      [[0], SCHEDULE_MESSAGES.diaInvalid],
      [[8], SCHEDULE_MESSAGES.diaInvalid],
      [[2.5], SCHEDULE_MESSAGES.diaInvalid],
      [[], SCHEDULE_MESSAGES.diasRequired],
      [undefined, SCHEDULE_MESSAGES.diasRequired],
    ];
    for (const [dias, message] of cases) {
      const res = await setDays('gerente.zona', id, dias);
      expect(res.statusCode, JSON.stringify(dias)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await daysOf('PSW0008')).toEqual(before);
  });

  it('lets only the supplier’s brand change its days', async () => {
    const id = await supplierId('PHU0004', 'Humo');
    const before = await daysOf('PHU0004', 'Humo');
    // 'compras' buys for Subway; 'admin' sits in the office with no brand of its own.
    for (const username of ['gerente.zona', 'compras', 'admin']) {
      const res = await setDays(username, id, [7]);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SUPPLIER_MESSAGES.notYourBrand);
    }
    expect(await daysOf('PHU0004', 'Humo')).toEqual(before);
    expect((await setDays('restaurante2', id, [7])).statusCode).toBe(200);
    expect((await setDays('gerente.zona', 999_999, [1])).statusCode).toBe(404);
  });

  it('survives two replacements at once: one of them wins whole', async () => {
    const id = await supplierId('PSW0011', 'Subway');
    const results = await Promise.all([
      setDays('gerente.zona', id, [1, 2, 3]),
      setDays('gerente.zona', id, [5, 6]),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect([
      [1, 2, 3],
      [5, 6],
    ]).toContainEqual(await daysOf('PSW0011'));
  });
});

describe('suppliers ordering on a date (for new orders)', () => {
  // 2026-11-23 is a Monday (lunes), 2026-11-27 a Friday (viernes).
  it('offers the brand’s suppliers whose day it is, with the next delivery date', async () => {
    const actor = await actorOf('gerente.zona');
    const ctx = { db: t.database.db, actor };
    const monday = await suppliersOrderingOn(ctx, '2026-11-23');
    const codes = monday.map((s) => s.codigo);
    // La Espiga (lunes, miércoles, viernes) yes; Masas del Pacífico (martes, jueves, sábado) no.
    expect(codes).toContain('PSW0001');
    expect(codes).not.toContain('PSW0002');
    expect(monday.every((s) => s.marca === 'Subway' && s.dias.includes(1))).toBe(true);
    expect(monday.find((s) => s.codigo === 'PSW0001')).toMatchObject({
      fechaEntrega: '2026-11-25',
      max_productos: 15,
      WTLiable: false,
    });
    const friday = await suppliersOrderingOn(ctx, '2026-11-27');
    expect(friday.find((s) => s.codigo === 'PSW0001')?.fechaEntrega).toBe('2026-11-30');
  });

  it('offers an office buyer the suppliers of the brand it buys for', async () => {
    const actor = await actorOf('compras');
    expect(actor.marca).toBe('Subway');
    const monday = await suppliersOrderingOn({ db: t.database.db, actor }, '2026-11-23');
    expect(monday.map((s) => s.codigo)).toContain('PSW0001');
    expect(monday.every((s) => s.marca === 'Subway')).toBe(true);
  });

  it('leaves out inactive suppliers, and answers for another brand when asked', async () => {
    const actor = await actorOf('gerente.zona');
    const ctx = { db: t.database.db, actor };
    const id = await supplierId('PSW0006', 'Subway');
    await setDays('gerente.zona', id, [3]);
    expect((await suppliersOrderingOn(ctx, '2026-11-25')).map((s) => s.codigo)).toContain(
      'PSW0006',
    );
    await t.database.query('UPDATE proveedores SET estado = 0 WHERE proveedor_id = $1', [id]);
    expect((await suppliersOrderingOn(ctx, '2026-11-25')).map((s) => s.codigo)).not.toContain(
      'PSW0006',
    );
    // Weekly: an order on its only day arrives a week later.
    const humo = await suppliersOrderingOn(ctx, '2026-11-25', 'Humo');
    expect(humo.length).toBeGreaterThan(0);
    expect(humo.every((s) => s.marca === 'Humo')).toBe(true);
    const weekly = humo.find((s) => s.dias.length === 1);
    expect(weekly?.fechaEntrega).toBe('2026-12-02');
  });
});
