import Decimal from 'decimal.js';
import { z } from 'zod';
import { idField, idParam, whenMissing } from './common';
import { ROLES } from './org';

/**
 * Purchase orders (spec 2 §3 Order, §4 Order estadoPedido, §6 Roles): the states, who moves an order
 * from one to another, and who edits what in which state — one table each, read by the API (which
 * enforces them) and by the web (which shows only what they allow).
 */

/** Spec 2 §4: 7 is not a state; 8 is 'SAP', registered in the ERP. */
export const ORDER_STATES = [1, 2, 3, 4, 5, 6, 8] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  1: 'Revisión',
  2: 'Abierto',
  3: 'No entregado',
  4: 'Entregado',
  5: 'Anulada',
  6: 'Inconsistente',
  8: 'SAP',
};

/** antd Tag colours, checked for contrast by the web's theme test like the other state tags. */
export const ORDER_STATE_COLORS: Record<OrderState, string> = {
  1: 'gold',
  2: 'blue',
  3: 'orange',
  4: 'green',
  5: 'default',
  6: 'red',
  8: 'purple',
};

/**
 * Who acts on orders (spec 2 §1, §6): branch staff (role Restaurante) order for their own warehouse;
 * everyone else is central staff (purchasing, accounting, managers, administrators).
 */
