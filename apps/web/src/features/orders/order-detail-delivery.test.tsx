import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { OrderActor, OrderDetail } from '@jarvis/contracts/orders';
import { MANAGER_CODE_MESSAGES } from '@jarvis/contracts/orders-edits';
import { DELIVERY_MESSAGES, INCONSISTENCY_REASONS } from '@jarvis/contracts/orders-delivery';
import {
  apiError,
  mockApi,
  stubSignedInBrowser,
  type ApiAnswer,
  type ApiCall,
} from '../../lib/test-api';
import { toast } from '../../lib/toast';
import { changes, dialog, me, newTotals, open, orderOf } from './order-detail-test-support';
import { isSapBusy } from './order-detail.api';

const TYPES = {
  tipos: INCONSISTENCY_REASONS.map((tipo, index) => ({ id: index + 1, tipo })),
};

/** Order #41's API with the inconsistency types; a change answers `change(call)` or a new version. */
function serve(
  order: OrderDetail,
  actor: OrderActor = 'central',
  change?: (call: ApiCall) => ApiAnswer | undefined,
) {
  return mockApi((call) => {
    const path = call.url.pathname;
    if (path === '/api/users/me')
      return { body: me(actor === 'central' ? 'Oficina' : 'Restaurante') };
    if (path === '/api/pedidos/tipos-inconsistencia') return { body: TYPES };
    if (call.method === 'GET' && path === '/api/pedidos/41') return { body: order };
    if (call.method === 'GET') return undefined;
    return (
      change?.(call) ?? {
        body: { successful: 'Pedido actualizado', version: order.version + 1, ...newTotals },
      }
    );
  });
}

/** The session read: the screen knows the user's role. */
const signedIn = (calls: ApiCall[]) =>
  waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/users/me')).toBe(true));

async function press(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return dialog();
}

const submit = (modal: HTMLElement, name: string) =>
  fireEvent.click(within(modal).getByRole('button', { name }));

const fill = (modal: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(modal).getByLabelText(label), { target: { value } });

function fillInvoice(modal: HTMLElement) {
  fill(modal, 'CCF', ' 123 ');
  fill(modal, 'DTE', 'DTE-9');
  fill(modal, 'Número único', 'NU-1');
  fill(modal, 'Serie', 'S1');
  const date = within(modal).getByLabelText('Fecha de factura');
  fireEvent.mouseDown(date);
  fireEvent.change(date, { target: { value: '10/03/2026' } });
  fireEvent.keyDown(date, { key: 'Enter' });
}

beforeEach(() => stubSignedInBrowser());

