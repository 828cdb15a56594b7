import Decimal from 'decimal.js';
import { ROLES } from '@jarvis/contracts/org';
import { foldForSearch } from '@jarvis/contracts/search';
import {
  RECENT_WASTES,
  WASTE_MESSAGES as M,
  WASTE_STATE_LABELS,
  WASTE_TRANSITIONS,
  wasteActionsFor,
  wasteActorsOf,
  type NewWaste,
  type Waste,
  type WasteAction,
  type WasteListQuery,
  type WasteMove,
  type WasteOptions,
  type WastePage,
  type WasteState,
} from '@jarvis/contracts/waste';
import { assertWithinWindow } from '../../db/list-page';
import { containsPattern } from '../../db/search';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import { idempotent } from '../../platform/idempotency/idempotency';
import { businessDate } from '../../time';
import * as articles from '../catalog/articles.service';
import * as users from '../users/users.service';
import * as repo from './waste.repository';

/**
 * The waste log (spec 3 §2, §3, §4, §5; issue #56). A branch's staff record what was thrown away;
 * each line is valued at a sale unit's supplier price of that day and kept so. Branch staff see
 * their branch's; managers the branches they oversee (users.overseenBranches), who review them;
 * accounting, who applies them, sees every branch. Another's answers 404.
 */

const invalid = (message: string, field: string) =>
  new AppError('VALIDATION_ERROR', message, { [field]: message });

const today = (ctx: Ctx) => businessDate(new Date(), ctx.platform.config.BUSINESS_TZ);

/** The user's own branch, if it is a restaurant that records waste. */
async function ownBranch(ctx: Ctx) {
  const branch = await users.branchForOrders(ctx.db, ctx.actor.sucursalId);
  return branch && branch.estado === 1 && !branch.esOficina ? branch : undefined;
}

/**
 * The branches whose wastes the user sees: branch staff their own; office staff every branch
 * (null); a zone manager their zone.
 */
export async function scopeOf(ctx: Ctx): Promise<number[] | null> {
  const own = await users.branchForOrders(ctx.db, ctx.actor.sucursalId);
  if (own?.esOficina) return null;
  if (ctx.actor.rol === ROLES.restaurante) return [ctx.actor.sucursalId];
  return (await users.overseenBranches(ctx.db, ctx.actor)).map((b) => b.sucursalId);
}

const sees = (scope: number[] | null, sucursalId: number) =>
  scope === null || scope.includes(sucursalId);

/** The form's facts: the branch and today, the date's maximum. */
export async function options(ctx: Ctx): Promise<WasteOptions> {
  const own = await ownBranch(ctx);
  if (!own) throw new AppError('FORBIDDEN', M.noBranch);
  return {
    sucursal: { sucursalId: own.sucursalId, nombre: own.nombre, bodega: own.bodega },
    hoy: today(ctx),
  };
}

/** The article picker: the active catalogue by code or name, 20 at most (spec 3 §5: estado 1). */
export async function articleOptions(ctx: Ctx, buscar: string) {
  const rows = await articles.searchActiveArticles(ctx, buscar, 20);
  return {
    articulos: rows.map((a) => ({
      articuloId: a.articuloId,
      nombre: a.nombre,
      unidad: a.unidadVenta,
    })),
  };
}

const searchText = (w: { desechoId: number; comentario: string; usuario: string }) =>
  foldForSearch(`#${String(w.desechoId)} ${w.comentario} ${w.usuario}`);

/**
 * 'Aceptar': the waste and all its lines in one transaction, each valued at a sale unit's supplier
 * price now (spec 3 §5's rules checked again here, whatever the form let through).
 */
