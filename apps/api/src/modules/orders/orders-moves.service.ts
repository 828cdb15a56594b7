import {
  canMoveOrder,
  ORDER_MESSAGES as M,
  ORDER_STATE_LABELS,
  ORDER_TRANSITIONS,
  orderActorOf,
  type OrderState,
} from '@jarvis/contracts/orders';
import type { ApproveOrders, BulkOrdersResult, VoidOrders } from '@jarvis/contracts/orders-lists';
import type { OrderChangeResult } from '@jarvis/contracts/orders-edits';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import type { Ctx, PublicCtx } from '../../platform/context';
import type { FileAnswer } from '../../platform/files/send-file';
import { greeting, type OutgoingMail } from '../../platform/mail/mailer';
import { businessDate, businessDmy, businessTime } from '../../time';
import * as articles from '../catalog/articles.service';
import * as suppliers from '../catalog/suppliers.service';
import * as users from '../users/users.service';
import { changesOf, stateChange } from './orders-history';
import { orderPdfFilename, renderOrdersPdf, type OrderPdf } from './orders-pdf';
import { orderInScope } from './orders.service';
import * as repo from './orders.repository';

/**
 * Moving orders between states (spec 2 §4; issue #52 points 6 and 7): approving and voiding many
 * at once from /Compras/aprobar-pedidos, 'No entregado' from the detail. A bulk move is one
 * conditional UPDATE in one transaction: of two approvers at once, one moves them all and the other
 * moves none and hears 409. Approving then renders each order's PDF, keeps it with the files
 * adapter and mails it to the supplier, as a job: the approval answers at once, and a PDF or mail
 * that fails is retried (the sweep finds approved orders still without their PDF).
 */

export const ORDER_PDF_QUEUE = 'pedido.pdf';
export const ORDER_PDF_SWEEP_QUEUE = 'pedido.pdf.sweep';
/** An approved order still without its PDF this long after approval is queued again. */
const PDF_STALLED_MINUTES = 5;

type Move = 'aprobar' | 'anular';

