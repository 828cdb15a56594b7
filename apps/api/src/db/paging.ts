import { sql, type SQL } from 'drizzle-orm';
import { LIST_WINDOW } from '@jarvis/contracts/common';
import type { Db } from './client';

/**
 * Counts at most LIST_WINDOW + 1 rows of a query, so a list's total costs the same on a table of a
 * thousand rows or of millions.
 */
export async function boundedCount(
  db: Db,
  from: SQL,
): Promise<{ total: number; totalIsCapped: boolean }> {
  const result: unknown = await db.execute(
    sql`select count(*) as n from (select 1 from ${from} limit ${LIST_WINDOW + 1}) as bounded`,
  );
  // Both drivers answer { rows }.
  const { rows } = result as { rows: { n: number | string }[] };
  const n = Number(rows[0]?.n ?? 0);
  return n > LIST_WINDOW
    ? { total: LIST_WINDOW, totalIsCapped: true }
    : { total: n, totalIsCapped: false };
}

export type Counted = { total: number; totalIsCapped: boolean };

/**
 * The bounded count of every tab of a list (brands, states), counted at once; the page's own count
 * is its tab's, never counted twice.
 */
export async function tabCounts<K extends string>(
  keys: readonly K[],
  selected: K,
  count: (key: K) => Promise<Counted>,
): Promise<{ tabs: ({ key: K } & Counted)[]; selected: Counted }> {
  const tabs = await Promise.all(keys.map(async (key) => ({ key, ...(await count(key)) })));
  const found = tabs.find((tab) => tab.key === selected);
  return {
    tabs,
    selected: found
      ? { total: found.total, totalIsCapped: found.totalIsCapped }
      : { total: 0, totalIsCapped: false },
  };
}
