import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_EXPORT_COLUMNS,
  REPORT_MESSAGES as M,
  REPORT_NO_COLLABORATOR,
  type Report,
} from '@jarvis/contracts/tickets-report';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ticketRequests } from '../../../test/tickets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { headers, newTicket, move } = ticketRequests(() => t);

/** March 2020 holds only the tickets these tests place there (the demo data is of the last months). */
const MARCH = 'desde=2020-03-01&hasta=2020-03-31';

async function report(username: string, query: string) {
  return t.app.inject({ url: `/api/tickets/reporte?${query}`, headers: await headers(username) });
}

const HOUR = 3_600_000;

/** Moves a ticket's creation and closing to known instants, as if it had lived then. */
async function placeAt(peticionId: number, creado: string, horas: number) {
  const created = new Date(creado);
  await t.database.query(
    `UPDATE peticiones SET creado_en = $2, cierre_en = $3 WHERE peticion_id = $1`,
    [peticionId, created.toISOString(), new Date(created.getTime() + horas * HOUR).toISOString()],
  );
}

async function departmentId(nombre: string) {
  const [row] = await t.database.query<{ departamento_id: number }>(
    'SELECT departamento_id FROM departamentos WHERE nombre = $1',
    [nombre],
  );
  return row!.departamento_id;
}

