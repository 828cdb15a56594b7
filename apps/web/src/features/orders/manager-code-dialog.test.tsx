import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_MESSAGES } from '@jarvis/contracts/orders';
import { MANAGER_CODE_MESSAGES, type ManagerCodeBranches } from '@jarvis/contracts/orders-edits';
import {
  apiError,
  mockApi,
  renderRoute,
  stubSignedInBrowser,
  type ApiAnswer,
  type ApiCall,
} from '../../lib/test-api';
import { toast } from '../../lib/toast';
import { ManagerCodeButton } from './manager-code-dialog';

type Branch = ManagerCodeBranches['sucursales'][number];

const metrocentro: Branch = {
  sucursalId: 4,
  nombre: 'Metrocentro',
  bodega: 'SW04',
  tieneCodigo: false,
  actualizadoEn: null,
};
const escalon: Branch = {
  sucursalId: 6,
  nombre: 'Escalón',
  bodega: 'SW06',
  tieneCodigo: true,
  actualizadoEn: '2026-03-01T10:00:00.000Z',
};

function serve(
  sucursales: Branch[],
  save: () => ApiAnswer = () => ({ body: { successful: MANAGER_CODE_MESSAGES.saved } }),
) {
  return mockApi((call) => {
    if (call.url.pathname !== '/api/pedidos/clave-gerente') return undefined;
    return call.method === 'GET' ? { body: { sucursales } } : save();
  });
}

const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

async function show(calls: ApiCall[]) {
  renderRoute(
    <>
      <h1>Pedidos</h1>
      <ManagerCodeButton />
    </>,
    '/Compras/pedidos-abiertos',
  );
  await screen.findByRole('heading', { name: 'Pedidos' });
  await waitFor(() => expect(calls.some((c) => c.method === 'GET')).toBe(true));
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: /Código de gerente/ }));
  return screen.findByRole('dialog');
}

const typeCodes = (modal: HTMLElement, codigo: string, confirmacion: string) => {
  fireEvent.change(within(modal).getByLabelText('Nuevo código'), { target: { value: codigo } });
  fireEvent.change(within(modal).getByLabelText('Confirmar código'), {
    target: { value: confirmacion },
  });
};

const save = (modal: HTMLElement) =>
  fireEvent.click(within(modal).getByRole('button', { name: 'Guardar' }));

beforeEach(() => stubSignedInBrowser());

describe('código de gerente', () => {
  it('is not offered to a user who may set no branch code', async () => {
    const calls = serve([]);
    await show(calls);
    // The answer has arrived and been drawn: still no button.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Código de gerente/ })).toBeNull();
  });

  it('is not offered when the branches cannot be read', async () => {
    const calls = mockApi(() => apiError(403, 'FORBIDDEN', 'Sin permiso'));
    await show(calls);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Código de gerente/ })).toBeNull();
  });

  it("sets the only branch's code, checking its length and its confirmation", async () => {
    const calls = serve([metrocentro]);
    await show(calls);
    const modal = await openDialog();
    expect(within(modal).getByText('Metrocentro (SW04)')).toBeTruthy();
    expect(within(modal).getByText('Sin código')).toBeTruthy();
    typeCodes(modal, '123', '123');
    save(modal);
    expect(await within(modal).findByText(MANAGER_CODE_MESSAGES.length)).toBeTruthy();
    typeCodes(modal, '2468', '2469');
    save(modal);
    expect(await within(modal).findByText(MANAGER_CODE_MESSAGES.mismatch)).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
    typeCodes(modal, '2468', '2468');
    save(modal);
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toEqual({ sucursalId: 4, codigo: '2468', confirmacion: '2468' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the branch when there are several, each saying whether it has a code', async () => {
    const calls = serve([metrocentro, escalon]);
    await show(calls);
    const modal = await openDialog();
    typeCodes(modal, '2468', '2468');
    save(modal);
    expect(await within(modal).findByText(ORDER_MESSAGES.branchRequired)).toBeTruthy();
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: 'Sucursal' }));
    const option = await screen.findByTitle('Escalón (SW06)');
    expect(option.textContent).toContain('Con código');
    fireEvent.click(option);
    save(modal);
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toEqual({ sucursalId: 6, codigo: '2468', confirmacion: '2468' });
  });

  it('says why the server refused the code', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = serve([metrocentro], () =>
      apiError(403, 'FORBIDDEN', MANAGER_CODE_MESSAGES.notAllowed),
    );
    await show(calls);
    const modal = await openDialog();
    typeCodes(modal, '2468', '2468');
    save(modal);
    await waitFor(() => expect(error).toHaveBeenCalledWith(MANAGER_CODE_MESSAGES.notAllowed));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
