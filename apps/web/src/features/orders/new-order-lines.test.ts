import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@jarvis/contracts/orders';
import {
  cellQuantityError,
  daysText,
  draftTotals,
  lineIndexOf,
  newLineError,
  type DraftLine,
} from './new-order-lines';

const agua: DraftLine = {
  articuloId: 'A100',
  nombre: 'Agua 600 ml',
  unidad: 'Caja',
  precio: '4.25',
  cantidad: '3',
};

describe('new order lines', () => {
  it('refuses an article already on the order, whatever the case of its code', () => {
    expect(newLineError('a100', '2', [agua])).toBe(ORDER_MESSAGES.repeatedProduct);
    expect(newLineError('A200', '2', [agua])).toBeUndefined();
  });

  it('asks for both fields, then a whole quantity above 0', () => {
    expect(newLineError(undefined, '2', [])).toBe(ORDER_MESSAGES.emptyFields);
    expect(newLineError('A100', '  ', [])).toBe(ORDER_MESSAGES.emptyFields);
    expect(newLineError('A100', '2,5', [])).toBe(ORDER_MESSAGES.quantityInteger);
    expect(newLineError('A100', 'dos', [])).toBe(ORDER_MESSAGES.quantityInteger);
    expect(newLineError('A100', '-1', [])).toBe(ORDER_MESSAGES.quantityPositive);
    expect(newLineError('A100', '12', [])).toBeUndefined();
  });

  it("speaks the cell's own words for a quantity edited in place", () => {
    expect(cellQuantityError('')).toBe(ORDER_MESSAGES.cellQuantityPositive);
    expect(cellQuantityError('0')).toBe(ORDER_MESSAGES.cellQuantityPositive);
    expect(cellQuantityError('1.5')).toBe(ORDER_MESSAGES.noDecimals);
    expect(cellQuantityError('7')).toBeUndefined();
  });

  it('totals only the lines that can be sent, with IVA 13 %', () => {
    const cola = { ...agua, articuloId: 'A200', precio: '12.1', cantidad: '1.5' };
    expect(draftTotals([agua, cola])).toEqual({
      totalPedido: '12.7500',
      iva: '1.6575',
      totalFinal: '14.4075',
    });
  });

  it('names order days in week order and finds the line a server field names', () => {
    expect(daysText([5, 1, 3])).toBe('lunes, miércoles y viernes');
    expect(daysText([7])).toBe('domingo');
    expect(lineIndexOf('lineas.2.articuloId')).toBe(2);
    expect(lineIndexOf('lineas')).toBeUndefined();
    expect(lineIndexOf('fechaEstimada')).toBeUndefined();
  });
});
