import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_MESSAGES as M,
  DOWNLOAD_STATE_LABELS,
  downloadFilename,
  DownloadQuerySchema,
} from './orders-downloads';

const messages = (input: unknown) => {
  const result = DownloadQuerySchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the downloads form', () => {
  it("offers Abierto and Pendiente, the spec's names for states 2 and 3", () => {
    expect(DOWNLOAD_STATE_LABELS).toEqual({ 2: 'Abierto', 3: 'Pendiente' });
  });

  it('says the fields may not be empty first when the form is sent empty, then each field', () => {
    const expected = [
      ['', M.emptyFields],
      ['proveedorId', M.chooseSupplier],
      ['fecha', M.chooseDate],
      ['estado', M.chooseState],
    ];
    expect(messages({})).toEqual(expected);
    // As a query string carries a form left empty.
    expect(messages({ proveedorId: '', fecha: '', estado: '' })).toEqual(expected);
    expect(M.emptyFields).toBe('No se permiten campos vacíos');
  });

  it("names each missing field with the spec's message", () => {
    expect(messages({ fecha: '2026-12-01', estado: '2' })).toEqual([
      ['proveedorId', 'Debe seleccionar un proveedor'],
    ]);
    expect(messages({ proveedorId: '7', estado: '2' })).toEqual([
      ['fecha', 'No ha seleccionado fecha'],
    ]);
    expect(messages({ proveedorId: '7', fecha: '2026-12-01' })).toEqual([
      ['estado', 'Debe seleccionar un estado'],
    ]);
  });

  it('takes only states 2 and 3, and real dates', () => {
    const base = { proveedorId: '7', fecha: '2026-12-01' };
    expect(messages({ ...base, estado: '4' })).toEqual([['estado', M.chooseState]]);
    expect(messages({ ...base, estado: 'abierto' })).toEqual([['estado', M.chooseState]]);
    expect(messages({ ...base, estado: '2', fecha: '01/12/2026' })[0]).toEqual([
      'fecha',
      M.chooseDate,
    ]);
  });

  it('reads a query string and the form alike; the branch is optional', () => {
    expect(
      DownloadQuerySchema.parse({ proveedorId: '7', fecha: '2026-12-01', estado: '3' }),
    ).toEqual({ proveedorId: 7, fecha: '2026-12-01', estado: 3 });
    expect(
      DownloadQuerySchema.parse({ proveedorId: 7, sucursalId: 2, fecha: '2026-12-01', estado: 2 }),
    ).toEqual({ proveedorId: 7, sucursalId: 2, fecha: '2026-12-01', estado: 2 });
    expect(messages({ proveedorId: '0x7', fecha: '2026-12-01', estado: '2' })).toHaveLength(1);
  });
});

describe('the files', () => {
  it("are named after the supplier's code and the delivery date", () => {
    const parts = { codigo: 'PSW0002', fecha: '2026-12-01', estado: 2 as const };
    expect(downloadFilename(parts, 'excel')).toBe('entrega-PSW0002-2026-12-01.xlsx');
    expect(downloadFilename({ ...parts, bodega: 'SW01', estado: 3 }, 'pdf')).toBe(
      'entrega-PSW0002-2026-12-01-SW01-pendiente.pdf',
    );
    expect(downloadFilename({ ...parts, codigo: 'P/S W' }, 'pdf')).toBe(
      'entrega-P_S_W-2026-12-01.pdf',
    );
  });
});
