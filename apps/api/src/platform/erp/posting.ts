import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { invoiceLines, type SapOrderLine } from './documents';
import { ErpError, ERP_MESSAGES } from './erp-errors';
import { odataString, type ServiceLayer } from './service-layer';
import type { Jobs } from '../jobs/jobs';
import { erpDocumentos } from './erp.table';

/**
 * Registering documents in SAP so that nothing is lost and nothing is posted twice (issue 6 point 4).
 *
 * - A module queues a document inside its own transaction (`queue`), then starts it (`dispatch`).
 * - One job per document, keyed by its source. The job claims the row (estado enviando) with a
 *   conditional UPDATE, so fifty clicks run it once.
 * - Before every POST the job looks the document up in SAP by U_BO_ID (and, for an order, CardCode
 *   + NumAtCard = the Jarvis order id). Purchase orders, invoices and stock transfers alike. Found: it records what SAP has instead of posting again.
 * - It records DocEntry and DocNum, and tells the owning module, in one transaction. If that
 *   transaction fails after SAP saved the document, the row says so (guardadoEnSap) and the next run
 *   finds the document in SAP and records it.
 * - A refusal (SAP's business rules) waits for a person ('Reintentar'); an outage or a timeout is
 *   tried again with back-off by the sweeper.
 */

export type ErpDocumentType = 'orden' | 'factura' | 'traslado';

const ENTITY_SET: Record<ErpDocumentType, string> = {
  orden: 'PurchaseOrders',
  factura: 'PurchaseInvoices',
  traslado: 'StockTransfers',
};

/** What SAP answered for a saved document. */
export type RegisteredDocument = {
  documentoId: number;
  tipo: ErpDocumentType;
  origen: string;
  origenId: number;
  docEntry: number;
  docNum: number;
};

/**
 * An owning module's hook, run inside the transaction that marks the document registrado. It may
 * queue the next document (an order's invoice once the order is in SAP) and return its id: it is
 * dispatched once the transaction commits.
 */
export type RegisteredHandler = (tx: Db, document: RegisteredDocument) => Promise<void | number[]>;

export type QueueInput = {
  tipo: ErpDocumentType;
  origen: string;
  origenId: number;
  cardCode: string;
  payload: Record<string, unknown>;
  creadoPor?: number;
};

export const ERP_REGISTER_QUEUE = 'erp.register';
export const ERP_SWEEP_QUEUE = 'erp.sweep';

/** Automatic tries after an outage or a timeout; then it waits for 'Reintentar'. */
export const ERP_MAX_AUTOMATIC_ATTEMPTS = 8;

export const erpKey = (tipo: ErpDocumentType, origen: string, origenId: number) =>
  `${tipo}:${origen}:${origenId}`;

type Row = typeof erpDocumentos.$inferSelect;

export type ErpPostingOptions = {
  db: Db;
  sl: ServiceLayer;
  jobs: Jobs;
  log: FastifyBaseLogger;
  /** First wait after a failure SAP may recover from; doubles each time, at most an hour. */
  retryBaseSeconds: number;
  /** A claim older than this is taken as abandoned (the process died mid-run). */
  staleClaimMinutes?: number;
};

export type ErpPosting = ReturnType<typeof createErpPosting>;

