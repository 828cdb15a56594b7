import type { EntitySetDef } from '../schema/entity-sets';
import type { Row } from '../store';
import type { SlRequest, SlResponse } from './context';

type Annotation = 'metadata' | 'nextLink' | 'count';

/** v1 writes `odata.metadata`, v2 `@odata.context`, and so on (SLG §3.6.6). */
export function annotation(req: SlRequest, name: Annotation): string {
  if (req.version === 'v1') return `odata.${name}`;
  return name === 'metadata' ? '@odata.context' : `@odata.${name}`;
}

export function header(req: SlRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : value;
}

/** The preferences of a `Prefer` header, e.g. `odata.maxpagesize=50, return-no-content`. */
export function preferences(req: SlRequest): Map<string, string> {
  const prefs = new Map<string, string>();
  for (const part of (header(req, 'prefer') ?? '').split(/[,;]/)) {
    const [name = '', value = ''] = part.split('=').map((s) => s.trim());
    if (name) prefs.set(name.toLowerCase(), value);
  }
  return prefs;
}

export function keyLiteral(def: EntitySetDef, value: unknown): string {
  return def.keyKind === 'int' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
}

export function entityBody(req: SlRequest, setName: string, entity: Row): Row {
  const suffix = req.version === 'v1' ? '@Element' : '$entity';
  return { [annotation(req, 'metadata')]: `${req.root}/$metadata#${setName}/${suffix}`, ...entity };
}

/** 201 with the entity and its Location, or 204 when the client sent `Prefer: return-no-content`. */
export function created(req: SlRequest, def: EntitySetDef, entity: Row): SlResponse {
  const location = `${req.root}/${def.name}(${keyLiteral(def, entity[def.key])})`;
  const prefs = preferences(req);
  if (prefs.has('return-no-content') || prefs.get('return') === 'minimal') {
    return {
      status: 204,
      headers: { location, 'preference-applied': 'return-no-content' },
    };
  }
  return { status: 201, headers: { location }, body: entityBody(req, def.name, entity) };
}

export const noContent = (): SlResponse => ({ status: 204 });