export async function create(ctx: Ctx, input: NewWaste, clave: string) {
  const own = await ownBranch(ctx);
  if (!own) throw new AppError('FORBIDDEN', M.noBranch);
  if (input.fecha > today(ctx)) throw invalid(M.futureDate, 'fecha');
  const ids = input.lineas.map((l) => l.articuloId);
  const [facts, prices] = await Promise.all([
    articles.stockArticles(ctx, ids),
    articles.saleUnitPrices(ctx, ids),
  ]);
  input.lineas.forEach((l, i) => {
    if (facts.get(l.articuloId)?.estado !== 1)
      throw invalid(M.articleInvalid, `lineas.${String(i)}.articuloId`);
  });
  const lines = input.lineas.map((l) => {
    const article = facts.get(l.articuloId)!;
    const precio = prices.get(article.articuloId) ?? null;
    const cantidad = new Decimal(l.cantidad);
    return {
      articuloId: article.articuloId,
      categoriaId: article.categoriaId,
      unidadVenta: article.unidadVenta,
      cantidad: cantidad.toFixed(2),
      precio: precio === null ? null : new Decimal(precio).toFixed(4),
      valor: cantidad.times(precio ?? 0).toFixed(4),
    };
  });
  const costo = lines.reduce((sum, l) => sum.plus(l.valor), new Decimal(0)).toFixed(4);
  const usuario = `${ctx.actor.nombre} ${ctx.actor.apellido}`.trim();
  return idempotent<{ successful: string; desechoId: number }>(
    ctx,
    { operacion: 'desecho.registrar', clave, solicitud: input },
    (transaction) =>
      transaction(async (tx) => {
        const desechoId = await repo.insertWaste(
          tx,
          {
            fecha: input.fecha,
            comentario: input.comentario,
            sucursalId: own.sucursalId,
            usuarioId: ctx.actor.userId,
            usuario,
            costo,
            busqueda: '',
          },
          lines,
        );
        await repo.setSearch(
          tx,
          desechoId,
          searchText({ desechoId, comentario: input.comentario, usuario }),
        );
        await audit(
          ctx,
          {
            accion: 'desecho.registrar',
            entidad: 'desecho',
            entidadId: desechoId,
            detalle: { sucursal: own.bodega, lineas: lines.length, costo },
          },
          tx,
        );
        return { answer: { successful: M.created(desechoId), desechoId } };
      }),
  );
}

/** The cost report's monthly sums made again from the lines (the demo writes wastes directly). */
export const rebuildSums = (db: Parameters<typeof repo.rebuildWasteSums>[0]) =>
  repo.rebuildWasteSums(db);

/** Wastes as the screens show them: their lines with names, what the user may do now. */
async function present(ctx: Ctx, rows: repo.WasteRow[], scope: number[] | null): Promise<Waste[]> {
  const lines = await repo.linesOf(
    ctx.db,
    rows.map((r) => r.desechoId),
  );
  const [facts, branches, people] = await Promise.all([
    articles.stockArticles(ctx, [...new Set(lines.map((l) => l.articuloId))]),
    users.branchesById(
      ctx.db,
      rows.map((r) => r.sucursalId),
    ),
    users.userNames(
      ctx.db,
      rows.flatMap((r) => [r.revisadoPor, r.aplicadoPor].filter((id) => id !== null)),
    ),
  ]);
  const name = (id: number | null) => (id === null ? null : (people.get(id)?.nombre ?? '—'));
  return rows.map((r) => {
    const b = branches.get(r.sucursalId);
    const actors = wasteActorsOf({
      rol: ctx.actor.rol,
      departamento: ctx.actor.departamento,
      oversees: sees(scope, r.sucursalId),
    });
    const estado = r.estado as WasteState;
    return {
      desechoId: r.desechoId,
      fecha: r.fecha,
      comentario: r.comentario,
      usuario: r.usuario,
      sucursal: { sucursalId: r.sucursalId, nombre: b?.nombre ?? '—', bodega: b?.bodega ?? '—' },
      estado,
      nombreEstado: WASTE_STATE_LABELS[estado],
      costo: new Decimal(r.costo).toFixed(2),
      revisadoPor: name(r.revisadoPor),
      aplicadoPor: name(r.aplicadoPor),
      lineas: lines
        .filter((l) => l.desechoId === r.desechoId)
        .map((l) => ({
          articuloId: l.articuloId,
          nombre: facts.get(l.articuloId)?.nombre ?? l.articuloId,
          unidadVenta: l.unidadVenta,
          cantidad: new Decimal(l.cantidad).toFixed(2),
          precio: l.precio === null ? null : new Decimal(l.precio).toFixed(4),
          valor: new Decimal(l.valor).toFixed(2),
        })),
      acciones: wasteActionsFor(actors, estado),
      version: r.version,
    };
  });
}

