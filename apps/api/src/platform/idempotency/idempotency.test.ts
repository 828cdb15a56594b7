import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_BY_CODE } from '@jarvis/contracts/errors';
import { IDEMPOTENCY_MESSAGES } from '@jarvis/contracts/idempotency';
import { TICKET_MESSAGES } from '@jarvis/contracts/tickets';
import { adminClient, newUser } from '../../../test/admin-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ticketRequests, type Part } from '../../../test/tickets';
import { AppError } from '../../errors';
import type { Actor, Ctx, PublicCtx } from '../context';
import { IDEMPOTENCY_KEEP_HOURS, fingerprint, idempotent, purgeExpiredKeys } from './idempotency';

let t: TestApp;
let png: Buffer;
let problem: number;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  problem = await problemOf('Mantenimiento');
});
afterAll(() => t.close());

const { createTicket, problemOf, headers } = ticketRequests(() => t);

const count = async (sql: string) =>
  (await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0]!.n;
const tickets = () => count('peticiones');
const mails = () => count('correos');
const users = () => count('usuarios');

async function photosOnDisk() {
  try {
    return (await readdir(path.join(t.config.filesDir, 'tickets'))).length;
  } catch {
    return 0;
  }
}

const ticket = (descripcion: string, photo = true): Part[] => [
  { name: 'tipoProblemaID', value: String(problem) },
  { name: 'descripcion', value: descripcion },
  ...(photo ? [{ name: 'archivos', filename: 'horno.png', content: png }] : []),
];

const replayed = (res: { headers: Record<string, unknown> }) => res.headers['idempotent-replayed'];

describe('an idempotent ticket creation', () => {
  it('answers a repeat of the request with the first ticket, creating, saving and mailing nothing', async () => {
    const key = randomUUID();
    const first = await createTicket('restaurante', ticket('La freidora gotea aceite.'), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(replayed(first)).toBeUndefined();
    const [ticketsAfter, mailsAfter, photosAfter] = [
      await tickets(),
      await mails(),
      await photosOnDisk(),
    ];

    const again = await createTicket('restaurante', ticket('La freidora gotea aceite.'), key);
    expect(again.statusCode).toBe(201);
    expect(replayed(again)).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.json().data.mascara).toMatch(/^MAN-\d{6}$/);
    expect(await tickets()).toBe(ticketsAfter);
    expect(await mails()).toBe(mailsAfter);
    expect(await photosOnDisk()).toBe(photosAfter);
  });

  it('creates one ticket from two requests with one key sent at once, and keeps one photo', async () => {
    const key = randomUUID();
    const [ticketsBefore, photosBefore] = [await tickets(), await photosOnDisk()];
    const answers = await Promise.all([
      createTicket('restaurante', ticket('Doble clic en Enviar.'), key),
      createTicket('restaurante', ticket('Doble clic en Enviar.'), key),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[0].json()).toEqual(answers[1].json());
    expect(answers.map(replayed).filter((h) => h === 'true')).toHaveLength(1);
    expect(await tickets()).toBe(ticketsBefore + 1);
    // The photos the losing twin saved before its transaction are removed with it.
    expect(await photosOnDisk()).toBe(photosBefore + 1);
  });

  it('refuses the key sent again with another request (409), creating nothing', async () => {
    const key = randomUUID();
    const first = await createTicket('restaurante', ticket('Primera descripción.', false), key);
    expect(first.statusCode).toBe(201);
    const before = await tickets();
    for (const other of [ticket('Otra descripción.', false), ticket('Primera descripción.')]) {
      const res = await createTicket('restaurante', other, key);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'Esta clave de idempotencia ya se usó con otra solicitud.',
      });
    }
    expect(await tickets()).toBe(before);
  });

  it('refuses a creation without a key, or with one that is not a key, before reading it', async () => {
    const [ticketsBefore, photosBefore] = [await tickets(), await photosOnDisk()];
    const missing = await createTicket('restaurante', ticket('Sin clave.'), null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: IDEMPOTENCY_MESSAGES.keyMissing,
    });
    const tooLong = await createTicket('restaurante', ticket('Clave larga.'), 'k'.repeat(101));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(IDEMPOTENCY_MESSAGES.keyInvalid);
    expect(await tickets()).toBe(ticketsBefore);
    expect(await photosOnDisk()).toBe(photosBefore);
  });

  it('keeps each user’s keys apart: another user’s same key creates its own ticket', async () => {
    const key = randomUUID();
    const mine = await createTicket('restaurante', ticket('El mismo texto.', false), key);
    const theirs = await createTicket('restaurante2', ticket('El mismo texto.', false), key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(replayed(theirs)).toBeUndefined();
    expect(theirs.json().data.peticionID).not.toBe(mine.json().data.peticionID);
  });

  it('keeps no refusal: the corrected request with the same key creates the ticket', async () => {
    const key = randomUUID();
    const refused = await createTicket('restaurante', ticket('', false), key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.descripcion).toBe(TICKET_MESSAGES.descriptionRequired);
    const corrected = await createTicket('restaurante', ticket('Ahora con texto.', false), key);
    expect(corrected.statusCode).toBe(201);
    expect(replayed(corrected)).toBeUndefined();
  });
});

