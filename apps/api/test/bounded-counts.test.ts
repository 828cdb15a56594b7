import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { LIST_WINDOW } from '@jarvis/contracts/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { boundedCount, keysFirst, pageWindow, tabCounts } from '../src/db/paging';
import type { ValueOf } from '../src/db/prepared';

// One connection, so a kept statement meets its own plan cache on every execution.
const url = process.env.TEST_DATABASE_URL;
const suffix = randomBytes(4).toString('hex');
const table = `paging_${suffix}`;
// The pages' own table, so that the kept counts' statements below stay the only ones on `table`.
const pages = pgTable(`pages_${suffix}`, {
  id: integer('id').primaryKey(),
  marca: integer('marca'),
});
let database: Database;

beforeAll(async () => {
  database = await openDatabase(url ? { url, poolSize: 1 } : { memory: true });
  // Brand 1 holds more rows than the window, brand 2 a few, brand 3 none.
  await database.exec(`
    CREATE TABLE ${table} (id int PRIMARY KEY, marca int NOT NULL);
    INSERT INTO ${table} SELECT n, CASE WHEN n <= ${LIST_WINDOW + 500} THEN 1 ELSE 2 END
      FROM generate_series(1, ${LIST_WINDOW + 507}) AS n;
    CREATE INDEX ON ${table} (marca);
    ANALYZE ${table};
    CREATE TABLE pages_${suffix} AS SELECT * FROM ${table};
    ALTER TABLE pages_${suffix} ADD PRIMARY KEY (id);
    CREATE INDEX ON pages_${suffix} (marca, id);
    ANALYZE pages_${suffix};
  `);
});

afterAll(async () => {
  await database.exec(`DROP TABLE IF EXISTS ${table}; DROP TABLE IF EXISTS pages_${suffix}`);
  await database.close();
});

const rowsOf = (marca: number) => (value: ValueOf) =>
  sql`${sql.identifier(table)} where marca = ${value('marca', marca)}`;
const plans = {
  kept: { plan: 'kept', shape: 'marca' },
  each: { plan: 'each', shape: 'marca' },
} as const;

describe('bounded counts', () => {
  it('count each value right, kept or planned each time, and stop at the window', async () => {
    // More executions than PostgreSQL's five custom plans, so a kept plan is in use by the end.
    for (let round = 0; round < 4; round++) {
      for (const plan of [plans.kept, plans.each]) {
        expect(await boundedCount(database.db, rowsOf(1), plan)).toEqual({
          total: LIST_WINDOW,
          totalIsCapped: true,
        });
        expect(await boundedCount(database.db, rowsOf(2), plan)).toEqual({
          total: 7,
          totalIsCapped: false,
        });
        expect(await boundedCount(database.db, rowsOf(3), plan)).toEqual({
          total: 0,
          totalIsCapped: false,
        });
      }
    }
  });

  it('keep two statements of one connection apart and count tabs in one round trip', async () => {
    for (let round = 0; round < 7; round++) {
      const brands = ['1', '2', '3'] as const;
      const counted = await tabCounts(
        database.db,
        brands,
        '2',
        (key, value) => sql`${sql.identifier(table)} where marca = ${value('marca', Number(key))}`,
        { plan: 'kept', shape: 'marca' },
      );
      expect(counted.tabs.map((tab) => tab.total)).toEqual([LIST_WINDOW, 7, 0]);
      expect(counted.selected).toEqual({ total: 7, totalIsCapped: false });
      // Another text on the same connection gets another name: no clash with the tabs'.
      expect(await boundedCount(database.db, rowsOf(round % 2 ? 1 : 2), plans.kept)).toEqual(
        round % 2
          ? { total: LIST_WINDOW, totalIsCapped: true }
          : { total: 7, totalIsCapped: false },
      );
    }
  });

  it("build tabs once per shape and take each request's values", async () => {
    const brands = ['1', '2'] as const;
    for (const desde of [0, 1_000, 1_499, 0]) {
      const counted = await tabCounts(
        database.db,
        brands,
        '1',
        (key, value) =>
          sql`${sql.identifier(table)} where marca = ${value('marca', Number(key))} and id > ${value('desde', desde)}`,
        { plan: 'kept', shape: 'desde' },
      );
      const first = LIST_WINDOW + 500 - desde;
      expect(counted.tabs.map((tab) => tab.total)).toEqual([Math.min(first, LIST_WINDOW), 7]);
      expect(counted.selected.totalIsCapped).toBe(first > LIST_WINDOW);
    }
  });

  it('write fixed values into the tabs, one statement for each set of values', async () => {
    // On the pages' table, so that the count of statements below stays the kept ones'.
    const brands = ['1', '2'] as const;
    for (const desde of [0, 1_000, 1_499, 0, 1_000]) {
      const counted = await tabCounts(
        database.db,
        brands,
        '2',
        (key, value) =>
          sql`${pages} where ${pages.marca} = ${value('marca', Number(key))} and ${pages.id} > ${value('desde', desde)}`,
        { plan: 'written', shape: 'desde' },
      );
      const first = LIST_WINDOW + 500 - desde;
      expect(counted.tabs.map((tab) => tab.total)).toEqual([Math.min(first, LIST_WINDOW), 7]);
      expect(counted.selected).toEqual({ total: 7, totalIsCapped: false });
    }
  });

  it.runIf(url)('parse a written count once per connection, with no parameter', async () => {
    const statements = await database.query<{ statement: string; runs: string }>(
      `SELECT statement, generic_plans + custom_plans AS runs FROM pg_prepared_statements
        WHERE statement LIKE $1 AND statement LIKE '%count(*)%' ORDER BY statement`,
      [`%pages_${suffix}%`],
    );
    // Three sets of values, five requests: 0 and 1,000 twice each, by the same statement.
    expect(statements.map((s) => Number(s.runs))).toEqual([2, 2, 1]);
    expect(statements.every((s) => !s.statement.includes('$'))).toBe(true);
    expect(statements[0]?.statement).toContain('"id" > 0');
  });

  it.runIf(url)('parse a kept count once per connection and run it by name', async () => {
    const statements = await database.query<{ statement: string; runs: string }>(
      `SELECT statement, generic_plans + custom_plans AS runs FROM pg_prepared_statements
        WHERE statement LIKE $1 ORDER BY runs`,
      [`%${table}%`],
    );
    // The tabs' statement ran 7 times, the single count 12 + 7, the shaped tabs 4; the 'each' ones
    // are unnamed.
    // Whether a run used a generic plan is PostgreSQL's choice (here the brands' rows differ too
    // much for one plan to fit them all).
    expect(statements.map((s) => Number(s.runs))).toEqual([4, 7, 19]);
  });
});

