import { describe, expect, it } from 'vitest';
import { ORDER_LIST_MESSAGES } from './orders-lists';
import {
  INVOICE_DELIVERY_NOTE,
  INVOICE_EXPORT_MAX,
  INVOICE_MESSAGES,
  INVOICE_SAP_FILTERS,
  INVOICE_SAP_STATES,
  InvoiceExportQuerySchema,
  InvoiceQuerySchema,
} from './orders-invoices';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('supplier invoices', () => {
  it('pages at 10 by default and reads every filter from the address', () => {
    expect(InvoiceQuerySchema.parse({})).toEqual({ page: 1, size: 10 });
    expect(
      InvoiceQuerySchema.parse({
        page: '2',
        size: '20',
        buscar: '  900001 ',
        proveedorId: '7',
        sucursalId: '3',
        desde: '2026-03-01',
        hasta: '2026-03-31',
        estadoSap: 'en-proceso',
      }),
    ).toEqual({
      page: 2,
      size: 20,
      buscar: '900001',
      proveedorId: 7,
      sucursalId: 3,
      desde: '2026-03-01',
      hasta: '2026-03-31',
      estadoSap: 'en-proceso',
    });
  });

  it('refuses an inverted range and an unknown SAP state, on the list and the export', () => {
    for (const schema of [InvoiceQuerySchema, InvoiceExportQuerySchema]) {
      expect(messageOf(schema.safeParse({ desde: '2026-03-02', hasta: '2026-03-01' }))).toBe(
        ORDER_LIST_MESSAGES.rangeInverted,
      );
      expect(messageOf(schema.safeParse({ estadoSap: 'enviando' }))).toBe(
        INVOICE_MESSAGES.sapStateInvalid,
      );
    }
  });

  it('lets the export take no page', () => {
    expect(InvoiceExportQuerySchema.parse({ page: '3', desde: '2026-03-01' })).toEqual({
      desde: '2026-03-01',
    });
  });

  it('offers a filter for every SAP state a row can show', () => {
    expect([...new Set(Object.values(INVOICE_SAP_FILTERS))].sort()).toEqual(
      [...INVOICE_SAP_STATES].sort(),
    );
  });

  it('says the delivery days and the export cap as users read them', () => {
    expect(INVOICE_DELIVERY_NOTE).toBe(
      'Entrega de facturas: lunes y jueves de 9:30 a 12:00 y de 13:30 a 15:30.',
    );
    expect(INVOICE_EXPORT_MAX).toBe(50_000);
    expect(INVOICE_MESSAGES.exportTooMany).toMatch(/^Hay más de 50,000 facturas/);
  });
});
