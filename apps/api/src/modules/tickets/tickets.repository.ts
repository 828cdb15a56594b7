import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { MineQuery, TicketState } from '@jarvis/contracts/tickets';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  boundedCount,
  carriedCount,
  carriedTabs,
  countColumn,
  pageWindow,
  tabsColumn,
  tabsOf,
  type PageWindow,
} from '../../db/paging';
import { itself, placeholder, prepared, type ValueOf } from '../../db/prepared';
import { bitacora } from '../../platform/audit/audit.table';
import {
  peticionArchivos,
  peticiones,
  peticionesConteos,
  ticketCategorias,
  ticketMascaras,
  ticketProblemas,
} from './tickets.table';

/** Every category with its problem types; the service keeps the departments 'Crear Ticket' offers. */
export async function catalog(db: Db) {
  const categorias = await db
    .select({
      categoriaID: ticketCategorias.categoriaId,
      nombre: ticketCategorias.nombre,
      departamentoID: ticketCategorias.departamentoId,
    })
    .from(ticketCategorias)
    .orderBy(asc(ticketCategorias.nombre));
  const problemas = await db
    .select({
      tipoProblemaID: ticketProblemas.tipoProblemaId,
      nombre: ticketProblemas.nombre,
      categoriaID: ticketProblemas.categoriaId,
    })
    .from(ticketProblemas)
    .orderBy(asc(ticketProblemas.nombre));
  return { categorias, problemas };
}

export async function findProblem(db: Db, tipoProblemaId: number) {
  const [row] = await db
    .select({
      tipoProblemaId: ticketProblemas.tipoProblemaId,
      problema: ticketProblemas.nombre,
      categoria: ticketCategorias.nombre,
      categoriaId: ticketCategorias.categoriaId,
      departamentoId: ticketCategorias.departamentoId,
    })
    .from(ticketProblemas)
    .innerJoin(ticketCategorias, eq(ticketCategorias.categoriaId, ticketProblemas.categoriaId))
    .where(eq(ticketProblemas.tipoProblemaId, tipoProblemaId));
  return row;
}

/**
 * The next display code of a department's mask type: the row lock of the UPDATE makes two tickets
 * created at once take consecutive numbers, never the same one.
 */
export async function nextMask(db: Db, departamentoId: number): Promise<string> {
  const [row] = await db
    .insert(ticketMascaras)
    .values({ departamentoId, prefijo: `T${departamentoId}`, siguiente: 2 })
    .onConflictDoUpdate({
      target: ticketMascaras.departamentoId,
      set: { siguiente: sql`${ticketMascaras.siguiente} + 1` },
    })
    .returning({
      prefijo: ticketMascaras.prefijo,
      numero: sql<number>`${ticketMascaras.siguiente} - 1`,
    });
  if (!row) throw new Error('ticket_mascaras returned nothing');
  return `${row.prefijo}-${String(row.numero).padStart(6, '0')}`;
}

export async function insertTicket(db: Db, row: typeof peticiones.$inferInsert): Promise<number> {
  const [inserted] = await db
    .insert(peticiones)
    .values(row)
    .returning({ id: peticiones.peticionId });
  if (!inserted) throw new Error('insert peticiones returned nothing');
  return inserted.id;
}

