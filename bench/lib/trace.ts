// Preloaded into Jarvis (node --import tsx --import ./bench/lib/trace.ts server.js): a request with
// the header `x-bench-trace: <scenario>` has every statement it sends through node-postgres or PGlite
// appended to BENCH_SQL_TRACE as one JSON line, for the floor (bench/floor.ts) to replay. A statement
// is the request's own when sent from its async context (AsyncLocalStorage), so pg-boss's polls and
// other timers are never recorded.
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Statement = {
  scenario: string;
  text: string;
  values?: unknown[];
  /** A statement Jarvis prepares under a name (node-postgres only). */
  name?: string;
  rowMode?: string;
  /** Statements of one transaction share it, from BEGIN to COMMIT. */
  tx?: number;
  /** Statements (or transactions) in flight together share a group; groups run one after another. */
  group: number;
};

type Context = { scenario: string; group: number; inflight: number; tx: number };
type Fn = (this: unknown, ...args: unknown[]) => unknown;
const als = new AsyncLocalStorage<Context>();
const file = process.env.BENCH_SQL_TRACE;
// Statements never wanted in a request's trace even when sent from it (none known today).
const IGNORE = [/pgboss\./i];

/** Records a statement; the returned function is called once it has been answered. */
function start(ctx: Context, s: Omit<Statement, 'scenario' | 'group'>): () => void {
  if (!file || IGNORE.some((re) => re.test(s.text))) return () => {};
  const begins = /^\s*begin/i.test(s.text);
  const ends = /^\s*(commit|rollback)/i.test(s.text);
  const alone = s.tx === undefined;
  if (alone || begins) {
    if (ctx.inflight === 0) ctx.group++;
    ctx.inflight++;
  }
  const values = s.values?.map((v) => (typeof v === 'bigint' ? String(v) : v));
  appendFileSync(
    file,
    `${JSON.stringify({ ...s, values, scenario: ctx.scenario, group: ctx.group })}\n`,
  );
  let done = false;
  return () => {
    if (!done && (alone || ends)) ctx.inflight--;
    done = true;
  };
}

if (file) {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its server below
  const emit = http.Server.prototype.emit as Fn;
  http.Server.prototype.emit = function (this: unknown, event: string, ...args: unknown[]) {
    const scenario =
      event === 'request' && (args[0] as http.IncomingMessage).headers['x-bench-trace'];
    if (typeof scenario !== 'string') return emit.call(this, event, ...args) as boolean;
    return als.run(
      { scenario, group: 0, inflight: 0, tx: 0 },
      () => emit.call(this, event, ...args) as boolean,
    );
  } as typeof http.Server.prototype.emit;

  // node-postgres: a transaction is whatever one client sends from BEGIN to COMMIT.
  const txOf = new WeakMap<object, number>();
  const proto = pg.Client.prototype as unknown as { query: Fn };
  const query = proto.query;
  proto.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
    const ctx = als.getStore();
    if (!ctx) return query.call(this, config, ...rest);
    const c = (typeof config === 'string' ? { text: config } : config) as {
      text: string;
      name?: string;
      values?: unknown[];
      rowMode?: string;
    };
    if (/^\s*begin/i.test(c.text)) txOf.set(this as object, ++ctx.tx);
    const tx = txOf.get(this as object);
    if (/^\s*(commit|rollback)/i.test(c.text)) txOf.delete(this as object);
    const values = c.values ?? (Array.isArray(rest[0]) ? (rest[0] as unknown[]) : undefined);
    const done = start(ctx, { text: c.text, values, name: c.name, rowMode: c.rowMode, tx });
    const callback = rest.findIndex((r) => typeof r === 'function');
    if (callback >= 0) {
      const cb = rest[callback] as Fn;
      rest[callback] = function (this: unknown, ...args: unknown[]) {
        done();
        return cb.apply(this, args);
      };
    }
    const result = query.call(this, config, ...rest);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };

  // PGlite (Drizzle's driver): query(text, params, options), and transaction(callback) whose
  // callback gets its own `query`; the transaction's BEGIN and COMMIT are written in by hand.
  const lite = PGlite.prototype as unknown as { query: Fn; transaction: Fn };
  const liteQuery = lite.query;
  const traced = (ctx: Context, run: Fn, tx?: number): Fn =>
    function (this: unknown, text, params, options) {
      const rowMode = (options as { rowMode?: string } | undefined)?.rowMode;
      const done = start(ctx, { text: String(text), values: params as unknown[], rowMode, tx });
      return (run.call(this, text, params, options) as Promise<unknown>).finally(done);
    };
  lite.query = function (this: unknown, ...args: unknown[]) {
    const ctx = als.getStore();
    return (ctx ? traced(ctx, liteQuery) : liteQuery).apply(this, args);
  };
  const transaction = lite.transaction;
  lite.transaction = function (this: unknown, callback: unknown) {
    const ctx = als.getStore();
    if (!ctx) return transaction.call(this, callback);
    const tx = ++ctx.tx;
    start(ctx, { text: 'begin', tx });
    const end = (text: string) => start(ctx, { text, tx })();
    const work = (t: { query: Fn }) =>
      (callback as Fn)({ ...t, query: traced(ctx, t.query.bind(t), tx) });
    return (transaction.call(this, work) as Promise<unknown>).then(
      (result) => (end('commit'), result),
      (err: unknown) => {
        end('rollback');
        throw err;
      },
    );
  };
}