export function createErpPosting(options: ErpPostingOptions) {
  const { db, sl, jobs, log } = options;
  const handlers = new Map<string, RegisteredHandler>();

  /** Writes the document in the caller's transaction; at most one per source (the unique clave). */
  async function queue(tx: Db, input: QueueInput): Promise<number> {
    const clave = erpKey(input.tipo, input.origen, input.origenId);
    const inserted = await tx
      .insert(erpDocumentos)
      .values({
        tipo: input.tipo,
        origen: input.origen,
        origenId: input.origenId,
        clave,
        cardCode: input.cardCode,
        payload: { ...input.payload, U_BO_ID: clave },
        creadoPor: input.creadoPor ?? null,
      })
      .onConflictDoNothing({ target: erpDocumentos.clave })
      .returning({ id: erpDocumentos.documentoId });
    if (inserted[0]) return inserted[0].id;
    const [existing] = await tx
      .select({ id: erpDocumentos.documentoId })
      .from(erpDocumentos)
      .where(eq(erpDocumentos.clave, clave));
    return existing!.id;
  }

  /** Starts the job of a queued document; call after the transaction commits. */
  async function dispatch(documentoId: number) {
    await jobs.send(ERP_REGISTER_QUEUE, { documentoId }, { singletonKey: `erp-${documentoId}` });
  }

  /** Takes the document for this run, unless another run has it or it is already registered. */
  async function claim(documentoId: number, force: boolean): Promise<Row | undefined> {
    const stale = sql`now() - make_interval(mins => ${options.staleClaimMinutes ?? 10})`;
    const [row] = await db
      .update(erpDocumentos)
      .set({
        estado: 'enviando',
        intentos: sql`${erpDocumentos.intentos} + 1`,
        actualizadoEn: new Date(),
      })
      .where(
        and(
          eq(erpDocumentos.documentoId, documentoId),
          or(
            inArray(erpDocumentos.estado, force ? ['pendiente', 'error'] : ['pendiente']),
            // An automatic retry after an outage.
            and(eq(erpDocumentos.estado, 'error'), lte(erpDocumentos.proximoIntento, sql`now()`)),
            and(eq(erpDocumentos.estado, 'enviando'), lte(erpDocumentos.actualizadoEn, stale)),
          ),
        ),
      )
      .returning();
    return row;
  }

  /** SAP's copy of the document, if it has one (not cancelled). */
  async function findInSap(row: Row): Promise<{ DocEntry: number; DocNum: number } | undefined> {
    const byKey = `U_BO_ID eq ${odataString(row.clave)}`;
    const byReference =
      row.tipo === 'orden'
        ? ` or (CardCode eq ${odataString(row.cardCode)} and NumAtCard eq ${odataString(String(row.origenId))})`
        : '';
    // A stock transfer is known by its own id alone: it has no supplier's number to match.
    const filter =
      row.tipo === 'traslado' ? byKey : `(${byKey}${byReference}) and CancelStatus eq 'csNo'`;
    const found = await sl.list<{ DocEntry: number; DocNum: number; Cancelled?: string }>(
      ENTITY_SET[row.tipo as ErpDocumentType],
      {
        filter,
        select: ['DocEntry', 'DocNum'],
        orderby: 'DocEntry asc',
        limit: 1,
      },
    );
    return found[0];
  }

  /** An invoice copies the lines of its order as SAP has them now (copy-from, reference §6.5). */
  async function invoiceBody(row: Row) {
    const [order] = await db
      .select({ docEntry: erpDocumentos.docEntry })
      .from(erpDocumentos)
      .where(
        and(
          eq(erpDocumentos.clave, erpKey('orden', row.origen, row.origenId)),
          eq(erpDocumentos.estado, 'registrado'),
        ),
      );
    if (!order?.docEntry)
      throw new ErpError({
        kind: 'rechazo',
        message: ERP_MESSAGES.orderNotRegistered,
        sapMessage: ERP_MESSAGES.orderNotRegistered,
      });
    const sapOrder = await sl.get<{ DocumentLines: SapOrderLine[] }>(
      `PurchaseOrders(${order.docEntry})`,
    );
    const { cantidades, ...header } = row.payload as { cantidades?: Record<number, number> };
    return {
      ...header,
      DocumentLines: invoiceLines(order.docEntry, sapOrder.DocumentLines, cantidades),
    };
  }

  async function record(row: Row, saved: { DocEntry: number; DocNum: number }) {
    const document: RegisteredDocument = {
      documentoId: row.documentoId,
      tipo: row.tipo as ErpDocumentType,
      origen: row.origen,
      origenId: row.origenId,
      docEntry: saved.DocEntry,
      docNum: saved.DocNum,
    };
    let next: void | number[] = undefined;
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(erpDocumentos)
          .set({
            estado: 'registrado',
            docEntry: saved.DocEntry,
            docNum: saved.DocNum,
            registradoEn: new Date(),
            actualizadoEn: new Date(),
            ultimoError: null,
            guardadoEnSap: false,
            proximoIntento: null,
          })
          .where(eq(erpDocumentos.documentoId, row.documentoId));
        next = await handlers.get(row.origen)?.(tx, document);
      });
    } catch (err) {
      log.error(
        { err, documentoId: row.documentoId },
        'SAP guardó el documento; Jarvis no lo registró',
      );
      await db
        .update(erpDocumentos)
        .set({
          estado: 'error',
          guardadoEnSap: true,
          ultimoError: `${ERP_MESSAGES.savedNotRecorded} (${(err as Error).message})`,
          proximoIntento: sql`now()`,
          actualizadoEn: new Date(),
        })
        .where(eq(erpDocumentos.documentoId, row.documentoId));
      throw err;
    }
    // A lost dispatch is not lost work: the sweeper runs pending documents after a minute.
    for (const documentoId of next ?? [])
      await dispatch(documentoId).catch((err: unknown) =>
        log.error({ err, documentoId }, 'dispatch'),
      );
    return document;
  }

  async function fail(row: Row, err: ErpError) {
    const automatic = err.retryable && row.intentos < ERP_MAX_AUTOMATIC_ATTEMPTS;
    const waitSeconds = Math.min(
      3600,
      options.retryBaseSeconds * 2 ** Math.max(0, row.intentos - 1),
    );
    await db
      .update(erpDocumentos)
      .set({
        estado: 'error',
        ultimoError: err.sapMessage,
        proximoIntento: automatic ? new Date(Date.now() + waitSeconds * 1000) : null,
        actualizadoEn: new Date(),
      })
      .where(eq(erpDocumentos.documentoId, row.documentoId));
  }

  /**
   * One run of a document's registration. Answers what happened; throws only when Jarvis could not
   * record a document SAP saved (the job then fails, and the row is marked for repair).
   */
  async function register(
    documentoId: number,
    { force = false }: { force?: boolean } = {},
  ): Promise<{ result: 'registrado' | 'ocupado' | 'error'; document?: RegisteredDocument }> {
    const row = await claim(documentoId, force);
    if (!row) return { result: 'ocupado' };
    try {
      const existing = await findInSap(row);
      if (existing) return { result: 'registrado', document: await record(row, existing) };
      const res = await sl.post<{ DocEntry: number; DocNum: number }>(
        ENTITY_SET[row.tipo as ErpDocumentType],
        row.tipo === 'factura' ? await invoiceBody(row) : row.payload,
      );
      return { result: 'registrado', document: await record(row, res.body) };
    } catch (err) {
      if (!(err instanceof ErpError)) throw err;
      log.warn({ documentoId, kind: err.kind, sap: err.sapMessage }, 'registro en SAP fallido');
      await fail(row, err);
      return { result: 'error' };
    }
  }

  /** Documents whose automatic retry is due, or whose run was abandoned: run them again. */
  async function sweep(): Promise<number> {
    const due = await db
      .select({ id: erpDocumentos.documentoId })
      .from(erpDocumentos)
      .where(
        or(
          and(eq(erpDocumentos.estado, 'error'), lte(erpDocumentos.proximoIntento, sql`now()`)),
          and(
            eq(erpDocumentos.estado, 'pendiente'),
            lte(erpDocumentos.creadoEn, sql`now() - interval '1 minute'`),
          ),
          and(
            eq(erpDocumentos.estado, 'enviando'),
            lte(
              erpDocumentos.actualizadoEn,
              sql`now() - make_interval(mins => ${options.staleClaimMinutes ?? 10})`,
            ),
          ),
        ),
      )
      .limit(50);
    for (const { id } of due)
      await register(id).catch((err: unknown) => log.error({ err }, 'sweep'));
    return due.length;
  }

  return {
    queue,
    dispatch,
    register,
    sweep,
    /** An owning module says what to do, in the same transaction, when its document is registered. */
    onRegistered(origen: string, handler: RegisteredHandler) {
      handlers.set(origen, handler);
    },
  };
}
