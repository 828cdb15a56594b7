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