export const ORDER_ACTORS = ['restaurante', 'central'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const orderActorOf = (rol: string): OrderActor =>
  rol === ROLES.restaurante ? 'restaurante' : 'central';

/** Spec 2 §4: a Restaurante user's new order waits in Revisión; anyone else's is open at once. */
export const INITIAL_ORDER_STATE: Record<OrderActor, OrderState> = { restaurante: 1, central: 2 };

/**
 * The moves between states (spec 2 §4; issue #52 builds aprobar and anular, #53 the rest). `de` are
 * the states an order may be in, `a` where it goes, `quien` who may do it.
 */
export const ORDER_TRANSITIONS = {
  aprobar: { de: [1], a: 2, quien: ['central'], etiqueta: 'Aprobar' },
  anular: { de: [1], a: 5, quien: ['central'], etiqueta: 'Anular' },
  noEntregado: { de: [2], a: 3, quien: ['restaurante', 'central'], etiqueta: 'No entregado' },
  entregar: { de: [2, 3], a: 4, quien: ['restaurante', 'central'], etiqueta: 'Entregado' },
  inconsistencias: {
    de: [4],
    a: 6,
    quien: ['central'],
    etiqueta: 'Registrar inconsistencias',
  },
  registrarSap: { de: [4, 6], a: 8, quien: ['central'], etiqueta: 'Registrar en SAP' },
} as const satisfies Record<
  string,
  { de: readonly OrderState[]; a: OrderState; quien: readonly OrderActor[]; etiqueta: string }
>;
export type OrderAction = keyof typeof ORDER_TRANSITIONS;
export const ORDER_ACTIONS = Object.keys(ORDER_TRANSITIONS) as OrderAction[];

/** Whether `actor` may take `action` on an order in `estado`. */
export function canMoveOrder(action: OrderAction, actor: OrderActor, estado: OrderState): boolean {
  const move = ORDER_TRANSITIONS[action];
  return (
    (move.de as readonly OrderState[]).includes(estado) &&
    (move.quien as readonly OrderActor[]).includes(actor)
  );
}

/** The actions the detail offers `actor` on an order in `estado`, in the table's order. */
export const orderActionsFor = (actor: OrderActor, estado: OrderState): OrderAction[] =>
  ORDER_ACTIONS.filter((action) => canMoveOrder(action, actor, estado));

/**
 * What can be changed on an order, by whom and in which states (spec 2 §6 and issue #52 point 4).
 * Restaurante: the ordered quantity only in Revisión, the received quantity in Abierto and No
 * entregado, products added below Entregado, never a price. Central staff: price in 2, 4, 6;
 * quantities (and adding or deleting lines, which change them) in 1, 2, 4, 6; the header and the
 * final total while the order is alive (not Anulada, not in SAP). State 8 is read-only for everyone.
 */
export const ORDER_EDITS = [
  'cantidadPedida',
  'cantidadRecibida',
  'precio',
  'agregarProducto',
  'eliminarLineas',
  'encabezado',
  'totalFinal',
] as const;
export type OrderEdit = (typeof ORDER_EDITS)[number];

export const ORDER_EDIT_MATRIX: Record<OrderActor, Record<OrderEdit, readonly OrderState[]>> = {
  restaurante: {
    cantidadPedida: [1],
    cantidadRecibida: [2, 3],
    precio: [],
    agregarProducto: [1, 2, 3],
    eliminarLineas: [],
    encabezado: [],
    totalFinal: [],
  },
  central: {
    cantidadPedida: [1, 2, 4, 6],
    cantidadRecibida: [1, 2, 4, 6],
    precio: [2, 4, 6],
    agregarProducto: [1, 2, 4, 6],
    eliminarLineas: [1, 2, 4, 6],
    encabezado: [1, 2, 3, 4, 6],
    totalFinal: [1, 2, 3, 4, 6],
  },
};

export const canEditOrder = (actor: OrderActor, edit: OrderEdit, estado: OrderState): boolean =>
  ORDER_EDIT_MATRIX[actor][edit].includes(estado);

/** The edits `actor` may make on an order in `estado`. */
export const orderEditsFor = (actor: OrderActor, estado: OrderState): OrderEdit[] =>
  ORDER_EDITS.filter((edit) => canEditOrder(actor, edit, estado));

/** Spec 2 §9: the value-added tax factor on order totals, and the decimals money keeps. */
export const IVA_FACTOR = '1.13';
export const MONEY_DECIMALS = 4;

/**
 * totalPedido = Σ cantidad × precio and totalFinal = 1.13 × totalPedido, both to 4 decimals (spec 2
 * §7 Main API orders): the server computes them; the web shows the same figures while typing.
 */
export function orderTotals(lineas: readonly { cantidad: string | number; precio: string }[]): {
  totalPedido: string;
  totalFinal: string;
} {
  const total = lineas.reduce(
    (sum, l) => sum.plus(new Decimal(l.cantidad).times(l.precio)),
    new Decimal(0),
  );
  return {
    totalPedido: total.toFixed(MONEY_DECIMALS),
    totalFinal: total.times(IVA_FACTOR).toFixed(MONEY_DECIMALS),
  };
}

/** Spec 2 §5 and §8, as written. */
export const ORDER_MESSAGES = {
  repeatedProduct: 'El producto ya existe',
  emptyFields: 'Los campos no pueden estar vacíos',
  quantityInteger: 'La cantidad debe ser un número entero',
  quantityPositive: 'La cantidad debe ser mayor a 0',
  cellQuantityPositive: 'Cantidad debe ser mayor a 0',
  noDecimals: 'No se permiten decimales',
  maxProducts: (n: number) => `El proveedor solo admite un maximo de ${n} items por pedido`,
  deliveryDateRequired: 'No se ha seleccionado fecha de entrega',
  invalidPrice: 'Precio no valido',
  positiveNumber: 'El número debe ser positivo',
  chooseOption: 'Debe seleccionar una opción',
  fieldRequired: 'El campo es obligatorio',
  noNegatives: 'No se permiten números negativos',
  chooseSupplier: 'Seleccione un proveedor',
  chooseDateRange: 'Seleccione un rango de fecha',
  estimatedDateRequired: 'No ha seleccionado fecha estimada',
  estimatedDateFormRequired: 'Fecha de entrega es obligatoria',
  notSelectable: 'No es posible seleccionar este pedido',
  alreadyInSap: 'El documento ya esta registrado en SAP',
  listFailed: 'Ocurrio un error, comuníquese con el equipo de IT',
  // Jarvis's own, where the spec is silent (issue #52).
  supplierNotYours: 'Solo puede hacer pedidos a proveedores activos de su marca',
  noBrand: 'Su usuario no pertenece a una marca: no puede hacer pedidos',
  branchRequired: 'Seleccione la sucursal',
  branchInvalid: 'La sucursal no está activa o no es de la marca del proveedor',
  notOrderable: (articuloId: string) =>
    `El producto ${articuloId} no está disponible con este proveedor`,
  pastDeliveryDate: 'La fecha de entrega no puede ser anterior a hoy',
  created: (pedidoId: number) => `Pedido #${pedidoId} creado`,
  notFound: 'El pedido no existe',
  noneSelected: 'Seleccione al menos un pedido',
  tooManySelected: (n: number) => `Puede seleccionar hasta ${n} pedidos a la vez`,
  repeatedOrders: 'Un pedido está repetido en la selección',
  noLinesSelected: 'Seleccione al menos un producto',
  commentTooLong: 'El comentario admite hasta 500 caracteres',
  invalidTotal: 'Total no valido',
  lineNotFound: 'El producto ya no está en el pedido; actualice la página',
  stale: 'Otro usuario modificó el pedido mientras lo editaba; se muestran sus datos actuales',
  notInState: (accion: string, estado: string) =>
    `No se puede ${accion} un pedido en estado ${estado}`,
  notYourEdit: 'Su rol no puede hacer este cambio en el estado actual del pedido',
  alreadyMoved: (ids: readonly number[]) =>
    `Otro usuario ya cambió el estado de ${ids.length === 1 ? 'el pedido' : 'los pedidos'} ${ids.map((id) => `#${id}`).join(', ')}; actualice la lista`,
  approved: (n: number) => (n === 1 ? 'Pedido aprobado' : `${n} pedidos aprobados`),
  voided: (n: number) => (n === 1 ? 'Pedido anulado' : `${n} pedidos anulados`),
  markedNotDelivered: 'Pedido marcado como no entregado',
  linesUpdated: 'Pedido actualizado',
  lineAdded: 'Producto agregado',
  linesDeleted: (n: number) => (n === 1 ? 'Producto eliminado' : `${n} productos eliminados`),
  lastLine: 'El pedido debe conservar al menos un producto',
  headerUpdated: 'Datos del pedido actualizados',
  estimatedBeforeOrder: 'La fecha estimada no puede ser anterior a la fecha del pedido',
  otherDayWarning: (dias: string) =>
    `Este proveedor recibe pedidos los días ${dias}; hoy no es uno de ellos. Puede continuar.`,
} as const;

/** Spec 2 §2 and §9: order lists. */
export const ORDER_EMPTY_TEXTS = {
  noOrdersFound: 'No se encontraron pedidos',
  noOrders: 'No hay pedidos.',
  noInformation: 'No hay información que mostrar',
  noData: 'No hay datos disponibles',
  noProducts: 'No hay productos por mostrar',
} as const;
export const ORDER_PAGE_SIZE = 10;
export const DELIVERED_PAGE_SIZE = 100;
export const ORDER_LINE_PAGE_SIZES = [5, 10] as const;
/** Default approval filter: the last 10 days through today (BUSINESS_TZ). */
export const APPROVAL_DEFAULT_DAYS = 10;

const quantity = z
  .number({ error: whenMissing(ORDER_MESSAGES.emptyFields) })
  .int(ORDER_MESSAGES.quantityInteger)
  .positive(ORDER_MESSAGES.quantityPositive)
  .max(999_999, ORDER_MESSAGES.quantityInteger);

/** 'YYYY-MM-DD', a business date. */
const businessDate = (required: string) =>
  z
    .string({ error: whenMissing(required) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, required)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), required);

