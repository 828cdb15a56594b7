// Small helpers to write generator SQL: every generator is set-based (generate_series), never a loop
// of inserts, so scale 1 takes seconds on PostgreSQL and stays bearable on PGlite.
import type { Database } from '../../apps/api/src/db/client';

/** A module's generator: fills that module's tables for a scale factor (1 = a large real group). */
export type Generator = {
  /** The module it belongs to, as in apps/api/src/modules/<module>. */
  module: string;
  run(database: Database, scale: number): Promise<void>;
  /**
   * What the scenarios need to know of the generated rows beyond their counts (the busiest supplier's
   * id, say), read after VACUUM ANALYZE; merged into the facts `path(facts)` receives.
   */
  facts?(database: Database): Promise<Record<string, unknown>>;
};

export const lit = (value: string) => `'${value.replaceAll("'", "''")}'`;

export const textArray = (values: readonly string[]) => `ARRAY[${values.map(lit).join(', ')}]`;

/** `arr[random element]`, with `r` a uniform [0,1) SQL expression. */
export const pickFrom = (array: string, r = 'random()') =>
  `(${array})[1 + floor(${r} * cardinality(${array}))::int]`;

/**
 * A CASE choosing one value by weight; `r` must be one [0,1) value computed once per row (a CTE column),
 * or each WHEN would draw its own number.
 */
export function weighted(choices: readonly [value: string, weight: number][], r: string): string {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let upTo = 0;
  const whens = choices.slice(0, -1).map(([value, w]) => {
    upTo += w / total;
    return `WHEN ${r} < ${upTo.toFixed(6)} THEN ${lit(value)}`;
  });
  return `(CASE ${whens.join(' ')} ELSE ${lit(choices.at(-1)![0])} END)`;
}

/** Rows for a count at scale 1, never below `min` so a small scale still has a usable screen. */
export const scaled = (atScale1: number, scale: number, min = 1) =>
  Math.max(min, Math.round(atScale1 * scale));

/** One integer from the database, e.g. the highest id so far. */
export async function scalar(database: Database, sql: string): Promise<number> {
  const [row] = await database.query<{ n: number }>(`SELECT (${sql})::int AS n`);
  return row?.n ?? 0;
}

/**
 * Runs the statements on one connection (one `exec`), after `setseed`, so a run is reproducible: the
 * same scale always gives the same rows.
 */
export async function run(database: Database, seed: number, statements: string[]) {
  await database.exec([`SELECT setseed(${seed})`, ...statements].join(';\n'));
}
