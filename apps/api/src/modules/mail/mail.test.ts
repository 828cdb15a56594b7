import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sent mail log', () => {
  it('lists queued and delivered messages, newest first, to holders of the option', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'informatica@grupo-restaurantes.com' },
    });
    const token = await t.login('informatica');
    const page = await eventually(async () => {
      const res = await t.app.inject({
        url: '/api/mail/outbox?page=1&size=5',
        headers: t.auth(token),
      });
      const body = res.json();
      return body.items[0]?.estado === 'enviado' ? body : undefined;
    });
    expect(page).toMatchObject({ page: 1, size: 5, total: 1, totalIsCapped: false });
    expect(page.items[0]).toMatchObject({
      para: 'informatica@grupo-restaurantes.com',
      intentos: 1,
    });
  });

  it('refuses branch staff', async () => {
    const token = await t.login('restaurante');
    const res = await t.app.inject({ url: '/api/mail/outbox', headers: t.auth(token) });
    expect(res.statusCode).toBe(403);
  });

  it('rejects an out-of-range page size with a Spanish message', async () => {
    const token = await t.login('admin');
    const res = await t.app.inject({ url: '/api/mail/outbox?size=1000', headers: t.auth(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El tamaño de página debe estar entre 1 y 100');
  });

  it('caps the count and the depth of the list so neither grows with the table', async () => {
    await t.database.exec(
      `INSERT INTO correos (para, asunto, texto, estado) SELECT 'x@y.com', 'Prueba ' || g, 'x', 'enviado' FROM generate_series(1, 1050) g`,
    );
    const token = await t.login('admin');
    const first = await t.app.inject({
      url: '/api/mail/outbox?page=1&size=10',
      headers: t.auth(token),
    });
    expect(first.json()).toMatchObject({ total: 1_000, totalIsCapped: true });
    expect(first.json().items[0].asunto).toBe('Prueba 1050');
    const last = await t.app.inject({
      url: '/api/mail/outbox?page=100&size=10',
      headers: t.auth(token),
    });
    expect(last.statusCode).toBe(200);
    const beyond = await t.app.inject({
      url: '/api/mail/outbox?page=101&size=10',
      headers: t.auth(token),
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toMatch(/primeros 1000 registros/);
  });

  it('downloads an attachment of a sent message, and only an existing one', async () => {
    const file = path.join(t.config.dataDir, 'orden-compra-1.pdf');
    await writeFile(file, '%PDF-1.4 prueba');
    const adjuntos = JSON.stringify([
      { filename: 'Orden de compra 1.pdf', contentType: 'application/pdf', path: file },
      { filename: 'borrado.pdf', contentType: 'application/pdf', path: `${file}.no-existe` },
    ]);
    const [row] = await t.database.query<{ id: number }>(
      `INSERT INTO correos (para, asunto, texto, estado, adjuntos)
       VALUES ('compras@grupo-restaurantes.com', 'Orden 1', 'x', 'enviado', $1::jsonb) RETURNING correo_id AS id`,
      [adjuntos],
    );
    const headers = t.auth(await t.login('informatica'));
    const url = (i: number) => `/api/mail/outbox/${row!.id}/adjuntos/${i}`;
    const ok = await t.app.inject({ url: url(0), headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['content-disposition']).toContain('Orden%20de%20compra%201.pdf');
    expect(ok.body).toBe('%PDF-1.4 prueba');
    expect((await t.app.inject({ url: url(1), headers })).json().message).toBe(
      'El archivo adjunto ya no está disponible',
    );
    expect((await t.app.inject({ url: url(2), headers })).statusCode).toBe(404);
    const branch = t.auth(await t.login('restaurante'));
    expect((await t.app.inject({ url: url(0), headers: branch })).statusCode).toBe(403);
  });
});
