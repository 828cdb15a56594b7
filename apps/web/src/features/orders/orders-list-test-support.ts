import type { SessionUser } from '@jarvis/contracts/auth';
import type { OrderFilterOptions, OrderListItem } from '@jarvis/contracts/orders-lists';

/** The order lists' and the approval screen's test data. Test code only. */

export function order(overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    pedidoId: 120,
    estado: 2,
    fechaPedido: '2026-03-05',
    fechaEstimada: '2026-03-09',
    fechaEntrega: null,
    proveedor: { proveedorId: 7, nombre: 'Distribuidora del Valle', codigo: 'PSW0007' },
    sucursal: { sucursalId: 3, nombre: 'Metrocentro', bodega: 'SW04' },
    creadoPor: 'Ana',
    lineas: 4,
    totalPedido: '100.0000',
    totalFinal: '1234.5',
    creditoFiscal: null,
    ...overrides,
  };
}

export const filterOptions: OrderFilterOptions = {
  proveedores: [
    { proveedorId: 7, nombre: 'Distribuidora del Valle', codigo: 'PSW0007' },
    { proveedorId: 9, nombre: 'Lácteos SA', codigo: 'PSW0009' },
  ],
  sucursales: [
    { sucursalId: 3, nombre: 'Metrocentro', bodega: 'SW04' },
    { sucursalId: 4, nombre: 'Escalón', bodega: 'SW05' },
  ],
  hoy: '2026-03-11',
  desdePorDefecto: '2026-03-01',
};

export function approvalRow(overrides: Partial<OrderListItem> & { seleccionable?: boolean } = {}) {
  const row = order({ estado: 1, ...overrides });
  return { ...row, seleccionable: overrides.seleccionable ?? row.estado === 1 };
}

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userID: 7,
    username: 'marta.compras',
    nombre: 'Marta',
    apellido: 'Rivas',
    correo: 'marta.rivas@grupo-restaurantes.com',
    telefono: null,
    posicion: 'Compras',
    rol: 'Oficina',
    rolID: 2,
    departamento: 'Compras',
    sucursalID: 1,
    sucursal: 'Oficina central',
    marca: 'Subway',
    bodega: 'OF01',
    empleadoID: 1007,
    codEmpleado: 'MR000007',
    jefe: null,
    vetado: 0,
    foto: null,
    perfil: null,
    debeCambiarClave: false,
    ...overrides,
  };
}
