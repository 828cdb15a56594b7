import {
  ORDER_FIELD_LABELS,
  ORDER_HISTORY_LABELS,
  ORDER_STATE_LABELS,
  type OrderHistoryEntry,
  type OrderState,
} from '@jarvis/contracts/orders';

/**
 * An order's history is its bitácora (entidad 'pedido'). Every entry's detalle says what changed as
 * `{ cambios: [{ campo, articuloId?, de, a }] }` with the stored values (a state's number, a
 * quantity's decimal text); this module writes that shape and reads it back in words.
 */

export type OrderChange = {
  campo: keyof typeof ORDER_FIELD_LABELS;
  articuloId?: string;
  de: string | number | null;
  a: string | number | null;
};

export const changesOf = (cambios: OrderChange[]) => ({ cambios });

/** The states' change as a history entry's one change. */
export const stateChange = (de: number | null, a: number): OrderChange => ({
  campo: 'estado',
  de,
  a,
});

type Stored = {
  fecha: Date;
  usuario: string;
  accion: string;
  detalle: Record<string, unknown> | null;
};

const inWords = (campo: string, value: OrderChange['de']): string | null => {
  if (value === null || value === undefined) return null;
  if (campo === 'estado') return ORDER_STATE_LABELS[Number(value) as OrderState] ?? String(value);
  return String(value);
};

/** The article ids a history mentions, to name them. */
export function articlesIn(entries: { detalle: Record<string, unknown> | null }[]): string[] {
  const ids = new Set<string>();
  for (const e of entries)
    for (const c of (e.detalle?.cambios as OrderChange[] | undefined) ?? [])
      if (c.articuloId) ids.add(c.articuloId);
  return [...ids];
}

/** The history as the detail shows it: each entry's action and changes in words. */
export function historyInWords(
  entries: Stored[],
  articleName: (articuloId: string) => string,
): OrderHistoryEntry[] {
  return entries.map((e) => ({
    fecha: e.fecha.toISOString(),
    usuario: e.usuario,
    accion: ORDER_HISTORY_LABELS[e.accion] ?? e.accion,
    cambios: ((e.detalle?.cambios as OrderChange[] | undefined) ?? []).map((c) => ({
      campo: ORDER_FIELD_LABELS[c.campo] ?? c.campo,
      articulo: c.articuloId ? articleName(c.articuloId) : null,
      de: inWords(c.campo, c.de),
      a: inWords(c.campo, c.a),
    })),
  }));
}
