import { sql, type AnyColumn, type Table } from 'drizzle-orm';

/**
 * One value of a small lookup table (a position's name, a role) as a scalar subquery on `ref`,
 * instead of a join. A page of ten rows runs ten index lookups; a join would add a table to the
 * join order PostgreSQL searches on every plan, and with six or seven tables that search costs
 * more than running the page.
 */
export const lookup = (column: AnyColumn, table: Table, key: AnyColumn, ref: AnyColumn) =>
  sql<string>`(select ${column} from ${table} where ${key} = ${ref})`;
