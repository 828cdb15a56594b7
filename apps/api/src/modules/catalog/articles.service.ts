import Decimal from 'decimal.js';
import { LIST_WINDOW } from '@jarvis/contracts/common';
import {
  ARTICLE_MESSAGES as A,
  ARTICLE_EXTRA_MESSAGES as AX,
  type EditArticleSchema,
  type Article,
  type ArticleListQuery,
  type ArticlePage,
  type ArticleVerification,
  type LinkSuppliersSchema,
  type NewArticleResult,
  type NewArticleSchema,
  type SapItem,
} from '@jarvis/contracts/articles';
import type { Category } from '@jarvis/contracts/catalog';
import type { Success } from '@jarvis/contracts/errors';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { containsPattern } from '../../db/search';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import { ErpError } from '../../platform/erp/erp-errors';
import * as reads from '../../platform/erp/reads';
import * as users from '../users/users.service';
import * as repo from './articles.repository';
import { ownBrand } from './suppliers.service';

/**
 * Articles (spec 2 §2 Article list, §4 Article, §5 Article edit and Article creation): the list
 * with its category chips, the edit, the estado/PPD/block flags, and creation from a SAP item code
 * with its first suppliers. Articles are the group's, shared by every brand; the suppliers an
 * article is assigned to must be of the user's brand (spec 2 §6, as for editing suppliers).
 */

type EditArticle = z.output<typeof EditArticleSchema>;
type NewArticle = z.output<typeof NewArticleSchema>;
type LinkSuppliers = z.output<typeof LinkSuppliersSchema>;

export function categories(ctx: Ctx): Promise<Category[]> {
  return repo.listCategories(ctx.db);
}

/** /Proveedor/articulos and /Proveedor/ppd/: a page of articles and the category chips. */
export async function articles(ctx: Ctx, query: ArticleListQuery): Promise<ArticlePage> {
  const filter = {
    estado: query.estado,
    ppd: query.ppd,
    pattern: query.buscar ? containsPattern(query.buscar) : undefined,
  };
  const [rows, { categories: all, counts }] = await Promise.all([
    repo.listArticles(ctx.db, {
      ...filter,
      categoriaId: query.categoriaId,
      page: query.page,
      size: query.size,
    }),
    repo.categoriesWithCounts(ctx.db, filter),
  ]);
  const totalTodas = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const total = query.categoriaId ? (counts.get(query.categoriaId) ?? 0) : totalTodas;
  return {
    items: rows,
    // The chips keep the exact counts; the pager stops at the list window like every list.
    total: Math.min(total, LIST_WINDOW),
    totalIsCapped: total > LIST_WINDOW,
    page: query.page,
    size: query.size,
    categorias: all
      .filter((c) => c.estado === 1 || counts.has(c.categoriaID))
      .map((c) => ({ ...c, total: counts.get(c.categoriaID) ?? 0 })),
    totalTodas,
  };
}

async function existing(ctx: Ctx, articuloId: string): Promise<Article> {
  const found = await repo.findArticle(ctx.db, articuloId);
  if (!found) throw new AppError('NOT_FOUND', A.notFound);
  return found;
}

async function activeCategory(ctx: Ctx, categoriaId: number) {
  const category = await repo.findCategory(ctx.db, categoriaId);
  if (!category)
    throw new AppError('VALIDATION_ERROR', AX.categoriaNotFound, {
      categoriaID: AX.categoriaNotFound,
    });
  return category;
}

const EDITED = [
  'nombre',
  'unidad',
  'unidad_venta',
  'minIngresoInv',
  'maxIngresoInv',
  'categoriaID',
] as const;

