import type { z } from 'zod';
import {
  EXCLUDED_CREATE_DEPARTMENTS,
  MAX_IMAGES_PER_TICKET,
  TICKET_MESSAGES as M,
  type NewTicket,
  type NewTicketResultSchema,
} from '@jarvis/contracts/tickets';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import type { Files } from '../../platform/files/files';
import type { Upload } from '../../platform/files/multipart';
import {
  contentDigest,
  idempotent,
  type IdempotentTransaction,
} from '../../platform/idempotency/idempotency';
import {
  IMAGE_CONTENT_TYPES,
  MAX_PIXELS,
  prepareImage,
  sniffImage,
  type ImageType,
} from '../../platform/files/images';
import * as users from '../users/users.service';
import { collaboratorsOf, notifyCollaborators } from './tickets.mail';
import * as repo from './tickets.repository';
import { ticketSearchText } from './tickets-search';

/** 'Crear Ticket' (`create` in tickets.service) and its steps, in the order it takes them. */

type NewTicketResult = z.infer<typeof NewTicketResultSchema>;
type Problem = NonNullable<Awaited<ReturnType<typeof repo.findProblem>>>;
type PreparedImage = { content: Buffer; type: ImageType };

/**
 * 'Crear Ticket', once per idempotency key: a repeat of the request answers the ticket it created
 * (its photos told apart by their content). Every image is checked by its content and prepared
 * before anything is written; the files are saved, then the ticket and its file rows in one
 * transaction; if that fails, or a twin request with the key won it, the files are removed again,
 * so a failed or repeated upload leaves nothing behind.
 */
export function createTicket(ctx: Ctx, input: NewTicket, uploads: Upload[], clave: string) {
  const solicitud = { ...input, archivos: uploads.map((u) => contentDigest(u.content)) };
  return idempotent<NewTicketResult>(
    ctx,
    { operacion: 'peticion.crear', clave, solicitud },
    (transaction) => create(ctx, input, uploads, transaction),
  );
}

async function create(
  ctx: Ctx,
  input: NewTicket,
  uploads: Upload[],
  transaction: IdempotentTransaction<NewTicketResult>,
) {
  refuseTooManyImages(uploads);
  const { problem, org } = await resolveProblem(ctx, input.tipoProblemaID);
  const images = await prepareImages(uploads);
  const collaborators = await collaboratorsOf(ctx, problem.departamentoId);
  const { files } = ctx.platform;
  const keys = await saveImages(files, images);
  let correoIds: number[];
  try {
    ({ correoIds } = await transaction(async (tx) => {
      const recorded = await recordTicket(ctx, tx, {
        input,
        problem,
        org,
        images,
        keys,
        collaborators,
      });
      const { peticionId: peticionID, mascara } = recorded;
      const answer = { successful: M.created(mascara), data: { peticionID, mascara } };
      return { answer, correoIds: recorded.correoIds };
    }));
  } catch (error) {
    await removeImages(files, keys);
    throw error;
  }
  await ctx.platform.mailer.dispatchAll(correoIds);
}

/** No more photos than a ticket holds; the fields were checked at the edge (readForm). */
export function refuseTooManyImages(uploads: Upload[]): void {
  if (uploads.length > MAX_IMAGES_PER_TICKET)
    throw new AppError('VALIDATION_ERROR', M.tooManyImages(MAX_IMAGES_PER_TICKET));
}

/** The chosen problem with its category and department, refused if 'Crear Ticket' does not offer it. */
export async function resolveProblem(ctx: Ctx, tipoProblemaId: number) {
  const [problem, org] = await Promise.all([
    repo.findProblem(ctx.db, tipoProblemaId),
    users.orgDirectory(ctx.db),
  ]);
  if (!problem || EXCLUDED_CREATE_DEPARTMENTS.includes(org.departamento(problem.departamentoId)))
    throw new AppError('VALIDATION_ERROR', M.unknownProblem, { tipoProblemaID: M.unknownProblem });
  return { problem, org };
}

/** Every image checked by its content and prepared, before anything is written. */
export async function prepareImages(uploads: Upload[]): Promise<PreparedImage[]> {
  const images: PreparedImage[] = [];
  for (const upload of uploads) {
    const type = sniffImage(upload.content);
    const prepared = type && (await prepareImage(upload.content, type));
    if (prepared && !prepared.ok && prepared.reason === 'too-many-pixels')
      throw new AppError('PAYLOAD_TOO_LARGE', M.imageTooManyPixels(MAX_PIXELS / 1_000_000));
    if (!prepared?.ok) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.imageType);
    images.push({ content: prepared.content, type: prepared.type });
  }
  return images;
}

export const removeImages = (files: Files, keys: string[]) =>
  Promise.all(keys.map((key) => files.remove(key)));