describe('Tickets Realizados: who sees what', () => {
  it('is for the collaborator departments, each on its own department', async () => {
    expect((await report('restaurante', MARCH)).statusCode).toBe(403);

    const own = await report('mantenimiento', MARCH);
    expect(own.statusCode, own.body).toBe(200);
    const body = own.json<Report>();
    const mantenimiento = await departmentId('Mantenimiento');
    expect(body.departamentoId).toBe(mantenimiento);
    expect(body.departamentos).toEqual([
      { departamentoID: mantenimiento, nombre: 'Mantenimiento' },
    ]);

    // A crafted department is refused, not silently replaced.
    const other = await report(
      'mantenimiento',
      `${MARCH}&departamentoId=${await departmentId('Compras')}`,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(M.otherDepartment);
  });

  it('lets an administrator report on every department or on one', async () => {
    const all = (await report('admin', MARCH)).json<Report>();
    expect(all.departamentoId).toBeNull();
    expect(all.departamentos.map((d) => d.nombre)).toEqual(
      expect.arrayContaining(['Compras', 'Informática', 'Mantenimiento', 'Recursos Humanos']),
    );
    const compras = await departmentId('Compras');
    const one = (await report('admin', `${MARCH}&departamentoId=${compras}`)).json<Report>();
    expect(one.departamentoId).toBe(compras);
  });

  it('answers bad periods with Spanish messages', async () => {
    const inverted = await report('mantenimiento', 'desde=2020-03-10&hasta=2020-03-01');
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().fields.hasta).toBe(M.rangeInverted);
    const long = await report('mantenimiento', 'desde=2019-01-01&hasta=2020-03-01');
    expect(long.json().fields.hasta).toBe(M.rangeTooLong);
    const bad = await report('mantenimiento', 'desde=2020-02-30&hasta=2020-03-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.desde).toBe(M.dateInvalid);
  });
});

describe('Tickets Realizados: the figures', () => {
  let waited: number;

  beforeAll(async () => {
    // Four completed tickets of 10, 20, 30 and 40 hours; one cancelled; one still waiting.
    const created: number[] = [];
    for (const [i, horas] of [10, 20, 30, 40].entries()) {
      const { peticionID } = await newTicket();
      created.push(peticionID);
      if (i === 3) {
        // Two stretches En Espera, two hours each, then completed: the wait adds up.
        for (let stretch = 0; stretch < 2; stretch++) {
          expect(
            (await move('mantenimiento', peticionID, 'En Espera', 'Repuesto')).statusCode,
          ).toBe(200);
          await t.database.query(
            `UPDATE peticiones SET espera_desde = espera_desde - interval '2 hours' WHERE peticion_id = $1`,
            [peticionID],
          );
          if (stretch === 0)
            expect((await move('mantenimiento', peticionID, 'Abierto')).statusCode).toBe(200);
        }
        waited = peticionID;
      }
      expect(
        (await move(i < 2 ? 'tecnico' : 'mantenimiento', peticionID, 'Completado')).statusCode,
      ).toBe(200);
      await placeAt(peticionID, `2020-03-0${i + 2}T15:00:00Z`, horas);
    }
    const cancelled = await newTicket();
    expect(
      (await move('mantenimiento', cancelled.peticionID, 'Cancelado', '=HYPERLINK("http://x")'))
        .statusCode,
    ).toBe(200);
    // Closed at 23:30 on 31 March in San Salvador, already 1 April in UTC: it is March's.
    await placeAt(cancelled.peticionID, '2020-03-31T20:00:00Z', 9.5);
    // Closed by a collaborator of role Restaurante: no realizado_por (spec 1 §4).
    await t.database.query('UPDATE peticiones SET realizado_por = NULL WHERE peticion_id = $1', [
      cancelled.peticionID,
    ]);
  });

  it('counts completed and cancelled with median and 90th percentile, the wait apart', async () => {
    const [{ espera_segundos }] = (await t.database.query<{ espera_segundos: number }>(
      'SELECT espera_segundos FROM peticiones WHERE peticion_id = $1',
      [waited],
    )) as [{ espera_segundos: number }];
    // 2 h + 2 h, give or take the seconds the requests took.
    expect(espera_segundos).toBeGreaterThanOrEqual(4 * 3600);
    expect(espera_segundos).toBeLessThan(4 * 3600 + 60);

    const body = (await report('mantenimiento', MARCH)).json<Report>();
    expect(body.resumen).toMatchObject({ completados: 4, cancelados: 1, conEspera: 1 });
    // percentile_cont over 10, 20, 30, 40 h: the median 25 h, the 90th percentile 37 h.
    expect(body.resumen.totalMediana).toBe(25 * 3600);
    expect(body.resumen.totalP90).toBe(37 * 3600);
    expect(body.resumen.esperaMediana).toBe(espera_segundos);
    expect(body.resumen.esperaTotal).toBe(espera_segundos);
    // Active time: 10, 20, 30 and 40 h less the wait.
    expect(body.resumen.activoMediana).toBe(25 * 3600);
    expect(body.resumen.activoP90).toBeCloseTo(30 * 3600 + 0.7 * (10 * 3600 - espera_segundos), 3);

    const people = Object.fromEntries(body.grupos.colaborador.map((g) => [g.nombre, g]));
    expect(people['Jorge Alberto Mejía']).toMatchObject({ completados: 2, cancelados: 0 });
    expect(people['José Ángel Ramírez']).toMatchObject({ completados: 2, cancelados: 0 });
    expect(people[REPORT_NO_COLLABORATOR]).toMatchObject({ completados: 0, cancelados: 1 });
    expect(body.grupos.departamento).toEqual([
      expect.objectContaining({ nombre: 'Mantenimiento', completados: 4, cancelados: 1 }),
    ]);
    expect(body.grupos.sucursal[0]).toMatchObject({ nombre: 'Subway Multiplaza', completados: 4 });
    expect(body.grupos.categoria.reduce((n, g) => n + g.completados + g.cancelados, 0)).toBe(5);
    expect(body.grupos.problema.reduce((n, g) => n + g.completados + g.cancelados, 0)).toBe(5);

    // April does not hold the ticket closed late on 31 March, business time.
    const april = (await report('mantenimiento', 'desde=2020-04-01&hasta=2020-04-30')).json();
    expect(april.resumen).toMatchObject({ completados: 0, cancelados: 0, totalMediana: null });
  });

  it('draws one bar per day, week or month, gaps as zeros', async () => {
    const days = (await report('mantenimiento', MARCH)).json<Report>();
    expect(days.granularidad).toBe('dia');
    expect(days.serie).toHaveLength(31);
    expect(days.serie.find((b) => b.periodo === '2020-03-02')).toEqual({
      periodo: '2020-03-02',
      completados: 1,
      cancelados: 0,
    });
    expect(days.serie.at(-1)).toEqual({ periodo: '2020-03-31', completados: 0, cancelados: 1 });

    const weeks = (await report('mantenimiento', `${MARCH}&granularidad=semana`)).json<Report>();
    // Weeks start on Monday: 24 February is the week of 1 March 2020 (a Sunday).
    expect(weeks.serie[0]!.periodo).toBe('2020-02-24');
    expect(weeks.serie.reduce((n, b) => n + b.completados, 0)).toBe(4);

    const months = (
      await report('mantenimiento', 'desde=2020-01-15&hasta=2020-06-30')
    ).json<Report>();
    expect(months.granularidad).toBe('mes');
    expect(months.serie.map((b) => b.periodo)).toEqual([
      '2020-01-01',
      '2020-02-01',
      '2020-03-01',
      '2020-04-01',
      '2020-05-01',
      '2020-06-01',
    ]);
  });

  it('exports the tickets to an Excel workbook that opens, with every breakdown', async () => {
    const res = await t.app.inject({
      url: `/api/tickets/reporte/exportar?${MARCH}&formato=xlsx`,
      headers: await headers('mantenimiento'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="tickets-realizados-2020-03-01-a-2020-03-31.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    const bytes = res.rawPayload;
    await book.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
    );
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Resumen',
      'Por departamento',
      'Por categoría',
      'Por problema',
      'Por sucursal',
      'Por colaborador',
      'Por período',
      'Tickets',
    ]);
    const tickets = book.getWorksheet('Tickets')!;
    expect(tickets.getRow(1).values).toEqual([undefined, ...REPORT_EXPORT_COLUMNS]);
    expect(tickets.rowCount).toBe(6);
    const first = tickets.getRow(2);
    expect(first.getCell(2).value).toBe('Completado');
    // 15:00 UTC is 09:00 in San Salvador; spreadsheets get the wall-clock time.
    expect((first.getCell(10).value as Date).toISOString()).toBe('2020-03-02T09:00:00.000Z');
    expect(first.getCell(12).value).toBe(10);
    // Dates and hours formatted; the header bold, frozen and filterable.
    expect(first.getCell(10).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(first.getCell(12).numFmt).toBe('#,##0.00');
    expect(tickets.getRow(1).font).toMatchObject({ bold: true });
    expect(tickets.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(tickets.autoFilter).toBeTruthy();
    const summary = book.getWorksheet('Resumen')!;
    expect(summary.getCell('B2').value).toBe('Mantenimiento');
    expect(summary.getCell('A2').font).toMatchObject({ bold: true });
    expect(book.getWorksheet('Por categoría')!.getRow(1).values).toContain('Categoría');
  });

  it('exports a CSV that Excel reads as UTF-8, with user text that cannot run as a formula', async () => {
    const res = await t.app.inject({
      url: `/api/tickets/reporte/exportar?${MARCH}&formato=csv`,
      headers: await headers('mantenimiento'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = res.body;
    expect(text.startsWith('\uFEFFCódigo,Estado,Departamento,Categoría')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines.at(-1)).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines.at(-1)).toContain(REPORT_NO_COLLABORATOR);
  });

  it('refuses the export to whoever may not see the report', async () => {
    const res = await t.app.inject({
      url: `/api/tickets/reporte/exportar?${MARCH}&formato=xlsx`,
      headers: await headers('restaurante'),
    });
    expect(res.statusCode).toBe(403);
    const badFormat = await t.app.inject({
      url: `/api/tickets/reporte/exportar?${MARCH}&formato=pdf`,
      headers: await headers('mantenimiento'),
    });
    expect(badFormat.statusCode).toBe(400);
  });
});
