import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, newUser } from '../../../test/admin-client';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';

/*
 * Issue 49, point 9 (one password policy; a link, not a password, for a new account; a password set
 * by someone else is changed at the next sign-in) and point 10's absolute session lifetime.
 */

let t: TestApp;
let api: ReturnType<typeof adminClient>;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '1000' });
  api = adminClient(t);
});
afterAll(() => t.close());

const call: ReturnType<typeof adminClient>['call'] = (...args) => api.call(...args);
const userId = (username: string) => api.userId(username);
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const both = (password: string) => ({ password, changepassword: password });

/** The token of the newest set-password link mailed to `address`. */
async function newestLink(address: string): Promise<string> {
  const [row] = await t.database.query<{ texto: string }>(
    `SELECT texto FROM correos WHERE para = $1 AND texto LIKE '%reset-password/%'
      ORDER BY correo_id DESC LIMIT 1`,
    [address],
  );
  const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(row?.texto ?? '')?.[1];
  if (!token) throw new Error(`no link mailed to ${address}`);
  return token;
}

async function resetLinkFor(address: string) {
  await post('/api/auth/forgot-password', { email: address });
  return newestLink(address);
}

describe('one password policy', () => {
  it('refuses weak and common passwords on a self-service reset', async () => {
    const token = await resetLinkFor('tecnico@grupo-restaurantes.com');
    for (const weak of ['aaaaaaaa', '12345678', 'password1', 'Jarvis123', 'contraseña1']) {
      const res = await post('/api/auth/reset-password', { token, ...both(weak) });
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().fields.password, weak).toEqual(expect.any(String));
    }
    // A refused password leaves the link usable.
    const ok = await post('/api/auth/reset-password', { token, ...both('Soporte2026nube') });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses the username or the e-mail as the password on a reset', async () => {
    const token = await resetLinkFor('mantenimiento@grupo-restaurantes.com');
    for (const personal of ['mantenimiento1', 'Mantenimiento2026']) {
      const res = await post('/api/auth/reset-password', { token, ...both(personal) });
      expect(res.statusCode, personal).toBe(400);
    }
  });

  it('applies the same rules when an administrator sets a password', async () => {
    const id = await userId('restaurante2');
    for (const weak of ['jarvis123', 'Password123', 'restaurante2x9']) {
      const res = await call('admin', 'PUT', `/api/users/${id}/password`, both(weak));
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().fields.password, weak).toEqual(expect.any(String));
    }
  });

  it('still signs in the demo accounts with their password: only new passwords are checked', async () => {
    await expect(t.login('compras', 'jarvis123')).resolves.toEqual(expect.any(String));
  });
});

describe('a new account', () => {
  it('is mailed a link to choose its password, never a password', async () => {
    const payload = newUser({
      nombre: 'Beatriz',
      apellido: 'Lemus',
      posicionID: await api.positionId('Analista de Informática'),
    });
    const res = await call('admin', 'POST', '/api/users', payload);
    expect(res.statusCode).toBe(201);
    const { username } = res.json().data;
    const mail = await eventually(async () => {
      const [row] = await t.database.query<{ texto: string; estado: string }>(
        `SELECT texto, estado FROM correos WHERE para = $1`,
        [payload.correo],
      );
      return row?.estado === 'enviado' ? row : undefined;
    });
    expect(mail.texto).not.toMatch(/Contraseña:/i);
    expect(mail.texto).toContain(username);
    // Nobody knows a password for it until the link is used.
    const token = await newestLink(payload.correo);
    const set = await post('/api/auth/reset-password', { token, ...both('Cumbre2026azul') });
    expect(set.statusCode).toBe(200);
    const signedIn = await t.login(username, 'Cumbre2026azul');
    const me = await t.app.inject({ url: '/api/users/me', headers: t.auth(signedIn) });
    expect(me.json().debeCambiarClave).toBe(false);
  });
});

