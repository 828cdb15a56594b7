import { createStockTransfer, patchStockTransfer } from '../documents/stock-transfers';
import { coerceEntity, parseJsonBody, present } from '../schema/coerce';
import type { TransferSetDef } from '../schema/entity-sets';
import { slErrors } from '../sl-errors';
import type { SimContext, SlRequest, SlResponse } from './context';
import { findByKey } from './read';
import { created, noContent } from './respond';

/** `POST /StockTransfers`: 201 with the transfer, or 204 with `Prefer: return-no-content`. */
export function postStockTransfer(
  ctx: SimContext,
  req: SlRequest,
  def: TransferSetDef,
): SlResponse {
  const input = coerceEntity(def.type, parseJsonBody(req.body));
  const doc = createStockTransfer({ state: ctx.store.state, set: def, input, now: ctx.now() });
  ctx.store.save();
  return created(req, def, present(def.type, doc));
}

export function patchStockTransferRoute(
  ctx: SimContext,
  req: SlRequest,
  def: TransferSetDef,
  key: number,
): SlResponse {
  const doc = findByKey(ctx, def, key);
  const patch = coerceEntity(def.type, parseJsonBody(req.body));
  patchStockTransfer({ doc, patch, now: ctx.now() });
  ctx.store.save();
  return noContent();
}

/** A posted transfer cannot be deleted (-5006), once it is known to exist. */
export function deleteStockTransfer(ctx: SimContext, def: TransferSetDef, key: number): never {
  findByKey(ctx, def, key);
  throw slErrors.notSupported();
}
