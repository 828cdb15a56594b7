import {
  TRANSFER_STATE_LABELS,
  type TransferAction,
  type TransferSide,
  type TransferState,
} from '@jarvis/contracts/transfers';
import type { Ctx } from '../../platform/context';
import { greeting, type OutgoingMail } from '../../platform/mail/mailer';
import { businessDmy } from '../../time';
import * as users from '../users/users.service';
import type * as repo from './transfers.repository';

/** The mails of a transfer's steps to the branch on the other side (issue #54 point 4). */

export type Branch = { sucursalId: number; nombre: string; bodega: string; correo: string | null };

const VERBS: Record<TransferAction | 'solicitar', string> = {
  solicitar: 'solicitó',
  enviar: 'envió',
  recibir: 'verificó la recepción de',
  anular: 'anuló',
};

/**
 * Who on the other side hears of a step: the branch's mailbox; without one, its staff who act on
 * transfers there (those who send, for a request; the person who asked or sent, after).
 */
async function recipients(
  ctx: Ctx,
  to: Branch,
  step: TransferAction | 'solicitar',
  row?: repo.TransferRow,
): Promise<string[]> {
  if (to.correo) return [to.correo];
  // After the request, the person of that side: who asked (the destination), who sent (the origin).
  const person = row && (to.sucursalId === row.destinoId ? row.solicitadoPor : row.enviadoPor);
  if (step !== 'solicitar' && person) {
    const correo = (await users.userNames(ctx.db, [person])).get(person)?.correo;
    if (correo) return [correo];
  }
  const holders = await users.holdersInBranch(ctx.db, to.sucursalId, 'transfers.review');
  return [...new Set(holders.map((h) => h.correo).filter(Boolean))];
}

/** The mails to the other side of a step: who did what, and where to see it. */
export async function notices(
  ctx: Ctx,
  t: { trasladoId: number; fecha: string; estado?: TransferState },
  step: TransferAction | 'solicitar',
  from: Branch,
  to: Branch,
  row?: repo.TransferRow,
): Promise<OutgoingMail[]> {
  const tz = ctx.platform.config.BUSINESS_TZ;
  const state = t.estado === undefined ? '' : ` Estado: ${TRANSFER_STATE_LABELS[t.estado]}.`;
  const text = [
    greeting(null),
    '',
    `${ctx.actor.nombre} ${ctx.actor.apellido}, de ${from.nombre} (${from.bodega}), ${VERBS[step]} el traslado #${t.trasladoId} del ${businessDmy(new Date(`${t.fecha}T12:00:00Z`), 'UTC')} el ${businessDmy(new Date(), tz)}.${state}`,
    '',
    step === 'solicitar'
      ? 'Puede revisarlo y enviarlo en Jarvis, en Traslados › Revisar Traslados.'
      : 'Puede verlo en Jarvis, en Traslados.',
  ].join('\n');
  return (await recipients(ctx, to, step, row)).map((correo) => ({
    to: correo,
    subject: `Traslado #${t.trasladoId} — ${from.nombre} (${from.bodega})`,
    text,
    createdBy: ctx.actor.userId,
  }));
}

/** The user's side's branch and the other side's, with their mailboxes. */
export async function counterparts(
  ctx: Ctx,
  row: repo.TransferRow,
  side: TransferSide,
): Promise<[Branch, Branch]> {
  const branches = await users.branchesById(ctx.db, [row.origenId, row.destinoId]);
  const ref = (id: number): Branch => {
    const b = branches.get(id);
    return {
      sucursalId: id,
      nombre: b?.nombre ?? '—',
      bodega: b?.bodega ?? '—',
      correo: b?.correo ?? null,
    };
  };
  return side === 'origen'
    ? [ref(row.origenId), ref(row.destinoId)]
    : [ref(row.destinoId), ref(row.origenId)];
}
