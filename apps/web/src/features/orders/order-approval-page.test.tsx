import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { SessionUser } from '@jarvis/contracts/auth';
import { ORDER_MESSAGES } from '@jarvis/contracts/orders';
import { ORDER_LIST_MESSAGES, type ApprovalPage } from '@jarvis/contracts/orders-lists';
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
import { toast } from '../../lib/toast';
import { OrderApprovalPage } from './order-approval-page';
import { approvalRow, filterOptions, sessionUser } from './orders-list-test-support';

const PATH = '/Compras/aprobar-pedidos';
const MOVED = 'Otro usuario ya cambió el estado de el pedido #11; actualice la lista';

const inReview = approvalRow({ pedidoId: 11 });
const alsoInReview = approvalRow({ pedidoId: 12 });
const open2 = approvalRow({ pedidoId: 13, estado: 2 });

type Serve = {
  page?: ApprovalPage;
  post?: (call: ApiCall) => ApiAnswer | undefined;
  me?: SessionUser;
};

function serve({
  page = firstPage([inReview, alsoInReview]),
  post,
  me = sessionUser(),
}: Serve = {}) {
  return mockApi((call) => {
    const { pathname } = call.url;
    if (pathname === '/api/pedidos/aprobacion') return { body: page };
    if (pathname === '/api/pedidos/filtros') return { body: filterOptions };
    if (pathname === '/api/users/me') return { body: me };
    if (call.method === 'POST') return post?.(call);
    return undefined;
  });
}

const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/pedidos/aprobacion');
const posts = (calls: ApiCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === path);

const open = (path = `${PATH}?proveedorId=7`) =>
  renderRoute(<OrderApprovalPage route={{ nombre: 'Aprobar pedidos' }} />, path, PATH);

const checkbox = (pedidoId: number) =>
  screen.findByRole('checkbox', { name: `Seleccionar pedido ${pedidoId}` });

/** Picks today in the open dialog's date picker (earlier days are disabled). */
async function pickToday(dialog: HTMLElement) {
  fireEvent.mouseDown(within(dialog).getByPlaceholderText('Seleccione la fecha'));
  fireEvent.click(within(dialog).getByPlaceholderText('Seleccione la fecha'));
  const today = dayjs().format('YYYY-MM-DD');
  const cell = await waitFor(() => {
    const found = document.querySelector(`td[title="${today}"]`);
    if (!found) throw new Error('calendar not open');
    return found;
  });
  fireEvent.click(cell);
  return today;
}

beforeEach(() => stubSignedInBrowser());