describe('a password set by someone else', () => {
  it('must be changed at the next sign-in: until then only the change is open', async () => {
    const id = await userId('tecnico');
    const set = await call('admin', 'PUT', `/api/users/${id}/password`, both('Temporal2026x'));
    expect(set.statusCode).toBe(200);

    const token = await t.login('tecnico', 'Temporal2026x');
    const headers = t.auth(token);
    const me = await t.app.inject({ url: '/api/users/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().debeCambiarClave).toBe(true);
    expect((await t.app.inject({ url: '/api/menu', headers })).statusCode).toBe(200);
    const tickets = await t.app.inject({ url: '/api/tickets/mios', headers });
    expect(tickets.statusCode).toBe(403);
    expect(tickets.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    const users = await t.app.inject({ url: '/api/users', headers });
    expect(users.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('is changed by the user with the current password; this session stays, the others end', async () => {
    const id = await userId('gerente.zona');
    await call('admin', 'PUT', `/api/users/${id}/password`, both('Temporal2026y'));
    const other = await t.login('gerente.zona', 'Temporal2026y');
    const token = await t.login('gerente.zona', 'Temporal2026y');
    const headers = t.auth(token);
    const change = (body: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/users/me/password', headers, payload: body });

    const wrong = await change({ actual: 'no-es-la-actual', ...both('Propia2026zona') });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.actual).toEqual(expect.any(String));
    const weak = await change({ actual: 'Temporal2026y', ...both('12345678') });
    expect(weak.statusCode).toBe(400);
    const same = await change({ actual: 'Temporal2026y', ...both('Temporal2026y') });
    expect(same.statusCode).toBe(400);

    const ok = await change({ actual: 'Temporal2026y', ...both('Propia2026zona') });
    expect(ok.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/users/me', headers });
    expect(me.json().debeCambiarClave).toBe(false);
    expect((await t.app.inject({ url: '/api/users', headers })).statusCode).toBe(200);
    const ended = await t.app.inject({ url: '/api/users/me', headers: t.auth(other) });
    expect(ended.statusCode).toBe(401);
    await expect(t.login('gerente.zona', 'Propia2026zona')).resolves.toEqual(expect.any(String));
  });

  it('is also the case when a boss sets it, but not when users set their own', async () => {
    const staff = await userId('restaurante');
    await call('gerente.restaurante', 'PUT', `/api/users/${staff}/password`, both('Jefe2026clave'));
    const staffToken = await t.login('restaurante', 'Jefe2026clave');
    const staffMe = await t.app.inject({ url: '/api/users/me', headers: t.auth(staffToken) });
    expect(staffMe.json().debeCambiarClave).toBe(true);

    const self = await userId('admin');
    await call('admin', 'PUT', `/api/users/${self}/password`, both('MiPropia2026x'));
    const adminToken = await t.login('admin', 'MiPropia2026x');
    const adminMe = await t.app.inject({ url: '/api/users/me', headers: t.auth(adminToken) });
    expect(adminMe.json().debeCambiarClave).toBe(false);
  });
});

describe('session lifetime', () => {
  it('ends a session older than SESSION_MAX_DAYS even when it was used a minute ago', async () => {
    const token = await t.login('contabilidad');
    const id = await userId('contabilidad');
    await t.database.query(
      `UPDATE sesiones SET creado_en = now() - interval '7 days 1 hour', ultimo_uso = now()
        WHERE usuario_id = $1`,
      [id],
    );
    const res = await t.app.inject({ url: '/api/users/me', headers: t.auth(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
    const again = await t.app.inject({ url: '/api/users/me', headers: t.auth(token) });
    expect(again.statusCode).toBe(401);
  });

  it('keeps a session younger than that', async () => {
    const token = await t.login('compras');
    await t.database.query(
      `UPDATE sesiones SET creado_en = now() - interval '6 days 23 hours', ultimo_uso = now()
        WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [token],
    );
    const res = await t.app.inject({ url: '/api/users/me', headers: t.auth(token) });
    expect(res.statusCode).toBe(200);
  });
});
