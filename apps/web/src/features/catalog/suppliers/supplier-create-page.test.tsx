import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SupplierVerification } from '@jarvis/contracts/suppliers';
import { toast } from '../../../lib/toast';
import { SupplierCreatePage } from './supplier-create-page';
import {
  apiError,
  locationShown,
  mockApi,
  renderPage,
  sapSupplier,
  stubBrowser,
  verification,
  type ApiAnswer,
  type ApiCall,
} from './suppliers-test-support';

const PATTERN = '/Proveedor/crear/:id';

function serve(
  found: SupplierVerification,
  post: (call: ApiCall) => ApiAnswer | undefined = () => undefined,
) {
  return mockApi((call) => {
    if (
      call.method === 'GET' &&
      call.url.pathname.startsWith('/api/catalogo/proveedores/verificar/')
    )
      return { body: found };
    if (call.method === 'POST' && call.url.pathname === '/api/catalogo/proveedores')
      return post(call);
    return undefined;
  });
}

const open = (codigo = 'PSW0010') =>
  renderPage(
    <SupplierCreatePage route={{ nombre: 'Crear Proveedor' }} />,
    `/Proveedor/crear/${codigo}`,
    PATTERN,
  );

const created = {
  status: 201,
  body: {
    successful: 'Proveedor creado',
    data: { proveedorID: 31, codigo: 'PSW0010', marca: 'Subway' },
  },
};

const cardTitled = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

beforeEach(() => stubBrowser());

describe('create supplier page', () => {
  it('goes to the error page when SAP has no such supplier', async () => {
    const calls = serve({
      resultado: 'no-encontrado',
      puedeCrear: false,
      mensaje: 'El código ingresado no existe como proveedor en SAP',
      marca: 'Subway',
    });
    open('ZZZ999');
    expect(await locationShown()).toBe('/error/create-supplier-error');
    expect(calls[0]?.url.pathname).toBe('/api/catalogo/proveedores/verificar/ZZZ999');
  });

  it('shows why a supplier cannot be added, with Regresar to the list', async () => {
    serve(
      verification({
        resultado: 'inactivo',
        puedeCrear: false,
        mensaje: 'El proveedor está inactivo en SAP; no se puede agregar',
        proveedor: sapSupplier({ codigo: 'PHU0012', activo: false }),
      }),
    );
    open('PHU0012');
    expect(
      await screen.findByText('El proveedor está inactivo en SAP; no se puede agregar'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Crear proveedor' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Regresar/ }));
    expect(await locationShown()).toBe('/Proveedor/crear-proveedor');
  });

  it("shows SAP's record read-only and its contact ready to correct", async () => {
    serve(verification());
    open();
    expect(await screen.findByText('Lácteos del Valle, S.A. de C.V.')).toBeTruthy();
    expect(screen.getByText('PSW0010')).toBeTruthy();
    expect(screen.getByText('Km 12 Carretera al Puerto')).toBeTruthy();
    expect(screen.getByText('Sí (WTLiable)')).toBeTruthy();
    expect(within(cardTitled('Datos en SAP')).getByText('Subway')).toBeTruthy();
    expect(within(cardTitled('Datos en Jarvis')).getByText('Subway')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Teléfono').value).toBe('2211-4455');
    expect(screen.getByLabelText<HTMLInputElement>('Correo').value).toBe(
      'pedidos@lacteosdelvalle.com',
    );
  });

  it("shows SAP's brand as SAP has it, apart from the brand it is registered for", async () => {
    // Issue #51: 'Datos en SAP' showed the user's brand, not SAP's U_Marca.
    serve(verification({ proveedor: sapSupplier({ marcaSap: null }) }));
    open();
    await screen.findByText('Lácteos del Valle, S.A. de C.V.');
    const sap = within(cardTitled('Datos en SAP'));
    expect(sap.getByText('Sin marca en SAP')).toBeTruthy();
    expect(sap.queryByText('Subway')).toBeNull();
    expect(within(cardTitled('Datos en Jarvis')).getByText('Subway')).toBeTruthy();
  });

  it('refuses a supplier SAP gives to another brand, with no form', async () => {
    const mensaje = 'En SAP el proveedor es de la marca Humo; no puede agregarse a Subway';
    serve(
      verification({
        resultado: 'otra-marca',
        puedeCrear: false,
        mensaje,
        proveedor: sapSupplier({ codigo: 'PHU0013', marcaSap: 'Humo' }),
      }),
    );
    open('PHU0013');
    expect(await screen.findByText(mensaje)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Crear proveedor' })).toBeNull();
    expect(screen.queryByLabelText('Máx. artículos por pedido')).toBeNull();
  });

  it('flags a phone SAP keeps without the mask', async () => {
    serve(verification({ proveedor: sapSupplier({ telefono: '+503 2211 4455' }) }));
    open();
    expect(await screen.findByText('Formato aceptado: NNNN-NNNN')).toBeTruthy();
  });

  it('requires the limit per order', async () => {
    const calls = serve(verification(), () => created);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Crear proveedor' }));
    expect(await screen.findByText('Campo Requerido')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates the supplier and opens the list on its brand', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve(verification(), () => created);
    open();
    fireEvent.change(await screen.findByLabelText('Máx. artículos por pedido'), {
      target: { value: '12' },
    });
    fireEvent.change(screen.getByLabelText('Correo'), {
      target: { value: 'compras@lacteosdelvalle.com' },
    });
    fireEvent.change(screen.getByLabelText('Descripción'), { target: { value: ' Lácteos ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear proveedor' }));

    expect(await locationShown()).toBe('/Proveedor/crear-proveedor?marca=Subway');
    expect(success).toHaveBeenCalledWith('Proveedor creado');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      codigo: 'PSW0010',
      max_productos: 12,
      descripcion: 'Lácteos',
      telefono: '2211-4455',
      correo: 'compras@lacteosdelvalle.com',
    });
  });

  it('asks before Cancelar throws away what the user completed', async () => {
    serve(verification());
    open();
    fireEvent.change(await screen.findByLabelText('Máx. artículos por pedido'), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    expect(dialog.textContent).toContain('El proveedor aún no se ha creado');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salir sin guardar' }));
    expect(await locationShown()).toBe('/Proveedor/crear-proveedor');
  });

  it('leaves at once when nothing was completed', async () => {
    serve(verification());
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(await locationShown()).toBe('/Proveedor/crear-proveedor');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("puts the server's field messages under the fields", async () => {
    const error = vi.spyOn(toast, 'error');
    serve(verification(), () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Ingrese un correo válido',
        fields: { correo: 'Ingrese un correo válido' },
      },
    }));
    open();
    fireEvent.change(await screen.findByLabelText('Máx. artículos por pedido'), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Crear proveedor' }));
    expect(await screen.findByText('Ingrese un correo válido')).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
  });

  it('says when someone registered the supplier meanwhile', async () => {
    const error = vi.spyOn(toast, 'error');
    const message = 'Otro usuario acaba de registrar este proveedor para Subway';
    serve(verification(), () => apiError(409, 'CONFLICT', message));
    open();
    fireEvent.change(await screen.findByLabelText('Máx. artículos por pedido'), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Crear proveedor' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
  });
});
