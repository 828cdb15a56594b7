import type { TicketState } from '@jarvis/contracts/tickets';
import type { Db } from '../../db/client';
import type { Ctx } from '../../platform/context';
import { greeting, type OutgoingMail } from '../../platform/mail/mailer';
import * as users from '../users/users.service';

/**
 * Who a department's new ticket is news for: its collaborators (those holding 'Tickets
 * Colaboradores'). Read before the ticket's transaction, which holds the department's ticket
 * number locked until it commits.
 */
export const collaboratorsOf = (ctx: Ctx, departamentoId: number) =>
  users.holdersInDepartment(ctx.db, departamentoId, 'tickets.collaborators');

/**
 * One mail to each collaborator, queued in the ticket's transaction in one statement:
 * Mantenimiento's 243 at scale 1, written one by one while the ticket's number stayed locked, held
 * the department's other tickets (2–3 raised a second at 50 connections; 45–59 with this and
 * `collaboratorsOf`).
 */
export async function notifyCollaborators(
  ctx: Ctx,
  tx: Db,
  people: Awaited<ReturnType<typeof collaboratorsOf>>,
  t: {
    peticionId: number;
    mascara: string;
    problema: string;
    sucursal: string;
    bodega: string;
  },
): Promise<number[]> {
  const link = `${ctx.platform.config.publicUrl}/Tickets/detalles/${t.peticionId}/c/${t.bodega}`;
  return ctx.platform.mailer.queueAll(
    tx,
    people.map((person) => ({
      to: person.correo,
      subject: `Nuevo ticket ${t.mascara}: ${t.problema} (${t.sucursal})`,
      createdBy: ctx.actor.userId,
      text: [
        greeting(person.nombre),
        '',
        `${ctx.actor.nombre} ${ctx.actor.apellido} (${t.sucursal}) abrió el ticket ${t.mascara}: ${t.problema}.`,
        `Atiéndalo en ${link}`,
      ].join('\n'),
    })),
  );
}

/** The requester's news of a move of their ticket, with the collaborator's reason. */
export function stateChangeMail(
  ctx: Ctx,
  t: {
    peticionId: number;
    mascara: string;
    problema: string;
    bodega: string;
    correo: string;
    nombre: string | null;
  },
  move: { from: TicketState; to: TicketState; reason: string | undefined },
): OutgoingMail {
  const link = `${ctx.platform.config.publicUrl}/Tickets/detalles/${t.peticionId}/u/${t.bodega}`;
  return {
    to: t.correo,
    subject: `Su ticket ${t.mascara} está ${move.to}`,
    createdBy: ctx.actor.userId,
    text: [
      greeting(t.nombre),
      '',
      `Su ticket ${t.mascara} (${t.problema}) pasó de ${move.from} a ${move.to}.`,
      ...(move.reason ? [`Razón: ${move.reason}`] : []),
      '',
      `Véalo en ${link}`,
    ].join('\n'),
  };
}
