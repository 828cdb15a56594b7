import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FROZEN_SUPPLIER } from '@jarvis/erp-sim';
import { COMMON_MESSAGES } from '@jarvis/contracts/errors';
import { SUPPLIER_MESSAGES as M, SUPPLIER_PAGE_SIZE } from '@jarvis/contracts/suppliers';
import { ERP_MESSAGES } from '../../platform/erp/erp-errors';
import { catalogRequests } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** /Proveedor/crear-proveedor and /Proveedor/crear/{id} (spec 2 §2, §5 Supplier, §6). */
let t: TestApp;
const { setUp, call, supplierId, supplierRow, count } = catalogRequests(() => t);
const sim = () => t.platform.erp.simulator!;

beforeAll(async () => {
  // A short look-up deadline, so that 'SAP is slow' is tested in a second, not in eight.
  t = await createTestApp({ ERP_LOOKUP_TIMEOUT_SECONDS: '1' });
  await setUp();
});
afterAll(() => t.close());
beforeEach(() => sim().faults.clear());

const list = async (username: string, query = '') =>
  (await call(username, 'GET', `/api/catalogo/proveedores${query}`)).json();
const verify = (username: string, codigo: string) =>
  call(username, 'GET', `/api/catalogo/proveedores/verificar/${encodeURIComponent(codigo)}`);
const create = (username: string, body: Record<string, unknown>) =>
  call(username, 'POST', '/api/catalogo/proveedores', body);
const registrations = (codigo: string) =>
  count('SELECT count(*) AS n FROM proveedores WHERE codigo = $1', [codigo]);
/** A supplier added to SAP for one test, through the Service Layer as SAP's own users would. */
const addToSap = (partner: Record<string, unknown>) =>
  t.platform.erp.sl.post('BusinessPartners', {
    CardType: 'cSupplier',
    Phone1: '2200-1100',
    EmailAddress: 'ventas@proveedor.com.sv',
    ...partner,
  });

describe('supplier list', () => {
  it('shows one brand tab, 8 a page, with a bounded count per brand', async () => {
    const page = await list('gerente.zona');
    expect(page).toMatchObject({ marca: 'Subway', marcaUsuario: 'Subway', puedeCrear: true });
    expect(page.size).toBe(SUPPLIER_PAGE_SIZE);
    expect(page.items).toHaveLength(8);
    expect(page.total).toBe(11);
    expect(page.marcas).toEqual([
      { marca: 'Humo', total: 11 },
      { marca: 'Subway', total: 11 },
      { marca: 'Viva Expresso', total: 11 },
    ]);
    const second = await list('gerente.zona', '?page=2');
    expect(second.items).toHaveLength(3);
  });

  it('offers edit only on the suppliers of the user’s own brand', async () => {
    const own = await list('gerente.zona');
    expect(own.items.every((s: { puedeEditar: boolean }) => s.puedeEditar)).toBe(true);
    const other = await list('gerente.zona', '?marca=Humo');
    expect(other.marca).toBe('Humo');
    expect(other.items.some((s: { puedeEditar: boolean }) => s.puedeEditar)).toBe(false);
    // Central office staff without a brand of their own consult every tab and change none.
    const office = await list('admin', '?marca=Subway');
    expect(office).toMatchObject({ marcaUsuario: null, puedeCrear: false });
    expect(office.items.some((s: { puedeEditar: boolean }) => s.puedeEditar)).toBe(false);
  });

  it('treats an office buyer with a brand of its own as that brand’s user', async () => {
    // 'compras' sits in the central office and buys for Subway (docs/decisions/0004-user-brand.md).
    const page = await list('compras');
    expect(page).toMatchObject({ marca: 'Subway', marcaUsuario: 'Subway', puedeCrear: true });
    expect(page.items.every((s: { puedeEditar: boolean }) => s.puedeEditar)).toBe(true);
    const humo = await list('compras', '?marca=Humo');
    expect(humo.items.some((s: { puedeEditar: boolean }) => s.puedeEditar)).toBe(false);
  });

  it('searches code, name, phone and e-mail on the server, ignoring accents and case', async () => {
    const codes = async (buscar: string, marca = 'Subway') =>
      (
        await list(
          'gerente.zona',
          `?marca=${encodeURIComponent(marca)}&buscar=${encodeURIComponent(buscar)}`,
        )
      ).items.map((s: { codigo: string }) => s.codigo);
    expect(await codes('PACIFICO')).toEqual(['PSW0002']);
    expect(await codes('lácteos san julian')).toEqual(['PSW0005']);
    expect(await codes('2278-4410')).toEqual(['PSW0001']);
    expect(await codes('QuimLisa.com')).toEqual(['PSW0012']);
    expect(await codes('psw0003')).toEqual(['PSW0003']);
    expect(await codes('100%_')).toEqual([]);
    // Each tab counts its own matches.
    expect((await list('gerente.zona', '?buscar=LACTEOS')).marcas).toEqual([
      { marca: 'Humo', total: 1 },
      { marca: 'Subway', total: 1 },
      { marca: 'Viva Expresso', total: 1 },
    ]);
  });
});

