import { and, desc, eq, gte, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { INVOICE_ORDER_STATES } from '@jarvis/contracts/orders-invoices';
import type { Db } from '../../db/client';
import { bounded, listPage, param } from '../../db/list-page';
import { documentStateIs, type DocumentState } from '../../platform/erp/source-documents';
import { pedidos } from './orders.table';

/** The supplier invoices' reads (issue #53 point 4): orders in 4, 6 or 8 that hold a CCF. */

/** 'Buscar', read by the term's shape (orders-invoices.service.ts searchOf). */
export type InvoiceSearch = {
  /** A number ('123' or '#123'): the order's number or the CCF (lower case), exactly. */
  numero?: { pedidoId: number | undefined; ccf: string } | undefined;
  /**
   * Words: LIKE on the folded names (`contains`). A term with a digit: the start (`prefix`, lower
   * case) of the CCF, DTE or número único, or the branch whose bodega it is.
   */
  texto?: { contains?: string; prefix?: string; sucursalId?: number } | undefined;
};

export type InvoiceFilter = InvoiceSearch & {
  /** A Restaurante user's branch, or the branch filter. */
  sucursalId?: number | undefined;
  proveedorId?: number | undefined;
  /** On the invoice's date. */
  desde?: string | undefined;
  hasta?: string | undefined;
  /** The invoice's SAP document in one of these states, or not queued yet ('ninguno'). */
  sap?: { origen: string; estados: readonly DocumentState[] | 'ninguno' } | undefined;
};

/** How a filter's value enters the statement: a named placeholder (the list) or bound (export). */
type Value = (name: string, value: unknown) => unknown;

function invoiceWhere(f: InvoiceFilter, v: Value): SQL {
  const numero = f.numero;
  const texto = f.texto;
  return and(
    // The states are a fixed set: written into the statement, not sent as a value.
    sql`${pedidos.estado} in (${sql.raw(INVOICE_ORDER_STATES.join(', '))})`,
    sql`${pedidos.creditoFiscal} is not null`,
    f.sucursalId === undefined
      ? undefined
      : eq(pedidos.sucursalId, v('sucursalId', f.sucursalId) as number),
    f.proveedorId === undefined
      ? undefined
      : eq(pedidos.proveedorId, v('proveedorId', f.proveedorId) as number),
    f.desde === undefined ? undefined : gte(pedidos.fechaFactura, v('desde', f.desde) as string),
    f.hasta === undefined ? undefined : lte(pedidos.fechaFactura, v('hasta', f.hasta) as string),
    numero === undefined
      ? undefined
      : or(
          numero.pedidoId === undefined
            ? undefined
            : eq(pedidos.pedidoId, v('pedidoId', numero.pedidoId) as number),
          sql`lower(${pedidos.creditoFiscal}) = ${v('ccf', numero.ccf)}`,
        ),
    texto === undefined
      ? undefined
      : or(
          texto.contains === undefined
            ? undefined
            : like(pedidos.busqueda, v('contains', texto.contains) as string),
          // lower(…) LIKE 'abc%': each walks its text_pattern_ops index (orders.table.ts).
          ...(texto.prefix === undefined
            ? []
            : [pedidos.creditoFiscal, pedidos.dte, pedidos.numUnico].map(
                (column) => sql`lower(${column}) like ${v('prefix', texto.prefix)}`,
              )),
          texto.sucursalId === undefined
            ? undefined
            : eq(pedidos.sucursalId, v('bodega', texto.sucursalId) as number),
        ),
    f.sap === undefined
      ? undefined
      : documentStateIs({ ...f.sap, tipo: 'factura', id: pedidos.pedidoId }),
  ) as SQL;
}

const shapeOf = (f: InvoiceFilter) =>
  [
    f.sucursalId === undefined ? '' : 's',
    f.proveedorId === undefined ? '' : 'p',
    f.desde === undefined ? '' : 'd',
    f.hasta === undefined ? '' : 'h',
    f.numero === undefined ? '' : f.numero.pedidoId === undefined ? 'c' : 'n',
    f.texto === undefined
      ? ''
      : `t${f.texto.contains === undefined ? '' : 'c'}${f.texto.prefix === undefined ? '' : 'p'}${f.texto.sucursalId === undefined ? '' : 'b'}`,
    // The states are written into the statement: each choice is a shape of its own.
    f.sap === undefined ? '' : `:${String(f.sap.estados)}`,
  ].join('');

const columns = {
  pedidoId: pedidos.pedidoId,
  estado: pedidos.estado,
  proveedorId: pedidos.proveedorId,
  sucursalId: pedidos.sucursalId,
  creditoFiscal: pedidos.creditoFiscal,
  dte: pedidos.dte,
  serieDoc: pedidos.serieDoc,
  numUnico: pedidos.numUnico,
  fechaFactura: pedidos.fechaFactura,
  totalFinal: pedidos.totalFinal,
  notaCredito: pedidos.notaCredito,
  razon: pedidos.razon,
};

/**
 * Newest invoice first; an invoice with no date last; then the newest order. A document number's
 * matches are few and anywhere in time: its order is written so that no index serves it, and
 * PostgreSQL reads the matches through the prefix indexes and sorts them (1.7 ms at a million
 * orders) instead of walking the invoices newest first until it finds them (a second for a number
 * of two years ago: the planner cannot know that the matches are all old).
 */
const newestFirst = (f: InvoiceFilter) => [
  f.texto?.prefix === undefined
    ? sql`${pedidos.fechaFactura} desc nulls last`
    : sql`${pedidos.fechaFactura} + 0 desc nulls last`,
  desc(pedidos.pedidoId),
];

const asPlaceholder: Value = (name) => param(name);
const asBound: Value = (_name, value) => value;

const valuesOf = (f: InvoiceFilter) => ({
  sucursalId: f.sucursalId,
  proveedorId: f.proveedorId,
  desde: f.desde,
  hasta: f.hasta,
  pedidoId: f.numero?.pedidoId,
  ccf: f.numero?.ccf,
  contains: f.texto?.contains,
  prefix: f.texto?.prefix,
  bodega: f.texto?.sucursalId,
});

/** One page of invoices, newest first, with its bounded total. */
export async function listInvoices(
  db: Db,
  f: InvoiceFilter,
  query: { page: number; size: number },
) {
  const where = invoiceWhere(f, asPlaceholder);
  return listPage(db, {
    name: `order-invoices:${shapeOf(f)}`,
    searching: f.texto !== undefined || f.numero !== undefined,
    query,
    values: valuesOf(f),
    select: (d, carried) =>
      d
        .select({ ...columns, ...carried })
        .from(pedidos)
        .$dynamic(),
    where,
    orderBy: newestFirst(f),
    // Chosen from the index alone, which carries what 'Buscar' reads (orders.table.ts).
    keys: { key: pedidos.pedidoId, from: pedidos, when: 'always' },
    total: bounded(sql`${pedidos} where ${where}`),
  });
}

/** How many invoices the filter matches, counted up to `limit` (an export's cap). */
export async function countUpTo(db: Db, f: InvoiceFilter, limit: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(pedidos)
    .where(invoiceWhere(f, asBound))
    .limit(limit)
    .as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matching);
  return row?.n ?? 0;
}

/** The rows of an export, in the list's order, `limit` at most from `offset`. */
export async function invoiceRows(db: Db, f: InvoiceFilter, offset: number, limit: number) {
  return db
    .select(columns)
    .from(pedidos)
    .where(invoiceWhere(f, asBound))
    .orderBy(...newestFirst(f))
    .limit(limit)
    .offset(offset);
}