describe('an idempotent user creation', () => {
  const create = async (payload: object, key: string | null, username = 'admin') =>
    t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...(await headers(username)), ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as Record<string, unknown>,
    });
  let payload: () => Promise<object>;
  beforeAll(() => {
    const api = adminClient(t);
    payload = async () =>
      newUser({
        posicionID: await api.positionId('Analista de Informática'),
        sucursalID: await api.branchId('OF01'),
      });
  });

  it('answers a repeat with the first user and mails the link once', async () => {
    const key = randomUUID();
    const body = await payload();
    const first = await create(body, key);
    expect(first.statusCode, first.body).toBe(201);
    const [usersAfter, mailsAfter] = [await users(), await mails()];
    const again = await create(body, key);
    expect(again.statusCode).toBe(201);
    expect(replayed(again)).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await users()).toBe(usersAfter);
    expect(await mails()).toBe(mailsAfter);
  });

  it('creates one user from two requests with one key sent at once', async () => {
    const key = randomUUID();
    const body = await payload();
    const before = await users();
    const answers = await Promise.all([create(body, key), create(body, key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[0].json()).toEqual(answers[1].json());
    expect(await users()).toBe(before + 1);
  });

  it('refuses the key with another user’s data, and a creation without a key', async () => {
    const key = randomUUID();
    expect((await create(await payload(), key)).statusCode).toBe(201);
    const before = await users();
    const other = await create(await payload(), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(DEFAULT_MESSAGE_BY_CODE.IDEMPOTENCY_KEY_REUSED);
    const missing = await create(await payload(), null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(IDEMPOTENCY_MESSAGES.keyMissing);
    expect(await users()).toBe(before);
  });

  it('keeps one operation per key: a ticket’s key does not answer a user', async () => {
    const key = randomUUID();
    const made = await createTicket(
      'informatica',
      ticket('Una clave, dos formularios.', false),
      key,
    );
    expect(made.statusCode, made.body).toBe(201);
    const user = await create(await payload(), key, 'informatica');
    expect(user.statusCode).toBe(409);
  });
});

describe('the seam', () => {
  const ctx = (): Ctx => ({
    db: t.database.db,
    platform: t.platform,
    ip: '127.0.0.1',
    requestId: 'test',
    userAgent: 'test',
    actor: { userId: 1 } as Actor,
  });
  const request = (clave: string) => ({ operacion: 'prueba.crear', clave, solicitud: { n: 1 } });
  const created = { successful: 'Creado', data: { id: 7 } };

  it('answers the twin’s result when the create is refused for what the twin created meanwhile', async () => {
    const key = randomUUID();
    const answer = await idempotent(ctx(), request(key), async () => {
      // The twin passed the same checks a moment earlier and committed while this one checked.
      await idempotent(ctx(), request(key), (transaction) =>
        transaction(async () => ({ answer: created })),
      );
      throw new AppError('VALIDATION_ERROR', 'El correo ya está registrado');
    });
    expect(answer).toEqual({ estado: 201, body: created, replayed: true });
  });

  it('claims the key before the create’s work: a twin that committed first stops it', async () => {
    const key = randomUUID();
    let worked = false;
    const answer = await idempotent(ctx(), request(key), async (transaction) => {
      await idempotent(ctx(), request(key), (twin) => twin(async () => ({ answer: created })));
      await transaction(async () => {
        worked = true;
        return { answer: { successful: 'Otro', data: { id: 8 } } };
      });
    });
    expect(answer).toEqual({ estado: 201, body: created, replayed: true });
    expect(worked).toBe(false);
  });
});

describe('the keys kept', () => {
  it('fingerprints a request by its content, not the order of its fields', () => {
    expect(fingerprint({ a: 1, b: [2, { c: 3, d: undefined }] })).toBe(
      fingerprint({ b: [2, { c: 3 }], a: 1 }),
    );
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
  });

  it('forgets a key after a day: the purge removes it, and the key creates again', async () => {
    const key = randomUUID();
    const first = await createTicket('restaurante', ticket('Hace más de un día.', false), key);
    expect(first.statusCode).toBe(201);
    const ctx: PublicCtx = {
      db: t.database.db,
      platform: t.platform,
      ip: '127.0.0.1',
      requestId: 'test',
      userAgent: 'test',
    };
    const kept = () => count(`idempotencia WHERE clave = '${key}'`);
    expect(await purgeExpiredKeys(ctx, new Date(Date.now() + 60_000))).toBe(0);
    expect(await kept()).toBe(1);
    const later = new Date(Date.now() + (IDEMPOTENCY_KEEP_HOURS * 60 + 1) * 60_000);
    expect(await purgeExpiredKeys(ctx, later)).toBeGreaterThanOrEqual(1);
    expect(await kept()).toBe(0);
    const again = await createTicket('restaurante', ticket('Hace más de un día.', false), key);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.peticionID).not.toBe(first.json().data.peticionID);
  });

  it('documents the key on every create route', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const route of ['/api/tickets', '/api/users']) {
      const parameters = document.paths[route].post.parameters as { in: string; name: string }[];
      expect(parameters).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
      );
    }
  });
});
