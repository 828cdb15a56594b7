import { ORDER_VIEWS } from '@jarvis/contracts/orders-lists';

/**
 * The heading a menu option's page shows: its menu name, except the order lists, which the spec
 * titles itself ('Pedidos en abiertos', 'No entregado', 'Pedidos incosistentes').
 */
export function headingOf(option: { ruta: string; nombre: string }): string {
  const view = Object.values(ORDER_VIEWS).find((v) => v.ruta === `/${option.ruta}`);
  return view?.titulo ?? option.nombre;
}
