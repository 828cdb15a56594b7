import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { ticketRequests } from './tickets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { newTicket, move } = ticketRequests(() => t);

/** The mails queued so far with the given name of the user whose address each went to. */
const mailsToUsers = (subject: string) =>
  t.database.query<{ para: string; texto: string; nombre: string }>(
    `SELECT c.para, c.texto, u.nombre FROM correos c JOIN usuarios u ON u.correo = c.para
      WHERE c.asunto LIKE $1 ORDER BY c.correo_id`,
    [subject],
  );

const firstLine = (texto: string) => texto.split('\n')[0];

describe('mail to a person greets them by name', () => {
  it("in a ticket's news to each collaborator", async () => {
    const { mascara } = await newTicket('restaurante', 'Mantenimiento');
    const news = await mailsToUsers(`Nuevo ticket ${mascara}:%`);
    expect(news.length).toBeGreaterThan(1);
    for (const mail of news) expect(firstLine(mail.texto)).toBe(`Hola, ${mail.nombre}:`);
  });

  it("in a ticket's move, told to its requester", async () => {
    const { peticionID, mascara } = await newTicket('restaurante', 'Mantenimiento');
    const res = await move('mantenimiento', peticionID, 'En Espera', 'Falta el repuesto');
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsToUsers(`Su ticket ${mascara} está En Espera`);
    expect(mail).toMatchObject({ para: 'restaurante@grupo-restaurantes.com', nombre: 'Carlos' });
    expect(firstLine(mail!.texto)).toBe('Hola, Carlos:');
  });

  it('in the link to reset a password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'compras@grupo-restaurantes.com' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsToUsers('Jarvis: restablecer contraseña');
    expect(firstLine(mail!.texto)).toBe(`Hola, ${mail!.nombre}:`);
  });

  it('in every mail sent to a user, whatever sent it', async () => {
    const all = await mailsToUsers('%');
    expect(all.length).toBeGreaterThan(3);
    for (const mail of all) expect(firstLine(mail.texto), mail.para).toBe(`Hola, ${mail.nombre}:`);
  });
});