async function moveMany(
  ctx: Ctx,
  move: Move,
  pedidoIds: number[],
  set: Parameters<typeof repo.moveOrders>[3],
  extra: { fechaEstimada?: string } = {},
): Promise<number[]> {
  const actor = orderActorOf(ctx.actor.rol);
  const { de, a } = ORDER_TRANSITIONS[move];
  if (!canMoveOrder(move, actor, de[0])) throw new AppError('FORBIDDEN');
  const found = await repo.findOrders(ctx.db, pedidoIds);
  const missing = pedidoIds.filter((id) => !found.some((o) => o.pedidoId === id));
  if (missing.length > 0)
    throw new AppError('NOT_FOUND', `${M.notFound}: ${missing.map((id) => `#${id}`).join(', ')}`);

  const mails = await noticesFor(ctx, found, move, extra.fechaEstimada);
  const correoIds = await ctx.db.transaction(async (tx) => {
    const moved = await repo.moveOrders(tx, pedidoIds, de, { estado: a, ...set });
    if (moved.length !== pedidoIds.length) {
      const done = new Set(moved.map((m) => m.pedidoId));
      // Nothing is half-applied: the transaction is rolled back with the error.
      throw new AppError('CONFLICT', M.alreadyMoved(pedidoIds.filter((id) => !done.has(id))));
    }
    for (const o of found)
      await audit(
        ctx,
        {
          accion: `pedido.${move}`,
          entidad: 'pedido',
          entidadId: o.pedidoId,
          detalle: changesOf([
            stateChange(o.estado, a),
            ...(extra.fechaEstimada && extra.fechaEstimada !== o.fechaEstimada
              ? [{ campo: 'fechaEstimada', de: o.fechaEstimada, a: extra.fechaEstimada }]
              : []),
          ]),
        },
        tx,
      );
    return ctx.platform.mailer.queueAll(tx, mails);
  });
  await ctx.platform.mailer.dispatchAll(correoIds);
  return pedidoIds;
}

/** Aprobar (1 → 2) with the estimated date; each order's PDF then goes to its supplier. */
export async function approve(ctx: Ctx, input: ApproveOrders): Promise<BulkOrdersResult> {
  const today = businessDate(new Date(), ctx.platform.config.BUSINESS_TZ);
  if (input.fechaEstimada < today)
    throw new AppError('VALIDATION_ERROR', M.pastDeliveryDate, {
      fechaEstimada: M.pastDeliveryDate,
    });
  const ids = await moveMany(
    ctx,
    'aprobar',
    input.pedidoIds,
    { fechaEstimada: input.fechaEstimada, verificadoPor: ctx.actor.userId, aprobadoEn: new Date() },
    { fechaEstimada: input.fechaEstimada },
  );
  await queuePdfs(ctx, ids);
  return { successful: M.approved(ids.length), pedidoIds: ids };
}

/** Anular (1 → 5). */
export async function voidOrders(ctx: Ctx, input: VoidOrders): Promise<BulkOrdersResult> {
  const ids = await moveMany(ctx, 'anular', input.pedidoIds, {
    anuladoPor: ctx.actor.userId,
    anuladoEn: new Date(),
  });
  return { successful: M.voided(ids.length), pedidoIds: ids };
}

/** 'No entregado' (2 → 3) from the detail, at the version the screen read. */
export async function markNotDelivered(
  ctx: Ctx,
  pedidoId: number,
  version: number,
): Promise<OrderChangeResult> {
  const row = await orderInScope(ctx, pedidoId);
  const estado = row.estado as OrderState;
  if (!canMoveOrder('noEntregado', orderActorOf(ctx.actor.rol), estado))
    throw new AppError(
      'CONFLICT',
      M.notInState('marcar como no entregado', ORDER_STATE_LABELS[estado]),
    );
  if (row.version !== version) throw new AppError('CONFLICT', M.stale);
  return ctx.db.transaction(async (tx) => {
    const next = await repo.claimOrder(tx, pedidoId, { version, estado }, { estado: 3 });
    if (next === undefined) throw new AppError('CONFLICT', M.stale);
    await audit(
      ctx,
      {
        accion: 'pedido.noEntregado',
        entidad: 'pedido',
        entidadId: pedidoId,
        detalle: changesOf([stateChange(estado, 3)]),
      },
      tx,
    );
    return {
      successful: M.markedNotDelivered,
      version: next,
      totalPedido: row.totalPedido,
      totalFinal: row.totalFinal,
    };
  });
}

// ── Notices ──────────────────────────────────────────────────────────────────────────────────────

/** The branch hears that its order was approved or voided (issue #52 point 7). */
async function noticesFor(
  ctx: Ctx,
  orders: repo.OrderRow[],
  move: Move,
  fechaEstimada: string | undefined,
): Promise<OutgoingMail[]> {
  const [branchOf, supplierOf, people] = await Promise.all([
    users.branchesById(
      ctx.db,
      orders.map((o) => o.sucursalId),
    ),
    suppliers.supplierContacts(
      ctx,
      orders.map((o) => o.proveedorId),
    ),
    users.userNames(
      ctx.db,
      orders.map((o) => o.usuarioId),
    ),
  ]);
  const tz = ctx.platform.config.BUSINESS_TZ;
  const who = `${ctx.actor.nombre} ${ctx.actor.apellido}`;
  return orders.flatMap((o) => {
    const branch = branchOf.get(o.sucursalId);
    const creator = people.get(o.usuarioId);
    const to = branch?.correo ?? creator?.correo;
    if (!to) return [];
    const supplier = supplierOf.get(o.proveedorId)?.nombre ?? '—';
    const approved = move === 'aprobar';
    const verb = approved ? 'aprobado' : 'anulado';
    return [
      {
        to,
        subject: `Pedido #${o.pedidoId} ${verb} — ${supplier}`,
        text: [
          greeting(branch?.correo ? null : creator?.nombrePila),
          '',
          `El pedido #${o.pedidoId} de ${branch?.nombre ?? 'su sucursal'} al proveedor ${supplier}, del ${businessDmy(new Date(`${o.fechaPedido}T12:00:00Z`), 'UTC')}, fue ${verb} por ${who} el ${businessDmy(new Date(), tz)} a las ${businessTime(new Date(), tz)}.`,
          approved && fechaEstimada
            ? `Fecha estimada de entrega: ${businessDmy(new Date(`${fechaEstimada}T12:00:00Z`), 'UTC')}. El proveedor recibe el pedido por correo.`
            : 'El pedido no se enviará al proveedor.',
          '',
          'Puede verlo en Jarvis, en Compras.',
        ].join('\n'),
        createdBy: ctx.actor.userId,
      },
    ];
  });
}

// ── PDFs ─────────────────────────────────────────────────────────────────────────────────────────

async function queuePdfs(ctx: PublicCtx, pedidoIds: number[]) {
  try {
    await ctx.platform.jobs.sendAll(
      ORDER_PDF_QUEUE,
      pedidoIds.map((pedidoId) => ({ data: { pedidoId }, singletonKey: `pdf:${pedidoId}` })),
    );
  } catch (error) {
    // The approval is committed; the sweep queues the PDFs it finds missing.
    ctx.platform.log.error({ err: error, pedidoIds }, 'no se pudieron encolar los PDF de pedidos');
  }
}

/** What an order's PDF shows, for orders already read. */
async function pdfsOf(ctx: PublicCtx, orders: repo.OrderRow[]): Promise<OrderPdf[]> {
  const ids = orders.map((o) => o.pedidoId);
  const lines = await repo.linesOfOrders(ctx.db, ids);
  const [supplierOf, branchOf, people, facts] = await Promise.all([
    suppliers.supplierContacts(
      ctx,
      orders.map((o) => o.proveedorId),
    ),
    users.branchesById(
      ctx.db,
      orders.map((o) => o.sucursalId),
    ),
    users.userNames(
      ctx.db,
      orders.flatMap((o) => (o.verificadoPor === null ? [] : [o.verificadoPor])),
    ),
    articles.articleFacts(
      ctx,
      lines.map((l) => l.articuloId),
    ),
  ]);
  return orders.map((o) => {
    const supplier = supplierOf.get(o.proveedorId);
    const branch = branchOf.get(o.sucursalId);
    return {
      pedidoId: o.pedidoId,
      fechaPedido: o.fechaPedido,
      fechaEstimada: o.fechaEstimada,
      aprobadoPor: o.verificadoPor === null ? null : (people.get(o.verificadoPor)?.nombre ?? null),
      proveedor: {
        nombre: supplier?.nombre ?? '—',
        codigo: supplier?.codigo ?? '—',
        correo: supplier?.correo ?? '',
        telefono: supplier?.telefono ?? '',
      },
      sucursal: {
        nombre: branch?.nombre ?? '—',
        bodega: branch?.bodega ?? '—',
        marca: branch?.marca ?? '—',
        direccion: branch?.direccion ?? null,
        telefono: branch?.telefono ?? null,
        correo: branch?.correo ?? null,
      },
      lineas: lines
        .filter((l) => l.pedidoId === o.pedidoId)
        .map((l) => {
          const fact = facts.get(l.articuloId);
          return {
            articuloId: l.articuloId,
            articuloIdFicticio: fact?.articuloIdFicticio ?? null,
            nombre: fact?.nombre ?? l.articuloId,
            unidad: fact?.unidad ?? '',
            cantidad: l.cantidadRecibida ?? l.cantidadPedida,
            precio: l.precioPedido,
          };
        }),
      comentario: o.comentario,
    };
  });
}

const companyOf = (ctx: PublicCtx) => {
  const now = new Date();
  const tz = ctx.platform.config.BUSINESS_TZ;
  return {
    nombre: ctx.platform.config.COMPANY_NAME,
    generadoEn: `${businessDmy(now, tz)} ${businessTime(now, tz)}`,
  };
};

/**
 * The approval job: the order's PDF, kept with the files adapter and mailed to the supplier. Runs
 * once per order: an order that already has its PDF is left alone, and of two workers that render
 * it at once the second's file is removed.
 */
export async function sendOrderPdf(ctx: PublicCtx, pedidoId: number): Promise<void> {
  const row = await repo.findOrder(ctx.db, pedidoId);
  if (!row || row.pdfArchivo !== null || row.aprobadoEn === null) return;
  const [pdf] = await pdfsOf(ctx, [row]);
  const content = await renderOrdersPdf([pdf!], companyOf(ctx));
  const { files, mailer } = ctx.platform;
  const key = await files.save('pedidos', content, 'pdf');
  const filename = orderPdfFilename([pedidoId]);
  const correoId = await ctx.db.transaction(async (tx) => {
    if (!(await repo.claimPdf(tx, pedidoId, key))) return undefined;
    const to = pdf!.proveedor.correo;
    const id = to ? await mailer.queue(tx, supplierMail(ctx, pdf!, to, filename, key)) : undefined;
    await audit(
      ctx,
      {
        accion: 'pedido.pdf',
        entidad: 'pedido',
        entidadId: pedidoId,
        usuarioId: row.verificadoPor ?? undefined,
        detalle: changesOf([{ campo: 'correo', de: null, a: to || 'sin correo del proveedor' }]),
      },
      tx,
    );
    return id ?? null;
  });
  if (correoId === undefined) await files.remove(key);
  else if (correoId !== null) await mailer.dispatch(correoId);
}

function supplierMail(
  ctx: PublicCtx,
  pdf: OrderPdf,
  to: string,
  filename: string,
  key: string,
): OutgoingMail {
  const dmy = (fecha: string) => businessDmy(new Date(`${fecha}T12:00:00Z`), 'UTC');
  return {
    to,
    subject: `${ctx.platform.config.COMPANY_NAME}: orden de compra N.º ${pdf.pedidoId}`,
    text: [
      greeting(null),
      '',
      `Adjuntamos la orden de compra N.º ${pdf.pedidoId} de ${ctx.platform.config.COMPANY_NAME} para ${pdf.sucursal.nombre} (${pdf.sucursal.bodega}).`,
      `Fecha estimada de entrega: ${dmy(pdf.fechaEstimada)}.`,
      pdf.sucursal.direccion ? `Dirección de entrega: ${pdf.sucursal.direccion}.` : '',
      '',
      'Entrega de facturas: lunes y jueves de 9:30 a 12:00 y de 13:30 a 15:30.',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
    attachments: [{ filename, contentType: 'application/pdf', key }],
  };
}

/** Approved orders whose PDF never came (a lost job, a failed render): queued again. */
export async function sweepOrderPdfs(ctx: PublicCtx): Promise<void> {
  const ids = await repo.ordersMissingPdf(ctx.db, PDF_STALLED_MINUTES);
  if (ids.length > 0) await queuePdfs(ctx, ids);
}

/** 'Descargar PDF': the selected orders in one document, rendered now. */
export async function ordersPdf(ctx: Ctx, pedidoIds: number[]): Promise<FileAnswer> {
  const rows = await Promise.all(pedidoIds.map((id) => orderInScope(ctx, id)));
  const content = await renderOrdersPdf(await pdfsOf(ctx, rows), companyOf(ctx));
  return { contentType: 'application/pdf', filename: orderPdfFilename(pedidoIds), body: content };
}
