import { z } from 'zod';
import { formId, idParam, pageQuery, rowVersion, trimInvisible, whenMissing } from './common';
import { DEPARTAMENTOS } from './org';

/** Help desk: tickets (peticiones). Spec 1 §2 Tickets screens, §3, §4 Tickets, §5, §6, §8, §9. */

/** Departments that work tickets: they see 'Tickets Colaboradores' and 'Tickets Realizados'. */
export const COLLABORATOR_DEPARTMENTS: readonly string[] = [
  DEPARTAMENTOS.informatica,
  DEPARTAMENTOS.compras,
  DEPARTAMENTOS.mantenimiento,
];

/** 'Crear Ticket' does not offer these departments (spec 1 §2). */
export const EXCLUDED_CREATE_DEPARTMENTS: readonly string[] = [
  DEPARTAMENTOS.gerencia,
  DEPARTAMENTOS.operaciones,
  DEPARTAMENTOS.informatica,
];

/** The cards of /Tickets/Menu: the two everyone sees, then the collaborators' two. */
export const TICKETS_MENU_CARDS = [
  { titulo: 'Crear Ticket', ruta: 'Tickets/crear-ticket', colaborador: false },
  { titulo: 'Mis Tickets', ruta: 'Tickets/mis-tickets', colaborador: false },
  { titulo: 'Tickets Colaboradores', ruta: 'Tickets/colaboradores', colaborador: true },
  { titulo: 'Tickets Realizados', ruta: 'Tickets/reporte', colaborador: true },
] as const;

export const TICKET_STATES = [
  'Abierto',
  'En Curso',
  'En Espera',
  'Completado',
  'Cancelado',
] as const;
export type TicketState = (typeof TICKET_STATES)[number];

/** Colours of the state tags (spec 1 §4), as antd tag colours. */
export const TICKET_STATE_COLORS: Record<TicketState, string> = {
  Abierto: 'blue',
  'En Curso': 'cyan',
  'En Espera': 'warning',
  Completado: 'success',
  Cancelado: 'error',
};

/**
 * 'Filtrar Estado' of /Tickets/mis-tickets (spec 1 §9). 'Filtrar Departamento' offers the
 * departments the user can raise tickets to, as 'Crear Ticket' does (issue #51): the spec's fixed
 * three left out Compras, which branch staff raise tickets to.
 */
export const MINE_STATE_FILTERS = ['Abierto', 'En Espera', 'Completado', 'Cancelado'] as const;

/**
 * Collaborator moves (spec 1 §4): from Abierto to Completado, En Espera (reason) or Cancelado
 * (reason); 'Reanudar' from Completado back to Abierto. Cancelado is terminal. The spec does not say
 * what leaves En Espera: the wait ends by completing, cancelling or resuming (back to Abierto).
 */
export const TICKET_TRANSITIONS: Record<TicketState, readonly TicketState[]> = {
  Abierto: ['Completado', 'En Espera', 'Cancelado'],
  'En Curso': ['Completado', 'En Espera', 'Cancelado'],
  'En Espera': ['Completado', 'Abierto', 'Cancelado'],
  Completado: ['Abierto'],
  Cancelado: [],
};

export const REASON_REQUIRED: readonly TicketState[] = ['En Espera', 'Cancelado'];

/**
 * The reasons a ticket shows now: the wait's while it waits, the cancellation's once cancelled. A
 * wait that ended (resumed, completed, cancelled) is history, not the ticket's present: its reason
 * stays in the ticket's bitácora ('Historial'), and 'Tickets Realizados' exports the last one.
 */
export function currentReasons(
  estado: TicketState,
  reasons: { enEspera: string | null; cancelado: string | null },
): { enEspera: string | null; cancelado: string | null } {
  return {
    enEspera: estado === 'En Espera' ? reasons.enEspera : null,
    cancelado: estado === 'Cancelado' ? reasons.cancelado : null,
  };
}

