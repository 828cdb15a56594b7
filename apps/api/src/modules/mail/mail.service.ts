import path from 'node:path';
import type { PageQuery } from '@jarvis/contracts/common';
import { MAIL_MESSAGES as M, type MailMessage, type OutboxItem } from '@jarvis/contracts/mail';
import { createReadStream } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { AppError } from '../../errors';
import type { Ctx } from '../../platform/context';
import type { FileAnswer } from '../../platform/files/send-file';
import { parseHeaders, readEmlHead } from './eml-headers';
import * as repo from './mail.repository';

/** The sent-mail log ('Correos enviados'): every message the outbox holds, newest first. */
export function listOutbox(ctx: Ctx, query: PageQuery) {
  return repo.listOutbox(ctx.db, query);
}

export const attachmentUrl = (correoId: number, indice: number) =>
  `/api/mail/outbox/${correoId}/adjuntos/${indice}`;

const sizeOf = (file: string) =>
  stat(file).then(
    (info) => info.size,
    () => null,
  );

const isoOf = (date: string | undefined) => {
  const time = date ? Date.parse(date) : NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/**
 * One message of 'Correos enviados', opened: its headers as they left (the .eml the outbox wrote),
 * its text and its attachments with their sizes.
 */
export async function getMessage(ctx: Ctx, correoId: number): Promise<MailMessage> {
  const row = await repo.findMessage(ctx.db, correoId);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  // Written relative to the outbox; rows from before that hold the absolute path, which resolve keeps.
  const head = row.archivo
    ? await readEmlHead(path.resolve(ctx.platform.config.outboxDir, row.archivo))
    : undefined;
  const sent = parseHeaders(head ?? '');
  const enviadoEn = row.enviadoEn?.toISOString() ?? null;
  return {
    correoId: row.correoId,
    para: row.para,
    asunto: row.asunto,
    estado: row.estado as OutboxItem['estado'],
    intentos: row.intentos,
    error: row.error,
    creadoEn: row.creadoEn.toISOString(),
    enviadoEn,
    encabezados: {
      de: sent.get('from') ?? ctx.platform.config.MAIL_FROM,
      para: sent.get('to') ?? row.para,
      asunto: sent.get('subject') ?? row.asunto,
      fecha: isoOf(sent.get('date')) ?? enviadoEn,
    },
    texto: row.texto,
    html: row.html,
    adjuntos: await Promise.all(
      row.adjuntos.map(async (adjunto, indice) => ({
        filename: adjunto.filename,
        contentType: adjunto.contentType,
        tamano:
          adjunto.path === undefined
            ? ((await ctx.platform.files.size(adjunto.key)) ?? null)
            : await sizeOf(adjunto.path),
        url: attachmentUrl(correoId, indice),
      })),
    ),
  };
}

/** One attachment of a sent message, to download from 'Correos enviados'. */
export async function openAttachment(
  ctx: Ctx,
  correoId: number,
  indice: number,
): Promise<FileAnswer> {
  const attachment = (await repo.findAttachments(ctx.db, correoId))?.[indice];
  if (!attachment) throw new AppError('NOT_FOUND', M.attachmentNotFound);
  if (attachment.path === undefined) {
    const body = await ctx.platform.files.open(attachment.key);
    if (!body) throw new AppError('NOT_FOUND', M.attachmentGone);
    return { filename: attachment.filename, contentType: attachment.contentType, body };
  }
  try {
    await access(attachment.path);
  } catch {
    throw new AppError('NOT_FOUND', M.attachmentGone);
  }
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    body: createReadStream(attachment.path),
  };
}
