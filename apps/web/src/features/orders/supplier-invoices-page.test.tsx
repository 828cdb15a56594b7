import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  INVOICE_DELIVERY_NOTE,
  INVOICE_MESSAGES,
  type InvoicePage,
  type InvoiceRow,
} from '@jarvis/contracts/orders-invoices';
import {
  apiError,
  firstPage,
  mockApi,
  renderRoute,
  stubScreen,
  stubSignedInBrowser,
  type ApiCall,
} from '../../lib/test-api';
import { toast } from '../../lib/toast';
import { filterOptions } from './orders-list-test-support';
import { SupplierInvoicesPage } from './supplier-invoices-page';

const PATH = '/Compras/Factura-proveedor';

function invoice(overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  return {
    pedidoId: 120,
    estado: 8,
    proveedor: { proveedorId: 7, nombre: 'Distribuidora del Valle', codigo: 'PSW0007' },
    sucursal: { sucursalId: 3, nombre: 'Metrocentro', bodega: 'SW04' },
    creditoFiscal: '900001',
    dte: 'DTE-01-0001',
    serieDoc: 'S-01',
    numUnico: 'ABC',
    fechaFactura: '2026-03-05',
    totalFinal: '1234.5',
    notaCredito: false,
    razon: null,
    sap: { estado: 'Registrada', docNum: 8001, error: null },
    ...overrides,
  };
}

function serve(page: InvoicePage, exported?: ReturnType<typeof apiError>): ApiCall[] {
  return mockApi(({ url }) => {
    if (url.pathname === '/api/pedidos/facturas') return { body: page };
    if (exported && url.pathname === '/api/pedidos/facturas/exportar') return exported;
    if (url.pathname === '/api/pedidos/filtros') return { body: filterOptions };
    return undefined;
  });
}

const lastQuery = (calls: ApiCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/pedidos/facturas').at(-1)?.url.searchParams;

beforeEach(() => stubSignedInBrowser());

describe('supplier invoices', () => {
  it('shows the delivery days, the invoices and their SAP state', async () => {
    stubScreen('desktop');
    const rejected = invoice({
      pedidoId: 119,
      estado: 4,
      creditoFiscal: '900002',
      notaCredito: true,
      razon: 'Producto dañado',
      sap: { estado: 'Rechazada', docNum: null, error: 'CCF duplicado en SAP' },
    });
    const calls = serve(firstPage([invoice(), rejected]));
    renderRoute(<SupplierInvoicesPage />, PATH);
    expect(await screen.findByRole('heading', { name: 'Factura Proveedor' })).toBeTruthy();
    expect(screen.getByText(INVOICE_DELIVERY_NOTE)).toBeTruthy();
    const row = (await screen.findByRole('link', { name: '120' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('900001')).toBeTruthy();
    expect(within(row).getByText('05/03/2026')).toBeTruthy();
    expect(within(row).getByText('$1,234.5000')).toBeTruthy();
    expect(within(row).getByText('Registrada')).toBeTruthy();
    expect(within(row).getByText('DocNum 8001')).toBeTruthy();
    const other = screen.getByRole('link', { name: '119' }).closest('tr') as HTMLElement;
    expect(within(other).getByText('Rechazada')).toBeTruthy();
    // The error is read with the tag (and shown in its tooltip).
    expect(within(other).getByText('CCF duplicado en SAP')).toBeTruthy();
    // A credit note is said under the total, with its reason; an invoice without one says nothing.
    expect(within(other).getByText('Nota de crédito')).toBeTruthy();
    expect(within(other).getByText('Producto dañado')).toBeTruthy();
    expect(within(row).queryByText('Nota de crédito')).toBeNull();
    expect(lastQuery(calls)?.toString()).toBe('page=1&size=10');
  });

  it('keeps the filters in the address and sends them to the server', async () => {
    stubScreen('desktop');
    const calls = serve(firstPage([invoice()]));
    const { router } = renderRoute(<SupplierInvoicesPage />, `${PATH}?buscar=900001`);
    await screen.findByRole('link', { name: '120' });
    expect(lastQuery(calls)?.get('buscar')).toBe('900001');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Proveedor' }));
    fireEvent.click(await screen.findByTitle('Distribuidora del Valle'));
    await waitFor(() => expect(router.state.location.search).toContain('proveedorId=7'));
    await waitFor(() => expect(lastQuery(calls)?.get('proveedorId')).toBe('7'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado SAP' }));
    fireEvent.click(await screen.findByTitle('Rechazada'));
    await waitFor(() => expect(router.state.location.search).toContain('estadoSap=rechazada'));
    await waitFor(() => expect(lastQuery(calls)?.get('estadoSap')).toBe('rechazada'));
  });

  it('says when there is nothing to show', async () => {
    stubScreen('desktop');
    serve(firstPage([]));
    renderRoute(<SupplierInvoicesPage />, PATH);
    expect(await screen.findByText('No hay información que mostrar')).toBeTruthy();
  });

  it('exports the filtered invoices to Excel', async () => {
    stubScreen('desktop');
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:xlsx'), revokeObjectURL: vi.fn() });
    const calls = serve(firstPage([invoice()]));
    renderRoute(<SupplierInvoicesPage />, `${PATH}?desde=2026-03-01&page=2`);
    await screen.findByText(INVOICE_DELIVERY_NOTE);
    fireEvent.click(screen.getByRole('button', { name: /Exportar Excel/ }));
    await waitFor(() => {
      const call = calls.find((c) => c.url.pathname === '/api/pedidos/facturas/exportar');
      expect(call?.url.searchParams.toString()).toBe('desde=2026-03-01');
    });
  });

  it('says why an export past the cap was refused', async () => {
    stubScreen('desktop');
    const error = vi.spyOn(toast, 'error');
    serve(
      firstPage([invoice()]),
      apiError(400, 'VALIDATION_ERROR', INVOICE_MESSAGES.exportTooMany),
    );
    renderRoute(<SupplierInvoicesPage />, PATH);
    await screen.findByRole('link', { name: '120' });
    fireEvent.click(screen.getByRole('button', { name: /Exportar Excel/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(INVOICE_MESSAGES.exportTooMany));
  });

  it('shows cards on a phone', async () => {
    stubScreen('phone');
    serve(firstPage([invoice(), invoice({ pedidoId: 119 })]));
    renderRoute(<SupplierInvoicesPage />, PATH);
    const cards = within(await screen.findByRole('list', { name: 'Facturas' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Distribuidora del Valle')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('CCF 900001')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    // The filters wait in their panel.
    expect(screen.queryByRole('combobox', { name: 'Estado SAP' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Filtros/ }));
    expect(await screen.findByRole('combobox', { name: 'Estado SAP' })).toBeTruthy();
  });
});
