import type { SwaggerTransformObject } from '@fastify/swagger';
import { z } from 'zod';
import {
  ApiErrorSchema,
  DEFAULT_MESSAGE_BY_CODE,
  HTTP_STATUS_BY_CODE,
  type ErrorCode,
} from '@jarvis/contracts/errors';
import type { ErrorStatus } from './openapi-operations';

/**
 * The error answers of the API document: the one error shape (ApiError), each status once under
 * components.responses, and which of them a route can give.
 */

export const ERROR_SCHEMA = 'ApiError';

/** Each error answer once, under components.responses, and referenced by every operation. */
const ERROR_RESPONSES: Record<ErrorStatus, { name: string; code: ErrorCode; description: string }> =
  {
    400: {
      name: 'BadRequest',
      code: 'VALIDATION_ERROR',
      description: 'Datos no válidos: `message` dice el primero, `fields` el de cada campo',
    },
    401: {
      name: 'Unauthorized',
      code: 'UNAUTHENTICATED',
      description: 'Sin sesión, sesión vencida o credenciales incorrectas',
    },
    403: {
      name: 'Forbidden',
      code: 'FORBIDDEN',
      description: 'Sin permiso (o usuario bloqueado, o debe cambiar su contraseña primero)',
    },
    404: {
      name: 'NotFound',
      code: 'NOT_FOUND',
      description: 'No existe, o no está al alcance del usuario',
    },
    409: {
      name: 'Conflict',
      code: 'CONFLICT',
      description: 'Otro usuario lo cambió antes, o su estado no permite la acción',
    },
    413: {
      name: 'PayloadTooLarge',
      code: 'PAYLOAD_TOO_LARGE',
      description: 'Un archivo o los datos superan el tamaño permitido',
    },
    415: {
      name: 'UnsupportedMediaType',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      description: 'Tipo de contenido no admitido',
    },
    429: {
      name: 'TooManyRequests',
      code: 'RATE_LIMITED',
      description: 'Demasiados intentos: espere y vuelva a intentar',
    },
    503: {
      name: 'ServiceUnavailable',
      code: 'SERVICE_UNAVAILABLE',
      description: 'SAP no responde, o el proceso se está deteniendo',
    },
  };

const ERROR_REF = `#/components/schemas/${ERROR_SCHEMA}`;

/** An error answer with its usual code and message as the example ('Try it out' shows it). */
export function errorAnswer(status: ErrorStatus) {
  const { code, description } = ERROR_RESPONSES[status];
  const message = DEFAULT_MESSAGE_BY_CODE[code];
  const example = {
    statusCode: status,
    code,
    message,
    ...(status === 400 ? { fields: { descripcion: 'El campo descripción es obligatorio' } } : {}),
  };
  return { description, content: { 'application/json': { schema: { $ref: ERROR_REF }, example } } };
}

/** The contract's error shape, its status one of those the codes map to. */
export function errorSchema() {
  const json = z.toJSONSchema(ApiErrorSchema, { target: 'openapi-3.0' }) as {
    properties: Record<string, unknown>;
  };
  const statuses = [...new Set(Object.values(HTTP_STATUS_BY_CODE))].sort((a, b) => a - b);
  return {
    ...json,
    properties: { ...json.properties, statusCode: { type: 'integer' as const, enum: statuses } },
  };
}

type Answer = { content?: Record<string, { schema?: { $ref?: string } }> };
const isErrorAnswer = (answer: unknown) =>
  (answer as Answer | undefined)?.content?.['application/json']?.schema?.$ref === ERROR_REF;

type OpenApiDocument = {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components?: Record<string, unknown>;
};

/**
 * @fastify/swagger writes a route's answers out in full; the errors, the same for every route,
 * become references to their one component.
 */
export const shareErrorAnswers: SwaggerTransformObject = (input) => {
  if (!('openapiObject' in input)) return input.swaggerObject;
  const openapiObject = input.openapiObject as OpenApiDocument;
  for (const operations of Object.values(openapiObject.paths ?? {}))
    for (const { responses = {} } of Object.values(operations))
      for (const [status, answer] of Object.entries(responses)) {
        const shared = ERROR_RESPONSES[Number(status) as ErrorStatus];
        if (shared && isErrorAnswer(answer))
          responses[status] = { $ref: `#/components/responses/${shared.name}` };
      }
  const responses = Object.fromEntries(
    (Object.keys(ERROR_RESPONSES) as unknown as ErrorStatus[]).map((status) => [
      ERROR_RESPONSES[status].name,
      errorAnswer(status),
    ]),
  );
  return { ...input.openapiObject, components: { ...openapiObject.components, responses } };
};

type RouteFacts = {
  isPublic: boolean;
  hasPathParams: boolean;
  takesInput: boolean;
  declared: readonly ErrorStatus[];
};

/** The error answers a route can give: from its declaration, and those its service gives. */
export function errorStatuses(route: RouteFacts): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(route.declared);
  if (route.takesInput) statuses.add(400);
  // A session may have ended, and a signed-in user may be refused (blocked, no permission, a
  // password to replace first) on every route but the public ones.
  if (!route.isPublic) for (const s of [401, 403] as const) statuses.add(s);
  if (route.hasPathParams) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}
