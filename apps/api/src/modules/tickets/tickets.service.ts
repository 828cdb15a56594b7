import { ROLES } from '@jarvis/contracts/org';
import type { Success } from '@jarvis/contracts/errors';
import {
  EXCLUDED_CREATE_DEPARTMENTS,
  PENDING_STATES,
  REASON_REQUIRED,
  TICKET_MESSAGES as M,
  TICKET_TRANSITIONS,
  type ChangeState,
  type CollaboratorPage,
  type CollaboratorQuery,
  type MineDepartments,
  type MineQuery,
  type TicketCatalog,
  type TicketDetail,
  type TicketState,
} from '@jarvis/contracts/tickets';
import { containsPattern } from '../../db/search';
import { AppError } from '../../errors';
import { businessDate, businessTime } from '../../time';
import { audit } from '../../platform/audit/audit';
import type { Ctx, PublicCtx } from '../../platform/context';
import * as users from '../users/users.service';
import * as repo from './tickets.repository';
import { stateChangeMail } from './tickets.mail';
import { createTicket } from './tickets-create';
import { ticketSearchText } from './tickets-search';
import {
  assertAttends,
  isCollaborator,
  peopleOf,
  reasonsOf,
  ticketFor,
  toCard,
  visibleTicket,
} from './tickets-view';

/** The departments a ticket can be raised to: those with categories, but the spec's exclusions. */
const isRaisable = (org: users.OrgDirectory) => (departamentoID: number) =>
  !EXCLUDED_CREATE_DEPARTMENTS.includes(org.departamento(departamentoID));

const byName = (a: string, b: string) => a.localeCompare(b, 'es');

/** 'Crear Ticket': the departments it offers (spec 1 §2 exclusions), their categories and problems. */
export async function catalog(ctx: Ctx): Promise<TicketCatalog> {
  const [org, { categorias, problemas }] = await Promise.all([
    users.orgDirectory(ctx.db),
    repo.catalog(ctx.db),
  ]);
  const offered = categorias.filter((c) => isRaisable(org)(c.departamentoID));
  const departmentIds = [...new Set(offered.map((c) => c.departamentoID))];
  const categoryIds = new Set(offered.map((c) => c.categoriaID));
  return {
    departamentos: departmentIds
      .map((id) => ({ departamentoID: id, nombre: org.departamento(id) }))
      .sort((a, b) => byName(a.nombre, b.nombre)),
    categorias: offered,
    problemas: problemas.filter((p) => categoryIds.has(p.categoriaID)),
  };
}

async function raisableDepartments(ctx: Ctx, org: users.OrgDirectory) {
  const ids = await repo.departmentsWithCategories(ctx.db);
  return ids.filter(isRaisable(org)).map((id) => ({ id, nombre: org.departamento(id) }));
}

/** 'Filtrar Departamento' of Mis Tickets: the departments 'Crear Ticket' offers (issue #51). */
export async function mineDepartments(ctx: Ctx): Promise<MineDepartments> {
  const org = await users.orgDirectory(ctx.db);
  const departments = await raisableDepartments(ctx, org);
  return { departamentos: departments.map((d) => d.nombre).sort(byName) };
}

const isoDate = businessDate;
const isoTime = businessTime;

/** 'Crear Ticket', once per idempotency key (tickets-create.ts). */
export const create = createTicket;
export { recordLinkedTicket } from './tickets-create';

/** Code and state of tickets, by id. */
export async function ticketSummaries(ctx: Pick<Ctx, 'db'>, peticionIds: number[]) {
  const rows = await repo.ticketSummaries(ctx.db, [...new Set(peticionIds)]);
  return new Map(rows.map((r) => [r.peticionId, r]));
}

/**
 * 'Mis Tickets': the user's branch, newest first. A department filter is one the user can raise
 * tickets to; another is refused with its name, not answered as an empty list.
 */
export async function mine(ctx: Ctx, query: MineQuery) {
  const org = await users.orgDirectory(ctx.db);
  let departamentoId: number | undefined;
  if (query.departamento) {
    const nombre = query.departamento;
    const found = (await raisableDepartments(ctx, org)).find((d) => d.nombre === nombre);
    if (!found) {
      const message = M.unknownDepartment(nombre);
      throw new AppError('VALIDATION_ERROR', message, { departamento: message });
    }
    departamentoId = found.id;
  }
  const { rows, counted } = await repo.listByBranch(ctx.db, ctx.actor.sucursalId, {
    ...query,
    ...(departamentoId !== undefined ? { departamentoId } : {}),
  });
  const items = rows.map((r) => toCard(r, org, ctx.platform.config.BUSINESS_TZ));
  return { items, ...counted, page: query.page, size: query.size };
}

