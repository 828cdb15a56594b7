import { MARCA_NINGUNA } from '@jarvis/contracts/org';
import { orderActorOf } from '@jarvis/contracts/orders';
import {
  DOWNLOAD_MESSAGES as M,
  DOWNLOAD_STATE_LABELS,
  downloadFilename,
  type DownloadFormat,
  type DownloadOptions,
  type DownloadQuery,
  type DownloadSummary,
} from '@jarvis/contracts/orders-downloads';
import { AppError } from '../../errors';
import type { Ctx } from '../../platform/context';
import type { FileAnswer } from '../../platform/files/send-file';
import { businessDmy, businessTime } from '../../time';
import * as articles from '../catalog/articles.service';
import * as suppliers from '../catalog/suppliers.service';
import * as users from '../users/users.service';
import { deliveryXlsx } from './orders-downloads-excel';
import { deliveryPdf } from './orders-downloads-pdf';
import { deliveryRun } from './orders-downloads-run';
import * as repo from './orders-downloads.repository';
import { filterOptions } from './orders-lists.service';

/**
 * /Compras/descargas (spec 2 §2, §5 Downloads; issue #53 point 5): a supplier's orders in one
 * state for one delivery date, as a summary, an Excel workbook and an A3 PDF. The supplier must be
 * of the user's brand (office users without a brand: any); a Restaurante user's selection is
 * always their own branch's, whatever is asked.
 */

const refuse = (message: string, field: string) =>
  new AppError('VALIDATION_ERROR', message, { [field]: message });

const isBranchStaff = (ctx: Ctx) => orderActorOf(ctx.actor.rol) === 'restaurante';

/** The form's choices: those of the order lists' filters. */
export async function options(ctx: Ctx): Promise<DownloadOptions> {
  const { proveedores, sucursales, hoy } = await filterOptions(ctx);
  return {
    proveedores,
    sucursales,
    sucursalPropia: isBranchStaff(ctx) ? (sucursales[0] ?? null) : null,
    hoy,
  };
}

/** The query held to what the user may download, with the supplier and branch it names. */
async function selection(ctx: Ctx, q: DownloadQuery) {
  const supplier = await suppliers.supplierFacts(ctx, q.proveedorId);
  const brand = ctx.actor.marca === MARCA_NINGUNA ? null : ctx.actor.marca;
  if (!supplier) throw refuse(M.chooseSupplier, 'proveedorId');
  if (brand !== null && supplier.marca !== brand) throw refuse(M.supplierNotYours, 'proveedorId');
  const sucursalId = isBranchStaff(ctx) ? ctx.actor.sucursalId : q.sucursalId;
  const branch =
    sucursalId === undefined
      ? undefined
      : (await users.branchesById(ctx.db, [sucursalId])).get(sucursalId);
  if (sucursalId !== undefined && branch?.marca !== supplier.marca)
    throw refuse(M.branchInvalid, 'sucursalId');
  return {
    supplier,
    branch,
    filter: { proveedorId: q.proveedorId, estado: q.estado, fecha: q.fecha, sucursalId },
  };
}

export async function summary(ctx: Ctx, q: DownloadQuery): Promise<DownloadSummary> {
  const { supplier, branch, filter } = await selection(ctx, q);
  const counts = await repo.deliveryCounts(ctx.db, filter);
  return {
    proveedor: {
      proveedorId: supplier.proveedorID,
      nombre: supplier.nombre,
      codigo: supplier.codigo,
    },
    sucursal: branch
      ? { sucursalId: branch.sucursalId, nombre: branch.nombre, bodega: branch.bodega }
      : null,
    fecha: q.fecha,
    estado: q.estado,
    ...counts,
  };
}

/** Everything both files print, read before the first byte is sent: a refusal is still an answer. */
async function run(ctx: Ctx, q: DownloadQuery) {
  const { supplier, branch, filter } = await selection(ctx, q);
  const [orders, quantities] = await Promise.all([
    repo.deliveryOrders(ctx.db, filter),
    repo.deliveryQuantities(ctx.db, filter),
  ]);
  if (orders.length === 0) throw new AppError('NOT_FOUND', M.nothingToDownload);
  const [facts, branches] = await Promise.all([
    articles.articleFacts(ctx, [...new Set(quantities.map((l) => l.articuloId))]),
    users.branchesById(
      ctx.db,
      orders.map((o) => o.sucursalId),
    ),
  ]);
  const now = new Date();
  const tz = ctx.platform.config.BUSINESS_TZ;
  return {
    supplier,
    branch,
    run: deliveryRun({
      empresa: ctx.platform.config.COMPANY_NAME,
      generadoEn: `${businessDmy(now, tz)} ${businessTime(now, tz)}`,
      proveedor: { nombre: supplier.nombre, codigo: supplier.codigo },
      fecha: q.fecha,
      estado: DOWNLOAD_STATE_LABELS[q.estado],
      alcance: branch ? `${branch.nombre} (${branch.bodega})` : 'Todas las sucursales',
      orders,
      quantities,
      facts,
      branches,
    }),
  };
}

const CONTENT_TYPES: Record<DownloadFormat, string> = {
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** The delivery run's file, streamed as it is written. */
export async function download(
  ctx: Ctx,
  q: DownloadQuery,
  formato: DownloadFormat,
): Promise<FileAnswer> {
  const { supplier, branch, run: content } = await run(ctx, q);
  return {
    contentType: CONTENT_TYPES[formato],
    filename: downloadFilename(
      { codigo: supplier.codigo, fecha: q.fecha, bodega: branch?.bodega, estado: q.estado },
      formato,
    ),
    body: formato === 'excel' ? deliveryXlsx(content) : deliveryPdf(content),
  };
}
