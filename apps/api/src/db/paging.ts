import { inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isWithinWindow, LIST_WINDOW, PAGE_MESSAGES } from '@jarvis/contracts/common';
import { AppError } from '../errors';
import { rowsOf, type Db } from './client';
import { keepingPlan, placeholder, plannedEachTime, prepared, type ValueOf } from './prepared';

/**
 * How a count is planned: `kept` when its values never change the best plan (a brand, a state, a
 * branch: db/prepared keepingPlan), `each` when they do (a 'Buscar' term: sent unnamed, planned for
 * each execution's values, db/prepared plannedEachTime). Either is built once per `shape`, which
 * names what its text depends on (which filters are present), and executed with each request's
 * values: writing it again and hashing its text cost ~40 µs a request.
 */
export type CountPlan = { plan: 'kept' | 'each'; shape: string };

/**
 * Tabs counted with a kept plan are also built once: `shape` names what their statement's text
 * depends on besides the tabs' keys and the selected one (which filters are present, a fixed set of
 * states). Their values go in as placeholders and the statement is not written again (Drizzle took
 * ~70 µs to write four brands' counts on every request).
 *
 * `written` tabs are built once per shape and values, every value written into the statement: for
 * tabs whose values all come from small fixed sets (a department, the brands, a screen's states).
 * With no parameter left PostgreSQL plans the statement once per connection, for its very values.
 * With parameters it may keep planning it on every execution: SAP's four states planned in 0.20
 * ms to run in 0.81, their rows too different in number for one generic plan to look as cheap.
 */
export type TabsPlan = { plan: 'each' | 'kept' | 'written'; shape: string };

/**
 * The bound is written into the statement, not passed as a value: with a parameter for it a kept
 * plan would be costed for an unknown LIMIT (a tenth of the rows) and PostgreSQL would plan every
 * execution anyway.
 */
const BOUND = sql.raw(String(LIST_WINDOW + 1));

/** `rows` up to the bound, for a list's count and each of its tabs'. */
const upToBound = (rows: SQL) => sql`(select 1 from ${rows} limit ${BOUND}) as bounded`;

/**
 * Counts at most LIST_WINDOW + 1 rows of a query, so a list's total costs the same on a table of a
 * thousand rows or of millions. `from` writes the rows counted, its values through `value`.
 */
export async function boundedCount(
  db: Db,
  from: (value: ValueOf) => SQL,
  plan: CountPlan,
): Promise<Counted> {
  const countOf = (rows: SQL) => sql`select count(*) as n from ${upToBound(rows)}`;
  // The rows' SQL is built on every request for its values; the statement only once per shape.
  const values: Record<string, unknown> = {};
  const counting = countOf(
    from((name, value) => {
      values[name] = value;
      return placeholder(name, value);
    }),
  );
  const result = await prepared(db, `count:${plan.plan}:${plan.shape}`, (d) =>
    plan.plan === 'kept' ? keepingPlan(d, counting) : plannedEachTime(d, counting),
  ).execute(values);
  // Both drivers answer { rows }.
  const { rows } = result as { rows: { n: number | string }[] };
  return counted(rows[0]?.n);
}

/**
 * A list's bounded count as a column of its page's own statement: an uncorrelated scalar subquery,
 * which PostgreSQL runs once per execution (an InitPlan) before the page's rows, so the page and
 * its count are one statement and one round trip instead of two. `from` writes the rows counted
 * with the page's own values (placeholders of the statement built once). Read back with
 * `carriedCount`. Sent mail's page and count alternated on the floor, two statements against one:
 * 2,707–2,805 → 3,109–3,213 requests a second (docs/performance-log.md).
 */
export const countColumn = (from: SQL) =>
  sql<number | string>`(select count(*) from ${upToBound(from)})`;

/**
 * The count a page carried (`countColumn`): `n` of its first row, undefined when it has none. On
 * page 1 the rows counted are the page's own, so an empty one counts 0; a page past the end asks
 * for it `apart`.
 */
export async function carriedCount(
  n: number | string | undefined,
  page: number,
  apart: () => Promise<Counted>,
): Promise<Counted> {
  if (n !== undefined) return counted(n);
  return page === 1 ? counted(0) : apart();
}

