// The floor: a bare Fastify with no Jarvis code. GET /floor/constant answers a constant (what HTTP and
// Fastify cost on this machine); /floor/<scenario> runs that scenario's SQL through node-postgres, or
// through PGlite in this process when the run is on PGlite, as Jarvis itself would. GET
// /floor/reference is the yardstick the targets were set with (issue #3): one page of 10 out of a
// million rows, one statement, no session — how fast this machine is today.
//   FLOOR_DATABASE_URL=postgres://… | FLOOR_PGLITE_DIR=…/db, PORT=…
import Fastify from 'fastify';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SCENARIOS } from '../scenarios.mjs';
import { REFERENCE_PAGE } from './sql.mjs';

// A statement is SQL text, or { name, text } when Jarvis prepares it (see sql.mjs).
const pgQuery = (statement, values) =>
  typeof statement === 'string' ? { text: statement, values } : { ...statement, values };
// PGlite has no named statements; Drizzle's PGlite driver sends the text every time too.
const textOf = (statement) => (typeof statement === 'string' ? statement : statement.text);

/** The one interface the floor handlers use: query → rows, and a transaction. */
async function openDb() {
  const url = process.env.FLOOR_DATABASE_URL;
  if (url) {
    // The same pool size as Jarvis (DATABASE_POOL_SIZE, apps/api/src/config.ts).
    const pool = new pg.Pool({
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 20),
    });
    return {
      query: async (statement, params) => (await pool.query(pgQuery(statement, params))).rows,
      transaction: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work({
            query: async (statement, params) =>
              (await client.query(pgQuery(statement, params))).rows,
          });
          await client.query('commit');
          return result;
        } catch (err) {
          await client.query('rollback');
          throw err;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const pglite = await PGlite.create({
    dataDir: process.env.FLOOR_PGLITE_DIR,
    extensions: { pg_trgm },
  });
  const query = async (statement, params) => (await pglite.query(textOf(statement), params)).rows;
  return {
    query,
    transaction: (work) =>
      pglite.transaction((tx) =>
        work({
          query: async (statement, params) => (await tx.query(textOf(statement), params)).rows,
        }),
      ),
    close: () => pglite.close(),
  };
}

const db = await openDb();
const app = Fastify({ logger: false });
app.get('/floor/constant', async () => ({ ok: true }));
app.get('/floor/reference', async () => ({ items: await db.query(REFERENCE_PAGE, [10]) }));
for (const scenario of SCENARIOS) {
  app.route({
    method: scenario.method,
    url: `/floor/${scenario.name}`,
    handler: (req) => scenario.floor(db, req),
  });
}
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    app
      .close()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