/** The images saved one by one, before the transaction; if one fails, those saved are removed. */
export async function saveImages(files: Files, images: PreparedImage[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const image of images) keys.push(await files.save('tickets', image.content, image.type));
    return keys;
  } catch (error) {
    await removeImages(files, keys);
    throw error;
  }
}

export type TicketDraft = {
  input: NewTicket;
  problem: Problem;
  org: users.OrgDirectory;
  images: PreparedImage[];
  /** The saved images' keys, in the images' order. */
  keys: string[];
  collaborators: Awaited<ReturnType<typeof collaboratorsOf>>;
  /** The branch the ticket is for, when not the user's own (a ticket raised from an order). */
  sucursalId?: number;
  /** The purchase order the ticket was raised for. */
  pedidoId?: number;
};

/**
 * Inside the ticket's transaction: numbers it, writes it with its images' rows, audits it and queues
 * the collaborators' mails. Returns the mails to send once it commits.
 */
export async function recordTicket(ctx: Ctx, tx: Db, draft: TicketDraft) {
  const { problem, org } = draft;
  const mascara = await repo.nextMask(tx, problem.departamentoId);
  const sucursalId = draft.sucursalId ?? ctx.actor.sucursalId;
  const branch = org.sucursal(sucursalId);
  const peticionId = await insertWithImages(ctx, tx, draft, { mascara, branch, sucursalId });
  await audit(
    ctx,
    { accion: 'peticion.crear', entidad: 'peticion', entidadId: peticionId, detalle: { mascara } },
    tx,
  );
  const correoIds = await notifyCollaborators(ctx, tx, draft.collaborators, {
    peticionId,
    mascara,
    problema: problem.problema,
    sucursal: branch.nombre,
    bodega: branch.bodega,
  });
  return { peticionId, mascara, correoIds };
}

async function insertWithImages(
  ctx: Ctx,
  tx: Db,
  { input, problem, org, images, keys, pedidoId }: TicketDraft,
  {
    mascara,
    branch,
    sucursalId,
  }: { mascara: string; branch: ReturnType<users.OrgDirectory['sucursal']>; sucursalId: number },
): Promise<number> {
  const creadoEn = new Date();
  const peticionId = await repo.insertTicket(tx, {
    creadoEn,
    marca: branch.marca,
    busqueda: ticketSearchText(
      {
        categoria: problem.categoria,
        mascara,
        departamento: org.departamento(problem.departamentoId),
        creadoEn,
        estado: 'Abierto',
        sucursal: branch.nombre,
        marca: branch.marca,
      },
      ctx.platform.config.BUSINESS_TZ,
    ),
    mascara,
    tipoProblemaId: problem.tipoProblemaId,
    categoriaId: problem.categoriaId,
    departamentoId: problem.departamentoId,
    descripcion: input.descripcion,
    solicitadoPor: ctx.actor.userId,
    sucursalId,
    pedidoId: pedidoId ?? null,
  });
  await repo.insertFiles(
    tx,
    images.map((image, i) => ({
      peticionId,
      clave: keys[i] as string,
      tipo: IMAGE_CONTENT_TYPES[image.type],
      bytes: image.content.length,
      orden: i,
    })),
  );
  return peticionId;
}

/**
 * A ticket raised from another module's record (an order's inconsistency with its supplier), in the
 * caller's transaction: the department's problem named `problema` (or its category's first), for
 * `sucursalId`, without photos. Returns the ticket and the collaborators' mails to send once the
 * caller commits.
 */
export async function recordLinkedTicket(
  ctx: Ctx,
  tx: Db,
  link: {
    departamento: string;
    categoria: string;
    problema: string;
    descripcion: string;
    sucursalId: number;
    pedidoId: number;
  },
) {
  // Every read inside the caller's transaction: PGlite has one connection, held by it.
  const inTx: Ctx = { ...ctx, db: tx };
  const departamentoId = (await users.orgDirectory(tx)).departamentoId(link.departamento);
  const tipoProblemaId =
    departamentoId === undefined
      ? undefined
      : await repo.problemNamed(tx, { ...link, departamentoId });
  if (tipoProblemaId === undefined) throw new AppError('VALIDATION_ERROR', M.unknownProblem);
  const { problem, org } = await resolveProblem(inTx, tipoProblemaId);
  const collaborators = await collaboratorsOf(inTx, problem.departamentoId);
  return recordTicket(inTx, tx, {
    input: { tipoProblemaID: tipoProblemaId, descripcion: link.descripcion },
    problem,
    org,
    images: [],
    keys: [],
    collaborators,
    sucursalId: link.sucursalId,
    pedidoId: link.pedidoId,
  });
}