export const TICKET_MESSAGES = {
  /** The form's steps before the problem: the API takes only the problem, which implies both. */
  departmentRequired: 'El campo departamento es obligatorio',
  categoryRequired: 'El campo categoría es obligatorio',
  problemRequired: 'El campo problema es obligatorio',
  descriptionRequired: 'El campo descripción es obligatorio',
  reasonRequired: 'Ingrese la razón',
  descriptionMax: 'Máximo 2000 caracteres',
  imageType: 'Solo se permiten imágenes gif, jpeg o png',
  imageTooLarge: (mb: number) => `Cada imagen puede pesar hasta ${mb} MB`,
  imageTooManyPixels: (megapixels: number) =>
    `La imagen es demasiado grande: se permiten hasta ${megapixels} megapíxeles`,
  tooManyImages: (n: number) => `Se permiten hasta ${n} imágenes por ticket`,
  unknownProblem: 'El problema seleccionado no existe',
  created: (mascara: string) => `Ticket ${mascara} creado`,
  /** Also another branch's or department's ticket: whether it exists is not told (issue #49). */
  notFound: 'El ticket no existe',
  notCollaborator: 'Solo Informática, Compras y Mantenimiento atienden tickets',
  noCollaboratorPermission: 'No tiene permiso para atender tickets (Tickets Colaboradores).',
  transitionNotAllowed: (from: string, to: string) => `Un ticket ${from} no puede pasar a ${to}`,
  changedMeanwhile: 'El ticket cambió mientras lo veía; recargue para ver su estado actual',
  stateChanged: (estado: string) => `Ticket ${estado}`,
  editNotAllowed: 'La descripción de este ticket ya no se puede modificar',
  notRequester: 'Solo quien solicitó el ticket puede modificar su descripción',
  descriptionChanged: 'Descripción modificada',
  noTickets: 'No hay tickets',
  unknownDepartment: (nombre: string) => `No se pueden pedir tickets al departamento «${nombre}»`,
} as const;

export const MAX_IMAGES_PER_TICKET = 8;
export const IMAGE_MIME_TYPES = ['image/gif', 'image/jpeg', 'image/png'] as const;

export const TicketIdParamsSchema = z.object({ id: idParam });

export const TicketCatalogSchema = z.object({
  departamentos: z.array(z.object({ departamentoID: z.number().int(), nombre: z.string() })),
  categorias: z.array(
    z.object({
      categoriaID: z.number().int(),
      nombre: z.string(),
      departamentoID: z.number().int(),
    }),
  ),
  problemas: z.array(
    z.object({
      tipoProblemaID: z.number().int(),
      nombre: z.string(),
      categoriaID: z.number().int(),
    }),
  ),
});
export type TicketCatalog = z.infer<typeof TicketCatalogSchema>;

/** The text part of 'Crear Ticket'; images travel beside it as multipart files named `archivos`. */
export const NewTicketSchema = z.object({
  tipoProblemaID: formId(TICKET_MESSAGES.problemRequired, TICKET_MESSAGES.unknownProblem),
  descripcion: z
    .string({ error: whenMissing(TICKET_MESSAGES.descriptionRequired) })
    .overwrite(trimInvisible)
    .min(1, TICKET_MESSAGES.descriptionRequired)
    .max(2000, TICKET_MESSAGES.descriptionMax),
});
export type NewTicket = z.infer<typeof NewTicketSchema>;

export const NewTicketResultSchema = z.object({
  successful: z.string(),
  data: z.object({ peticionID: z.number().int(), mascara: z.string() }),
});

export const TicketCardSchema = z.object({
  peticionID: z.number().int(),
  mascara: z.string(),
  problema: z.string(),
  categoria: z.string(),
  departamento: z.string(),
  estado: z.enum(TICKET_STATES),
  fecha: z.string(),
  Hora: z.string(),
  sucursal: z.string(),
  bodega: z.string(),
  marca: z.string(),
  /** Whether it shows a reason now (currentReasons): the card's icon. */
  tieneRazon: z.boolean(),
});
export type TicketCard = z.infer<typeof TicketCardSchema>;

/** 'Mis Tickets' pages by 24: it fills whole rows at one, two, three and four columns. */
export const MINE_PAGE_SIZE = 24;

/**
 * 'Mis Tickets', newest first by date and time. `departamento` is one the user can raise tickets to
 * (GET /api/tickets/mios/departamentos): which ones is the catalogue's, so the API checks it.
 */