/** Spec 2 §5 Article edit, on the version the user saw. */
export async function update(ctx: Ctx, articuloId: string, input: EditArticle): Promise<Success> {
  const before = await existing(ctx, articuloId);
  if (before.version !== input.version) throw new AppError('CONFLICT', AX.changedMeanwhile);
  if (input.categoriaID !== before.categoriaID) {
    const category = await activeCategory(ctx, input.categoriaID);
    if (category.estado !== 1)
      throw new AppError('VALIDATION_ERROR', AX.categoriaInactive, {
        categoriaID: AX.categoriaInactive,
      });
  }
  const after = {
    nombre: input.nombre,
    unidad: input.unidad_compra,
    unidad_venta: input.unidad_venta,
    minIngresoInv: input.minIngresoInv,
    maxIngresoInv: input.maxIngresoInv,
    categoriaID: input.categoriaID,
  };
  await ctx.db.transaction(async (tx) => {
    const changed = await repo.updateArticle(tx, articuloId, input.version, {
      nombre: after.nombre,
      unidad: after.unidad,
      unidadVenta: after.unidad_venta,
      minIngresoInv: after.minIngresoInv,
      maxIngresoInv: after.maxIngresoInv,
      categoriaId: after.categoriaID,
    });
    if (!changed) throw new AppError('CONFLICT', AX.changedMeanwhile);
    const cambios = Object.fromEntries(
      EDITED.filter((k) => String(before[k]) !== String(after[k])).map((k) => [
        k,
        { de: before[k], a: after[k] },
      ]),
    );
    await audit(
      ctx,
      { accion: 'articulo.editar', entidad: 'articulo', entidadId: articuloId, detalle: cambios },
      tx,
    );
  });
  return { successful: AX.updated };
}

/**
 * The estado toggle (spec 2 §4): switching an article off switches it off for every supplier it is
 * assigned to, in the same transaction. Switching it back on leaves the links as they are: which
 * suppliers still sell it is decided per link in the price list.
 */
export async function setEstado(ctx: Ctx, articuloId: string, estado: 0 | 1): Promise<Success> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.setArticleFlag(tx, articuloId, 'estado', estado);
    if (before === undefined) throw new AppError('NOT_FOUND', A.notFound);
    const links = estado === 0 ? await repo.deactivateLinks(tx, articuloId) : 0;
    if (before !== estado)
      await audit(
        ctx,
        {
          accion: estado === 1 ? 'articulo.activar' : 'articulo.desactivar',
          entidad: 'articulo',
          entidadId: articuloId,
          detalle: { vinculosDesactivados: links },
        },
        tx,
      );
  });
  return { successful: estado === 1 ? AX.activated : AX.deactivated };
}

export async function setPpd(ctx: Ctx, articuloId: string, ppd: 0 | 1): Promise<Success> {
  await flag(ctx, articuloId, 'ppd', ppd, 'articulo.ppd');
  return { successful: ppd === 1 ? AX.ppdOn : AX.ppdOff };
}

/** Block / unblock: isActive 0 'Producto Bloqueado', 1 'Producto Habilitado' (spec 2 §4). */
export async function setBlock(ctx: Ctx, articuloId: string, isActive: 0 | 1): Promise<Success> {
  await flag(ctx, articuloId, 'isActive', isActive, 'articulo.bloqueo');
  return { successful: isActive === 1 ? A.enabled : A.blocked };
}

async function flag(
  ctx: Ctx,
  articuloId: string,
  name: 'ppd' | 'isActive',
  value: 0 | 1,
  accion: string,
) {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.setArticleFlag(tx, articuloId, name, value);
    if (before === undefined) throw new AppError('NOT_FOUND', A.notFound);
    if (before !== value)
      await audit(
        ctx,
        { accion, entidad: 'articulo', entidadId: articuloId, detalle: { [name]: value } },
        tx,
      );
  });
}

// ── Creation from SAP ──────────────────────────────────────────────────────────────────────────

async function sapItem(ctx: Ctx, codigo: string): Promise<SapItem | undefined> {
  try {
    const found = await reads.itemByCode(ctx.platform.erp.sl, codigo);
    if (!found) return undefined;
    const unidad = found.unidadCompra ?? found.unidadInventario ?? 'Unidad';
    return {
      articuloID: found.codigo,
      nombre: found.nombre.trim().slice(0, 150),
      unidad: unidad.slice(0, 50),
      unidad_venta: (found.unidadInventario ?? unidad).slice(0, 50),
      cantidadCompra: new Decimal(found.porUnidadCompra || 1).toFixed(4),
      activo: found.activo,
      marcaSap: found.marca,
    };
  } catch (error) {
    if (!(error instanceof ErpError)) throw error;
    ctx.platform.log.warn({ err: error, sap: error.sapMessage }, 'SAP: consulta de artículo');
    throw new AppError('SERVICE_UNAVAILABLE', error.message);
  }
}

