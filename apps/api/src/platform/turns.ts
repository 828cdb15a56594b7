/**
 * The API answers everyone on one thread: work over tens of thousands of rows (a year's export)
 * gives the other requests a turn every so often instead of holding the thread until it is done.
 */

/** Resolves once the event loop has run what was waiting (I/O callbacks included). */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `fn` on each of `items` in order, with a turn for everyone else every `perTurn` items. */
export async function eachInTurns<T>(
  items: readonly T[],
  fn: (item: T, index: number) => void,
  perTurn = 1_000,
): Promise<void> {
  for (let i = 0; i < items.length; i++) {
    fn(items[i]!, i);
    if (i % perTurn === perTurn - 1) await nextTurn();
  }
}

/** `items` mapped by `fn`, with a turn for everyone else every `perTurn` items. */
export async function mapInTurns<T, U>(
  items: readonly T[],
  fn: (item: T) => U,
  perTurn = 1_000,
): Promise<U[]> {
  const mapped = new Array<U>(items.length);
  await eachInTurns(items, (item, i) => (mapped[i] = fn(item)), perTurn);
  return mapped;
}
