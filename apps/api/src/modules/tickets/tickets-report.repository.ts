import { sql, type SQL } from 'drizzle-orm';
import type { ReportGranularity } from '@jarvis/contracts/tickets-report';
import { rowsOf, type Db } from '../../db/client';
import { peticiones, ticketCategorias, ticketProblemas } from './tickets.table';

/**
 * 'Tickets Realizados': the tickets closed (Completado or Cancelado) in a period of business dates,
 * of one department or all. Each statement reads only the period's rows (peticiones_cierre_idx).
 */
export type ReportScope = {
  desde: string;
  hasta: string;
  timeZone: string;
  departamentoId: number | null;
};

/** The period's closed tickets: local midnight of `desde` up to, not including, the day after `hasta`. */
function closedIn(scope: ReportScope): SQL {
  const start = sql`(${scope.desde}::date)::timestamp at time zone ${scope.timeZone}`;
  const end = sql`(${scope.hasta}::date + 1)::timestamp at time zone ${scope.timeZone}`;
  return sql.join(
    [
      sql`${peticiones.estado} in ('Completado', 'Cancelado')`,
      sql`${peticiones.cierreEn} >= ${start}`,
      sql`${peticiones.cierreEn} < ${end}`,
      ...(scope.departamentoId === null
        ? []
        : [sql`${peticiones.departamentoId} = ${scope.departamentoId}`]),
    ],
    sql` and `,
  );
}

/** Times are of the completed tickets; the wait counts only tickets that waited. */
const METRICS = sql`
  count(*) filter (where estado = 'Completado')::int as completados,
  count(*) filter (where estado = 'Cancelado')::int as cancelados,
  percentile_cont(0.5) within group (order by total) filter (where estado = 'Completado') as "totalMediana",
  percentile_cont(0.9) within group (order by total) filter (where estado = 'Completado') as "totalP90",
  percentile_cont(0.5) within group (order by total - espera) filter (where estado = 'Completado') as "activoMediana",
  percentile_cont(0.9) within group (order by total - espera) filter (where estado = 'Completado') as "activoP90",
  count(*) filter (where estado = 'Completado' and espera > 0)::int as "conEspera",
  percentile_cont(0.5) within group (order by espera) filter (where estado = 'Completado' and espera > 0) as "esperaMediana",
  coalesce(sum(espera) filter (where estado = 'Completado'), 0)::float8 as "esperaTotal"`;

export type MetricsRow = {
  completados: number;
  cancelados: number;
  totalMediana: number | null;
  totalP90: number | null;
  activoMediana: number | null;
  activoP90: number | null;
  conEspera: number;
  esperaMediana: number | null;
  esperaTotal: number;
};

export type GroupedRow = MetricsRow & {
  /** Which grouping set the row belongs to: 'total' or one of the report's dimensions. */
  dimension: 'total' | 'departamento' | 'categoria' | 'problema' | 'sucursal' | 'colaborador';
  /** The id of the group (0 for a ticket closed by a collaborator of role Restaurante). */
  clave: number | null;
};

/**
 * Every breakdown of the report in one pass over the period's tickets: GROUPING SETS gives the
 * total and one row per department, category, problem, branch and collaborator.
 */
export async function grouped(db: Db, scope: ReportScope): Promise<GroupedRow[]> {
  const result = await db.execute(sql`
    with cerrados as (
      select
        ${peticiones.estado} as estado,
        ${peticiones.departamentoId} as departamento,
        ${peticiones.categoriaId} as categoria,
        ${peticiones.tipoProblemaId} as problema,
        ${peticiones.sucursalId} as sucursal,
        coalesce(${peticiones.realizadoPor}, 0) as colaborador,
        greatest(extract(epoch from ${peticiones.cierreEn} - ${peticiones.creadoEn}), 0)::float8 as total,
        ${peticiones.esperaSegundos}::float8 as espera
      from ${peticiones}
      where ${closedIn(scope)}
    )
    select
      case
        when grouping(departamento) = 0 then 'departamento'
        when grouping(categoria) = 0 then 'categoria'
        when grouping(problema) = 0 then 'problema'
        when grouping(sucursal) = 0 then 'sucursal'
        when grouping(colaborador) = 0 then 'colaborador'
        else 'total'
      end as dimension,
      coalesce(departamento, categoria, problema, sucursal, colaborador) as clave,
      ${METRICS}
    from cerrados
    group by grouping sets ((), (departamento), (categoria), (problema), (sucursal), (colaborador))
  `);
  return rowsOf<GroupedRow>(result).map((r) => ({
    ...r,
    clave: r.clave === null ? null : Number(r.clave),
    totalMediana: numberOrNull(r.totalMediana),
    totalP90: numberOrNull(r.totalP90),
    activoMediana: numberOrNull(r.activoMediana),
    activoP90: numberOrNull(r.activoP90),
    esperaMediana: numberOrNull(r.esperaMediana),
    esperaTotal: Number(r.esperaTotal),
  }));
}

