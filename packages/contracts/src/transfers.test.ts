import { describe, expect, it } from 'vitest';
import {
  canMoveTransfer,
  NewTransferSchema,
  TRANSFER_ACTIONS,
  TRANSFER_MESSAGES as M,
  TRANSFER_STATE_COLORS,
  TRANSFER_STATE_LABELS,
  TRANSFER_STATES,
  TRANSFER_TRANSITIONS,
  TransferStepSchema,
  transferActionsFor,
} from './transfers';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the transfer state table (spec 3 §4)', () => {
  it('has five states, each with a label and a colour; 3 is Aceptado, 5 Anulado', () => {
    expect(TRANSFER_STATES).toEqual([1, 2, 3, 4, 5]);
    expect(TRANSFER_STATE_LABELS[3]).toBe('Aceptado');
    expect(TRANSFER_STATE_LABELS[4]).toBe('Aceptado con diferencias');
    expect(TRANSFER_STATE_LABELS[5]).toBe('Anulado');
    for (const estado of TRANSFER_STATES) expect(TRANSFER_STATE_COLORS[estado]).toBeTruthy();
  });

  it('lets the origin send at 1, the destination receive at 2, either annul from 1 or 2', () => {
    expect(transferActionsFor('origen', 1)).toEqual(['enviar', 'anular']);
    expect(transferActionsFor('destino', 1)).toEqual(['anular']);
    expect(transferActionsFor('origen', 2)).toEqual(['anular']);
    expect(transferActionsFor('destino', 2)).toEqual(['recibir', 'anular']);
    for (const estado of [3, 4, 5] as const) {
      expect(transferActionsFor('origen', estado)).toEqual([]);
      expect(transferActionsFor('destino', estado)).toEqual([]);
    }
    expect(canMoveTransfer('recibir', 'origen', 2)).toBe(false);
    expect(canMoveTransfer('enviar', 'destino', 1)).toBe(false);
  });

  it('never leaves a finished state and always lands on a known one', () => {
    for (const action of TRANSFER_ACTIONS) {
      const { de, a } = TRANSFER_TRANSITIONS[action];
      for (const to of a) expect(TRANSFER_STATES).toContain(to);
      for (const from of de) expect([3, 4, 5]).not.toContain(from);
    }
  });
});

describe('a new transfer (spec 3 §5 New transfer line)', () => {
  const valid = { origenId: 2, fecha: '2026-11-28', lineas: [{ articuloId: 'A1', cantidad: 2 }] };

  it('takes a valid request', () => {
    expect(NewTransferSchema.safeParse(valid).success).toBe(true);
  });

  it('says what is missing or wrong in the spec’s words', () => {
    expect(firstMessage(NewTransferSchema.safeParse({ ...valid, origenId: undefined }))).toBe(
      M.required,
    );
    expect(firstMessage(NewTransferSchema.safeParse({ ...valid, fecha: undefined }))).toBe(
      M.required,
    );
    expect(
      firstMessage(
        NewTransferSchema.safeParse({ ...valid, lineas: [{ articuloId: 'A1', cantidad: 0 }] }),
      ),
    ).toBe(M.positive);
    expect(
      firstMessage(
        NewTransferSchema.safeParse({ ...valid, lineas: [{ articuloId: 'A1', cantidad: 1.234 }] }),
      ),
    ).toBe(M.twoDecimals);
    expect(firstMessage(NewTransferSchema.safeParse({ ...valid, lineas: [] }))).toBe(M.noLines);
  });

  it('refuses an article twice, whatever its case', () => {
    const twice = NewTransferSchema.safeParse({
      ...valid,
      lineas: [
        { articuloId: 'a1', cantidad: 1 },
        { articuloId: 'A1', cantidad: 2 },
      ],
    });
    expect(firstMessage(twice)).toBe(M.repeatedArticle);
  });
});

describe('a step’s quantities (spec 3 §5 Transfer quantity edit)', () => {
  it('takes zero, refuses a negative, and each line once', () => {
    const step = (cantidad: number, ids = [1]) =>
      TransferStepSchema.safeParse({
        version: 1,
        lineas: ids.map((trasladoDetalleId) => ({ trasladoDetalleId, cantidad })),
      });
    expect(step(0).success).toBe(true);
    expect(firstMessage(step(-1))).toBe(M.noNegatives);
    expect(firstMessage(step(1, [1, 1]))).toBe(M.linesMismatch);
  });
});