export async function insertFiles(db: Db, rows: (typeof peticionArchivos.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(peticionArchivos).values(rows);
}

const cardColumns = {
  peticionID: peticiones.peticionId,
  mascara: peticiones.mascara,
  problema: ticketProblemas.nombre,
  categoria: ticketCategorias.nombre,
  departamentoId: peticiones.departamentoId,
  sucursalId: peticiones.sucursalId,
  estado: peticiones.estado,
  creadoEn: peticiones.creadoEn,
  comEnEspera: peticiones.comEnEspera,
  comCancelado: peticiones.comCancelado,
};

/** The cards' joins, condition and order (newest first), on a select of their columns. */
function ofCards<T extends PgSelect>(select: T, where: SQL) {
  return select
    .innerJoin(ticketProblemas, eq(ticketProblemas.tipoProblemaId, peticiones.tipoProblemaId))
    .innerJoin(ticketCategorias, eq(ticketCategorias.categoriaId, peticiones.categoriaId))
    .where(where)
    .orderBy(desc(peticiones.peticionId));
}

/** The ticket cards' columns, selected from the tickets. */
const selectCards = (db: Db) => db.select(cardColumns).from(peticiones).$dynamic();

/**
 * The statement of one page whose ids are read first, from an index alone, newest first, and then
 * their cards, with the columns `select` picks. For a 'Buscar' (unnamed, `name` ''): a common word
 * walks the brand tab's index, which holds the search text, and stops at the page; a rare one reads
 * the trigram index; searched on the joined cards instead, a word absent from the tab read the
 * whole table newest first. For a branch ('Mis Tickets', named): with the cards' joins over the
 * branch's rows PostgreSQL costed a kept plan dearer than planning for the busiest branch, and
 * planned the page on every request.
 */
function idsFirstPage<T extends PgSelect>(
  db: Db,
  select: T,
  where: SQL,
  window: PageWindow,
  name: string,
) {
  const ids = db
    .select({ id: peticiones.peticionId })
    .from(peticiones)
    .where(where)
    .orderBy(desc(peticiones.peticionId))
    .limit(window.limit)
    .offset(window.offset);
  return ofCards(select, inArray(peticiones.peticionId, ids)).prepare(name);
}

type BranchFilter = MineQuery & { departamentoId?: number };

function branchWhere(sucursalId: number, query: BranchFilter, value: ValueOf = itself): SQL {
  return and(
    eq(peticiones.sucursalId, value('sucursalId', sucursalId)),
    query.estado ? eq(peticiones.estado, value('estado', query.estado)) : undefined,
    query.departamentoId !== undefined
      ? eq(peticiones.departamentoId, value('departamentoId', query.departamentoId))
      : undefined,
  ) as SQL;
}

/**
 * 'Mis Tickets': the tickets of one branch, newest first, optionally of one state and department,
 * with their bounded count. The page's statement is built once per shape of filter (db/prepared).
 */
export async function listByBranch(db: Db, sucursalId: number, query: BranchFilter) {
  const shape = `${query.estado ? 'estado' : '-'}:${query.departamentoId !== undefined ? 'departamento' : '-'}`;
  const window = pageWindow(query);
  const name = `tickets_branch:${shape}:${window.key}`;
  // The page carries the branch's bounded count (db/paging countColumn).
  const page = prepared(db, name, (d) => {
    const where = branchWhere(sucursalId, query, placeholder);
    const select = d
      .select({ ...cardColumns, n: countColumn(sql`${peticiones} where ${where}`) })
      .from(peticiones)
      .$dynamic();
    return idsFirstPage(d, select, where, window, name);
  });
  const rows = await page.execute({ sucursalId, ...query, ...window.values });
  const counted = await carriedCount(rows[0]?.n, query.page, () =>
    boundedCount(db, (value) => sql`${peticiones} where ${branchWhere(sucursalId, query, value)}`, {
      plan: 'kept',
      shape: `tickets_branch:${shape}`,
    }),
  );
  return { rows, counted };
}

function ticketQuery(db: Db) {
  return db
    .select({
      ...cardColumns,
      solicitadoPor: peticiones.solicitadoPor,
      descripcion: peticiones.descripcion,
      cierreEn: peticiones.cierreEn,
      editComment: peticiones.editComment,
      realizadoPor: peticiones.realizadoPor,
      version: peticiones.version,
    })
    .from(peticiones)
    .innerJoin(ticketProblemas, eq(ticketProblemas.tipoProblemaId, peticiones.tipoProblemaId))
    .innerJoin(ticketCategorias, eq(ticketCategorias.categoriaId, peticiones.categoriaId))
    .where(eq(peticiones.peticionId, sql.placeholder('peticionId')))
    .prepare('ticket_by_id');
}

/**
 * One ticket with its problem and category. Built once and named, as the detail's other statements
 * (its photos, its history): opening a ticket wrote four statements with Drizzle on every request,
 * 13 % of the API's time under load (docs/performance-log.md).
 */
export async function findTicket(db: Db, peticionId: number) {
  const [row] = await prepared(db, 'ticket_by_id', ticketQuery).execute({ peticionId });
  return row;
}

export function listFiles(db: Db, peticionId: number) {
  return prepared(db, 'ticket_files', (d) =>
    d
      .select({ clave: peticionArchivos.clave })
      .from(peticionArchivos)
      .where(eq(peticionArchivos.peticionId, sql.placeholder('peticionId')))
      .orderBy(asc(peticionArchivos.orden))
      .prepare('ticket_files'),
  ).execute({ peticionId });
}

/** The ticket's history, from the bitácora. */
export function history(db: Db, peticionId: number) {
  return prepared(db, 'ticket_history', (d) =>
    d
      .select({
        fecha: bitacora.fecha,
        usuarioId: bitacora.usuarioId,
        accion: bitacora.accion,
        detalle: bitacora.detalle,
      })
      .from(bitacora)
      .where(
        and(
          eq(bitacora.entidad, sql.placeholder('entidad')),
          eq(bitacora.entidadId, sql.placeholder('entidadId')),
        ),
      )
      .orderBy(asc(bitacora.bitacoraId))
      .prepare('ticket_history'),
  ).execute({ entidad: 'peticion', entidadId: String(peticionId) });
}

type DepartmentFilter = {
  departamentoId: number;
  marca: string;
  states?: readonly string[];
  pattern?: string;
};

function departmentWhere(filter: DepartmentFilter, value: ValueOf = itself): SQL {
  return and(
    eq(peticiones.departamentoId, value('departamentoId', filter.departamentoId)),
    eq(peticiones.marca, value('marca', filter.marca)),
    // The states are one of the screen's fixed sets: part of the statement's shape, not a value.
    filter.states ? inArray(peticiones.estado, [...filter.states]) : undefined,
    filter.pattern ? like(peticiones.busqueda, value('pattern', filter.pattern)) : undefined,
  ) as SQL;
}

/**
 * 'Tickets Colaboradores' searching: a department's tickets of one brand, optionally only the
 * pending ones, matching 'Buscar' (on the folded text), newest first. Its statement is unnamed, so
 * PostgreSQL plans it for its own term: a common word walks the brand tab's index newest first and
 * stops at the page, a rare one reads the trigram index. Its tabs are counted apart, each planned
 * for the term too (db/paging tabCounts).
 */
export function searchDepartment(
  db: Db,
  filter: DepartmentFilter & { pattern: string; page: number; size: number },
) {
  const window = pageWindow(filter);
  const name = `tickets_department:${filter.states?.join(',') ?? '-'}:buscar:${window.key}`;
  const page = prepared(db, name, (d) =>
    idsFirstPage(d, selectCards(d), departmentWhere(filter, placeholder), window, ''),
  );
  return page.execute({ ...filter, ...window.values });
}

/**
 * 'Tickets Colaboradores': a department's tickets of one brand, optionally only the pending ones,
 * newest first, carrying every brand tab's number from the kept counts (migration 0014: a row per
 * department, brand and state; db/paging tabsColumn); an empty page has them read apart. Named per
 * set of states and brands, its values as placeholders: a department or a brand never changes its
 * best plan (the newest by primary key, filtered by the index of its conditions), so PostgreSQL may
 * keep one per connection.
 */
export async function listForDepartment(
  db: Db,
  filter: Omit<DepartmentFilter, 'pattern'> & { page: number; size: number },
  marcas: readonly string[],
) {
  const window = pageWindow(filter);
  const name = `tickets_department:${filter.states?.join(',') ?? '-'}:${window.key}:${marcas.join('|')}`;
  const c = peticionesConteos;
  const page = prepared(db, name, (d) => {
    const kept = (marca: string) =>
      sql`(select coalesce(sum(${c.total}), 0) from ${c} where ${and(
        eq(c.departamentoId, sql.placeholder('departamentoId')),
        eq(c.marca, marca),
        filter.states ? inArray(c.estado, [...filter.states]) : undefined,
      )})`;
    const select = d
      .select({ ...cardColumns, tabs: tabsColumn(marcas, kept) })
      .from(peticiones)
      .$dynamic();
    return ofCards(select, departmentWhere(filter, placeholder))
      .limit(window.limit)
      .offset(window.offset)
      .prepare(name);
  });
  const rows = await page.execute({ ...filter, ...window.values });
  const tabs = await carriedTabs(marcas, filter.marca, rows[0]?.tabs, async () => {
    const totals = await keptBrandTotals(db, filter.departamentoId, filter.states);
    return tabsOf(marcas, filter.marca, (marca) => totals.get(marca) ?? 0);
  });
  return { rows: rows.map(({ tabs: _tabs, ...row }) => row), tabs };
}

/**
 * Every brand's number of a department's tickets, of `states` or all, from the kept counts
 * (migration 0014: a row per department, brand and state), for the brand tabs when nothing is
 * searched. Named per set of states, a screen's fixed one: no value changes its plan.
 */
async function keptBrandTotals(
  db: Db,
  departamentoId: number,
  states: readonly string[] | undefined,
): Promise<Map<string, number>> {
  const name = `tickets_tabs_kept:${states?.join(',') ?? '-'}`;
  const c = peticionesConteos;
  const query = prepared(db, name, (d) =>
    d
      .select({ marca: c.marca, total: sql<number>`sum(${c.total})::int` })
      .from(c)
      .where(
        and(
          eq(c.departamentoId, sql.placeholder('departamentoId')),
          states ? inArray(c.estado, [...states]) : undefined,
        ),
      )
      .groupBy(c.marca)
      .prepare(name),
  );
  const rows = await query.execute({ departamentoId });
  return new Map(rows.map((r) => [r.marca, Number(r.total)]));
}

/**
 * The rows of one brand tab, for a search's bounded count (db/paging tabCounts), newest first as
 * the tab lists them. The order changes no count: it makes PostgreSQL price the trigram index
 * whole. Without it, 'refrigeración' on Subway's maintenance tab (bench scale 1) was costed
 * within 1–5 % either way over eight ANALYZEs: walking the tab's index to the bound 1,350–1,483,
 * through the trigram index 1,419–1,504, which runs five times slower (14 ms against 2.8: it
 * gathers 20,000 candidates before the bound). Ordered, the trigram path must fetch and sort every
 * match (8,140), so it stays the plan only for a word rare enough for that to be cheap (a code, a
 * date); a branch's name with 4,800 matches now walks (8.6 ms against 13.8).
 */
export function departmentTab(filter: DepartmentFilter, value: ValueOf = itself): SQL {
  return sql`${peticiones} where ${departmentWhere(filter, value)} order by ${peticiones.peticionId} desc`;
}

export type StateChange = {
  busqueda: string;
  estado: TicketState;
  comEnEspera?: string;
  comCancelado?: string;
  realizadoPor: number | null;
  cierre: boolean;
};

/** Applies a change only to the version the user saw; false when someone changed it meanwhile. */
export async function changeState(
  db: Db,
  peticionId: number,
  version: number,
  change: StateChange,
): Promise<boolean> {
  const now = new Date();
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .update(peticiones)
    .set({
      estado: change.estado,
      // A stretch En Espera ends with any move out of it; its seconds add to the ticket's wait.
      esperaSegundos: sql`${peticiones.esperaSegundos} + coalesce(floor(extract(epoch from ${at} - ${peticiones.esperaDesde}))::int, 0)`,
      esperaDesde: change.estado === 'En Espera' ? now : null,
      busqueda: change.busqueda,
      ...(change.comEnEspera !== undefined ? { comEnEspera: change.comEnEspera } : {}),
      ...(change.comCancelado !== undefined ? { comCancelado: change.comCancelado } : {}),
      realizadoPor: change.realizadoPor,
      ...(change.cierre ? { cierreEn: now } : {}),
      editComment: 0,
      actualizadoEn: now,
      version: sql`${peticiones.version} + 1`,
    })
    .where(and(eq(peticiones.peticionId, peticionId), eq(peticiones.version, version)))
    .returning({ id: peticiones.peticionId });
  return rows.length > 0;
}

export async function setDescription(db: Db, peticionId: number, version: number, texto: string) {
  const rows = await db
    .update(peticiones)
    .set({ descripcion: texto, actualizadoEn: new Date(), version: sql`${peticiones.version} + 1` })
    .where(
      and(
        eq(peticiones.peticionId, peticionId),
        eq(peticiones.version, version),
        eq(peticiones.editComment, 1),
      ),
    )
    .returning({ id: peticiones.peticionId });
  return rows.length > 0;
}

/** Which of `keys` a ticket's photo row names. */
export async function storedFileKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ clave: peticionArchivos.clave })
    .from(peticionArchivos)
    .where(inArray(peticionArchivos.clave, keys));
  return new Set(rows.map((r) => r.clave));
}
