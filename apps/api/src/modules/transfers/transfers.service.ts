import Decimal from 'decimal.js';
import {
  canMoveTransfer,
  QUANTITY_DECIMALS,
  RECENT_TRANSFERS,
  TRANSFER_DATE_WINDOW_DAYS,
  TRANSFER_MESSAGES as M,
  TRANSFER_TRANSITIONS,
  transferActionsFor,
  type NewTransfer,
  type Transfer,
  type TransferAnnul,
  type TransferChangeResult,
  type TransferListQuery,
  type TransferOptions,
  type TransferPage,
  type TransferSide,
  type TransferState,
  type TransferStep,
} from '@jarvis/contracts/transfers';
import type { Db } from '../../db/client';
import { assertWithinWindow } from '../../db/list-page';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import { idempotent } from '../../platform/idempotency/idempotency';
import { addDays, businessDate } from '../../time';
import * as articles from '../catalog/articles.service';
import * as users from '../users/users.service';
import { counterparts, notices, type Branch } from './transfers-notices';
import { queueStockTransfer, sapDocuments } from './transfers-sap.service';
import * as repo from './transfers.repository';
import type { traslados } from './transfers.table';

/**
 * Stock transfers between branches (spec 3; issue #54). The user's branch is one side of a
 * transfer: the destination asked for it, the origin sends it. A transfer of neither of the user's
 * sides answers 404 on every route, as one that does not exist. Each step is one transaction: the
 * conditional UPDATE of the state and version, every line's quantity, the history; the other side
 * is mailed once it is committed.
 */

const invalid = (message: string, field: string) =>
  new AppError('VALIDATION_ERROR', message, { [field]: message });

const quantityText = (n: number | string) => new Decimal(n).toFixed(QUANTITY_DECIMALS);

/** The user's own branch, if it is one that moves stock (active, not an office). */
async function ownBranch(ctx: Ctx) {
  const branch = await users.branchForOrders(ctx.db, ctx.actor.sucursalId);
  return branch && branch.estado === 1 && !branch.esOficina ? branch : undefined;
}

/**
 * The branches the user's may ask (spec 3 §5): the active branches of its brand but its own and
 * warehouse '0'.
 */
async function originsFor(ctx: Ctx, own: { sucursalId: number; marca: string }) {
  const all = await users.orderingBranches(ctx.db, own.marca);
  return all.filter((b) => b.sucursalId !== own.sucursalId && b.bodega !== '0');
}

export async function options(ctx: Ctx): Promise<TransferOptions> {
  const own = await ownBranch(ctx);
  if (!own) throw new AppError('FORBIDDEN', M.noBranch);
  const hoy = businessDate(new Date(), ctx.platform.config.BUSINESS_TZ);
  const ref = (b: { sucursalId: number; nombre: string; bodega: string }) => ({
    sucursalId: b.sucursalId,
    nombre: b.nombre,
    bodega: b.bodega,
  });
  return {
    propia: ref(own),
    origenes: (await originsFor(ctx, own)).map(ref),
    hoy,
    desde: addDays(hoy, -TRANSFER_DATE_WINDOW_DAYS),
  };
}

/** The article picker: the active catalogue by code or name, 20 at most. */
export async function articleOptions(ctx: Ctx, buscar: string) {
  const rows = await articles.searchActiveArticles(ctx, buscar, 20);
  return {
    articulos: rows.map((a) => ({
      articuloId: a.articuloId,
      nombre: a.nombre,
      unidad: a.unidadVenta,
    })),
  };
}

