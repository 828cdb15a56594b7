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
  type MineQuery,
  type NewTicket,
  type TicketCatalog,
  type TicketDetail,
  type TicketState,
} from '@jarvis/contracts/tickets';
import { containsPattern } from '../../db/search';
import { AppError } from '../../errors';
import { businessDate, businessTime } from '../../time';
import { audit } from '../../platform/audit/audit';
import type { Ctx, PublicCtx } from '../../platform/context';
import type { Upload } from '../../platform/files/multipart';
import * as users from '../users/users.service';
import { collaboratorsOf } from './tickets.mail';
import * as repo from './tickets.repository';
import {
  refuseTooManyImages,
  prepareImages,
  recordTicket,
  removeImages,
  resolveProblem,
  saveImages,
} from './tickets-create';
import { ticketSearchText } from './tickets-search';
import {
  assertAttends,
  isCollaborator,
  peopleOf,
  ticketFor,
  toCard,
  visibleTicket,
} from './tickets-view';

/** 'Crear Ticket': the departments it offers (spec 1 §2 exclusions), their categories and problems. */
export async function catalog(ctx: Ctx): Promise<TicketCatalog> {
  const [org, { categorias, problemas }] = await Promise.all([
    users.orgDirectory(ctx.db),
    repo.catalog(ctx.db),
  ]);
  const offered = categorias.filter(
    (c) => !EXCLUDED_CREATE_DEPARTMENTS.includes(org.departamento(c.departamentoID)),
  );
  const departmentIds = [...new Set(offered.map((c) => c.departamentoID))];
  const categoryIds = new Set(offered.map((c) => c.categoriaID));
  return {
    departamentos: departmentIds
      .map((id) => ({ departamentoID: id, nombre: org.departamento(id) }))
      .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
    categorias: offered,
    problemas: problemas.filter((p) => categoryIds.has(p.categoriaID)),
  };
}

const isoDate = businessDate;
const isoTime = businessTime;

/**
 * 'Crear Ticket'. Every image is checked by its content and prepared before anything is written;
 * the files are saved, then the ticket and its file rows in one transaction; if that fails the
 * files are removed again, so a failed upload leaves nothing behind.
 */
export async function create(ctx: Ctx, input: NewTicket, uploads: Upload[]) {
  refuseTooManyImages(uploads);
  const { problem, org } = await resolveProblem(ctx, input.tipoProblemaID);
  const images = await prepareImages(uploads);
  const collaborators = await collaboratorsOf(ctx, problem.departamentoId);
  const { files } = ctx.platform;
  const keys = await saveImages(files, images);
  try {
    const { peticionId, mascara, correoIds } = await ctx.db.transaction((tx) =>
      recordTicket(ctx, tx, { input, problem, org, images, keys, collaborators }),
    );
    await ctx.platform.mailer.dispatchAll(correoIds);
    return { successful: M.created(mascara), data: { peticionID: peticionId, mascara } };
  } catch (error) {
    await removeImages(files, keys);
    throw error;
  }
}

export async function mine(ctx: Ctx, query: MineQuery) {
  const org = await users.orgDirectory(ctx.db);
  const departamentoId = query.departamento ? org.departamentoId(query.departamento) : undefined;
  if (query.departamento && departamentoId === undefined)
    return { items: [], total: 0, totalIsCapped: false, page: query.page, size: query.size };
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
      ticket.cierreEn && label ? { etiqueta: label, fecha: ticket.cierreEn.toISOString() } : null,
    descripcion: ticket.descripcion,
    com_en_espera: ticket.comEnEspera,
    com_cancelado: ticket.comCancelado,
    editComment: ticket.editComment === 1 ? 1 : 0,
    realizado_por: ticket.realizadoPorNombre,
    archivos: files.map((f) => ({ file_url: ctx.platform.files.signedUrl(f.clave) })),
    acciones: tipoMenu === 'c' ? [...TICKET_TRANSITIONS[estado]] : [],
    version: ticket.version,
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
    const queued = await mailer.queue(tx, {
      to: ticket.correo,
      subject: `Su ticket ${ticket.mascara} está ${input.estado}`,
      createdBy: ctx.actor.userId,
      text: [
        `Hola,`,
        '',
        `Su ticket ${ticket.mascara} (${ticket.problema}) pasó de ${from} a ${input.estado}.`,
        ...(reason ? [`Razón: ${reason}`] : []),
        '',
        `Véalo en ${ctx.platform.config.publicUrl}/Tickets/detalles/${peticionId}/u/${ticket.bodega}`,
      ].join('\n'),
    });
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
