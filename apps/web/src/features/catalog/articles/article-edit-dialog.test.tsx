import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast';
import { ArticleEditDialog } from './article-edit-dialog';
import {
  apiError,
  article,
  categories,
  choose,
  offeredOptions,
  openSelect,
  mockApi,
  renderWithApp,
  stubBrowser,
  type as typeInto,
  type ApiAnswer,
  type ApiCall,
  buttonIn,
} from './articles-test-support';

function serve(put: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  return mockApi((call) => {
    if (call.url.pathname === '/api/catalogo/categorias') return { body: categories };
    return call.method === 'PUT' ? put(call) : undefined;
  });
}

const onClose = vi.fn();

async function openEdit() {
  renderWithApp(
    <ArticleEditDialog
      state={{ article: article(), open: true }}
      onClose={onClose}
      afterClose={vi.fn()}
    />,
  );
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByDisplayValue('Pan de ajo 9 pulgadas');
  return dialog;
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);
const save = (dialog: HTMLElement) => fireEvent.click(buttonIn(dialog, 'Guardar'));

beforeEach(() => stubBrowser());

afterEach(() => {
  onClose.mockReset();
});

describe('article edit dialog', () => {
  it('shows the spec messages for the name and the units', async () => {
    serve();
    const dialog = await openEdit();
    typeInto(field(dialog, 'Nombre'), 'Pa');
    typeInto(field(dialog, 'Unidad de compra'), 'C');
    typeInto(field(dialog, 'Unidad de venta'), '');
    expect(
      await within(dialog).findByText('El nombre debe tener entre 3 y 150 caracteres'),
    ).toBeTruthy();
    expect(
      await within(dialog).findByText('La unidad debe tener entre 2 y 50 caracteres'),
    ).toBeTruthy();
    expect(await within(dialog).findByText('La unidad es obligatoria')).toBeTruthy();
  });

  it('shows the spec messages for the limits and sends nothing while they stand', async () => {
    const calls = serve();
    const dialog = await openEdit();
    expect(within(dialog).getByDisplayValue('50.500000')).toBeTruthy();
    typeInto(field(dialog, 'Mínimo de ingreso'), '-1');
    typeInto(field(dialog, 'Máximo de ingreso'), '1000000000');
    save(dialog);
    expect(await within(dialog).findByText('No se permiten números negativos')).toBeTruthy();
    expect(await within(dialog).findByText('El valor máximo es 999999999')).toBeTruthy();
    typeInto(field(dialog, 'Máximo de ingreso'), 'diez');
    expect(await within(dialog).findByText('Debe ser un número')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('refuses a minimum above the maximum', async () => {
    serve();
    const dialog = await openEdit();
    typeInto(field(dialog, 'Mínimo de ingreso'), '60');
    save(dialog);
    expect(
      await within(dialog).findByText('El mínimo no puede ser mayor que el máximo'),
    ).toBeTruthy();
    typeInto(field(dialog, 'Máximo de ingreso'), '60');
    await waitFor(() =>
      expect(within(dialog).queryByText('El mínimo no puede ser mayor que el máximo')).toBeNull(),
    );
  });

  it('saves the edit with the version seen and the limits with 6 decimals', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve(() => ({ body: { successful: 'Artículo actualizado' } }));
    const dialog = await openEdit();
    typeInto(field(dialog, 'Nombre'), '  Pan de ajo 12 pulgadas ');
    typeInto(field(dialog, 'Máximo de ingreso'), '75.25');
    await choose('Categoría', 'Lácteos');
    save(dialog);

    await waitFor(() => expect(success).toHaveBeenCalledWith('Artículo actualizado'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/catalogo/articulos/PAN-001');
    expect(put?.body).toEqual({
      nombre: 'Pan de ajo 12 pulgadas',
      unidad_compra: 'CAJA',
      unidad_venta: 'UNIDAD',
      minIngresoInv: '1.000000',
      maxIngresoInv: '75.250000',
      categoriaID: 2,
      version: 4,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('offers only active categories', async () => {
    serve();
    const dialog = await openEdit();
    await openSelect('Categoría', dialog);
    await waitFor(() => expect(offeredOptions()).toEqual(['Panadería', 'Lácteos']));
  });

  it('says Ocurrio un problema al actualizar el artículo when the server fails', async () => {
    const error = vi.spyOn(toast, 'error');
    serve(() => ({ status: 500, body: {} }));
    const dialog = await openEdit();
    save(dialog);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Ocurrio un problema al actualizar el artículo'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a change made meanwhile and the server field messages', async () => {
    const error = vi.spyOn(toast, 'error');
    let answer = apiError(
      409,
      'CONFLICT',
      'El artículo cambió mientras lo editaba; recargue e intente de nuevo',
    );
    serve(() => answer);
    const dialog = await openEdit();
    save(dialog);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'El artículo cambió mientras lo editaba; recargue e intente de nuevo',
      ),
    );
    answer = {
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Los datos enviados no son válidos.',
        fields: { categoriaID: 'La categoría seleccionada no está activa' },
      },
    };
    save(dialog);
    expect(
      await within(dialog).findByText('La categoría seleccionada no está activa'),
    ).toBeTruthy();
  });
});
