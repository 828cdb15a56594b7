import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ColumnConfig } from '@ant-design/plots';
import { REPORT_MESSAGES, type Report, type ReportRow } from '@jarvis/contracts/tickets-report';
import { stubScreen } from '../../lib/test-api';
import { toast } from '../../lib/toast';
import { TicketsReportPage } from './tickets-report-page';
import {
  apiError,
  choose,
  mockApi,
  renderPage,
  stubBrowser,
  type ApiAnswer,
  type ApiCall,
} from './tickets-test-support';

// jsdom has no canvas to draw on: the chart library is a stand-in that keeps what it was given.
const drawn = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('@ant-design/plots', () => ({
  Column: (config: Record<string, unknown>) => {
    drawn.push(config);
    return null;
  },
}));

/** What the last chart drawn was asked to show. */
async function lastChart() {
  await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
  return drawn.at(-1) as ColumnConfig & {
    tooltip: { title: (row: object) => string };
    scale: { color: object; y: { tickMethod: () => number[] } };
    axis: { x: { labelFormatter: (periodo: string) => string } };
  };
}

const PATH = '/Tickets/reporte';
const HOUR = 3600;

const metrics = {
  completados: 11,
  cancelados: 5,
  totalMediana: 53 * HOUR,
  totalP90: 133 * HOUR,
  activoMediana: 51 * HOUR,
  activoP90: 64 * HOUR,
  conEspera: 4,
  esperaMediana: 62 * HOUR,
  esperaTotal: 238 * HOUR,
};

const row = (clave: string, nombre: string, overrides: Partial<ReportRow> = {}): ReportRow => ({
  ...metrics,
  clave,
  nombre,
  ...overrides,
});

function report(overrides: Partial<Report> = {}): Report {
  return {
    desde: '2026-11-01',
    hasta: '2026-11-21',
    granularidad: 'dia',
    departamentos: [{ departamentoID: 3, nombre: 'Mantenimiento' }],
    departamentoId: 3,
    resumen: metrics,
    pendientes: { abiertos: 10, enEspera: 4 },
    serie: [
      { periodo: '2026-11-01', completados: 1, cancelados: 0 },
      { periodo: '2026-11-02', completados: 3, cancelados: 2 },
      { periodo: '2026-11-03', completados: 7, cancelados: 3 },
    ],
    grupos: {
      departamento: [row('3', 'Mantenimiento')],
      categoria: [row('30', 'Refrigeración')],
      problema: [row('300', 'Refrigerador no enfría')],
      sucursal: [row('7', 'Subway Multiplaza')],
      colaborador: [
        row('6', 'Jorge Alberto Mejía', { completados: 10, cancelados: 4 }),
        row('0', 'Sin registrar', {
          completados: 1,
          cancelados: 1,
          totalMediana: null,
          conEspera: 0,
          esperaMediana: null,
        }),
      ],
    },
    ...overrides,
  };
}

const empty: Report['resumen'] = {
  completados: 0,
  cancelados: 0,
  totalMediana: null,
  totalP90: null,
  activoMediana: null,
  activoP90: null,
  conEspera: 0,
  esperaMediana: null,
  esperaTotal: 0,
};

/** Answers the report with `answer` and the export with `exported`; returns the calls. */
function serve(
  answer: (call: ApiCall) => ApiAnswer = () => ({ body: report() }),
  exported: (call: ApiCall) => ApiAnswer = () => ({ body: 'a;b' }),
) {
  return mockApi((call) => {
    if (call.url.pathname === '/api/tickets/reporte') return answer(call);
    if (call.url.pathname === '/api/tickets/reporte/exportar') return exported(call);
    return undefined;
  });
}

