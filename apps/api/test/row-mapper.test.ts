import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { prepared } from '../src/db/prepared';
import { rowsMapper, withRowsMapper } from '../src/db/row-mapper';

// Rows mapped by db/row-mapper's written functions must be the objects Drizzle's own mapping makes:
// the same keys in the same order, the same decoded values, on PGlite and on PostgreSQL.
const url = process.env.TEST_DATABASE_URL;
const suffix = randomBytes(4).toString('hex');
const things = pgTable(`mapped_${suffix}`, {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  precio: numeric('precio', { precision: 12, scale: 4 }),
  activo: boolean('activo').notNull(),
  creadoEn: timestamp('creado_en', { withTimezone: true }).notNull(),
  dia: date('dia'),
  detalle: jsonb('detalle'),
  padreId: integer('padre_id'),
});
const parents = pgTable(`mapped_parents_${suffix}`, {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
});
let database: Database;

beforeAll(async () => {
  database = await openDatabase(url ? { url, poolSize: 1 } : { memory: true });
  await database.exec(`
    CREATE TABLE mapped_parents_${suffix} (id int PRIMARY KEY, nombre text NOT NULL);
    INSERT INTO mapped_parents_${suffix} VALUES (1, 'Ñandú "uno"');
    CREATE TABLE mapped_${suffix} (id serial PRIMARY KEY, nombre text NOT NULL, precio numeric(12,4),
      activo boolean NOT NULL, creado_en timestamptz NOT NULL, dia date, detalle jsonb, padre_id int);
    INSERT INTO mapped_${suffix} (nombre, precio, activo, creado_en, dia, detalle, padre_id) VALUES
      ('Jalapeño', 12.5, true, '2026-11-24 20:15:00-06', '2026-11-24', '{"a": [1, "ü"]}', 1),
      ('Queso "fresco"', NULL, false, '2025-01-01 00:00:00+00', NULL, NULL, NULL);
  `);
});

afterAll(async () => {
  await database.exec(`DROP TABLE mapped_${suffix}; DROP TABLE mapped_parents_${suffix}`);
  await database.close();
});

const selection = () => ({
  id: things.id,
  nombre: things.nombre,
  precio: things.precio,
  activo: things.activo,
  creadoEn: things.creadoEn,
  dia: things.dia,
  detalle: things.detalle,
  // SQL with a decoder, SQL without one, an aliased SQL and a scalar subquery.
  doble: sql<number>`${things.id} * 2`.mapWith(Number),
  texto: sql<string>`upper(${things.nombre})`,
  alias: sql<string>`'"clave" con comillas'`.as('alias'),
  padre: sql<string | null>`(select p.nombre from ${parents} p where p.id = ${things.padreId})`,
  'con espacio y "comillas"': things.nombre,
});

describe('rows mapped once per statement', () => {
  it('give the objects Drizzle gives, keys in order, for every kind of column', async () => {
    const { db } = database;
    const name = `mapped_flat_${suffix}`;
    const build = (d: typeof db) =>
      d.select(selection()).from(things).orderBy(asc(things.id)).prepare(name);
    const query = prepared(db, name, build);
    expect((query as unknown as { customResultMapper?: unknown }).customResultMapper).toBeDefined();
    const ours = await query.execute();
    const drizzles = await db.select(selection()).from(things).orderBy(asc(things.id));
    expect(ours).toEqual(drizzles);
    expect(JSON.stringify(ours)).toBe(JSON.stringify(drizzles));
    expect(ours[0]!.creadoEn).toBeInstanceOf(Date);
    expect(ours[0]!.creadoEn.toISOString()).toBe('2026-11-25T02:15:00.000Z');
    expect(ours[0]!.doble).toBe(2);
    expect(ours[1]).toMatchObject({ precio: null, dia: null, detalle: null, padre: null });
    // Run again: the statement is built once and its mapper with it.
    expect(prepared(db, name, build)).toBe(query);
    expect(await query.execute()).toEqual(drizzles);
  });

  it('leave nested selects to Drizzle, which nulls a left-joined table without a row', async () => {
    const { db } = database;
    const name = `mapped_nested_${suffix}`;
    const nested = (d: typeof db) =>
      d
        .select({ id: things.id, padre: { id: parents.id, nombre: parents.nombre } })
        .from(things)
        .leftJoin(parents, eq(parents.id, things.padreId))
        .orderBy(asc(things.id));
    const query = prepared(db, name, (d) => nested(d).prepare(name));
    expect((query as unknown as { customResultMapper?: unknown }).customResultMapper).toBe(
      undefined,
    );
    const rows = await query.execute();
    expect(rows).toEqual(await nested(db));
    expect(rows[1]!.padre).toBeNull();
  });

  it('write no mapper for what is not a flat select', () => {
    expect(rowsMapper([])).toBeUndefined();
    expect(rowsMapper([{ path: ['a', 'b'], field: things.id }])).toBeUndefined();
    const kept = { execute: () => Promise.resolve([]) };
    expect(withRowsMapper(kept)).toBe(kept);
    expect(kept).not.toHaveProperty('customResultMapper');
  });
});
