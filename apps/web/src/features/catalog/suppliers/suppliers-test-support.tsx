import type {
  SapSupplier,
  SupplierPage,
  SupplierRow,
  SupplierVerification,
} from '@jarvis/contracts/suppliers';
import { firstPage } from '../../../lib/test-api';

/** Shared set-up of the supplier screens' tests (the fake API and browser live in lib/test-api). */
export {
  apiError,
  locationShown,
  mockApi,
  renderRoute as renderPage,
  stubScreen,
  stubSignedInBrowser as stubBrowser,
  type ApiAnswer,
  type ApiCall,
} from '../../../lib/test-api';

export function supplierRow(overrides: Partial<SupplierRow> = {}): SupplierRow {
  return {
    proveedorID: 7,
    codigo: 'PSW0001',
    nombre: 'Distribuidora La Espiga, S.A. de C.V.',
    nombre_abrv: 'La Espiga',
    marca: 'Subway',
    telefono: '2222-3333',
    correo: 'ventas@laespiga.com.sv',
    direccion: 'Calle El Progreso 12, San Salvador',
    descripcion: 'Pan y harinas',
    max_productos: 25,
    estado: 1,
    WTLiable: false,
    version: 3,
    puedeEditar: true,
    ...overrides,
  };
}

export function supplierPage(
  items: SupplierRow[],
  overrides: Partial<SupplierPage> = {},
): SupplierPage {
  return {
    ...firstPage(items, 8),
    marca: 'Subway',
    marcas: [
      { marca: 'Subway', total: items.length },
      { marca: 'Humo', total: 4 },
      { marca: 'Viva Expresso', total: 2 },
    ],
    marcaUsuario: 'Subway',
    puedeCrear: true,
    ...overrides,
  };
}

export function sapSupplier(overrides: Partial<SapSupplier> = {}): SapSupplier {
  return {
    codigo: 'PSW0010',
    nombre: 'Lácteos del Valle, S.A. de C.V.',
    nombre_abrv: 'Lácteos del Valle',
    telefono: '2211-4455',
    correo: 'pedidos@lacteosdelvalle.com',
    direccion: 'Km 12 Carretera al Puerto',
    marcaSap: 'Subway',
    activo: true,
    WTLiable: true,
    ...overrides,
  };
}

export function verification(overrides: Partial<SupplierVerification> = {}): SupplierVerification {
  return {
    resultado: 'disponible',
    puedeCrear: true,
    mensaje: 'El proveedor existe en SAP y puede agregarse a Subway',
    marca: 'Subway',
    proveedor: sapSupplier(),
    ...overrides,
  };
}
