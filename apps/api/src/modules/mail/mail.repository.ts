import { desc, eq, sql } from 'drizzle-orm';
import type { PageQuery, Page } from '@jarvis/contracts/common';
import type { OutboxItem } from '@jarvis/contracts/mail';
import type { Db } from '../../db/client';
import { bounded, listPage } from '../../db/list-page';
import { correos } from '../../platform/mail/mail.table';

/** One page of sent mail, newest first, with its bounded total. */
export async function listOutbox(db: Db, query: PageQuery): Promise<Page<OutboxItem>> {
  const { page, size } = query;
  const { rows, counted } = await listPage(db, {
    name: 'outbox',
    query,
    values: {},
    select: (d, carried) =>
      d
        // Only what the list shows: the bodies can be large.
        .select({
          correoId: correos.correoId,
          para: correos.para,
          asunto: correos.asunto,
          adjuntos: correos.adjuntos,
          estado: correos.estado,
          intentos: correos.intentos,
          error: correos.error,
          creadoEn: correos.creadoEn,
          enviadoEn: correos.enviadoEn,
          ...carried,
        })
        .from(correos)
        .$dynamic(),
    orderBy: [desc(correos.correoId)],
    keys: { key: correos.correoId, from: correos, when: 'deep' },
    total: bounded(sql`${correos}`),
  });
  return {
    items: rows.map((r) => ({
      correoId: r.correoId,
      para: r.para,
      asunto: r.asunto,
      estado: r.estado as OutboxItem['estado'],
      intentos: r.intentos,
      error: r.error,
      adjuntos: r.adjuntos.map(({ filename, contentType }) => ({ filename, contentType })),
      creadoEn: r.creadoEn.toISOString(),
      enviadoEn: r.enviadoEn?.toISOString() ?? null,
    })),
    ...counted,
    page,
    size,
  };
}

/** One message with its bodies and the .eml it was written to. */
export async function findMessage(db: Db, correoId: number) {
  const [row] = await db.select().from(correos).where(eq(correos.correoId, correoId));
  return row;
}

export async function findAttachments(db: Db, correoId: number) {
  const [row] = await db
    .select({ adjuntos: correos.adjuntos })
    .from(correos)
    .where(eq(correos.correoId, correoId));
  return row?.adjuntos;
}
