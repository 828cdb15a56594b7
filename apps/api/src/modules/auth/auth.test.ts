import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, RESET_MESSAGES } from '@jarvis/contracts/auth';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '1000' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('sign-in', () => {
  it('signs in with the username and returns the user id and an opaque token', async () => {
    const res = await post('/api/auth/login', { username: 'compras', password: 'jarvis123' });
    expect(res.statusCode).toBe(200);
    const { usuario } = res.json();
    expect(usuario.id).toBeTypeOf('number');
    expect(usuario.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('signs in with the e-mail, ignoring case', async () => {
    const res = await post('/api/auth/login', {
      username: 'Compras@Grupo-Restaurantes.com',
      password: 'jarvis123',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password with the spec message', async () => {
    const res = await post('/api/auth/login', { username: 'contabilidad', password: 'incorrecta' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: AUTH_MESSAGES.wrongCredentials,
    });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const res = await post('/api/auth/login', { username: 'nadie.existe', password: 'jarvis123' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(AUTH_MESSAGES.wrongCredentials);
  });

  it('validates lengths with the spec messages before looking anything up', async () => {
    const res = await post('/api/auth/login', { username: 'ab', password: 'x'.repeat(51) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      username: AUTH_MESSAGES.min3,
      password: AUTH_MESSAGES.max50,
    });
  });

  it('rate-limits repeated failures for one username with a Spanish 429', async () => {
    for (let i = 0; i < 3; i++) {
      await post('/api/auth/login', { username: 'mantenimiento', password: 'mala-clave' });
    }
    const res = await post('/api/auth/login', { username: 'mantenimiento', password: 'jarvis123' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(res.json().message).toMatch(/Demasiados intentos/);
  });

  it('rate-limits per address too', async () => {
    const limited = await createTestApp({
      LOGIN_MAX_FAILURES: '100',
      LOGIN_MAX_FAILURES_PER_IP: '2',
    });
    try {
      for (const username of ['uno.x', 'dos.x']) {
        await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password: 'nada123' },
        });
      }
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: 'jarvis123' },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  it('gives the session user to its token and nobody else', async () => {
    const token = await t.login('restaurante');
    const me = await t.app.inject({ url: '/api/users/me', headers: t.auth(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      username: 'restaurante',
      rol: 'Restaurante',
      bodega: 'SW01',
      vetado: 0,
    });
    const anonymous = await t.app.inject({ url: '/api/users/me' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({ url: '/api/users/me', headers: t.auth('x'.repeat(43)) });
    expect(forged.statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const token = await t.login('informatica');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: t.auth(token),
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/users/me', headers: t.auth(token) });
    expect(after.statusCode).toBe(401);
  });

  it('expires a session idle for longer than the configured hours', async () => {
    const token = await t.login('gerente.zona');
    await t.database.exec(
      `UPDATE sesiones SET ultimo_uso = now() - interval '9 hours' WHERE usuario_id = (SELECT usuario_id FROM usuarios WHERE username = 'gerente.zona')`,
    );
    const res = await t.app.inject({ url: '/api/users/me', headers: t.auth(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });

  it('keeps an active session alive past the idle window measured from sign-in', async () => {
    const token = await t.login('gerente.operaciones');
    await t.database.exec(
      `UPDATE sesiones SET creado_en = now() - interval '20 hours', ultimo_uso = now() - interval '2 hours' WHERE usuario_id = (SELECT usuario_id FROM usuarios WHERE username = 'gerente.operaciones')`,
    );
    const res = await t.app.inject({ url: '/api/users/me', headers: t.auth(token) });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a blocked user at sign-in and ends the sessions already open', async () => {
    const token = await t.login('restaurante2');
    await t.database.exec(`UPDATE usuarios SET vetado = 1 WHERE username = 'restaurante2'`);
    const open = await t.app.inject({ url: '/api/users/me', headers: t.auth(token) });
    expect(open.statusCode).toBe(401);
    const again = await post('/api/auth/login', {
      username: 'restaurante2',
      password: 'jarvis123',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('USER_BLOCKED');
    await t.database.exec(`UPDATE usuarios SET vetado = 0 WHERE username = 'restaurante2'`);
    const revoked = await t.app.inject({ url: '/api/users/me', headers: t.auth(token) });
    expect(revoked.statusCode).toBe(401);
  });

  it('stores only a digest of the token', async () => {
    const token = await t.login('admin');
    const rows = await t.database.query<{ token_hash: string }>('SELECT token_hash FROM sesiones');
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('password recovery', () => {
  const outbox = () => path.join(t.config.outboxDir);

  async function mailsTo(address: string): Promise<string[]> {
    const days = await readdir(outbox()).catch(() => []);
    const found: string[] = [];
    for (const day of days) {
      for (const file of await readdir(path.join(outbox(), day))) {
        const text = await readFile(path.join(outbox(), day, file), 'utf8');
        if (text.includes(`To: ${address}`)) found.push(text);
      }
    }
    return found;
  }

  it('answers the same for known and unknown addresses', async () => {
    const known = await post('/api/auth/forgot-password', {
      email: 'contabilidad@grupo-restaurantes.com',
    });
    const unknown = await post('/api/auth/forgot-password', {
      email: 'nadie@grupo-restaurantes.com',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json().successful.replace('contabilidad', 'nadie')).toBe(
      unknown.json().successful,
    );
  });

  it('mails a link that sets a new password once and ends the old sessions', async () => {
    const oldToken = await t.login('compras');
    await post('/api/auth/forgot-password', { email: 'compras@grupo-restaurantes.com' });
    const [mail] = await eventually(async () => {
      const found = await mailsTo('compras@grupo-restaurantes.com');
      return found.length > 0 ? found : undefined;
    });
    const unfolded = mail!.replace(/=\r?\n/g, '');
    const resetToken = /reset-password\/([A-Za-z0-9_-]+)/.exec(unfolded)?.[1];
    expect(resetToken).toBeDefined();
    const body = {
      token: resetToken,
      password: 'NuevaClave2026',
      changepassword: 'NuevaClave2026',
    };
    const reset = await post('/api/auth/reset-password', body);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().successful).toBe(RESET_MESSAGES.done);
    expect(
      (await t.app.inject({ url: '/api/users/me', headers: t.auth(oldToken) })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { username: 'compras', password: 'NuevaClave2026' }))
        .statusCode,
    ).toBe(200);
    const reused = await post('/api/auth/reset-password', body);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(RESET_MESSAGES.invalidLink);
  });

  /** The token of the newest link mailed to `address`. */
  async function newestLink(address: string): Promise<string> {
    const [row] = await t.database.query<{ texto: string }>(
      `SELECT texto FROM correos WHERE para = $1 AND texto LIKE '%reset-password/%' ORDER BY correo_id DESC LIMIT 1`,
      [address],
    );
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(row?.texto ?? '')?.[1];
    if (!token) throw new Error(`no link mailed to ${address}`);
    return token;
  }

  const resetWith = (token: string, password = 'OtraClave2027') =>
    post('/api/auth/reset-password', { token, password, changepassword: password });

  it('ends the first link when a second one is asked for', async () => {
    const address = 'gerente.restaurante@grupo-restaurantes.com';
    await post('/api/auth/forgot-password', { email: address });
    const first = await newestLink(address);
    await post('/api/auth/forgot-password', { email: address });
    const second = await newestLink(address);
    expect(second).not.toBe(first);
    const old = await resetWith(first);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(RESET_MESSAGES.invalidLink);
    expect((await resetWith(second)).statusCode).toBe(200);
  });

  it('ends a link when an administrator sets the password after it was sent', async () => {
    const address = 'restaurante@grupo-restaurantes.com';
    await post('/api/auth/forgot-password', { email: address });
    const link = await newestLink(address);
    const admin = await t.login('admin');
    const [user] = await t.database.query<{ id: number }>(
      `SELECT usuario_id AS id FROM usuarios WHERE username = 'restaurante'`,
    );
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user!.id}/password`,
      headers: t.auth(admin),
      payload: { password: 'Temporal2026x', changepassword: 'Temporal2026x' },
    });
    expect(set.statusCode).toBe(200);
    const res = await resetWith(link);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RESET_MESSAGES.invalidLink);
  });

  it('refuses mismatched passwords on reset', async () => {
    const res = await post('/api/auth/reset-password', {
      token: 'x'.repeat(43),
      password: 'NuevaClave2026',
      changepassword: 'OtraClave2026',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.changepassword).toBe(RESET_MESSAGES.mismatch);
  });
});

describe('the sign-in pages in Spanish', () => {
  it('answers a malformed recovery address in Spanish', async () => {
    const bad = await post('/api/auth/forgot-password', { email: 'xyz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: 'Formato de correo inválido' });
    const short = await post('/api/auth/forgot-password', { email: 'ab' });
    expect(short.json().fields).toEqual({ email: 'Mínimo 3 caracteres' });
  });

  it('answers a registration with mistakes in Spanish, field by field', async () => {
    const res = await post('/api/auth/register', {
      fullname: 'Al',
      email: 'no-es-correo',
      username: 'x'.repeat(51),
      acceptTerms: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      fullname: 'Mínimo 3 caracteres',
      email: 'Formato de correo inválido',
      username: 'Máximo 50 caracteres',
      acceptTerms: 'Debe aceptar los términos y condiciones',
    });
  });
});
