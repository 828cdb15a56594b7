import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { LIST_WINDOW } from '@jarvis/contracts/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { bounded, listPage, pageWindow, param, type KeysFirst } from '../src/db/list-page';

// One connection, so a kept statement meets its own plan cache on every execution.
const url = process.env.TEST_DATABASE_URL;
const suffix = randomBytes(4).toString('hex');
const rows = pgTable(`list_${suffix}`, {
  id: integer('id').primaryKey(),
  marca: integer('marca').notNull(),
});
let database: Database;

beforeAll(async () => {
  database = await openDatabase(url ? { url, poolSize: 1 } : { memory: true });
  // Brand 1 holds more rows than the window, brand 2 seven, brand 3 none.
  await database.exec(`
    CREATE TABLE list_${suffix} (id int PRIMARY KEY, marca int NOT NULL);
    INSERT INTO list_${suffix} SELECT n, CASE WHEN n <= ${LIST_WINDOW + 500} THEN 1 ELSE 2 END
      FROM generate_series(1, ${LIST_WINDOW + 507}) AS n;
    CREATE INDEX ON list_${suffix} (marca, id);
    ANALYZE list_${suffix};
  `);
});

afterAll(async () => {
  await database.exec(`DROP TABLE IF EXISTS list_${suffix}`);
  await database.close();
});

const BRANDS = ['1', '2', '3'] as const;
const ofBrand = (marca: unknown) => sql`${rows} where ${rows.marca} = ${marca}`;

/** A list of one brand's rows by id, as a repository writes one: plain Drizzle pieces. */
function list(
  marca: number,
  page: number,
  options: { keys?: KeysFirst['when']; searching?: boolean; size?: number } = {},
) {
  const where = eq(rows.marca, param('marca'));
  return listPage(database.db, {
    name: `list_${suffix}:${options.keys ?? '-'}`,
    searching: options.searching,
    query: { page, size: options.size ?? 10 },
    values: { marca },
    select: (d, carried) =>
      d
        .select({ id: rows.id, ...carried })
        .from(rows)
        .$dynamic(),
    where,
    orderBy: [asc(rows.id)],
    ...(options.keys ? { keys: { key: rows.id, from: rows, when: options.keys } } : {}),
    total: bounded(sql`${rows} where ${where}`),
    tabs: {
      keys: BRANDS,
      selected: String(marca) as (typeof BRANDS)[number],
      count: (key) => bounded(ofBrand(Number(key))),
    },
  });
}

const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('a list page', () => {
  it('carries its bounded total and every tab’s number, capped at the window', async () => {
    // More executions than PostgreSQL's five custom plans, so a kept plan answers by the end.
    for (let round = 0; round < 7; round++) {
      const big = await list(1, 1);
      expect(big.rows.map((r) => r.id)).toEqual(ids(1, 10));
      expect(big.counted).toEqual({ total: LIST_WINDOW, totalIsCapped: true });
      expect(big.tabs.tabs.map((t) => t.total)).toEqual([LIST_WINDOW, 7, 0]);
      expect(big.tabs.selected).toEqual({ total: LIST_WINDOW, totalIsCapped: true });
      const small = await list(2, 1);
      expect(small.rows.map((r) => r.id)).toEqual(ids(LIST_WINDOW + 501, 7));
      expect(small.counted).toEqual({ total: 7, totalIsCapped: false });
      expect(small.tabs.selected).toEqual({ total: 7, totalIsCapped: false });
    }
  });

  it('has no carried field left on its rows', async () => {
    const { rows: page } = await list(2, 1);
    expect(Object.keys(page[0] ?? {})).toEqual(['id']);
  });

  it('counts an empty first page 0 and still gives the tabs', async () => {
    const empty = await list(3, 1);
    expect(empty.rows).toEqual([]);
    expect(empty.counted).toEqual({ total: 0, totalIsCapped: false });
    expect(empty.tabs.tabs.map((t) => t.total)).toEqual([LIST_WINDOW, 7, 0]);
  });

  it('counts a page past the end apart, with the same values', async () => {
    for (const keys of [undefined, 'deep', 'always'] as const) {
      const past = await list(2, 3, { ...(keys ? { keys } : {}) });
      expect(past.rows).toEqual([]);
      expect(past.counted).toEqual({ total: 7, totalIsCapped: false });
      expect(past.tabs.tabs.map((t) => t.total)).toEqual([LIST_WINDOW, 7, 0]);
    }
  });

  it('serves a deep page the same whether its keys are read first or not', async () => {
    for (let round = 0; round < 7; round++) {
      for (const keys of [undefined, 'deep', 'always'] as const) {
        const deep = await list(1, 3, { ...(keys ? { keys } : {}) });
        expect(deep.rows.map((r) => r.id)).toEqual(ids(21, 10));
        const last = await list(1, LIST_WINDOW / 10, { ...(keys ? { keys } : {}) });
        expect(last.rows.map((r) => r.id)).toEqual(ids(LIST_WINDOW - 9, 10));
      }
    }
  });

  it('refuses a page past the list window with the Spanish message', async () => {
    await expect(list(1, LIST_WINDOW / 10 + 1)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });

  it('writes page 1 with its size and no offset, a deeper page with both as values', () => {
    const first = pageWindow({ page: 1, size: 10 });
    const deep = pageWindow({ page: 3, size: 10 });
    expect(first.key).toBe('first10');
    expect(first.values).toEqual({});
    expect(deep.key).toBe('deep10');
    expect(deep.values).toEqual({ size: 10, offset: 20 });
  });

  it('sends a search unnamed, planned for its term', async () => {
    const found = await list(2, 1, { searching: true });
    expect(found.counted.total).toBe(7);
  });

  it.runIf(url)('keeps one named statement per shape, and PostgreSQL a plan for it', async () => {
    const statements = await database.query<{ statement: string; generic: string; runs: string }>(
      `SELECT statement, generic_plans AS generic, generic_plans + custom_plans AS runs
         FROM pg_prepared_statements WHERE statement LIKE $1`,
      [`%list_${suffix}%`],
    );
    // No search among them: a search's statement is unnamed.
    expect(statements.length).toBeGreaterThan(0);
    const firstPage = statements.find((s) => s.statement.endsWith(' asc limit 10'));
    expect(Number(firstPage?.generic)).toBeGreaterThan(0);
    const deepKeys = statements.find((s) => s.statement.includes('ventana'));
    expect(Number(deepKeys?.generic)).toBeGreaterThan(0);
    // The totals and tabs read apart, past the end, are kept statements too.
    expect(statements.some((s) => s.statement.startsWith('select (select count(*)'))).toBe(true);
  });
});
