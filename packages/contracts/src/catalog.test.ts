import { describe, expect, it } from 'vitest';
import { EditArticleSchema } from './articles';
import { DECIMAL_MESSAGES, parseDecimal } from './catalog';
import { PriceChangeSchema } from './prices';

const price = (precio: unknown) => PriceChangeSchema.safeParse({ precio, version: 0 });

describe('typed decimals', () => {
  it('reads a decimal point or a decimal comma, and numbers', () => {
    expect(parseDecimal('12.5')?.toString()).toBe('12.5');
    expect(parseDecimal(' 12,5 ')?.toString()).toBe('12.5');
    expect(parseDecimal('1,50')?.toString()).toBe('1.5');
    expect(parseDecimal(12.5)?.toString()).toBe('12.5');
    expect(parseDecimal('1.500,00')).toBeNull();
  });

  it('refuses a comma that may group thousands, for a price and an article limit', () => {
    for (const typed of ['1,500', '12,000', '1,000,000']) {
      expect(parseDecimal(typed), typed).toBeNull();
      expect(price(typed).error?.issues[0]?.message, typed).toBe(DECIMAL_MESSAGES.commaGroups);
    }
    expect(price('1500').data?.precio).toBe('1500.0000');
    expect(price('1,5').data?.precio).toBe('1.5000');
    const limits = EditArticleSchema.safeParse({
      nombre: 'Queso cheddar',
      unidadInventario: 'Libra',
      unidadEntrega: 'Caja',
      minIngresoInv: '1,000',
      maxIngresoInv: '5',
      categoriaID: 1,
      version: 0,
    });
    expect(limits.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'minIngresoInv',
      DECIMAL_MESSAGES.commaGroups,
    ]);
  });
});
