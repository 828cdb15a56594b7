// How a ticket is seen: its card in the lists, and the ticket as `tipoMenu` may see it.
import {
  COLLABORATOR_DEPARTMENTS,
  currentReasons,
  TICKET_MESSAGES as M,
  type TicketCard,
  type TicketState,
} from '@jarvis/contracts/tickets';
import { AppError } from '../../errors';
import type { Ctx } from '../../platform/context';
import { businessDate, businessTime } from '../../time';
import * as users from '../users/users.service';
import * as repo from './tickets.repository';

type CardRow = Omit<Awaited<ReturnType<typeof repo.listByBranch>>['rows'][number], 'n'>;

export function toCard(r: CardRow, org: users.OrgDirectory, timeZone: string): TicketCard {
  const branch = org.sucursal(r.sucursalId);
  const reasons = reasonsOf(r);
  return {
    peticionID: r.peticionID,
    mascara: r.mascara,
    problema: r.problema,
    categoria: r.categoria,
    departamento: org.departamento(r.departamentoId),
    estado: r.estado as TicketState,
    fecha: businessDate(r.creadoEn, timeZone),
    Hora: businessTime(r.creadoEn, timeZone),
    sucursal: branch.nombre,
    bodega: branch.bodega,
    marca: branch.marca,
    tieneRazon: Boolean(reasons.enEspera || reasons.cancelado),
  };
}

/** The reasons the ticket shows in its state: a wait's, once it ended, is kept only as history. */
export const reasonsOf = (r: Pick<CardRow, 'estado' | 'comEnEspera' | 'comCancelado'>) =>
  currentReasons(r.estado as TicketState, { enEspera: r.comEnEspera, cancelado: r.comCancelado });

export const isCollaborator = (ctx: Ctx) =>
  COLLABORATOR_DEPARTMENTS.includes(ctx.actor.departamento);

/**
 * The collaborator's view of a ticket (tipoMenu c) is reached from 'Tickets Colaboradores', and is
 * refused without that permission as the list is: a department is not enough (spec 1 §2: routes
 * the user lacks permission for are not reachable).
 */
export async function assertAttends(ctx: Ctx): Promise<void> {
  if (!isCollaborator(ctx)) throw new AppError('FORBIDDEN', M.notCollaborator);
  if (!(await users.holdsPermission(ctx.db, ctx.actor.userId, 'tickets.collaborators')))
    throw new AppError('FORBIDDEN', M.noCollaboratorPermission);
}

/** The ticket as `tipoMenu` sees it: requesters their branch's, collaborators their department's. */
export async function ticketFor(ctx: Ctx, peticionId: number, tipoMenu: 'u' | 'c') {
  const [found, org] = await Promise.all([
    repo.findTicket(ctx.db, peticionId),
    users.orgDirectory(ctx.db),
    tipoMenu === 'c' ? assertAttends(ctx) : undefined,
  ]);
  if (!found) throw new AppError('NOT_FOUND', M.notFound);
  const names = await users.userNames(ctx.db, peopleOf(found));
  return visibleTicket(ctx, found, org, names, tipoMenu);
}

type FoundTicket = NonNullable<Awaited<ReturnType<typeof repo.findTicket>>>;

/** Who a ticket names: its requester, and whoever completed or cancelled it. */
export const peopleOf = (found: FoundTicket) =>
  [found.solicitadoPor, found.realizadoPor].filter((id): id is number => id !== null);

/** The ticket with its people's names, or NOT_FOUND when `tipoMenu` may not see it. */
export function visibleTicket(
  ctx: Ctx,
  found: FoundTicket,
  org: users.OrgDirectory,
  names: Awaited<ReturnType<typeof users.userNames>>,
  tipoMenu: 'u' | 'c',
) {
  const requester = names.get(found.solicitadoPor);
  const ticket = {
    ...found,
    ...toCard(found, org, ctx.platform.config.BUSINESS_TZ),
    solicitadoPorNombre: requester?.nombre ?? '—',
    solicitadoPorPila: requester?.nombrePila ?? null,
    username: requester?.username ?? '—',
    correo: requester?.correo ?? '',
    realizadoPorNombre:
      found.realizadoPor === null ? null : (names.get(found.realizadoPor)?.nombre ?? '—'),
  };
  if (tipoMenu === 'c' && !isCollaborator(ctx)) throw new AppError('FORBIDDEN', M.notCollaborator);
  // Another branch's or department's ticket answers as a missing one: a 403 would tell a caller
  // walking the ids which exist, and so how many tickets each branch files.
  const isOutOfReach =
    tipoMenu === 'u'
      ? ticket.sucursalId !== ctx.actor.sucursalId
      : ticket.departamento !== ctx.actor.departamento;
  if (isOutOfReach) throw new AppError('NOT_FOUND', M.notFound);
  return ticket;
}
