import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { discardWorkWhenAsked, keepWorkWhenAsked } from '../../../lib/test-api';
import { toast } from '../../../lib/toast';
import { SupplierEditDialog } from './supplier-edit-dialog';
import {
  apiError,
  mockApi,
  renderPage,
  stubBrowser,
  supplierRow,
  type ApiAnswer,
} from './suppliers-test-support';

const espiga = supplierRow();

/** The dialog as the list opens it; `onClose` tells whether it asked to close. */
async function open(answer: ApiAnswer = { body: { successful: 'Proveedor Actualizado' } }) {
  const calls = mockApi(({ method, url }) =>
    method === 'PUT' && url.pathname === '/api/catalogo/proveedores/7' ? answer : undefined,
  );
  const onClose = vi.fn();
  renderPage(
    <SupplierEditDialog supplier={espiga} open onClose={onClose} afterClose={() => undefined} />,
    '/Proveedor/crear-proveedor',
  );
  const dialog = within(await screen.findByRole('dialog'));
  return { calls, onClose, dialog };
}

beforeEach(() => stubBrowser());

describe('supplier edit dialog', () => {
  it('starts from the supplier as listed', async () => {
    const { dialog } = await open();
    expect(dialog.getByText('PSW0001 · Distribuidora La Espiga, S.A. de C.V.')).toBeTruthy();
    expect(dialog.getByLabelText<HTMLInputElement>('Teléfono').value).toBe('2222-3333');
    expect(dialog.getByLabelText<HTMLInputElement>('Máx. artículos por pedido').value).toBe('25');
    expect(dialog.getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  it('refuses a limit of zero and one with decimals', async () => {
    const { dialog } = await open();
    const limit = dialog.getByLabelText('Máx. artículos por pedido');
    fireEvent.change(limit, { target: { value: '0' } });
    expect(await dialog.findByText('Debe ser mayor a cero')).toBeTruthy();
    fireEvent.change(limit, { target: { value: '2.5' } });
    expect(await dialog.findByText('No se permiten decimales')).toBeTruthy();
  });

  it('masks the phone and refuses a bad e-mail', async () => {
    const { dialog } = await open();
    const phone = dialog.getByLabelText<HTMLInputElement>('Teléfono');
    fireEvent.change(phone, { target: { value: '7788a99001' } });
    expect(phone.value).toBe('7788-9900');
    fireEvent.change(dialog.getByLabelText('Correo'), { target: { value: 'ventas@' } });
    expect(await dialog.findByText('Ingrese un correo válido')).toBeTruthy();
  });

  it('does not send an invalid supplier', async () => {
    const { calls, dialog } = await open();
    fireEvent.change(dialog.getByLabelText('Teléfono'), { target: { value: '' } });
    fireEvent.click(dialog.getByText('Guardar'));
    expect(await dialog.findByText('Campo Requerido')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('saves with the version seen, says so and closes', async () => {
    const success = vi.spyOn(toast, 'success');
    const { calls, onClose, dialog } = await open();
    fireEvent.change(dialog.getByLabelText('Máx. artículos por pedido'), {
      target: { value: '30' },
    });
    fireEvent.change(dialog.getByLabelText('Descripción'), { target: { value: ' Pan ' } });
    fireEvent.click(dialog.getByRole('switch'));
    fireEvent.click(dialog.getByText('Guardar'));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Proveedor Actualizado'));
    expect(calls[0]?.body).toEqual({
      telefono: '2222-3333',
      correo: 'ventas@laespiga.com.sv',
      direccion: 'Calle El Progreso 12, San Salvador',
      descripcion: 'Pan',
      max_productos: 30,
      estado: 0,
      version: 3,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's reason and closes when someone else saved first", async () => {
    const error = vi.spyOn(toast, 'error');
    const message = 'El proveedor cambió mientras lo editaba; recargue e intente de nuevo';
    const { onClose, dialog } = await open(apiError(409, 'CONFLICT', message));
    fireEvent.click(dialog.getByText('Guardar'));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
    expect(onClose).toHaveBeenCalled();
  });

  it('says Error al actualizar proveedor when the server fails, and stays open', async () => {
    const error = vi.spyOn(toast, 'error');
    const { onClose, dialog } = await open(apiError(500, 'INTERNAL', 'Ocurrio un error'));
    fireEvent.click(dialog.getByText('Guardar'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error al actualizar proveedor'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes at once when untouched, and asks before an edit is lost', async () => {
    const { calls, onClose, dialog } = await open();
    fireEvent.click(dialog.getByText('Cancelar'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('¿Cerrar sin guardar?')).toBeNull();

    const description = dialog.getByLabelText<HTMLTextAreaElement>('Descripción');
    fireEvent.change(description, { target: { value: 'Entrega martes y viernes' } });
    // The dialog's X (as Escape and a click outside) asks first.
    fireEvent.click(document.querySelector('.ant-modal-close') as HTMLElement);
    await keepWorkWhenAsked('Los cambios al proveedor se perderán.');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(description.value).toBe('Entrega martes y viernes');

    fireEvent.click(dialog.getByText('Cancelar'));
    await discardWorkWhenAsked();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(calls).toHaveLength(0);
  });
});
