import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast';
import { PriceListPage } from './price-list-page';
import {
  apiError,
  categories,
  choose,
  confirmation,
  mockApi,
  pricePage,
  priceRow,
  renderPage,
  stubBrowser,
  stubScreen,
  type ApiAnswer,
  type ApiCall,
  buttonIn,
} from '../articles/articles-test-support';

const pan = priceRow();
const leche = priceRow({
  id: 32,
  articuloID: 'LAC-010',
  articulo: 'Leche entera 1 L',
  articuloEstado: 0,
  estado: 0,
  precio: '0.9',
  cambios: 0,
});
const ajeno = priceRow({ id: 33, articulo: 'Queso cheddar', puedeEditar: false });

function serve(put: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  return mockApi((call) => {
    if (call.url.pathname === '/api/catalogo/precios')
      return { body: pricePage([pan, leche, ajeno]) };
    if (call.url.pathname === '/api/catalogo/categorias') return { body: categories };
    return call.method === 'PUT' ? put(call) : undefined;
  });
}

const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/catalogo/precios');
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const tab = (marca: string) => screen.getByText(marca).closest('[role="tab"]') as HTMLElement;
const PATH = '/Proveedor/lista-precios';
const open = (path = PATH) =>
  renderPage(<PriceListPage route={{ nombre: 'Lista de Precios' }} />, path);
const chip = async (nombre: string) =>
  within(await screen.findByRole('group', { name: 'Categorías' })).findByRole('button', {
    name: nombre,
  });

beforeEach(() => stubBrowser());

