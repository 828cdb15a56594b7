/**
 * Whether `error` is PostgreSQL's unique violation (23505), optionally on one constraint or index.
 * Both drivers put `code` and `constraint` on the error; Drizzle wraps it in `cause`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of causes(error))
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  return false;
}

/**
 * Whether PostgreSQL ended the transaction to let a concurrent one through: a deadlock (40P01) or
 * a serialization failure (40001). Nothing was written; the same request sent again can succeed.
 */
export function isConcurrencyFailure(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === '40P01' || e.code === '40001') return true;
  return false;
}

/**
 * Whether PostgreSQL refused a value itself (class 22, data exception): a number beyond its
 * column's type, a date it has no day for, a text with U+0000. The request's checks let it
 * through; nothing was written, and the same request will fail the same way.
 */
export function isDataException(error: unknown): boolean {
  for (const e of causes(error))
    if (typeof e.code === 'string' && e.code.startsWith('22')) return true;
  return false;
}

/** The error and each error it wraps (`cause`), as far as they go. */
function* causes(error: unknown): Generator<{ code?: unknown; constraint?: unknown }> {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    yield e;
}
