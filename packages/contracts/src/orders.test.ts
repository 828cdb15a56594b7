import { describe, expect, it } from 'vitest';
import {
  canEditOrder,
  canMoveOrder,
  INITIAL_ORDER_STATE,
  NewOrderSchema,
  ORDER_ACTIONS,
  ORDER_EDIT_MATRIX,
  ORDER_EDITS,
  ORDER_MESSAGES as M,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  ORDER_TRANSITIONS,
  orderActionsFor,
  orderActorOf,
  orderTotals,
  type OrderState,
} from './orders';

const statesWhere = (test: (estado: OrderState) => boolean) => ORDER_STATES.filter(test);

describe('the order state table (spec 2 §4)', () => {
  it('has the spec’s seven states with their names, and no 7', () => {
    expect(ORDER_STATES).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(ORDER_STATE_LABELS[1]).toBe('Revisión');
    expect(ORDER_STATE_LABELS[3]).toBe('No entregado');
    expect(ORDER_STATE_LABELS[8]).toBe('SAP');
  });

  it('creates a Restaurante order in Revisión and anyone else’s open', () => {
    expect(INITIAL_ORDER_STATE[orderActorOf('Restaurante')]).toBe(1);
    expect(INITIAL_ORDER_STATE[orderActorOf('Oficina')]).toBe(2);
    expect(INITIAL_ORDER_STATE[orderActorOf('Admin')]).toBe(2);
  });

  it('moves only between known states, never to the same one, and never out of 5 or 8', () => {
    for (const action of ORDER_ACTIONS) {
      const { de, a } = ORDER_TRANSITIONS[action];
      expect(ORDER_STATES).toContain(a);
      for (const from of de) {
        expect(ORDER_STATES).toContain(from);
        expect(from).not.toBe(a);
        expect([5, 8]).not.toContain(from);
      }
    }
  });

  it('lets central staff approve or void a Revisión order, and nobody else, and nothing else', () => {
    expect(statesWhere((e) => canMoveOrder('aprobar', 'central', e))).toEqual([1]);
    expect(statesWhere((e) => canMoveOrder('anular', 'central', e))).toEqual([1]);
    expect(statesWhere((e) => canMoveOrder('aprobar', 'restaurante', e))).toEqual([]);
    expect(ORDER_TRANSITIONS.aprobar.a).toBe(2);
    expect(ORDER_TRANSITIONS.anular.a).toBe(5);
  });

  it('offers a branch two actions on an open order and one on an undelivered one (spec 2 §2)', () => {
    expect(orderActionsFor('restaurante', 2)).toHaveLength(2);
    expect(orderActionsFor('restaurante', 3)).toHaveLength(1);
    expect(orderActionsFor('restaurante', 1)).toEqual([]);
    expect(orderActionsFor('central', 8)).toEqual([]);
    // SAP registration from 4 or 6, for central staff only.
    expect(statesWhere((e) => canMoveOrder('registrarSap', 'central', e))).toEqual([4, 6]);
    expect(statesWhere((e) => canMoveOrder('registrarSap', 'restaurante', e))).toEqual([]);
  });
});

describe('who edits what, in which state (spec 2 §6)', () => {
  const editable = (actor: 'restaurante' | 'central', edit: (typeof ORDER_EDITS)[number]) =>
    statesWhere((e) => canEditOrder(actor, edit, e));

  it('lets a branch change the ordered quantity in 1, the received one in 2–3, never a price', () => {
    expect(editable('restaurante', 'cantidadPedida')).toEqual([1]);
    expect(editable('restaurante', 'cantidadRecibida')).toEqual([2, 3]);
    expect(editable('restaurante', 'precio')).toEqual([]);
    expect(editable('restaurante', 'agregarProducto')).toEqual([1, 2, 3]);
    for (const edit of ['eliminarLineas', 'encabezado', 'totalFinal'] as const)
      expect(editable('restaurante', edit)).toEqual([]);
  });

  it('lets central staff change prices in 2, 4, 6 and quantities in 1, 2, 4, 6', () => {
    expect(editable('central', 'precio')).toEqual([2, 4, 6]);
    expect(editable('central', 'cantidadPedida')).toEqual([1, 2, 4, 6]);
    expect(editable('central', 'cantidadRecibida')).toEqual([1, 2, 4, 6]);
  });

  it('keeps an order in SAP, or voided, read-only for everyone', () => {
    for (const actor of ['restaurante', 'central'] as const)
      for (const edit of ORDER_EDITS) {
        expect(ORDER_EDIT_MATRIX[actor][edit]).not.toContain(8);
        expect(ORDER_EDIT_MATRIX[actor][edit]).not.toContain(5);
      }
  });
});

describe('order totals (spec 2 §7, §9)', () => {
  it('adds quantity × price to 4 decimals and applies the 1.13 factor without float error', () => {
    expect(
      orderTotals([
        { cantidad: 3, precio: '12.3456' },
        { cantidad: 1, precio: '0.1' },
        { cantidad: 2, precio: '0.2' },
      ]),
    ).toEqual({ totalPedido: '37.5368', totalFinal: '42.4166' });
    expect(orderTotals([])).toEqual({ totalPedido: '0.0000', totalFinal: '0.0000' });
  });
});

describe('a new order (spec 2 §5)', () => {
  const valid = {
    proveedorId: 7,
    fechaEstimada: '2026-12-01',
    lineas: [{ articuloId: 'PAN-0001', cantidad: 2 }],
  };
  const messageFor = (input: unknown) => {
    const parsed = NewOrderSchema.safeParse(input);
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };

  it('takes a supplier, a delivery date and lines of whole quantities', () => {
    expect(NewOrderSchema.parse(valid)).toEqual(valid);
  });

  it('refuses each broken rule with the spec’s message', () => {
    expect(messageFor({ ...valid, fechaEstimada: undefined })).toBe(M.deliveryDateRequired);
    expect(messageFor({ ...valid, fechaEstimada: '01/12/2026' })).toBe(M.deliveryDateRequired);
    expect(messageFor({ ...valid, lineas: [{ articuloId: 'PAN-0001', cantidad: 1.5 }] })).toBe(
      M.quantityInteger,
    );
    expect(messageFor({ ...valid, lineas: [{ articuloId: 'PAN-0001', cantidad: 0 }] })).toBe(
      M.quantityPositive,
    );
    expect(messageFor({ ...valid, lineas: [{ articuloId: 'PAN-0001' }] })).toBe(M.emptyFields);
    expect(
      messageFor({
        ...valid,
        lineas: [
          { articuloId: 'PAN-0001', cantidad: 1 },
          { articuloId: 'pan-0001', cantidad: 2 },
        ],
      }),
    ).toBe(M.repeatedProduct);
  });
});
