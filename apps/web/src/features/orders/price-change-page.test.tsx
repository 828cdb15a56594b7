import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_MESSAGES } from '@jarvis/contracts/orders';
import {
  PRICE_CHANGE_MESSAGES as M,
  PRICE_CHANGE_REDIRECT_MS,
  type PriceChangeArticles,
  type PriceChangeOptions,
  type PriceChangeOrder,
  type PriceChangePreview,
} from '@jarvis/contracts/orders-price-change';
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
import { PriceChangePage } from './price-change-page';

const PATH = '/Proveedor/cambio-precio';
const FILTERED = `${PATH}?desde=2026-03-01&hasta=2026-03-11`;
const HUELLA = 'a'.repeat(64);

const options: PriceChangeOptions = {
  proveedores: [{ proveedorId: 7, nombre: 'Distribuidora del Valle', codigo: 'PSW0007' }],
  sucursales: [{ sucursalId: 3, nombre: 'Metrocentro', bodega: 'SW04' }],
  estados: [2, 4, 6],
};

const order = (pedidoId: number): PriceChangeOrder => ({
  pedidoId,
  estado: 2,
  fechaPedido: '2026-03-05',
  proveedor: { proveedorId: 7, nombre: 'Distribuidora del Valle' },
  sucursal: { sucursalId: 3, nombre: 'Metrocentro', bodega: 'SW04' },
  totalPedido: '20.0000',
  totalFinal: '22.6000',
  lineas: [
    {
      pedidoDetalleId: pedidoId * 10,
      articuloId: 'PAN-01',
      nombre: 'Pan blanco',
      unidad: 'Unidad',
      cantidad: '10.0000',
      precioPedido: '2.0000',
    },
  ],
});

const articles: PriceChangeArticles = {
  articulos: [
    {
      articuloId: 'PAN-01',
      nombre: 'Pan blanco',
      unidad: 'Unidad',
      pedidos: 2,
      precioMinimo: '2.0000',
      precioMaximo: '2.0000',
    },
  ],
  hayMas: false,
};

const preview: PriceChangePreview = {
  ...firstPage([
    {
      ...order(11),
      totalPedidoAntes: '20.0000',
      totalPedidoNuevo: '25.0000',
      totalFinalAntes: '22.6000',
      totalFinalNuevo: '28.2500',
      lineas: [
        {
          pedidoDetalleId: 110,
          articuloId: 'PAN-01',
          nombre: 'Pan blanco',
          unidad: 'Unidad',
          cantidad: '10.0000',
          precioAntes: '2.0000',
          precioNuevo: '2.5000',
        },
      ],
    },
  ]),
  huella: HUELLA,
  resumen: { pedidos: 1, lineas: 1, totalFinalAntes: '22.6000', totalFinalNuevo: '28.2500' },
};

function serve(
  apply: () => ApiAnswer = () => ({ body: { successful: M.completed, pedidos: 1, lineas: 1 } }),
) {
  return mockApi((call) => {
    const { pathname } = call.url;
    if (pathname === '/api/pedidos/cambio-precio/opciones') return { body: options };
    if (pathname === '/api/pedidos/cambio-precio')
      return { body: firstPage([order(11), order(12)]) };
    if (pathname === '/api/pedidos/cambio-precio/articulos') return { body: articles };
    if (pathname === '/api/pedidos/cambio-precio/vista-previa') return { body: preview };
    if (pathname === '/api/pedidos/cambio-precio/aplicar') return apply();
    return undefined;
  });
}

const posts = (calls: ApiCall[], path: string) =>
  calls.filter(
    (c) => c.method === 'POST' && c.url.pathname === `/api/pedidos/cambio-precio/${path}`,
  );

const open = (path = FILTERED) =>
  renderRoute(<PriceChangePage route={{ nombre: 'Cambio de Precio' }} />, path, PATH);

const priceInput = () => screen.findByRole('spinbutton', { name: 'Precio nuevo de Pan blanco' });

/** Chooses order 11 and types a new price for Pan blanco, then opens the preview. */
async function previewChange(price = '2.5') {
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar pedido 11' }));
  fireEvent.change(await priceInput(), { target: { value: price } });
  const button = screen.getByRole('button', { name: /Vista previa/ });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Vista previa del cambio de precio' });
}

beforeEach(() => stubSignedInBrowser());
afterEach(() => vi.useRealTimers());

