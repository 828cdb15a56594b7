import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ARTICLE_MESSAGES as A, ARTICLE_EXTRA_MESSAGES as AX } from '@jarvis/contracts/articles';
import { PRICE_MESSAGES as P } from '@jarvis/contracts/prices';
import { ERP_MESSAGES } from '../../platform/erp/erp-errors';
import { catalogRequests, type ArticleRow as Row } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** /Proveedor/articulos, /Proveedor/ppd/ and the create-article dialog (spec 2 §4, §5). */
let t: TestApp;
const {
  setUp,
  call,
  supplierId,
  count,
  articleRow: article,
  articleWithLinks,
} = catalogRequests(() => t);
const sim = () => t.platform.erp.simulator!;

beforeAll(async () => {
  t = await createTestApp();
  await setUp();
});
afterAll(() => t.close());
beforeEach(() => sim().faults.clear());

const edit = (codigo: string, body: Record<string, unknown>) =>
  call('gerente.zona', 'PUT', `/api/catalogo/articulos/${codigo}`, body);
const linksOn = (codigo: string) =>
  count('SELECT count(*) AS n FROM proveedor_articulos WHERE articulo_id = $1 AND estado = 1', [
    codigo,
  ]);

describe('article edit (spec 2 §5)', () => {
  const valid = (row: Row) => ({
    nombre: row.nombre,
    unidad_compra: row.unidad,
    unidad_venta: row.unidad_venta,
    minIngresoInv: '2',
    maxIngresoInv: '40.5',
    categoriaID: row.categoriaID,
    version: row.version,
  });

  it('refuses each broken rule with its message and changes nothing', async () => {
    const row = await article('PAN-0001');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nombre: '' }, 'nombre', A.nombreRequired],
      [{ nombre: 'Pa' }, 'nombre', A.nombreLength],
      [{ nombre: 'x'.repeat(151) }, 'nombre', A.nombreLength],
      [{ unidad_compra: 'C' }, 'unidad_compra', A.unidadLength],
      [{ unidad_venta: '' }, 'unidad_venta', A.unidadRequired],
      [{ unidad_venta: 'u'.repeat(51) }, 'unidad_venta', A.unidadLength],
      [{ minIngresoInv: '-1' }, 'minIngresoInv', A.negative],
      [{ maxIngresoInv: 'diez' }, 'maxIngresoInv', A.notNumber],
      [{ maxIngresoInv: '1000000000' }, 'maxIngresoInv', A.tooLarge],
      [{ minIngresoInv: '50', maxIngresoInv: '40' }, 'minIngresoInv', A.minOverMax],
    ];
    for (const [change, field, message] of cases) {
      const res = await edit('PAN-0001', { ...valid(row), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    const after = await article('PAN-0001');
    expect(after.version).toBe(row.version);
    expect(after.nombre).toBe(row.nombre);
  });

  it('saves a valid edit with 6-decimal limits, once per version seen', async () => {
    const row = await article('PAN-0002');
    const res = await edit('PAN-0002', {
      ...valid(row),
      nombre: '  Pan de ajo 15 cm  ',
      minIngresoInv: '0.125',
      maxIngresoInv: 999999999,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().successful).toBe(AX.updated);
    const after = await article('PAN-0002');
    expect(after).toMatchObject({
      nombre: 'Pan de ajo 15 cm',
      minIngresoInv: '0.125000',
      maxIngresoInv: '999999999.000000',
      version: row.version + 1,
    });
    const stale = await edit('PAN-0002', valid(row));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(AX.changedMeanwhile);
  });

  it('answers 404 for an article that does not exist', async () => {
    const res = await edit('NO-EXISTE', {
      nombre: 'Algo',
      unidad_compra: 'Caja',
      unidad_venta: 'Unidad',
      minIngresoInv: 0,
      maxIngresoInv: 1,
      categoriaID: 1,
      version: 0,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(A.notFound);
  });
});

describe('article flags', () => {
  it('switching an article off switches it off for all its suppliers, and links stay off', async () => {
    const code = await articleWithLinks();
    const before = await linksOn(code);
    expect(before).toBeGreaterThanOrEqual(2);
    const off = await call('gerente.zona', 'PUT', `/api/catalogo/articulos/${code}/estado/0`);
    expect(off.json().successful).toBe(AX.deactivated);
    expect(await linksOn(code)).toBe(0);
    const row = await article(code);
    expect(row).toMatchObject({ estado: 0, proveedoresActivos: 0 });

    // Spec 2 §4: a link of an inactive article cannot be switched on.
    const [link] = await t.database.query<{ id: number }>(
      `SELECT pa.id FROM proveedor_articulos pa JOIN proveedores p USING (proveedor_id)
        WHERE pa.articulo_id = $1 AND p.marca = 'Subway' LIMIT 1`,
      [code],
    );
    if (link) {
      const refused = await call(
        'gerente.zona',
        'PUT',
        `/api/catalogo/precios/${link.id}/estado/1`,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(P.articleInactive);
    }

    const on = await call('gerente.zona', 'PUT', `/api/catalogo/articulos/${code}/estado/1`);
    expect(on.json().successful).toBe(AX.activated);
    expect(await linksOn(code)).toBe(0);
    const bad = await call('gerente.zona', 'PUT', `/api/catalogo/articulos/${code}/estado/2`);
    expect(bad.statusCode).toBe(400);
  });

  it('toggles PPD from the article list and from the PPD screen', async () => {
    const on = await call('gerente.zona', 'PUT', '/api/catalogo/articulos/PAN-0003/ppd', {
      ppd: 1,
    });
    expect(on.json().successful).toBe(AX.ppdOn);
    expect((await article('PAN-0003')).ppd).toBe(1);
    const off = await call('gerente.zona', 'PUT', '/api/catalogo/ppd/PAN-0003', { ppd: 0 });
    expect(off.json().successful).toBe(AX.ppdOff);
    const page = await (await call('gerente.zona', 'GET', '/api/catalogo/ppd?ppd=sin')).json();
    expect(page.total).toBe(await count('SELECT count(*) AS n FROM articulos WHERE ppd = 0'));
    const bad = await call('gerente.zona', 'PUT', '/api/catalogo/ppd/PAN-0003', { ppd: 3 });
    expect(bad.statusCode).toBe(400);
  });

  it('blocks and unblocks with the spec’s toasts', async () => {
    const block = await call('gerente.zona', 'PUT', '/api/catalogo/articulos/PAN-0004/bloqueo', {
      isActive: 0,
    });
    expect(block.json().successful).toBe(A.blocked);
    expect((await article('PAN-0004')).isActive).toBe(0);
    const unblock = await call('gerente.zona', 'PUT', '/api/catalogo/articulos/PAN-0004/bloqueo', {
      isActive: 1,
    });
    expect(unblock.json().successful).toBe(A.enabled);
  });

  it('refuses the article routes to a user without the catalogue options', async () => {
    for (const [method, url] of [
      ['GET', '/api/catalogo/articulos'],
      ['GET', '/api/catalogo/ppd'],
      ['PUT', '/api/catalogo/articulos/PAN-0004/estado/0'],
    ] as const) {
      const res = await call('restaurante', method, url);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await article('PAN-0004')).estado).toBe(1);
  });
});

describe('creating an article from a SAP code (spec 2 §5)', () => {
  const verify = (codigo: string, username = 'gerente.zona') =>
    call(username, 'GET', `/api/catalogo/articulos/verificar/${encodeURIComponent(codigo)}`);
  const create = (body: Record<string, unknown>, username = 'gerente.zona') =>
    call(username, 'POST', '/api/catalogo/articulos', body);
  const categoryId = async (nombre: string) => {
    const [row] = await t.database.query<{ id: number }>(
      'SELECT categoria_id AS id FROM categorias WHERE nombre = $1',
      [nombre],
    );
    return Number(row!.id);
  };
  const articles = (codigo: string) =>
    count('SELECT count(*) AS n FROM articulos WHERE articulo_id = $1', [codigo]);

  it('finds the code in SAP ignoring case and says so', async () => {
    const res = await verify('aba-0020');
    expect(res.json()).toMatchObject({
      resultado: 'disponible',
      mensaje: A.codeExists,
      articulo: { articuloID: 'ABA-0020', unidad: 'Caja', unidad_venta: 'Bolsa' },
    });
    expect(res.json().articulo.cantidadCompra).toBe('64.0000');
  });

  it('tells apart a code SAP lacks, an inactive item and one already registered', async () => {
    expect((await verify('ZZZ-9999')).json()).toMatchObject({
      resultado: 'no-encontrado',
      mensaje: A.codeNotInSap,
    });
    expect((await verify('PAN-0012')).json()).toMatchObject({
      resultado: 'inactivo',
      mensaje: A.unavailable,
    });
    expect((await verify('ABA-0026')).json().resultado).toBe('inactivo');
    const registered = (await verify('pan-0001')).json();
    expect(registered).toMatchObject({ resultado: 'registrado', mensaje: AX.registeredCanLink });
    expect(registered.proveedoresAsignados.length).toBeGreaterThan(0);
  });

  it('checks every rule of the dialog on the server and saves nothing when one fails', async () => {
    const subway = await supplierId('PSW0001', 'Subway');
    const humo = await supplierId('PHU0001', 'Humo');
    const base = {
      articuloID: 'ABA-0021',
      categoriaID: await categoryId('Abarrotes'),
      proveedores: [{ proveedorID: subway, precio: '10.5' }],
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ categoriaID: undefined }, 'categoriaID', A.categoriaRequired],
      [{ asignarFicticio: true }, 'articuloID_ficticio', A.ficticioRequired],
      [{ proveedores: [] }, 'proveedores', A.suppliersRequired],
      [
        { proveedores: [{ proveedorID: subway, precio: '-1' }] },
        'proveedores.0.precio',
        P.negative,
      ],
      [
        { proveedores: [{ proveedorID: humo, precio: '1' }] },
        'proveedores',
        AX.supplierNotYourBrand,
      ],
      [{ articuloID: 'PAN-0012' }, 'articuloID', A.unavailable],
      [{ articuloID: 'ZZZ-9999' }, 'articuloID', A.codeNotInSap],
    ];
    for (const [change, field, message] of cases) {
      const res = await create({ ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(res.json())).toBe(message);
    }
    expect(await articles('ABA-0021')).toBe(0);
    expect(await articles('PAN-0012')).toBe(0);
  });

  it('answers 503 with a Spanish message when SAP is down, and saves nothing', async () => {
    sim().faults.failNext(5, 502);
    const res = await create({
      articuloID: 'ABA-0022',
      categoriaID: await categoryId('Abarrotes'),
      proveedores: [{ proveedorID: await supplierId('PSW0001', 'Subway'), precio: '3' }],
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(ERP_MESSAGES.unavailable);
    expect(await articles('ABA-0022')).toBe(0);
  });

  it('creates it from SAP’s data for two suppliers; the second attempt is refused', async () => {
    const first = await supplierId('PSW0001', 'Subway');
    const second = await supplierId('PSW0002', 'Subway');
    const body = {
      articuloID: 'aba-0023',
      categoriaID: await categoryId('Abarrotes'),
      asignarFicticio: true,
      articuloID_ficticio: 'FIC-0023',
      ppd: 1,
      proveedores: [
        { proveedorID: first, precio: '12.3456' },
        { proveedorID: second, precio: 13 },
      ],
    };
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ successful: AX.created, data: { articuloID: 'ABA-0023' } });
    expect(res.json().data.vinculos).toHaveLength(2);
    const row = await article('ABA-0023');
    expect(row).toMatchObject({
      nombre: 'Papas horneadas 28 g',
      articuloID_ficticio: 'FIC-0023',
      unidad: 'Caja',
      unidad_venta: 'Bolsa',
      cantidadCompra: '64.0000',
      ppd: 1,
      estado: 1,
      proveedores: 2,
    });
    const prices = await t.database.query<{ precio: string }>(
      'SELECT precio::text FROM proveedor_articulos WHERE articulo_id = $1 ORDER BY precio',
      ['ABA-0023'],
    );
    expect(prices.map((p) => p.precio)).toEqual(['12.3456', '13.0000']);
    const again = await create(body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(A.alreadyInJarvis);
  });

  it('lets one of two simultaneous creations of the same code win', async () => {
    const body = {
      articuloID: 'ABA-0024',
      categoriaID: await categoryId('Abarrotes'),
      proveedores: [{ proveedorID: await supplierId('PSW0003', 'Subway'), precio: '2' }],
    };
    const results = await Promise.all([create(body), create(body), create(body)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    expect(await articles('ABA-0024')).toBe(1);
  });

  it('refuses a ficticio code another article holds, in any case or as its SAP code', async () => {
    const body = async (articuloID: string, ficticio: string) => ({
      articuloID,
      categoriaID: await categoryId('Abarrotes'),
      asignarFicticio: true,
      articuloID_ficticio: ficticio,
      proveedores: [{ proveedorID: await supplierId('PSW0004', 'Subway'), precio: '4' }],
    });
    const first = await create(await body('PAN-0042', 'FIC-QA-1'));
    expect(first.statusCode, first.body).toBe(201);
    for (const [codigo, ficticio] of [
      ['PAN-0043', 'fic-qa-1'],
      ['PAN-0043', 'pan-0001'],
    ] as const) {
      const res = await create(await body(codigo, ficticio));
      expect(res.statusCode).toBe(409);
      const holder = ficticio === 'pan-0001' ? 'PAN-0001' : 'PAN-0042';
      expect(res.json().fields.articuloID_ficticio).toBe(AX.ficticioTaken(ficticio, holder));
    }
    expect(await articles('PAN-0043')).toBe(0);
    // The database keeps the rule when two creations race past the look-up.
    const raced = await Promise.all([
      create(await body('PAN-0044', 'FIC-RACE')),
      create(await body('PAN-0045', 'fic-race')),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const [loser] = raced.filter((r) => r.statusCode === 409);
    expect(loser!.json().message).toMatch(/El código ficticio .* ya lo usa/);
  });

  it('refuses creating or assigning to an office user with no brand, saving nothing', async () => {
    const body = {
      articuloID: 'ABA-0025',
      categoriaID: await categoryId('Abarrotes'),
      proveedores: [{ proveedorID: await supplierId('PSW0001', 'Subway'), precio: '1' }],
    };
    const res = await create(body, 'admin');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AX.noBrand);
    expect(await articles('ABA-0025')).toBe(0);
    const link = await call('admin', 'POST', '/api/catalogo/articulos/PAN-0001/proveedores', {
      proveedores: [{ proveedorID: await supplierId('PSW0004', 'Subway'), precio: '1' }],
    });
    expect(link.statusCode).toBe(403);
    expect(link.json().message).toBe(AX.noBrand);
  });

  it('assigns a registered article to suppliers of another brand by that brand’s user', async () => {
    const humo = await supplierId('PHU0002', 'Humo');
    const res = await call('restaurante2', 'POST', '/api/catalogo/articulos/ABA-0023/proveedores', {
      proveedores: [{ proveedorID: humo, precio: '11' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().successful).toBe(AX.linked);
    const again = await call(
      'restaurante2',
      'POST',
      '/api/catalogo/articulos/ABA-0023/proveedores',
      {
        proveedores: [{ proveedorID: humo, precio: '11' }],
      },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/ya está asignado/);
  });
});
