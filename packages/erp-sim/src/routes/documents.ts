import { runAction } from '../documents/actions';
import { createDocument } from '../documents/create';
import { patchDocument } from '../documents/update';
import { coerceEntity, parseJsonBody, present } from '../schema/coerce';
import { DRAFTS, type DocumentSetDef } from '../schema/entity-sets';
import { slErrors } from '../sl-errors';
import type { SimContext, SlRequest, SlResponse } from './context';
import { findByKey } from './read';
import { created, header, noContent } from './respond';

const OBJECT_NAMES = { PurchaseOrders: 'oPurchaseOrders', PurchaseInvoices: 'oPurchaseInvoices' };

export function postDocument(ctx: SimContext, req: SlRequest, def: DocumentSetDef): SlResponse {
  const { state } = ctx.store;
  const input = coerceEntity(def.type, parseJsonBody(req.body));
  if (def.name !== 'Drafts' && ctx.settings.approvalRequiredFor.includes(def.name)) {
    // An approval procedure turns the document into a draft and SL answers -2028 (reference §6.7.5).
    const draft = { ...input, DocObjectCode: OBJECT_NAMES[def.name] };
    createDocument({ state, set: DRAFTS, input: draft, now: ctx.now() });
    ctx.store.save();
    throw slErrors.approvalRequired();
  }
  const doc = createDocument({ state, set: def, input, now: ctx.now() });
  ctx.store.save();
  return created(req, def, present(def.type, doc));
}

export function patchDocumentRoute(
  ctx: SimContext,
  req: SlRequest,
  def: DocumentSetDef,
  key: number,
): SlResponse {
  const doc = findByKey(ctx, def, key);
  const patch = coerceEntity(def.type, parseJsonBody(req.body));
  patchDocument({
    state: ctx.store.state,
    set: def,
    doc,
    patch,
    now: ctx.now(),
    replaceCollections: header(req, 'b1s-replacecollectionsonpatch')?.toLowerCase() === 'true',
  });
  ctx.store.save();
  return noContent();
}

/** Marketing documents cannot be deleted (-5006); drafts can. */
export function deleteDocument(ctx: SimContext, def: DocumentSetDef, key: number): SlResponse {
  const doc = findByKey(ctx, def, key);
  if (def.name !== 'Drafts') throw slErrors.notSupported();
  const rows = def.rows(ctx.store.state);
  rows.splice(rows.indexOf(doc), 1);
  ctx.store.save();
  return noContent();
}

export function documentAction(
  ctx: SimContext,
  target: { def: DocumentSetDef; key: number; action: string; body: string },
): SlResponse {
  const { def, key, action } = target;
  const doc = findByKey(ctx, def, key);
  parseJsonBody(target.body);
  runAction({ state: ctx.store.state, set: def, doc, action, now: ctx.now() });
  ctx.store.save();
  return noContent();
}
