import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from './orders';
import {
  newPrice,
  PRICE_CHANGE_MESSAGES as M,
  PRICE_CHANGE_PAGE_SIZES,
  PRICE_CHANGE_STATES,
  PriceChangeApplySchema,
  PriceChangePreviewRequestSchema,
  PriceChangeQuerySchema,
} from './orders-price-change';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const filtro = { desde: '2026-03-01', hasta: '2026-03-31' };
const cambios = [{ articuloId: 'A-1', precio: 1.5 }];

describe('the mass price change', () => {
  it('offers the states central staff price in, never SAP nor voided', () => {
    expect(PRICE_CHANGE_STATES).toEqual([2, 4, 6]);
    expect(PRICE_CHANGE_PAGE_SIZES).toEqual([5, 10, 100]);
    expect(messageOf(PriceChangeQuerySchema.safeParse({ ...filtro, estado: '8' }))).toBe(
      M.invalidState,
    );
    expect(PriceChangeQuerySchema.parse({ ...filtro, estado: '4' }).estado).toBe(4);
  });

  it('requires the date range, in order', () => {
    expect(messageOf(PriceChangeQuerySchema.safeParse({ desde: '2026-03-01' }))).toBe(
      ORDER_MESSAGES.chooseDateRange,
    );
    expect(
      messageOf(PriceChangeQuerySchema.safeParse({ desde: '2026-03-02', hasta: '2026-03-01' })),
    ).toBe('La fecha inicial no puede ser posterior a la final');
    expect(messageOf(PriceChangePreviewRequestSchema.safeParse({ filtro: {}, cambios }))).toBe(
      ORDER_MESSAGES.chooseDateRange,
    );
  });

  it('takes a positive price with up to 4 decimals', () => {
    expect(messageOf(newPrice.safeParse(-1))).toBe('No se permiten números negativos');
    expect(messageOf(newPrice.safeParse(0))).toBe(ORDER_MESSAGES.invalidPrice);
    expect(messageOf(newPrice.safeParse(1.23456))).toBe(ORDER_MESSAGES.invalidPrice);
    expect(messageOf(newPrice.safeParse(undefined))).toBe(ORDER_MESSAGES.fieldRequired);
    expect(newPrice.safeParse(0.0001).success).toBe(true);
    expect(newPrice.safeParse(12.3456).success).toBe(true);
  });

  it('wants one price per article, and each chosen order once', () => {
    const repeated = [...cambios, { articuloId: 'A-1', precio: 2 }];
    expect(
      messageOf(PriceChangePreviewRequestSchema.safeParse({ filtro, cambios: repeated })),
    ).toBe(ORDER_MESSAGES.repeatedProduct);
    expect(messageOf(PriceChangePreviewRequestSchema.safeParse({ filtro, cambios: [] }))).toBe(
      M.noPrices,
    );
    expect(
      messageOf(PriceChangePreviewRequestSchema.safeParse({ filtro, cambios, pedidoIds: [4, 4] })),
    ).toBe(ORDER_MESSAGES.repeatedOrders);
    expect(PriceChangePreviewRequestSchema.safeParse({ filtro, cambios }).success).toBe(true);
  });

  it('applies only with the preview’s digest', () => {
    expect(messageOf(PriceChangeApplySchema.safeParse({ filtro, cambios, huella: 'x' }))).toBe(
      M.changedMeanwhile,
    );
    expect(
      PriceChangeApplySchema.safeParse({ filtro, cambios, huella: 'a'.repeat(64) }).success,
    ).toBe(true);
  });
});