/**
 * Every tab's number as one column of a page's own statement, an array in the tabs' order: each a
 * scalar subquery (`countColumn`, or a sum of kept counts), run once per execution as the page's
 * count is, with the tab's values written into it as `written` tabs' are (tabCounts): for tabs
 * whose values all come from small fixed sets, in a statement built once per set. Placeholders stay
 * placeholders, filled with the page's values. Read back with `tabsOf`; a page with no row carries
 * none, and its tabs are counted apart.
 */
export const tabsColumn = <K extends string>(keys: readonly K[], tab: (key: K) => SQL) =>
  sql<(number | string)[]>`array[${sql.join(
    keys.map((key) => tab(key).inlineParams()),
    sql`, `,
  )}]`;

export type Counted = { total: number; totalIsCapped: boolean };

/**
 * A number of rows kept by triggers (a table of counts), as a list's total: capped at the list
 * window, as a bounded count is.
 */
export const keptTotal = (n: number | string) => counted(n);

/** A number of rows counted up to the bound, as a list's total. */
function counted(n: number | string | undefined): Counted {
  const rows = Number(n ?? 0);
  return rows > LIST_WINDOW
    ? { total: LIST_WINDOW, totalIsCapped: true }
    : { total: rows, totalIsCapped: false };
}

/** The tabs' statement, planned as `plan` says; `values` are the kept or written tabs' values. */
function runTabs(
  db: Db,
  statement: SQL,
  plan: TabsPlan,
  keys: string,
  selected: string,
  values: Record<string, unknown>,
): Promise<unknown> {
  switch (plan.plan) {
    case 'each':
      return prepared(db, `tabs-each:${plan.shape}:${keys}:${selected}`, (d) =>
        plannedEachTime(d, statement),
      ).execute(values);
    case 'kept':
      return prepared(db, `tabs:${plan.shape}:${keys}:${selected}`, (d) =>
        keepingPlan(d, statement),
      ).execute(values);
    case 'written':
      return prepared(db, `tabs:${plan.shape}:${keys}:${selected}:${JSON.stringify(values)}`, (d) =>
        keepingPlan(d, statement.inlineParams()),
      ).execute();
  }
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
): Promise<Tabs<K>> {
  if (keys.length === 0) return { tabs: [], selected: counted(0) };
  // Kept and each: each tab's values become placeholders t0_marca, t1_marca…, collected here;
  // the statement is written once per shape, tabs and selected tab. Written: collected too, for
  // the statement's key, and left as values to be written into it.
  const values: Record<string, unknown> = {};
  const valueOf =
    (i: number): ValueOf =>
    (name, value) => {
      values[`t${i}_${name}`] = value;
      return plan.plan === 'written' ? value : sql.placeholder(`t${i}_${name}`);
    };
  // Aliases n0, n1…: node-postgres keeps only the last of same-named columns.
  const columns = keys.map(
    (key, i) =>
      sql`(select count(*) from ${upToBound(from(key, valueOf(i)))}) as ${sql.raw(`n${i}`)}`,
  );
  const statement = sql`select ${sql.join(columns, sql`, `)}`;
  const result = await runTabs(db, statement, plan, keys.join('|'), selected, values);
  const [row = {}] = rowsOf<Record<string, number | string>>(result);
  return tabsOf(keys, selected, (_key, i) => row[`n${i}`]);
}

/** A list's tabs, each with its bounded count, and the selected tab's. */
export type Tabs<K extends string> = { tabs: ({ key: K } & Counted)[]; selected: Counted };

/**
 * The tabs a page carried (`tabsColumn`): the array of its first row, undefined when it has none;
 * then they are read `apart`.
 */
export async function carriedTabs<K extends string>(
  keys: readonly K[],
  selected: K,
  carried: readonly (number | string)[] | undefined,
  apart: () => Promise<Tabs<K>>,
): Promise<Tabs<K>> {
  return carried ? tabsOf(keys, selected, (_key, i) => carried[i]) : apart();
}

/**
 * Tabs and the selected tab's count from each tab's number of rows: capped at the list window, as a
 * bounded count is, whether the number was counted or kept (a table of counts kept by triggers).
 */
export function tabsOf<K extends string>(
  keys: readonly K[],
  selected: K,
  rowsIn: (key: K, i: number) => number | string | undefined,
): Tabs<K> {
  const tabs = keys.map((key, i) => ({ key, ...counted(rowsIn(key, i)) }));
  const found = tabs.find((tab) => tab.key === selected);
  return {
    tabs,
    selected: found ? { total: found.total, totalIsCapped: found.totalIsCapped } : counted(0),
  };
}

