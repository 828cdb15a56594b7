import Decimal from 'decimal.js';
import { z } from 'zod';
import { idParam, pageOf, pageQuery, rowVersion } from './common';
import {
  ARTICLE_STATES,
  DECIMAL_MESSAGES,
  flagParam,
  hasCommaGroups,
  parseDecimal,
} from './catalog';

/**
 * Supplier prices (spec 2 §2 price list, §3 Supplier-article, §4 Supplier-article, §5 New price,
 * §9): a price travels as a decimal string with 4 decimals, parsed with decimal.js, never binary
 * floats.
 */

export const PRICE_PAGE_SIZE = 10;
/** Decimals shown of prices (spec 2 §9). */
export const PRICE_DECIMALS = 4;
/** The largest price numeric(14,4) holds. */
export const PRICE_MAX = '9999999999.9999';

export const PRICE_MESSAGES = {
  negative: 'No se permiten números negativos',
  changed: 'Precio modificado',
  changedOnOrders: 'Precio Modificado',
  updateFailed: 'Error al actualizar precio',
  pricesUpdateFailed: 'Error al actualizar precios',
  /** The link of an inactive article cannot be switched on (spec 2 §4). */
  articleInactive: 'No disponible',
} as const;

export const PRICE_EXTRA_MESSAGES = {
  required: 'Ingrese el precio',
  notNumber: 'Debe ser un número',
  zero: 'El precio debe ser mayor a cero',
  decimals: `Máximo ${PRICE_DECIMALS} decimales`,
  tooLarge: 'El precio es demasiado grande',
  same: 'El precio nuevo es igual al actual',
  notFound: 'El precio no existe',
  notYourBrand: 'Solo puede modificar precios de proveedores de su marca',
  changedMeanwhile: 'El precio cambió mientras lo editaba; recargue e intente de nuevo',
  linkOn: 'Artículo activado para el proveedor',
  linkOff: 'Artículo desactivado para el proveedor',
  empty: 'No hay precios',
} as const;

const P = PRICE_MESSAGES;
const PX = PRICE_EXTRA_MESSAGES;

/** A supplier price: a positive number with at most 4 decimals ('No se permiten números negativos'). */
export const priceInput = z
  .union([z.string(), z.number()], { error: PX.required })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: PX.required });
      return z.NEVER;
    }
    if (hasCommaGroups(value)) {
      ctx.addIssue({ code: 'custom', message: DECIMAL_MESSAGES.commaGroups });
      return z.NEVER;
    }
    const parsed = parseDecimal(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: PX.notNumber });
      return z.NEVER;
    }
    if (parsed.isNegative()) ctx.addIssue({ code: 'custom', message: P.negative });
    else if (parsed.isZero()) ctx.addIssue({ code: 'custom', message: PX.zero });
    else if (parsed.gt(PRICE_MAX)) ctx.addIssue({ code: 'custom', message: PX.tooLarge });
    else if (parsed.decimalPlaces() > PRICE_DECIMALS)
      ctx.addIssue({ code: 'custom', message: PX.decimals });
    return parsed.toFixed(PRICE_DECIMALS);
  });

const flag = z.union([z.literal(0), z.literal(1)]);

// ── Supplier prices (/Proveedor/lista-precios) ─────────────────────────────────────────────────

export const PriceListQuerySchema = pageQuery(PRICE_PAGE_SIZE).extend({
  /** Brand tab; default the user's. */
  marca: z.string().trim().max(50).optional(),
  proveedorId: idParam.optional(),
  categoriaId: idParam.optional(),
  buscar: z.string().trim().max(100).optional(),
  estado: z.enum(ARTICLE_STATES).default('todos'),
});
export type PriceListQuery = z.infer<typeof PriceListQuerySchema>;

export const SupplierPriceSchema = z.object({
  id: z.number().int(),
  articuloID: z.string(),
  articulo: z.string(),
  unidad: z.string(),
  cantidadCompra: z.string(),
  categoria: z.string(),
  /** The article's own estado: a link of an inactive article cannot be switched on. */
  articuloEstado: flag,
  proveedorID: z.number().int(),
  proveedor: z.string(),
  codigoProveedor: z.string(),
  marca: z.string(),
  /** 4 decimals. */
  precio: z.string(),
  estado: flag,
  actualizadoEn: z.string(),
  /** Price changes recorded for this link. */
  cambios: z.number().int(),
  puedeEditar: z.boolean(),
  version: z.number().int(),
});
export type SupplierPrice = z.infer<typeof SupplierPriceSchema>;

export const PricePageSchema = pageOf(SupplierPriceSchema).extend({
  marca: z.string(),
  marcas: z.array(z.object({ marca: z.string(), total: z.number().int() })),
  marcaUsuario: z.string().nullable(),
  /** The tab's suppliers, for the supplier filter. */
  proveedores: z.array(
    z.object({ proveedorID: z.number().int(), nombre: z.string(), codigo: z.string() }),
  ),
});
export type PricePage = z.infer<typeof PricePageSchema>;

export const PriceParamsSchema = z.object({ id: idParam });
export const PriceEstadoParamsSchema = PriceParamsSchema.extend({ estado: flagParam });

export const PriceChangeSchema = z.object({
  precio: priceInput,
  /** The version the user saw: a price changed meanwhile answers 409. */
  version: rowVersion,
});
export type PriceChange = z.input<typeof PriceChangeSchema>;

export const PriceHistoryEntrySchema = z.object({
  historialId: z.number().int(),
  fecha: z.string(),
  usuario: z.string().nullable(),
  precioAnterior: z.string(),
  precioNuevo: z.string(),
  /** (new − old) ÷ old × 100, 2 decimals; purchasing flags jumps with it. */
  variacion: z.string(),
});
export type PriceHistoryEntry = z.infer<typeof PriceHistoryEntrySchema>;

export const PriceHistorySchema = z.object({
  id: z.number().int(),
  articuloID: z.string(),
  articulo: z.string(),
  proveedor: z.string(),
  precio: z.string(),
  cambios: z.array(PriceHistoryEntrySchema),
});
export type PriceHistory = z.infer<typeof PriceHistorySchema>;

/** Percentage change from `before` to `after`, 2 decimals ('0.00' when before is zero). */
export function priceVariation(before: Decimal.Value, after: Decimal.Value): string {
  const old = new Decimal(before);
  if (old.isZero()) return '0.00';
  return new Decimal(after).minus(old).div(old).times(100).toFixed(2);
}
