import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import {
  TRANSFER_DIFFERENCES_MAX,
  TRANSFER_MESSAGES,
  type TransferDifferences,
  type TransferDifferencesQuery,
} from '@jarvis/contracts/transfers';
import { AppError } from '../../errors';
import type { Ctx } from '../../platform/context';
import type { FileAnswer } from '../../platform/files/send-file';
import * as articles from '../catalog/articles.service';
import * as users from '../users/users.service';
import { businessDate } from '../../time';
import * as repo from './transfers.repository';

/**
 * Transit loss (issue #54 point 6): the accepted transfers whose received quantity differs from the
 * sent one, by month, branch pair and article, valued at a sale unit's cost today (the lowest
 * active supplier price). Branch staff see their branch's, on either side; a zone manager the
 * branches they oversee; office staff every branch's; either of the last two may choose one.
 */
export async function differences(
  ctx: Ctx,
  q: TransferDifferencesQuery,
): Promise<TransferDifferences> {
  // The branches the user oversees: office staff every branch; a zone manager the branches of
  // the people reporting to them; branch staff their own, fixed.
  const choices = await users.overseenBranches(ctx.db, ctx.actor);
  const own = await users.branchForOrders(ctx.db, ctx.actor.sucursalId);
  const isOffice = !own || own.esOficina;
  const isFixed = !isOffice && choices.length === 1;
  if (q.sucursalId !== undefined && !choices.some((b) => b.sucursalId === q.sucursalId))
    throw new AppError('FORBIDDEN', TRANSFER_MESSAGES.branchNotOverseen);
  const sucursalIds =
    q.sucursalId !== undefined
      ? [q.sucursalId]
      : isOffice
        ? undefined
        : choices.map((b) => b.sucursalId);
  const read = await repo.differences(
    ctx.db,
    { sucursalIds, desde: q.desde, hasta: q.hasta },
    TRANSFER_DIFFERENCES_MAX + 1,
  );
  // Past the bound the newest rows are shown and the report says it is cut short.
  const truncado = read.length > TRANSFER_DIFFERENCES_MAX;
  const rows = read.slice(0, TRANSFER_DIFFERENCES_MAX);
  const ids = [...new Set(rows.map((r) => r.articuloId))];
  const [branches, facts, prices] = await Promise.all([
    users.branchesById(
      ctx.db,
      rows.flatMap((r) => [r.origenId, r.destinoId]),
    ),
    articles.stockArticles(ctx, ids),
    articles.saleUnitPrices(ctx, ids),
  ]);
  const branch = (id: number) => {
    const b = branches.get(id);
    return { sucursalId: id, nombre: b?.nombre ?? '—', bodega: b?.bodega ?? '—' };
  };
  let total = new Decimal(0);
  const items = rows.map((r) => {
    const diferencia = new Decimal(r.recibida).minus(r.enviada);
    const precio = prices.get(r.articuloId) ?? null;
    const valor = precio === null ? null : diferencia.times(precio);
    if (valor) total = total.plus(valor);
    return {
      mes: r.mes,
      origen: branch(r.origenId),
      destino: branch(r.destinoId),
      articuloId: r.articuloId,
      nombre: facts.get(r.articuloId)?.nombre ?? r.articuloId,
      unidad: facts.get(r.articuloId)?.unidadVenta ?? '—',
      enviada: new Decimal(r.enviada).toFixed(2),
      recibida: new Decimal(r.recibida).toFixed(2),
      diferencia: diferencia.toFixed(2),
      precio,
      valor: valor?.toFixed(2) ?? null,
    };
  });
  return {
    items,
    valorTotal: total.toFixed(2),
    truncado,
    sucursales: choices.map((b) => ({
      sucursalId: b.sucursalId,
      nombre: b.nombre,
      bodega: b.bodega,
    })),
    sucursalFija: isFixed,
    mesActual: businessDate(new Date(), ctx.platform.config.BUSINESS_TZ).slice(0, 7),
  };
}

/** The same report as an Excel workbook. */
export async function exportDifferences(
  ctx: Ctx,
  q: TransferDifferencesQuery,
): Promise<FileAnswer> {
  const report = await differences(ctx, q);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Diferencias');
  sheet.columns = [
    { header: 'Mes', key: 'mes', width: 10 },
    { header: 'Origen', key: 'origen', width: 28 },
    { header: 'Destino', key: 'destino', width: 28 },
    { header: 'Código', key: 'articuloId', width: 14 },
    { header: 'Artículo', key: 'nombre', width: 36 },
    { header: 'Unidad', key: 'unidad', width: 12 },
    { header: 'Enviada', key: 'enviada', width: 11 },
    { header: 'Recibida', key: 'recibida', width: 11 },
    { header: 'Diferencia', key: 'diferencia', width: 11 },
    { header: 'Costo unitario', key: 'precio', width: 14 },
    { header: 'Valor', key: 'valor', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  const num = (v: string | null) => (v === null ? null : Number(v));
  for (const r of report.items)
    sheet.addRow({
      ...r,
      origen: `${r.origen.nombre} (${r.origen.bodega})`,
      destino: `${r.destino.nombre} (${r.destino.bodega})`,
      enviada: num(r.enviada),
      recibida: num(r.recibida),
      diferencia: num(r.diferencia),
      precio: num(r.precio),
      valor: num(r.valor),
    });
  sheet.addRow({ precio: 'Total', valor: Number(report.valorTotal) }).font = { bold: true };
  return {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: 'traslados-diferencias.xlsx',
    body: Buffer.from(await book.xlsx.writeBuffer()),
  };
}