/**
 * The create-article dialog's 'Verificar' (spec 2 §5 Article creation): the code must be one of
 * SAP's items, compared ignoring case, and active there. A code already in Jarvis can still be
 * assigned to more suppliers. Reads only; creation checks everything again.
 */
export async function verify(ctx: Ctx, codigo: string): Promise<ArticleVerification> {
  const articulo = await sapItem(ctx, codigo);
  if (!articulo) return { resultado: 'no-encontrado', mensaje: A.codeNotInSap };
  if (!articulo.activo) return { resultado: 'inactivo', mensaje: A.unavailable, articulo };
  const registered = await repo.findArticleCode(ctx.db, articulo.articuloID);
  if (registered)
    return {
      resultado: 'registrado',
      mensaje: AX.registeredCanLink,
      articulo,
      proveedoresAsignados: await repo.linkedSupplierIds(ctx.db, registered.articuloID),
    };
  return { resultado: 'disponible', mensaje: A.codeExists, articulo };
}

/**
 * The suppliers an article is being assigned to: they exist, are active and of the user's brand,
 * and do not sell it yet.
 */
async function checkSuppliers(
  ctx: Ctx,
  list: LinkSuppliers['proveedores'],
  articuloId?: string,
): Promise<void> {
  const ids = list.map((p) => p.proveedorID);
  const found = await repo.suppliersFor(ctx.db, ids, articuloId);
  const refuse = (message: string) =>
    new AppError('VALIDATION_ERROR', message, { proveedores: message });
  if (found.length !== new Set(ids).size) throw refuse(AX.supplierNotFound);
  for (const supplier of found) {
    if (supplier.marca !== ctx.actor.marca) throw refuse(AX.supplierNotYourBrand);
    if (supplier.estado !== 1) throw refuse(AX.supplierInactive);
    if (supplier.vinculo !== null) throw refuse(AX.alreadyLinked(supplier.nombre));
  }
}

/**
 * Articles are created and assigned for the user's brand's suppliers: an office user with no brand
 * consults the catalogue but cannot complete either (issue #51: refused before anything is asked).
 */
async function requireBrand(ctx: Ctx): Promise<void> {
  if (!ownBrand(ctx, (await users.orgDirectory(ctx.db)).marcas()))
    throw new AppError('FORBIDDEN', AX.noBrand);
}

/** A ficticio code names one article: no other article has it, nor has it as its SAP code. */
async function checkFicticio(ctx: Ctx, ficticio: string | null): Promise<void> {
  if (!ficticio) return;
  const holder = await repo.ficticioHolder(ctx.db, ficticio);
  if (holder) throw ficticioTaken(ficticio, holder);
}

const ficticioTaken = (ficticio: string, holder?: string) => {
  const message = AX.ficticioTaken(ficticio, holder);
  return new AppError('CONFLICT', message, { articuloID_ficticio: message });
};

