import type { Inventory, InventoryLine } from '@jarvis/contracts/inventory';

/**
 * A line as saved replaces the one on screen, unless the screen already holds a newer one (a poll
 * that answered after it): versions only move forward.
 */
export function withLine(count: Inventory | undefined, line: InventoryLine) {
  if (!count) return count;
  return {
    ...count,
    detalle: count.detalle.map((l) =>
      l.inventarioDetalleId === line.inventarioDetalleId && l.version <= line.version ? line : l,
    ),
  };
}

/**
 * A count read again (the poll) over the one on screen: each line keeps the newer of the two, so a
 * read that left before a save answered does not bring back the older version.
 */
export function newerLines(previous: unknown, next: unknown): unknown {
  const before = previous as Inventory | undefined;
  const after = next as Inventory | undefined;
  if (!before || !after || before.inventarioId !== after.inventarioId) return next;
  const held = new Map(before.detalle.map((l) => [l.inventarioDetalleId, l]));
  return {
    ...after,
    detalle: after.detalle.map((l) => {
      const mine = held.get(l.inventarioDetalleId);
      return mine && mine.version > l.version ? mine : l;
    }),
  };
}
