import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from './orders';
import {
  ApprovalQuerySchema,
  ApproveOrdersSchema,
  cutCell,
  orderListQuery,
  ORDER_VIEWS,
} from './orders-lists';
import {
  AddOrderLineSchema,
  OrderHeaderUpdateSchema,
  OrderLinesUpdateSchema,
  SetManagerCodeSchema,
  MANAGER_CODE_MESSAGES,
} from './orders-edits';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('order lists', () => {
  it('cuts values over 10 characters to 5, keeping shorter ones whole', () => {
    expect(cutCell('0123456789')).toEqual({ text: '0123456789', cut: false });
    expect(cutCell('Distribuidora')).toEqual({ text: 'Distr…', cut: true });
  });

  it('gives each view its states and the delivered list its page of 100', () => {
    expect(ORDER_VIEWS.cerrados.estados).toEqual([5, 8]);
    expect(ORDER_VIEWS.entregados.tamano).toBe(100);
    expect(orderListQuery(100).parse({}).size).toBe(100);
    expect(
      messageOf(orderListQuery(10).safeParse({ desde: '2026-02-02', hasta: '2026-02-01' })),
    ).toBe('La fecha inicial no puede ser posterior a la final');
  });

  it('asks the approval filter for a range, and a supplier in Revisión', () => {
    expect(messageOf(ApprovalQuerySchema.safeParse({ estado: '2' }))).toBe(M.chooseDateRange);
    const range = { desde: '2026-01-01', hasta: '2026-01-10' };
    expect(messageOf(ApprovalQuerySchema.safeParse({ ...range, estado: '1' }))).toBe(
      M.chooseSupplier,
    );
    expect(ApprovalQuerySchema.safeParse({ ...range, estado: '2' }).success).toBe(true);
    expect(ApprovalQuerySchema.safeParse({ ...range, estado: '7' }).success).toBe(false);
  });

  it('asks an approval for its orders and the estimated date', () => {
    expect(messageOf(ApproveOrdersSchema.safeParse({ pedidoIds: [1] }))).toBe(
      M.estimatedDateRequired,
    );
    expect(
      messageOf(ApproveOrdersSchema.safeParse({ pedidoIds: [], fechaEstimada: '2026-01-01' })),
    ).toBe(M.noneSelected);
    expect(
      messageOf(ApproveOrdersSchema.safeParse({ pedidoIds: [1, 1], fechaEstimada: '2026-01-01' })),
    ).toBe(M.repeatedOrders);
  });
});

describe('order edits', () => {
  it('refuses a price under 0.01, a negative quantity and an empty change', () => {
    const line = (change: object) =>
      OrderLinesUpdateSchema.safeParse({
        version: 0,
        cambios: [{ pedidoDetalleId: 1, ...change }],
      });
    expect(messageOf(line({ precioPedido: 0 }))).toBe(M.invalidPrice);
    expect(messageOf(line({ precioPedido: 1.23456 }))).toBe(M.invalidPrice);
    expect(messageOf(line({ cantidadRecibida: -1 }))).toBe(M.positiveNumber);
    expect(messageOf(line({}))).toBe(M.emptyFields);
    expect(line({ cantidadPedida: 0, precioPedido: 0.01 }).success).toBe(true);
  });

  it('asks the add-product dialog for an article and a positive quantity', () => {
    expect(messageOf(AddOrderLineSchema.safeParse({ version: 0, cantidad: 1 }))).toBe(
      M.chooseOption,
    );
    expect(messageOf(AddOrderLineSchema.safeParse({ version: 0, articuloId: 'A' }))).toBe(
      M.fieldRequired,
    );
    expect(
      messageOf(AddOrderLineSchema.safeParse({ version: 0, articuloId: 'A', cantidad: -2 })),
    ).toBe(M.noNegatives);
  });

  it('refuses a header change that changes nothing, and a final total of 0', () => {
    expect(messageOf(OrderHeaderUpdateSchema.safeParse({ version: 1 }))).toBe(M.emptyFields);
    expect(messageOf(OrderHeaderUpdateSchema.safeParse({ version: 1, totalFinal: 0 }))).toBe(
      M.invalidTotal,
    );
  });

  it('asks a new manager code twice, 4 to 12 characters', () => {
    const set = (codigo: string, confirmacion = codigo) =>
      SetManagerCodeSchema.safeParse({ sucursalId: 1, codigo, confirmacion });
    expect(messageOf(set('123'))).toBe(MANAGER_CODE_MESSAGES.length);
    expect(messageOf(set('1234', '1235'))).toBe(MANAGER_CODE_MESSAGES.mismatch);
    expect(set('1234').success).toBe(true);
  });
});
