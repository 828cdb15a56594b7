import { ROLES } from '@jarvis/contracts/org';
import { COLLABORATOR_DEPARTMENTS } from '@jarvis/contracts/tickets';
import {
  REPORT_DIMENSIONS,
  REPORT_MESSAGES as M,
  REPORT_NO_COLLABORATOR,
  defaultGranularity,
  type Report,
  type ReportDimension,
  type ReportGranularity,
  type ReportMetrics,
  type ReportExportQuery,
  type ReportQuery,
  type ReportRow,
} from '@jarvis/contracts/tickets-report';
import { AppError } from '../../errors';
import type { Ctx } from '../../platform/context';
import type { FileAnswer } from '../../platform/files/send-file';
import { mapInTurns } from '../../platform/turns';
import * as users from '../users/users.service';
import * as repo from './tickets-report.repository';
import * as ticketsRepo from './tickets.repository';
import { toCsv, toXlsx } from './tickets-report.export';

/**
 * 'Tickets Realizados' is a collaborator view (spec 1 §2, §7): a collaborator reports on their own
 * department; an administrator (role Admin) on any department or on all of them.
 */
async function scopeFor(ctx: Ctx, query: ReportQuery) {
  const isAdmin = ctx.actor.rol === ROLES.admin;
  if (!isAdmin && !COLLABORATOR_DEPARTMENTS.includes(ctx.actor.departamento))
    throw new AppError('FORBIDDEN', M.notCollaborator);
  const [org, catalog] = await Promise.all([
    users.orgDirectory(ctx.db),
    ticketsRepo.catalog(ctx.db),
  ]);
  const own = org.departamentoId(ctx.actor.departamento) ?? null;
  if (!isAdmin && query.departamentoId !== undefined && query.departamentoId !== own)
    throw new AppError('FORBIDDEN', M.otherDepartment);
  const offered = isAdmin
    ? [...new Set(catalog.categorias.map((c) => c.departamentoID))]
    : own === null
      ? []
      : [own];
  const departamentos = offered
    .map((id) => ({ departamentoID: id, nombre: org.departamento(id) }))
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
  // An administrator who names no department sees them all; a collaborator always their own.
  const departamentoId = isAdmin ? (query.departamentoId ?? null) : own;
  return {
    org,
    catalog,
    departamentos,
    scope: {
      desde: query.desde,
      hasta: query.hasta,
      timeZone: ctx.platform.config.BUSINESS_TZ,
      departamentoId,
    } satisfies repo.ReportScope,
  };
}

export async function report(ctx: Ctx, query: ReportQuery): Promise<Report> {
  return reportOf(ctx, query, await scopeFor(ctx, query));
}

async function reportOf(
  ctx: Ctx,
  query: ReportQuery,
  { org, catalog, departamentos, scope }: Awaited<ReturnType<typeof scopeFor>>,
): Promise<Report> {
  const granularidad = query.granularidad ?? defaultGranularity(query.desde, query.hasta);
  const [rows, bars, pendientes] = await Promise.all([
    repo.grouped(ctx.db, scope),
    repo.series(ctx.db, scope, granularidad),
    repo.pending(ctx.db, scope.departamentoId),
  ]);
  const collaboratorIds = rows
    .filter((r) => r.dimension === 'colaborador' && r.clave)
    .map((r) => r.clave as number);
  const people = await users.userNames(ctx.db, collaboratorIds);
  const categorias = new Map(catalog.categorias.map((c) => [c.categoriaID, c.nombre]));
  const problemas = new Map(catalog.problemas.map((p) => [p.tipoProblemaID, p.nombre]));
  const nameOf: Record<ReportDimension, (id: number) => string> = {
    departamento: (id) => org.departamento(id),
    categoria: (id) => categorias.get(id) ?? '—',
    problema: (id) => problemas.get(id) ?? '—',
    sucursal: (id) => org.sucursal(id).nombre,
    colaborador: (id) => (id === 0 ? REPORT_NO_COLLABORATOR : (people.get(id)?.nombre ?? '—')),
  };
  const grupos = Object.fromEntries(REPORT_DIMENSIONS.map((d) => [d, [] as ReportRow[]])) as Record<
    ReportDimension,
    ReportRow[]
  >;
  let resumen: ReportMetrics = EMPTY_METRICS;
  for (const { dimension, clave, ...metrics } of rows) {
    if (dimension === 'total') resumen = metrics;
    else if (clave !== null)
      grupos[dimension].push({
        clave: String(clave),
        nombre: nameOf[dimension](clave),
        ...metrics,
      });
  }
  for (const list of Object.values(grupos))
    list.sort(
      (a, b) =>
        b.completados + b.cancelados - (a.completados + a.cancelados) ||
        a.nombre.localeCompare(b.nombre, 'es'),
    );
  return {
    desde: query.desde,
    hasta: query.hasta,
    granularidad,
    departamentos,
    departamentoId: scope.departamentoId,
    resumen,
    pendientes,
    serie: fillGaps(bars, query.desde, query.hasta, granularidad),
    grupos,
  };
}

