import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast';
import { PriceDialog } from './price-dialog';
import {
  apiError,
  mockApi,
  priceRow,
  renderWithApp,
  stubBrowser,
  type as typeInto,
  type ApiAnswer,
  buttonIn,
} from '../articles/articles-test-support';

const onClose = vi.fn();

function openWith(answer: ApiAnswer | undefined = undefined) {
  const calls = mockApi((call) => (call.method === 'PUT' ? answer : undefined));
  renderWithApp(<PriceDialog row={priceRow()} open onClose={onClose} afterClose={vi.fn()} />);
  return calls;
}

async function enter(value: string) {
  const dialog = await screen.findByRole('dialog');
  typeInto(within(dialog).getByLabelText('Precio nuevo'), value);
  fireEvent.click(buttonIn(dialog, 'Guardar'));
  return dialog;
}

/** The question asked before unsaved work is lost: an antd confirm, its title shown once. */
async function confirmation() {
  const title = await screen.findByText('¿Cerrar sin guardar?', {
    selector: '.ant-modal-confirm-title',
  });
  return title.closest('.ant-modal') as HTMLElement;
}

beforeEach(() => stubBrowser());

afterEach(() => {
  onClose.mockReset();
});

describe('price dialog', () => {
  it('shows the current price with 4 decimals and refuses prices that are not positive', async () => {
    const calls = openWith();
    const dialog = await enter('-5');
    expect(within(dialog).getByText('$12.5000')).toBeTruthy();
    expect(within(dialog).getByText('Panificadora Central')).toBeTruthy();
    expect(await within(dialog).findByText('No se permiten números negativos')).toBeTruthy();
    typeInto(within(dialog).getByLabelText('Precio nuevo'), '0');
    expect(await within(dialog).findByText('El precio debe ser mayor a cero')).toBeTruthy();
    typeInto(within(dialog).getByLabelText('Precio nuevo'), '1.12345');
    expect(await within(dialog).findByText('Máximo 4 decimales')).toBeTruthy();
    typeInto(within(dialog).getByLabelText('Precio nuevo'), '');
    expect(await within(dialog).findByText('Ingrese el precio')).toBeTruthy();
    typeInto(within(dialog).getByLabelText('Precio nuevo'), '12.5');
    expect(await within(dialog).findByText('El precio nuevo es igual al actual')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('sends the new price with 4 decimals and the version seen, and says Precio modificado', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = openWith({ body: { successful: 'Precio modificado' } });
    await enter('13,75');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Precio modificado'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/catalogo/precios/31');
    expect(put?.body).toEqual({ precio: '13.7500', version: 9 });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a price changed meanwhile in the server words', async () => {
    const error = vi.spyOn(toast, 'error');
    openWith(
      apiError(
        409,
        'CONFLICT',
        'El precio cambió mientras lo editaba; recargue e intente de nuevo',
      ),
    );
    await enter('14');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'El precio cambió mientras lo editaba; recargue e intente de nuevo',
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes at once when nothing was typed', async () => {
    openWith();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(buttonIn(dialog, 'Cancelar'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('¿Cerrar sin guardar?')).toBeNull();
  });

  it('asks before a typed price is lost to Cancelar or the X, and keeps it on Seguir aquí', async () => {
    const calls = openWith();
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar precio' });
    typeInto(within(dialog).getByLabelText('Precio nuevo'), '14');
    fireEvent.click(buttonIn(dialog, 'Cancelar'));
    const ask = await confirmation();
    expect(within(ask).getByText('El precio nuevo que escribió se perderá.')).toBeTruthy();
    fireEvent.click(buttonIn(ask, 'Seguir aquí'));
    await waitFor(() => expect(screen.queryByText('¿Cerrar sin guardar?')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Precio nuevo').value).toBe('14');
    // The dialog's own X asks the same; leaving without saving sends nothing.
    fireEvent.click(dialog.querySelector('.ant-modal-close') as HTMLElement);
    const again = await confirmation();
    fireEvent.click(buttonIn(again, 'Cerrar sin guardar'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('says Error al actualizar precio when the server fails', async () => {
    const error = vi.spyOn(toast, 'error');
    openWith({ status: 500, body: {} });
    await enter('14');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error al actualizar precio'));
  });
});
