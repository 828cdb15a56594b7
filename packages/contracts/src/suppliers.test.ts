import { describe, expect, it } from 'vitest';
import { EditSupplierSchema, NewSupplierSchema, SUPPLIER_MESSAGES as M } from './suppliers';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

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
