import { isWithinWindow, PAGE_MESSAGES, type PageQuery } from '@jarvis/contracts/common';
import { AppError } from '../../errors';
import type { Ctx } from '../../platform/context';
import * as repo from './mail.repository';

/** The sent-mail log ('Correos enviados'): every message the outbox holds, newest first. */
export function listOutbox(ctx: Ctx, query: PageQuery) {
  if (!isWithinWindow(query))
    throw new AppError('VALIDATION_ERROR', PAGE_MESSAGES.tooDeep, { page: PAGE_MESSAGES.tooDeep });
  return repo.listOutbox(ctx.db, query);
}