/** Creates the article from SAP's data, with its category, flags and first supplier prices. */
export async function create(ctx: Ctx, input: NewArticle): Promise<NewArticleResult> {
  await requireBrand(ctx);
  const checked = await verify(ctx, input.articuloID);
  if (checked.resultado === 'no-encontrado' || checked.resultado === 'inactivo')
    throw new AppError('VALIDATION_ERROR', checked.mensaje, { articuloID: checked.mensaje });
  if (checked.resultado === 'registrado') throw new AppError('CONFLICT', A.alreadyInJarvis);
  const ficticio = input.asignarFicticio ? (input.articuloID_ficticio ?? null) : null;
  await checkFicticio(ctx, ficticio);
  const sap = checked.articulo!;
  const category = await activeCategory(ctx, input.categoriaID);
  if (category.estado !== 1)
    throw new AppError('VALIDATION_ERROR', AX.categoriaInactive, {
      categoriaID: AX.categoriaInactive,
    });
  await checkSuppliers(ctx, input.proveedores);

  try {
    const vinculos = await ctx.db.transaction(async (tx) => {
      await repo.insertArticle(tx, {
        articuloId: sap.articuloID,
        articuloIdFicticio: ficticio,
        nombre: sap.nombre,
        unidad: sap.unidad,
        unidadVenta: sap.unidad_venta,
        cantidadCompra: sap.cantidadCompra,
        generico: input.generico,
        ppd: input.ppd,
        categoriaId: input.categoriaID,
        creadoPor: ctx.actor.userId,
      });
      const ids = await repo.insertLinks(tx, sap.articuloID, input.proveedores);
      await audit(
        ctx,
        {
          accion: 'articulo.crear',
          entidad: 'articulo',
          entidadId: sap.articuloID,
          detalle: { proveedores: input.proveedores },
        },
        tx,
      );
      return ids;
    });
    return { successful: AX.created, data: { articuloID: sap.articuloID, vinculos } };
  } catch (error) {
    if (isUniqueViolation(error, 'articulos_pkey'))
      throw new AppError('CONFLICT', AX.createdMeanwhile);
    if (ficticio && isUniqueViolation(error, 'articulos_ficticio_uq'))
      throw ficticioTaken(ficticio);
    throw error;
  }
}

/** Assigns a registered, active article to more suppliers of the user's brand. */
export async function link(
  ctx: Ctx,
  articuloId: string,
  input: LinkSuppliers,
): Promise<NewArticleResult> {
  await requireBrand(ctx);
  const article = await existing(ctx, articuloId);
  if (article.estado !== 1) throw new AppError('CONFLICT', A.unavailable);
  await checkSuppliers(ctx, input.proveedores, articuloId);
  try {
    const vinculos = await ctx.db.transaction(async (tx) => {
      const locked = await repo.lockArticleShared(tx, articuloId);
      if (locked?.estado !== 1) throw new AppError('CONFLICT', A.unavailable);
      const ids = await repo.insertLinks(tx, articuloId, input.proveedores);
      await audit(
        ctx,
        {
          accion: 'articulo.asignar',
          entidad: 'articulo',
          entidadId: articuloId,
          detalle: { proveedores: input.proveedores },
        },
        tx,
      );
      return ids;
    });
    return { successful: AX.linked, data: { articuloID: articuloId, vinculos } };
  } catch (error) {
    if (isUniqueViolation(error, 'proveedor_articulos_proveedor_articulo_idx'))
      throw new AppError('CONFLICT', AX.alreadyLinked('el proveedor'));
    throw error;
  }
}

/** Each article's name, unit and ficticio code, by its code (an order's lines; issue #52). */
export async function articleFacts(ctx: Pick<Ctx, 'db'>, articuloIds: string[]) {
  const rows = await repo.articleFacts(ctx.db, articuloIds);
  return new Map(rows.map((r) => [r.articuloId, r]));
}

/** Each article's name, sale unit and state, by its code (a transfer's lines; issue #54). */
export async function stockArticles(ctx: Pick<Ctx, 'db'>, articuloIds: readonly string[]) {
  const rows = await repo.stockArticles(ctx.db, articuloIds);
  return new Map(rows.map((r) => [r.articuloId, r]));
}

/** The active catalogue searched by code or name (a transfer's article picker). */
export function searchActiveArticles(ctx: Pick<Ctx, 'db'>, term: string, limit: number) {
  return repo.activeArticlesLike(ctx.db, containsPattern(term), limit);
}

/** Each article's cost of one sale unit today (lowest active supplier price), by its code. */
export async function saleUnitPrices(ctx: Pick<Ctx, 'db'>, articuloIds: readonly string[]) {
  const rows = await repo.saleUnitPrices(ctx.db, articuloIds);
  return new Map(rows.flatMap((r) => (r.precio === null ? [] : [[r.articuloId, r.precio]])));
}

/** What a brand's branches count in an inventory (issue #55): the brand's active articles. */
export function countableArticles(ctx: Pick<Ctx, 'db'>, marca: string) {
  return repo.countableArticles(ctx.db, marca);
}
