import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { localeError } from './zod-locale';

const message = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: localeError }).error?.issues[0]?.message;

describe('zod in Spanish', () => {
  it('says numbers in words a user reads, not zod’s int and NaN', () => {
    expect(message(z.number().int(), 1.5)).toBe('Entrada inválida: se esperaba un número entero');
    expect(message(z.coerce.number(), 'abc')).toBe('Entrada inválida: se esperaba un número');
    expect(message(z.number().int().max(2_147_483_647), 2_147_483_648)).toBe(
      'Debe ser como máximo 2.147.483.647',
    );
    expect(message(z.number().int().positive(), 0)).toBe('Debe ser mayor que 0');
    expect(message(z.number().min(1), 0)).toBe('Debe ser al menos 1');
    expect(message(z.number().lt(10), 10)).toBe('Debe ser menor que 10');
  });

  it('keeps zod’s Spanish for everything else', () => {
    expect(message(z.string(), 5)).toBe('Entrada inválida: se esperaba texto, recibido número');
    expect(message(z.string().max(3), 'abcd')).toBe(
      'Demasiado grande: se esperaba que texto tuviera <=3 caracteres',
    );
  });
});
