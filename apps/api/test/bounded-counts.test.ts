import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LIST_WINDOW } from '@jarvis/contracts/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { boundedCount, tabCounts } from '../src/db/paging';

// One connection, so a kept statement meets its own plan cache on every execution.
const url = process.env.TEST_DATABASE_URL;
const table = `paging_${randomBytes(4).toString('hex')}`;
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
  `);
});

afterAll(async () => {
  await database.exec(`DROP TABLE IF EXISTS ${table}`);
  await database.close();
});

const rowsOf = (marca: number) => sql`${sql.identifier(table)} where marca = ${marca}`;

describe('bounded counts', () => {
  it('count each value right, kept or planned each time, and stop at the window', async () => {
    // More executions than PostgreSQL's five custom plans, so a kept plan is in use by the end.
    for (let round = 0; round < 4; round++) {
      for (const plan of ['kept', 'each'] as const) {
        expect(await boundedCount(database.db, rowsOf(1), { plan })).toEqual({
          total: LIST_WINDOW,
          totalIsCapped: true,
        });
        expect(await boundedCount(database.db, rowsOf(2), { plan })).toEqual({
          total: 7,
          totalIsCapped: false,
        });
        expect(await boundedCount(database.db, rowsOf(3), { plan })).toEqual({
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
      expect(await boundedCount(database.db, rowsOf(round % 2 ? 1 : 2), { plan: 'kept' })).toEqual(
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