const EMPTY_METRICS: ReportMetrics = {
  completados: 0,
  cancelados: 0,
  totalMediana: null,
  totalP90: null,
  activoMediana: null,
  activoP90: null,
  conEspera: 0,
  esperaMediana: null,
  esperaTotal: 0,
};

/** Every bucket of the period from its first start, so the chart's gaps are zero bars, not missing ones. */
export function fillGaps(
  bars: { periodo: string; completados: number; cancelados: number }[],
  desde: string,
  hasta: string,
  granularity: ReportGranularity,
) {
  const found = new Map(bars.map((b) => [b.periodo, b]));
  const out: typeof bars = [];
  const end = Date.parse(`${hasta}T00:00:00Z`);
  for (let t = bucketStart(desde, granularity); t <= end; t = nextBucket(t, granularity)) {
    const periodo = new Date(t).toISOString().slice(0, 10);
    out.push(found.get(periodo) ?? { periodo, completados: 0, cancelados: 0 });
  }
  return out;
}

function bucketStart(date: string, granularity: ReportGranularity): number {
  const d = new Date(`${date}T00:00:00Z`);
  if (granularity === 'mes') d.setUTCDate(1);
  // date_trunc('week') starts on Monday.
  if (granularity === 'semana') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.getTime();
}

function nextBucket(t: number, granularity: ReportGranularity): number {
  const d = new Date(t);
  if (granularity === 'mes') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCDate(d.getUTCDate() + (granularity === 'semana' ? 7 : 1));
  return d.getTime();
}

/** The period's closed tickets with every name resolved, for the Excel and CSV files. */
export async function exportRows(ctx: Ctx, query: ReportQuery) {
  // One look at who may see what, for the summary sheets and the ticket list alike.
  const scoped = await scopeFor(ctx, query);
  const { org, scope } = scoped;
  const [rows, summary] = await Promise.all([
    repo.closedTickets(ctx.db, scope),
    reportOf(ctx, query, scoped),
  ]);
  const people = await users.userNames(
    ctx.db,
    rows.flatMap((r) =>
      r.realizadoPor === null ? [r.solicitadoPor] : [r.solicitadoPor, r.realizadoPor],
    ),
  );
  return {
    report: summary,
    // A year of a busy department is ~70,000 rows: mapped with turns for the other requests.
    tickets: await mapInTurns(rows, (r) => ({
      ...r,
      creadoEn: new Date(r.creadoEn),
      cierreEn: new Date(r.cierreEn),
      departamento: org.departamento(r.departamentoId),
      sucursal: org.sucursal(r.sucursalId).nombre,
      solicitadoPorNombre: people.get(r.solicitadoPor)?.nombre ?? '—',
      realizadoPorNombre:
        r.realizadoPor === null
          ? REPORT_NO_COLLABORATOR
          : (people.get(r.realizadoPor)?.nombre ?? '—'),
    })),
  };
}

export type ExportTicket = Awaited<ReturnType<typeof exportRows>>['tickets'][number];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The report's Excel or CSV file, named after its period, signed by who asked for it. */
export async function exportFile(
  ctx: Ctx,
  { formato, ...query }: ReportExportQuery,
): Promise<FileAnswer> {
  const { report: summary, tickets } = await exportRows(ctx, query);
  const departamento =
    summary.departamentos.find((d) => d.departamentoID === summary.departamentoId)?.nombre ??
    'Todos los departamentos';
  const input = {
    report: summary,
    tickets,
    departamento,
    timeZone: ctx.platform.config.BUSINESS_TZ,
    generatedBy: `${ctx.actor.nombre} ${ctx.actor.apellido}`,
  };
  const filename = `tickets-realizados-${query.desde}-a-${query.hasta}.${formato}`;
  return formato === 'csv'
    ? { filename, contentType: 'text/csv; charset=utf-8', body: await toCsv(input) }
    : { filename, contentType: XLSX, body: await toXlsx(input) };
}
