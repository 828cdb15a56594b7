import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ticketRequests } from '../../../test/tickets';
import { businessDate, businessTime } from '../../time';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { headers, newTicket, detail, move } = ticketRequests(() => t);

const cardOf = async (peticionID: number) =>
  (await t.app.inject({ url: '/api/tickets/mios', headers: await headers('restaurante') }))
    .json()
    .items.find((i: { peticionID: number }) => i.peticionID === peticionID) as {
    tieneRazon: boolean;
  };

async function moved(peticionID: number, estado: string, comentario?: string) {
  const res = await move('mantenimiento', peticionID, estado, comentario);
  expect(res.statusCode, res.body).toBe(200);
  return (await detail('restaurante', peticionID, 'u')).json();
}

describe('the closing date of a ticket', () => {
  it('is dated and timed as Creado, in the business time zone', async () => {
    const { peticionID } = await newTicket();
    const closed = await moved(peticionID, 'Completado');
    const [row] = await t.database.query<{ cierre_en: string | Date }>(
      'SELECT cierre_en FROM peticiones WHERE peticion_id = $1',
      [peticionID],
    );
    const at = new Date(row!.cierre_en);
    const tz = t.config.BUSINESS_TZ;
    expect(closed.fecha_cierre).toEqual({
      etiqueta: 'Completado',
      fecha: businessDate(at, tz),
      Hora: businessTime(at, tz),
    });

    const reopened = await moved(peticionID, 'Abierto');
    expect(reopened.fecha_cierre).toMatchObject({ etiqueta: 'Reabierto' });
    expect(reopened.fecha_cierre.Hora).toMatch(/^\d\d:\d\d$/);
  });
});

describe('the reason of a wait', () => {
  it('shows while the ticket waits and no longer once it is resumed, keeping it in the history', async () => {
    const { peticionID } = await newTicket();
    const waiting = await moved(peticionID, 'En Espera', 'Falta el repuesto');
    expect(waiting.com_en_espera).toBe('Falta el repuesto');
    expect((await cardOf(peticionID)).tieneRazon).toBe(true);

    const resumed = await moved(peticionID, 'Abierto');
    expect(resumed.com_en_espera).toBeNull();
    expect((await cardOf(peticionID)).tieneRazon).toBe(false);
    // Seen by the collaborator too, whose view is the same ticket.
    expect((await detail('mantenimiento', peticionID, 'c')).json().com_en_espera).toBeNull();
    expect(resumed.historial.map((h: { detalle: string | null }) => h.detalle)).toContain(
      'Abierto → En Espera: Falta el repuesto',
    );
  });

  it('no longer shows once the ticket is completed or cancelled; a new wait shows its own', async () => {
    const { peticionID } = await newTicket();
    await moved(peticionID, 'En Espera', 'Esperando al proveedor');
    const completed = await moved(peticionID, 'Completado');
    expect(completed.com_en_espera).toBeNull();
    expect((await cardOf(peticionID)).tieneRazon).toBe(false);

    await moved(peticionID, 'Abierto');
    const again = await moved(peticionID, 'En Espera', 'Falta la pieza');
    expect(again.com_en_espera).toBe('Falta la pieza');

    const cancelled = await moved(peticionID, 'Cancelado', 'Se compró un equipo nuevo');
    expect(cancelled).toMatchObject({
      com_en_espera: null,
      com_cancelado: 'Se compró un equipo nuevo',
    });
    expect((await cardOf(peticionID)).tieneRazon).toBe(true);
    const details = cancelled.historial.map((h: { detalle: string | null }) => h.detalle);
    expect(details).toEqual(
      expect.arrayContaining([
        'Abierto → En Espera: Esperando al proveedor',
        'Abierto → En Espera: Falta la pieza',
        'En Espera → Cancelado: Se compró un equipo nuevo',
      ]),
    );
  });
});
