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

const open = (path = PATH) =>
  renderPage(<TicketsCollaboratorsPage route={{ nombre: 'Tickets Colaboradores' }} />, path, PATH);

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

  it('shows the list the address names: pending or all, the brand, the search and the page', async () => {
    const calls = serve();
    open(`${PATH}?alcance=todas&marca=Humo&buscar=horno&page=2`);
    expect(await screen.findByRole('tab', { name: 'Humo 0', selected: true })).toBeTruthy();
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toMatchObject({
      alcance: 'todas',
      marca: 'Humo',
      buscar: 'horno',
      page: '2',
    });
    expect(calls).toHaveLength(1);
    const search = screen.getByRole('textbox', { name: COLLABORATOR_SEARCH_PLACEHOLDER });
    expect((search as HTMLInputElement).value).toBe('horno');
    expect(screen.getByTitle('Todas').closest('.ant-segmented-item-selected')).toBeTruthy();
  });

  it('writes the tab, the search and pending or all into the address, each back on page 1', async () => {
    serve();
    const { router } = open(`${PATH}?page=3`);
    const where = () => `${router.state.location.pathname}${router.state.location.search}`;
    fireEvent.click(await screen.findByRole('tab', { name: 'Humo 12.345' }));
    await waitFor(() => expect(where()).toBe(`${PATH}?marca=Humo`));

    fireEvent.click(screen.getByTitle('Todas'));
    await waitFor(() => expect(where()).toBe(`${PATH}?marca=Humo&alcance=todas`));
    expect(router.state.historyAction).toBe('PUSH');

    const search = screen.getByRole('textbox', { name: COLLABORATOR_SEARCH_PLACEHOLDER });
    fireEvent.change(search, { target: { value: 'horno' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(where()).toBe(`${PATH}?marca=Humo&alcance=todas&buscar=horno`));
    // A search takes the place of the list it refined: Back leaves no half-typed step behind.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says so on the current tab when the search matches only on other brands, with a way there', async () => {
    const calls = mockApi((call) => {
      if (call.url.pathname !== '/api/tickets/colaboradores') return undefined;
      const marca = call.url.searchParams.get('marca') ?? 'Subway';
      const items = marca === 'Humo' ? [ticketCard({ marca: 'Humo' })] : [];
      return {
        body: {
          ...firstPage(items),
          marcas: [
            { marca: 'Subway', total: 0 },
            { marca: 'Humo', total: 3 },
            { marca: 'Viva Expresso', total: 0 },
          ],
        },
      };
    });
    open(`${PATH}?buscar=horno`);
    expect(await screen.findByText('No hay tickets en Subway; 3 en Humo')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ver Humo' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('marca')).toBe('Humo'));
    expect(calls.at(-1)?.url.searchParams.get('buscar')).toBe('horno');
    expect(await screen.findByRole('row', { name: 'Ticket MT-0005' })).toBeTruthy();
  });

  it('says only that there are no tickets when no tab has any', async () => {
    mockApi((call) =>
      call.url.pathname === '/api/tickets/colaboradores'
        ? {
            body: {
              ...firstPage([]),
              marcas: [
                { marca: 'Subway', total: 0 },
                { marca: 'Humo', total: 0 },
              ],
            },
          }
        : undefined,
    );
    open(`${PATH}?buscar=nada`);
    expect(await screen.findByText(TICKET_MESSAGES.noTickets)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Ver / })).toBeNull();
  });

  it('opens a ticket with the list as it is, for the detail’s Volver', async () => {
    serve();
    const { router } = open(`${PATH}?alcance=todas`);
    fireEvent.click(await screen.findByRole('row', { name: 'Ticket MT-0005' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Tickets/detalles/5/c/SW04'));
    expect(router.state.location.state).toEqual({ volverA: `${PATH}?alcance=todas` });
  });
});
