/**
 * Whether `error` is PostgreSQL's unique violation (23505), optionally on one constraint or index.
 * Both drivers put `code` and `constraint` on the error; Drizzle wraps it in `cause`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

/**
 * Whether PostgreSQL ended the transaction to let a concurrent one through: a deadlock (40P01) or
 * a serialization failure (40001). Nothing was written; the same request sent again can succeed.
 */
export function isConcurrencyFailure(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}
