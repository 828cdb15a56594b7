import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ARTICLE_EXTRA_MESSAGES, type ArticleVerification } from '@jarvis/contracts/articles';
import { toast } from '../../../lib/toast';
import { CreateArticleDialog } from './create-article-dialog';
import {
  categories,
  choose,
  mockApi,
  renderWithApp,
  stubBrowser,
  supplier,
  buttonIn,
  offeredOptions,
  openSelect,
  type as typeInto,
  type ApiCall,
} from './articles-test-support';

const sapItem = {
  articuloID: 'ITM-900',
  nombre: 'Salsa chipotle 1 gal',
  unidad: 'CAJA',
  unidad_venta: 'GALON',
  cantidadCompra: '4.0000',
  activo: true,
  marcaSap: 'Subway',
};
const available: ArticleVerification = {
  resultado: 'disponible',
  mensaje: 'Existe el código ingresado',
  articulo: sapItem,
};
const suppliers = [
  supplier(),
  supplier({ proveedorID: 8, codigo: 'PSW0002', nombre: 'Salsas del Valle' }),
  supplier({ proveedorID: 9, codigo: 'PSW0003', nombre: 'Proveedor Inactivo', estado: 0 }),
];
const onClose = vi.fn();

type Answer = { status: number; body: unknown };
const created: Answer = {
  status: 201,
  body: { successful: 'Artículo creado', data: { articuloID: 'ITM-900', vinculos: [1] } },
};

function serve(verification: ArticleVerification, onCreate: Answer = created) {
  return mockApi((call: ApiCall) => {
    const path = call.url.pathname;
    if (path.startsWith('/api/catalogo/articulos/verificar/')) return { body: verification };
    if (path === '/api/catalogo/categorias') return { body: categories };
    // The server offers only the brand's active suppliers.
    if (path === '/api/catalogo/precios/proveedores')
      return {
        body: {
          marca: 'Subway',
          proveedores: suppliers
            .filter((s) => s.estado === 1)
            .map(({ proveedorID, nombre, codigo }) => ({ proveedorID, nombre, codigo })),
        },
      };
    if (call.method === 'POST' && path === '/api/catalogo/articulos') return onCreate;
    if (call.method === 'POST' && path === '/api/catalogo/articulos/ITM-900/proveedores')
      return { status: 201, body: { successful: 'Proveedores asignados' } };
    return undefined;
  });
}

