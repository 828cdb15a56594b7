import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_MESSAGES } from '@jarvis/contracts/orders';
import {
  apiError,
  locationShown,
  mockApi,
  renderRoute,
  stubScreen,
  stubSignedInBrowser,
} from '../../lib/test-api';
import { toast } from '../../lib/toast';
import { OrderDetailPage } from './order-detail-page';
import {
  cell,
  changes,
  line,
  open,
  orderOf,
  reads,
  serve,
  type,
} from './order-detail-test-support';

beforeEach(() => stubSignedInBrowser());

describe('detalle de pedido: datos e historial', () => {
  it('shows the head, the totals, the lines and the history oldest first', async () => {
    serve(orderOf(2, 'central'));
    await open();
    expect(screen.getByText('Blvd. Los Héroes')).toBeTruthy();
    expect(screen.getByText('Código PSW0005')).toBeTruthy();
    expect(screen.getByText('13/03/2026')).toBeTruthy();
    const totals = screen.getByLabelText('Totales del pedido').textContent;
    expect(totals).toContain('$50.0000');
    expect(totals).toContain('$6.5000');
    expect(totals).toContain('$56.5000');
    expect(screen.getByText('F-100')).toBeTruthy();
    const history = document.querySelector('.order-detail-history')!.textContent;
    expect(history).toContain('Cantidad recibida de Pan: 10 → 8');
    expect(history.indexOf('Creó el pedido')).toBeLessThan(history.indexOf('Modificó productos'));
  });

  it('answers an order that does not exist, and goes back to the list of its state', async () => {
    mockApi(() => apiError(404, 'NOT_FOUND', ORDER_MESSAGES.notFound));
    renderRoute(
      <OrderDetailPage route={{ nombre: 'Detalle' }} />,
      '/Compras/orden/9',
      '/Compras/orden/:pedidoId',
    );
    expect(await screen.findByText('Pedido no encontrado')).toBeTruthy();
    expect(screen.getByText(ORDER_MESSAGES.notFound)).toBeTruthy();
  });

  it("returns to the list of the order's state", async () => {
    serve(orderOf(2, 'central'));
    await open();
    fireEvent.click(screen.getByRole('button', { name: /Volver/ }));
    expect(await locationShown()).toBe('/Compras/pedidos-abiertos');
  });
});

describe('detalle de pedido: celdas', () => {
  it('opens only the cells the order allows: a branch edits the received quantity in Abierto', async () => {
    serve(orderOf(2, 'restaurante'), 'restaurante');
    await open();
    expect(await cell('Cantidad recibida de Pan')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Cantidad pedida de Pan' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Precio de Pan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar seleccionados/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar datos/ })).toBeNull();
  });

  it('shows an order in SAP read-only', async () => {
    serve(orderOf(8, 'central', { ediciones: ['precio'], acciones: ['registrarSap'] }));
    await open();
    expect(screen.getByText(/registrado en SAP/)).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Agregar producto/ })).toBeNull();
  });

  it('saves a cell at the version read, then the next at the version answered', async () => {
    const calls = serve(orderOf(2, 'central'));
    await open();
    type(await cell('Precio de Pan'), '3');
    type(await cell('Cantidad recibida de Agua 600 ml'), '9');
    await waitFor(() => expect(changes(calls)).toHaveLength(2));
    const [first, second] = changes(calls);
    expect(first!.method).toBe('PATCH');
    expect(first!.url.pathname).toBe('/api/pedidos/41/lineas');
    expect(first!.body).toEqual({
      version: 3,
      cambios: [{ pedidoDetalleId: 102, precioPedido: 3 }],
    });
    expect(second!.body).toEqual({
      version: 4,
      cambios: [{ pedidoDetalleId: 101, cantidadRecibida: 9 }],
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Totales del pedido').textContent).toContain('$58.1950'),
    );
  });

  it('says when someone else changed the order first, and reads it again', async () => {
    const conflict = apiError(409, 'CONFLICT', ORDER_MESSAGES.stale);
    const calls = serve(orderOf(2, 'central'), 'central', () => conflict);
    const error = vi.spyOn(toast, 'error');
    await open();
    const before = reads(calls);
    const price = await cell('Precio de Pan');
    type(price, '3');
    await waitFor(() => expect(error).toHaveBeenCalledWith(ORDER_MESSAGES.stale));
    await waitFor(() => expect(reads(calls)).toBeGreaterThan(before));
    expect((price as HTMLInputElement).value).toBe('2.5000');
  });

  it('puts the value back and says why when a save is refused', async () => {
    const refused = apiError(403, 'FORBIDDEN', ORDER_MESSAGES.notYourEdit);
    serve(orderOf(2, 'central'), 'central', () => refused);
    await open();
    const quantity = await cell('Cantidad pedida de Pan');
    type(quantity, '7');
    expect(await screen.findByText(ORDER_MESSAGES.notYourEdit)).toBeTruthy();
    expect((quantity as HTMLInputElement).value).toBe('3');
  });

  it('refuses decimals from a branch, negatives and a price below 0.01 before sending', async () => {
    const calls = serve(orderOf(2, 'restaurante'), 'restaurante');
    await open();
    const received = await cell('Cantidad recibida de Pan');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/users/me')).toBe(true));
    type(received, '2.5');
    expect(await screen.findByText(ORDER_MESSAGES.noDecimals)).toBeTruthy();
    type(received, '-1');
    expect(await screen.findByText(ORDER_MESSAGES.positiveNumber)).toBeTruthy();
    expect(changes(calls)).toHaveLength(0);
  });

  it('refuses a price below 0.01', async () => {
    const calls = serve(orderOf(2, 'central'));
    await open();
    type(await cell('Precio de Pan'), '0');
    expect(await screen.findByText(ORDER_MESSAGES.invalidPrice)).toBeTruthy();
    expect(changes(calls)).toHaveLength(0);
  });

  it('shows the lines on a phone as cards with their fields in place', async () => {
    stubScreen('phone');
    serve(orderOf(2, 'central'));
    await open();
    const cards = screen.getByRole('list', { name: 'Productos del pedido' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByRole('textbox', { name: 'Precio de Pan' })).toBeTruthy();
  });

  it('shows 5 lines a page at first', async () => {
    const lineas = [1, 2, 3, 4, 5, 6].map((n) => line(200 + n, `B${n}`, `Artículo ${n}`, '1', '1'));
    serve(
      orderOf(2, 'central', {
        lineas,
        proveedor: { ...orderOf(2, 'central').proveedor, maxProductos: 10 },
      }),
    );
    await open();
    expect(screen.getByText('Artículo 5')).toBeTruthy();
    expect(screen.queryByText('Artículo 6')).toBeNull();
  });
});
