import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIL_SWEEP_QUEUE } from '../../platform/mail/mailer';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import { ticketRequests } from '../../../test/tickets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { createTicket, detail, newTicket, problemOf } = ticketRequests(() => t);

/** The news of a ticket: one mail per collaborator, with its state. */
const newsOf = (mascara: string) =>
  t.database.query<{ para: string; estado: string }>(
    `SELECT para, estado FROM correos WHERE asunto LIKE $1 ORDER BY para`,
    [`Nuevo ticket ${mascara}:%`],
  );

const allSent = async (mascara: string) => {
  const news = await newsOf(mascara);
  return news.length > 0 && news.every((m) => m.estado === 'enviado') ? news : undefined;
};

describe("a new ticket's news (tickets.mail)", () => {
  it('tells every collaborator of the department, one mail each, and delivers them', async () => {
    const { mascara } = await newTicket('restaurante', 'Mantenimiento');
    const news = await eventually(() => allSent(mascara));
    expect(news.map((m) => m.para)).toEqual([
      'mantenimiento@grupo-restaurantes.com',
      'tecnico@grupo-restaurantes.com',
    ]);
  });

  it('answers the ticket as created when the job queue fails after the commit; the sweeper sends its mail', async () => {
    const photo = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#0f766e' },
    })
      .png()
      .toBuffer();
    const refused = vi
      .spyOn(t.platform.jobs, 'sendAll')
      .mockRejectedValueOnce(new Error('la cola no responde'));
    const res = await createTicket('restaurante', [
      { name: 'tipoProblemaID', value: String(await problemOf('Mantenimiento')) },
      { name: 'descripcion', value: 'La campana extractora hace un ruido fuerte.' },
      { name: 'archivos', filename: 'campana.png', content: photo },
    ]);
    expect(refused).toHaveBeenCalledTimes(1);
    refused.mockRestore();

    // The ticket was committed: the user is told so, and its photo is kept.
    expect(res.statusCode, res.body).toBe(201);
    const { peticionID, mascara } = res.json().data;
    const seen = (await detail('restaurante', peticionID, 'u')).json();
    expect(seen.archivos).toHaveLength(1);
    expect((await t.app.inject({ url: seen.archivos[0].file_url })).statusCode).toBe(200);
    expect((await newsOf(mascara)).map((m) => m.estado)).toEqual(['pendiente', 'pendiente']);

    // Five minutes later the sweeper finds the mail nobody sent and sends it.
    await t.database.query(
      `UPDATE correos SET creado_en = now() - interval '6 minutes' WHERE asunto LIKE $1`,
      [`Nuevo ticket ${mascara}:%`],
    );
    await t.platform.jobs.send(MAIL_SWEEP_QUEUE, {});
    expect(await eventually(() => allSent(mascara))).toHaveLength(2);
  });
});