/**
 * Where a page starts and ends in a statement built once (db/prepared). Page 1, which most requests
 * ask for, is written with its size and without OFFSET, so PostgreSQL keeps one generic plan for it
 * per connection: an OFFSET parameter is costed as skipping a tenth of the rows, and a statement
 * with one is planned again on every execution (the price list's page planned in 0.55 ms to run in
 * 0.19). Deeper pages take both as parameters. `key` tells the two statements apart in their names;
 * `values` are the parameters to execute them with.
 */
export type PageWindow = {
  key: string;
  /** The page's size, as asked. */
  size: number;
  limit: Placeholder;
  /** 0 writes no OFFSET (Drizzle's offset() leaves a falsy one out). */
  offset: Placeholder | 0;
  values: { size?: number; offset?: number };
  /** The same, for a statement written as a template. */
  clause: SQL;
};

// Drizzle writes a number as a bind parameter and an SQL chunk as itself; limit() takes either at
// run time, though it is typed for numbers and placeholders.
const written = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as Placeholder;

/**
 * Refuses a page that starts past the list window, which no list offers (its count stops at
 * LIST_WINDOW + 1): a crafted deep page would otherwise skip rows in proportion to its depth.
 */
export function assertWithinWindow(query: { page: number; size: number }): void {
  if (!isWithinWindow(query))
    throw new AppError('VALIDATION_ERROR', PAGE_MESSAGES.tooDeep, { page: PAGE_MESSAGES.tooDeep });
}

/** The page's LIMIT and OFFSET, for a page inside the list window (refused otherwise). */
export function pageWindow({ page, size }: { page: number; size: number }): PageWindow {
  assertWithinWindow({ page, size });
  if (page === 1) {
    const limit = written(size);
    return {
      key: `first${size}`,
      size,
      limit,
      offset: 0,
      values: {},
      clause: sql` limit ${limit}`,
    };
  }
  const limit = sql.placeholder('size');
  const offset = sql.placeholder('offset');
  return {
    // Per size: keysFirst writes the size into its statement.
    key: `deep${size}`,
    size,
    limit,
    offset,
    values: { size, offset: (page - 1) * size },
    clause: sql` limit ${limit} offset ${offset}`,
  };
}

/**
 * A deep page's condition: its rows chosen by their keys first. An OFFSET skips rows one by one,
 * and a page read whole reads every skipped row whole too (its table's row, its joins, its columns'
 * subqueries) only to drop it. The keys are selected alone from `from`, filtered by `where` and
 * ordered as the page, so an index alone can skip the rows; the page then reads only its own. Page
 * 1 skips nothing and keeps `where`; a deep page keeps its own order and its LIMIT, and leaves its
 * OFFSET to the keys. Sent mail's page 100 went from 0.40 to 0.26 ms, the articles' from 0.62 to
 * 0.25 (pgbench, one connection; docs/performance-log.md).
 *
 * The keys are skipped inside the list window, a subquery of at most LIST_WINDOW keys in the page's
 * order, and taken `size` at a time, the size written into the statement: PostgreSQL then costs
 * an unknown OFFSET as a tenth of the window, not of the table, and keeps one plan per connection.
 * With both as parameters it costed the plan for a tenth of the table and planned every deep page
 * again (sent mail's page 100: 0.22 ms of planning to run in 0.73; docs/performance-log.md). The
 * window's rows come out in its order: nothing between its LIMIT and the OFFSET reorders them.
 */
export function keysFirst(
  db: Db,
  window: PageWindow,
  keys: { key: PgColumn; from: PgTable; where?: SQL | undefined; orderBy: (PgColumn | SQL)[] },
): SQL | undefined {
  if (window.offset === 0) return keys.where;
  const inWindow = db
    .select({ id: keys.key })
    .from(keys.from)
    .where(keys.where)
    .orderBy(...keys.orderBy)
    .limit(written(LIST_WINDOW))
    .as('ventana');
  const chosen = db
    .select({ id: inWindow.id })
    .from(inWindow)
    .limit(written(window.size))
    .offset(window.offset);
  return inArray(keys.key, chosen);
}
