// The floor: what each scenario costs with no Jarvis code. A bare node:http server that, for
// /floor/<scenario>, replays the statements Jarvis sent for that request (lib/trace.ts) through a
// plain pg Pool, or PGlite in this process, and answers their rows as JSON. A statement that returned
// an argon2 hash, in a request with a password, is followed by one argon2 verify, as Jarvis's sign-in
// does. A scenario whose body changes at every request (scenarios.ts `draws`: a fresh batch of orders
// to approve) has the traced body's values swapped for this request's wherever Jarvis sent them.
// /floor/constant answers a constant: what HTTP costs on this machine.
//   FLOOR_TRACE=trace.json [FLOOR_BODIES=bodies.json] FLOOR_DATABASE_URL=postgres://… | FLOOR_PGLITE_DIR=…/db  PORT=…
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import argon2 from 'argon2';
import pg from 'pg';
import type { Statement } from './lib/trace';

type Rows = unknown[];
type Db = {
  one(s: Statement, values?: unknown[]): Promise<Rows>;
  tx(s: Statement[]): Promise<Rows[]>;
  close(): Promise<void>;
};

// Timestamps, dates and intervals stay text, as Drizzle's drivers keep them.
const RAW_TYPES = [1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231];
const raw = (v: string) => v;

/**
 * A token's hash inserted as a unique key (a session) would be refused the second time: each request
 * inserts a fresh one, hashed as Jarvis hashes its token.
 */
const fresh = (s: Statement) =>
  /^\s*insert/i.test(s.text)
    ? s.values?.map((v) =>
        typeof v === 'string' && /^[0-9a-f]{64}$/.test(v)
          ? createHash('sha256').update(randomBytes(32)).digest('hex')
          : v,
      )
    : s.values;

async function openDb(): Promise<Db> {
  const url = process.env.FLOOR_DATABASE_URL;
  if (url) {
    for (const oid of RAW_TYPES) pg.types.setTypeParser(oid, raw);
    // Jarvis's pool size (DATABASE_POOL_SIZE, apps/api/src/config.ts).
    const max = Number(process.env.DATABASE_POOL_SIZE ?? 20);
    const pool = new pg.Pool({ connectionString: url, max });
    // The statement as recorded (text, name, row mode), with a fresh token where one is inserted.
    const config = (s: Statement) => ({ ...s, values: fresh(s), rowMode: s.rowMode as 'array' });
    return {
      one: async (s) => (await pool.query(config(s))).rows,
      tx: async (statements) => {
        const client = await pool.connect();
        try {
          const out: Rows[] = [];
          for (const s of statements) out.push((await client.query(config(s))).rows);
          return out;
        } catch (err) {
          await client.query('rollback').catch(() => {});
          throw err;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const lite = await PGlite.create({
    dataDir: process.env.FLOOR_PGLITE_DIR,
    extensions: { pg_trgm },
  });
  const parsers = Object.fromEntries(RAW_TYPES.map((oid) => [oid, raw]));
  const options = (s: Statement) =>
    ({ rowMode: s.rowMode === 'array' ? 'array' : 'object', parsers }) as const;
  return {
    one: async (s) => (await lite.query(s.text, fresh(s), options(s))).rows,
    tx: (statements) =>
      lite.transaction(async (t) => {
        const out: Rows[] = [];
        for (const s of statements.filter((x) => !/^\s*(begin|commit|rollback)/i.test(x.text)))
          out.push((await t.query(s.text, fresh(s), options(s))).rows);
        return out;
      }),
    close: () => lite.close(),
  };
}

/** A request's statements as steps run one after another, each step's units (a statement or a transaction) together. */
function plan(statements: Statement[]): Statement[][][] {
  const steps = new Map<number, Statement[][]>();
  const txs = new Map<number, Statement[]>();
  for (const s of statements) {
    const open = s.tx === undefined ? undefined : txs.get(s.tx);
    if (open) {
      open.push(s);
      continue;
    }
    const unit = [s];
    if (s.tx !== undefined) txs.set(s.tx, unit);
    steps.set(s.group, [...(steps.get(s.group) ?? []), unit]);
  }
  return [...steps.values()];
}

/** The traced body's leaves (ids, say) that this request's body has changed, by their text. */
function swaps(traced: unknown, now: unknown, out = new Map<string, unknown>()) {
  if (traced && now && typeof traced === 'object' && typeof now === 'object')
    for (const [key, value] of Object.entries(traced))
      swaps(value, (now as Record<string, unknown>)[key], out);
  else if (traced !== now && (typeof traced === 'number' || typeof traced === 'string'))
    out.set(String(traced), now);
  return out;
}

/** A statement's value with a swapped leaf replaced (as text where it was sent as text: an id in the bitácora). */
const swapped = (v: unknown, map: Map<string, unknown>): unknown =>
  Array.isArray(v)
    ? v.map((x) => swapped(x, map))
    : (typeof v === 'number' || typeof v === 'string') && map.has(String(v))
      ? typeof v === 'string'
        ? String(map.get(String(v)))
        : map.get(String(v))
      : v;

/** The steps with each statement's values swapped (a plan unchanged when nothing is). */
const withSwaps = (steps: Statement[][][], map: Map<string, unknown>) =>
  map.size === 0
    ? steps
    : steps.map((step) =>
        step.map((unit) =>
          unit.map((s) => (s.values ? { ...s, values: s.values.map((v) => swapped(v, map)) } : s)),
        ),
      );

const argonHash = (rows: Rows[]) =>
  rows
    .flat()
    .flatMap((row) => Object.values(row as object) as unknown[])
    .find((v): v is string => typeof v === 'string' && v.startsWith('$argon2'));

const db = await openDb();
type Trace = Record<string, Statement[]>;
const trace = JSON.parse(readFileSync(process.env.FLOOR_TRACE ?? '', 'utf8')) as Trace;
const plans = new Map(Object.entries(trace).map(([name, statements]) => [name, plan(statements)]));
const tracedBodies = process.env.FLOOR_BODIES
  ? (JSON.parse(readFileSync(process.env.FLOOR_BODIES, 'utf8')) as Record<string, unknown>)
  : {};

async function replay(steps: Statement[][][], password?: string) {
  const answered: Rows[] = [];
  for (const step of steps) {
    const rows = await Promise.all(
      step.map((unit) =>
        unit.length === 1 && unit[0]!.tx === undefined
          ? db.one(unit[0]!).then((r) => [r])
          : db.tx(unit),
      ),
    );
    answered.push(...rows.flat());
    const hash = password && argonHash(rows.flat());
    if (hash && password) {
      await argon2.verify(hash, password);
      password = undefined;
    }
  }
  return answered;
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const name = (req.url ?? '').split('?')[0]!.slice('/floor/'.length);
    const send = (status: number, body: unknown) =>
      void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (name === 'constant') return send(200, { ok: true });
    const steps = plans.get(name);
    if (!steps) return send(404, { error: name });
    const body = chunks.length
      ? (JSON.parse(Buffer.concat(chunks).toString()) as { password?: string })
      : {};
    const traced = tracedBodies[name];
    const own = traced === undefined ? steps : withSwaps(steps, swaps(traced, body));
    replay(own, body.password).then(
      (rows) => send(200, { rows }),
      (err: Error) => send(500, { error: err.message }),
    );
  });
});
server.listen(Number(process.env.PORT ?? 3901), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => void db.close().finally(() => process.exit(0)));
  });