export const NewOrderLineSchema = z.object({
  articuloId: z
    .string({ error: whenMissing(ORDER_MESSAGES.chooseOption) })
    .trim()
    .min(1, ORDER_MESSAGES.chooseOption)
    .max(50, ORDER_MESSAGES.chooseOption),
  cantidad: quantity,
});

/**
 * A new order (spec 2 §5 New order). sucursalId is central staff's choice; a Restaurante user's
 * order is always for their own warehouse, whatever is sent. Prices and totals are never taken from
 * the client: the server reads the supplier's current prices.
 */
export const NewOrderSchema = z.object({
  proveedorId: idField,
  sucursalId: idField.optional(),
  fechaEstimada: businessDate(ORDER_MESSAGES.deliveryDateRequired),
  lineas: z
    .array(NewOrderLineSchema)
    .min(1, ORDER_EMPTY_TEXTS.noProducts)
    .superRefine((lineas, ctx) => {
      const seen = new Set<string>();
      lineas.forEach((line, i) => {
        const key = line.articuloId.toUpperCase();
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            message: ORDER_MESSAGES.repeatedProduct,
            path: [i, 'articuloId'],
          });
        seen.add(key);
      });
    }),
});
export type NewOrder = z.infer<typeof NewOrderSchema>;

export const NewOrderResultSchema = z.object({
  successful: z.string(),
  data: z.object({
    pedidoId: z.number().int(),
    estado: z.number().int(),
    totalPedido: z.string(),
    totalFinal: z.string(),
  }),
});
export type NewOrderResult = z.infer<typeof NewOrderResultSchema>;

