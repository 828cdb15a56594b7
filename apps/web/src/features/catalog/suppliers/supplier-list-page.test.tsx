import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SupplierPage } from '@jarvis/contracts/suppliers';
import { SupplierListPage } from './supplier-list-page';
import {
  apiError,
  mockApi,
  renderPage,
  stubBrowser,
  stubScreen,
  supplierPage,
  supplierRow,
  type ApiAnswer,
  type ApiCall,
} from './suppliers-test-support';

const PATH = '/Proveedor/crear-proveedor';
const espiga = supplierRow();
const otherBrand = supplierRow({
  proveedorID: 8,
  codigo: 'PHU0002',
  nombre: 'Carnes Selectas',
  marca: 'Humo',
  estado: 0,
  descripcion: '',
  puedeEditar: false,
});

function serve(
  page: SupplierPage,
  put: (call: ApiCall) => ApiAnswer | undefined = () => undefined,
) {
  return mockApi((call) => {
    if (call.method === 'GET' && call.url.pathname === '/api/catalogo/proveedores')
      return { body: page };
    if (call.method === 'PUT' && call.url.pathname === '/api/catalogo/proveedores/7')
      return put(call);
    return undefined;
  });
}

const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/catalogo/proveedores');

const show = (path = PATH) =>
  renderPage(<SupplierListPage route={{ nombre: 'Proveedores' }} />, path, PATH);

const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);

/** Text queries: role queries over a whole table are slow under jsdom. */
async function openEdit() {
  fireEvent.click(await screen.findByLabelText(`Editar ${espiga.nombre}`));
  const title = await screen.findByText('Editar proveedor');
  return within(title.closest('.ant-modal') as HTMLElement);
}

beforeEach(() => stubBrowser());

describe('supplier list', () => {
  it('shows the brand tabs with their counts and the suppliers of the chosen one', async () => {
    serve(supplierPage([espiga, otherBrand]));
    show();
    const row = await rowOf('PSW0001');
    expect(row.getByText(espiga.nombre)).toBeTruthy();
    expect(row.getByText('Pan y harinas')).toBeTruthy();
    expect(row.getByText('2222-3333')).toBeTruthy();
    expect(row.getByText('25')).toBeTruthy();
    expect(row.getByText('Activo')).toBeTruthy();
    expect((await rowOf('PHU0002')).getByText('Inactivo')).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Subway 2', 'Humo 4', 'Viva Expresso 2']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('2 registros')).toBeTruthy();
  });

  it('offers edit only on suppliers of the user brand', async () => {
    serve(supplierPage([espiga, otherBrand]));
    show();
    expect(await screen.findByLabelText(`Editar ${espiga.nombre}`)).toBeTruthy();
    expect((await rowOf('PHU0002')).queryByRole('button', { name: /Editar/ })).toBeNull();
  });

  it('opens the SAP verification from Nuevo', async () => {
    serve(supplierPage([espiga]));
    show();
    fireEvent.click(await screen.findByText('Nuevo'));
    const title = await screen.findByText('Nuevo proveedor');
    const dialog = within(title.closest('.ant-modal') as HTMLElement);
    expect(dialog.getByLabelText('Código del proveedor')).toBeTruthy();
  });

  it('offers Nuevo only to who may create suppliers', async () => {
    serve(supplierPage([espiga], { puedeCrear: false, marcaUsuario: null }));
    show();
    await screen.findByText('PSW0001');
    expect(screen.queryByText('Nuevo')).toBeNull();
  });

  it('asks the server for another brand and for a search, from the first page, 8 per page', async () => {
    const calls = serve(supplierPage([espiga], { total: 20 }));
    show();
    await screen.findByText('PSW0001');
    expect(listCalls(calls)[0]?.url.searchParams.get('marca')).toBeNull();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('page')).toBe('2'));

    fireEvent.click(screen.getByText('Humo'));
    await waitFor(() => {
      const params = listCalls(calls).at(-1)?.url.searchParams;
      expect(params?.get('marca')).toBe('Humo');
      expect(params?.get('page')).toBe('1');
    });

    fireEvent.change(screen.getByPlaceholderText('Buscar'), { target: { value: ' espiga ' } });
    await waitFor(() => {
      const params = listCalls(calls).at(-1)?.url.searchParams;
      expect(params?.get('buscar')).toBe('espiga');
      expect(params?.get('marca')).toBe('Humo');
      expect(params?.get('size')).toBe('8');
    });
  });

  it('opens on the brand, search and page the address names', async () => {
    const calls = serve(supplierPage([espiga], { total: 20 }));
    show(`${PATH}?marca=Humo&buscar=espiga&page=2`);
    await screen.findByText('PSW0001');
    expect(listCalls(calls)).toHaveLength(1);
    const params = listCalls(calls)[0]?.url.searchParams;
    expect(params?.get('marca')).toBe('Humo');
    expect(params?.get('buscar')).toBe('espiga');
    expect(params?.get('page')).toBe('2');
    expect(screen.getByPlaceholderText<HTMLInputElement>('Buscar').value).toBe('espiga');
  });

  it('writes the brand, the page and the search into the address', async () => {
    const calls = serve(supplierPage([espiga], { total: 20 }));
    const { router } = show();
    await screen.findByText('PSW0001');
    const where = () => router.state.location.search;
    fireEvent.click(screen.getByText('Humo'));
    await waitFor(() => expect(where()).toBe('?marca=Humo'));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.url.searchParams.get('marca')).toBe('Humo'),
    );
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(where()).toBe('?marca=Humo&page=2'));
    fireEvent.change(screen.getByPlaceholderText('Buscar'), { target: { value: 'espiga' } });
    await waitFor(() => expect(where()).toBe('?marca=Humo&buscar=espiga'));
  });

  it('shows compact cards on a phone, with edit only where allowed', async () => {
    stubScreen('phone');
    serve(supplierPage([espiga, otherBrand]));
    show();
    await screen.findByText('PSW0001');
    expect(document.querySelector('table')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Editar/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Subway/, pressed: true })).toBeTruthy();
  });
});

describe('supplier edit from the list', () => {
  it('reloads the list when someone else changed the supplier meanwhile', async () => {
    const message = 'El proveedor cambió mientras lo editaba; recargue e intente de nuevo';
    const calls = serve(supplierPage([espiga]), () => apiError(409, 'CONFLICT', message));
    show();
    const dialog = await openEdit();
    const before = listCalls(calls).length;
    fireEvent.click(dialog.getByText('Guardar'));
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ version: 3 });
  });
});
