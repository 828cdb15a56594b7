import { applyQuery, nextLink, pageOf, parseQueryOptions, project } from '../odata/query-options';
import { present } from '../schema/coerce';
import type { EntitySetDef } from '../schema/entity-sets';
import { SlError, slErrors } from '../sl-errors';
import type { Row } from '../store';
import type { SimContext, SlRequest, SlResponse } from './context';
import { annotation, entityBody, header, preferences } from './respond';

const nonNegative = (text: string | undefined) =>
  text !== undefined && /^\d+$/.test(text.trim()) ? Number(text) : undefined;

/** `Prefer: odata.maxpagesize=N` wins over `B1S-PageSize: N`, which wins over the default. */
function pageSize(
  ctx: SimContext,
  req: SlRequest,
): { size: number; headers: Record<string, string> } {
  const preferred = nonNegative(preferences(req).get('odata.maxpagesize'));
  if (preferred !== undefined) {
    return { size: preferred, headers: { 'preference-applied': `odata.maxpagesize=${preferred}` } };
  }
  return { size: nonNegative(header(req, 'b1s-pagesize')) ?? ctx.settings.pageSize, headers: {} };
}

function queryOptions(req: SlRequest, def: EntitySetDef) {
  return parseQueryOptions(req.params, def.type, {
    caseInsensitive: header(req, 'b1s-caseinsensitive')?.toLowerCase() === 'true',
  });
}

export function readCollection(ctx: SimContext, req: SlRequest, def: EntitySetDef): SlResponse {
  const options = queryOptions(req, def);
  const rows = applyQuery(def.rows(ctx.store.state), options, def.key);
  const { size, headers } = pageSize(ctx, req);
  const page = pageOf(rows, options, size);
  const count = options.inlineCount
    ? { [annotation(req, 'count')]: req.version === 'v1' ? String(rows.length) : rows.length }
    : {};
  const body = {
    [annotation(req, 'metadata')]: `${req.root}/$metadata#${def.name}`,
    ...count,
    value: page.value.map((row) => project(present(def.type, row), options.select)),
    ...(page.next
      ? { [annotation(req, 'nextLink')]: nextLink(def.name, req.params, page.next) }
      : {}),
  };
  return { status: 200, headers, body };
}

export function countCollection(ctx: SimContext, req: SlRequest, def: EntitySetDef): SlResponse {
  const options = queryOptions(req, def);
  return {
    status: 200,
    text: String(applyQuery(def.rows(ctx.store.state), options, def.key).length),
  };
}

export function findByKey(ctx: SimContext, def: EntitySetDef, key: string | number): Row {
  const row = def.rows(ctx.store.state).find((r) => r[def.key] === key);
  if (!row) throw slErrors.notFound();
  return row;
}

export function readEntity(
  ctx: SimContext,
  req: SlRequest,
  def: EntitySetDef,
  key: string | number,
): SlResponse {
  const options = queryOptions(req, def);
  const entity = project(present(def.type, findByKey(ctx, def, key)), options.select);
  return { status: 200, body: entityBody(req, def.name, entity) };
}

/** `Set(key)/Property` → `{value}`, `/$value` → the raw value, `/DocumentLines` → the collection. */
export function readProperty(
  ctx: SimContext,
  req: SlRequest,
  target: { def: EntitySetDef; key: string | number; property: string; raw: boolean },
): SlResponse {
  const { def, key, property, raw } = target;
  const field = def.type.fields[property];
  if (!field) throw slErrors.invalidProperty(property, def.type.name);
  const value = present(def.type, findByKey(ctx, def, key))[property];
  if (field.kind === 'collection') {
    if (raw) throw slErrors.query('$value is not available for a collection');
    return { status: 200, body: { [property]: value } };
  }
  if (raw) {
    if (value === null) {
      throw new SlError(404, -2028, `Resource not found for the property: ${property}`);
    }
    return { status: 200, text: typeof value === 'string' ? value : JSON.stringify(value) };
  }
  const meta = `${req.root}/$metadata#${def.name}(${String(key)})/${property}`;
  return { status: 200, body: { [annotation(req, 'metadata')]: meta, value } };
}