export const OrderParamsSchema = z.object({ pedidoId: idParam });

export const OrderLineSchema = z.object({
  pedidoDetalleId: z.number().int(),
  articuloId: z.string(),
  articuloIdFicticio: z.string().nullable(),
  nombre: z.string(),
  unidad: z.string(),
  cantidadPedida: z.string(),
  cantidadRecibida: z.string().nullable(),
  precioPedido: z.string(),
  precioProveedor: z.string(),
  /** cantidad × precioPedido, the received quantity once there is one. */
  total: z.string(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** What each kind of history entry says (the bitácora's accion → the detail's text). */
export const ORDER_HISTORY_LABELS: Record<string, string> = {
  'pedido.crear': 'Creó el pedido',
  'pedido.aprobar': 'Aprobó el pedido',
  'pedido.anular': 'Anuló el pedido',
  'pedido.noEntregado': 'Marcó el pedido como no entregado',
  'pedido.lineas': 'Modificó productos',
  'pedido.agregar': 'Agregó un producto',
  'pedido.eliminar': 'Eliminó productos',
  'pedido.encabezado': 'Modificó los datos del pedido',
  'pedido.pdf': 'Se envió el PDF al proveedor',
  'pedido.entregar': 'Confirmó la entrega',
  'pedido.inconsistencias': 'Registró inconsistencias',
  'pedido.correccion': 'Marcó el pedido como corregido',
  'pedido.ticket': 'Creó un ticket al proveedor',
  'pedido.sap': 'Envió el pedido a SAP',
  'pedido.enSap': 'SAP registró la factura',
};

/** The names of what a history entry changed, as the detail shows them. */
export const ORDER_FIELD_LABELS: Record<string, string> = {
  estado: 'Estado',
  cantidadPedida: 'Cantidad pedida',
  cantidadRecibida: 'Cantidad recibida',
  precioPedido: 'Precio',
  totalPedido: 'Total',
  totalFinal: 'Total final',
  fechaEstimada: 'Fecha estimada',
  comentario: 'Comentario',
  producto: 'Producto',
  correo: 'Correo',
  ccf: 'CCF',
  inconsistencia: 'Inconsistencia',
  correccionRequerida: 'Corregido',
  ticket: 'Ticket',
  docTotal: 'Total de la factura',
  docNum: 'N.º de documento SAP',
};

/**
 * One entry of the order's history (issue #52 point 1): who, when, what, and each value changed
 * from → to, already in words (a state's label, an article's name).
 */
export const OrderHistoryEntrySchema = z.object({
  fecha: z.string(),
  usuario: z.string(),
  accion: z.string(),
  cambios: z.array(
    z.object({
      campo: z.string(),
      /** The line's article, when the change is a line's. */
      articulo: z.string().nullable(),
      de: z.string().nullable(),
      a: z.string().nullable(),
    }),
  ),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

export const OrderInconsistencySchema = z.object({
  id: z.number().int(),
  tipo: z.string(),
  comentario: z.string().nullable(),
  lineas: z.array(z.object({ pedidoDetalleId: z.number().int(), nombre: z.string() })),
  creadoPor: z.string(),
  fecha: z.string(),
  /** The help-desk ticket raised for it, if any. */
  ticket: z
    .object({ peticionId: z.number().int(), codigo: z.string(), estado: z.string() })
    .nullable(),
});
export type OrderInconsistency = z.infer<typeof OrderInconsistencySchema>;

/** An order's SAP documents as the detail shows them (platform erp_documentos). */
export const SAP_DOCUMENT_LABELS = {
  pendiente: 'En cola',
  enviando: 'Enviando',
  registrado: 'Registrado',
  error: 'Error',
} as const;
export const OrderSapDocumentSchema = z.object({
  documentoId: z.number().int(),
  tipo: z.enum(['orden', 'factura']),
  estado: z.enum(['pendiente', 'enviando', 'registrado', 'error']),
  docNum: z.number().int().nullable(),
  docEntry: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type OrderSapDocument = z.infer<typeof OrderSapDocumentSchema>;

/**
 * /Compras/orden/{pedidoId} (spec 2 §2 Order detail): the header, the lines, the history, and what
 * the signed-in user may do and change in its state (contracts' tables, applied by the server).
 */
export const OrderDetailSchema = z.object({
  pedidoId: z.number().int(),
  estado: z.number().int(),
  nombreEstado: z.string(),
  proveedor: z.object({
    proveedorId: z.number().int(),
    nombre: z.string(),
    codigo: z.string(),
    telefono: z.string(),
    correo: z.string(),
    maxProductos: z.number().int(),
  }),
  sucursal: z.object({
    sucursalId: z.number().int(),
    nombre: z.string(),
    bodega: z.string(),
    marca: z.string(),
    direccion: z.string().nullable(),
    telefono: z.string().nullable(),
    correo: z.string().nullable(),
  }),
  fechaPedido: z.string(),
  fechaEstimada: z.string(),
  fechaEntrega: z.string().nullable(),
  fechaFactura: z.string().nullable(),
  creditoFiscal: z.string().nullable(),
  dte: z.string().nullable(),
  serieDoc: z.string().nullable(),
  numUnico: z.string().nullable(),
  notaCredito: z.number().int(),
  razon: z.string().nullable(),
  correccionRequerida: z.number().int(),
  comentario: z.string().nullable(),
  creadoPor: z.string(),
  verificadoPor: z.string().nullable(),
  totalPedido: z.string(),
  totalFinal: z.string(),
  docTotal: z.string().nullable(),
  wtLiable: z.boolean(),
  version: z.number().int(),
  lineas: z.array(OrderLineSchema),
  historial: z.array(OrderHistoryEntrySchema),
  inconsistencias: z.array(OrderInconsistencySchema),
  /** The order's SAP documents (purchase order, then invoice), once registration was asked. */
  sap: z.array(OrderSapDocumentSchema),
  fechaProcesamientoSap: z.string().nullable(),
  acciones: z.array(z.enum(ORDER_ACTIONS as [OrderAction, ...OrderAction[]])),
  ediciones: z.array(z.enum(ORDER_EDITS)),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
