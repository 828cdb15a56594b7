/** The orders screens' query keys: every change invalidates `ordersKeys.all`. */
export const ordersKeys = {
  all: ['pedidos'] as const,
  lists: () => [...ordersKeys.all, 'listas'] as const,
  list: (vista: string, params: object) => [...ordersKeys.lists(), vista, params] as const,
  approval: (params: object) => [...ordersKeys.all, 'aprobacion', params] as const,
  filters: () => [...ordersKeys.all, 'filtros'] as const,
  detail: (pedidoId: number) => [...ordersKeys.all, 'detalle', pedidoId] as const,
  available: (pedidoId: number) => [...ordersKeys.all, 'disponibles', pedidoId] as const,
  newOrder: () => [...ordersKeys.all, 'nuevo'] as const,
  articles: (proveedorId: number) => [...ordersKeys.all, 'articulos', proveedorId] as const,
  managerCodes: () => [...ordersKeys.all, 'clave-gerente'] as const,
};
