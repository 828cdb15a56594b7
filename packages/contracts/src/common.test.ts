import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { whenMissing } from './common';
import { NewTicketSchema } from './tickets';
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

describe('a choice sent as a form’s text', () => {
  const problema = NewTicketSchema.shape.tipoProblemaID;

  it('reads digits, from the multipart text or the form’s number', () => {
    expect(problema.parse('17')).toBe(17);
    expect(problema.parse(17)).toBe(17);
  });

  it('refuses a number written another way rather than reading it as another row', () => {
    for (const crafted of ['0x5A', '1e1', ' 5', '5.0', '-3'])
      expect(message(problema, crafted)).toBe('Entrada inválida: se esperaba un número entero');
  });

  it('gives the field’s own messages when it is missing, 0 or past any row', () => {
    for (const missing of [undefined, null, ''])
      expect(message(problema, missing)).toBe('El campo problema es obligatorio');
    expect(message(problema, '0')).toBe('El campo problema es obligatorio');
    expect(message(problema, '2147483648')).toBe('El problema seleccionado no existe');
  });
});
