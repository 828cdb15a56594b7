import Decimal from 'decimal.js';
import {
  canCount,
  canMoveInventory,
  finishedState,
  INVENTORY_DATE_WINDOW_DAYS,
  INVENTORY_MESSAGES as M,
  INVENTORY_TRANSITIONS,
  INVENTORY_TYPE_LETTERS,
  INVENTORY_TYPES,
  inventoryActionsFor,
  inventoryActorOf,
  suggestedType,
  type CountEdit,
  type Inventory,
  type InventoryAction,
  type InventoryLine,
  type InventoryListQuery,
  type InventoryMove,
  type InventoryOptions,
  type InventoryPage,
  type InventoryState,
  type InventorySummary,
  type InventoryType,
  type NewInventory,
} from '@jarvis/contracts/inventory';
import type { Db } from '../../db/client';
import { assertWithinWindow } from '../../db/list-page';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import { idempotent } from '../../platform/idempotency/idempotency';
import { addDays, businessDate } from '../../time';
import * as articles from '../catalog/articles.service';
import { checkOrdersForEnableInventory } from '../orders/orders-inventory.service';
import { checkStockTransferForEnableInventory } from '../transfers/transfers.service';
import * as users from '../users/users.service';
import * as repo from './inventory.repository';

/**
 * Inventory counts (spec 3; issue #55). A branch's Restaurante staff create a count of the brand's
 * active articles, type each article's closed and open units while it is En Proceso (each cell
 * saved on its own, conditional on the line's version) and finish it; central staff approve, enable
 * again or annul a count in Revisión. Branch staff see their branch's counts only; another's
 * answers 404.
 */

const invalid = (message: string, field: string) =>
  new AppError('VALIDATION_ERROR', message, { [field]: message });

const today = (ctx: Ctx) => businessDate(new Date(), ctx.platform.config.BUSINESS_TZ);

/** The user's own branch, if it is one that counts stock (active, not an office). */
async function ownBranch(ctx: Ctx) {
  const branch = await users.branchForOrders(ctx.db, ctx.actor.sucursalId);
  return branch && branch.estado === 1 && !branch.esOficina ? branch : undefined;
}

async function requireBranch(ctx: Ctx) {
  const own = await ownBranch(ctx);
  if (!own) throw new AppError('FORBIDDEN', M.noBranch);
  return own;
}

const maskOf = (bodega: string, tipo: InventoryType, fecha: string) =>
  `${bodega}-${INVENTORY_TYPE_LETTERS[tipo]}-${fecha.replaceAll('-', '')}`;

/** What blocks a count of the branch at `fecha` (spec 3 §5): open or pending orders and transfers. */
async function pendingWork(db: Db, sucursalId: number, fecha: string) {
  const [orders, transfers] = await Promise.all([
    checkOrdersForEnableInventory(db, sucursalId, fecha),
    checkStockTransferForEnableInventory(db, sucursalId, fecha),
  ]);
  const pedidos = [...orders.abiertos, ...orders.pendientes].sort((a, b) => a - b);
  return { pedidos, traslados: transfers, blocked: pedidos.length > 0 || transfers };
}

/** The create wizard's facts for a date (today by default). */
export async function options(ctx: Ctx, fecha?: string): Promise<InventoryOptions> {
  const own = await requireBranch(ctx);
  const hoy = today(ctx);
  const day = fecha ?? hoy;
  const [existing, pending, periodic] = await Promise.all([
    repo.countOn(ctx.db, own.sucursalId, day),
    pendingWork(ctx.db, own.sucursalId, day),
    repo.openPeriodicCount(ctx.db, own.sucursalId),
  ]);
  const reasonFor = (tipo: InventoryType) => {
    if (pending.blocked) return M.pendingWork;
    if (tipo !== 1 && periodic) return M.typeBusy(periodic.mask, periodic.estado);
    return null;
  };
  return {
    sucursal: { sucursalId: own.sucursalId, nombre: own.nombre, bodega: own.bodega },
    hoy,
    desde: addDays(hoy, -INVENTORY_DATE_WINDOW_DAYS),
    fecha: day,
    sugerido: suggestedType(day),
    existente: existing?.mask ?? null,
    pendientes: { pedidos: pending.pedidos, traslados: pending.traslados },
    tipos: INVENTORY_TYPES.map((tipo) => {
      const motivo = reasonFor(tipo);
      return { tipo, disponible: motivo === null, motivo };
    }),
  };
}

