import { describe, expect, it } from 'vitest';
import {
  NewWasteSchema,
  WASTE_MESSAGES as M,
  WASTE_STATE_LABELS,
  WASTE_STATES,
  wasteActionsFor,
  wasteActorsOf,
} from './waste';

describe('the waste state table', () => {
  it('names every state and moves 1 → 2 → 3, each by its own actor', () => {
    expect(WASTE_STATES.map((s) => WASTE_STATE_LABELS[s])).toEqual([
      'Registrado',
      'Revisado',
      'Aplicado',
    ]);
    expect(wasteActionsFor(['gerente'], 1)).toEqual(['revisar']);
    expect(wasteActionsFor(['gerente'], 2)).toEqual([]);
    expect(wasteActionsFor(['contabilidad'], 1)).toEqual([]);
    expect(wasteActionsFor(['contabilidad'], 2)).toEqual(['aplicar']);
    expect(wasteActionsFor(['contabilidad', 'gerente'], 3)).toEqual([]);
  });

  it('accounting applies, a manager over the branch reviews, its own staff do neither', () => {
    const office = { rol: 'Oficina', oversees: true };
    expect(wasteActorsOf({ ...office, departamento: 'Contabilidad' })).toEqual(['contabilidad']);
    expect(wasteActorsOf({ ...office, departamento: 'Operaciones' })).toEqual(['gerente']);
    expect(wasteActorsOf({ rol: 'Oficina', departamento: 'Operaciones', oversees: false })).toEqual(
      [],
    );
    expect(
      wasteActorsOf({ rol: 'Restaurante', departamento: 'Operaciones', oversees: true }),
    ).toEqual([]);
  });
});

describe('a new waste', () => {
  const base = {
    fecha: '2026-11-28',
    comentario: 'Producto vencido',
    lineas: [{ articuloId: 'PAN-0039', cantidad: 2 }],
  };
  const problem = (input: unknown) =>
    NewWasteSchema.safeParse(input).error?.issues.map((i) => i.message);

  it('takes a date, a reason and at least one article with a quantity over zero', () => {
    expect(NewWasteSchema.safeParse(base).success).toBe(true);
    expect(problem({ ...base, comentario: ' ' })).toEqual([M.required]);
    expect(problem({ ...base, lineas: [] })).toEqual([M.noLines]);
    expect(problem({ ...base, lineas: [{ articuloId: 'PAN-0039', cantidad: 0 }] })).toEqual([
      M.positive,
    ]);
  });

  it('refuses an article twice', () => {
    expect(
      problem({
        ...base,
        lineas: [
          { articuloId: 'PAN-0039', cantidad: 1 },
          { articuloId: 'pan-0039', cantidad: 2 },
        ],
      }),
    ).toEqual([M.repeatedArticle]);
  });
});
