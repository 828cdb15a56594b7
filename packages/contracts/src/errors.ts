import { z } from 'zod';

/** Every error the API answers carries one of these codes; the web branches on `code`, shows `message`. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** A create's idempotency key sent again with another request: nothing was created. */
  'IDEMPOTENCY_KEY_REUSED',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'USER_BLOCKED',
  /** The password was set by someone else: only the user's own change is open until it is made. */
  'PASSWORD_CHANGE_REQUIRED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one place that maps codes to HTTP statuses (STYLE rule 6). */
export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  USER_BLOCKED: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Spanish texts shared by API and web; the spec's wording, typos included. */
export const COMMON_MESSAGES = {
  required: 'Campo Requerido',
  listLoadFailed: 'Ocurrio un error, comuníquese con el equipo de IT',
  unauthenticated: 'Su sesión ha expirado, ingrese nuevamente.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  notFound: 'No se encontró el recurso solicitado.',
  invalidInput: 'Los datos enviados no son válidos.',
  invalidCharacter: 'El texto contiene un carácter no válido.',
  /** An id in a path, a query or a form's text written other than in digits ('0x5A', '1e1', ' 5'). */
  invalidId: 'Entrada inválida: se esperaba un número entero',
  badRequest: 'La solicitud no es válida.',
  tooDeep: 'La solicitud anida demasiados niveles de datos.',
  /** A form (multipart) that cannot be read: no boundary, cut short, malformed parts. */
  unreadableForm: 'El formulario enviado está incompleto o dañado; intente de nuevo.',
  tooManyFields: 'El formulario trae más campos de los permitidos.',
  headersTooLarge: 'Los encabezados de la solicitud superan el tamaño permitido.',
  internal: 'Ocurrio un error, comuníquese con el equipo de IT',
  unavailable: 'El servicio no está disponible en este momento, intente más tarde.',
  payloadTooLarge: 'El archivo o los datos enviados superan el tamaño permitido.',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  conflict: 'El registro fue modificado por otro usuario; recargue e intente de nuevo.',
} as const;

/** The message for an error code when the server has nothing more specific to say. */
export const DEFAULT_MESSAGE_BY_CODE: Record<ErrorCode, string> = {
  VALIDATION_ERROR: COMMON_MESSAGES.invalidInput,
  UNAUTHENTICATED: COMMON_MESSAGES.unauthenticated,
  SESSION_EXPIRED: COMMON_MESSAGES.unauthenticated,
  INVALID_CREDENTIALS: 'Credenciales incorrectas, vuelva a intentarlo.',
  FORBIDDEN: COMMON_MESSAGES.forbidden,
  USER_BLOCKED: 'Su usuario está bloqueado; comuníquese con el equipo de IT.',
  PASSWORD_CHANGE_REQUIRED: 'Debe cambiar su contraseña antes de continuar.',
  NOT_FOUND: COMMON_MESSAGES.notFound,
  CONFLICT: COMMON_MESSAGES.conflict,
  IDEMPOTENCY_KEY_REUSED: 'Esta clave de idempotencia ya se usó con otra solicitud.',
  PAYLOAD_TOO_LARGE: COMMON_MESSAGES.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: COMMON_MESSAGES.unsupportedMediaType,
  RATE_LIMITED: 'Demasiados intentos fallidos. Espere unos minutos e intente de nuevo.',
  INTERNAL: COMMON_MESSAGES.internal,
  SERVICE_UNAVAILABLE: COMMON_MESSAGES.unavailable,
};

/** Successful mutations answer this shape: the spec's `successful` text becomes a success toast. */
export const SuccessSchema = z.object({ successful: z.string() });
export type Success = z.infer<typeof SuccessSchema>;
