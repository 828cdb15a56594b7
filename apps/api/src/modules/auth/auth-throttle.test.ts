import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@jarvis/contracts/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '5', LOGIN_MAX_FAILURES_PER_IP: '1000' });
});
afterAll(() => t.close());

type From = { remoteAddress?: string; headers?: Record<string, string> };

const signIn = (app: TestApp, username: string, password: string, from: From = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    ...from,
  });

const mailsTo = (app: TestApp, address: string, subject: string) =>
  app.database.query<{ texto: string }>(
    'SELECT texto FROM correos WHERE para = $1 AND asunto LIKE $2',
    [address, `%${subject}%`],
  );

/** Ends the wait of every counter, as if it had passed. */
const endWaits = (app: TestApp) =>
  app.database.exec(`UPDATE limites SET espera_hasta = now() - interval '1 second'`);

describe('sign-in throttling', () => {
  it('checks no more passwords than the limit when guesses arrive at once', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(t, 'tecnico', `adivina-${i}`)),
    );
    const checked = guesses.filter((r) => r.statusCode === 401).length;
    const refused = guesses.filter((r) => r.statusCode === 429);
    expect(checked).toBe(5);
    expect(refused).toHaveLength(25);
    expect(refused[0]!.json().message).toMatch(/^Demasiados intentos fallidos\. Espere \d+ /);
  });

  it('counts the username and the e-mail of one account as one', async () => {
    for (const login of ['gerente.zona', 'GERENTE.ZONA@grupo-restaurantes.com', 'gerente.zona']) {
      expect((await signIn(t, login, 'mala-clave')).statusCode).toBe(401);
    }
    for (const login of ['gerente.zona@grupo-restaurantes.com', 'gerente.zona']) {
      expect((await signIn(t, login, 'mala-clave')).statusCode).toBe(401);
    }
    const sixth = await signIn(t, 'Gerente.Zona@Grupo-Restaurantes.com', 'jarvis123');
    expect(sixth.statusCode).toBe(429);
  });

  it('lets the owner in from a place they signed in before while a stranger guesses elsewhere', async () => {
    const office = { remoteAddress: '10.20.0.5' };
    const stranger = { remoteAddress: '10.99.0.9' };
    expect((await signIn(t, 'compras', 'jarvis123', office)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await signIn(t, 'compras', `adivina-${i}`, stranger)).statusCode).toBe(401);
    }
    expect((await signIn(t, 'compras', 'jarvis123', stranger)).statusCode).toBe(429);
    expect((await signIn(t, 'compras', 'jarvis123', office)).statusCode).toBe(200);
  });

  it('makes each wait twice the last once the free attempts are spent', async () => {
    const waits: number[] = [];
    const from = { remoteAddress: '10.30.0.1' };
    for (let i = 0; i < 5; i++) await signIn(t, 'mantenimiento', 'mala-clave', from);
    for (let round = 0; round < 3; round++) {
      const [row] = await t.database.query<{ s: number }>(
        `SELECT round(extract(epoch FROM espera_hasta - ultimo))::int AS s FROM limites WHERE clave = (SELECT 'u:' || usuario_id FROM usuarios WHERE username = 'mantenimiento')`,
      );
      waits.push(Number(row!.s));
      const refused = await signIn(t, 'mantenimiento', 'mala-clave', from);
      expect(refused.statusCode).toBe(429);
      await endWaits(t);
      expect((await signIn(t, 'mantenimiento', 'mala-clave', from)).statusCode).toBe(401);
    }
    expect(waits).toEqual([5, 10, 20]);
  });

  it('tells the owner by mail once when their account starts being guessed at', async () => {
    const from = { remoteAddress: '10.40.0.7' };
    for (let i = 0; i < 4; i++) await signIn(t, 'contabilidad', 'mala-clave', from);
    const subject = 'intentos fallidos';
    expect(await mailsTo(t, 'contabilidad@grupo-restaurantes.com', subject)).toHaveLength(0);
    await signIn(t, 'contabilidad', 'mala-clave', from);
    await signIn(t, 'contabilidad', 'mala-clave', from);
    const mails = await mailsTo(t, 'contabilidad@grupo-restaurantes.com', subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.texto).toContain('10.40.0.7');
  });

  it('starts the count again after a successful sign-in', async () => {
    const from = { remoteAddress: '10.50.0.2' };
    for (let i = 0; i < 4; i++) await signIn(t, 'restaurante2', 'mala-clave', from);
    expect((await signIn(t, 'restaurante2', 'jarvis123', from)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await signIn(t, 'restaurante2', 'mala-clave', from)).statusCode).toBe(401);
    }
  });

  it('throttles unknown names the same way, saying nothing of whether they exist', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await signIn(t, 'no.existe', 'mala-clave');
      expect(res.json().message).toBe(AUTH_MESSAGES.wrongCredentials);
    }
    expect((await signIn(t, 'no.existe', 'mala-clave')).statusCode).toBe(429);
  });
});

