// What the scenarios' paths and bodies may be built from (bench/scenarios.ts): `counts`, the rows of
// every table, and what each generator's `facts()` reports (bench/generate/).
export type Facts = {
  counts: Record<string, number>;
  catalog: { proveedorOcupado: { id: number }; categoriaMayor: { id: number } };
  tickets: { detalle: { id: number } };
  orders: {
    proveedorOcupado: { id: number; nombre: string; palabra: string };
    sucursalOcupada: { id: number; bodega: string };
    detalle: { id: number; lineas: number };
    /** The approval stock: `lotes` batches of `tamano` orders in Revisión, ids from `primero`. */
    aprobacion: { primero: number; lotes: number; tamano: number };
    /** The delivery stock: `pedidos` open orders (version 1), ids from `primero`, one per delivery. */
    entrega: { primero: number; pedidos: number };
    /** The busiest supplier's busiest delivery day of open orders (its delivery run). */
    descarga: { proveedorId: number; fecha: string; pedidos: number };
    /**
     * The hottest articles on the open orders of one supplier (not the delivery stock's), as many
     * as reach about 10,000 lines, over its open orders' dates, each with two prices to alternate.
     */
    cambioPrecio: {
      proveedorId: number;
      desde: string;
      hasta: string;
      lineas: number;
      articulos: { articuloId: string; precios: [string, string] }[];
    };
  };
  transfers: {
    /** TRANSFERS_ACCOUNT's branch: transfers it asked for, and asked of it waiting to be sent. */
    sucursal: { id: number; bodega: string; mios: number; porEnviar: number };
    detalle: { id: number; lineas: number };
    /**
     * The receipt stock: `traslados` sent transfers (at `version`) from `primero`, each with the
     * same lines' quantities `cantidades`, line ids from `primeraLinea` in order.
     */
    recepcion: {
      primero: number;
      traslados: number;
      primeraLinea: number;
      version: number;
      cantidades: number[];
    };
  };
  inventory: {
    /** INVENTORY_ACCOUNT's branch and how many counts it has. */
    sucursal: { id: number; bodega: string; conteos: number };
    /** Its newest approved count of 200 lines. */
    detalle: { id: number; lineas: number };
    /**
     * The save stock: `conteos` counts En Proceso from `primero`, each of `lineas` untyped lines at
     * version 0, line ids from `primeraLinea` in order of count and position.
     */
    celdas: { primero: number; conteos: number; lineas: number; primeraLinea: number };
  };
  waste: {
    /** WASTE_ACCOUNT's branch: its wastes, and how many 'Buscar' WASTE_SEARCH finds there. */
    sucursal: { id: number; bodega: string; desechos: number; buscados: number };
    buscar: string;
    /** Every branch's: found by the term; of the last 365 days, wastes and their lines. */
    buscados: number;
    anio: number;
    lineas: number;
  };
};
