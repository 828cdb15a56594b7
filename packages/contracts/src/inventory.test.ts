import { describe, expect, it } from 'vitest';
import {
  canCount,
  CountEditSchema,
  finishedState,
  INVENTORY_MESSAGES as M,
  INVENTORY_STATE_COLORS,
  INVENTORY_STATE_LABELS,
  INVENTORY_STATES,
  inventoryActionsFor,
  inventoryActorOf,
  NewInventorySchema,
  suggestedType,
} from './inventory';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the inventory state table (spec 3 §4)', () => {
  it('has the spec’s four states with their colours', () => {
    expect(INVENTORY_STATES.map((s) => INVENTORY_STATE_LABELS[s])).toEqual([
      'En Proceso',
      'Revisión',
      'Aprobado',
      'Anulado',
    ]);
    expect(INVENTORY_STATE_COLORS).toEqual({ 1: 'gold', 2: 'blue', 3: 'green', 4: 'red' });
  });

  it('lets branch staff finish En Proceso, central staff act on Revisión only', () => {
    const branch = inventoryActorOf('Restaurante');
    const central = inventoryActorOf('Oficina');
    expect(inventoryActionsFor(branch, 1)).toEqual(['finalizar']);
    expect(inventoryActionsFor(central, 1)).toEqual([]);
    expect(inventoryActionsFor(branch, 2)).toEqual([]);
    expect(inventoryActionsFor(central, 2)).toEqual(['aprobar', 'habilitar', 'anular']);
    for (const estado of [3, 4] as const) {
      expect(inventoryActionsFor(branch, estado)).toEqual([]);
      expect(inventoryActionsFor(central, estado)).toEqual([]);
    }
    expect(inventoryActorOf('Admin')).toBe('central');
  });

  it('approves a finished daily count at once and sends the others to Revisión', () => {
    expect(finishedState(1)).toBe(3);
    expect(finishedState(2)).toBe(2);
    expect(finishedState(3)).toBe(2);
  });

  it('lets only branch staff type, and only En Proceso', () => {
    expect(canCount('restaurante', 1)).toBe(true);
    expect(canCount('central', 1)).toBe(false);
    for (const estado of [2, 3, 4] as const) expect(canCount('restaurante', estado)).toBe(false);
  });
});

describe('creating a count (spec 3 §5)', () => {
  it('suggests monthly on the month’s last day, weekly on Tuesdays, daily otherwise', () => {
    expect(suggestedType('2026-11-30')).toBe(3); // a Monday, the last of November
    expect(suggestedType('2026-03-31')).toBe(3); // a Tuesday, but the month's last day
    expect(suggestedType('2026-12-01')).toBe(2); // a Tuesday
    expect(suggestedType('2026-11-28')).toBe(1); // a Saturday
    expect(suggestedType('2028-02-29')).toBe(3); // a leap year's February
  });

  it('asks for the type and the date in the spec’s words', () => {
    expect(firstMessage(NewInventorySchema.safeParse({ fecha: '2026-11-28' }))).toBe(
      M.typeRequired,
    );
    expect(firstMessage(NewInventorySchema.safeParse({ tipo: 4, fecha: '2026-11-28' }))).toBe(
      M.typeRequired,
    );
    expect(firstMessage(NewInventorySchema.safeParse({ tipo: 1 }))).toBe(M.dateRequired);
    expect(NewInventorySchema.safeParse({ tipo: 2, fecha: '2026-12-01' }).success).toBe(true);
  });

  it('names the count that blocks a weekly or monthly one', () => {
    expect(M.typeBusy('SW01-S-20261124', 1)).toBe(
      'No puedes seleccionar esta opción ya que el inventario SW01-S-20261124 esta en proceso',
    );
    expect(M.typeBusy('SW01-M-20261031', 2)).toContain('esta en revisión');
  });
});

describe('a count typed in a cell (spec 3 §5 Inventory counts)', () => {
  const edit = (valor: unknown) =>
    CountEditSchema.safeParse({ campo: 'invCerrado', valor, version: 1 });

  it('takes a number of 0 or more to 2 decimals, or nothing', () => {
    expect(edit(0).success).toBe(true);
    expect(edit(12.5).success).toBe(true);
    expect(edit(null).success).toBe(true);
    expect(firstMessage(edit(-1))).toBe(M.notNegative);
    expect(firstMessage(edit('doce'))).toBe(M.onlyNumbers);
    expect(firstMessage(edit(1.234))).toBe(M.onlyNumbers);
  });
});