/**
 * 'Crear': the spec's rules checked again inside the creating transaction, whatever the wizard let
 * through; the partial unique index settles two creations for one date.
 */
export async function create(ctx: Ctx, input: NewInventory, clave: string) {
  const own = await requireBranch(ctx);
  if (inventoryActorOf(ctx.actor.rol) !== 'restaurante')
    throw new AppError('FORBIDDEN', M.notYourMove);
  const hoy = today(ctx);
  if (input.fecha > hoy || input.fecha < addDays(hoy, -INVENTORY_DATE_WINDOW_DAYS))
    throw invalid(M.dateWindow, 'fecha');
  const tipo = input.tipo as InventoryType;
  const lines = await articles.countableArticles(ctx, own.marca);
  if (lines.length === 0) throw new AppError('CONFLICT', M.noProducts);
  const mask = maskOf(own.bodega, tipo, input.fecha);
  const gerente = await users.bossOf(ctx.db, ctx.actor.jefe);
  return idempotent<{ successful: string; inventarioId: number; mask: string }>(
    ctx,
    { operacion: 'inventario.crear', clave, solicitud: input },
    (transaction) =>
      transaction(async (tx) => {
        const pending = await pendingWork(tx, own.sucursalId, input.fecha);
        if (pending.blocked) throw new AppError('CONFLICT', M.pendingWork);
        if (tipo !== 1) {
          const periodic = await repo.openPeriodicCount(tx, own.sucursalId);
          if (periodic) throw invalid(M.typeBusy(periodic.mask, periodic.estado), 'tipo');
        }
        if (await repo.countOn(tx, own.sucursalId, input.fecha))
          throw invalid(M.dateExists, 'fecha');
        const inventarioId = await repo.insertInventory(
          tx,
          {
            mask,
            tipo,
            fecha: input.fecha,
            sucursalId: own.sucursalId,
            creadoPor: ctx.actor.userId,
            gerente,
          },
          lines.map(({ nombre: _n, categoria: _c, ...line }) => line),
        );
        // Another creation of the same date committed in between.
        if (inventarioId === undefined) throw invalid(M.dateExists, 'fecha');
        await audit(
          ctx,
          {
            accion: 'inventario.crear',
            entidad: 'inventario',
            entidadId: inventarioId,
            detalle: { mask, tipo, fecha: input.fecha, lineas: lines.length },
          },
          tx,
        );
        return { answer: { successful: M.created(mask), inventarioId, mask } };
      }),
  );
}

/**
 * A count the user may see: a branch user's own branch's; a manager's, of the branches they oversee
 * (users.overseenBranches: office staff all, a zone manager their zone). Another's answers 404.
 */
export async function inScope(ctx: Ctx, inventarioId: number) {
  const row = await repo.findInventory(ctx.db, inventarioId);
  const actor = inventoryActorOf(ctx.actor.rol);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const visible =
    row.sucursalId === ctx.actor.sucursalId ||
    (actor === 'central' &&
      (await users.overseenBranches(ctx.db, ctx.actor)).some(
        (b) => b.sucursalId === row.sucursalId,
      ));
  if (!visible) throw new AppError('NOT_FOUND', M.notFound);
  return { row, actor };
}

export async function summaries(ctx: Ctx, rows: repo.InventoryRow[]): Promise<InventorySummary[]> {
  const [branches, people, progress] = await Promise.all([
    users.branchesById(
      ctx.db,
      rows.map((r) => r.sucursalId),
    ),
    users.userNames(
      ctx.db,
      rows.flatMap((r) => [r.creadoPor, ...(r.gerente === null ? [] : [r.gerente])]),
    ),
    repo.progressOf(
      ctx.db,
      rows.map((r) => r.inventarioId),
    ),
  ]);
  const name = (id: number | null) => (id === null ? null : (people.get(id)?.nombre ?? '—'));
  return rows.map((r) => {
    const b = branches.get(r.sucursalId);
    return {
      inventarioId: r.inventarioId,
      mask: r.mask,
      tipo: r.tipo,
      fecha: r.fecha,
      sucursal: { sucursalId: r.sucursalId, nombre: b?.nombre ?? '—', bodega: b?.bodega ?? '—' },
      estado: r.estado,
      costo: r.costo,
      creadoPor: name(r.creadoPor) ?? '—',
      gerente: name(r.gerente),
      fechaAprobacion: r.fechaAprobacion?.toISOString() ?? null,
      fechaAnulacion: r.fechaAnulacion?.toISOString() ?? null,
      contados: progress.get(r.inventarioId)?.contados ?? 0,
      lineas: progress.get(r.inventarioId)?.lineas ?? 0,
      version: r.version,
    };
  });
}

