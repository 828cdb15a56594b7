import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_MESSAGES } from '@jarvis/contracts/orders';
import { MANAGER_CODE_MESSAGES } from '@jarvis/contracts/orders-edits';
import { apiError, stubSignedInBrowser, type ApiAnswer } from '../../lib/test-api';
import { changes, dialog, open, orderOf, serve } from './order-detail-test-support';

/** A 400 naming one field, as the API refuses a wrong manager code. */
function refusal(field: string, message: string): ApiAnswer {
  const { status, body } = apiError(400, 'VALIDATION_ERROR', message);
  return { status, body: { ...(body as object), fields: { [field]: message } } };
}

async function openAddProduct() {
  fireEvent.click(await screen.findByRole('button', { name: /Agregar producto/ }));
  return dialog();
}

async function chooseArticle(modal: HTMLElement) {
  const select = within(modal).getByRole('combobox', { name: 'Artículo' });
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle('A300 — Jugo naranja'));
}

const submit = (modal: HTMLElement, name: string) =>
  fireEvent.click(within(modal).getByRole('button', { name }));

beforeEach(() => stubSignedInBrowser());

describe('detalle de pedido: agregar producto', () => {
  it('adds an article for central staff without asking a manager code', async () => {
    const calls = serve(orderOf(2, 'central'));
    await open();
    const modal = await openAddProduct();
    expect(within(modal).queryByLabelText('Código de gerente')).toBeNull();
    await chooseArticle(modal);
    fireEvent.change(within(modal).getByLabelText('Cantidad'), { target: { value: '4' } });
    submit(modal, 'Agregar');
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    const [add] = changes(calls);
    expect(add!.url.pathname).toBe('/api/pedidos/41/lineas');
    expect(add!.body).toEqual({ version: 3, articuloId: 'A300', cantidad: 4 });
  });

  it('asks for the article and a positive quantity', async () => {
    const calls = serve(orderOf(2, 'central'));
    await open();
    const modal = await openAddProduct();
    submit(modal, 'Agregar');
    expect(await within(modal).findByText(ORDER_MESSAGES.chooseOption)).toBeTruthy();
    expect(await within(modal).findByText(ORDER_MESSAGES.fieldRequired)).toBeTruthy();
    fireEvent.change(within(modal).getByLabelText('Cantidad'), { target: { value: '-2' } });
    expect(await within(modal).findByText(ORDER_MESSAGES.noNegatives)).toBeTruthy();
    expect(changes(calls)).toHaveLength(0);
  });

  it('takes only whole quantities from a branch in Revisión, with no manager code', async () => {
    const calls = serve(orderOf(1, 'restaurante'), 'restaurante');
    await open();
    const modal = await openAddProduct();
    expect(within(modal).queryByLabelText('Código de gerente')).toBeNull();
    fireEvent.change(within(modal).getByLabelText('Cantidad'), { target: { value: '1.5' } });
    expect(await within(modal).findByText(ORDER_MESSAGES.noDecimals)).toBeTruthy();
    expect(changes(calls)).toHaveLength(0);
  });

  it("asks a branch for its manager's code past Revisión, and shows a wrong one refused", async () => {
    const wrong = refusal('claveGerente', MANAGER_CODE_MESSAGES.wrong);
    const calls = serve(orderOf(2, 'restaurante'), 'restaurante', () => wrong);
    await open();
    const modal = await openAddProduct();
    const code = await within(modal).findByLabelText('Código de gerente');
    await chooseArticle(modal);
    fireEvent.change(within(modal).getByLabelText('Cantidad'), { target: { value: '2' } });
    submit(modal, 'Agregar');
    expect(await within(modal).findByText(MANAGER_CODE_MESSAGES.required)).toBeTruthy();
    fireEvent.change(code, { target: { value: '0000' } });
    submit(modal, 'Agregar');
    expect(await within(modal).findByText(MANAGER_CODE_MESSAGES.wrong)).toBeTruthy();
    expect(changes(calls)[0]!.body).toEqual({
      version: 3,
      articuloId: 'A300',
      cantidad: 2,
      claveGerente: '0000',
    });
  });

  it('says when too many wrong codes were tried', async () => {
    const message = 'Demasiados intentos con un código incorrecto. Espere 5 minutos.';
    serve(orderOf(3, 'restaurante'), 'restaurante', () => apiError(429, 'RATE_LIMITED', message));
    await open();
    const modal = await openAddProduct();
    await chooseArticle(modal);
    fireEvent.change(within(modal).getByLabelText('Cantidad'), { target: { value: '2' } });
    fireEvent.change(await within(modal).findByLabelText('Código de gerente'), {
      target: { value: '1234' },
    });
    submit(modal, 'Agregar');
    expect(await within(modal).findByText(message)).toBeTruthy();
  });

  it("disables adding with the banner once the order holds the supplier's maximum", async () => {
    const full = orderOf(2, 'central');
    serve({ ...full, proveedor: { ...full.proveedor, maxProductos: 2 } });
    await open();
    expect(screen.getByText(ORDER_MESSAGES.maxProducts(2))).toBeTruthy();
    const add = screen.getByRole('button', { name: /Agregar producto/ });
    expect(add.hasAttribute('disabled')).toBe(true);
  });
});

