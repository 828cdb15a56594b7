import { mkdir, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { and, eq, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Db } from '../../db/client';
import { businessDate } from '../../time';
import type { Files } from '../files/files';
import type { Jobs } from '../jobs/jobs';
import { correos, type MailAttachment } from './mail.table';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  createdBy?: number;
};

/**
 * How a mail opens: one to a person greets them by name ('Hola, Ana:'); one to a group (a
 * department's or a team's mailbox), or to someone whose name is not known, greets no one in
 * particular.
 */
export function greeting(nombre?: string | null): string {
  const name = nombre?.trim();
  return name ? `Hola, ${name}:` : 'Buen día:';
}

/** The mail adapter: `.eml` files in the outbox folder by default, SMTP when SMTP_URL is set. */
export type Mailer = {
  kind: 'outbox' | 'smtp';
  /** Writes the message to the outbox table, inside the caller's transaction. */
  queue(db: Db, mail: OutgoingMail): Promise<number>;
  /** Writes many messages in one statement (a ticket's news to a whole department). */
  queueAll(db: Db, mails: OutgoingMail[]): Promise<number[]>;
  /**
   * Starts delivery of a queued message; call after the transaction commits. It never fails its
   * caller, whose change is already committed: a job the queue refused is logged, and the sweeper
   * (findStalledMail) sends the message later.
   */
  dispatch(correoId: number): Promise<void>;
  /** Starts delivery of many queued messages in one statement, as `dispatch`. */
  dispatchAll(correoIds: number[]): Promise<void>;
  deliver(db: Db, correoId: number): Promise<void>;
  health(): Promise<{ ok: boolean; detail: string }>;
};

export const MAIL_QUEUE = 'mail.send';
/** Messages a worker takes at a time: a ticket's news goes to a whole department. */
export const MAIL_BATCH = 20;
export const MAIL_SWEEP_QUEUE = 'mail.sweep';

type MailerOptions = {
  from: string;
  outboxDir: string;
  /** BUSINESS_TZ: the outbox's folders are the business's days, as everything else dated. */
  timeZone: string;
  /** The clock the outbox's folder is read from (a test's fixed one). */
  now?: () => Date;
  smtpUrl?: string;
  /** Where attachments kept by key are read from. */
  files?: Files;
  jobs: Jobs;
  log: FastifyBaseLogger;
};

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const kind = options.smtpUrl ? 'smtp' : 'outbox';
  const now = options.now ?? (() => new Date());

  const attachmentOf = async (a: MailAttachment) => {
    if (a.path !== undefined)
      return { filename: a.filename, contentType: a.contentType, path: a.path };
    const content = await options.files?.open(a.key);
    // A file gone from storage fails the delivery, which is retried and shown in the outbox.
    if (!content) throw new Error(`El adjunto ${a.filename} no está en el almacenamiento`);
    return { filename: a.filename, contentType: a.contentType, content: content as Readable };
  };

  const deliver = async (db: Db, correoId: number) => {
    const [row] = await db.select().from(correos).where(eq(correos.correoId, correoId));
    if (!row || row.estado === 'enviado') return;
    try {
      const info = await transport.sendMail({
        from: options.from,
        to: row.para,
        subject: row.asunto,
        text: row.texto,
        ...(row.html ? { html: row.html } : {}),
        attachments: await Promise.all(row.adjuntos.map((a) => attachmentOf(a))),
      });
      let archivo: string | null = null;
      if (kind === 'outbox') {
        // The business's day: a mail written at 23:30 in San Salvador is that day's, not the
        // next (UTC's) one.
        const day = businessDate(now(), options.timeZone);
        const dir = path.join(options.outboxDir, day);
        await mkdir(dir, { recursive: true });
        const name = `${String(correoId).padStart(8, '0')}.eml`;
        await writeFile(path.join(dir, name), (info as unknown as { message: Buffer }).message);
        // Relative to the outbox, so a backup restored under another DATA_DIR still finds it.
        archivo = `${day}/${name}`;
      }
      await db
        .update(correos)
        .set({
          estado: 'enviado',
          enviadoEn: new Date(),
          archivo,
          error: null,
          intentos: row.intentos + 1,
        })
        .where(eq(correos.correoId, correoId));
    } catch (err) {
      await db
        .update(correos)
        .set({ estado: 'error', error: (err as Error).message, intentos: row.intentos + 1 })
        .where(eq(correos.correoId, correoId));
      throw err;
    }
  };

  const queueAll = async (db: Db, mails: OutgoingMail[]): Promise<number[]> => {
    if (mails.length === 0) return [];
    // One parameter, the messages as JSON, whatever their number: Drizzle built a VALUES list of
    // 243 rows in 8 ms of CPU, inside the transaction that holds a department's ticket number.
    const messages = mails.map((mail) => ({
      para: mail.to,
      asunto: mail.subject,
      texto: mail.text,
      html: mail.html ?? null,
      adjuntos: mail.attachments ?? [],
      creado_por: mail.createdBy ?? null,
    }));
    const result = await db.execute(sql`
      insert into ${correos} (para, asunto, texto, html, adjuntos, creado_por)
      select para, asunto, texto, html, adjuntos, creado_por
      from jsonb_to_recordset(${JSON.stringify(messages)}::jsonb) as m(
        para text, asunto text, texto text, html text, adjuntos jsonb, creado_por integer)
      returning correo_id`);
    return rowsOf<{ correo_id: number | string }>(result).map((row) => Number(row.correo_id));
  };
  const dispatchAll = async (correoIds: number[]) => {
    try {
      await options.jobs.sendAll(
        MAIL_QUEUE,
        correoIds.map((correoId) => ({ data: { correoId }, singletonKey: `mail-${correoId}` })),
      );
    } catch (err) {
      options.log.warn({ err, correoIds }, 'mail jobs not queued; the outbox sweeper sends them');
    }
  };

  return {
    kind,
    queue: async (db, mail) => (await queueAll(db, [mail]))[0]!,
    queueAll,
    dispatch: (correoId) => dispatchAll([correoId]),
    dispatchAll,
    deliver,
    health: async () => ({
      ok: true,
      detail: kind === 'outbox' ? `carpeta ${options.outboxDir}` : 'SMTP',
    }),
  };
}

/** Messages still pending a while after they were queued: their job was lost, so send them again. */
export async function findStalledMail(db: Db, olderThanMinutes: number): Promise<number[]> {
  const rows = await db
    .select({ id: correos.correoId })
    .from(correos)
    .where(
      and(
        eq(correos.estado, 'pendiente'),
        lt(correos.creadoEn, sql`now() - make_interval(mins => ${olderThanMinutes})`),
      ),
    )
    .limit(100);
  return rows.map((r) => r.id);
}