export const MineQuerySchema = pageQuery(MINE_PAGE_SIZE).extend({
  estado: z.enum(MINE_STATE_FILTERS).optional(),
  departamento: z.string().trim().max(60).optional(),
});
export type MineQuery = z.infer<typeof MineQuerySchema>;

/** The choices of 'Filtrar Departamento': the departments 'Crear Ticket' offers, by name. */
export const MineDepartmentsSchema = z.object({ departamentos: z.array(z.string()) });
export type MineDepartments = z.infer<typeof MineDepartmentsSchema>;

export const TicketCardPageSchema = z.object({
  items: z.array(TicketCardSchema),
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  size: z.number().int(),
});

export const TicketHistoryEntrySchema = z.object({
  fecha: z.string(),
  usuario: z.string(),
  accion: z.string(),
  detalle: z.string().nullable(),
});

export const TicketDetailSchema = z.object({
  peticionID: z.number().int(),
  mascara: z.string(),
  categoria: z.string(),
  problema: z.string(),
  departamento: z.string(),
  solicitado_por: z.string(),
  username: z.string(),
  sucursal: z.string(),
  bodega: z.string(),
  marca: z.string(),
  estado: z.enum(TICKET_STATES),
  fecha: z.string(),
  Hora: z.string(),
  /** The last Cancelado / Completado / Reabierto move, with its label, dated and timed as `fecha`. */
  fecha_cierre: z.object({ etiqueta: z.string(), fecha: z.string(), Hora: z.string() }).nullable(),
  descripcion: z.string(),
  /** Only while En Espera, and only once Cancelado (currentReasons). */
  com_en_espera: z.string().nullable(),
  com_cancelado: z.string().nullable(),
  editComment: z.union([z.literal(0), z.literal(1)]),
  realizado_por: z.string().nullable(),
  archivos: z.array(z.object({ file_url: z.string() })),
  /** The moves this user may make now (collaborators only). */
  acciones: z.array(z.enum(TICKET_STATES)),
  version: z.number().int(),
  /** The purchase order the ticket was raised for (an inconsistency with its supplier). */
  pedidoId: z.number().int().nullable(),
  historial: z.array(TicketHistoryEntrySchema),
});
export type TicketDetail = z.infer<typeof TicketDetailSchema>;

export const TipoMenuSchema = z.enum(['u', 'c']);

export const ChangeStateSchema = z.object({
  estado: z.enum(TICKET_STATES),
  tipoMenu: TipoMenuSchema,
  comentario: z.string().trim().max(1000).optional(),
  /** The version the user saw: a ticket changed meanwhile answers 409. */
  version: rowVersion,
});
export type ChangeState = z.infer<typeof ChangeStateSchema>;

export const ChangeStateResultSchema = z.object({
  successful: z.string(),
  /** Where the page goes three seconds later (spec 1 §2 post-action redirects). */
  redirect: z.string(),
});

export const EditDescriptionSchema = z.object({
  texto: z
    .string({ error: whenMissing(TICKET_MESSAGES.descriptionRequired) })
    .overwrite(trimInvisible)
    .min(1, TICKET_MESSAGES.descriptionRequired)
    .max(2000, TICKET_MESSAGES.descriptionMax),
  version: rowVersion,
});

/** 'Tickets Colaboradores': the department's queue (pending) or all its requests, per brand tab. */
export const CollaboratorQuerySchema = pageQuery(10).extend({
  marca: z.string().max(50).optional(),
  buscar: z.string().trim().max(100).optional(),
  alcance: z.enum(['pendientes', 'todas']).default('pendientes'),
});
export type CollaboratorQuery = z.infer<typeof CollaboratorQuerySchema>;

export const CollaboratorPageSchema = z.object({
  items: z.array(TicketCardSchema),
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  size: z.number().int(),
  /** One tab per brand with its count (bounded like every list count). */
  marcas: z.array(z.object({ marca: z.string(), total: z.number().int() })),
});
export type CollaboratorPage = z.infer<typeof CollaboratorPageSchema>;

export const COLLABORATOR_SEARCH_PLACEHOLDER = 'Buscar (Ej: Fecha, Categoría, Estado o Sucursal)';
/** The states of the collaborators' pending queue. */
export const PENDING_STATES: readonly TicketState[] = ['Abierto', 'En Curso', 'En Espera'];
