import { describe, expect, it } from 'vitest';
import {
  EditSupplierSchema,
  NewSupplierSchema,
  SCHEDULE_MESSAGES,
  SUPPLIER_MESSAGES as M,
  ScheduleUpdateSchema,
  dayOfWeek,
  diaNombre,
  nextDeliveryDate,
} from './catalog';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('order days', () => {
  it('numbers the week from lunes (1) to domingo (7)', () => {
    expect(dayOfWeek('2026-11-23')).toBe(1);
    expect(diaNombre(1)).toBe('lunes');
    expect(dayOfWeek('2026-11-29')).toBe(7);
    expect(diaNombre(7)).toBe('domingo');
    expect(diaNombre(8)).toBe('');
  });

  it('delivers on the supplier’s next order day after the order, across the week’s end', () => {
    // Lunes, miércoles, viernes.
    expect(nextDeliveryDate([1, 3, 5], '2026-11-23')).toBe('2026-11-25');
    expect(nextDeliveryDate([5, 1, 3], '2026-11-27')).toBe('2026-11-30');
    // Once a week: a week later, also across a month's end.
    expect(nextDeliveryDate([4], '2026-12-31')).toBe('2027-01-07');
    expect(nextDeliveryDate([], '2026-11-23')).toBeNull();
  });
});

describe('supplier schemas', () => {
  const valid = { codigo: 'PSW0010', max_productos: 12, descripcion: '' };

  it('takes max_productos only as a positive integer, with the spec messages', () => {
    expect(NewSupplierSchema.safeParse(valid).success).toBe(true);
    expect(firstMessage(NewSupplierSchema.safeParse({ ...valid, max_productos: 0 }))).toBe(
      M.maxProductosPositive,
    );
    expect(firstMessage(NewSupplierSchema.safeParse({ ...valid, max_productos: -3 }))).toBe(
      M.maxProductosPositive,
    );
    expect(firstMessage(NewSupplierSchema.safeParse({ ...valid, max_productos: 2.5 }))).toBe(
      M.noDecimals,
    );
    expect(firstMessage(NewSupplierSchema.safeParse({ ...valid, max_productos: undefined }))).toBe(
      M.required,
    );
  });

  it('asks for the phone mask 9999-9999 and a valid e-mail', () => {
    const edit = {
      telefono: '2278-4410',
      correo: 'ventas@proveedor.com.sv',
      direccion: '',
      descripcion: '',
      max_productos: 5,
      estado: 1,
      version: 0,
    };
    expect(EditSupplierSchema.safeParse(edit).success).toBe(true);
    for (const telefono of ['22784410', '2278-441', '2278-44100', 'abcd-efgh'])
      expect(firstMessage(EditSupplierSchema.safeParse({ ...edit, telefono }))).toBe(
        'Formato aceptado: NNNN-NNNN',
      );
    expect(firstMessage(EditSupplierSchema.safeParse({ ...edit, telefono: '' }))).toBe(M.required);
    expect(firstMessage(EditSupplierSchema.safeParse({ ...edit, correo: 'ventas@' }))).toBe(
      M.correoInvalid,
    );
    expect(EditSupplierSchema.safeParse({ ...edit, estado: 2 }).success).toBe(false);
  });

  it('requires the code for verification', () => {
    expect(firstMessage(NewSupplierSchema.safeParse({ ...valid, codigo: '  ' }))).toBe(
      M.codigoRequired,
    );
  });
});

describe('schedule schema', () => {
  it('takes one to seven distinct days from 1 to 7', () => {
    expect(ScheduleUpdateSchema.safeParse({ dias: [1, 3, 5] }).success).toBe(true);
    expect(firstMessage(ScheduleUpdateSchema.safeParse({ dias: [] }))).toBe(
      SCHEDULE_MESSAGES.diasRequired,
    );
    expect(firstMessage(ScheduleUpdateSchema.safeParse({ dias: [1, 1] }))).toBe(
      SCHEDULE_MESSAGES.diasRepeated,
    );
    for (const dia of [0, 8, 2.5])
      expect(firstMessage(ScheduleUpdateSchema.safeParse({ dias: [dia] }))).toBe(
        SCHEDULE_MESSAGES.diaInvalid,
      );
  });
});