/** 'Solicitar traslado': checked again here, whatever the form let through (spec 3 §5). */
export async function create(ctx: Ctx, input: NewTransfer, clave: string) {
  const own = await ownBranch(ctx);
  if (!own) throw new AppError('FORBIDDEN', M.noBranch);
  const origin = (await originsFor(ctx, own)).find((b) => b.sucursalId === input.origenId);
  if (!origin) throw invalid(M.originInvalid, 'origenId');
  const hoy = businessDate(new Date(), ctx.platform.config.BUSINESS_TZ);
  if (input.fecha > hoy || input.fecha < addDays(hoy, -TRANSFER_DATE_WINDOW_DAYS))
    throw invalid(M.dateWindow, 'fecha');
  const facts = await articles.stockArticles(
    ctx,
    input.lineas.map((l) => l.articuloId),
  );
  input.lineas.forEach((l, i) => {
    if (facts.get(l.articuloId)?.estado !== 1)
      throw invalid(M.articleInvalid, `lineas.${i}.articuloId`);
  });
  const lines = input.lineas.map((l) => ({
    articuloId: facts.get(l.articuloId)!.articuloId,
    cantidad: quantityText(l.cantidad),
  }));
  const { mailer } = ctx.platform;
  let correoIds: number[] = [];
  const answer = await idempotent<{ successful: string; trasladoId: number }>(
    ctx,
    { operacion: 'traslado.solicitar', clave, solicitud: input },
    (transaction) =>
      transaction(async (tx) => {
        const trasladoId = await repo.insertTransfer(
          tx,
          {
            fecha: input.fecha,
            origenId: origin.sucursalId,
            destinoId: own.sucursalId,
            solicitadoPor: ctx.actor.userId,
          },
          lines,
        );
        await audit(
          ctx,
          {
            accion: 'traslado.solicitar',
            entidad: 'traslado',
            entidadId: trasladoId,
            detalle: { origen: origin.bodega, destino: own.bodega, lineas: lines.length },
          },
          tx,
        );
        // The transfer's number is known only here: its mails are made and queued with it.
        const mails = await notices(
          { ...ctx, db: tx },
          { trasladoId, fecha: input.fecha },
          'solicitar',
          own,
          origin,
        );
        correoIds = await mailer.queueAll(tx, mails);
        return { answer: { successful: M.created(trasladoId), trasladoId } };
      }),
  );
  await mailer.dispatchAll(correoIds);
  return answer;
}

/** Which side of the transfer the user's branch is; another branch's transfer is not found. */
function sideOf(ctx: Ctx, row: repo.TransferRow): TransferSide {
  if (row.origenId === ctx.actor.sucursalId) return 'origen';
  if (row.destinoId === ctx.actor.sucursalId) return 'destino';
  throw new AppError('NOT_FOUND', 'El traslado no existe');
}

async function transferInScope(ctx: Ctx, trasladoId: number) {
  const row = await repo.findTransfer(ctx.db, trasladoId);
  if (!row) throw new AppError('NOT_FOUND', 'El traslado no existe');
  return { row, side: sideOf(ctx, row) };
}

/** Transfers as the screens show them: branches and people by name, lines with their articles. */
async function present(ctx: Ctx, rows: repo.TransferRow[]): Promise<Transfer[]> {
  const lines = await repo.linesOf(
    ctx.db,
    rows.map((r) => r.trasladoId),
  );
  const [branches, people, facts, sap] = await Promise.all([
    users.branchesById(
      ctx.db,
      rows.flatMap((r) => [r.origenId, r.destinoId]),
    ),
    users.userNames(
      ctx.db,
      rows.flatMap((r) =>
        [r.solicitadoPor, r.enviadoPor, r.recibidoPor, r.anuladoPor].filter(
          (id): id is number => id !== null,
        ),
      ),
    ),
    articles.stockArticles(
      ctx,
      lines.map((l) => l.articuloId),
    ),
    sapDocuments(
      ctx,
      rows.filter((r) => r.estado === 3 || r.estado === 4).map((r) => r.trasladoId),
    ),
  ]);
  const branch = (id: number) => {
    const b = branches.get(id);
    return { sucursalId: id, nombre: b?.nombre ?? '—', bodega: b?.bodega ?? '—' };
  };
  const name = (id: number | null) => {
    if (id === null) return null;
    return people.get(id)?.nombre ?? '—';
  };
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return rows.map((r) => {
    const lado = sideOf(ctx, r);
    return {
      trasladoId: r.trasladoId,
      fecha: r.fecha,
      estado: r.estado,
      origen: branch(r.origenId),
      destino: branch(r.destinoId),
      solicitadoPor: name(r.solicitadoPor) ?? '—',
      enviadoPor: name(r.enviadoPor),
      recibidoPor: name(r.recibidoPor),
      anuladoPor: name(r.anuladoPor),
      fechaAprobacion: iso(r.fechaAprobacion),
      fechaFinalizacion: iso(r.fechaFinalizacion),
      fechaAnulacion: iso(r.fechaAnulacion),
      fechaProcesamientoSap: iso(r.fechaProcesamientoSap),
      sap: sap.get(r.trasladoId) ?? null,
      lado,
      acciones: transferActionsFor(lado, r.estado as TransferState),
      lineas: lines
        .filter((l) => l.trasladoId === r.trasladoId)
        .map((l) => ({
          trasladoDetalleId: l.trasladoDetalleId,
          articuloId: l.articuloId,
          nombre: facts.get(l.articuloId)?.nombre ?? l.articuloId,
          unidad: facts.get(l.articuloId)?.unidadVenta ?? '—',
          cantidad: l.cantidad,
          cantidadEnviada: l.cantidadEnviada,
          cantidadRecibida: l.cantidadRecibida,
        })),
      version: r.version,
    };
  });
}

