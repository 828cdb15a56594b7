import { foldForSearch } from '@jarvis/contracts/search';

/** What an order's 'Buscar' text is made of: the names the lists show, not only the ids. */
export type OrderSearchFacts = {
  pedidoId: number;
  proveedor: { nombre: string; codigo: string };
  sucursal: { nombre: string; bodega: string };
};

/**
 * The text the order lists' 'Buscar' matches (the `busqueda` column): the order's number (also as
 * '#123'), the supplier's name and code, the branch's name and bodega. Kept apart from the service,
 * with no I/O, because two writers must agree on it: the service when an order is created, and the
 * demo seed and the benchmark, which write their orders straight into the table.
 */
export function orderSearchText(o: OrderSearchFacts): string {
  return foldForSearch(
    [
      `#${o.pedidoId}`,
      o.proveedor.nombre,
      o.proveedor.codigo,
      o.sucursal.nombre,
      o.sucursal.bodega,
    ].join(' '),
  );
}
