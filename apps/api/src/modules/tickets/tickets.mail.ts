import type { Db } from '../../db/client';
import type { Ctx } from '../../platform/context';
import * as users from '../users/users.service';

/**
 * A new ticket is news for its department's collaborators (those holding 'Tickets Colaboradores'):
 * one mail each, queued in the ticket's transaction.
 */
export async function notifyCollaborators(
  ctx: Ctx,
  tx: Db,
  t: {
    peticionId: number;
    mascara: string;
    departamentoId: number;
    problema: string;
    sucursal: string;
    bodega: string;
  },
): Promise<number[]> {
  const people = await users.holdersInDepartment(tx, t.departamentoId, 'tickets.collaborators');
  const link = `${ctx.platform.config.publicUrl}/Tickets/detalles/${t.peticionId}/c/${t.bodega}`;
  const ids: number[] = [];
  for (const person of people)
    ids.push(
      await ctx.platform.mailer.queue(tx, {
        to: person.correo,
        subject: `Nuevo ticket ${t.mascara}: ${t.problema} (${t.sucursal})`,
        createdBy: ctx.actor.userId,
        text: [
          `Hola ${person.nombre},`,
          '',
          `${ctx.actor.nombre} ${ctx.actor.apellido} (${t.sucursal}) abrió el ticket ${t.mascara}: ${t.problema}.`,
          `Atiéndalo en ${link}`,
        ].join('\n'),
      }),
    );
  return ids;
}
