import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SupplierVerification } from '@jarvis/contracts/suppliers';
import { SupplierVerifyDialog } from './supplier-verify-dialog';
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

const PATH = '/Proveedor/crear-proveedor';

function serve(answer: ApiAnswer) {
  return mockApi(({ method, url }) => {
    if (method === 'GET' && url.pathname.startsWith('/api/catalogo/proveedores/verificar/'))
      return answer;
    return undefined;
  });
}

async function verify(codigo: string) {
  renderPage(<SupplierVerifyDialog open onClose={() => undefined} />, PATH);
  const dialog = within(await screen.findByRole('dialog'));
  fireEvent.change(dialog.getByLabelText('Código del proveedor'), { target: { value: codigo } });
  fireEvent.click(dialog.getByRole('button', { name: 'Verificar' }));
  return dialog;
}

const verifyCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.url.pathname.startsWith('/api/catalogo/proveedores/verificar/'));

/** The alert showing `text`, to read its kind (success, warning, error). */
const alertOf = async (dialog: ReturnType<typeof within>, text: string) =>
  (await dialog.findByText(text)).closest('.ant-alert');

beforeEach(() => stubBrowser());

describe('supplier verification dialog', () => {
  it('asks for the code before calling SAP', async () => {
    const calls = serve({ body: verification() });
    const dialog = await verify('  ');
    expect(await dialog.findByText('Ingrese el código del proveedor')).toBeTruthy();
    expect(verifyCalls(calls)).toHaveLength(0);
  });

  it('goes on to the creation form when the code can be added', async () => {
    const calls = serve({ body: verification() });
    const dialog = await verify('PSW0010');
    const alert = await alertOf(dialog, 'El proveedor existe en SAP y puede agregarse a Subway');
    expect(alert?.className).toContain('ant-alert-success');
    expect(dialog.getByText('PSW0010 · Lácteos del Valle, S.A. de C.V.')).toBeTruthy();
    expect(verifyCalls(calls)[0]?.url.pathname).toBe('/api/catalogo/proveedores/verificar/PSW0010');
    fireEvent.click(dialog.getByRole('button', { name: 'Crear proveedor' }));
    expect(await locationShown()).toBe('/Proveedor/crear/PSW0010');
  });

  it.each<{ resultado: string; answer: SupplierVerification; kind: string }>([
    {
      resultado: 'registrado',
      answer: verification({
        resultado: 'registrado',
        puedeCrear: false,
        mensaje: 'El proveedor ya está registrado y activo para Subway',
      }),
      kind: 'warning',
    },
    {
      resultado: 'otra-marca',
      answer: verification({
        resultado: 'otra-marca',
        puedeCrear: false,
        mensaje: 'En SAP el proveedor es de la marca Humo; no puede agregarse a Subway',
        proveedor: sapSupplier({ codigo: 'PHU0001', marcaSap: 'Humo' }),
      }),
      kind: 'warning',
    },
    {
      resultado: 'inactivo',
      answer: verification({
        resultado: 'inactivo',
        puedeCrear: false,
        mensaje: 'El proveedor está inactivo en SAP; no se puede agregar',
        proveedor: sapSupplier({ codigo: 'PHU0012', activo: false }),
      }),
      kind: 'warning',
    },
    {
      resultado: 'no-encontrado',
      answer: {
        resultado: 'no-encontrado',
        puedeCrear: false,
        mensaje: 'El código ingresado no existe como proveedor en SAP',
        marca: 'Subway',
      },
      kind: 'error',
    },
  ])('shows a $resultado code as a $kind, without a way on', async ({ answer, kind }) => {
    serve({ body: answer });
    const dialog = await verify('ZZZ999');
    expect((await alertOf(dialog, answer.mensaje))?.className).toContain(`ant-alert-${kind}`);
    expect(dialog.queryByRole('button', { name: 'Crear proveedor' })).toBeNull();
  });

  it('hides the answer once the code changes', async () => {
    serve({ body: verification() });
    const dialog = await verify('PSW0010');
    await dialog.findByRole('button', { name: 'Crear proveedor' });
    fireEvent.change(dialog.getByLabelText('Código del proveedor'), {
      target: { value: 'PSW0011' },
    });
    await waitFor(() =>
      expect(dialog.queryByRole('button', { name: 'Crear proveedor' })).toBeNull(),
    );
    expect(dialog.queryByText('El proveedor existe en SAP y puede agregarse a Subway')).toBeNull();
  });

  it('says so when SAP cannot be reached', async () => {
    serve(
      apiError(503, 'SERVICE_UNAVAILABLE', 'SAP no responde; intente de nuevo en unos minutos'),
    );
    const dialog = await verify('PSW0010');
    const alert = await alertOf(dialog, 'SAP no responde; intente de nuevo en unos minutos');
    expect(alert?.className).toContain('ant-alert-error');
  });
});
