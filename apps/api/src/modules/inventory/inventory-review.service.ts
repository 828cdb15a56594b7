import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import {
  INVENTORY_STATE_LABELS,
  INVENTORY_TYPE_LABELS,
  REVIEW_PARTS,
  type Inventory,
  type InventoryOverseenPage,
  type InventoryOverseenQuery,
  type InventoryReview,
  type InventoryReviewQuery,
  type InventoryState,
  type InventoryType,
  type MissingBranch,
} from '@jarvis/contracts/inventory';
import { ORDER_STATE_LABELS, type OrderState } from '@jarvis/contracts/orders';
import { assertWithinWindow } from '../../db/list-page';
import type { Ctx } from '../../platform/context';
import type { FileAnswer } from '../../platform/files/send-file';
import { businessDate } from '../../time';
import * as suppliers from '../catalog/suppliers.service';
import { pendingOrdersDue } from '../orders/orders-inventory.service';
import * as users from '../users/users.service';
import * as repo from './inventory.repository';
import { inventory, summaries } from './inventory.service';

/**
 * What managers read of the counts (spec 3 §2 /Inventario/listado and /Inventario/revision; issue
 * #55): the counts of the branches they oversee, a date's entered and missing branches, the counts
 * waiting in Revisión, the orders still pending, and both as Excel workbooks.
 */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const branchOf = (b: { sucursalId: number; nombre: string; bodega: string }) => ({
  sucursalId: b.sucursalId,
  nombre: b.nombre,
  bodega: b.bodega,
});

/** /Inventario/listado: the overseen branches' counts, by branch and state if asked. */
export async function listOverseen(
  ctx: Ctx,
  query: InventoryOverseenQuery,
): Promise<InventoryOverseenPage> {
  assertWithinWindow(query);
  const { sucursalId, estado, ...page } = query;
  const branches = await users.overseenBranches(ctx.db, ctx.actor);
  const own = await users.branchForOrders(ctx.db, ctx.actor.sucursalId);
  const everything = own?.esOficina === true;
  const allowed = branches.map((b) => b.sucursalId);
  const sucursalIds =
    sucursalId !== undefined
      ? allowed.includes(sucursalId)
        ? [sucursalId]
        : []
      : everything
        ? null
        : allowed;
  const { rows, counted } =
    sucursalIds !== null && sucursalIds.length === 0
      ? { rows: [], counted: { total: 0, totalIsCapped: false } }
      : await repo.listOverseen(ctx.db, { sucursalIds, estado }, page);
  return {
    items: await summaries(ctx, rows),
    ...counted,
    ...page,
    sucursales: branches.map(branchOf),
  };
}

/** /Inventario/revision for a date (today by default). */
export async function review(ctx: Ctx, query: InventoryReviewQuery): Promise<InventoryReview> {
  const hoy = businessDate(new Date(), ctx.platform.config.BUSINESS_TZ);
  const fecha = query.fecha && query.fecha < hoy ? query.fecha : hoy;
  const branches = await users.overseenBranches(ctx.db, ctx.actor);
  const ids = branches.map((b) => b.sucursalId);
  const [entered, waiting, orders] = await Promise.all([
    repo.countsOn(ctx.db, ids, fecha),
    repo.inReview(ctx.db, ids),
    pendingOrdersDue(ctx.db, ids, hoy),
  ]);
  const counted = new Set(entered.map((r) => r.sucursalId));
  const missing = branches.filter((b) => !counted.has(b.sucursalId));
  const [last, supplierOf, ingresados, enRevision] = await Promise.all([
    repo.lastCountDates(
      ctx.db,
      missing.map((b) => b.sucursalId),
      fecha,
    ),
    suppliers.supplierContacts(
      ctx,
      orders.map((o) => o.proveedorId),
    ),
    summaries(ctx, entered),
    summaries(ctx, waiting),
  ]);
  const faltantes: MissingBranch[] = missing
    .map((b) => ({ ...branchOf(b), ultimo: last.get(b.sucursalId) ?? null }))
    // The longest without a count first; never counted before all.
    .sort(
      (a, b) => (a.ultimo ?? '').localeCompare(b.ultimo ?? '') || a.nombre.localeCompare(b.nombre),
    );
  const branchById = new Map(branches.map((b) => [b.sucursalId, branchOf(b)]));
  return {
    fecha,
    hoy,
    sucursales: branches.length,
    ingresados: ingresados.sort((a, b) => a.sucursal.nombre.localeCompare(b.sucursal.nombre)),
    faltantes,
    enRevision,
    pedidosPendientes: orders.map((o) => ({
      pedidoId: o.pedidoId,
      sucursal: branchById.get(o.sucursalId)!,
      proveedor: supplierOf.get(o.proveedorId)?.nombre ?? '—',
      estado: o.estado,
      fechaEstimada: o.fechaEstimada,
      total: new Decimal(o.total).toFixed(2),
    })),
  };
}

const money = (value: string | null) => (value === null ? null : Number(value));
const units = (value: string | null) => (value === null ? null : Number(value));

