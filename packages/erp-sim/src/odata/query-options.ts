import type { EntityType } from '../schema/entity-types';
import { slErrors } from '../sl-errors';
import type { Row } from '../store';
import { compileFilter, type FilterOptions } from './filter-eval';
import { parseFilter } from './filter-parser';

export type OrderKey = { name: string; desc: boolean };

export type QueryOptions = {
  filter?: (row: Row) => boolean;
  select?: string[];
  orderby: OrderKey[];
  top?: number;
  skip?: number;
  inlineCount: boolean;
};

/** System options SL has but the simulator does not: refused rather than silently ignored. */
const UNSUPPORTED = ['$expand', '$apply', '$crossjoin', '$search', '$levels'];

function count(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw.trim())) throw slErrors.query(`Invalid ${name} value '${raw}'`);
  return Number(raw);
}

function checkProperty(type: EntityType, name: string, option: string) {
  const field = type.fields[name];
  if (!field) throw slErrors.invalidProperty(name, type.name);
  if (option === '$orderby' && field.kind === 'collection') {
    throw slErrors.query(`Collection property '${name}' cannot be used in $orderby`);
  }
}

export function parseQueryOptions(
  params: URLSearchParams,
  type: EntityType,
  filterOptions: FilterOptions,
): QueryOptions {
  for (const name of UNSUPPORTED) {
    if (params.has(name))
      throw slErrors.query(`Query option '${name}' is not supported by the simulator`);
  }
  const filterText = params.get('$filter');
  const selectText = params.get('$select')?.trim();
  const select =
    selectText && selectText !== '*' ? selectText.split(',').map((s) => s.trim()) : undefined;
  select?.forEach((name) => checkProperty(type, name, '$select'));

  const orderby = (params.get('$orderby') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part): OrderKey => {
      const [name = '', direction = 'asc', ...rest] = part.split(/\s+/);
      if (rest.length > 0 || !['asc', 'desc'].includes(direction)) {
        throw slErrors.query(`Invalid $orderby '${part}'`);
      }
      checkProperty(type, name, '$orderby');
      return { name, desc: direction === 'desc' };
    });

  const inline = params.get('$inlinecount');
  if (inline !== null && inline !== 'allpages' && inline !== 'none') {
    throw slErrors.query(`Invalid $inlinecount value '${inline}'`);
  }
  return {
    filter:
      filterText === null ? undefined : compileFilter(parseFilter(filterText), type, filterOptions),
    select,
    orderby,
    top: count(params, '$top'),
    skip: count(params, '$skip'),
    inlineCount: inline === 'allpages' || params.get('$count') === 'true',
  };
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return (a as string | number) < (b as string | number) ? -1 : 1;
}

/** Filters and sorts; the key is the last sort key so that paging is stable, as SL orders by key. */
export function applyQuery(rows: Row[], options: QueryOptions, key: string): Row[] {
  const kept = options.filter ? rows.filter(options.filter) : [...rows];
  const keys = [...options.orderby, { name: key, desc: false }];
  return kept.sort((x, y) => {
    for (const { name, desc } of keys) {
      const c = compareValues(x[name], y[name]);
      if (c !== 0) return desc ? -c : c;
    }
    return 0;
  });
}

export type Page = { value: Row[]; next?: { skip: number; top?: number } };

/**
 * Paging of reference §4.2: pages of `pageSize` rows with a next link while rows remain; `$top` no
 * larger than the page answers `$top` rows and no link; a larger `$top` is paged until it is used up.
 */
export function pageOf(rows: Row[], options: QueryOptions, pageSize: number): Page {
  const start = options.skip ?? 0;
  const rest = rows.slice(start);
  const { top } = options;
  if (pageSize === 0 || (top !== undefined && top <= pageSize)) {
    return { value: top === undefined ? rest : rest.slice(0, top) };
  }
  const value = rest.slice(0, pageSize);
  if (rest.length <= pageSize) return { value };
  return {
    value,
    next: { skip: start + pageSize, top: top === undefined ? undefined : top - pageSize },
  };
}

const READABLE = /%(24|27|28|29|2C|3A|2F)/gi;

/** `PurchaseOrders?$filter=...&$skip=20`: the original options kept, relative to the service root. */
export function nextLink(
  setPath: string,
  params: URLSearchParams,
  next: { skip: number; top?: number },
) {
  const parts: string[] = [];
  for (const [name, value] of params) {
    if (name === '$skip' || name === '$top') continue;
    parts.push(`${name}=${encodeURIComponent(value).replace(READABLE, decodeURIComponent)}`);
  }
  if (next.top !== undefined) parts.push(`$top=${next.top}`);
  parts.push(`$skip=${next.skip}`);
  return `${setPath}?${parts.join('&')}`;
}

export function project(row: Row, select: string[] | undefined): Row {
  if (!select) return row;
  return Object.fromEntries(select.map((name) => [name, row[name] ?? null]));
}