describe('verifying a supplier code against SAP', () => {
  it('finds a supplier SAP has and this brand has not, with SAP’s data, whatever the case', async () => {
    const res = await verify('gerente.zona', 'psw0010');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      resultado: 'disponible',
      puedeCrear: true,
      mensaje: M.canAdd('Subway'),
      marca: 'Subway',
      proveedor: {
        codigo: 'PSW0010',
        nombre: 'Snacks Tropicales, S.A. de C.V.',
        nombre_abrv: 'Snacks Tropicales',
        telefono: '2297-4130',
        correo: 'ventas@snackstropicales.com.sv',
        activo: true,
        WTLiable: false,
      },
    });
  });

  it('says when the code is not a supplier in SAP: unknown, or a customer', async () => {
    for (const codigo of ['PSW9999', 'C0001']) {
      const res = (await verify('gerente.zona', codigo)).json();
      expect(res).toMatchObject({
        resultado: 'no-encontrado',
        puedeCrear: false,
        mensaje: M.notInSap,
      });
      expect(res.proveedor).toBeUndefined();
    }
  });

  it('refuses a supplier that is inactive (frozen) in SAP', async () => {
    const res = (await verify('restaurante2', FROZEN_SUPPLIER)).json();
    expect(res).toMatchObject({
      resultado: 'inactivo',
      puedeCrear: false,
      mensaje: M.inactiveInSap,
    });
    expect(res.proveedor.activo).toBe(false);
  });

  it('says when the brand already has it', async () => {
    expect((await verify('gerente.zona', 'PSW0001')).json()).toMatchObject({
      resultado: 'registrado',
      puedeCrear: false,
      mensaje: M.alreadyActive('Subway'),
    });
  });

  it('refuses a supplier SAP gives to another brand, and shows SAP’s brand as SAP has it', async () => {
    // Issue #51: SAP's U_Marca decides; a Humo supplier is not Subway's to register.
    for (const username of ['compras', 'gerente.zona']) {
      const res = await verify(username, 'PHU0001');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        resultado: 'otra-marca',
        puedeCrear: false,
        mensaje: M.otherBrand('Humo', 'Subway'),
        marca: 'Subway',
        proveedor: { codigo: 'PHU0001', marcaSap: 'Humo' },
      });
    }
    expect((await verify('compras', 'PSW0010')).json().proveedor.marcaSap).toBe('Subway');
  });

  it('accepts for any brand a supplier SAP gives no brand, and says SAP has none', async () => {
    await addToSap({ CardCode: 'PXX0001', CardName: 'Hielo Universal, S.A. de C.V.' });
    for (const username of ['compras', 'restaurante2'])
      expect((await verify(username, 'pxx0001')).json()).toMatchObject({
        resultado: 'disponible',
        puedeCrear: true,
        proveedor: { codigo: 'PXX0001', marcaSap: null },
      });
  });

  it('tells central office users without a brand they cannot add suppliers', async () => {
    expect((await verify('admin', 'PSW0010')).json()).toMatchObject({
      resultado: 'sin-marca',
      puedeCrear: false,
      mensaje: M.noBrand,
    });
    expect((await verify('compras', 'PSW0010')).json()).toMatchObject({
      resultado: 'disponible',
      puedeCrear: true,
      marca: 'Subway',
    });
  });

  it('answers 503 with a clear Spanish message when SAP is down', async () => {
    sim().faults.failNext(5, 502);
    const res = await verify('gerente.zona', 'PSW0010');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: ERP_MESSAGES.unavailable,
    });
  });

  it('gives up on a slow SAP after the short look-up deadline and says SAP is slow', async () => {
    // Issue #51: a person waited the 30 s meant for posting documents.
    sim().faults.delayNext(4, 3_000);
    const started = performance.now();
    const res = await verify('compras', 'PSW0010');
    const waited = performance.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: ERP_MESSAGES.slowLookup(1),
    });
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(2_500);
    const slowCreate = await create('compras', {
      codigo: 'PSW0010',
      max_productos: 5,
      descripcion: '',
    });
    expect(slowCreate.statusCode).toBe(503);
    expect(slowCreate.json().message).toBe(ERP_MESSAGES.slowLookup(1));
    expect(await registrations('PSW0010')).toBe(0);
  });
});

