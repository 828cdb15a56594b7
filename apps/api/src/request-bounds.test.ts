import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INT4, PAGE_MESSAGES } from '@jarvis/contracts/common';
import { COMMON_MESSAGES } from '@jarvis/contracts/errors';
import { REPORT_MESSAGES } from '@jarvis/contracts/tickets-report';
import { TICKET_MESSAGES } from '@jarvis/contracts/tickets';
import { USERS_MESSAGES } from '@jarvis/contracts/users';
import { createTestApp, type TestApp } from '../test/test-app';
import { ticketRequests } from '../test/tickets';

/**
 * What a crafted request gets when its values are of the right type but no column can hold them:
 * a 400 in the one error shape with a Spanish message, never a 500 from the database.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { headers, createTicket, problemOf } = ticketRequests(() => t);

type Schema = { [key: string]: unknown };

/** Every integer an operation takes (path, query, body) whose maximum PostgreSQL's integer exceeds. */
function unboundedIntegers(document: { paths: Record<string, Record<string, Schema>> }) {
  const found: string[] = [];
  const walk = (schema: unknown, where: string) => {
    if (!schema || typeof schema !== 'object') return;
    const s = schema as Schema;
    if (s.type === 'integer' && s.const === undefined && !((s.maximum as number) <= MAX_INT4))
      found.push(where);
    for (const [key, value] of Object.entries(s)) walk(value, `${where}.${key}`);
  };
  for (const [url, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const at = `${method.toUpperCase()} ${url}`;
      for (const p of (operation.parameters as Schema[] | undefined) ?? [])
        walk(p.schema, `${at} ${String(p.in)} ${String(p.name)}`);
      walk(operation.requestBody, `${at} body`);
    }
  return found;
}

describe('values beyond what the database holds', () => {
  it('bounds every integer an endpoint takes at PostgreSQL’s integer', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    // A signed photo link's expiry is a time, compared in the server and never sent to the database.
    expect(unboundedIntegers(document)).toEqual(['GET /api/archivos/{*} query exp']);
  });

  it('answers an id past the integer with 400 in Spanish, in a path, a JSON body and a form', async () => {
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/erp/documentos/${MAX_INT4 + 1}/reintentar`,
      headers: await headers('contabilidad'),
    });
    expect(retry.statusCode).toBe(400);
    expect(retry.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { id: expect.any(String) },
    });
    expect(retry.json().message).toMatch(/^Debe ser como máximo 2\.147\.483\.647$/);

    const user = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...(await headers('admin')), 'idempotency-key': randomUUID() },
      payload: {
        nombre: 'Ana',
        apellido: 'Bonilla',
        correo: 'ana.bonilla@grupo-restaurantes.com',
        posicionID: 99_999_999_999,
      },
    });
    expect(user.statusCode).toBe(400);
    expect(user.json().fields).toEqual({ posicionID: USERS_MESSAGES.positionNotAllowed });

    const ticket = await createTicket('restaurante', [
      { name: 'tipoProblemaID', value: '99999999999' },
      { name: 'descripcion', value: 'No enciende la plancha.' },
    ]);
    expect(ticket.statusCode).toBe(400);
    expect(ticket.json().fields).toEqual({ tipoProblemaID: TICKET_MESSAGES.unknownProblem });
  });

  it('reads an id in a path or a query only when written in digits', async () => {
    const admin = await headers('admin');
    // Each would read as another row's id: 90, 10, 5, 6.
    for (const url of [
      '/api/users/0x5A/permisos',
      '/api/users/1e1/permisos',
      '/api/users/%205/permisos',
      '/api/catalogo/articulos?categoriaId=6.0',
    ]) {
      const res = await t.app.inject({ url, headers: admin });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(COMMON_MESSAGES.invalidId);
    }
    const plain = await t.app.inject({ url: '/api/users/1/permisos', headers: admin });
    expect(plain.statusCode).toBe(200);
  });

  it('reads a ticket’s problem, sent as form text, only when written in digits', async () => {
    const count = async () =>
      (await t.database.query<{ n: string }>('SELECT count(*) AS n FROM peticiones'))[0]?.n;
    const n = await count();
    const problem = await problemOf('Mantenimiento');
    // Each was read as that problem's id before (z.coerce), and raised a ticket.
    for (const crafted of [`0x${problem.toString(16)}`, `${problem}.0`, ` ${problem}`]) {
      const res = await createTicket('restaurante', [
        { name: 'tipoProblemaID', value: crafted },
        { name: 'descripcion', value: 'El refrigerador no enfría.' },
      ]);
      expect(res.statusCode, crafted).toBe(400);
      expect(res.json().fields).toEqual({ tipoProblemaID: COMMON_MESSAGES.invalidId });
    }
    expect(await count()).toBe(n);
  });

  it('refuses a report of a year PostgreSQL has no day for', async () => {
    const res = await t.app.inject({
      url: '/api/tickets/reporte?desde=0000-01-01&hasta=0000-12-31',
      headers: await headers('mantenimiento'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REPORT_MESSAGES.dateInvalid);
  });
});

describe('pages past the list window', () => {
  it('are refused by every list, which counts and pages only within it', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const lists = Object.entries(document.paths as Record<string, { get?: Schema }>)
      .filter(([, ops]) =>
        (ops.get?.parameters as Schema[] | undefined)?.some((p) => p.name === 'page'),
      )
      .map(([url]) => url);
    expect(lists.length).toBeGreaterThanOrEqual(11);
    // The filters a list cannot be asked without (the approval screen's date range).
    const required: Record<string, string> = {
      '/api/pedidos/aprobacion': '&estado=2&desde=2026-01-01&hasta=2026-01-31',
      '/api/pedidos/cambio-precio': '&desde=2026-01-01&hasta=2026-01-31',
    };
    for (const url of lists) {
      // Rows 1,001 to 1,050: the first page no list offers.
      const res = await t.app.inject({
        url: `${url}?page=21&size=50${required[url] ?? ''}`,
        headers: await headers('admin'),
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields, url).toEqual({ page: PAGE_MESSAGES.tooDeep });
    }
  });
});

describe('text holding U+0000', () => {
  const refused = { code: 'VALIDATION_ERROR', message: COMMON_MESSAGES.invalidCharacter };

  it('is refused in a query, a JSON body and a form, with the field, and nothing is written', async () => {
    const search = await t.app.inject({
      url: '/api/catalogo/proveedores?buscar=ab%00c',
      headers: await headers('compras'),
    });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ ...refused, fields: { buscar: refused.message } });

    const countUsers = async () =>
      (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM usuarios'))[0]!.n;
    const usersBefore = await countUsers();
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...(await headers('admin')), 'idempotency-key': randomUUID() },
      payload: {
        nombre: 'Ana\u0000',
        apellido: 'Bonilla',
        correo: 'ana.nul@grupo-restaurantes.com',
        posicionID: 1,
      },
    });
    expect(user.statusCode).toBe(400);
    expect(user.json()).toMatchObject({ ...refused, fields: { nombre: refused.message } });
    expect(await countUsers()).toBe(usersBefore);

    const ticket = await createTicket('restaurante', [
      { name: 'tipoProblemaID', value: String(await problemOf('Mantenimiento')) },
      { name: 'descripcion', value: 'No enciende\u0000 la plancha.' },
    ]);
    expect(ticket.statusCode).toBe(400);
    expect(ticket.json()).toMatchObject({ ...refused, fields: { descripcion: refused.message } });
  });
});

describe('requests refused before any route', () => {
  it('answers a path that does not decode in the one error shape', async () => {
    const res = await t.app.inject({ url: '/api/tickets/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: COMMON_MESSAGES.badRequest,
    });
  });

  let address: string | undefined;

  /** Sends `request` as bytes on a socket of its own and answers the head and the parsed body. */
  async function raw(request: Buffer) {
    address ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('utf8')));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    const [head, body] = answer.split('\r\n\r\n');
    return { head: head!, body: JSON.parse(body!) as unknown };
  }

  it('answers what Node’s parser refuses in the one error shape: a raw Ó, headers too large', async () => {
    const rawO = await raw(
      Buffer.from('GET /api/health?x=Ó HTTP/1.1\r\nHost: localhost\r\n\r\n', 'utf8'),
    );
    expect(rawO.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(rawO.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: COMMON_MESSAGES.badRequest,
    });
    const huge = await raw(
      Buffer.from(
        `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(huge.head).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge.body).toEqual({
      statusCode: 431,
      code: 'PAYLOAD_TOO_LARGE',
      message: COMMON_MESSAGES.headersTooLarge,
    });
  });
});
