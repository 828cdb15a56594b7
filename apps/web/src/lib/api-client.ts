import type { z } from 'zod';
import {
  ApiErrorSchema,
  DEFAULT_MESSAGE_BY_CODE,
  HTTP_STATUS_BY_CODE,
  type ErrorCode,
} from '@jarvis/contracts/errors';
import { IDEMPOTENCY_KEY_HEADER } from '@jarvis/contracts/idempotency';
import { SESSION_EXPIRED_PATH } from '@jarvis/contracts/shell';
import { clearSession, getToken } from './session';

/** The one error type the web sees: the API's `{ statusCode, code, message, fields? }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(init: {
    status: number;
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
  }

  /** The session is over: the server no longer accepts the token. */
  get isSessionOver(): boolean {
    return this.code === 'UNAUTHENTICATED' || this.code === 'SESSION_EXPIRED';
  }

  /** The user must first replace a password someone else set: the app has sent it to do so. */
  get isPasswordChangeRequired(): boolean {
    return this.code === 'PASSWORD_CHANGE_REQUIRED';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

let onSessionExpired: () => void = () => {
  window.location.assign(SESSION_EXPIRED_PATH);
};

/** The app decides where an expired session leads (it owns the router). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

let onPasswordChangeRequired: () => void = () => undefined;

/** And where a user who must first change its password is sent. */
export function setPasswordChangeHandler(handler: () => void): void {
  onPasswordChangeRequired = handler;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** False where a 401 is part of the flow itself (logging out, the first fetch after login). */
  redirectOnExpiry?: boolean;
  /**
   * A create's key (useIdempotentSubmit): the same for every attempt of one form fill, so a repeat
   * answers the first result instead of creating again.
   */
  idempotencyKey?: string;
};

function codeForStatus(status: number): ErrorCode {
  const found = (Object.keys(HTTP_STATUS_BY_CODE) as ErrorCode[]).find(
    (code) => HTTP_STATUS_BY_CODE[code] === status,
  );
  return found ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_ERROR');
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data;
    return new ApiError({ status: response.status, code, message, ...(fields ? { fields } : {}) });
  }
  const code = codeForStatus(response.status);
  return new ApiError({ status: response.status, code, message: DEFAULT_MESSAGE_BY_CODE[code] });
}

/** Calls the API on the same origin; answers the parsed body or throws an ApiError. */
export async function apiRequest<T>(
  path: string,
  schema: z.ZodType<T>,
  options: RequestOptions = {},
): Promise<T> {
  const { method = 'GET', body, signal, redirectOnExpiry = true, idempotencyKey } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  // FormData goes as it is: the browser writes the multipart content-type with its boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    const code = 'SERVICE_UNAVAILABLE';
    throw new ApiError({ status: 0, code, message: DEFAULT_MESSAGE_BY_CODE[code] });
  }

  if (!response.ok) {
    const error = await toApiError(response);
    if (error.isSessionOver) {
      clearSession();
      if (redirectOnExpiry) onSessionExpired();
    }
    if (error.isPasswordChangeRequired) onPasswordChangeRequired();
    throw error;
  }
  const data: unknown = response.status === 204 ? undefined : await response.json();
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const code = 'INTERNAL';
    throw new ApiError({ status: response.status, code, message: DEFAULT_MESSAGE_BY_CODE[code] });
  }
  return parsed.data;
}

export const api = {
  get: <T>(path: string, schema: z.ZodType<T>, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest(path, schema, { ...options, method: 'GET' }),
  post: <T>(
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => apiRequest(path, schema, { ...options, method: 'POST', body }),
  put: <T>(
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => apiRequest(path, schema, { ...options, method: 'PUT', body }),
  /** A multipart POST (files beside text fields), with the same token and error handling. */
  postForm: <T>(
    path: string,
    formData: FormData,
    schema: z.ZodType<T>,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => apiRequest(path, schema, { ...options, method: 'POST', body: formData }),
};
