import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '@jarvis/contracts/mail';
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
       VALUES ('compras@grupo-restaurantes.com', 'Orden 1', 'x', 'enviado', $1::jsonb) RETURNING correo_id::int AS id`,
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

describe('opening a sent message', () => {
  it('shows its headers as they left, its text and its attachments with their sizes', async () => {
    const file = path.join(t.config.dataDir, 'pedido-9.pdf');
    await writeFile(file, '%PDF-1.4 pedido');
    const eml = path.join(t.config.dataDir, '00000099.eml');
    await writeFile(
      eml,
      [
        'From: Compras Jarvis <compras@grupo-restaurantes.com>',
        'To: jose.perez@grupo-restaurantes.com',
        'Subject: =?UTF-8?Q?Pedido_aprobado_=E2=80=94_est=C3=A1_?=',
        ' =?UTF-8?Q?listo?=',
        'Date: Thu, 05 Mar 2026 14:30:05 +0000',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Su pedido está listo.',
        'Subject: not a header',
      ].join('\n'),
    );
    const adjuntos = JSON.stringify([
      { filename: 'Pedido 9.pdf', contentType: 'application/pdf', path: file },
      { filename: 'borrado.pdf', contentType: 'application/pdf', path: `${file}.no-existe` },
    ]);
    const [row] = await t.database.query<{ id: number }>(
      `INSERT INTO correos (para, asunto, texto, html, estado, adjuntos, archivo, intentos, enviado_en)
       VALUES ('jose.perez@grupo-restaurantes.com', 'Pedido aprobado — está listo',
         'Su pedido está listo.', '<p>Su pedido está listo.</p>', 'enviado', $1::jsonb, $2, 1,
         '2026-03-05T14:30:05Z')
       RETURNING correo_id::int AS id`,
      [adjuntos, eml],
    );
    const res = await t.app.inject({
      url: `/api/mail/outbox/${row!.id}`,
      headers: t.auth(await t.login('informatica')),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      correoId: row!.id,
      estado: 'enviado',
      para: 'jose.perez@grupo-restaurantes.com',
      encabezados: {
        de: 'Compras Jarvis <compras@grupo-restaurantes.com>',
        para: 'jose.perez@grupo-restaurantes.com',
        asunto: 'Pedido aprobado — está listo',
        fecha: '2026-03-05T14:30:05.000Z',
      },
      texto: 'Su pedido está listo.',
      html: '<p>Su pedido está listo.</p>',
      adjuntos: [
        {
          filename: 'Pedido 9.pdf',
          contentType: 'application/pdf',
          tamano: 15,
          url: `/api/mail/outbox/${row!.id}/adjuntos/0`,
        },
        { filename: 'borrado.pdf', tamano: null, url: `/api/mail/outbox/${row!.id}/adjuntos/1` },
      ],
    });
  });

  it('shows a message not sent yet with the headers it will leave with, and why it failed', async () => {
    const [row] = await t.database.query<{ id: number }>(
      `INSERT INTO correos (para, asunto, texto, estado, error, intentos)
       VALUES ('nadie@grupo-restaurantes.com', 'Aviso', 'Texto del aviso', 'error', 'Buzón lleno', 3)
       RETURNING correo_id::int AS id`,
    );
    const res = await t.app.inject({
      url: `/api/mail/outbox/${row!.id}`,
      headers: t.auth(await t.login('admin')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      estado: 'error',
      error: 'Buzón lleno',
      encabezados: {
        de: t.config.MAIL_FROM,
        para: 'nadie@grupo-restaurantes.com',
        asunto: 'Aviso',
        fecha: null,
      },
      texto: 'Texto del aviso',
      html: null,
      adjuntos: [],
    });
  });

  it('answers 404 in Spanish for a message that does not exist, and 403 to branch staff', async () => {
    const missing = await t.app.inject({
      url: '/api/mail/outbox/987654',
      headers: t.auth(await t.login('admin')),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MAIL_MESSAGES.notFound);
    const branch = await t.app.inject({
      url: '/api/mail/outbox/1',
      headers: t.auth(await t.login('restaurante')),
    });
    expect(branch.statusCode).toBe(403);
  });
});