function bold(sheet: ExcelJS.Worksheet) {
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/** The review's figures for a date as a workbook: every overseen branch, entered or missing. */
export async function exportReview(ctx: Ctx, query: InventoryReviewQuery): Promise<FileAnswer> {
  const report = await review(ctx, query);
  const book = new ExcelJS.Workbook();
  const summary = book.addWorksheet('Resumen');
  summary.columns = [
    { header: 'Fecha', key: 'k', width: 22 },
    { header: report.fecha, key: 'v', width: 14 },
  ];
  summary.addRows([
    { k: 'Sucursales', v: report.sucursales },
    { k: REVIEW_PARTS.entered, v: report.ingresados.length },
    { k: REVIEW_PARTS.missing, v: report.faltantes.length },
    {
      k: 'Costo total',
      v: report.ingresados.reduce((sum, i) => sum + Number(i.costo ?? 0), 0),
    },
  ]);
  bold(summary);
  const sheet = book.addWorksheet('Sucursales');
  sheet.columns = [
    { header: 'Bodega', key: 'bodega', width: 10 },
    { header: 'Sucursal', key: 'sucursal', width: 30 },
    { header: 'Situación', key: 'situacion', width: 12 },
    { header: 'Inventario', key: 'mask', width: 20 },
    { header: 'Tipo', key: 'tipo', width: 10 },
    { header: 'Estado', key: 'estado', width: 12 },
    { header: 'Contados', key: 'contados', width: 10 },
    { header: 'Artículos', key: 'lineas', width: 10 },
    { header: 'Costo', key: 'costo', width: 14 },
    { header: 'Último inventario', key: 'ultimo', width: 16 },
  ];
  bold(sheet);
  for (const i of report.ingresados)
    sheet.addRow({
      bodega: i.sucursal.bodega,
      sucursal: i.sucursal.nombre,
      situacion: REVIEW_PARTS.entered,
      mask: i.mask,
      tipo: INVENTORY_TYPE_LABELS[i.tipo as InventoryType],
      estado: INVENTORY_STATE_LABELS[i.estado as InventoryState],
      contados: i.contados,
      lineas: i.lineas,
      costo: money(i.costo),
      ultimo: i.fecha,
    });
  for (const b of report.faltantes)
    sheet.addRow({
      bodega: b.bodega,
      sucursal: b.nombre,
      situacion: REVIEW_PARTS.missing,
      ultimo: b.ultimo,
    });
  sheet.getColumn('costo').numFmt = '#,##0.00';
  const orders = book.addWorksheet('Pedidos pendientes');
  orders.columns = [
    { header: 'Pedido', key: 'pedidoId', width: 10 },
    { header: 'Sucursal', key: 'sucursal', width: 30 },
    { header: 'Proveedor', key: 'proveedor', width: 30 },
    { header: 'Estado', key: 'estado', width: 14 },
    { header: 'Fecha estimada', key: 'fechaEstimada', width: 14 },
    { header: 'Total', key: 'total', width: 12 },
  ];
  bold(orders);
  for (const o of report.pedidosPendientes)
    orders.addRow({
      ...o,
      sucursal: o.sucursal.nombre,
      estado: ORDER_STATE_LABELS[o.estado as OrderState],
      total: money(o.total),
    });
  return {
    contentType: XLSX,
    filename: `inventarios-revision-${report.fecha}.xlsx`,
    body: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

/** A count's detail as a workbook: each article by category, as counted. */
export async function exportInventory(ctx: Ctx, inventarioId: number): Promise<FileAnswer> {
  const count: Inventory = await inventory(ctx, inventarioId);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(count.mask);
  sheet.columns = [
    { header: 'Categoría', key: 'categoria', width: 22 },
    { header: 'Código', key: 'articuloId', width: 14 },
    { header: 'Artículo', key: 'nombre', width: 36 },
    { header: 'Unidad', key: 'unidad', width: 12 },
    { header: 'Cerrado', key: 'invCerrado', width: 10 },
    { header: 'Unidad venta', key: 'unidadVenta', width: 14 },
    { header: 'Abierto', key: 'invAbierto', width: 10 },
    { header: 'Por unidad', key: 'cantidadCompra', width: 11 },
    { header: 'Total', key: 'invTotal', width: 11 },
    { header: 'Mínimo', key: 'minIngresoInv', width: 10 },
    { header: 'Máximo', key: 'maxIngresoInv', width: 10 },
    { header: 'Fuera de rango', key: 'fuera', width: 14 },
  ];
  bold(sheet);
  const lines = [...count.detalle].sort(
    (a, b) => a.categoria.localeCompare(b.categoria) || a.nombre.localeCompare(b.nombre),
  );
  for (const l of lines)
    sheet.addRow({
      ...l,
      invCerrado: units(l.invCerrado),
      invAbierto: units(l.invAbierto),
      invTotal: units(l.invTotal),
      cantidadCompra: Number(l.cantidadCompra),
      minIngresoInv: Number(l.minIngresoInv),
      maxIngresoInv: Number(l.maxIngresoInv),
      fuera: l.fueraDeRango ? 'Sí' : '',
    });
  const info = book.addWorksheet('Inventario');
  info.columns = [
    { header: 'Inventario', key: 'k', width: 18 },
    { header: count.mask, key: 'v', width: 30 },
  ];
  info.addRows([
    { k: 'Sucursal', v: `${count.sucursal.nombre} (${count.sucursal.bodega})` },
    { k: 'Fecha', v: count.fecha },
    { k: 'Tipo', v: INVENTORY_TYPE_LABELS[count.tipo as InventoryType] },
    { k: 'Estado', v: INVENTORY_STATE_LABELS[count.estado as InventoryState] },
    { k: 'Creado por', v: count.creadoPor },
    { k: 'Costo', v: money(count.costo) },
  ]);
  bold(info);
  return {
    contentType: XLSX,
    filename: `inventario-${count.mask}.xlsx`,
    body: Buffer.from(await book.xlsx.writeBuffer()),
  };
}