describe('the current password of a signed-in user', () => {
  it('is checked under the sign-in throttle, so an open session cannot guess it', async () => {
    const token = await t.login('informatica');
    const change = (actual: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/me/password',
        headers: t.auth(token),
        payload: { actual, password: 'Renovada7xq', changepassword: 'Renovada7xq' },
      });
    for (let i = 0; i < 5; i++) expect((await change(`adivina-${i}`)).statusCode).toBe(400);
    const sixth = await change('jarvis123');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Demasiados intentos fallidos/);
    await endWaits(t);
    expect((await change('jarvis123')).statusCode).toBe(200);
  });
});

describe('the address the limits count', () => {
  it('is the caller’s own: a forged X-Forwarded-For does not rotate it', async () => {
    const limited = await createTestApp({
      LOGIN_MAX_FAILURES: '100',
      LOGIN_MAX_FAILURES_PER_IP: '3',
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await signIn(limited, `nadie${i}`, 'mala-clave', {
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('is not kept waiting by a right password that reached its last free attempt', async () => {
    const limited = await createTestApp({
      LOGIN_MAX_FAILURES: '100',
      LOGIN_MAX_FAILURES_PER_IP: '3',
    });
    try {
      for (const name of ['nadie1', 'nadie2']) await signIn(limited, name, 'mala-clave');
      expect((await signIn(limited, 'compras', 'jarvis123')).statusCode).toBe(200);
      expect((await signIn(limited, 'contabilidad', 'jarvis123')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('is the forwarded one only behind a configured proxy', async () => {
    const proxied = await createTestApp({
      LOGIN_MAX_FAILURES: '100',
      LOGIN_MAX_FAILURES_PER_IP: '2',
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      const via = (client: string) => ({ headers: { 'x-forwarded-for': client } });
      await signIn(proxied, 'nadie1', 'mala-clave', via('198.51.100.1'));
      await signIn(proxied, 'nadie2', 'mala-clave', via('198.51.100.1'));
      expect((await signIn(proxied, 'nadie3', 'x-clave', via('198.51.100.1'))).statusCode).toBe(
        429,
      );
      expect((await signIn(proxied, 'nadie4', 'x-clave', via('198.51.100.2'))).statusCode).toBe(
        401,
      );
      // A proxy not named is not believed.
      const other = { remoteAddress: '10.1.1.1', ...via('198.51.100.3') };
      await signIn(proxied, 'nadie5', 'mala-clave', other);
      await signIn(proxied, 'nadie6', 'mala-clave', other);
      const third = await signIn(proxied, 'nadie7', 'mala-clave', {
        remoteAddress: '10.1.1.1',
        ...via('198.51.100.4'),
      });
      expect(third.statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

const forgot = (email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress,
  });

describe('request floods', () => {
  it('sends at most three recovery mails an hour for one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await forgot('informatica@grupo-restaurantes.com', `10.60.0.${i}`);
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(27);
    const mails = await mailsTo(t, 'informatica@grupo-restaurantes.com', 'restablecer');
    expect(mails).toHaveLength(3);
  });

  it('limits recovery requests from one requester whatever the addresses', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await forgot(`persona${i}@grupo-restaurantes.com`, '10.70.0.1');
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
    expect((await forgot('persona99@grupo-restaurantes.com', '10.70.0.1')).json().message).toMatch(
      /^Demasiadas solicitudes\. Espere \d+ minutos? e intente de nuevo\.$/,
    );
  });

  it('accepts at most five registration requests an hour from one requester', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          fullname: 'Mario Peñate',
          email: `mario${i}@grupo-restaurantes.com`,
          username: `mario.${i}`,
          acceptTerms: true,
        },
        remoteAddress: '10.80.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 202)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(95);
  });
});
