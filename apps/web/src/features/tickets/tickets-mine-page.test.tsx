import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TicketCard } from '@jarvis/contracts/tickets';
import { TICKET_MESSAGES } from '@jarvis/contracts/tickets';
import { TicketsMinePage } from './tickets-mine-page';
import {
  choose,
  mockApi,
  openSelect,
  renderPage,
  shownIn,
  stubBrowser,
  ticketCard,
  type ApiCall,
} from './tickets-test-support';

const PATH = '/Tickets/mis-tickets';

/** The departments the user can raise tickets to, as 'Crear Ticket' offers them. */
const DEPARTMENTS = ['Compras', 'Mantenimiento', 'Recursos Humanos'];

function serve(items: TicketCard[], total = items.length) {
  return mockApi((call) => {
    if (call.url.pathname === '/api/tickets/mios/departamentos')
      return { body: { departamentos: DEPARTMENTS } };
    return call.url.pathname === '/api/tickets/mios'
      ? { body: { items, total, totalIsCapped: false, page: 1, size: 24 } }
      : undefined;
  });
}

const open = (path = PATH) =>
  renderPage(<TicketsMinePage route={{ nombre: 'Mis Tickets' }} />, path, PATH);

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.url.pathname === '/api/tickets/mios');

beforeEach(() => stubBrowser());

describe('mis tickets', () => {
  it('shows each ticket as a card that opens its requester detail', async () => {
    serve([
      ticketCard(),
      ticketCard({
        peticionID: 6,
        mascara: 'MT-0006',
        problema: 'Lavadero tapado',
        estado: 'En Espera',
        tieneRazon: true,
      }),
    ]);
    open();

    const first = (await screen.findByText('MT-0005')).closest('a') as HTMLElement;
    expect(first.getAttribute('href')).toBe('/Tickets/detalles/5/u/SW04');
    expect(within(first).getByText('Horno no calienta')).toBeTruthy();
    expect(within(first).getByText('Mantenimiento')).toBeTruthy();
    expect(within(first).getByText('Abierto').closest('.ant-tag')?.className).toContain('blue');
    expect(within(first).getByText('09/03/2026 14:35')).toBeTruthy();
    expect(
      within(first).queryByRole('img', { name: 'Tiene una razón de espera o cancelación' }),
    ).toBeNull();

    const waiting = screen.getByText('MT-0006').closest('a') as HTMLElement;
    expect(within(waiting).getByText('En Espera').closest('.ant-tag')?.className).toContain(
      'warning',
    );
    expect(
      within(waiting).getByRole('img', { name: 'Tiene una razón de espera o cancelación' }),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Tickets' })).toBeTruthy();
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('filters by state and department on the server', async () => {
    const calls = serve([ticketCard()]);
    open();
    await screen.findByText('MT-0005');
    const lastQuery = () => calls.at(-1)?.url.searchParams;
    expect(lastQuery()?.get('estado')).toBeNull();
    expect(lastQuery()?.get('page')).toBe('1');

    await choose('Filtrar Estado', 'En Espera');
    await waitFor(() => expect(lastQuery()?.get('estado')).toBe('En Espera'));
    await choose('Filtrar Departamento', 'Recursos Humanos');
    await waitFor(() => expect(lastQuery()?.get('departamento')).toBe('Recursos Humanos'));
    expect(lastQuery()?.get('estado')).toBe('En Espera');
  });

  it('says there are no tickets when the branch has none', async () => {
    serve([]);
    open();
    expect(await screen.findByText(TICKET_MESSAGES.noTickets)).toBeTruthy();
  });

  it('pages when the branch has more tickets than fit in one page', async () => {
    serve([ticketCard()], 30);
    open();
    await screen.findByText('MT-0005');
    expect(document.querySelector('.ant-pagination')).toBeTruthy();
    expect(screen.getByText('30 registros')).toBeTruthy();
  });

  it('offers the departments the user can raise tickets to, Compras among them', async () => {
    serve([ticketCard()]);
    open();
    await screen.findByText('MT-0005');
    await openSelect('Filtrar Departamento');
    for (const name of DEPARTMENTS) expect(await screen.findByTitle(name)).toBeTruthy();
    expect(screen.queryByTitle('Informática')).toBeNull();
  });

  it('shows the list the address names: its filters and page, asked of the server', async () => {
    const calls = serve([ticketCard({ estado: 'Completado' })], 60);
    open(`${PATH}?estado=Completado&departamento=Compras&page=2`);
    await screen.findByText('MT-0005');
    const asked = listCalls(calls);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!.url.searchParams)).toMatchObject({
      estado: 'Completado',
      departamento: 'Compras',
      page: '2',
    });
    expect(shownIn('Filtrar Estado')).toBe('Completado');
    await waitFor(() => expect(shownIn('Filtrar Departamento')).toBe('Compras'));
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('2');
  });

  it('ignores what the list cannot take in the address: a state or department it does not offer', async () => {
    const calls = serve([ticketCard()]);
    open(`${PATH}?estado=Borrado&departamento=Gerencia`);
    await screen.findByText('MT-0005');
    const asked = listCalls(calls);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url.searchParams.get('estado')).toBeNull();
    expect(asked[0]!.url.searchParams.get('departamento')).toBeNull();
  });

  it('writes each filter and page into the address, a filter back on page 1', async () => {
    serve([ticketCard()], 60);
    const { router } = open(`${PATH}?page=2`);
    await screen.findByText('MT-0005');
    const where = () => `${router.state.location.pathname}${router.state.location.search}`;

    await choose('Filtrar Estado', 'Completado');
    await waitFor(() => expect(where()).toBe(`${PATH}?estado=Completado`));
    await choose('Filtrar Departamento', 'Compras');
    await waitFor(() => expect(where()).toBe(`${PATH}?estado=Completado&departamento=Compras`));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(where()).toBe(`${PATH}?estado=Completado&departamento=Compras&page=2`),
    );
  });

  it('opens a ticket with the list as it is, for the detail’s Volver', async () => {
    serve([ticketCard({ estado: 'Completado' })]);
    const { router } = open(`${PATH}?estado=Completado`);
    fireEvent.click(await screen.findByText('MT-0005'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Tickets/detalles/5/u/SW04'));
    expect(router.state.location.state).toEqual({ volverA: `${PATH}?estado=Completado` });
  });
});
