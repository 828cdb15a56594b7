import { describe, expect, it } from 'vitest';
import {
  ApiErrorSchema,
  DEFAULT_MESSAGE_BY_CODE,
  ERROR_CODES,
  HTTP_STATUS_BY_CODE,
} from './errors';

describe('error codes', () => {
  it('answers a server status only for the server’s own faults', () => {
    const server = ERROR_CODES.filter((code) => HTTP_STATUS_BY_CODE[code] >= 500);
    expect(server.sort()).toEqual(['INTERNAL', 'SERVICE_UNAVAILABLE']);
    for (const code of ERROR_CODES) expect(HTTP_STATUS_BY_CODE[code]).toBeGreaterThanOrEqual(400);
  });

  it('asks to sign in again, with 401, only for a missing, expired or wrong identity', () => {
    const unauthorized = ERROR_CODES.filter((code) => HTTP_STATUS_BY_CODE[code] === 401);
    expect(unauthorized.sort()).toEqual([
      'INVALID_CREDENTIALS',
      'SESSION_EXPIRED',
      'UNAUTHENTICATED',
    ]);
  });

  it('has a Spanish message for every code', () => {
    for (const code of ERROR_CODES) expect(DEFAULT_MESSAGE_BY_CODE[code]).toMatch(/\S/);
  });

  it('parses an error answer and refuses a code the web does not know', () => {
    const answer = { statusCode: 409, code: 'CONFLICT', message: 'x', fields: { version: 'y' } };
    expect(ApiErrorSchema.parse(answer)).toEqual(answer);
    expect(ApiErrorSchema.safeParse({ ...answer, code: 'TEAPOT' }).success).toBe(false);
  });
});
