import { createHash } from 'node:crypto';
import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { withRowsMapper } from './row-mapper';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A named prepared statement per database handle. The hot paths (the per-request session check, the
 * menu) are planned once per connection instead of on every request: planning a seven-table join costs
 * more than running it. Its rows are mapped by a function written once for its columns
 * (db/row-mapper).
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  if (!statements.has(name)) statements.set(name, withRowsMapper(build(db)));
  return statements.get(name) as T;
}

/**
 * The name a list's statement is prepared under: its own, or none while it searches. A brand, a
 * state or a branch never changes a list's best plan, so PostgreSQL may keep one per connection; a
 * 'Buscar' term does (a common word walks an index in order, a rare one reads the trigram index),
 * so an unnamed statement is planned for each term.
 */
export const unlessSearching = (name: string, searching: string | boolean | undefined) =>
  searching ? '' : name;

/**
 * How a filter's value enters a statement: as itself, or as a placeholder of a statement built once
 * per shape of filter (which filters a request carries, not their values) and executed with the
 * values. The lists' pages are built this way, and the tabs' counts whose plan is kept
 * (db/paging tabCounts).
 */
export type ValueOf = <T>(key: string, value: T) => T | Placeholder;
export const itself: ValueOf = (_key, value) => value;
export const placeholder: ValueOf = (key) => sql.placeholder(key);

/**
 * A statement executed under a name derived from its text, so each connection parses it once and
 * PostgreSQL may keep one plan for every value: after five executions its plan
 * cache compares a generic plan's cost with the custom plans' and keeps the generic one when it is
 * no dearer. For statements whose best plan does not depend on the values (a brand, a state, a
 * branch). A 'Buscar' term wants its own plan: those are `plannedEachTime`.
 * The price list's brand tabs planned in 0.2 ms to run in 0.5 (docs/performance-log.md).
 */
export function keepingPlan(db: Db, query: SQL): KeptStatement {
  return statement(
    db,
    query,
    (text) => `kept_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`,
  );
}

/**
 * A statement built once and sent unnamed: PostgreSQL plans every execution for its values, as
 * `db.execute` has it planned, without Drizzle writing the SQL again on every request (building a
 * search's three brand counts was 5 % of the API's busy time under the tickets' search). For counts
 * whose best plan follows a 'Buscar' term.
 */
export function plannedEachTime(db: Db, query: SQL): KeptStatement {
  return statement(db, query, () => '');
}

/** Drizzle's own path for db.execute, under a name (its dialect and session are not in its types). */
function statement(db: Db, query: SQL, nameOf: (text: string) => string): KeptStatement {
  const { dialect, session } = db as unknown as {
    dialect: PgDialect;
    session: {
      prepareQuery(
        query: Query,
        fields: undefined,
        name: string,
        arrayMode: boolean,
      ): KeptStatement;
    };
  };
  const built = dialect.sqlToQuery(query);
  return session.prepareQuery(built, undefined, nameOf(built.sql), false);
}

/** A statement kept under its name; `values` fill its placeholders. */
export type KeptStatement = { execute(values?: Record<string, unknown>): Promise<unknown> };