describe('price list page', () => {
  it('lists the prices with 4 decimals, the brand tabs with counts and the row actions', async () => {
    serve();
    open();
    const row = within(await rowOf('Pan de ajo 9 pulgadas'));
    expect(row.getByText('$12.5000')).toBeTruthy();
    expect(row.getByText('Panificadora Central')).toBeTruthy();
    expect(row.getByText('PAN-001 · Panadería')).toBeTruthy();
    expect(row.getByText('CAJA')).toBeTruthy();
    expect(row.getByText('× 24.0000')).toBeTruthy();
    expect(row.getByLabelText('Cambiar precio PAN-001 con Panificadora Central')).toBeTruthy();
    expect(within(await rowOf('Leche entera 1 L')).getByText('$0.9000')).toBeTruthy();
    expect(tab('Subway').textContent).toBe('Subway 40');
    expect(tab('Humo').textContent).toBe('Humo 12');

    const other = within(await rowOf('Queso cheddar'));
    expect(other.queryByLabelText(/Cambiar precio/)).toBeNull();
    expect(other.getByLabelText(/Historial/)).toBeTruthy();
    expect(other.getByLabelText(/^Estado de/)).toHaveProperty('disabled', true);
  });

  it('filters by category chip and search on the server', async () => {
    const calls = serve();
    open();
    await screen.findByText('Pan de ajo 9 pulgadas');
    fireEvent.click(await chip('Lácteos'));
    fireEvent.change(screen.getByPlaceholderText('Buscar artículo'), { target: { value: 'pan' } });
    await waitFor(() => {
      const params = listCalls(calls).at(-1)?.url.searchParams;
      expect(params?.get('categoriaId')).toBe('2');
      expect(params?.get('buscar')).toBe('pan');
    });
  });

  it('chooses the category with chips, as Artículos does, not with a dropdown', async () => {
    serve();
    open();
    await screen.findByText('Pan de ajo 9 pulgadas');
    const chips = within(screen.getByRole('group', { name: 'Categorías' })).getAllByRole('button');
    // The active categories after 'Todas'; 'Retirada' was deactivated.
    expect(chips.map((c) => c.textContent)).toEqual(['Todas', 'Panadería', 'Lácteos']);
    expect(chips[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('combobox', { name: 'Categoría' })).toBeNull();
  });

  it('shows the list the address names: brand, supplier, category, search, estado and page', async () => {
    const calls = serve();
    open(
      `${PATH}?marca=Humo&proveedorId=7&categoriaId=2&buscar=leche&estado=inactivos&page=2&size=20`,
    );
    await screen.findByText('Pan de ajo 9 pulgadas');
    const [first, ...others] = listCalls(calls);
    expect(others).toHaveLength(0);
    expect(Object.fromEntries(first!.url.searchParams)).toEqual({
      marca: 'Humo',
      proveedorId: '7',
      categoriaId: '2',
      buscar: 'leche',
      estado: 'inactivos',
      page: '2',
      size: '20',
    });
    expect((await chip('Lácteos')).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByPlaceholderText<HTMLInputElement>('Buscar artículo').value).toBe('leche');
    expect(screen.getByTitle('Inactivos').closest('.ant-segmented-item-selected')).toBeTruthy();
  });

  it('writes the category chosen into the address, back on page 1, and Todas out of it', async () => {
    serve();
    const { router } = open(`${PATH}?page=3`);
    await screen.findByText('Pan de ajo 9 pulgadas');
    fireEvent.click(await chip('Panadería'));
    await waitFor(() => expect(router.state.location.search).toBe('?categoriaId=1'));
    fireEvent.click(await chip('Todas'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('filters by supplier, and forgets it on another brand tab', async () => {
    const calls = serve();
    open();
    await screen.findByText('Pan de ajo 9 pulgadas');
    await choose('Proveedor', 'Panificadora Central');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url.searchParams.get('proveedorId')).toBe('7'),
    );
    fireEvent.click(tab('Humo'));
    await waitFor(() => {
      const params = listCalls(calls).at(-1)?.url.searchParams;
      expect(params?.get('marca')).toBe('Humo');
      expect(params?.get('proveedorId')).toBeNull();
      expect(params?.get('page')).toBe('1');
    });
  });

  it('asks before switching a supplier link off', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve(() => ({ body: { successful: 'Artículo desactivado para el proveedor' } }));
    open();
    fireEvent.click(within(await rowOf('Pan de ajo 9 pulgadas')).getByLabelText(/^Estado de/));
    const dialog = await confirmation('¿Desactivar el artículo para este proveedor?');
    expect(within(dialog).getByText('Proveedor: Panificadora Central')).toBeTruthy();
    fireEvent.click(buttonIn(dialog, 'Desactivar'));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Artículo desactivado para el proveedor'),
    );
    expect(calls.find((c) => c.method === 'PUT')?.url.pathname).toBe(
      '/api/catalogo/precios/31/estado/0',
    );
  });

  it('says No disponible for a link of an inactive article, without asking the server', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = serve();
    open();
    fireEvent.click(within(await rowOf('Leche entera 1 L')).getByLabelText(/^Estado de/));
    await waitFor(() => expect(error).toHaveBeenCalledWith('No disponible'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('shows the server refusal when the article went inactive meanwhile', async () => {
    const error = vi.spyOn(toast, 'error');
    serve(() => apiError(409, 'CONFLICT', 'No disponible'));
    open();
    fireEvent.click(within(await rowOf('Pan de ajo 9 pulgadas')).getByLabelText(/^Estado de/));
    fireEvent.click(buttonIn(await screen.findByRole('dialog'), 'Desactivar'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('No disponible'));
  });

  it('goes to the PPD screen from its button', async () => {
    serve();
    open();
    fireEvent.click(await screen.findByText('PPD', { selector: 'button > span' }));
    expect(await screen.findByText('Página PPD')).toBeTruthy();
  });

  it('offers Crear artículo only to a user with a brand, who can complete it', async () => {
    serve();
    open();
    expect(await screen.findByRole('button', { name: /Crear artículo/ })).toBeTruthy();
  });

  it('does not offer Crear artículo to an office user with no brand', async () => {
    mockApi((call) => {
      if (call.url.pathname === '/api/catalogo/precios')
        return { body: pricePage([pan], { marcaUsuario: null }) };
      if (call.url.pathname === '/api/catalogo/categorias') return { body: categories };
      return undefined;
    });
    open();
    await screen.findByText(pan.articulo);
    expect(screen.queryByRole('button', { name: /Crear artículo/ })).toBeNull();
    expect(screen.getByText('PPD', { selector: 'button > span' })).toBeTruthy();
  });

  it('shows cards with labelled actions on a phone', async () => {
    stubScreen('phone');
    serve();
    open();
    const card = within(
      await screen.findByLabelText('Pan de ajo 9 pulgadas · Panificadora Central'),
    );
    expect(document.querySelector('table')).toBeNull();
    expect(card.getByText('$12.5000')).toBeTruthy();
    expect(card.getByText('Cambiar precio')).toBeTruthy();
    expect(card.getByText('Historial')).toBeTruthy();
    const humo = screen.getByText('Humo').closest('button');
    expect(humo?.getAttribute('aria-pressed')).toBe('false');
    expect(humo?.textContent).toBe('Humo 12');
  });
});
