import { describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { decodeWords, parseHeaders } from './eml-headers';

describe('the headers of an .eml', () => {
  it('reads back what nodemailer wrote: accents, folded lines and raw UTF-8 addresses', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const subject =
      'Jarvis: su cuenta está lista — ñandú, y un asunto largo que ocupa varias líneas al doblarse';
    const info = await transport.sendMail({
      from: 'Jarvis <jarvis@grupo-restaurantes.com>',
      to: 'josé.pérez@grupo-restaurantes.com',
      subject,
      text: 'Subject: no es una cabecera',
    });
    const raw = (info as unknown as { message: Buffer }).message.toString('utf8');
    const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
    const headers = parseHeaders(head);
    expect(headers.get('subject')).toBe(subject);
    expect(headers.get('from')).toBe('Jarvis <jarvis@grupo-restaurantes.com>');
    expect(headers.get('to')).toBe('josé.pérez@grupo-restaurantes.com');
  });

  it('decodes B and Q words and leaves text and unknown charsets as they are', () => {
    expect(decodeWords('=?utf-8?B?Q2Fmw6k=?= y =?ISO-8859-1?Q?ma=F1ana?=')).toBe('Café y mañana');
    expect(decodeWords('Hola =?x-desconocido?Q?a?=')).toBe('Hola =?x-desconocido?Q?a?=');
    expect(decodeWords('Sin codificar')).toBe('Sin codificar');
  });
});