describe('page windows', () => {
  // As the lists build their pages: once per shape and window, named, values as placeholders.
  const pageOf = (asked: { page: number; size: number }) => {
    const window = pageWindow(asked);
    const query = database.db
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.marca, sql.placeholder('marca')))
      .orderBy(asc(pages.id))
      .limit(window.limit)
      .offset(window.offset);
    const statement = query.prepare(`pages_${suffix}_${window.key}`);
    return { window, text: query.toSQL().sql, statement };
  };

  it('write page 1 with its size and no offset, and take a deeper page as parameters', async () => {
    const first = pageOf({ page: 1, size: 10 });
    expect(first.window.key).toBe('first10');
    const deep = pageOf({ page: 3, size: 10 });
    expect(deep.window.key).toBe('deep10');
    expect(first.text).toMatch(/ limit 10$/);
    expect(deep.text).toMatch(/ limit \$2 offset \$3$/);
    // Run more often than PostgreSQL's five custom plans, so that a kept plan answers too.
    for (let round = 0; round < 7; round++) {
      const marca = round % 2 ? 1 : 2;
      const ids = marca === 1 ? [1, 2, 3] : [LIST_WINDOW + 501, LIST_WINDOW + 502];
      const firstRows = await first.statement.execute({ marca, ...first.window.values });
      expect(firstRows.slice(0, ids.length).map((r) => r.id)).toEqual(ids);
      expect(firstRows).toHaveLength(marca === 1 ? 10 : 7);
      const deepRows = await deep.statement.execute({ marca, ...deep.window.values });
      expect(deepRows.map((r) => r.id)).toEqual(
        marca === 1 ? Array.from({ length: 10 }, (_, i) => 21 + i) : [],
      );
    }
    expect(deep.window.values).toEqual({ size: 10, offset: 20 });
  });

  it('skip a deep page’s keys inside the list window, its size written (keysFirst)', async () => {
    const window = pageWindow({ page: 3, size: 10 });
    const query = database.db
      .select({ id: pages.id })
      .from(pages)
      .where(
        keysFirst(database.db, window, {
          key: pages.id,
          from: pages,
          where: eq(pages.marca, sql.placeholder('marca')),
          orderBy: [asc(pages.id)],
        }),
      )
      .orderBy(asc(pages.id))
      .limit(window.limit);
    expect(query.toSQL().sql).toContain(
      `limit ${LIST_WINDOW}) "ventana" limit 10 offset $2) order by "pages_${suffix}"."id" asc limit $3`,
    );
    const statement = query.prepare(`pages_${suffix}_keys_${window.key}`);
    for (let round = 0; round < 7; round++) {
      const rows = await statement.execute({ marca: 1, ...window.values });
      expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 10 }, (_, i) => 21 + i));
    }
    expect(await statement.execute({ marca: 2, ...window.values })).toEqual([]);
  });

  it.runIf(url)('let PostgreSQL keep one plan for a deep page’s keys', async () => {
    const [keys] = await database.query<{ generic: string }>(
      `SELECT generic_plans AS generic FROM pg_prepared_statements
        WHERE statement LIKE $1 AND statement LIKE '%ventana%'`,
      [`%pages_${suffix}%`],
    );
    // Its OFFSET is costed as a tenth of the window's thousand keys, not of the table.
    expect(Number(keys?.generic)).toBeGreaterThan(0);
  });

  it.runIf(url)('let PostgreSQL keep one plan for page 1', async () => {
    const [first] = await database.query<{ generic: string }>(
      `SELECT generic_plans AS generic FROM pg_prepared_statements
        WHERE statement LIKE $1 AND statement NOT LIKE '%offset%'`,
      [`%pages_${suffix}%`],
    );
    // With an OFFSET parameter, whether it may is PostgreSQL's choice: it costs one as skipping a
    // tenth of the rows, so on a large table it plans a deeper page on every execution.
    expect(Number(first?.generic)).toBeGreaterThan(0);
  });
});
