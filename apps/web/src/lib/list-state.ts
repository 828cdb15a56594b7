import { useLocation, useSearchParams } from 'react-router';
import { z } from 'zod';

/**
 * A list's filters, tab, search and page live in the address (issue #51): Back, a reload and a
 * shared link show the same list. Each list reads them with its contract's query schema (picked to
 * what the screen offers), so the address takes exactly what the API would.
 */

type Primitive = string | number | boolean | undefined;

export type ListState<T> = {
  /** The list as the address says, each value the list cannot take replaced by its default. */
  values: T;
  /**
   * A filter, tab or search changed: back to the first page. Each change is a step Back undoes; a
   * search passes `replace`, so a pause in typing is not one.
   */
  refine: (change: Partial<T>, options?: { replace?: boolean }) => void;
  /** Another page (and, from a size changer, another size: then the first page). */
  turnPage: (page: number, size?: number) => void;
};

/** Each field's own default (the contract's), then the screen's. */
function defaultsOf(shape: z.ZodRawShape, overrides: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const own = z.safeParse(field, undefined);
    values[key] = key in overrides ? overrides[key] : own.success ? own.data : undefined;
  }
  return values;
}

/** The address's values, field by field: one the list cannot take does not spoil the others. */
function parse(shape: z.ZodRawShape, query: URLSearchParams, defaults: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const raw = query.get(key);
    const parsed = raw === null || raw === '' ? undefined : z.safeParse(field, raw);
    values[key] = parsed?.success ? parsed.data : defaults[key];
  }
  return values;
}

/** The address with `values` written in; defaults and empty values are left out. */
function write(
  current: URLSearchParams,
  shape: z.ZodRawShape,
  values: Record<string, unknown>,
  defaults: Record<string, unknown>,
) {
  const next = new URLSearchParams(current);
  for (const key of Object.keys(shape)) {
    const value = values[key] as Primitive;
    if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * The state of a list screen, kept in its query parameters. `schema` is the list's query schema
 * from contracts, picked to what the screen offers (`MineQuerySchema.pick({ estado: true, … })`),
 * defined once outside the component; `defaults` overrides the contract's defaults where the
 * screen's differ. Values at their default stay out of the address.
 */
export function useListState<S extends z.ZodObject>(
  schema: S,
  defaults: Partial<z.output<S>> = {},
): ListState<z.output<S>> {
  const [query, setQuery] = useSearchParams();
  const shape = schema.shape;
  const fallback = defaultsOf(shape, defaults);
  const values = parse(shape, query, fallback);

  const set = (change: Record<string, unknown>, replace: boolean) =>
    setQuery(
      (current) =>
        write(current, shape, { ...parse(shape, current, fallback), ...change }, fallback),
      { replace },
    );
  return {
    values: values as z.output<S>,
    refine: (change, options) => set({ page: fallback.page, ...change }, options?.replace ?? false),
    turnPage: (page, size) =>
      set(
        size !== undefined && 'size' in shape && size !== values.size
          ? { page: fallback.page, size }
          : { page },
        false,
      ),
  };
}

/**
 * What a list hands the screen it opens (a link's or navigate's `state`): the list as it is now,
 * filters and page, so that screen's 'Volver' comes back to it.
 */
export type ReturnState = { volverA: string };

export function useReturnState(): ReturnState {
  const { pathname, search } = useLocation();
  return { volverA: `${pathname}${search}` };
}

const pathOf = (to: string) => (to.split(/[?#]/)[0] ?? to).replace(/\/+$/, '').toLowerCase();

function isReturnState(state: unknown): state is ReturnState {
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof (state as ReturnState).volverA === 'string'
  );
}

/**
 * Where 'Volver' goes: the screen's fixed target (the spec gives one per page), as the user left
 * it when they came from there (its filters and page), never somewhere else a state names.
 */
export function useBackTarget(to: string): string {
  const state: unknown = useLocation().state;
  if (!isReturnState(state)) return to;
  const back = state.volverA;
  return back.startsWith('/') && pathOf(back) === pathOf(to) ? back : to;
}
