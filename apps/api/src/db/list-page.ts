import { inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { isWithinWindow, LIST_WINDOW, PAGE_MESSAGES } from '@jarvis/contracts/common';
import { AppError } from '../errors';
import { rowsOf, type Db } from './client';
import { keepingPlan, plannedEachTime, prepared } from './prepared';

/**
 * The one seam every list goes through: a repository says what a list is (its columns and joins,
 * its filter, its order, what its total and its tabs count) as plain Drizzle, and `listPage` turns
 * it into one statement per shape of filter with the page's window, the bounded total and the tabs'
 * numbers carried in it. Why each piece is so: docs/decisions/0007 to 0011.
 */

/** A filter's value in a list's statement: the statement is built once and run with the values. */
export const param = (name: string) => sql.placeholder(name);

/** A number of rows counted up to the bound, as a list's total. */
export type Counted = { total: number; totalIsCapped: boolean };

/** A list's tabs, each with its bounded count, and the selected tab's. */
export type Tabs<K extends string> = { tabs: ({ key: K } & Counted)[]; selected: Counted };

/** The bound is written into the statement: a kept plan is then costed for it (decision 0008). */
const BOUND = sql.raw(String(LIST_WINDOW + 1));

/** The number of `rows` (`table where …`), counted up to LIST_WINDOW + 1 (decision 0008). */
export const bounded = (rows: SQL) =>
  sql<
    number | string
  >`(select count(*) from (select 1 from ${rows} limit ${BOUND}) as bounded)`.mapWith(Number);

/** A count as a list's total: capped at the list window. */
export function counted(n: number | string | null | undefined): Counted {
  const rows = Number(n ?? 0);
  return rows > LIST_WINDOW
    ? { total: LIST_WINDOW, totalIsCapped: true }
    : { total: rows, totalIsCapped: false };
}

/** Tabs and the selected tab's count from each tab's number of rows. */
export function tabsOf<K extends string>(
  keys: readonly K[],
  selected: K,
  rowsIn: (key: K, i: number) => number | string | null | undefined,
): Tabs<K> {
  const tabs = keys.map((key, i) => ({ key, ...counted(rowsIn(key, i)) }));
  const found = tabs.find((tab) => tab.key === selected);
  return {
    tabs,
    selected: found ? { total: found.total, totalIsCapped: found.totalIsCapped } : counted(0),
  };
}

/**
 * Refuses a page that starts past the list window, which no list offers (its count stops at
 * LIST_WINDOW + 1): a crafted deep page would otherwise skip rows in proportion to its depth.
 */
export function assertWithinWindow(query: { page: number; size: number }): void {
  if (!isWithinWindow(query))
    throw new AppError('VALIDATION_ERROR', PAGE_MESSAGES.tooDeep, { page: PAGE_MESSAGES.tooDeep });
}

/**
 * Where a page starts and ends. Page 1 is written with its size and no OFFSET, so PostgreSQL keeps
 * one plan for it per connection; deeper pages take both as values (decision 0007).
 */
export type PageWindow = {
  key: string;
  size: number;
  limit: Placeholder;
  /** 0 writes no OFFSET (Drizzle's offset() leaves a falsy one out). */
  offset: Placeholder | 0;
  values: { size?: number; offset?: number };
  /** The same, for a statement written as a template. */
  clause: SQL;
};

// limit() takes an SQL chunk at run time, though it is typed for numbers and placeholders.
const written = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as Placeholder;

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
  const limit = param('size');
  const offset = param('offset');
  return {
    key: `deep${size}`,
    size,
    limit,
    offset,
    values: { size, offset: (page - 1) * size },
    clause: sql` limit ${limit} offset ${offset}`,
  };
}

/**
 * How a page chooses its rows by their keys before it reads them (decision 0009):
 * - `deep`: pages past the first read their keys from an index alone, inside the list window;
 * - `always`: every page reads its keys first (the cards' joins then run for the page's rows only).
 * `select` gives the keys' own select when they need joins to be filtered and ordered.
 */