describe('detalle de pedido: confirmar entrega', () => {
  it('requires the invoice data, then sends it with only the changed quantities', async () => {
    const calls = serve(orderOf(2, 'central'));
    await open();
    const modal = await press(/Entregado/);
    expect(
      within(modal).getByText('Confirmar entrega', { selector: '.ant-modal-title' }),
    ).toBeTruthy();
    submit(modal, 'Confirmar entrega');
    await waitFor(() =>
      expect(within(modal).getAllByText(DELIVERY_MESSAGES.required)).toHaveLength(5),
    );
    fillInvoice(modal);
    fill(modal, 'Pan', '2');
    expect(within(modal).queryByLabelText('Código de gerente')).toBeNull();
    fireEvent.click(within(modal).getByLabelText('Nota de crédito'));
    await within(modal).findByLabelText('Razón');
    submit(modal, 'Confirmar entrega');
    expect(await within(modal).findByText(DELIVERY_MESSAGES.reasonRequired)).toBeTruthy();
    fireEvent.mouseDown(within(modal).getByLabelText('Razón'));
    fireEvent.click(await screen.findByTitle('Precio no Coincide'));
    submit(modal, 'Confirmar entrega');
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    const [sent] = changes(calls);
    expect(sent!.url.pathname).toBe('/api/pedidos/41/entregar');
    expect(sent!.body).toEqual({
      version: 3,
      ccf: '123',
      dte: 'DTE-9',
      numUnico: 'NU-1',
      serieDoc: 'S1',
      fechaFactura: '2026-03-10',
      notaCredito: true,
      razon: 'Precio no Coincide',
      cantidades: [{ pedidoDetalleId: 102, cantidadRecibida: 2 }],
    });
  });

  it("asks a branch for the manager's code only when a quantity differs from the ordered", async () => {
    const calls = serve(orderOf(2, 'restaurante'), 'restaurante');
    await open();
    await signedIn(calls);
    const modal = await press(/Entregado/);
    expect(within(modal).getByLabelText('Agua 600 ml')).toHaveProperty('value', '10');
    expect(within(modal).queryByLabelText('Código de gerente')).toBeNull();
    fill(modal, 'Pan', '1.5');
    expect(await within(modal).findByText('No se permiten decimales')).toBeTruthy();
    fill(modal, 'Pan', '2');
    expect(await within(modal).findByLabelText('Código de gerente')).toBeTruthy();
    fill(modal, 'Pan', '3');
    await waitFor(() => expect(within(modal).queryByLabelText('Código de gerente')).toBeNull());
    fill(modal, 'Pan', '2');
    await within(modal).findByLabelText('Código de gerente');
    fillInvoice(modal);
    submit(modal, 'Confirmar entrega');
    expect(await within(modal).findByText(MANAGER_CODE_MESSAGES.required)).toBeTruthy();
    fill(modal, 'Código de gerente', '1234');
    submit(modal, 'Confirmar entrega');
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]!.body).toMatchObject({
      cantidades: [{ pedidoDetalleId: 102, cantidadRecibida: 2 }],
      claveGerente: '1234',
    });
  });

  it("shows the server's field messages under their fields", async () => {
    const refused = (): ApiAnswer => {
      const { status, body } = apiError(400, 'VALIDATION_ERROR', DELIVERY_MESSAGES.ccfTaken);
      const fields = {
        ccf: DELIVERY_MESSAGES.ccfTaken,
        'cantidades.0.cantidadRecibida': 'Cantidad no válida',
      };
      return { status, body: { ...(body as object), fields } };
    };
    serve(orderOf(2, 'central'), 'central', refused);
    await open();
    const modal = await press(/Entregado/);
    fillInvoice(modal);
    fill(modal, 'Pan', '2');
    submit(modal, 'Confirmar entrega');
    expect(await within(modal).findByText(DELIVERY_MESSAGES.ccfTaken)).toBeTruthy();
    expect(await within(modal).findByText('Cantidad no válida')).toBeTruthy();
  });
});

describe('detalle de pedido: inconsistencias', () => {
  it('accepts only once a type is chosen, and sends its comment and lines', async () => {
    const calls = serve(orderOf(4, 'central'));
    await open();
    const modal = await press(/Registrar inconsistencias/);
    const accept = await within(modal).findByRole('button', { name: 'Aceptar' });
    expect(accept).toHaveProperty('disabled', true);
    fireEvent.click(within(modal).getByLabelText('Precio no Coincide'));
    await waitFor(() => expect(accept).toHaveProperty('disabled', false));
    fill(modal, 'Comentario de Precio no Coincide', 'Cobraron de más');
    fireEvent.mouseDown(within(modal).getByLabelText('Productos de Precio no Coincide'));
    fireEvent.click(await screen.findByTitle('Pan'));
    submit(modal, 'Aceptar');
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]!.url.pathname).toBe('/api/pedidos/41/inconsistencias');
    expect(changes(calls)[0]!.body).toEqual({
      version: 3,
      inconsistencias: [{ tipoId: 3, comentario: 'Cobraron de más', pedidoDetalleIds: [102] }],
    });
  });
});

describe('detalle de pedido: registrar en SAP', () => {
  it('refuses a total out of range before sending', async () => {
    const calls = serve(orderOf(4, 'central'));
    await open();
    const modal = await press(/Registrar en SAP/);
    expect(within(modal).getByText('$56.50')).toBeTruthy();
    fill(modal, 'Total de la factura', '60');
    submit(modal, 'Registrar');
    expect(
      await within(modal).findByText(DELIVERY_MESSAGES.totalRange('59.90', '60.10')),
    ).toBeTruthy();
    expect(changes(calls)).toHaveLength(0);
  });

  it('says an order already registered as news, and a queued one as a success', async () => {
    const info = vi.spyOn(toast, 'info');
    const success = vi.spyOn(toast, 'success');
    const calls = serve(orderOf(4, 'central'), 'central', (call) => ({
      body: {
        successful: 'El pedido ya está registrado en SAP',
        yaRegistrado: (call.body as { docTotal: number }).docTotal === 56.5,
        version: 4,
      },
    }));
    await open();
    const modal = await press(/Registrar en SAP/);
    fill(modal, 'Total de la factura', '56.5');
    submit(modal, 'Registrar');
    await waitFor(() => expect(info).toHaveBeenCalledWith('El pedido ya está registrado en SAP'));
    expect(success).not.toHaveBeenCalledWith('El pedido ya está registrado en SAP');
    expect(changes(calls)[0]!.body).toEqual({ version: 3, docTotal: 56.5 });
  });

  it('refuses a total when the order totals 0', async () => {
    serve(orderOf(4, 'central', { totalFinal: '0.0000' }));
    await open();
    const modal = await press(/Registrar en SAP/);
    fill(modal, 'Total de la factura', '0');
    submit(modal, 'Registrar');
    expect(await within(modal).findByText(DELIVERY_MESSAGES.totalZero)).toBeTruthy();
  });
});

