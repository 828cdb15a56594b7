import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
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
 * A statement executed under a name derived from its text, so each connection parses it once and
 * PostgreSQL may keep one plan for every value: after five executions its plan
 * cache compares a generic plan's cost with the custom plans' and keeps the generic one when it is
 * no dearer. For statements whose best plan does not depend on the values (a brand, a state, a
 * branch). A 'Buscar' term wants its own plan: those are `plannedEachTime`.
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
 * `db.execute` has it planned, without Drizzle writing the SQL again on every request. For counts
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
