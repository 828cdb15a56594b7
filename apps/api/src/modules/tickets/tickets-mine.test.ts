import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MESSAGES as M } from '@jarvis/contracts/tickets';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ticketRequests } from '../../../test/tickets';

/** 'Mis Tickets' (issue #51): newest first by date and time; the departments the user can raise. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { headers, newTicket } = ticketRequests(() => t);

type Card = { peticionID: number; departamento: string; fecha: string; Hora: string };

async function mine(query: string, username = 'restaurante') {
  return t.app.inject({ url: `/api/tickets/mios${query}`, headers: await headers(username) });
}

const idsOf = (items: Card[]) => items.map((i) => i.peticionID);

describe('Mis Tickets order', () => {
  it('lists the newest first by date and time, not by id, tickets of the same moment by id', async () => {
    const older = await newTicket('restaurante');
    const tieA = await newTicket('restaurante');
    const tieB = await newTicket('restaurante');
    // The ticket created first is dated last (as one brought from elsewhere may be); the other two
    // share a moment, an hour before it.
    await t.database.query(
      `UPDATE peticiones SET creado_en = now() + interval '2 days' WHERE peticion_id = $1`,
      [older.peticionID],
    );
    await t.database.query(
      `UPDATE peticiones SET creado_en = now() + interval '2 days' - interval '1 hour'
        WHERE peticion_id = ANY($1::int[])`,
      [[tieA.peticionID, tieB.peticionID]],
    );

    const page = (await mine('?page=1&size=3')).json<{ items: Card[] }>();
    expect(idsOf(page.items)).toEqual([older.peticionID, tieB.peticionID, tieA.peticionID]);
    const [first, second] = page.items;
    expect(`${first?.fecha} ${first?.Hora}` > `${second?.fecha} ${second?.Hora}`).toBe(true);
  });

  it('pages by date without a ticket on two pages or none, as the database orders them', async () => {
    const stored = await t.database.query<{ id: number }>(
      `SELECT peticion_id AS id FROM peticiones
        WHERE sucursal_id = (SELECT sucursal_id FROM usuarios WHERE username = 'restaurante')
        ORDER BY creado_en DESC, peticion_id DESC LIMIT 6`,
    );
    const pages = await Promise.all(
      [1, 2, 3].map(async (n) => idsOf((await mine(`?page=${n}&size=2`)).json().items)),
    );
    expect(pages.flat()).toEqual(stored.map((r) => r.id));
  });
});

describe('Mis Tickets by department', () => {
  it('offers the departments Crear Ticket offers, Compras among them', async () => {
    const offered = (await mine('/departamentos')).json<{ departamentos: string[] }>();
    const catalog = (
      await t.app.inject({ url: '/api/tickets/catalogo', headers: await headers('restaurante') })
    ).json<{ departamentos: { nombre: string }[] }>();
    expect(offered.departamentos).toEqual(catalog.departamentos.map((d) => d.nombre));
    expect(offered.departamentos).toContain('Compras');
    for (const excluded of ['Gerencia', 'Operaciones', 'Informática'])
      expect(offered.departamentos).not.toContain(excluded);
  });

  it('filters Compras: the branch’s Compras tickets, no other department’s or branch’s', async () => {
    const compras = await newTicket('restaurante', 'Compras');
    const maintenance = await newTicket('restaurante', 'Mantenimiento');
    const elsewhere = await newTicket('restaurante2', 'Compras');

    const res = await mine('?departamento=Compras');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ items: Card[] }>().items;
    expect(idsOf(items)).toContain(compras.peticionID);
    expect(idsOf(items)).not.toContain(maintenance.peticionID);
    expect(idsOf(items)).not.toContain(elsewhere.peticionID);
    expect(items.every((i) => i.departamento === 'Compras')).toBe(true);
  });

  it('refuses a department no ticket can be raised to, in Spanish, naming it', async () => {
    for (const nombre of ['Informática', 'Cocina']) {
      const res = await mine(`?departamento=${encodeURIComponent(nombre)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: M.unknownDepartment(nombre),
        fields: { departamento: M.unknownDepartment(nombre) },
      });
    }
  });
});
