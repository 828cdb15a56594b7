import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_MESSAGES } from '@jarvis/contracts/orders';
import type { OrderFilterOptions, OrderPage } from '@jarvis/contracts/orders-lists';
import {
  apiError,
  firstPage,
  mockApi,
  renderRoute,
  stubScreen,
  stubSignedInBrowser,
  type ApiAnswer,
  type ApiCall,
} from '../../lib/test-api';
import {
  PurchaseClosedPage,
  PurchaseDeliveredPage,
  PurchaseInconsistentPage,
  PurchaseOpenPage,
} from './orders-list-page';
import { filterOptions, order } from './orders-list-test-support';

function serve(
  page: OrderPage | ApiAnswer,
  options: OrderFilterOptions = filterOptions,
): ApiCall[] {
  return mockApi(({ url }) => {
    if (url.pathname.startsWith('/api/pedidos/vista/'))
      return 'items' in page ? { body: page } : page;
    if (url.pathname === '/api/pedidos/filtros') return { body: options };
    return undefined;
  });
}

const listCalls = (calls: ApiCall[], vista = 'abiertos') =>
  calls.filter((c) => c.url.pathname === `/api/pedidos/vista/${vista}`);
const lastQuery = (calls: ApiCall[], vista = 'abiertos') =>
  listCalls(calls, vista).at(-1)?.url.searchParams;

const rowOf = async (pedidoId: number) =>
  (await screen.findByRole('link', { name: String(pedidoId) })).closest('tr') as HTMLElement;

beforeEach(() => stubSignedInBrowser());

