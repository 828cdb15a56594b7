import Decimal from 'decimal.js';
import {
  PRICE_MESSAGES as P,
  PRICE_EXTRA_MESSAGES as PX,
  type PriceChangeSchema,
  type PriceHistory,
  type PriceListQuery,
  type PricePage,
} from '@jarvis/contracts/prices';
import type { AssignableSuppliers } from '@jarvis/contracts/articles';
import type { Success } from '@jarvis/contracts/errors';
import type { z } from 'zod';
import { containsPattern } from '../../db/search';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import * as users from '../users/users.service';
import * as articles from './articles.repository';
import * as repo from './prices.repository';
import { brandTabPage, ownBrand, tabOf } from './suppliers.service';

/**
 * /Proveedor/lista-precios (spec 2 §2, §4 Supplier-article, §5 New price): what each supplier
 * charges for each article, by brand. A price and a link's estado change only for suppliers of the
 * user's brand, as a supplier does (spec 2 §6); every change of price is kept with who and when.
 */

type PriceChange = z.output<typeof PriceChangeSchema>;

export async function prices(ctx: Ctx, query: PriceListQuery): Promise<PricePage> {
  const marcas = (await users.orgDirectory(ctx.db)).marcas();
  const own = ownBrand(ctx, marcas);
  const marca = tabOf(query.marca, marcas, own);
  // The shown tab's filters; the other tabs count without its supplier (repository).
  const inTab = {
    marca,
    proveedorId: query.proveedorId,
    estado: query.estado,
    categoriaId: query.categoriaId,
    pattern: query.buscar ? containsPattern(query.buscar) : undefined,
  };
  const [{ rows, tabs }, suppliers] = await Promise.all([
    repo.listPrices(ctx.db, { ...inTab, page: query.page, size: query.size }, marcas),
    repo.brandSuppliers(ctx.db, marca),
  ]);
  return {
    ...brandTabPage(rows, tabs, { marca, own, page: query.page, size: query.size }),
    proveedores: suppliers,
  };
}

/** The create-article dialog's suppliers: the user's brand's active ones (none without a brand). */
export async function assignableSuppliers(ctx: Ctx): Promise<AssignableSuppliers> {
  const marca = ownBrand(ctx, (await users.orgDirectory(ctx.db)).marcas());
  return {
    marca,
    proveedores: marca ? await repo.activeBrandSuppliers(ctx.db, marca) : [],
  };
}

/** A link the user may change: it exists and its supplier is of the user's brand. */
async function ownPrice(ctx: Ctx, id: number) {
  const found = await repo.findPrice(ctx.db, id);
  if (!found) throw new AppError('NOT_FOUND', PX.notFound);
  if (found.marca !== ctx.actor.marca) throw new AppError('FORBIDDEN', PX.notYourBrand);
  return found;
}

/** A new price on the version the user saw, recorded in the history in the same transaction. */
export async function changePrice(ctx: Ctx, id: number, input: PriceChange): Promise<Success> {
  const before = await ownPrice(ctx, id);
  if (before.version !== input.version) throw new AppError('CONFLICT', PX.changedMeanwhile);
  if (new Decimal(before.precio).eq(input.precio))
    throw new AppError('VALIDATION_ERROR', PX.same, { precio: PX.same });
  await ctx.db.transaction(async (tx) => {
    const anterior = await repo.updatePrice(tx, id, input.version, input.precio);
    if (anterior === undefined) throw new AppError('CONFLICT', PX.changedMeanwhile);
    await repo.insertHistory(tx, {
      proveedorArticuloId: id,
      precioAnterior: anterior,
      precioNuevo: input.precio,
      usuarioId: ctx.actor.userId,
    });
    await audit(
      ctx,
      {
        accion: 'precio.modificar',
        entidad: 'proveedor_articulo',
        entidadId: id,
        detalle: { articulo: before.articuloID, de: anterior, a: input.precio },
      },
      tx,
    );
  });
  return { successful: P.changed };
}

/**
 * The link's estado toggle (spec 2 §4): refused with 'No disponible' while the article itself is
 * inactive. The article's row is locked first, so a concurrent switch-off of the article and this
 * switch-on end in one order or the other, never with the link on and the article off.
 */
export async function setLinkState(ctx: Ctx, id: number, estado: 0 | 1): Promise<Success> {
  const link = await ownPrice(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const article = await articles.lockArticleShared(tx, link.articuloID);
    if (estado === 1 && article?.estado !== 1) throw new AppError('CONFLICT', P.articleInactive);
    await repo.setLinkState(tx, id, estado);
    if (link.estado !== estado)
      await audit(
        ctx,
        {
          accion: estado === 1 ? 'precio.activar' : 'precio.desactivar',
          entidad: 'proveedor_articulo',
          entidadId: id,
          detalle: { articulo: link.articuloID, proveedor: link.codigoProveedor },
        },
        tx,
      );
  });
  return { successful: estado === 1 ? PX.linkOn : PX.linkOff };
}

/** Every change of a link's price, newest first (spec: who, when, old, new). */
export async function priceHistory(ctx: Ctx, id: number): Promise<PriceHistory> {
  const [link, cambios] = await Promise.all([repo.findPrice(ctx.db, id), repo.history(ctx.db, id)]);
  if (!link) throw new AppError('NOT_FOUND', PX.notFound);
  const names = await users.userNames(
    ctx.db,
    cambios.flatMap((c) => (c.usuarioId === null ? [] : [c.usuarioId])),
  );
  return {
    id,
    articuloID: link.articuloID,
    articulo: link.articulo,
    proveedor: link.proveedor,
    precio: link.precio,
    cambios: cambios.map(({ usuarioId, ...c }) => ({
      ...c,
      usuario: usuarioId === null ? null : (names.get(usuarioId)?.nombre ?? null),
    })),
  };
}

/** Each article's current price with `proveedorId`, for the ones that may be ordered (issue #52). */
export async function orderablePrices(
  ctx: Ctx,
  proveedorId: number,
  articuloIds: string[],
): Promise<Map<string, string>> {
  const rows = await repo.orderablePrices(ctx.db, proveedorId, articuloIds);
  return new Map(rows.map((r) => [r.articuloId, r.precio]));
}

/** What a new order or the add-product dialog offers of a supplier (issue #52). */
export function orderableArticles(ctx: Pick<Ctx, 'db'>, proveedorId: number) {
  return repo.orderableArticles(ctx.db, proveedorId);
}
