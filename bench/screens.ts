// What a scenario is (bench/scenarios.ts lists them) and the helpers its entries are written with:
// the dates a path asks for, the deepest page of a list, and `list` / `read` for a GET.
import { LIST_WINDOW } from '@jarvis/contracts/common';
import type { Facts } from './facts';

/** What a timed scenario's `prepare` may ask Jarvis before the timed request, as its account. */
export type Call = (path: string, body?: object) => Promise<unknown>;
export type Scenario = {
  name: string;
  title: string;
  /**
   * 'timed': not loaded at 50 connections but sent `runs` times one after another, each after its
   * `prepare`, and its time reported: a write over thousands of rows (one transaction), a file.
   */
  kind: 'list' | 'read' | 'auth' | 'write' | 'timed';
  smoke?: boolean;
  /** The account whose token is sent; null for a public route. */
  as: string | null;
  /** A drawing scenario's path may change with the body (`i`): an order's id in the address. */
  path(facts: Facts, i?: number): string;
  /** Sent as JSON, with POST (or `method`); `i` numbers the request when the scenario `draws`. */
  body?(facts: Facts, i: number): object;
  /** The method a body is sent with, when not POST: a PUT of one cell. */
  method?: 'PUT';
  /**
   * For a request that changes what it acts on (an approval moves its orders: the same body twice
   * would be a 409): how many different bodies `body(facts, i)` has. The harness hands each out
   * once per database, i = 0, 1, 2… across runs on the same data (lib/measure.ts), a load stopping
   * early when they run out; the floor swaps the traced body's values for each request's.
   */
  draws?(facts: Facts): number;
  /** 'timed': the body of run `i` (then a POST), from what Jarvis answers now (a preview's digest). */
  prepare?(facts: Facts, i: number, call: Call): Promise<object>;
  runs?: number;
  /** 'timed': what the answer says was done ('10,012 líneas'), for the report; a file is `{bytes}`. */
  size?(answer: unknown): string;
};

export const day = (ago: number) =>
  new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
/** The business's date `ago` days back (BUSINESS_TZ, America/El_Salvador), as the API reads one. */
export const businessDay = (ago: number) =>
  new Date(Date.now() - ago * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/El_Salvador',
  });
/** 'YYYY-MM', `ago` months back. */
export const month = (ago: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - ago);
  return d.toISOString().slice(0, 7);
};
/** The deepest page a list serves: its last one inside the list window. */
export const deepest = (rows = 0, size = 10) =>
  Math.max(1, Math.ceil(Math.min(rows, LIST_WINDOW) / size));

type Screen = { title: string; path: string | Scenario['path']; smoke?: boolean };
/** A GET of `path` (fixed, or built from the facts) as the account `as`. */
const screen =
  (kind: Scenario['kind']) =>
  (name: string, as: string, { path, ...rest }: Screen): Scenario => ({
    name,
    kind,
    as,
    ...rest,
    path: typeof path === 'string' ? () => path : path,
  });
export const list = screen('list');
export const read = screen('read');
