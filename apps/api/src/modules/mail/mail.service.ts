import type { PageQuery } from '@jarvis/contracts/common';
import type { Ctx } from '../../platform/context';
import * as repo from './mail.repository';

/** The sent-mail log ('Correos enviados'): every message the outbox holds, newest first. */
export function listOutbox(ctx: Ctx, query: PageQuery) {
  return repo.listOutbox(ctx.db, query);
}
