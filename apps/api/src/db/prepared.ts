import { sql, type Placeholder } from 'drizzle-orm';
import type { Db } from './client';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A named prepared statement per database handle. The hot paths (the per-request session check, the
 * menu) are planned once per connection instead of on every request: planning a seven-table join costs
 * more than running it.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  if (!statements.has(name)) statements.set(name, build(db));
  return statements.get(name) as T;
}

/**
 * How a filter's value enters a statement: as itself, or as a placeholder of a statement built once
 * per shape of filter (which filters a request carries, not their values) and executed with the
 * values. The lists build their page this way; their counts, built with the values, stay unprepared.
 */
export type ValueOf = <T>(key: string, value: T) => T | Placeholder;
export const itself: ValueOf = (_key, value) => value;
export const placeholder: ValueOf = (key) => sql.placeholder(key);
