import { z } from 'zod';
import { idParam, pageOf, pageQuery, whenMissing } from './common';

/**
 * 'Solicitudes de acceso' (issue 51): what the public registration page sends IT. An administrator
 * turns a pending request into a user through 'Registro de Usuario', or declines it with a reason
 * mailed back to the requester. Stored as solicitudes_acceso.estado 1, 2, 3.
 */
export const ACCESS_REQUEST_STATES = ['pendiente', 'aprobada', 'rechazada'] as const;
export type AccessRequestState = (typeof ACCESS_REQUEST_STATES)[number];

export const ACCESS_REQUEST_STATE_CODES: Record<AccessRequestState, number> = {
  pendiente: 1,
  aprobada: 2,
  rechazada: 3,
};

export const ACCESS_REQUEST_STATE_LABELS: Record<AccessRequestState, string> = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
};

/** The list's tabs, each a state, in plural. */
export const ACCESS_REQUEST_TAB_LABELS: Record<AccessRequestState, string> = {
  pendiente: 'Pendientes',
  aprobada: 'Aprobadas',
  rechazada: 'Rechazadas',
};

export type AccessRequestAction = 'aprobar' | 'rechazar';

/** The state machine: a pending request is resolved once, either way. */
export const ACCESS_REQUEST_TRANSITIONS: Record<
  AccessRequestAction,
  { from: AccessRequestState; to: AccessRequestState }
> = {
  aprobar: { from: 'pendiente', to: 'aprobada' },
  rechazar: { from: 'pendiente', to: 'rechazada' },
};

export const canApplyAccessAction = (estado: AccessRequestState, action: AccessRequestAction) =>
  ACCESS_REQUEST_TRANSITIONS[action].from === estado;

export const MOTIVO_MAX = 500;

export const ACCESS_REQUEST_MESSAGES = {
  onlyAdministrators:
    'Solo la administración y el departamento de Informática atienden las solicitudes de acceso',
  notFound: 'La solicitud de acceso no existe',
  /** Someone else resolved it first (two administrators at once: one wins). */
  notPending: (estado: AccessRequestState) =>
    `Esta solicitud ya fue ${ACCESS_REQUEST_STATE_LABELS[estado].toLowerCase()} por otro administrador; recargue la lista.`,
  motivoRequired: 'Indique el motivo del rechazo',
  motivoLength: `Máximo ${MOTIVO_MAX} caracteres`,
  declined: (correo: string) => `Solicitud rechazada; se envió el motivo a ${correo}`,
} as const;

export const AccessRequestQuerySchema = pageQuery(10).extend({
  estado: z.enum(ACCESS_REQUEST_STATES).default('pendiente'),
});
export type AccessRequestQuery = z.infer<typeof AccessRequestQuerySchema>;

export const AccessRequestParamsSchema = z.object({ solicitudId: idParam });

export const AccessRequestSchema = z.object({
  solicitudId: z.number().int(),
  nombreCompleto: z.string(),
  correo: z.string(),
  /** The username asked for; the account's own is made by the creation rules. */
  username: z.string(),
  comentario: z.string().nullable(),
  estado: z.enum(ACCESS_REQUEST_STATES),
  creadoEn: z.string(),
  /** Why it was declined (mailed to the requester). */
  motivo: z.string().nullable(),
  resueltoEn: z.string().nullable(),
  /** Full name of the administrator who resolved it. */
  resueltoPor: z.string().nullable(),
  /** Username of the user created from it. */
  usuarioCreado: z.string().nullable(),
});
export type AccessRequest = z.infer<typeof AccessRequestSchema>;

export const AccessRequestPageSchema = pageOf(AccessRequestSchema).extend({
  /** Requests per state (bounded counts), for the tabs. */
  estados: z.array(
    z.object({
      estado: z.enum(ACCESS_REQUEST_STATES),
      total: z.number().int(),
      totalIsCapped: z.boolean(),
    }),
  ),
});
export type AccessRequestPage = z.infer<typeof AccessRequestPageSchema>;

export const DeclineAccessRequestSchema = z.object({
  motivo: z
    .string({ error: whenMissing(ACCESS_REQUEST_MESSAGES.motivoRequired) })
    .trim()
    .min(1, ACCESS_REQUEST_MESSAGES.motivoRequired)
    .max(MOTIVO_MAX, ACCESS_REQUEST_MESSAGES.motivoLength),
});
export type DeclineAccessRequest = z.infer<typeof DeclineAccessRequestSchema>;

/**
 * 'Registro de Usuario' asks names and surnames apart; a request has one full name. Half the words
 * (the larger half) are taken as names: 'Ana Gabriela Rivas' → Ana Gabriela / Rivas, 'Mario Peñate
 * Ruiz' → Mario Peñate / Ruiz, which the administrator corrects before creating the user.
 */
export function splitFullName(fullname: string): { nombre: string; apellido: string } {
  const words = fullname.trim().split(/\s+/).filter(Boolean);
  const names = Math.max(1, Math.ceil(words.length / 2));
  return { nombre: words.slice(0, names).join(' '), apellido: words.slice(names).join(' ') };
}