describe('mass price change', () => {
  it('waits for a date range before listing, and asks for it', async () => {
    const calls = serve();
    open(PATH);
    expect(await screen.findByText(M.chooseFirst)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Buscar/ }));
    expect(await screen.findByText(M.chooseDateRange)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/pedidos/cambio-precio')).toBe(false);
  });

  it('lists the filter’s orders with their lines, and refuses a negative price', async () => {
    const calls = serve();
    open(`${FILTERED}&estado=4`);
    expect(await screen.findByRole('checkbox', { name: 'Seleccionar pedido 12' })).toBeTruthy();
    const list = calls.find((c) => c.url.pathname === '/api/pedidos/cambio-precio');
    expect(list?.url.searchParams.toString()).toBe(
      'desde=2026-03-01&hasta=2026-03-11&estado=4&page=1&size=10',
    );
    fireEvent.click(screen.getAllByRole('button', { name: /Expandir fila/ })[0]!);
    expect(await screen.findAllByText('Pan blanco')).not.toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar pedido 11' }));
    expect(await screen.findByText('1 pedido seleccionado')).toBeTruthy();
    fireEvent.change(await priceInput(), { target: { value: '-3' } });
    expect(await screen.findByText(ORDER_MESSAGES.noNegatives)).toBeTruthy();
    const button = screen.getByRole('button', { name: /Vista previa/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('previews old → new per line and per order, applies, then starts again after 2.5 s', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve();
    open();
    const dialog = await previewChange();
    expect(posts(calls, 'vista-previa')[0]?.body).toEqual({
      filtro: { desde: '2026-03-01', hasta: '2026-03-11' },
      cambios: [{ articuloId: 'PAN-01', precio: 2.5 }],
      pedidoIds: [11],
      page: 1,
      size: 10,
    });
    expect(await within(dialog).findByText('de $2.0000 a $2.5000')).toBeTruthy();
    expect(within(dialog).getByText('de $22.6000 a $28.2500')).toBeTruthy();
    expect(within(dialog).getByText('de $22.60 a $28.25')).toBeTruthy();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const apply = within(dialog).getByRole('button', { name: 'Aplicar' });
    fireEvent.click(apply);
    fireEvent.click(apply);
    await waitFor(() => expect(success).toHaveBeenCalledWith(M.completed));
    expect(posts(calls, 'aplicar')).toHaveLength(1);
    expect(posts(calls, 'aplicar')[0]?.body).toEqual({
      filtro: { desde: '2026-03-01', hasta: '2026-03-11' },
      cambios: [{ articuloId: 'PAN-01', precio: 2.5 }],
      pedidoIds: [11],
      huella: HUELLA,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Ningún pedido seleccionado')).toBeTruthy();
    expect(((await priceInput()) as HTMLInputElement).value).toBe('2.50');

    vi.advanceTimersByTime(PRICE_CHANGE_REDIRECT_MS);
    await waitFor(async () => expect(((await priceInput()) as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText(M.completed)).toBeNull();
  });

  it('applies to every order of the filter without sending their numbers', async () => {
    const calls = serve();
    open();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Seleccionar los 2 pedidos del filtro' }),
    );
    expect(await screen.findByText('Todos los pedidos del filtro (2)')).toBeTruthy();
    fireEvent.change(await priceInput(), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: /Vista previa/ }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(posts(calls, 'vista-previa')).toHaveLength(1));
    expect(posts(calls, 'vista-previa')[0]?.body).not.toHaveProperty('pedidoIds');
  });

  it('says an order changed meanwhile, and shows the preview again', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = serve(() => apiError(409, 'CONFLICT', M.changedMeanwhile));
    open();
    const dialog = await previewChange();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(M.changedMeanwhile, 2));
    await waitFor(() => expect(posts(calls, 'vista-previa').length).toBeGreaterThan(1));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says the update failed in the spec’s words when the server fails', async () => {
    const error = vi.spyOn(toast, 'error');
    serve(() => apiError(500, 'INTERNAL', 'Error interno'));
    open();
    const dialog = await previewChange();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(M.failed, 2));
  });

  it('shows cards with checkboxes and their lines on a phone', async () => {
    stubScreen('phone');
    serve();
    open();
    const cards = within(await screen.findByRole('list', { name: 'Pedidos' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Ver productos (1)' }));
    expect(within(cards[0]!).getByRole('list', { name: 'Productos del pedido 11' })).toBeTruthy();
    fireEvent.click(within(cards[0]!).getByRole('checkbox'));
    expect(await screen.findByText('1 pedido seleccionado')).toBeTruthy();
  });
});
