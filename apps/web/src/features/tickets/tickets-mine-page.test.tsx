import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TicketCard } from '@jarvis/contracts/tickets';
import { TICKET_MESSAGES } from '@jarvis/contracts/tickets';
import { TicketsMinePage } from './tickets-mine-page';
import { choose, mockApi, renderPage, stubBrowser, ticketCard } from './tickets-test-support';

const PATH = '/Tickets/mis-tickets';

function serve(items: TicketCard[], total = items.length) {
  return mockApi((call) =>
    call.url.pathname === '/api/tickets/mios'
      ? { body: { items, total, totalIsCapped: false, page: 1, size: 24 } }
      : undefined,
  );
}

const open = () => renderPage(<TicketsMinePage route={{ nombre: 'Mis Tickets' }} />, PATH);

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
});
