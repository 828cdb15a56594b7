import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { STORAGE_KEYS } from '@jarvis/contracts/auth';
import { api, ApiError, setSessionExpiredHandler } from './api-client';
import { getToken, saveSession } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const onExpired = vi.fn();

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  setSessionExpiredHandler(onExpired);
});

afterEach(() => {
  fetchMock.mockReset();
  onExpired.mockReset();
});

describe('api client', () => {
  it('sends the stored token as a bearer header and parses the answer', async () => {
    saveSession({ id: 7, authToken: 'tok-123' });
    fetchMock.mockResolvedValue(json(200, { successful: 'ok' }));

    await expect(api.get('/api/x', z.object({ successful: z.string() }))).resolves.toEqual({
      successful: 'ok',
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-123');
  });

  it('sends a create’s idempotency key as its header, and none otherwise', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(201, { successful: 'ok' })));
    const schema = z.object({ successful: z.string() });
    await api.post('/api/x', { a: 1 }, schema, { idempotencyKey: 'clave-1' });
    await api.post('/api/x', { a: 1 }, schema);
    const [withKey, without] = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(withKey?.get('Idempotency-Key')).toBe('clave-1');
    expect(without?.has('Idempotency-Key')).toBe(false);
  });

  it('ends the session and goes to the session page when the API answers 401', async () => {
    saveSession({ id: 7, authToken: 'tok-123' });
    localStorage.setItem('otra-cosa', 'se queda');
    fetchMock.mockResolvedValue(
      json(401, {
        statusCode: 401,
        code: 'SESSION_EXPIRED',
        message: 'Su sesión ha expirado, ingrese nuevamente.',
      }),
    );

    const failure = api.get('/api/menu', z.unknown());
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(localStorage.getItem('otra-cosa')).toBe('se queda');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('treats wrong credentials as a plain error, not as an expired session', async () => {
    fetchMock.mockResolvedValue(
      json(401, {
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Credenciales incorrectas, vuelva a intentarlo.',
      }),
    );
    await expect(
      api.post('/api/auth/login', { username: 'x', password: 'y' }, z.unknown()),
    ).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Credenciales incorrectas, vuelva a intentarlo.',
    });
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('can leave the redirect to the caller when a 401 is part of its flow', async () => {
    saveSession({ id: 7, authToken: 'tok-123' });
    fetchMock.mockResolvedValue(
      json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' }),
    );
    await expect(
      api.post('/api/auth/logout', undefined, z.unknown(), { redirectOnExpiry: false }),
    ).rejects.toThrow();
    expect(getToken()).toBeNull();
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('keeps the session on 403 and surfaces the server message', async () => {
    saveSession({ id: 7, authToken: 'tok-123' });
    fetchMock.mockResolvedValue(
      json(403, {
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'No tiene permiso para realizar esta acción.',
      }),
    );
    await expect(api.get('/api/users', z.unknown())).rejects.toMatchObject({
      status: 403,
      message: 'No tiene permiso para realizar esta acción.',
    });
    expect(getToken()).toBe('tok-123');
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('passes on the field messages of a validation error', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Mínimo 3 caracteres',
        fields: { username: 'Mínimo 3 caracteres' },
      }),
    );
    await expect(api.post('/api/auth/login', {}, z.unknown())).rejects.toMatchObject({
      fields: { username: 'Mínimo 3 caracteres' },
    });
  });

  it('turns a network failure and a non-JSON error into Spanish messages', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/api/config', z.unknown())).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/api/config', z.unknown())).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Ocurrio un error, comuníquese con el equipo de IT',
    });
  });
});
