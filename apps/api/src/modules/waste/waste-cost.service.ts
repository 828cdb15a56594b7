import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import {
  WASTE_REPORT_MONTHS,
  type WasteCostQuery,
  type WasteCostReport,
} from '@jarvis/contracts/waste';
import type { Ctx } from '../../platform/context';
import type { FileAnswer } from '../../platform/files/send-file';
import { businessDate } from '../../time';
import * as articles from '../catalog/articles.service';
import * as users from '../users/users.service';
import * as repo from './waste.repository';
import { scopeOf } from './waste.service';

/**
 * What waste costs (issue #56 point 4): over months, by month, branch, brand, category and article,
 * of the branches the manager oversees (office staff all), so a manager sees which branch throws
 * away what. Each line counts at the value it was given when it was recorded.
 */

const money = (value: Decimal.Value) => new Decimal(value).toFixed(2);

/** 'YYYY-MM' `n` months before `month`. */
function monthsBefore(month: string, n: number) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - n;
  return `${String(Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' from `desde` through `hasta`. */
function monthsFrom(desde: string, hasta: string) {
  const months: string[] = [];
  for (let m = desde; m <= hasta; m = monthsBefore(m, -1)) months.push(m);
  return months;
}

export async function costReport(ctx: Ctx, q: WasteCostQuery): Promise<WasteCostReport> {
  const current = businessDate(new Date(), ctx.platform.config.BUSINESS_TZ).slice(0, 7);
  const hasta = q.hasta && q.hasta < current ? q.hasta : current;
  const desde =
    q.desde && q.desde <= hasta ? q.desde : monthsBefore(hasta, WASTE_REPORT_MONTHS - 1);
  const [scope, branches] = await Promise.all([
    scopeOf(ctx),
    users.overseenBranches(ctx.db, ctx.actor),
  ]);
  const visible = scope === null ? branches : branches.filter((b) => scope.includes(b.sucursalId));
  const chosen = visible.filter(
    (b) =>
      (q.sucursalId === undefined || b.sucursalId === q.sucursalId) &&
      (q.marca === undefined || q.marca === '' || b.marca === q.marca),
  );
  const filtered = q.sucursalId !== undefined || (q.marca !== undefined && q.marca !== '');
  const sucursalIds = scope === null && !filtered ? null : chosen.map((b) => b.sucursalId);
  const sums =
    sucursalIds !== null && sucursalIds.length === 0
      ? { porMes: [], porSucursal: [], porCategoria: [], porArticulo: [], desechos: 0 }
      : await repo.costSums(ctx.db, { desde: `${desde}-01`, hasta: `${hasta}-01`, sucursalIds });
  const [named, categories, facts] = await Promise.all([
    users.branchesById(
      ctx.db,
      sums.porSucursal.map((s) => s.sucursalId),
    ),
    articles.categories(ctx),
    articles.stockArticles(
      ctx,
      sums.porArticulo.map((a) => a.articuloId),
    ),
  ]);
  const categoryName = new Map(categories.map((c) => [c.categoriaID, c.nombre]));
  const byValue = <T extends { valor: string }>(rows: T[]) =>
    rows.sort((a, b) => new Decimal(b.valor).comparedTo(a.valor));
  const porSucursal = byValue(
    sums.porSucursal.map((s) => {
      const b = named.get(s.sucursalId);
      return {
        clave: b?.bodega ?? String(s.sucursalId),
        nombre: b?.nombre ?? '—',
        marca: b?.marca ?? '—',
        valor: money(s.valor),
      };
    }),
  );
  const brands = new Map<string, Decimal>();
  for (const s of porSucursal)
    brands.set(s.marca, (brands.get(s.marca) ?? new Decimal(0)).plus(s.valor));
  const total = sums.porMes.reduce((sum, m) => sum.plus(m.valor), new Decimal(0));
  return {
    desde,
    hasta,
    total: money(total),
    desechos: sums.desechos,
    // Every month of the span, a month without waste at 0: the chart shows the gaps too.
    porMes: monthsFrom(desde, hasta).map((clave) => ({
      clave,
      nombre: clave,
      valor: money(sums.porMes.find((m) => m.clave === clave)?.valor ?? 0),
    })),
    porSucursal,
    porMarca: byValue(
      [...brands].map(([marca, valor]) => ({ clave: marca, nombre: marca, valor: money(valor) })),
    ),
    porCategoria: byValue(
      sums.porCategoria.map((c) => ({
        clave: String(c.categoriaId),
        nombre: categoryName.get(c.categoriaId) ?? '—',
        valor: money(c.valor),
      })),
    ),
    porArticulo: sums.porArticulo.map((a) => ({
      clave: a.articuloId,
      nombre: facts.get(a.articuloId)?.nombre ?? a.articuloId,
      unidad: a.unidad,
      cantidad: new Decimal(a.cantidad).toFixed(2),
      valor: money(a.valor),
    })),
    sucursales: visible.map((b) => ({
      sucursalId: b.sucursalId,
      nombre: b.nombre,
      bodega: b.bodega,
      marca: b.marca,
    })),
    marcas: [...new Set(visible.map((b) => b.marca))].sort(),
  };
}

/** The same report as a workbook: a sheet for each breakdown. */
export async function exportCost(ctx: Ctx, q: WasteCostQuery): Promise<FileAnswer> {
  const report = await costReport(ctx, q);
  const book = new ExcelJS.Workbook();
  const sheet = (name: string, columns: Partial<ExcelJS.Column>[], rows: object[]) => {
    const s = book.addWorksheet(name);
    s.columns = columns;
    s.getRow(1).font = { bold: true };
    s.views = [{ state: 'frozen', ySplit: 1 }];
    s.addRows(rows);
    const valor = s.getColumn('valor');
    valor.numFmt = '#,##0.00';
    return s;
  };
  const num = (rows: { valor: string }[]) => rows.map((r) => ({ ...r, valor: Number(r.valor) }));
  sheet(
    'Resumen',
    [
      { header: 'Desde', key: 'desde', width: 12 },
      { header: 'Hasta', key: 'hasta', width: 12 },
      { header: 'Desechos', key: 'desechos', width: 12 },
      { header: 'Costo total', key: 'valor', width: 16 },
    ],
    [
      {
        desde: report.desde,
        hasta: report.hasta,
        desechos: report.desechos,
        valor: Number(report.total),
      },
    ],
  );
  sheet(
    'Por mes',
    [
      { header: 'Mes', key: 'clave', width: 10 },
      { header: 'Costo', key: 'valor', width: 14 },
    ],
    num(report.porMes),
  );
  sheet(
    'Por sucursal',
    [
      { header: 'Bodega', key: 'clave', width: 10 },
      { header: 'Sucursal', key: 'nombre', width: 30 },
      { header: 'Marca', key: 'marca', width: 16 },
      { header: 'Costo', key: 'valor', width: 14 },
    ],
    num(report.porSucursal),
  );
  sheet(
    'Por marca',
    [
      { header: 'Marca', key: 'nombre', width: 18 },
      { header: 'Costo', key: 'valor', width: 14 },
    ],
    num(report.porMarca),
  );
  sheet(
    'Por categoría',
    [
      { header: 'Categoría', key: 'nombre', width: 24 },
      { header: 'Costo', key: 'valor', width: 14 },
    ],
    num(report.porCategoria),
  );
  sheet(
    'Por artículo',
    [
      { header: 'Código', key: 'clave', width: 14 },
      { header: 'Artículo', key: 'nombre', width: 36 },
      { header: 'Cantidad', key: 'cantidad', width: 12 },
      { header: 'Unidad', key: 'unidad', width: 12 },
      { header: 'Costo', key: 'valor', width: 14 },
    ],
    report.porArticulo.map((a) => ({ ...a, cantidad: Number(a.cantidad), valor: Number(a.valor) })),
  );
  return {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: `desechos-costos-${report.desde}-${report.hasta}.xlsx`,
    body: Buffer.from(await book.xlsx.writeBuffer()),
  };
}