const inconsistency = (ticket: OrderDetail['inconsistencias'][number]['ticket']) => ({
  id: 9,
  tipo: 'Pedido Incompleto',
  comentario: 'Faltaron 2 cajas',
  lineas: [{ pedidoDetalleId: 101, nombre: 'Agua 600 ml' }],
  creadoPor: 'Luis Pérez',
  fecha: '2026-03-12T15:00:00.000Z',
  ticket,
});

describe('detalle de pedido: tarjetas', () => {
  it('shows the inconsistencies, raises a ticket and marks the order corrected', async () => {
    const order = orderOf(6, 'central', { inconsistencias: [inconsistency(null)] });
    const calls = serve(order, 'central', (call) =>
      call.url.pathname.endsWith('/ticket')
        ? { body: { successful: 'Ticket creado', peticionId: 77, codigo: 'T-77' } }
        : undefined,
    );
    await open();
    await signedIn(calls);
    expect(screen.getByText('Faltaron 2 cajas')).toBeTruthy();
    expect(screen.getByText('Productos: Agua 600 ml')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Crear ticket al proveedor/ }));
    fireEvent.click(screen.getByRole('button', { name: /Marcar corregido/ }));
    await waitFor(() => expect(changes(calls)).toHaveLength(2));
    expect(changes(calls).map((c) => c.url.pathname)).toEqual([
      '/api/pedidos/41/inconsistencias/9/ticket',
      '/api/pedidos/41/correccion',
    ]);
    expect(changes(calls)[1]!.body).toEqual({ version: 3 });
  });

  it('links a branch to the ticket, without buttons, and says it was corrected', async () => {
    const ticket = { peticionId: 77, codigo: 'T-77', estado: 'Abierto' };
    const order = orderOf(6, 'restaurante', {
      inconsistencias: [inconsistency(ticket)],
      correccionRequerida: 1,
    });
    const calls = serve(order, 'restaurante');
    await open();
    await signedIn(calls);
    const link = screen.getByRole('link', { name: /T-77/ });
    expect(link.getAttribute('href')).toBe('/Tickets/detalles/77/c/SW04');
    expect(screen.getByText('Corregido')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Crear ticket|Marcar corregido/ })).toBeNull();
  });

  it('shows the SAP documents, their states and the processing date', async () => {
    const order = orderOf(8, 'central', {
      sap: [
        {
          documentoId: 1,
          tipo: 'orden',
          estado: 'registrado',
          docNum: 5001,
          docEntry: 1,
          error: null,
        },
        {
          documentoId: 2,
          tipo: 'factura',
          estado: 'error',
          docNum: null,
          docEntry: null,
          error: 'Sin tasa',
        },
      ],
      fechaProcesamientoSap: dayjs('2026-03-14T10:00:00Z').toISOString(),
    });
    serve(order);
    await open();
    expect(screen.getByText('Orden de compra')).toBeTruthy();
    expect(screen.getByText('DocNum 5001')).toBeTruthy();
    expect(screen.getByText('Sin tasa')).toBeTruthy();
    expect(screen.getByText('Registrado')).toBeTruthy();
    expect(screen.getByText(/Fecha de procesamiento SAP/)).toBeTruthy();
  });

  it('reads the order again only while a SAP document is queued or being sent', () => {
    const doc = {
      documentoId: 1,
      tipo: 'orden',
      docNum: null,
      docEntry: null,
      error: null,
    } as const;
    const withSap = (estado: OrderDetail['sap'][number]['estado']) =>
      orderOf(8, 'central', { sap: [{ ...doc, estado }] });
    expect(isSapBusy(withSap('pendiente'))).toBe(true);
    expect(isSapBusy(withSap('enviando'))).toBe(true);
    expect(isSapBusy(withSap('registrado'))).toBe(false);
    expect(isSapBusy(orderOf(4, 'central'))).toBe(false);
  });
});