describe('detalle de pedido: acciones', () => {
  const buttons = () =>
    within(
      screen.queryByRole('group', { name: 'Acciones del pedido' }) ?? document.createElement('div'),
    )
      .queryAllByRole('button')
      .map((b) => b.textContent);

  it('offers the moves the order lists, each the state allows', async () => {
    serve(orderOf(1, 'central'));
    const { unmount } = await open();
    expect(buttons()).toEqual(['Aprobar', 'Anular']);
    unmount();
    serve(orderOf(2, 'restaurante'), 'restaurante'); // acciones: noEntregado, entregar
    const second = await open();
    expect(buttons()).toEqual(['No entregado', 'Entregado']);
    second.unmount();
    serve(orderOf(4, 'central')); // inconsistencias, registrarSap (issue #53)
    await open();
    expect(buttons()).toEqual(['Registrar inconsistencias', 'Registrar en SAP']);
  });

  it('approves with the estimated date, which it requires', async () => {
    const calls = serve(orderOf(1, 'central'));
    await open();
    fireEvent.click(screen.getByRole('button', { name: /Aprobar/ }));
    const modal = await dialog();
    expect(within(modal).getByDisplayValue('13/03/2026')).toBeTruthy();
    fireEvent.mouseDown(modal.querySelector('.ant-picker-clear')!);
    fireEvent.click(modal.querySelector('.ant-picker-clear')!);
    submit(modal, 'Aprobar');
    expect(await within(modal).findByText(ORDER_MESSAGES.estimatedDateFormRequired)).toBeTruthy();
    expect(changes(calls)).toHaveLength(0);
  });

  it('sends the approval of this order at its date', async () => {
    const calls = serve(orderOf(1, 'central'), 'central', () => ({
      body: { successful: 'Pedido aprobado', pedidoIds: [41] },
    }));
    await open();
    fireEvent.click(screen.getByRole('button', { name: /Aprobar/ }));
    submit(await dialog(), 'Aprobar');
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]!.url.pathname).toBe('/api/pedidos/aprobar');
    expect(changes(calls)[0]!.body).toEqual({ pedidoIds: [41], fechaEstimada: '2026-03-13' });
  });

  it('voids after a confirmation, and marks an order not delivered at its version', async () => {
    const calls = serve(orderOf(1, 'central'), 'central', (call) =>
      call.url.pathname === '/api/pedidos/anular'
        ? { body: { successful: 'Pedido anulado', pedidoIds: [41] } }
        : undefined,
    );
    const first = await open();
    fireEvent.click(screen.getByRole('button', { name: /Anular/ }));
    submit(await dialog(), 'Anular');
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]!.body).toEqual({ pedidoIds: [41] });
    first.unmount();

    const marked = serve(orderOf(2, 'restaurante'), 'restaurante');
    await open();
    fireEvent.click(screen.getByRole('button', { name: /No entregado/ }));
    submit(await dialog(), 'No entregado');
    await waitFor(() => expect(changes(marked)).toHaveLength(1));
    expect(changes(marked)[0]!.url.pathname).toBe('/api/pedidos/41/no-entregado');
    expect(changes(marked)[0]!.body).toEqual({ version: 3 });
  });
});

describe('detalle de pedido: cambios del personal central', () => {
  it('deletes the selected lines after a confirmation', async () => {
    const calls = serve(orderOf(2, 'central'));
    await open();
    const remove = screen.getByRole('button', { name: /Eliminar seleccionados/ });
    expect(remove.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Pan' }));
    fireEvent.click(remove);
    submit(await dialog(), 'Eliminar');
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]!.url.pathname).toBe('/api/pedidos/41/lineas/eliminar');
    expect(changes(calls)[0]!.body).toEqual({ version: 3, pedidoDetalleIds: [102] });
  });

  it('edits the final total, refusing one that is not above 0', async () => {
    const calls = serve(orderOf(4, 'central'));
    await open();
    fireEvent.click(screen.getByRole('button', { name: /Editar total final/ }));
    const modal = await dialog();
    const total = within(modal).getByLabelText('Total final');
    fireEvent.change(total, { target: { value: '0' } });
    submit(modal, 'Guardar');
    expect(await within(modal).findByText(ORDER_MESSAGES.invalidTotal)).toBeTruthy();
    fireEvent.change(total, { target: { value: '60.25' } });
    submit(modal, 'Guardar');
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]!.method).toBe('PATCH');
    expect(changes(calls)[0]!.body).toEqual({ version: 3, totalFinal: 60.25 });
  });

  it('edits the estimated date and the comment', async () => {
    const calls = serve(orderOf(1, 'central'));
    await open();
    fireEvent.click(screen.getByRole('button', { name: /Editar datos/ }));
    const modal = await dialog();
    fireEvent.change(within(modal).getByLabelText('Comentario'), {
      target: { value: 'Llamar antes de llegar' },
    });
    submit(modal, 'Guardar');
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]!.url.pathname).toBe('/api/pedidos/41');
    expect(changes(calls)[0]!.body).toEqual({
      version: 3,
      fechaEstimada: '2026-03-13',
      comentario: 'Llamar antes de llegar',
    });
  });
});