describe('order approval', () => {
  it('offers Revisión and the last 10 days, and waits for a supplier before listing', async () => {
    const calls = serve();
    const { router } = open(PATH);
    expect(await screen.findByDisplayValue('01/03/2026')).toBeTruthy();
    expect(screen.getByDisplayValue('11/03/2026')).toBeTruthy();
    expect(screen.getByTitle('Revisión')).toBeTruthy();
    expect(screen.getByText(/Seleccione un proveedor y presione Buscar/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Buscar/ }));
    expect(await screen.findByText(ORDER_MESSAGES.chooseSupplier)).toBeTruthy();
    expect(listCalls(calls)).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Proveedor' }));
    fireEvent.click(await screen.findByTitle('Distribuidora del Valle'));
    fireEvent.click(screen.getByRole('button', { name: /Buscar/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?proveedorId=7&desde=2026-03-01&hasta=2026-03-11'),
    );
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    expect(listCalls(calls)[0]?.url.searchParams.toString()).toBe(
      'page=1&size=10&estado=1&proveedorId=7&desde=2026-03-01&hasta=2026-03-11',
    );
  });

  it('lists another state without a supplier', async () => {
    const calls = serve({ page: firstPage([open2]) });
    const { router } = open(PATH);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Estado' }));
    fireEvent.click(await screen.findByTitle('Abierto'));
    fireEvent.click(screen.getByRole('button', { name: /Buscar/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?estado=2&desde=2026-03-01&hasta=2026-03-11'),
    );
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('estado')).toBe('2'));
    expect(listCalls(calls).at(-1)?.url.searchParams.has('proveedorId')).toBe(false);
  });

  it("shows the API's refusal of a filter written by hand, by the field it names", async () => {
    const inverted = ORDER_LIST_MESSAGES.rangeInverted;
    mockApi(({ url }) => {
      if (url.pathname === '/api/pedidos/filtros') return { body: filterOptions };
      if (url.pathname === '/api/users/me') return { body: sessionUser() };
      if (url.pathname !== '/api/pedidos/aprobacion') return undefined;
      const body = { statusCode: 400, code: 'VALIDATION_ERROR', message: inverted };
      return { status: 400, body: { ...body, fields: { hasta: inverted } } };
    });
    open(`${PATH}?proveedorId=7&desde=2026-03-10&hasta=2026-03-01`);
    await waitFor(() => expect(screen.getAllByText(inverted)).toHaveLength(2));
    expect(screen.queryByText('No se encontraron pedidos')).toBeNull();
  });

  it('lets only orders in Revisión be selected, and says why the others cannot', async () => {
    const error = vi.spyOn(toast, 'error');
    serve({ page: firstPage([inReview, open2]) });
    open(`${PATH}?estado=2`);
    const off = await checkbox(13);
    expect((off as HTMLInputElement).disabled).toBe(true);
    fireEvent.mouseEnter(off.closest('.approval-check--off') as HTMLElement);
    expect((await screen.findByRole('tooltip')).textContent).toBe(ORDER_MESSAGES.notSelectable);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar los pedidos de la página' }));
    expect(error).toHaveBeenCalledWith(ORDER_MESSAGES.notSelectable);
    expect(((await checkbox(11)) as HTMLInputElement).checked).toBe(true);
    expect((off as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('1 pedido seleccionado')).toBeTruthy();
  });

  it('approves the selected orders with the estimated date the dialog asks for', async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    const calls = serve({
      post: () => ({ body: { successful: '2 pedidos aprobados', pedidoIds: [11, 12] } }),
    });
    open();
    const approve = await screen.findByRole('button', { name: /Aprobar/ });
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await checkbox(11));
    fireEvent.click(await checkbox(12));
    fireEvent.click(approve);

    const dialog = await screen.findByRole('dialog', { name: 'Aprobar pedidos' });
    expect(within(dialog).getByText(/#11, #12/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(await within(dialog).findByText(ORDER_MESSAGES.estimatedDateFormRequired)).toBeTruthy();
    await waitFor(() => expect(error).toHaveBeenCalledWith(ORDER_MESSAGES.estimatedDateRequired));
    expect(posts(calls, '/api/pedidos/aprobar')).toHaveLength(0);

    const today = await pickToday(dialog);
    const send = within(dialog).getByRole('button', { name: 'Aprobar' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(success).toHaveBeenCalledWith('2 pedidos aprobados'));
    expect(posts(calls, '/api/pedidos/aprobar')).toHaveLength(1);
    expect(posts(calls, '/api/pedidos/aprobar')[0]?.body).toEqual({
      pedidoIds: [11, 12],
      fechaEstimada: today,
    });
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
    expect(await screen.findByText('Ningún pedido seleccionado')).toBeTruthy();
  });

  it('shows who moved an order first and lists the orders again', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = serve({ post: () => apiError(409, 'CONFLICT', MOVED) });
    open();
    fireEvent.click(await checkbox(11));
    fireEvent.click(screen.getByRole('button', { name: /Aprobar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar pedidos' });
    await pickToday(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(MOVED));
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('voids the selected orders once confirmed', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve({
      post: () => ({ body: { successful: 'Pedido anulado', pedidoIds: [12] } }),
    });
    open();
    fireEvent.click(await checkbox(12));
    fireEvent.click(screen.getByRole('button', { name: /Anular/ }));
    const dialog = await screen.findByRole('dialog', { name: '¿Anular el pedido?' });
    expect(within(dialog).getByText('Se anulará el pedido #12.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls, '/api/pedidos/anular')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: /Anular/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anular' }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Pedido anulado'));
    expect(posts(calls, '/api/pedidos/anular')[0]?.body).toEqual({ pedidoIds: [12] });
  });

  it("downloads an order's PDF from its row", async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = serve({ post: () => ({ body: 'pdf' }) });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'PDF del pedido 11' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = posts(calls, '/api/pedidos/pdf')[0];
    expect(call?.body).toEqual({ pedidoIds: [11] });
    expect(call?.headers.get('authorization')).toBe('Bearer tok');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('pedido-11.pdf');
  });

  it('gives a Restaurante user no approval, and no actions on voided or SAP orders', async () => {
    const voided = approvalRow({ pedidoId: 14, estado: 5 });
    serve({ page: firstPage([voided, open2]), me: sessionUser({ rol: 'Restaurante' }) });
    open(`${PATH}?estado=5`);
    await checkbox(14);
    expect(screen.getByRole('button', { name: /Descargar PDF/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Aprobar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Anular/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ver pedido 14' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver pedido 13' }).getAttribute('href')).toBe(
      '/Compras/orden/13',
    );
  });

  it('shows cards with checkboxes and the actions in a bar on a phone', async () => {
    stubScreen('phone');
    serve();
    open();
    const cards = within(await screen.findByRole('list', { name: 'Pedidos' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(cards[0] as HTMLElement).getByRole('checkbox'));
    expect(await screen.findByText('1 pedido seleccionado')).toBeTruthy();
    const bar = document.querySelector('.approval-bar') as HTMLElement;
    expect(within(bar).getByRole('button', { name: /Aprobar/ })).toBeTruthy();
  });
});