/** /Inventario: the branch's counts, newest first. */
export async function list(ctx: Ctx, query: InventoryListQuery): Promise<InventoryPage> {
  assertWithinWindow(query);
  const own = await ownBranch(ctx);
  if (!own) return { items: [], total: 0, totalIsCapped: false, ...query };
  const { rows, counted } = await repo.listInventories(ctx.db, own.sucursalId, query);
  return { items: await summaries(ctx, rows), ...counted, ...query };
}

const outOfRange = (line: repo.InventoryLineRow) => {
  if (line.invTotal === null) return false;
  const total = new Decimal(line.invTotal);
  const max = new Decimal(line.maxIngresoInv);
  // A limit of 0 to 0 is no limit at all: the article has none set.
  if (max.isZero() && new Decimal(line.minIngresoInv).isZero()) return false;
  return total.lt(line.minIngresoInv) || total.gt(max);
};

const units = (value: string | null) => (value === null ? null : new Decimal(value).toFixed(2));

function presentLine(
  line: repo.InventoryLineRow,
  facts: { nombre: string; categoria: string },
): InventoryLine {
  return {
    inventarioDetalleId: line.inventarioDetalleId,
    articuloId: line.articuloId,
    nombre: facts.nombre,
    categoriaId: line.categoriaId,
    categoria: facts.categoria,
    unidad: line.unidad,
    unidadVenta: line.unidadVenta,
    cantidadCompra: new Decimal(line.cantidadCompra).toFixed(),
    minIngresoInv: new Decimal(line.minIngresoInv).toFixed(),
    maxIngresoInv: new Decimal(line.maxIngresoInv).toFixed(),
    invCerrado: units(line.invCerrado),
    invAbierto: units(line.invAbierto),
    invTotal: units(line.invTotal),
    fueraDeRango: outOfRange(line),
    version: line.version,
  };
}

async function lineFacts(ctx: Ctx, lines: { articuloId: string }[]) {
  const [facts, categories] = await Promise.all([
    articles.stockArticles(
      ctx,
      lines.map((l) => l.articuloId),
    ),
    articles.categories(ctx),
  ]);
  const categoryName = new Map(categories.map((c) => [c.categoriaID, c.nombre]));
  return (line: { articuloId: string; categoriaId: number }) => ({
    nombre: facts.get(line.articuloId)?.nombre ?? line.articuloId,
    categoria: categoryName.get(line.categoriaId) ?? '—',
  });
}

/** /Inventario/vista/{id}: the count, its lines, and what the user may do now. */
export async function inventory(ctx: Ctx, inventarioId: number): Promise<Inventory> {
  const { row, actor } = await inScope(ctx, inventarioId);
  const lines = await repo.linesForScreen(ctx.db, inventarioId);
  if (lines.length === 0) throw new AppError('NOT_FOUND', M.noDetail);
  const [[summary], factsOf] = await Promise.all([summaries(ctx, [row]), lineFacts(ctx, lines)]);
  const estado = row.estado as InventoryState;
  return {
    ...summary!,
    acciones: inventoryActionsFor(actor, estado),
    puedeContar: canCount(actor, estado) && row.sucursalId === ctx.actor.sucursalId,
    detalle: lines.map((l) => ({ ...l, ...factsOf(l) })),
  };
}

/**
 * One cell, saved as it is typed (spec 3 §5 Inventory counts): by the branch's Restaurante staff,
 * while En Proceso, over the version the phone last saw. A value someone else saved meanwhile is
 * not overwritten: 409, and the phone shows the line as it is now.
 */