export type KeysFirst = {
  key: PgColumn;
  from: PgTable;
  when: 'deep' | 'always';
  select?: (db: Db) => PgSelect;
};

function keysWhere(
  db: Db,
  window: PageWindow,
  keys: KeysFirst,
  where: SQL | undefined,
  orderBy: (PgColumn | SQL)[],
): SQL | undefined {
  const select = () =>
    (keys.select?.(db) ?? db.select({ id: keys.key }).from(keys.from).$dynamic())
      .where(where)
      .orderBy(...orderBy);
  if (keys.when === 'always')
    return inArray(keys.key, select().limit(window.limit).offset(window.offset));
  if (window.offset === 0) return where;
  // The window's keys in the page's order, then the page's own: an OFFSET costed on the window.
  const inWindow = select().limit(written(LIST_WINDOW)).as('ventana');
  const chosen = db
    // The window's one field, named as the keys' select named it.
    .select({ id: (inWindow as unknown as { id: SQL }).id })
    .from(inWindow)
    .limit(written(window.size))
    .offset(window.offset);
  return inArray(keys.key, chosen);
}

/** What the seam adds to a page's columns: its total and its tabs' numbers (decision 0008). */
export type Carried = {
  n: SQL<number | string | null>;
  tabs: SQL<(number | string)[] | null>;
};

type Executable = {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> };
};
type RowsOf<T> = T extends { execute(): Promise<(infer R)[]> } ? R : never;
type PreparedRowsOf<E> = E extends {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<(infer R)[]> };
}
  ? R
  : never;

/** What every list says: its name and shape, its values, its total and its tabs. */
type ListBase<K extends string> = {
  /** The list and the shape of its filter: which filters are present, never their values. */
  name: string;
  /** A 'Buscar' term: its statements are planned for each term (decision 0010). */
  searching?: boolean | undefined;
  query: { page: number; size: number };
  /** The values of the `param`s in the page, its total and its tabs. */
  values: Record<string, unknown>;
  /** The list's total: `bounded(rows)` of its rows (`table where …`), or a sum of kept counts. */
  total?: SQL;
  /** The tabs: every key's number, a scalar each (`bounded(rows)`, or a sum of kept counts). */
  tabs?: { keys: readonly K[]; selected: K; count: (key: K) => SQL };
};

/** A list as a select, a filter and an order; the seam windows it. */
export type ListSpec<T extends PgSelect, K extends string> = ListBase<K> & {
  /** The page's columns, spreading `carried`, and its joins. */
  select: (db: Db, carried: Carried) => T;
  where?: SQL | undefined;
  orderBy: (PgColumn | SQL)[];
  keys?: KeysFirst;
};

/**
 * A list whose page wants more than a filter and an order to choose its rows (a search's matches
 * held apart, counts joined laterally): the repository orders and windows it with `window`.
 */
export type ListPageSpec<E extends Executable, K extends string> = ListBase<K> & {
  page: (db: Db, window: PageWindow, carried: Carried) => E;
};

export type ListResult<R, K extends string> = {
  rows: Omit<R, 'n' | 'tabs'>[];
  counted: Counted;
  tabs: Tabs<K>;
};

/** The tabs' numbers as one array column; a tab's key is written in, as its small fixed set is. */
function tabsArray<K extends string>(tabs: ListBase<K>['tabs']): SQL {
  if (!tabs || tabs.keys.length === 0) return sql`null`;
  return sql`array[${sql.join(
    tabs.keys.map((key) => tabs.count(key).inlineParams()),
    sql`, `,
  )}]`;
}

/** A statement kept under its name (or sent unnamed while searching), run with the list's values. */
function apart(db: Db, name: string, searching: boolean | undefined, statement: SQL) {
  return prepared(db, name, (d) =>
    searching ? plannedEachTime(d, statement) : keepingPlan(d, statement),
  );
}