const reportQueries = (calls: ApiCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/tickets/reporte').map((c) => c.url.search);

const open = (search = '') =>
  renderPage(<TicketsReportPage route={{ nombre: 'Tickets Realizados' }} />, PATH + search, PATH);

// Label queries: role queries compute every accessible name of antd's large DOM, seconds in jsdom.
const kpi = (name: string) => within(screen.getByLabelText(name, { selector: '.report-kpi' }));
const loaded = () => screen.findByLabelText('Completados', { selector: '.report-kpi' });

beforeEach(() => {
  drawn.length = 0;
  stubBrowser();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 10, 30));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('tickets realizados', () => {
  it('reports this month so far, with the times and the wait apart', async () => {
    const calls = serve();
    open();
    await loaded();
    expect(reportQueries(calls)).toEqual(['?desde=2026-11-01&hasta=2026-11-21']);
    expect(screen.getByText('Volumen y tiempos de Mantenimiento')).toBeTruthy();

    expect(kpi('Completados').getByText('11')).toBeTruthy();
    expect(kpi('Completados').getByText('69 % de los cerrados')).toBeTruthy();
    expect(kpi('Cancelados').getByText('5')).toBeTruthy();
    expect(kpi('Tiempo hasta el cierre').getByText('2 d 5 h')).toBeTruthy();
    expect(kpi('Tiempo hasta el cierre').getByText('P90:', { exact: false }).textContent).toBe(
      'P90: 5 d 13 h',
    );
    expect(kpi('Tiempo activo').getByText('2 d 3 h')).toBeTruthy();
    expect(kpi('En Espera').getByText('4')).toBeTruthy();
    expect(kpi('En Espera').getByText(/^Mediana/).textContent).toBe(
      'Mediana 2 d 14 h · total 9 d 22 h',
    );
    expect(kpi('Pendientes ahora').getByText('14')).toBeTruthy();
    expect(
      kpi('Pendientes ahora').getByText('10 abiertos').closest('.report-kpi__note')?.textContent,
    ).toBe('10 abiertos · 4 en espera');

    const chart = screen.getByLabelText(/^Tickets cerrados por día/);
    expect(chart.getAttribute('role')).toBe('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Tickets cerrados por día del 01/11/2026 al 21/11/2026: 11 completados y 5 cancelados. Máximo: 03/11/2026, con 10 tickets.',
    );
    const column = await lastChart();
    expect(column.data).toEqual([
      { periodo: '2026-11-01', estado: 'Completados', cantidad: 1 },
      { periodo: '2026-11-01', estado: 'Cancelados', cantidad: 0 },
      { periodo: '2026-11-02', estado: 'Completados', cantidad: 3 },
      { periodo: '2026-11-02', estado: 'Cancelados', cantidad: 2 },
      { periodo: '2026-11-03', estado: 'Completados', cantidad: 7 },
      { periodo: '2026-11-03', estado: 'Cancelados', cantidad: 3 },
    ]);
    expect(column.stack).toBe(true);
    expect(column.scale.color).toEqual({
      domain: ['Completados', 'Cancelados'],
      range: ['#2f9e62', '#cf1322'],
    });
    expect(column.scale.y.tickMethod()).toEqual([0, 5, 10]);
    expect(column.axis.x.labelFormatter('2026-11-02')).toBe('02/11');
    expect(column.tooltip.title({ periodo: '2026-11-02' })).toBe('02/11/2026');

    const pane = document.querySelector('[role="tabpanel"]:not([aria-hidden="true"])');
    const cells = [...(pane?.querySelectorAll('tbody tr:not([aria-hidden]) td') ?? [])].map(
      (cell) => cell.textContent,
    );
    expect(cells).toEqual([
      'Mantenimiento',
      '11',
      '5',
      '2 d 5 h',
      '5 d 13 h',
      '2 d 3 h',
      '4',
      '2 d 14 h',
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Departamento',
      'Categoría',
      'Problema',
      'Sucursal',
      'Colaborador',
    ]);
  });

  it('tells each breakdown row in one cell on a phone', async () => {
    stubScreen('phone');
    serve();
    open();
    await loaded();
    const breakdowns = screen.getByRole('group', { name: 'Desglose' });
    expect(
      within(breakdowns)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Departamento', 'Categoría', 'Problema', 'Sucursal', 'Colaborador']);
    expect(screen.queryByRole('tab')).toBeNull();
    const pane = document.querySelector('.ant-table') as HTMLElement;
    expect(pane.querySelector('thead')).toBeNull();
    const row = within(pane);
    expect(row.getByText('11 completados · 5 cancelados')).toBeTruthy();
    expect(row.getByText(/^Cierre/).textContent).toBe(
      'Cierre 2 d 5 h (P90 5 d 13 h) · activo 2 d 3 h',
    );

    const byBranch = within(breakdowns).getByRole('button', { name: 'Sucursal' });
    expect(byBranch.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(byBranch);
    expect(byBranch.getAttribute('aria-pressed')).toBe('true');
    expect(await within(pane).findByText('Subway Multiplaza')).toBeTruthy();
    expect(within(pane).queryByText('Mantenimiento')).toBeNull();
  });

  it('offers no department choice to a collaborator, who sees only their own', async () => {
    serve();
    open();
    await loaded();
    expect(screen.queryByRole('combobox', { name: 'Departamento' })).toBeNull();
  });

  it('lets an administrator narrow the report to one department', async () => {
    const calls = serve((call) => {
      const id = call.url.searchParams.get('departamentoId');
      return {
        body: report({
          departamentos: [
            { departamentoID: 2, nombre: 'Compras' },
            { departamentoID: 1, nombre: 'Informática' },
            { departamentoID: 3, nombre: 'Mantenimiento' },
          ],
          departamentoId: id ? Number(id) : null,
        }),
      };
    });
    open();
    expect(await screen.findByText('Volumen y tiempos de todos los departamentos')).toBeTruthy();
    await choose('Departamento', 'Compras');
    await waitFor(() =>
      expect(reportQueries(calls).at(-1)).toBe(
        '?desde=2026-11-01&hasta=2026-11-21&departamentoId=2',
      ),
    );
    expect(await screen.findByText('Volumen y tiempos de Compras')).toBeTruthy();
  });

  it('reads the filters from the address and asks again when the period or bars change', async () => {
    const calls = serve((call) => ({
      body: report({
        granularidad: call.url.searchParams.get('granularidad') === 'mes' ? 'mes' : 'semana',
      }),
    }));
    open('?desde=2026-09-01&hasta=2026-09-30&granularidad=semana');
    await loaded();
    expect(reportQueries(calls)).toEqual([
      '?desde=2026-09-01&hasta=2026-09-30&granularidad=semana',
    ]);

    expect((await lastChart()).tooltip.title({ periodo: '2026-11-02' })).toBe(
      'Semana del 02/11/2026',
    );

    fireEvent.click(screen.getByText('Por mes'));
    await waitFor(() =>
      expect(reportQueries(calls).at(-1)).toBe(
        '?desde=2026-09-01&hasta=2026-09-30&granularidad=mes',
      ),
    );
    await screen.findByLabelText(/^Tickets cerrados por mes/);
    const byMonth = await lastChart();
    expect(byMonth.axis.x.labelFormatter('2026-11-01')).toBe('nov 2026');
    expect(byMonth.tooltip.title({ periodo: '2026-11-01' })).toBe('noviembre de 2026');

    // A new period lets the server choose the bar width again.
    fireEvent.mouseDown(screen.getByDisplayValue('01/09/2026'));
    fireEvent.click(screen.getByDisplayValue('01/09/2026'));
    fireEvent.click(await screen.findByText('Mes anterior'));
    await waitFor(() =>
      expect(reportQueries(calls).at(-1)).toBe('?desde=2026-10-01&hasta=2026-10-31'),
    );
  });

  it('says so when nothing was closed in the period, and has nothing to export', async () => {
    serve(() => ({ body: report({ resumen: empty, serie: [], grupos: report().grupos }) }));
    open();
    expect(await screen.findByText(REPORT_MESSAGES.noData)).toBeTruthy();
    expect(kpi('Tiempo hasta el cierre').getAllByText('—')).toHaveLength(2);
    expect(screen.queryByLabelText(/^Tickets cerrados/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("shows the server's reason when it refuses the period", async () => {
    serve(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Revise los datos',
        fields: { hasta: REPORT_MESSAGES.rangeTooLong },
      },
    }));
    open('?desde=2024-01-01&hasta=2026-11-21');
    expect(await screen.findByText(REPORT_MESSAGES.rangeTooLong)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('downloads the Excel file of the filters shown', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = serve();
    open();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = calls.find((c) => c.url.pathname === '/api/tickets/reporte/exportar');
    expect(call?.url.search).toBe('?desde=2026-11-01&hasta=2026-11-21&formato=xlsx');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'tickets-realizados-2026-11-01-a-2026-11-21.xlsx',
    );
  });

  it("tells why an export failed in the server's words", async () => {
    const error = vi.spyOn(toast, 'error');
    serve(undefined, () => apiError(403, 'FORBIDDEN', REPORT_MESSAGES.otherDepartment));
    open();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar a CSV' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(REPORT_MESSAGES.otherDepartment));
  });
});
