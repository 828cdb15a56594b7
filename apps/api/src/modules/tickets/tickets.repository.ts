import { and, asc, desc, eq, inArray, like, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { MineQuery, TicketState } from '@jarvis/contracts/tickets';
import type { Db } from '../../db/client';
import { bounded, listPage, param, type Carried } from '../../db/list-page';
import { prepared } from '../../db/prepared';
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

/** The departments that have a ticket category, by id. */
export async function departmentsWithCategories(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: ticketCategorias.departamentoId })
    .from(ticketCategorias);
  return rows.map((r) => r.id);
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

/** The ticket cards: their columns, with what the list carries, and their joins. */
const cards = (db: Db, carried: Carried) =>
  db
    .select({ ...cardColumns, ...carried })
    .from(peticiones)
    .innerJoin(ticketProblemas, eq(ticketProblemas.tipoProblemaId, peticiones.tipoProblemaId))
    .innerJoin(ticketCategorias, eq(ticketCategorias.categoriaId, peticiones.categoriaId))
    .$dynamic();

const newest = [desc(peticiones.peticionId)];

/**
 * The page's ids read first, from an index alone, newest first, and then their cards. For a
 * branch ('Mis Tickets'), with the cards' joins over the branch's rows PostgreSQL costed a kept
 * plan dearer than planning for the busiest branch. For a 'Buscar', a common word walks the brand
 * tab's index, which holds the search text, and stops at the page; a rare one reads the trigram
 * index.
 */
const idsFirst = { key: peticiones.peticionId, from: peticiones, when: 'always' } as const;

type BranchFilter = MineQuery & { departamentoId?: number };

/** By date and time, newest first; tickets of the same moment by id, so pages never overlap. */
const newestCreated = [desc(peticiones.creadoEn), desc(peticiones.peticionId)];

/**
 * 'Mis Tickets': one branch's tickets, newest first by date and time, optionally of one state and
 * department (an index for each, migration 0024).
 */
export function listByBranch(db: Db, sucursalId: number, query: BranchFilter) {
  const where = and(
    eq(peticiones.sucursalId, param('sucursalId')),
    query.estado ? eq(peticiones.estado, param('estado')) : undefined,
    query.departamentoId !== undefined
      ? eq(peticiones.departamentoId, param('departamentoId'))
      : undefined,
  ) as SQL;
  return listPage(db, {
    name: `tickets_branch:${query.estado ? 'estado' : '-'}:${query.departamentoId !== undefined ? 'departamento' : '-'}`,
    query,
    values: { sucursalId, estado: query.estado, departamentoId: query.departamentoId },
    select: cards,
    where,
    orderBy: newestCreated,
    keys: idsFirst,
    total: bounded(sql`${peticiones} where ${where}`),
  });
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
      pedidoId: peticiones.pedidoId,
    })
    .from(peticiones)
    .innerJoin(ticketProblemas, eq(ticketProblemas.tipoProblemaId, peticiones.tipoProblemaId))
    .innerJoin(ticketCategorias, eq(ticketCategorias.categoriaId, peticiones.categoriaId))
    .where(eq(peticiones.peticionId, sql.placeholder('peticionId')))
    .prepare('ticket_by_id');
}

/**
 * One ticket with its problem and category. Built once and named, as the detail's other statements
 * (its photos, its history): the detail is opened more than any other screen but the lists.
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
  states?: readonly string[] | undefined;
  pattern?: string | undefined;
};

/** A department's tickets of one brand (a value, or the page's `marca`), of `states`, matching. */
function departmentWhere(
  filter: DepartmentFilter,
  marca: string | SQLWrapper = param('marca'),
): SQL {
  return and(
    eq(peticiones.departamentoId, param('departamentoId')),
    eq(peticiones.marca, marca),
    // The states are one of the screen's fixed sets: part of the statement's shape, not a value.
    filter.states ? inArray(peticiones.estado, [...filter.states]) : undefined,
    filter.pattern ? like(peticiones.busqueda, param('pattern')) : undefined,
  ) as SQL;
}

/**
 * A brand tab's number. Without a search, from the kept counts (migration 0014: a row per
 * department, brand and state). A search counts its matches up to the bound, newest first as the
 * tab lists them: the order changes no count, but makes PostgreSQL price the trigram index whole
 * (without it a common word was costed within 1–5 % either way and the five-times-slower trigram
 * path won; decision 0010).
 */
function brandTab(filter: DepartmentFilter, marca: string): SQL {
  if (filter.pattern)
    return bounded(
      sql`${peticiones} where ${departmentWhere(filter, marca)} order by ${peticiones.peticionId} desc`,
    );
  const c = peticionesConteos;
  return sql`(select coalesce(sum(${c.total}), 0) from ${c} where ${and(
    eq(c.departamentoId, param('departamentoId')),
    eq(c.marca, marca),
    filter.states ? inArray(c.estado, [...filter.states]) : undefined,
  )})`;
}

/**
 * 'Tickets Colaboradores': a department's tickets of one brand, optionally only the pending ones or
 * matching 'Buscar' (on the folded text), newest first, with every brand tab's number.
 */
export function listForDepartment(
  db: Db,
  filter: DepartmentFilter & { page: number; size: number },
  marcas: readonly string[],
) {
  const searching = Boolean(filter.pattern);
  return listPage(db, {
    name: `tickets_department:${filter.states?.join(',') ?? '-'}:${searching ? 'buscar' : '-'}`,
    searching,
    query: filter,
    values: { departamentoId: filter.departamentoId, marca: filter.marca, pattern: filter.pattern },
    select: cards,
    where: departmentWhere(filter),
    orderBy: newest,
    ...(searching ? { keys: idsFirst } : {}),
    tabs: { keys: marcas, selected: filter.marca, count: (marca) => brandTab(filter, marca) },
  });
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

/**
 * A department's problem by name within a category (case and accents as written), else the
 * category's first problem: where a ticket raised by another module goes.
 */
export async function problemNamed(
  db: Db,
  where: { departamentoId: number; categoria: string; problema: string },
): Promise<number | undefined> {
  const rows = await db
    .select({ id: ticketProblemas.tipoProblemaId, nombre: ticketProblemas.nombre })
    .from(ticketProblemas)
    .innerJoin(ticketCategorias, eq(ticketCategorias.categoriaId, ticketProblemas.categoriaId))
    .where(
      and(
        eq(ticketCategorias.departamentoId, where.departamentoId),
        eq(ticketCategorias.nombre, where.categoria),
      ),
    )
    .orderBy(asc(ticketProblemas.tipoProblemaId));
  const wanted = where.problema.toLocaleLowerCase('es');
  return (rows.find((r) => r.nombre.toLocaleLowerCase('es') === wanted) ?? rows[0])?.id;
}

/** Code and state of tickets, by id (an order's inconsistencies show their tickets). */
export async function ticketSummaries(db: Db, peticionIds: number[]) {
  if (peticionIds.length === 0) return [];
  return db
    .select({
      peticionId: peticiones.peticionId,
      codigo: peticiones.mascara,
      estado: peticiones.estado,
    })
    .from(peticiones)
    .where(inArray(peticiones.peticionId, peticionIds));
}