const CLOSING_LABEL: Partial<Record<TicketState, string>> = {
  Completado: 'Completado',
  Cancelado: 'Cancelado',
  Abierto: 'Reabierto',
};

export async function detail(
  ctx: Ctx,
  peticionId: number,
  tipoMenu: 'u' | 'c',
): Promise<TicketDetail> {
  // Two rounds after the session's: the ticket, its photos and its history together, then every
  // name they carry at once. Nothing read is answered before `visibleTicket` allows it.
  const [found, org, files, history] = await Promise.all([
    repo.findTicket(ctx.db, peticionId),
    users.orgDirectory(ctx.db),
    repo.listFiles(ctx.db, peticionId),
    repo.history(ctx.db, peticionId),
    tipoMenu === 'c' ? assertAttends(ctx) : undefined,
  ]);
  if (!found) throw new AppError('NOT_FOUND', M.notFound);
  const actorIds = history.map((h) => h.usuarioId).filter((id): id is number => id !== null);
  const names = await users.userNames(ctx.db, [...new Set([...peopleOf(found), ...actorIds])]);
  const ticket = visibleTicket(ctx, found, org, names, tipoMenu);
  const estado = ticket.estado;
  const label = CLOSING_LABEL[estado];
  const reasons = reasonsOf(ticket);
  return {
    peticionID: ticket.peticionID,
    mascara: ticket.mascara,
    categoria: ticket.categoria,
    problema: ticket.problema,
    departamento: ticket.departamento,
    solicitado_por: ticket.solicitadoPorNombre,
    username: ticket.username,
    sucursal: ticket.sucursal,
    bodega: ticket.bodega,
    marca: ticket.marca,
    estado,
    fecha: isoDate(ticket.creadoEn, ctx.platform.config.BUSINESS_TZ),
    Hora: isoTime(ticket.creadoEn, ctx.platform.config.BUSINESS_TZ),
    fecha_cierre:
      ticket.cierreEn && label
        ? {
            etiqueta: label,
            fecha: isoDate(ticket.cierreEn, ctx.platform.config.BUSINESS_TZ),
            Hora: isoTime(ticket.cierreEn, ctx.platform.config.BUSINESS_TZ),
          }
        : null,
    descripcion: ticket.descripcion,
    com_en_espera: reasons.enEspera,
    com_cancelado: reasons.cancelado,
    editComment: ticket.editComment === 1 ? 1 : 0,
    realizado_por: ticket.realizadoPorNombre,
    archivos: files.map((f) => ({ file_url: ctx.platform.files.signedUrl(f.clave) })),
    acciones: tipoMenu === 'c' ? [...TICKET_TRANSITIONS[estado]] : [],
    version: ticket.version,
    pedidoId: ticket.pedidoId,
    historial: history.map((h) => ({
      fecha: h.fecha.toISOString(),
      usuario: (h.usuarioId !== null && names.get(h.usuarioId)?.nombre) || 'Sistema',
      accion: h.accion,
      detalle: describe(h.detalle),
    })),
  };
}

function describe(detalle: unknown): string | null {
  if (!detalle || typeof detalle !== 'object') return null;
  const d = detalle as Record<string, unknown>;
  if (typeof d.de === 'string' && typeof d.a === 'string')
    return `${d.de} → ${d.a}${typeof d.comentario === 'string' && d.comentario ? `: ${d.comentario}` : ''}`;
  if (typeof d.mascara === 'string') return `Creado como ${d.mascara}`;
  return null;
}

