import { sql, type SQL } from 'drizzle-orm';
import { LIST_WINDOW } from '@jarvis/contracts/common';
import type { Db } from './client';
import { executeKeepingPlan, itself, keepingPlan, prepared, type ValueOf } from './prepared';

/**
 * How a count is planned: `kept` when its values never change the best plan (a brand, a state, a
 * branch: db/prepared executeKeepingPlan), `each` when they do (a 'Buscar' term).
 */
export type CountPlan = { plan: 'kept' | 'each' };

/**
 * Tabs counted with a kept plan are also built once: `shape` names what their statement's text
 * depends on besides the tabs' keys and the selected one (which filters are present, a fixed set of
 * states). Their values go in as placeholders and the statement is not written again (Drizzle took
 * ~70 µs to write four brands' counts on every request).
 */
export type TabsPlan = { plan: 'each' } | { plan: 'kept'; shape: string };

/**
 * The bound is written into the statement, not passed as a value: with a parameter for it a kept
 * plan would be costed for an unknown LIMIT (a tenth of the rows) and PostgreSQL would plan every
 * execution anyway.
 */
const BOUND = sql.raw(String(LIST_WINDOW + 1));

const run = (db: Db, query: SQL, { plan }: CountPlan) =>
  plan === 'kept' ? executeKeepingPlan(db, query) : db.execute(query);

/**
 * Counts at most LIST_WINDOW + 1 rows of a query, so a list's total costs the same on a table of a
 * thousand rows or of millions.
 */
export async function boundedCount(db: Db, from: SQL, plan: CountPlan): Promise<Counted> {
  const result: unknown = await run(
    db,
    sql`select count(*) as n from (select 1 from ${from} limit ${BOUND}) as bounded`,
    plan,
  );
  // Both drivers answer { rows }.
  const { rows } = result as { rows: { n: number | string }[] };
  return counted(rows[0]?.n);
}

export type Counted = { total: number; totalIsCapped: boolean };

function counted(n: number | string | undefined): Counted {
  const rows = Number(n ?? 0);
  return rows > LIST_WINDOW
    ? { total: LIST_WINDOW, totalIsCapped: true }
    : { total: rows, totalIsCapped: false };
}

/**
 * The bounded count of every tab of a list (brands, states) in one statement: one scalar subquery a
 * tab, so three tabs cost one round trip instead of three. The page's own count is its tab's, never
 * counted twice.
 */
export async function tabCounts<K extends string>(
  db: Db,
  keys: readonly K[],
  selected: K,
  from: (key: K, value: ValueOf) => SQL,
  plan: TabsPlan,
): Promise<{ tabs: ({ key: K } & Counted)[]; selected: Counted }> {
  if (keys.length === 0) return { tabs: [], selected: counted(0) };
  const shape = plan.plan === 'kept' ? plan.shape : undefined;
  // Kept: each tab's values become placeholders t0_marca, t1_marca…, collected here; the
  // statement is written once per shape, tabs and selected tab.
  const values: Record<string, unknown> = {};
  const valueOf =
    (i: number): ValueOf =>
    (name, value) => {
      values[`t${i}_${name}`] = value;
      return sql.placeholder(`t${i}_${name}`);
    };
  // Aliases n0, n1…: node-postgres keeps only the last of same-named columns.
  const columns = keys.map(
    (key, i) =>
      sql`(select count(*) from (select 1 from ${from(key, shape === undefined ? itself : valueOf(i))} limit ${BOUND}) as bounded) as ${sql.raw(`n${i}`)}`,
  );
  const statement = sql`select ${sql.join(columns, sql`, `)}`;
  const result: unknown =
    shape === undefined
      ? await db.execute(statement)
      : await prepared(db, `tabs:${shape}:${keys.join('|')}:${selected}`, (d) =>
          keepingPlan(d, statement),
        ).execute(values);
  const [row = {}] = (result as { rows: Record<string, number | string>[] }).rows;
  const tabs = keys.map((key, i) => ({ key, ...counted(row[`n${i}`]) }));
  const found = tabs.find((tab) => tab.key === selected);
  return {
    tabs,
    selected: found ? { total: found.total, totalIsCapped: found.totalIsCapped } : counted(0),
  };
}

/** The LIMIT and OFFSET parameters of a page, for a list statement built once (db/prepared). */
export const pageParams = ({ page, size }: { page: number; size: number }) => ({
  size,
  offset: (page - 1) * size,
});
