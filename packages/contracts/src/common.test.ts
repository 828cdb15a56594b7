import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { whenMissing } from './common';
import { NewUserSchema } from './users';
import { localeError } from './zod-locale';

const message = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: localeError }).error?.issues[0]?.message;

describe('the text a person writes', () => {
  it('gives a field’s own message when it is missing, and zod’s when it has another type', () => {
    const nombre = NewUserSchema.shape.nombre;
    expect(message(nombre, undefined)).toBe('El campo nombre es obligatorio');
    expect(message(nombre, null)).toBe('El campo nombre es obligatorio');
    expect(message(nombre, '  ')).toBe('El campo nombre es obligatorio');
    expect(message(nombre, 5)).toBe('Entrada inválida: se esperaba texto, recibido número');
    const amount = z.number({ error: whenMissing('Ingrese la cantidad') });
    expect(message(amount, undefined)).toBe('Ingrese la cantidad');
    expect(message(amount, '5')).toBe('Entrada inválida: se esperaba un número');
  });

  it('reads a name of invisible characters as empty, and trims them off a real one', () => {
    const nombre = NewUserSchema.shape.nombre;
    expect(message(nombre, '\u200B\u200D\uFEFF ')).toBe('El campo nombre es obligatorio');
    expect(nombre.parse('\u200BLucía\u2060 ')).toBe('Lucía');
    expect(nombre.parse('Ana 👩\u200D💻')).toBe('Ana 👩\u200D💻');
  });
});
