import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast';
import { ArticlesPage } from './articles-page';
import {
  apiError,
  article,
  articlePage,
  categories,
  mockApi,
  renderPage,
  stubBrowser,
  stubScreen,
  confirmation,
  type ApiAnswer,
  type ApiCall,
  buttonIn,
} from './articles-test-support';

const pan = article();
const leche = article({
  articuloID: 'LAC-010',
  articuloID_ficticio: null,
  nombre: 'Leche entera 1 L',
  categoriaID: 2,
  categoria: 'Lácteos',
  icono: 'GoldOutlined',
  isActive: 0,
  estado: 0,
  ppd: 1,
});

function serve(put: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  return mockApi((call) => {
    if (call.url.pathname === '/api/catalogo/articulos') return { body: articlePage([pan, leche]) };
    if (call.url.pathname === '/api/catalogo/categorias') return { body: categories };
    return call.method === 'PUT' ? put(call) : undefined;
  });
}

const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/catalogo/articulos');
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const route = { nombre: 'Artículos' };

beforeEach(() => stubBrowser());

describe('articles page', () => {
  it('lists the articles with their codes, units, limits with 6 decimals and suppliers', async () => {
    serve();
    renderPage(<ArticlesPage route={route} />);
    const row = within(await rowOf('Pan de ajo 9 pulgadas'));
    expect(row.getByText('PAN-001')).toBeTruthy();
    expect(row.getByText('Ficticio: F-PAN-001')).toBeTruthy();
    expect(row.getByText('CAJA')).toBeTruthy();
    expect(row.getByText('× 24.0000 UNIDAD')).toBeTruthy();
    expect(row.getByText('1.000000')).toBeTruthy();
    expect(row.getByText('50.500000')).toBeTruthy();
    expect(row.getByText('2/3')).toBeTruthy();
    expect(row.getByText('Panadería')).toBeTruthy();
    expect(row.getByLabelText('Estado de PAN-001').getAttribute('aria-checked')).toBe('true');
    expect(row.getByLabelText('PPD de PAN-001').getAttribute('aria-checked')).toBe('false');
    const blocked = within(await rowOf('Leche entera 1 L'));
    expect(blocked.getByText('Producto Bloqueado')).toBeTruthy();
    expect(screen.getByText('2 registros')).toBeTruthy();
  });

  it('filters on the server by search, estado and category chip, back on page 1', async () => {
    const calls = serve();
    renderPage(<ArticlesPage route={route} />);
    await screen.findByText('Pan de ajo 9 pulgadas');
    fireEvent.change(screen.getByPlaceholderText('Buscar por código o nombre'), {
      target: { value: ' pan ' },
    });
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url.searchParams.get('buscar')).toBe('pan'),
    );
    fireEvent.click(screen.getByText('Inactivos'));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url.searchParams.get('estado')).toBe('inactivos'),
    );
    fireEvent.click(within(screen.getByLabelText('Categorías')).getByText('Lácteos'));
    await waitFor(() => {
      const params = listCalls(calls).at(-1)?.url.searchParams;
      expect(params?.get('categoriaId')).toBe('2');
      expect(params?.get('page')).toBe('1');
      expect(params?.get('size')).toBe('10');
      expect(params?.get('buscar')).toBe('pan');
    });
  });

  it('asks before disabling an article and says it goes off for all its suppliers', async () => {
    const calls = serve();
    renderPage(<ArticlesPage route={route} />);
    const row = within(await rowOf('Pan de ajo 9 pulgadas'));
    fireEvent.click(row.getByLabelText('Estado de PAN-001'));
    const dialog = await confirmation('¿Desactivar el artículo?');
    expect(within(dialog).getByText('Se desactivará para todos sus proveedores (3).')).toBeTruthy();
    fireEvent.click(buttonIn(dialog, 'Cancelar'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(calls)).toHaveLength(0);
  });

  it('disables an article once confirmed', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve(() => ({
      body: { successful: 'Artículo desactivado para todos sus proveedores' },
    }));
    renderPage(<ArticlesPage route={route} />);
    const row = within(await rowOf('Pan de ajo 9 pulgadas'));
    fireEvent.click(row.getByLabelText('Estado de PAN-001'));
    fireEvent.click(buttonIn(await screen.findByRole('dialog'), 'Desactivar'));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Artículo desactivado para todos sus proveedores'),
    );
    expect(puts(calls)[0]?.url.pathname).toBe('/api/catalogo/articulos/PAN-001/estado/0');
  });

  it('activates an inactive article after confirming, and shows a refusal in the server words', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = serve(() => apiError(409, 'CONFLICT', 'El artículo no existe'));
    renderPage(<ArticlesPage route={route} />);
    const row = within(await rowOf('Leche entera 1 L'));
    fireEvent.click(row.getByLabelText('Estado de LAC-010'));
    await confirmation('¿Activar el artículo?');
    expect(screen.queryByText(/todos sus proveedores/)).toBeNull();
    fireEvent.click(buttonIn(screen.getByRole('dialog'), 'Activar'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('El artículo no existe'));
    expect(puts(calls)[0]?.url.pathname).toBe('/api/catalogo/articulos/LAC-010/estado/1');
  });

  it('switches PPD at once and says Error al actualizar when the server fails', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = serve(() => ({ status: 500, body: {} }));
    renderPage(<ArticlesPage route={route} />);
    const row = within(await rowOf('Pan de ajo 9 pulgadas'));
    fireEvent.click(row.getByLabelText('PPD de PAN-001'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error al actualizar'));
    expect(puts(calls)[0]).toMatchObject({ body: { ppd: 1 } });
    expect(puts(calls)[0]?.url.pathname).toBe('/api/catalogo/articulos/PAN-001/ppd');
  });

  it('blocks and unblocks a product with the spec toasts', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve(({ body }) => ({
      body: {
        successful:
          (body as { isActive: number }).isActive === 0
            ? 'Producto Bloqueado'
            : 'Producto Habilitado',
      },
    }));
    renderPage(<ArticlesPage route={route} />);
    fireEvent.click(await screen.findByLabelText('Bloquear producto PAN-001'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Producto Bloqueado'));
    fireEvent.click(screen.getByLabelText('Habilitar producto LAC-010'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Producto Habilitado'));
    expect(puts(calls).map((c) => [c.url.pathname, c.body])).toEqual([
      ['/api/catalogo/articulos/PAN-001/bloqueo', { isActive: 0 }],
      ['/api/catalogo/articulos/LAC-010/bloqueo', { isActive: 1 }],
    ]);
  });

  it('says Error al actualizar precios when blocking fails', async () => {
    const error = vi.spyOn(toast, 'error');
    serve(() => ({ status: 503, body: {} }));
    renderPage(<ArticlesPage route={route} />);
    fireEvent.click(await screen.findByLabelText('Bloquear producto PAN-001'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error al actualizar precios'));
  });

  it('opens the edit dialog of a row with its values', async () => {
    serve();
    renderPage(<ArticlesPage route={route} />);
    fireEvent.click(await screen.findByLabelText('Editar PAN-001'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByDisplayValue('Pan de ajo 9 pulgadas')).toBeTruthy();
    expect(within(dialog).getByDisplayValue('1.000000')).toBeTruthy();
  });

  it('says in place when the list cannot load, and loads it again on request', async () => {
    let fail = true;
    const calls = mockApi((call) => {
      if (call.url.pathname !== '/api/catalogo/articulos') return undefined;
      return fail
        ? apiError(400, 'VALIDATION_ERROR', 'El número de página no es válido')
        : { body: articlePage([pan]) };
    });
    renderPage(<ArticlesPage route={route} />);
    expect(await screen.findByText('No se pudo cargar la lista')).toBeTruthy();
    expect(screen.getByText('El número de página no es válido')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByText('Volver a cargar'));
    expect(await screen.findByText('Pan de ajo 9 pulgadas')).toBeTruthy();
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('shows cards with labelled switches and actions on a phone', async () => {
    stubScreen('phone');
    serve();
    renderPage(<ArticlesPage route={route} />);
    const card = within(await screen.findByLabelText('Pan de ajo 9 pulgadas'));
    expect(document.querySelector('table')).toBeNull();
    expect(card.getByText('2 activos de 3')).toBeTruthy();
    expect(card.getByText('50.500000')).toBeTruthy();
    expect(card.getByText('Activo')).toBeTruthy();
    expect(card.getByLabelText('Editar PAN-001').textContent).toBe('Editar');
    expect(card.getByLabelText('Bloquear producto PAN-001')).toBeTruthy();
  });
});