async function verify(codigo: string, marca: string | null = 'Subway') {
  renderWithApp(<CreateArticleDialog open marca={marca} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog');
  typeInto(within(dialog).getByLabelText('Código del artículo'), codigo);
  fireEvent.click(buttonIn(dialog, 'Verificar'));
  return dialog;
}

const submit = (dialog: HTMLElement, name = 'Crear artículo') =>
  fireEvent.click(buttonIn(dialog, name));

beforeEach(() => stubBrowser());

afterEach(() => {
  onClose.mockReset();
});

describe('create article dialog', () => {
  it('asks for a code before verifying', async () => {
    const calls = serve(available);
    const dialog = await verify('  ');
    expect(await within(dialog).findByText('Ingrese el código del artículo')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.includes('verificar'))).toBe(false);
  });

  it('verifies the code as typed and shows SAP data read-only with Existe el código ingresado', async () => {
    const calls = serve(available);
    const dialog = await verify('itm-900');
    expect(await within(dialog).findByText('Existe el código ingresado')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname.includes('verificar'))?.url.pathname).toBe(
      '/api/catalogo/articulos/verificar/itm-900',
    );
    expect(within(dialog).getByText('Salsa chipotle 1 gal')).toBeTruthy();
    expect(within(dialog).getByText('GALON')).toBeTruthy();
    expect(within(dialog).queryByDisplayValue('Salsa chipotle 1 gal')).toBeNull();
    expect(within(dialog).getByLabelText('Categoría')).toBeTruthy();
  });

  it('refuses an inactive article and a code SAP does not have, offering nothing more', async () => {
    serve({
      resultado: 'inactivo',
      mensaje: 'Este artículo no esta disponible',
      articulo: sapItem,
    });
    const dialog = await verify('ITM-900');
    expect(await within(dialog).findByText('Este artículo no esta disponible')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Categoría')).toBeNull();
    expect(within(dialog).queryByText('Crear artículo', { selector: 'button > span' })).toBeNull();
    cleanup();

    serve({ resultado: 'no-encontrado', mensaje: 'El código ingresado no existe en SAP' });
    const again = await verify('NOPE');
    expect(await within(again).findByText('El código ingresado no existe en SAP')).toBeTruthy();
    expect(within(again).queryByText('Proveedores y precios')).toBeNull();
  });

  it('requires a category, the ficticio code when ticked and at least one supplier', async () => {
    const calls = serve(available);
    const dialog = await verify('ITM-900');
    await within(dialog).findByText('Existe el código ingresado');
    fireEvent.click(within(dialog).getByLabelText('Asignar ficticio'));
    expect(await within(dialog).findByLabelText('Código ficticio')).toBeTruthy();
    submit(dialog);
    expect(await within(dialog).findByText('Seleccione una categoría')).toBeTruthy();
    expect(await within(dialog).findByText('Ingrese el código ficticio')).toBeTruthy();
    expect(
      await within(dialog).findByText('El artículo debe asignarse a 1 o más proveedores'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates the article with its flags, ficticio and supplier prices', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve(available);
    const dialog = await verify('itm-900');
    await within(dialog).findByText('Existe el código ingresado');
    await choose('Categoría', 'Panadería');
    fireEvent.click(within(dialog).getByLabelText('Asignar ficticio'));
    typeInto(await within(dialog).findByLabelText('Código ficticio'), 'F-900');
    fireEvent.click(within(dialog).getByLabelText('Genérico'));
    fireEvent.click(within(dialog).getByLabelText('PPD'));
    await choose('Agregar proveedor', 'Salsas del Valle (PSW0002)');
    typeInto(await within(dialog).findByLabelText('Precio de Salsas del Valle'), '2.5');
    submit(dialog);

    await waitFor(() => expect(success).toHaveBeenCalledWith('Artículo creado'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      articuloID: 'ITM-900',
      categoriaID: 1,
      asignarFicticio: true,
      articuloID_ficticio: 'F-900',
      generico: 1,
      ppd: 1,
      proveedores: [{ proveedorID: 8, precio: '2.5000' }],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a ficticio code another article holds under its field and stays open', async () => {
    const taken = ARTICLE_EXTRA_MESSAGES.ficticioTaken('F-900', 'PAN-0001');
    serve(available, {
      status: 409,
      body: {
        statusCode: 409,
        code: 'CONFLICT',
        message: taken,
        fields: { articuloID_ficticio: taken },
      },
    });
    const dialog = await verify('itm-900');
    await within(dialog).findByText('Existe el código ingresado');
    await choose('Categoría', 'Panadería');
    fireEvent.click(within(dialog).getByLabelText('Asignar ficticio'));
    typeInto(await within(dialog).findByLabelText('Código ficticio'), 'F-900');
    await choose('Agregar proveedor', 'Salsas del Valle (PSW0002)');
    typeInto(await within(dialog).findByLabelText('Precio de Salsas del Valle'), '2.5');
    submit(dialog);

    expect(await within(dialog).findByText(taken)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks each supplier price as a new price', async () => {
    serve(available);
    const dialog = await verify('ITM-900');
    await within(dialog).findByText('Existe el código ingresado');
    await choose('Agregar proveedor', 'Salsas del Valle (PSW0002)');
    const price = await within(dialog).findByLabelText('Precio de Salsas del Valle');
    typeInto(price, '-2');
    expect(await within(dialog).findByText('No se permiten números negativos')).toBeTruthy();
    typeInto(price, '');
    expect(await within(dialog).findByText('Ingrese el precio')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Quitar Salsas del Valle'));
    await waitFor(() =>
      expect(within(dialog).queryByLabelText('Precio de Salsas del Valle')).toBeNull(),
    );
  });

  it('offers only the active suppliers of the brand, each once', async () => {
    serve(available);
    const dialog = await verify('ITM-900');
    await within(dialog).findByText('Existe el código ingresado');
    await choose('Agregar proveedor', 'Panificadora Central (PSW0001)');
    expect(await within(dialog).findByLabelText('Precio de Panificadora Central')).toBeTruthy();
    await openSelect('Agregar proveedor', dialog);
    await waitFor(() => expect(offeredOptions()).toEqual(['Salsas del Valle (PSW0002)']));
  });

  it('assigns a registered article to more suppliers instead of creating it', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve({
      resultado: 'registrado',
      mensaje: 'El artículo ya está registrado: puede asignarlo a más proveedores de su marca',
      articulo: sapItem,
      proveedoresAsignados: [7],
    });
    const dialog = await verify('ITM-900');
    expect(await within(dialog).findByText(/puede asignarlo a más proveedores/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Categoría')).toBeNull();
    submit(dialog, 'Asignar proveedores');
    expect(
      await within(dialog).findByText('El artículo debe asignarse a 1 o más proveedores'),
    ).toBeTruthy();
    await choose('Agregar proveedor', 'Salsas del Valle (PSW0002)');
    typeInto(await within(dialog).findByLabelText('Precio de Salsas del Valle'), '3');
    submit(dialog, 'Asignar proveedores');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Proveedores asignados'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/catalogo/articulos/ITM-900/proveedores');
    expect(post?.body).toEqual({ proveedores: [{ proveedorID: 8, precio: '3.0000' }] });
  });

  it('hides what was offered when the code changes after verifying', async () => {
    serve(available);
    const dialog = await verify('ITM-900');
    await within(dialog).findByText('Existe el código ingresado');
    typeInto(within(dialog).getByLabelText('Código del artículo'), 'ITM-901');
    await waitFor(() =>
      expect(within(dialog).queryByText('Existe el código ingresado')).toBeNull(),
    );
    expect(within(dialog).queryByLabelText('Categoría')).toBeNull();
  });
});