describe('creating a supplier from SAP', () => {
  it('saves SAP’s name, contact, address and WTLiable for the user’s brand, and audits it', async () => {
    const res = await create('gerente.zona', {
      codigo: 'psw0010',
      max_productos: 12,
      descripcion: 'Snacks y papalinas',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { proveedorID } = res.json().data;
    expect(res.json()).toMatchObject({
      successful: M.created,
      data: { codigo: 'PSW0010', marca: 'Subway' },
    });
    expect(await supplierRow(proveedorID)).toMatchObject({
      codigo: 'PSW0010',
      nombre: 'Snacks Tropicales, S.A. de C.V.',
      nombre_abrv: 'Snacks Tropicales',
      marca: 'Subway',
      telefono: '2297-4130',
      correo: 'ventas@snackstropicales.com.sv',
      direccion: 'Calle L-3, Zona Industrial Merliot',
      descripcion: 'Snacks y papalinas',
      max_productos: 12,
      estado: 1,
      wt_liable: false,
    });
    expect(
      await count(
        `SELECT count(*) AS n FROM bitacora WHERE accion = 'proveedor.crear' AND entidad_id = $1`,
        [String(proveedorID)],
      ),
    ).toBe(1);
    expect((await verify('gerente.zona', 'PSW0010')).json().resultado).toBe('registrado');
  });

  it('takes WTLiable from SAP and lets the user correct SAP’s phone and e-mail', async () => {
    await addToSap({
      CardCode: 'PHU0098',
      CardName: 'Carbón Zapotitán, S.A. de C.V.',
      U_Marca: 'Humo',
      SubjectToWithholdingTax: 'boYES',
      Phone1: '22350000',
    });
    const res = await create('restaurante2', {
      codigo: 'PHU0098',
      max_productos: 20,
      descripcion: '',
      telefono: '2235-0000',
      correo: 'humo@zapotitan.com.sv',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await supplierRow(res.json().data.proveedorID)).toMatchObject({
      marca: 'Humo',
      wt_liable: true,
      telefono: '2235-0000',
      correo: 'humo@zapotitan.com.sv',
    });
  });

  it('answers §5’s messages for max_productos, phone and e-mail, and saves nothing', async () => {
    const body = { codigo: 'PVE0012', max_productos: 10, descripcion: '' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ max_productos: 0 }, 'max_productos', M.maxProductosPositive],
      [{ max_productos: 2.5 }, 'max_productos', M.noDecimals],
      [{ max_productos: undefined }, 'max_productos', M.required],
      [{ telefono: '22984410' }, 'telefono', 'Formato aceptado: NNNN-NNNN'],
      [{ correo: 'pedidos@' }, 'correo', M.correoInvalid],
    ];
    for (const [change, field, message] of cases) {
      const res = await create('gerente.zona', { ...body, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    expect(await registrations('PVE0012')).toBe(0);
  });

  it('asks for a phone in the mask when SAP’s is not', async () => {
    const partner = sim().state.businessPartners.find((bp) => bp.CardCode === 'PHU0013')!;
    const phone = partner.Phone1;
    partner.Phone1 = '22980036';
    try {
      const res = await create('restaurante2', {
        codigo: 'PHU0013',
        max_productos: 10,
        descripcion: '',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ telefono: 'Formato aceptado: NNNN-NNNN' });
      expect(await registrations('PHU0013')).toBe(0);
    } finally {
      partner.Phone1 = phone;
    }
  });

  it('refuses unknown, inactive and already registered codes, and office users without a brand', async () => {
    const unknown = await create('gerente.zona', {
      codigo: 'XX-404',
      max_productos: 5,
      descripcion: '',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: M.notInSap });
    const frozen = await create('gerente.zona', {
      codigo: FROZEN_SUPPLIER,
      max_productos: 5,
      descripcion: '',
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe(M.inactiveInSap);
    const again = await create('gerente.zona', {
      codigo: 'PSW0001',
      max_productos: 5,
      descripcion: '',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyActive('Subway'));
    const office = await create('admin', {
      codigo: 'PVE0012',
      max_productos: 5,
      descripcion: '',
    });
    expect(office.statusCode).toBe(403);
    expect(office.json().message).toBe(M.noBrand);
    expect(await registrations(FROZEN_SUPPLIER)).toBe(0);
    expect(await registrations('PVE0012')).toBe(0);
  });

  it('refuses on the server a supplier SAP gives to another brand, and saves nothing', async () => {
    // Issue #51: /Proveedor/crear/PHU0013 let a Subway buyer register a Humo supplier.
    for (const username of ['compras', 'gerente.zona']) {
      const res = await create(username, { codigo: 'PHU0013', max_productos: 4, descripcion: '' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        message: M.otherBrand('Humo', 'Subway'),
      });
    }
    expect(await registrations('PHU0013')).toBe(0);
  });

  it('saves nothing and says so in Spanish when SAP is down', async () => {
    sim().faults.failNext(5, 502);
    const res = await create('gerente.zona', {
      codigo: 'PVE0012',
      max_productos: 5,
      descripcion: '',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(ERP_MESSAGES.unavailable);
    expect(await registrations('PVE0012')).toBe(0);
  });

  it('registers a code once when several people add it at the same moment', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map(() =>
        create('restaurante2', { codigo: 'PHU0013', max_productos: 4, descripcion: '' }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const loser of results.filter((r) => r.statusCode === 409))
      expect([M.createdMeanwhile('Humo'), M.alreadyActive('Humo')]).toContain(loser.json().message);
    expect(await registrations('PHU0013')).toBe(1);
  });
});

describe('editing a supplier', () => {
  const edit = (over: Record<string, unknown> = {}) => ({
    telefono: '2278-9999',
    correo: 'compras@laespiga.com.sv',
    direccion: 'Nueva dirección #1',
    descripcion: 'Pan del día',
    max_productos: 18,
    estado: 1,
    version: 0,
    ...over,
  });
  const put = (username: string, id: number, body: Record<string, unknown>) =>
    call(username, 'PUT', `/api/catalogo/proveedores/${id}`, body);

  it('saves the changes of its brand’s user with the spec’s toast, on the version seen', async () => {
    const id = await supplierId('PSW0001', 'Subway');
    const res = await put('gerente.zona', id, edit());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ successful: 'Proveedor Actualizado' });
    expect(await supplierRow(id)).toMatchObject({
      telefono: '2278-9999',
      max_productos: 18,
      direccion: 'Nueva dirección #1',
      version: 1,
    });
    const stale = await put('gerente.zona', id, edit({ max_productos: 3 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.changedMeanwhile);
    expect((await supplierRow(id))?.max_productos).toBe(18);
  });

  it('lets an office buyer edit its own brand’s suppliers', async () => {
    const id = await supplierId('PSW0004', 'Subway');
    const res = await put('compras', id, edit({ max_productos: 7 }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await supplierRow(id))?.max_productos).toBe(7);
  });

  it('switches estado to 0 and back; verification then reports it inactive', async () => {
    const id = await supplierId('PSW0002', 'Subway');
    expect((await put('gerente.zona', id, edit({ estado: 0 }))).statusCode).toBe(200);
    expect((await verify('gerente.zona', 'PSW0002')).json().mensaje).toBe(
      M.alreadyInactive('Subway'),
    );
    expect((await put('gerente.zona', id, edit({ estado: 1, version: 1 }))).statusCode).toBe(200);
    expect((await supplierRow(id))?.estado).toBe(1);
  });

  it('refuses a crafted edit of another brand’s supplier with 403 and changes nothing', async () => {
    const id = await supplierId('PHU0001', 'Humo');
    const before = await supplierRow(id);
    for (const username of ['gerente.zona', 'compras', 'admin']) {
      const res = await put(username, id, edit({ max_productos: 1 }));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.notYourBrand);
      expect(res.json().message).not.toBe(COMMON_MESSAGES.forbidden);
    }
    expect(await supplierRow(id)).toEqual(before);
    expect((await put('restaurante2', id, edit({ max_productos: 9 }))).statusCode).toBe(200);
  });

  it('validates like creation and answers 404 for an unknown supplier', async () => {
    const id = await supplierId('PSW0003', 'Subway');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ telefono: '2318 7730' }, 'telefono', 'Formato aceptado: NNNN-NNNN'],
      [{ correo: 'sin-arroba' }, 'correo', M.correoInvalid],
      [{ max_productos: -1 }, 'max_productos', M.maxProductosPositive],
      [{ max_productos: 1.5 }, 'max_productos', M.noDecimals],
    ];
    for (const [change, field, message] of cases) {
      const res = await put('gerente.zona', id, edit(change));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    expect((await put('gerente.zona', id, edit({ estado: 2 }))).statusCode).toBe(400);
    expect((await supplierRow(id))?.version).toBe(0);
    const missing = await put('gerente.zona', 999_999, edit());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
  });
});
