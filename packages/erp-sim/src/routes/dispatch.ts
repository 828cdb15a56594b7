import { documentActions } from '../documents/actions';
import { ENTITY_SETS, type EntitySetDef } from '../schema/entity-sets';
import { slErrors } from '../sl-errors';
import { batch } from './batch';
import type { SimContext, SlRequest, SlResponse } from './context';
import { deleteDocument, documentAction, patchDocumentRoute, postDocument } from './documents';
import { login, logout, requireSession } from './login';
import { createMaster, deleteMaster, patchMaster } from './master-data';
import { metadata, serviceDocument } from './metadata';
import { countCollection, readCollection, readEntity, readProperty } from './read';
import { getDefaultSeries, getDocumentSeries } from './series-service';
import { deleteStockTransfer, patchStockTransferRoute, postStockTransfer } from './stock-transfers';

type ResourcePath = { name: string; keyText?: string; segments: string[] };

/** `BusinessPartners('a''b')/CardName` → name, key text and the segments after it. */
export function parseResourcePath(path: string): ResourcePath {
  const name = /^[A-Za-z_$][\w$]*/.exec(path)?.[0];
  if (!name) throw slErrors.unknownResource(path);
  let i = name.length;
  let keyText: string | undefined;
  if (path[i] === '(') {
    let quoted = false;
    let j = i + 1;
    for (; j < path.length; j++) {
      if (path[j] === "'") quoted = !quoted;
      else if (path[j] === ')' && !quoted) break;
    }
    if (j >= path.length) throw slErrors.query(`Invalid key in '${path}'`);
    keyText = path.slice(i + 1, j);
    i = j + 1;
  }
  const rest = path.slice(i);
  if (rest !== '' && !rest.startsWith('/')) throw slErrors.unknownResource(path);
  return { name, keyText, segments: rest.split('/').filter((s) => s !== '') };
}

/** `'c1'`, `CardCode='c1'`, `22` or `DocEntry=22`, checked against the set's key. */
export function parseKey(def: EntitySetDef, keyText: string): string | number {
  let text = keyText.trim();
  const named = /^([A-Za-z_]\w*)\s*=\s*(.*)$/.exec(text);
  if (named) {
    if (named[1] !== def.key) throw slErrors.invalidProperty(named[1]!, def.type.name);
    text = named[2]!.trim();
  }
  const quoted = /^'((?:[^']|'')*)'$/.exec(text);
  if (quoted) {
    const value = quoted[1]!.replace(/''/g, "'");
    if (def.keyKind === 'string') return value;
    if (/^-?\d+$/.test(value)) return Number(value);
  } else if (/^-?\d+$/.test(text) && def.keyKind === 'int') {
    return Number(text);
  }
  throw slErrors.query(`Invalid key '${keyText}' for ${def.name}`);
}

function collectionRoute(ctx: SimContext, req: SlRequest, def: EntitySetDef, segments: string[]) {
  const [first, ...more] = segments;
  if (req.method === 'GET' && first === undefined) return readCollection(ctx, req, def);
  if (req.method === 'GET' && first === '$count' && more.length === 0) {
    return countCollection(ctx, req, def);
  }
  if (first !== undefined) throw slErrors.unknownResource(`${def.name}/${segments.join('/')}`);
  if (req.method !== 'POST') throw slErrors.notSupported();
  if (def.kind === 'document') return postDocument(ctx, req, def);
  if (def.kind === 'transfer') return postStockTransfer(ctx, req, def);
  return createMaster(ctx, req, def);
}

function patchRoute(ctx: SimContext, req: SlRequest, def: EntitySetDef, key: string | number) {
  if (def.kind === 'document') return patchDocumentRoute(ctx, req, def, key as number);
  if (def.kind === 'transfer') return patchStockTransferRoute(ctx, req, def, key as number);
  return patchMaster(ctx, req, def, key);
}

function deleteRoute(ctx: SimContext, def: EntitySetDef, key: string | number) {
  if (def.kind === 'document') return deleteDocument(ctx, def, key as number);
  if (def.kind === 'transfer') return deleteStockTransfer(ctx, def, key as number);
  return deleteMaster(ctx, def, key);
}

function entityRoute(ctx: SimContext, req: SlRequest, def: EntitySetDef, path: ResourcePath) {
  const key = parseKey(def, path.keyText!);
  const [first, second, ...more] = path.segments;
  if (more.length > 0 || (second !== undefined && second !== '$value')) {
    throw slErrors.unknownResource(path.segments.join('/'));
  }
  switch (req.method) {
    case 'GET':
      if (first === undefined) return readEntity(ctx, req, def, key);
      return readProperty(ctx, req, { def, key, property: first, raw: second === '$value' });
    case 'POST':
      if (first === undefined || second !== undefined || def.kind !== 'document') {
        throw slErrors.notSupported();
      }
      return documentAction(ctx, { def, key: key as number, action: first, body: req.body });
    case 'PATCH':
      if (first !== undefined) throw slErrors.notSupported();
      return patchRoute(ctx, req, def, key);
    case 'DELETE':
      if (first !== undefined) throw slErrors.notSupported();
      return deleteRoute(ctx, def, key);
    default:
      throw slErrors.notSupported();
  }
}

type ServiceAction = (ctx: SimContext, req: SlRequest) => SlResponse;

/** Unbound actions, posted to the service root; Login is the one that needs no session. */
const SERVICE_ACTIONS: Record<string, ServiceAction> = {
  Login: login,
  Logout: logout,
  SeriesService_GetDocumentSeries: getDocumentSeries,
  SeriesService_GetDefaultSeries: getDefaultSeries,
};

/** What the routes serve as actions, unbound and bound per document set (for metadata.test.ts). */
export function servedActions() {
  return {
    unbound: Object.keys(SERVICE_ACTIONS),
    bound: Object.fromEntries(
      Object.values(ENTITY_SETS)
        .filter((d) => d.kind === 'document')
        .map((d) => [d.name, documentActions(d.name)]),
    ),
  };
}

/** The Service Layer's resource table below /b1s/v1 (and /b1s/v2). */
export function dispatch(ctx: SimContext, req: SlRequest): SlResponse {
  const isPost = req.method === 'POST';
  if (req.path === 'Login') {
    if (!isPost) throw slErrors.notSupported();
    return login(ctx, req);
  }
  requireSession(ctx, req);
  const action = Object.hasOwn(SERVICE_ACTIONS, req.path) ? SERVICE_ACTIONS[req.path] : undefined;
  if (action && isPost) return action(ctx, req);
  if (req.path === '' && req.method === 'GET') return serviceDocument(req);
  if (req.path === '$metadata' && req.method === 'GET') return metadata(req);
  if (req.path === '$batch' && isPost) return batch(ctx, req, dispatch);
  const path = parseResourcePath(req.path);
  const def = Object.hasOwn(ENTITY_SETS, path.name) ? ENTITY_SETS[path.name] : undefined;
  if (!def) throw slErrors.unknownResource(path.name);
  return path.keyText === undefined
    ? collectionRoute(ctx, req, def, path.segments)
    : entityRoute(ctx, req, def, path);
}
