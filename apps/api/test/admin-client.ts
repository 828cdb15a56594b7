import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';

/** Signed-in calls and lookups for the user-administration tests. */
export function adminClient(t: TestApp) {
  const tokens = new Map<string, string>();

  async function as(username: string) {
    let token = tokens.get(username);
    if (!token) {
      token = await t.login(username);
      tokens.set(username, token);
    }
    return t.auth(token);
  }

  /** A call as `username`; a POST carries a key of its own, as the web's creates do. */
  async function call(
    username: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) {
    const key = method === 'POST' ? { 'idempotency-key': randomUUID() } : {};
    return t.app.inject({
      method,
      url,
      headers: { ...(await as(username)), ...key },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  async function one<T>(query: string, params: unknown[] = []): Promise<T> {
    const [row] = await t.database.query<T>(query, params);
    if (!row) throw new Error(`no row for ${query}`);
    return row;
  }

  const idOf = async (query: string, value: string) =>
    (await one<{ id: number }>(query, [value])).id;

  return {
    call,
    /** The session headers of `username`, for a request built by hand. */
    headers: as,
    one,
    userId: (username: string) =>
      idOf('SELECT usuario_id AS id FROM usuarios WHERE username = $1', username),
    positionId: (nombre: string) =>
      idOf('SELECT posicion_id AS id FROM posiciones WHERE nombre = $1', nombre),
    branchId: (bodega: string) =>
      idOf('SELECT sucursal_id AS id FROM sucursales WHERE bodega = $1', bodega),
  };
}

/** A valid 'Registro de Usuario' body with a fresh e-mail. */
export const newUser = (overrides: Record<string, unknown> = {}) => ({
  nombre: 'Mario',
  apellido: 'Pérez',
  correo: `mario.perez.${Math.random().toString(36).slice(2, 8)}@grupo-restaurantes.com`,
  telefono: '7012-3456',
  ...overrides,
});