const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const TRUNC_UNIT: Record<ReportGranularity, string> = { dia: 'day', semana: 'week', mes: 'month' };

/** Completed and cancelled per day, week (from Monday) or month of closing, business time. */
export async function series(db: Db, scope: ReportScope, granularity: ReportGranularity) {
  const unit = TRUNC_UNIT[granularity];
  const result = await db.execute(sql`
    select
      to_char(date_trunc(${unit}, ${peticiones.cierreEn} at time zone ${scope.timeZone}), 'YYYY-MM-DD') as periodo,
      count(*) filter (where ${peticiones.estado} = 'Completado')::int as completados,
      count(*) filter (where ${peticiones.estado} = 'Cancelado')::int as cancelados
    from ${peticiones}
    where ${closedIn(scope)}
    group by 1
    order by 1
  `);
  return rowsOf<{ periodo: string; completados: number; cancelados: number }>(result);
}

/** What waits on the department now (peticiones_pendientes_idx). */
export async function pending(db: Db, departamentoId: number | null) {
  const result = await db.execute(sql`
    select
      count(*) filter (where ${peticiones.estado} <> 'En Espera')::int as abiertos,
      count(*) filter (where ${peticiones.estado} = 'En Espera')::int as "enEspera"
    from ${peticiones}
    where ${peticiones.estado} in ('Abierto', 'En Curso', 'En Espera')
      ${departamentoId === null ? sql`` : sql`and ${peticiones.departamentoId} = ${departamentoId}`}
  `);
  return rowsOf<{ abiertos: number; enEspera: number }>(result)[0] ?? { abiertos: 0, enEspera: 0 };
}

export type ExportRow = {
  mascara: string;
  estado: string;
  departamentoId: number;
  categoria: string;
  problema: string;
  sucursalId: number;
  marca: string;
  solicitadoPor: number;
  realizadoPor: number | null;
  /** A Date from node-postgres, a string from PGlite: the service makes both Dates. */
  creadoEn: Date | string;
  cierreEn: Date | string;
  esperaSegundos: number;
  comEnEspera: string | null;
  comCancelado: string | null;
};

/** The period's closed tickets one by one, in closing order, for the Excel and CSV files. */
export async function closedTickets(db: Db, scope: ReportScope): Promise<ExportRow[]> {
  const result = await db.execute(sql`
    select
      ${peticiones.mascara} as mascara, ${peticiones.estado} as estado,
      ${peticiones.departamentoId} as "departamentoId", ${ticketCategorias.nombre} as categoria,
      ${ticketProblemas.nombre} as problema, ${peticiones.sucursalId} as "sucursalId",
      ${peticiones.marca} as marca, ${peticiones.solicitadoPor} as "solicitadoPor",
      ${peticiones.realizadoPor} as "realizadoPor", ${peticiones.creadoEn} as "creadoEn",
      ${peticiones.cierreEn} as "cierreEn", ${peticiones.esperaSegundos} as "esperaSegundos",
      ${peticiones.comEnEspera} as "comEnEspera", ${peticiones.comCancelado} as "comCancelado"
    from ${peticiones}
    join ${ticketCategorias} on ${ticketCategorias.categoriaId} = ${peticiones.categoriaId}
    join ${ticketProblemas} on ${ticketProblemas.tipoProblemaId} = ${peticiones.tipoProblemaId}
    where ${closedIn(scope)}
    order by ${peticiones.cierreEn}, ${peticiones.peticionId}
  `);
  return rowsOf<ExportRow>(result);
}