/**
 * One page of a list with its bounded total and its tabs, in one statement built once per shape
 * (db/prepared) and named, or unnamed while searching. A page with no row carries no count: its
 * total and tabs are then counted apart (page 1 empty counts 0).
 */
export function listPage<T extends PgSelect, K extends string = never>(
  db: Db,
  list: ListSpec<T, K>,
): Promise<ListResult<RowsOf<T>, K>> {
  return run<RowsOf<T>, K>(db, list, (d, window, carried) =>
    windowed(d, window, { ...list, select: list.select(d, carried) }),
  );
}

/**
 * A select filtered, ordered and cut to the page's window, its keys read first if `keys` says so:
 * what `listPage` does with a list, for a page that wraps it further (`listPageOf`).
 */
export function windowed<T extends PgSelect>(
  db: Db,
  window: PageWindow,
  list: { select: T; where?: SQL | undefined; orderBy: (PgColumn | SQL)[]; keys?: KeysFirst },
): T {
  const where = list.keys ? keysWhere(db, window, list.keys, list.where, list.orderBy) : list.where;
  const select = list.select
    .where(where)
    .orderBy(...list.orderBy)
    .limit(window.limit);
  // Keys read first carry the page's OFFSET themselves.
  return list.keys ? select : select.offset(window.offset);
}

/** `listPage` for a page the repository windows itself (`ListPageSpec`). */
export function listPageOf<E extends Executable, K extends string = never>(
  db: Db,
  list: ListPageSpec<E, K>,
): Promise<ListResult<PreparedRowsOf<E>, K>> {
  return run<PreparedRowsOf<E>, K>(db, list, list.page);
}

type Numbers = { n: number | string | null; tabs: (number | string)[] | null };

async function run<R, K extends string>(
  db: Db,
  list: ListBase<K>,
  build: (db: Db, window: PageWindow, carried: Carried) => Executable,
): Promise<ListResult<R, K>> {
  const window = pageWindow(list.query);
  const tabKeys = list.tabs?.keys.join('|') ?? '';
  const name = `${list.name}:${window.key}:${tabKeys}`;
  const counts = sql`select ${list.total ?? sql`null`} as n, ${tabsArray(list.tabs)} as tabs`;
  const countsApart = () =>
    apart(db, `${list.name}:apart:${tabKeys}`, list.searching, counts)
      .execute(list.values)
      .then((result) => rowsOf<Numbers>(result)[0]);
  // A search's counts walk its matches up to the bound: sent beside its page, on another
  // connection, not before it in the page's own statement (decision 0010).
  const beside = list.searching && Boolean(list.total || list.tabs);
  const page = prepared(db, name, (d) => {
    const carried: Carried = beside
      ? { n: sql`null`, tabs: sql`null` }
      : {
          n: (list.total ?? sql`null`) as Carried['n'],
          tabs: tabsArray(list.tabs) as Carried['tabs'],
        };
    return build(d, window, carried).prepare(list.searching ? '' : name);
  });
  const [rows, searched] = await Promise.all([
    page.execute({ ...list.values, ...window.values }) as Promise<(R & Partial<Numbers>)[]>,
    beside ? countsApart() : undefined,
  ]);
  const first = rows[0];
  let numbers: Partial<Numbers> | undefined = searched ?? first;
  // A page with no row carries nothing: its counts are read apart (page 1 empty counts 0).
  if (!numbers && (list.total || list.tabs) && (list.query.page > 1 || list.tabs))
    numbers = await countsApart();
  const keys = list.tabs?.keys ?? [];
  return {
    rows: rows.map(({ n: _n, tabs: _tabs, ...row }) => row as Omit<R, 'n' | 'tabs'>),
    counted: counted(numbers?.n),
    tabs: tabsOf(keys, list.tabs?.selected as K, (_key, i) => numbers?.tabs?.[i]),
  };
}