/** Collaborator moves (spec 1 §4), refused unless the table allows them and nobody moved it first. */
export async function changeState(ctx: Ctx, peticionId: number, input: ChangeState) {
  if (input.tipoMenu !== 'c') throw new AppError('FORBIDDEN', M.notCollaborator);
  const ticket = await ticketFor(ctx, peticionId, 'c');
  const from = ticket.estado;
  if (ticket.version !== input.version) throw new AppError('CONFLICT', M.changedMeanwhile);
  if (!TICKET_TRANSITIONS[from].includes(input.estado))
    throw new AppError('CONFLICT', M.transitionNotAllowed(from, input.estado));
  const reason = input.comentario?.trim();
  if (REASON_REQUIRED.includes(input.estado) && !reason)
    throw new AppError('VALIDATION_ERROR', M.reasonRequired, { comentario: M.reasonRequired });

  const { mailer } = ctx.platform;
  // The ticket's update takes its tabs' kept counts (department, brand, state), which every move of
  // the department's tickets takes too: it comes last, so that they are held only until the commit.
  const correoId = await ctx.db.transaction(async (tx) => {
    await audit(
      ctx,
      {
        accion: 'peticion.estado',
        entidad: 'peticion',
        entidadId: peticionId,
        detalle: { de: from, a: input.estado, comentario: reason ?? null },
      },
      tx,
    );
    const queued = await mailer.queue(
      tx,
      stateChangeMail(
        ctx,
        { ...ticket, peticionId, nombre: ticket.solicitadoPorPila },
        { from, to: input.estado, reason },
      ),
    );
    const changed = await repo.changeState(tx, peticionId, input.version, {
      busqueda: ticketSearchText(
        { ...ticket, estado: input.estado },
        ctx.platform.config.BUSINESS_TZ,
      ),
      estado: input.estado,
      ...(input.estado === 'En Espera' ? { comEnEspera: reason } : {}),
      ...(input.estado === 'Cancelado' ? { comCancelado: reason } : {}),
      // Spec 1 §4: realizado_por is null when the collaborator's role is Restaurante.
      realizadoPor: ctx.actor.rol === ROLES.restaurante ? null : ctx.actor.userId,
      cierre: input.estado !== 'En Espera',
    });
    if (!changed) throw new AppError('CONFLICT', M.changedMeanwhile);
    return queued;
  });
  await mailer.dispatch(correoId);
  return { successful: M.stateChanged(input.estado), redirect: '/Tickets/colaboradores' };
}

/**
 * The requester edits the description while editComment is 1 (spec 1 §4): only the requester, not
 * whoever else sees the branch's tickets, since it is their account of the problem.
 */
export async function editDescription(
  ctx: Ctx,
  peticionId: number,
  input: { texto: string; version: number },
): Promise<Success> {
  const ticket = await ticketFor(ctx, peticionId, 'u');
  if (ticket.solicitadoPor !== ctx.actor.userId) throw new AppError('FORBIDDEN', M.notRequester);
  if (ticket.editComment !== 1) throw new AppError('CONFLICT', M.editNotAllowed);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.setDescription(tx, peticionId, input.version, input.texto)))
      throw new AppError('CONFLICT', M.changedMeanwhile);
    await audit(
      ctx,
      { accion: 'peticion.descripcion', entidad: 'peticion', entidadId: peticionId },
      tx,
    );
  });
  return { successful: M.descriptionChanged };
}

/** 'Tickets Colaboradores': the collaborator's department, one brand tab at a time. */
export async function collaborators(ctx: Ctx, query: CollaboratorQuery): Promise<CollaboratorPage> {
  if (!isCollaborator(ctx)) throw new AppError('FORBIDDEN', M.notCollaborator);
  const org = await users.orgDirectory(ctx.db);
  const departamentoId = org.departamentoId(ctx.actor.departamento);
  if (departamentoId === undefined) throw new AppError('FORBIDDEN', M.notCollaborator);
  const marcas = org.marcas();
  const marca = query.marca && marcas.includes(query.marca) ? query.marca : (marcas[0] ?? '');
  const filter = {
    departamentoId,
    ...(query.alcance === 'pendientes' ? { states: PENDING_STATES } : {}),
  };
  const page = { ...filter, marca, page: query.page, size: query.size };
  const pattern = query.buscar ? containsPattern(query.buscar) : undefined;
  const { rows, tabs } = await repo.listForDepartment(ctx.db, { ...page, pattern }, marcas);
  return {
    items: rows.map((r) => toCard(r, org, ctx.platform.config.BUSINESS_TZ)),
    ...tabs.selected,
    page: query.page,
    size: query.size,
    marcas: tabs.tabs.map(({ key, total }) => ({ marca: key, total })),
  };
}

/** How long a photo may sit on disk without its row: a ticket being created has it for a moment. */
export const ORPHAN_GRACE_MINUTES = 60;
const SWEEP_BATCH = 500;

/**
 * Removes ticket photos that no ticket names: written by a creation that failed or by a process that
 * stopped before its transaction committed. Only files older than the grace, so a ticket being
 * created right now keeps its photos. Returns how many were removed.
 */
export async function sweepOrphanImages(ctx: PublicCtx, now = new Date()): Promise<number> {
  const { files } = ctx.platform;
  const before = new Date(now.getTime() - ORPHAN_GRACE_MINUTES * 60_000);
  const candidates = await files.listBefore('tickets', before);
  let removed = 0;
  for (let i = 0; i < candidates.length; i += SWEEP_BATCH) {
    const batch = candidates.slice(i, i + SWEEP_BATCH);
    const stored = await repo.storedFileKeys(ctx.db, batch);
    for (const key of batch.filter((k) => !stored.has(k))) {
      await files.remove(key);
      removed++;
    }
  }
  if (removed > 0) ctx.platform.log.info({ removed }, 'orphan ticket photos removed');
  return removed;
}