export async function transfer(ctx: Ctx, trasladoId: number): Promise<Transfer> {
  const { row } = await transferInScope(ctx, trasladoId);
  const [shown] = await present(ctx, [row]);
  return shown!;
}

/**
 * The branch's lists: 'mios' (it asked; 'Mis traslados'), 'recientes' (the last three of those),
 * 'porEnviar' (asked of it, waiting: 'Revisar', 'Aprobar traslados'). Newest first.
 */
export async function list(
  ctx: Ctx,
  vista: 'mios' | 'recientes' | 'porEnviar',
  query: TransferListQuery,
): Promise<TransferPage> {
  const page = vista === 'recientes' ? { page: 1, size: RECENT_TRANSFERS } : query;
  assertWithinWindow(page);
  const own = await ownBranch(ctx);
  if (!own) return { items: [], total: 0, totalIsCapped: false, ...page };
  const { rows, counted } = await repo.listTransfers(
    ctx.db,
    { vista: vista === 'porEnviar' ? 'porEnviar' : 'mios', sucursalId: own.sucursalId },
    page,
  );
  return { items: await present(ctx, rows), ...counted, ...page };
}

/**
 * 'Enviar' (origin, 1 → 2) and 'Verificar' (destination, 2 → 3, or 4 when a received quantity
 * differs from the sent one): every line's quantity, once each, then the move.
 */
export async function step(
  ctx: Ctx,
  trasladoId: number,
  action: 'enviar' | 'recibir',
  input: TransferStep,
): Promise<TransferChangeResult> {
  const { row, side } = await transferInScope(ctx, trasladoId);
  const move = TRANSFER_TRANSITIONS[action];
  if (!(move.quien as readonly TransferSide[]).includes(side))
    throw new AppError('FORBIDDEN', M.notYourMove);
  if (!canMoveTransfer(action, side, row.estado as TransferState))
    throw new AppError('CONFLICT', M.stale);
  const lines = await repo.linesOf(ctx.db, [trasladoId]);
  const sent = new Map(input.lineas.map((l) => [l.trasladoDetalleId, l.cantidad]));
  if (sent.size !== lines.length || lines.some((l) => !sent.has(l.trasladoDetalleId)))
    throw invalid(M.linesMismatch, 'lineas');
  const quantities = lines.map((l) => ({
    trasladoDetalleId: l.trasladoDetalleId,
    cantidad: quantityText(sent.get(l.trasladoDetalleId)!),
  }));
  const differs =
    action === 'recibir' &&
    lines.some((l, i) => !new Decimal(l.cantidadEnviada ?? 0).eq(quantities[i]!.cantidad));
  const estado: TransferState = action === 'enviar' ? 2 : differs ? 4 : 3;
  const now = new Date();
  const version = await commitMove(ctx, row, side, action, {
    version: input.version,
    set:
      action === 'enviar'
        ? { estado, enviadoPor: ctx.actor.userId, fechaAprobacion: now }
        : { estado, recibidoPor: ctx.actor.userId, fechaFinalizacion: now },
    lines: (tx) => repo.setQuantities(tx, trasladoId, move.edita, quantities),
    erp:
      action === 'recibir'
        ? (tx, [own, other]) =>
            queueStockTransfer(ctx, tx, {
              trasladoId,
              origen: other,
              destino: own,
              lineas: lines.map((l, i) => ({
                articuloId: l.articuloId,
                cantidad: quantities[i]!.cantidad,
              })),
            })
        : undefined,
    cambios: lines.map((l, i) => ({
      campo: move.edita,
      articuloId: l.articuloId,
      de: l[move.edita],
      a: quantities[i]!.cantidad,
    })),
  });
  return { successful: action === 'enviar' ? M.sent : M.received, estado, version };
}

