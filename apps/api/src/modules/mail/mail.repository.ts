import { desc, eq, sql } from 'drizzle-orm';
import type { PageQuery, Page } from '@jarvis/contracts/common';
import type { OutboxItem } from '@jarvis/contracts/mail';
import type { Db } from '../../db/client';
import {
  boundedCount,
  carriedCount,
  countColumn,
  keysFirst,
  pageWindow,
  type PageWindow,
} from '../../db/paging';
import { prepared } from '../../db/prepared';
import { correos } from '../../platform/mail/mail.table';

/**
 * Built once and named (db/prepared): a page's values never change its plan. It carries the list's
 * bounded count (db/paging countColumn); a deep page reads its ids first (keysFirst).
 */
function outboxPage(db: Db, window: PageWindow) {
  const name = `outbox_page:${window.key}`;
  const newest = desc(correos.correoId);
  return prepared(db, name, (d) =>
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
        n: countColumn(sql`${correos}`),
      })
      .from(correos)
      .where(keysFirst(d, window, { key: correos.correoId, from: correos, orderBy: [newest] }))
      .orderBy(newest)
      .limit(window.limit)
      .prepare(name),
  );
}

export async function listOutbox(db: Db, query: PageQuery): Promise<Page<OutboxItem>> {
  const { page, size } = query;
  const window = pageWindow(query);
  const rows = await outboxPage(db, window).execute(window.values);
  const counted = await carriedCount(rows[0]?.n, page, () =>
    boundedCount(db, () => sql`${correos}`, { plan: 'kept', shape: 'outbox' }),
  );
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

export async function findAttachments(db: Db, correoId: number) {
  const [row] = await db
    .select({ adjuntos: correos.adjuntos })
    .from(correos)
    .where(eq(correos.correoId, correoId));
  return row?.adjuntos;
}
