import { fireEvent, screen } from '@testing-library/react';
import type { SessionUser } from '@jarvis/contracts/auth';
import {
  ORDER_STATE_LABELS,
  orderActionsFor,
  orderEditsFor,
  type OrderActor,
  type OrderDetail,
  type OrderState,
} from '@jarvis/contracts/orders';
import { mockApi, renderRoute, type ApiAnswer, type ApiCall } from '../../lib/test-api';
import { OrderDetailPage } from './order-detail-page';

/** What the order detail's tests share: order #41 as the API answers it, and its fake API. Test code only. */

export const me = (rol: string): SessionUser => ({
  userID: 7,
  username: 'ana.lopez',
  nombre: 'Ana',
  apellido: 'López',
  correo: 'ana@grupo.test',
  telefono: null,
  posicion: 'Encargada',
  rol,
  rolID: rol === 'Restaurante' ? 3 : 2,
  departamento: 'Operaciones',
  sucursalID: 4,
  sucursal: 'Metrocentro',
  marca: 'Subway',
  bodega: 'SW04',
  empleadoID: 1007,
  codEmpleado: 'AL000007',
  jefe: null,
  vetado: 0,
  foto: null,
  perfil: null,
  debeCambiarClave: false,
});

export const line = (
  id: number,
  articuloId: string,
  nombre: string,
  cantidad: string,
  precio: string,
) => ({
  pedidoDetalleId: id,
  articuloId,
  articuloIdFicticio: null,
  nombre,
  unidad: 'Caja',
  cantidadPedida: cantidad,
  cantidadRecibida: null,
  precioPedido: precio,
  precioProveedor: precio,
  total: (Number(cantidad) * Number(precio)).toFixed(4),
});

/** Order #41 in `estado`, as the API answers it to `actor`: the contracts' moves and edits. */
export function orderOf(estado: OrderState, actor: OrderActor, over: Partial<OrderDetail> = {}) {
  const order: OrderDetail = {
    pedidoId: 41,
    estado,
    nombreEstado: ORDER_STATE_LABELS[estado],
    proveedor: {
      proveedorId: 5,
      nombre: 'Bebidas Centro',
      codigo: 'PSW0005',
      telefono: '2222-3333',
      correo: 'ventas@bebidas.test',
      maxProductos: 5,
    },
    sucursal: {
      sucursalId: 4,
      nombre: 'Metrocentro',
      bodega: 'SW04',
      marca: 'Subway',
      direccion: 'Blvd. Los Héroes',
      telefono: '2260-0000',
      correo: 'metro@subway.test',
    },
    fechaPedido: '2026-03-10',
    fechaEstimada: '2026-03-13',
    fechaEntrega: null,
    fechaFactura: null,
    creditoFiscal: null,
    dte: null,
    serieDoc: null,
    numUnico: null,
    notaCredito: 0,
    razon: null,
    correccionRequerida: 0,
    comentario: 'Entregar por la mañana',
    creadoPor: 'Ana López',
    verificadoPor: null,
    totalPedido: '50.0000',
    totalFinal: '56.5000',
    docTotal: null,
    wtLiable: false,
    version: 3,
    lineas: [
      { ...line(101, 'A100', 'Agua 600 ml', '10.0000', '4.2500'), articuloIdFicticio: 'F-100' },
      line(102, 'A200', 'Pan', '3.0000', '2.5000'),
    ],
    historial: [
      {
        fecha: '2026-03-11T16:00:00.000Z',
        usuario: 'Luis Pérez',
        accion: 'Modificó productos',
        cambios: [{ campo: 'Cantidad recibida', articulo: 'Pan', de: '10.0000', a: '8.0000' }],
      },
      {
        fecha: '2026-03-10T15:00:00.000Z',
        usuario: 'Ana López',
        accion: 'Creó el pedido',
        cambios: [{ campo: 'Estado', articulo: null, de: null, a: 'Revisión' }],
      },
    ],
    inconsistencias: [],
    sap: [],
    fechaProcesamientoSap: null,
    acciones: orderActionsFor(actor, estado),
    ediciones: orderEditsFor(actor, estado),
  };
  return { ...order, ...over };
}

export const newTotals = { totalPedido: '51.5000', totalFinal: '58.1950' };
export const available = {
  proveedorId: 5,
  articulos: [
    {
      articuloId: 'A300',
      nombre: 'Jugo naranja',
      unidad: 'Fardo',
      categoria: 'Bebidas',
      precio: '9.99',
    },
  ],
};

/** The API of one order; a change answers `change(call)`, by default a new version and totals. */
export function serve(
  order: OrderDetail,
  actor: OrderActor = 'central',
  change?: (call: ApiCall) => ApiAnswer | undefined,
) {
  let current = order;
  return mockApi((call) => {
    const path = call.url.pathname;
    if (path === '/api/users/me')
      return { body: me(actor === 'central' ? 'Oficina' : 'Restaurante') };
    if (call.method === 'GET' && path === '/api/pedidos/41') return { body: current };
    if (path === '/api/pedidos/41/disponibles') return { body: available };
    if (call.method === 'GET') return undefined;
    const answer = change?.(call);
    if (answer) return answer;
    current = { ...current, version: current.version + 1, ...newTotals };
    return { body: { successful: 'Pedido actualizado', version: current.version, ...newTotals } };
  });
}

export async function open() {
  const rendered = renderRoute(
    <OrderDetailPage route={{ nombre: 'Detalle de Pedido' }} />,
    '/Compras/orden/41',
    '/Compras/orden/:pedidoId',
  );
  await screen.findByText('Pedido #41 · Bebidas Centro');
  return rendered;
}

export const changes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
export const reads = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/pedidos/41').length;
export const cell = (name: string) => screen.findByRole('textbox', { name });
export const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
};
export const dialog = () => screen.findByRole('dialog');
