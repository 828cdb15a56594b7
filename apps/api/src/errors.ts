import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DEFAULT_MESSAGE_BY_CODE,
  HTTP_STATUS_BY_CODE,
  type ApiError,
  type ErrorCode,
} from '@jarvis/contracts/errors';
import { isConcurrencyFailure, isDataException } from './db/errors';

/** The one error type of the API: a code from contracts and a Spanish message fit for a toast. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>) {
    super(message ?? DEFAULT_MESSAGE_BY_CODE[code]);
    this.code = code;
    this.fields = fields;
  }
}

export function toApiError(
  code: ErrorCode,
  message?: string,
  fields?: Record<string, string>,
): ApiError {
  return {
    statusCode: HTTP_STATUS_BY_CODE[code],
    code,
    message: message ?? DEFAULT_MESSAGE_BY_CODE[code],
    ...(fields ? { fields } : {}),
  };
}

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const v of error.validation) {
    const issue = v.params.issue as { path?: PropertyKey[] } | undefined;
    const key =
      issue?.path?.map(String).join('.') ||
      v.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      '_';
    fields[key] ??= v.message ?? '';
  }
  return fields;
}

// Fastify's own client errors, in our vocabulary.
function codeForFrameworkError(error: FastifyError): ErrorCode | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'PAYLOAD_TOO_LARGE';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'UNSUPPORTED_MEDIA_TYPE';
  if (error.statusCode === 404) return 'NOT_FOUND';
  if (error.statusCode === 429) return 'RATE_LIMITED';
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return 'VALIDATION_ERROR';
  return undefined;
}

/** Maps every error to the one JSON shape; logs server faults once, here at the edge. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply
      .status(HTTP_STATUS_BY_CODE[error.code])
      .send(toApiError(error.code, error.message, error.fields));
  }
  if (error.validation) {
    const fields = validationFields(error);
    const first = Object.values(fields)[0];
    return reply.status(400).send(toApiError('VALIDATION_ERROR', first, fields));
  }
  const code = codeForFrameworkError(error);
  if (code) return reply.status(HTTP_STATUS_BY_CODE[code]).send(toApiError(code));
  // Two users on the same rows, and PostgreSQL let the other one through: a lost race, not a fault.
  if (isConcurrencyFailure(error)) {
    request.log.warn({ err: error }, 'transaction ended by a concurrent one');
    return reply.status(HTTP_STATUS_BY_CODE.CONFLICT).send(toApiError('CONFLICT'));
  }
  // A value PostgreSQL itself refused: bad input that a request's schema should have caught. It is
  // logged to be caught there, and the user is told the data was not valid, not that IT must look.
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'value refused by the database');
    return reply.status(400).send(toApiError('VALIDATION_ERROR'));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(toApiError('INTERNAL'));
}
