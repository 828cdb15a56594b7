import { Column, is, SQL, Subquery } from 'drizzle-orm';

/**
 * Rows of a statement built once (db/prepared) turned into objects by a function written once for
 * its columns, instead of Drizzle's per-cell work: `mapResultRow` asks every cell of every row which
 * kind of field it came from (`is()` walks the prototype chain, twice), iterates the cell's path and
 * adds the row's keys one by one through code shared by every statement, so V8 sees every shape of
 * row there and falls back to its slowest property stores. On 'Mis Tickets' that was 0.13 ms of a
 * request's 1.5 ms of CPU (docs/performance-log.md, "Rows mapped once").
 *
 * The written function builds each row as one object literal with the select's keys, in the select's
 * order, and decodes each cell with the decoder Drizzle would use: the same objects, as JSON and as
 * values (db/row-mapper.test.ts). Fastify's serializers and zod's parsers are written the same way.
 */

/** What Drizzle keeps on a prepared select: its columns in order, each with its key path. */
export type SelectedField = { path: string[]; field: unknown };
type Decoder = { mapFromDriverValue(value: unknown): unknown };
export type RowsMapper = (rows: unknown[][]) => Record<string, unknown>[];

/** The decoder Drizzle's mapResultRow picks for this field. */
function decoderOf(field: unknown): Decoder {
  // An SQL's decoder is not in Drizzle's types; mapResultRow reads it all the same.
  const decoder = (of: unknown) => (of as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoder(field);
  if (is(field, Subquery)) return decoder((field as unknown as { _: { sql: SQL } })._.sql);
  return decoder((field as { sql: SQL }).sql);
}

/**
 * The mapper for a select's columns, or undefined where Drizzle's own is kept: nested objects (a
 * select of `{ user: usuarios }`, whose left-joined table Drizzle may turn into null). A flat
 * select has nothing for Drizzle to null.
 */
export function rowsMapper(fields: SelectedField[]): RowsMapper | undefined {
  if (fields.length === 0 || fields.some((f) => f.path.length !== 1)) return undefined;
  const decoders = fields.map((f) => decoderOf(f.field));
  // Keys come from the select in Jarvis's code; JSON.stringify writes each as a quoted literal.
  const properties = fields.map(
    (f, i) =>
      `${JSON.stringify(f.path[0])}: (v = row[${i}]) === null ? null : d[${i}].mapFromDriverValue(v)`,
  );
  const body = `
    const out = new Array(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      let v;
      out[r] = { ${properties.join(', ')} };
    }
    return out;`;
  // Written code on purpose, as fast-json-stringify's and zod's: its text holds only the select's
  // keys, quoted by JSON.stringify, and column positions; no value of a request's reaches it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const write = new Function('d', `return function mapRows(rows) {${body}}`) as (
    d: Decoder[],
  ) => RowsMapper;
  return write(decoders);
}

/**
 * A prepared select of Drizzle's (node-postgres or PGlite) maps its rows with `rowsMapper`: both
 * drivers call `customResultMapper(rows)` with the rows as arrays when it is set. Anything else, or
 * a select Drizzle already maps its own way, is returned as it is.
 */
export function withRowsMapper<T>(query: T): T {
  const q = query as { fields?: unknown; customResultMapper?: unknown };
  if (!Array.isArray(q.fields) || q.customResultMapper !== undefined) return query;
  const mapper = rowsMapper(q.fields as SelectedField[]);
  if (mapper) q.customResultMapper = mapper;
  return query;
}
