import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import {
  COLLABORATOR_SEARCH_PLACEHOLDER,
  TICKET_MESSAGES,
  type CollaboratorPage,
} from '@jarvis/contracts/tickets';
import { firstPage, stubScreen } from '../../lib/test-api';
import { TicketsCollaboratorsPage } from './tickets-collaborators-page';
import {
  locationShown,
  mockApi,
  renderPage,
  stubBrowser,
  ticketCard,
} from './tickets-test-support';

const PATH = '/Tickets/colaboradores';

/** The department's tickets: Subway first; a search stops counting at 1,001 (the list window). */
function serve() {
  return mockApi((call) => {
    if (call.url.pathname !== '/api/tickets/colaboradores') return undefined;
    const marca = call.url.searchParams.get('marca') ?? 'Subway';
    const searching = call.url.searchParams.has('buscar');
    const items = marca === 'Subway' ? [ticketCard()] : [];
    const body: CollaboratorPage = {
      items,
      total: items.length,
      totalIsCapped: false,
      page: 1,
      size: 10,
      marcas: [
        { marca: 'Subway', total: searching ? 1_001 : 1 },
        { marca: 'Humo', total: searching ? 0 : 12_345 },
        { marca: 'Viva Expresso', total: 0 },
      ],
    };
    return { body };
  });
}

const open = () =>
  renderPage(<TicketsCollaboratorsPage route={{ nombre: 'Tickets Colaboradores' }} />, PATH);

beforeEach(() => stubBrowser());

describe('tickets colaboradores', () => {
  it('counts each brand in its tab and asks the server for the one chosen', async () => {
    const calls = serve();
    open();

    const subway = await screen.findByRole('tab', { name: 'Subway 1' });
    expect(subway.getAttribute('aria-selected')).toBe('true');
    // Without 'Buscar' the counts are exact, however large.
    expect(screen.getByRole('tab', { name: 'Humo 12.345' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Viva Expresso 0' })).toBeTruthy();
    expect(await screen.findByText('MT-0005')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Humo 12.345' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('marca')).toBe('Humo'));
    expect(await screen.findByText(TICKET_MESSAGES.noTickets)).toBeTruthy();
  });

  it('veils its rows while another tab loads, and keeps them in hand while it refreshes', async () => {
    let held: Promise<void> | undefined;
    let release = () => {};
    const calls = mockApi(async (call) => {
      if (call.url.pathname !== '/api/tickets/colaboradores') return undefined;
      await held;
      return {
        body: {
          ...firstPage([ticketCard()]),
          marcas: [
            { marca: 'Subway', total: 1 },
            { marca: 'Humo', total: 1 },
          ],
        },
      };
    });
    // antd's Spin follows its `spinning` prop a turn late (an effect, then a timer of 0 ms), so the
    // veil is awaited, and its absence is read once that turn has passed (`settled`).
    const veiled = () => document.querySelector('.ant-spin-spinning') !== null;
    const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    /** What refreshes the list, and whether a refresh is under way (drawn with the page). */
    function Refresh() {
      const client = useQueryClient();
      const fetching = useIsFetching();
      return (
        <button type="button" onClick={() => void client.invalidateQueries()}>
          {fetching > 0 ? 'Refrescando' : 'Refrescar'}
        </button>
      );
    }
    renderPage(
      <>
        <TicketsCollaboratorsPage route={{ nombre: 'Tickets Colaboradores' }} />
        <Refresh />
      </>,
      PATH,
    );
    await screen.findByRole('row', { name: 'Ticket MT-0005' });

    // Another tab: Subway's rows stay in sight under a veil until Humo's arrive.
    held = new Promise((resolve) => (release = resolve));
    fireEvent.click(screen.getByRole('tab', { name: 'Humo 1' }));
    await screen.findByRole('button', { name: 'Refrescando' });
    await waitFor(() => expect(veiled()).toBe(true));
    release();
    await screen.findByRole('button', { name: 'Refrescar' });
    await waitFor(() => expect(veiled()).toBe(false));

    // A ticket changed elsewhere refreshes the same page (its queries invalidated): its rows stay
    // clickable until the new ones arrive, with no veil over them.
    held = new Promise((resolve) => (release = resolve));
    fireEvent.click(screen.getByRole('button', { name: 'Refrescar' }));
    await screen.findByRole('button', { name: 'Refrescando' });
    expect(calls).toHaveLength(3);
    await settled();
    expect(screen.queryByRole('button', { name: 'Refrescando' })).not.toBeNull();
    expect(veiled()).toBe(false);

    fireEvent.click(screen.getByRole('row', { name: 'Ticket MT-0005' }));
    expect(await locationShown()).toBe('/Tickets/detalles/5/c/SW04');
    release();
  });

  it("says '1000+' for a brand whose search stopped counting", async () => {
    const calls = serve();
    open();
    await screen.findByRole('tab', { name: 'Subway 1' });

    const search = screen.getByRole('textbox', { name: COLLABORATOR_SEARCH_PLACEHOLDER });
    fireEvent.change(search, { target: { value: 'refrigeración' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });

    expect(await screen.findByRole('tab', { name: 'Subway 1000+' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Humo 0' })).toBeTruthy();
    expect(calls.at(-1)?.url.searchParams.get('buscar')).toBe('refrigeración');
  });

  it('wraps the brands as buttons on a phone, so none hides behind an overflow menu', async () => {
    stubScreen('phone');
    const calls = serve();
    open();

    const brands = await screen.findByRole('group', { name: 'Marca' });
    const buttons = await within(brands).findAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Subway 1',
      'Humo 12.345',
      'Viva Expresso 0',
    ]);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(screen.queryByRole('tab')).toBeNull();

    fireEvent.click(within(brands).getByRole('button', { name: 'Viva Expresso 0' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('marca')).toBe('Viva Expresso'));
  });
});
