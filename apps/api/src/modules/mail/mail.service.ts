import type { PageQuery } from '@jarvis/contracts/common';
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { AppError } from '../../errors';
import type { Ctx } from '../../platform/context';
import type { FileAnswer } from '../../platform/files/send-file';
import * as repo from './mail.repository';

/** The sent-mail log ('Correos enviados'): every message the outbox holds, newest first. */
export function listOutbox(ctx: Ctx, query: PageQuery) {
  return repo.listOutbox(ctx.db, query);
}

/** One attachment of a sent message, to download from 'Correos enviados'. */
export async function openAttachment(
  ctx: Ctx,
  correoId: number,
  indice: number,
): Promise<FileAnswer> {
  const attachment = (await repo.findAttachments(ctx.db, correoId))?.[indice];
  if (!attachment) throw new AppError('NOT_FOUND', 'El adjunto no existe');
  try {
    await access(attachment.path);
  } catch {
    throw new AppError('NOT_FOUND', 'El archivo adjunto ya no está disponible');
  }
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    body: createReadStream(attachment.path),
  };
}