/**
 * A step, all or nothing: the conditional move (409 for whoever comes second), the lines' quantities
 * when the step carries them, the history, and the other side's mails, dispatched once committed.
 */
async function commitMove(
  ctx: Ctx,
  row: repo.TransferRow,
  side: TransferSide,
  action: keyof typeof TRANSFER_TRANSITIONS,
  step: {
    version: number;
    set: { estado: TransferState } & Partial<typeof traslados.$inferInsert>;
    lines?: (tx: Db) => Promise<void>;
    /** Queues the step's SAP document in the same transaction; dispatched once committed. */
    erp?: (tx: Db, sides: [Branch, Branch]) => Promise<number | undefined>;
    cambios?: { campo: string; articuloId: string; de: string | null; a: string }[];
  },
): Promise<number> {
  const { mailer } = ctx.platform;
  const [own, other] = await counterparts(ctx, row, side);
  const estado = step.set.estado;
  const { version, correoIds, documentoId } = await ctx.db.transaction(async (tx) => {
    const next = await repo.moveTransfer(
      tx,
      row.trasladoId,
      { version: step.version, estados: TRANSFER_TRANSITIONS[action].de },
      step.set,
    );
    if (next === undefined) throw new AppError('CONFLICT', M.stale);
    await step.lines?.(tx);
    const documentoId = await step.erp?.(tx, [own, other]);
    await audit(
      ctx,
      {
        accion: `traslado.${action}`,
        entidad: 'traslado',
        entidadId: row.trasladoId,
        detalle: {
          cambios: [{ campo: 'estado', de: row.estado, a: estado }, ...(step.cambios ?? [])],
        },
      },
      tx,
    );
    const mails = await notices({ ...ctx, db: tx }, { ...row, estado }, action, own, other, row);
    return { version: next, correoIds: await mailer.queueAll(tx, mails), documentoId };
  });
  await mailer.dispatchAll(correoIds);
  // A lost dispatch is not lost work: the posting's sweep runs what is still pending.
  if (documentoId !== undefined)
    await ctx.platform.erp.posting
      .dispatch(documentoId)
      .catch((err: unknown) => ctx.platform.log.error({ err, documentoId }, 'dispatch'));
  return version;
}

/** Annul (spec 3 §4): from 1 or 2, by either side, no line touched. */
export async function annul(
  ctx: Ctx,
  trasladoId: number,
  input: TransferAnnul,
): Promise<TransferChangeResult> {
  const { row, side } = await transferInScope(ctx, trasladoId);
  if (!canMoveTransfer('anular', side, row.estado as TransferState))
    throw new AppError('CONFLICT', M.stale);
  const version = await commitMove(ctx, row, side, 'anular', {
    version: input.version,
    set: { estado: 5, anuladoPor: ctx.actor.userId, fechaAnulacion: new Date() },
  });
  return { successful: M.annulled, estado: 5, version };
}

/**
 * Spec 3 §5 Inventory creation, §7 checkStockTransferForEnableInventory: whether the branch has
 * transfers open (asked, not sent) or pending (sent, not received), on either side, dated on or
 * before `fecha`. An inventory count may not start while stock is on its way.
 */
export async function checkStockTransferForEnableInventory(
  db: Db,
  sucursalId: number,
  fecha: string,
): Promise<boolean> {
  return (await repo.openTransfersAt(db, sucursalId, fecha)) > 0;
}