export async function saveCount(
  ctx: Ctx,
  inventarioId: number,
  inventarioDetalleId: number,
  edit: CountEdit,
): Promise<InventoryLine> {
  const { row, actor } = await inScope(ctx, inventarioId);
  if (actor !== 'restaurante' || row.sucursalId !== ctx.actor.sucursalId)
    throw new AppError('FORBIDDEN', M.notCounting);
  const valor = edit.valor === null ? null : new Decimal(edit.valor).toFixed(2);
  const saved = await ctx.db.transaction(async (tx) => {
    const estado = await repo.stateForCounting(tx, inventarioId);
    if (estado !== 1) throw new AppError('CONFLICT', M.notCounting);
    const line = await repo.saveCount(
      tx,
      { inventarioId, inventarioDetalleId, version: edit.version },
      edit.campo,
      valor,
      ctx.actor.userId,
    );
    if (line) return line;
    const current = await repo.findLine(tx, inventarioId, inventarioDetalleId);
    if (!current) throw new AppError('NOT_FOUND', M.noDetail);
    throw new AppError('CONFLICT', M.cellStale);
  });
  const factsOf = await lineFacts(ctx, [saved]);
  return presentLine(saved, factsOf(saved));
}

/** A count's cost when it is finished: Σ inv_total × a sale unit's supplier price now. */
async function costOf(ctx: Ctx, tx: Db, inventarioId: number) {
  const lines = (await repo.linesOf(tx, inventarioId)).filter((l) => l.invTotal !== null);
  const prices = await articles.saleUnitPrices(
    { db: tx },
    lines.map((l) => l.articuloId),
  );
  return lines
    .reduce(
      (sum, l) => sum.plus(new Decimal(l.invTotal!).times(prices.get(l.articuloId) ?? 0)),
      new Decimal(0),
    )
    .toFixed(4);
}

const MOVE_MESSAGES: Record<InventoryAction, string> = {
  finalizar: M.finished,
  aprobar: M.approved,
  habilitar: M.enabled,
  anular: M.annulled,
};

/**
 * Finalizar (branch staff, En Proceso → Aprobado for a daily count, Revisión otherwise, with its
 * cost), and the review's Aprobar, Habilitar and Anular (central staff, from Revisión): one
 * transaction, conditional on the state and version, in the bitácora.
 */
export async function move(
  ctx: Ctx,
  inventarioId: number,
  action: InventoryAction,
  input: InventoryMove,
) {
  const { row, actor } = await inScope(ctx, inventarioId);
  const estado = row.estado as InventoryState;
  if (!(INVENTORY_TRANSITIONS[action].quien as readonly string[]).includes(actor))
    throw new AppError('FORBIDDEN', M.notYourMove);
  if (!canMoveInventory(action, actor, estado)) throw new AppError('CONFLICT', M.stale);
  const now = new Date();
  const to: InventoryState =
    action === 'finalizar'
      ? finishedState(row.tipo as InventoryType)
      : INVENTORY_TRANSITIONS[action].a[0];
  const set = {
    estado: to,
    ...(action === 'finalizar' ? { finalizadoPor: ctx.actor.userId, fechaFinalizacion: now } : {}),
    ...(action === 'aprobar' || (action === 'finalizar' && to === 3)
      ? { aprobadoPor: ctx.actor.userId, fechaAprobacion: now }
      : {}),
    ...(action === 'anular' ? { anuladoPor: ctx.actor.userId, fechaAnulacion: now } : {}),
  };
  const version = await ctx.db.transaction(async (tx) => {
    const next = await repo.moveInventory(
      tx,
      inventarioId,
      { version: input.version, estados: INVENTORY_TRANSITIONS[action].de },
      set,
    );
    if (next === undefined) throw new AppError('CONFLICT', M.stale);
    const costo = action === 'finalizar' ? await costOf(ctx, tx, inventarioId) : undefined;
    if (costo !== undefined) await repo.setCost(tx, inventarioId, costo);
    await audit(
      ctx,
      {
        accion: `inventario.${action}`,
        entidad: 'inventario',
        entidadId: inventarioId,
        detalle: {
          cambios: [
            { campo: 'estado', de: estado, a: to },
            ...(costo === undefined ? [] : [{ campo: 'costo', de: row.costo, a: costo }]),
          ],
        },
      },
      tx,
    );
    return next;
  });
  return { successful: MOVE_MESSAGES[action], estado: to, version };
}