/** /Desechos/lista: the wastes the user sees, searched and sorted by the server. */
export async function list(ctx: Ctx, query: WasteListQuery): Promise<WastePage> {
  assertWithinWindow(query);
  const { buscar, ...page } = query;
  const scope = await scopeOf(ctx);
  if (scope !== null && scope.length === 0)
    return { items: [], total: 0, totalIsCapped: false, page: page.page, size: page.size };
  const term = buscar?.trim();
  const { rows, counted } = await repo.listWastes(
    ctx.db,
    { sucursalIds: scope, pattern: term ? containsPattern(term) : undefined },
    page,
  );
  return {
    items: await present(ctx, rows, scope),
    ...counted,
    page: page.page,
    size: page.size,
  };
}

/** 'Desechos recientes': the branch's last 3, newest first. */
export async function recent(ctx: Ctx): Promise<WastePage> {
  const own = await ownBranch(ctx);
  if (!own) return { items: [], total: 0, totalIsCapped: false, page: 1, size: RECENT_WASTES };
  const rows = await repo.recentWastes(ctx.db, own.sucursalId, RECENT_WASTES);
  return {
    items: await present(ctx, rows, [own.sucursalId]),
    total: rows.length,
    totalIsCapped: false,
    page: 1,
    size: RECENT_WASTES,
  };
}

async function inScope(ctx: Ctx, desechoId: number) {
  const [row, scope] = await Promise.all([repo.findWaste(ctx.db, desechoId), scopeOf(ctx)]);
  if (!row || !sees(scope, row.sucursalId)) throw new AppError('NOT_FOUND', M.notFound);
  return { row, scope };
}

export async function waste(ctx: Ctx, desechoId: number): Promise<Waste> {
  const { row, scope } = await inScope(ctx, desechoId);
  return (await present(ctx, [row], scope))[0]!;
}

const MOVE_MESSAGES: Record<WasteAction, string> = {
  revisar: M.reviewed,
  aplicar: M.applied,
};

/**
 * 'Revisar' (a manager who oversees the branch, 1 → 2) and 'Aplicar' (accounting, 2 → 3): one
 * conditional UPDATE on state and version, in the bitácora.
 */
export async function move(ctx: Ctx, desechoId: number, action: WasteAction, input: WasteMove) {
  const { row, scope } = await inScope(ctx, desechoId);
  const transition = WASTE_TRANSITIONS[action];
  const actors = wasteActorsOf({
    rol: ctx.actor.rol,
    departamento: ctx.actor.departamento,
    oversees: sees(scope, row.sucursalId),
  });
  if (!actors.includes(transition.quien)) throw new AppError('FORBIDDEN', M.notYourMove);
  const estado = row.estado as WasteState;
  if (!(transition.de as readonly WasteState[]).includes(estado))
    throw new AppError('CONFLICT', M.stale);
  const now = new Date();
  const set =
    action === 'revisar'
      ? { estado: transition.a, revisadoPor: ctx.actor.userId, revisadoEn: now }
      : { estado: transition.a, aplicadoPor: ctx.actor.userId, aplicadoEn: now };
  const version = await ctx.db.transaction(async (tx) => {
    const next = await repo.moveWaste(
      tx,
      desechoId,
      { version: input.version, estados: transition.de },
      set,
    );
    if (next === undefined) throw new AppError('CONFLICT', M.stale);
    await audit(
      ctx,
      {
        accion: `desecho.${action}`,
        entidad: 'desecho',
        entidadId: desechoId,
        detalle: { cambios: [{ campo: 'estado', de: estado, a: transition.a }] },
      },
      tx,
    );
    return next;
  });
  return { successful: MOVE_MESSAGES[action], estado: transition.a, version };
}
