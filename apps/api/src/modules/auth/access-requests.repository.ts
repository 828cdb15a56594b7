import { and, desc, eq, sql } from 'drizzle-orm';
import {
  ACCESS_REQUEST_STATE_CODES as CODES,
  ACCESS_REQUEST_STATES,
  ACCESS_REQUEST_TRANSITIONS,
  type AccessRequestAction,
  type AccessRequestQuery,
  type AccessRequestState,
} from '@jarvis/contracts/access-requests';
import type { Db } from '../../db/client';
import { bounded, listPage, param } from '../../db/list-page';
import { solicitudesAcceso as requests } from './auth.table';

/** The index's name: one pending request an address, whatever two submissions race. */
export const ONE_PENDING_INDEX = 'solicitudes_acceso_pendiente_uq';

const stateOf = (code: number): AccessRequestState =>
  ACCESS_REQUEST_STATES.find((estado) => CODES[estado] === code) ?? 'pendiente';

const columns = {
  solicitudId: requests.solicitudId,
  nombreCompleto: requests.nombreCompleto,
  correo: requests.correo,
  username: requests.username,
  comentario: requests.comentario,
  estado: requests.estado,
  creadoEn: requests.creadoEn,
  motivo: requests.motivo,
  resueltoEn: requests.resueltoEn,
  resueltoPor: requests.resueltoPor,
  usuarioId: requests.usuarioId,
};

type Row = { [K in keyof typeof columns]: (typeof requests.$inferSelect)[K] };

function toRequest(row: Row) {
  return {
    ...row,
    estado: stateOf(row.estado),
    creadoEn: row.creadoEn.toISOString(),
    resueltoEn: row.resueltoEn?.toISOString() ?? null,
  };
}
export type StoredRequest = ReturnType<typeof toRequest>;

/** Throws a unique violation on ONE_PENDING_INDEX when the address already has a pending one. */
export async function insertRequest(
  db: Db,
  input: { nombreCompleto: string; correo: string; username: string; comentario: string | null },
): Promise<number> {
  const [row] = await db.insert(requests).values(input).returning({ id: requests.solicitudId });
  if (!row) throw new Error('insert solicitudes_acceso returned nothing');
  return row.id;
}

/** One page of one state's requests, newest first, with every state's bounded count. */
export async function listRequests(db: Db, query: AccessRequestQuery) {
  const { rows, tabs } = await listPage(db, {
    name: 'access-requests',
    query,
    values: { estado: CODES[query.estado] },
    select: (d, carried) =>
      d
        .select({ ...columns, ...carried })
        .from(requests)
        .$dynamic(),
    where: eq(requests.estado, param('estado')),
    // The index on (estado, creado_en) serves the filter and the order.
    orderBy: [desc(requests.creadoEn), desc(requests.solicitudId)],
    keys: { key: requests.solicitudId, from: requests, when: 'deep' },
    tabs: {
      keys: ACCESS_REQUEST_STATES,
      selected: query.estado,
      count: (estado) => bounded(sql`${requests} where ${requests.estado} = ${CODES[estado]}`),
    },
  });
  // The list is its tab: the selected tab's count is its total.
  return { rows: rows.map(toRequest), counted: tabs.selected, tabs: tabs.tabs };
}

export async function findRequest(db: Db, solicitudId: number) {
  const [row] = await db
    .select(columns)
    .from(requests)
    .where(eq(requests.solicitudId, solicitudId));
  return row && toRequest(row);
}

/**
 * Applies `action` through the contract's state machine, with the conditional update: only if the
 * request is still in the action's from-state. False when someone else resolved it first.
 */
export async function resolveRequest(
  db: Db,
  solicitudId: number,
  action: AccessRequestAction,
  change: { resueltoPor: number; motivo?: string; usuarioId?: number },
): Promise<boolean> {
  const { from, to } = ACCESS_REQUEST_TRANSITIONS[action];
  const rows = await db
    .update(requests)
    .set({
      estado: CODES[to],
      resueltoPor: change.resueltoPor,
      resueltoEn: sql`now()`,
      motivo: change.motivo ?? null,
      usuarioId: change.usuarioId ?? null,
    })
    .where(and(eq(requests.solicitudId, solicitudId), eq(requests.estado, CODES[from])))
    .returning({ id: requests.solicitudId });
  return rows.length > 0;
}