describe('order lists', () => {
  it("shows the view's title and its orders, newest first as the API sends them", async () => {
    const calls = serve(firstPage([order(), order({ pedidoId: 119, creadoPor: 'Luis' })]));
    renderRoute(<PurchaseOpenPage />, '/Compras/pedidos-abiertos');
    expect(await screen.findByRole('heading', { name: 'Pedidos en abiertos' })).toBeTruthy();
    const row = within(await rowOf(120));
    expect(row.getByRole('link', { name: '120' }).getAttribute('href')).toBe('/Compras/orden/120');
    expect(row.getByText('05/03/2026')).toBeTruthy();
    expect(row.getByText('09/03/2026')).toBeTruthy();
    expect(row.getByText('$1,234.5000')).toBeTruthy();
    expect(row.getByText('SW04')).toBeTruthy();
    expect(row.getByText('4')).toBeTruthy();
    expect(screen.getAllByRole('row')[2]?.textContent).toContain('Luis');
    expect(lastQuery(calls)?.toString()).toBe('page=1&size=10');
    // One state: no state column.
    expect(screen.queryByRole('columnheader', { name: 'Estado' })).toBeNull();
  });

  it('says there are no orders, and with a search or filter that none were found', async () => {
    serve(firstPage([]));
    renderRoute(<PurchaseInconsistentPage />, '/Compras/pedidos-inconsistentes');
    expect(await screen.findByRole('heading', { name: 'Pedidos incosistentes' })).toBeTruthy();
    expect(await screen.findByText('No hay pedidos.')).toBeTruthy();
    cleanup();

    const calls = serve(firstPage([]));
    renderRoute(
      <PurchaseInconsistentPage />,
      '/Compras/pedidos-inconsistentes?desde=2026-03-01&hasta=2026-03-10',
    );
    expect(await screen.findByText('No se encontraron pedidos')).toBeTruthy();
    expect(lastQuery(calls, 'inconsistentes')?.toString()).toBe(
      'desde=2026-03-01&hasta=2026-03-10&page=1&size=10',
    );
  });

  it('shows what was registered on each inconsistent order, and whether it was corrected', async () => {
    serve(
      firstPage([
        order({
          pedidoId: 130,
          estado: 6,
          inconsistencias: ['Pedido Incompleto', 'Precio no Coincide'],
          correccionRequerida: 0,
        }),
        order({
          pedidoId: 131,
          estado: 6,
          inconsistencias: ['Precio no Coincide'],
          correccionRequerida: 1,
        }),
      ]),
    );
    renderRoute(<PurchaseInconsistentPage />, '/Compras/pedidos-inconsistentes');
    expect(await screen.findByRole('columnheader', { name: 'Inconsistencias' })).toBeTruthy();
    const first = within(await rowOf(130));
    expect(first.getByText('Pedido Incompleto')).toBeTruthy();
    expect(first.getByText('Precio no Coincide')).toBeTruthy();
    expect(first.queryByText('Corregido')).toBeNull();
    const second = within(await rowOf(131));
    expect(second.getByText('Corregido')).toBeTruthy();
  });

  it('searches on the server and keeps the search in the address', async () => {
    const calls = serve(firstPage([order()]));
    const { router } = renderRoute(<PurchaseOpenPage />, '/Compras/pedidos-abiertos?page=2');
    await rowOf(120);
    const box = screen.getByPlaceholderText('Buscar (N.º de pedido, proveedor o sucursal)');
    fireEvent.change(box, { target: { value: 'valle' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?buscar=valle'));
    await waitFor(() => expect(lastQuery(calls)?.get('buscar')).toBe('valle'));
    expect(lastQuery(calls)?.get('page')).toBe('1');
  });

  it('filters by supplier and branch, and hides the branch filter from a one-branch user', async () => {
    const calls = serve(firstPage([order()]));
    const { router } = renderRoute(<PurchaseOpenPage />, '/Compras/pedidos-abiertos');
    await rowOf(120);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Proveedor' }));
    fireEvent.click(await screen.findByTitle('Lácteos SA'));
    await waitFor(() => expect(router.state.location.search).toBe('?proveedorId=9'));
    await waitFor(() => expect(lastQuery(calls)?.get('proveedorId')).toBe('9'));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sucursal' }));
    fireEvent.click(await screen.findByTitle('Escalón (SW05)'));
    await waitFor(() => expect(router.state.location.search).toBe('?proveedorId=9&sucursalId=4'));
    await waitFor(() => expect(lastQuery(calls)?.get('sucursalId')).toBe('4'));
    cleanup();

    serve(firstPage([order()]), { ...filterOptions, sucursales: [filterOptions.sucursales[0]!] });
    renderRoute(<PurchaseOpenPage />, '/Compras/pedidos-abiertos');
    await rowOf(120);
    expect(await screen.findByRole('combobox', { name: 'Proveedor' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Sucursal' })).toBeNull();
  });

  it('cuts values over 10 characters to 5 and shows the whole value in a tooltip', async () => {
    serve(firstPage([order({ creadoPor: 'Ana' })]));
    renderRoute(<PurchaseOpenPage />, '/Compras/pedidos-abiertos');
    const row = within(await rowOf(120));
    const cut = row.getByText('Distr…');
    expect(row.getByText('Metrocentro'.slice(0, 5) + '…')).toBeTruthy();
    expect(row.getByText('Ana')).toBeTruthy();
    fireEvent.mouseEnter(cut.parentElement as HTMLElement);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Distribuidora del Valle');
  });

  it('lists delivered orders 100 a page with the delivery date and the CCF', async () => {
    const delivered = order({
      estado: 4,
      fechaEntrega: '2026-03-10',
      creditoFiscal: 'CCF-2026-000123',
    });
    const calls = serve({ ...firstPage([delivered], 100), total: 140 });
    const { router } = renderRoute(<PurchaseDeliveredPage />, '/Compras/pedidos-entregados');
    const row = within(await rowOf(120));
    expect(lastQuery(calls, 'entregados')?.get('size')).toBe('100');
    expect(screen.getByRole('columnheader', { name: 'Fecha entrega' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'CCF' })).toBeTruthy();
    expect(row.getByText('10/03/2026')).toBeTruthy();
    expect(row.getByText('CCF-2…')).toBeTruthy();

    const sizes = screen.getByRole('combobox', { name: 'Pedidos por página' });
    expect(sizes.closest('.ant-select')?.textContent).toContain('Todos');
    fireEvent.mouseDown(sizes);
    expect(await screen.findByTitle('10 / página')).toBeTruthy();
    fireEvent.click(await screen.findByTitle('20 / página'));
    await waitFor(() => expect(router.state.location.search).toBe('?size=20'));
    await waitFor(() => expect(lastQuery(calls, 'entregados')?.get('size')).toBe('20'));
  });

  it('shows each closed order state, since that list holds two', async () => {
    serve(firstPage([order({ estado: 5 }), order({ pedidoId: 118, estado: 8 })]));
    renderRoute(<PurchaseClosedPage />, '/Compras/pedidos-cerrados');
    expect(await screen.findByRole('columnheader', { name: 'Estado' })).toBeTruthy();
    expect(within(await rowOf(120)).getByText('Anulada')).toBeTruthy();
    expect(within(await rowOf(118)).getByText('SAP')).toBeTruthy();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    const calls = serve(apiError(429, 'RATE_LIMITED', 'Demasiadas solicitudes'));
    renderRoute(<PurchaseOpenPage />, '/Compras/pedidos-abiertos');
    expect(await screen.findByText(ORDER_MESSAGES.listFailed)).toBeTruthy();
    expect(screen.queryByText('No hay pedidos.')).toBeNull();
    const before = listCalls(calls).length;
    fireEvent.click(screen.getByRole('button', { name: 'Volver a cargar' }));
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
  });

  it('shows cards on a phone, each opening its order, with the filters in a panel', async () => {
    stubScreen('phone');
    const calls = serve(firstPage([order(), order({ pedidoId: 119 })]));
    const { router } = renderRoute(<PurchaseOpenPage />, '/Compras/pedidos-abiertos');
    const cards = within(await screen.findByRole('list', { name: 'Pedidos' })).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.getAttribute('href')).toBe('/Compras/orden/120');
    expect(within(cards[0] as HTMLElement).getByText('Pedido #120')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Distribuidora del Valle')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Abierto')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Proveedor' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Filtros/ }));
    const panel = await screen.findByRole('dialog', { name: 'Filtros' });
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Proveedor' }));
    fireEvent.click(await screen.findByTitle('Distribuidora del Valle'));
    await waitFor(() => expect(router.state.location.search).toBe('?proveedorId=7'));
    await waitFor(() => expect(lastQuery(calls)?.get('proveedorId')).toBe('7'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
