import { readdir, readFile, utimes } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MESSAGES } from '@jarvis/contracts/tickets';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ticketRequests } from '../../../test/tickets';
import { sweepOrphanImages } from './tickets.service';

let t: TestApp;
const { createTicket, problemOf, detail } = ticketRequests(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ticketsDir = () => path.join(t.config.filesDir, 'tickets');
const storedFiles = async () => (await readdir(ticketsDir()).catch(() => [])).sort();

/** The bytes of the one photo a new ticket stored, read back from the disk. */
async function createWithPhoto(filename: string, content: Buffer) {
  const res = await createTicket('restaurante', [
    { name: 'tipoProblemaID', value: String(await problemOf('Mantenimiento')) },
    { name: 'descripcion', value: 'La puerta de la cámara no cierra bien.' },
    { name: 'archivos', filename, content },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  const seen = (await detail('restaurante', res.json().data.peticionID, 'u')).json();
  const served = await t.app.inject({ url: seen.archivos[0].file_url });
  expect(served.statusCode).toBe(200);
  return served.rawPayload;
}

/**
 * A valid grey PNG of side × side black pixels: a few hundred KB that decode to side² bytes (a
 * gigabyte at 16000 × 16000 in RGBA). Written row by row, so making it costs no such memory.
 */
async function pngBomb(side: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const size = Buffer.alloc(4);
    size.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([size, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grey, no interlace
  const deflate = zlib.createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (c: Buffer) => compressed.push(c));
  const row = Buffer.alloc(side + 1); // filter byte 0, then black pixels
  for (let y = 0; y < side; y++) {
    if (!deflate.write(row)) await new Promise((r) => deflate.once('drain', r));
  }
  // 'end', not end()'s callback: that fires on 'finish', before the last compressed bytes arrive,
  // and a truncated PNG is refused as undecodable whatever its size, which proves nothing.
  await new Promise((r) => {
    deflate.once('end', r);
    deflate.end();
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('stored photos', () => {
  it('keeps nothing appended after the image, such as an HTML page behind a GIF', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const stored = await createWithPhoto('truco.gif', Buffer.concat([gif, html]));
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('gif');
  });

  it('drops EXIF metadata such as the GPS position and the author', async () => {
    const photo = await sharp({
      create: { width: 30, height: 20, channels: 3, background: '#0a0' },
    })
      .jpeg()
      .withExif({
        IFD0: { Artist: 'Carlos Bonilla', Copyright: 'Casa' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 41/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const stored = await createWithPhoto('foto.jpg', photo);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Carlos Bonilla'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([30, 20]);
  });

  it('turns a photo upright by its EXIF orientation before the orientation is dropped', async () => {
    const sideways = await sharp({
      create: { width: 30, height: 20, channels: 3, background: '#00a' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const meta = await sharp(await createWithPhoto('de-lado.jpg', sideways)).metadata();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 is a quarter turn: the 30 × 20 photo is stored as it was seen, 20 × 30.
    expect([meta.width, meta.height]).toEqual([20, 30]);
  });

  it('refuses an image with more pixels than allowed before decoding it, and stores nothing', async () => {
    const bomb = await pngBomb(16000);
    expect(bomb.length).toBeLessThan(1_000_000);
    const before = await storedFiles();
    const res = await createTicket('restaurante', [
      { name: 'tipoProblemaID', value: String(await problemOf('Mantenimiento')) },
      { name: 'descripcion', value: 'Foto enorme.' },
      { name: 'archivos', filename: 'bomba.png', content: bomb },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(TICKET_MESSAGES.imageTooManyPixels(50));
    expect(await storedFiles()).toEqual(before);
  });
});

describe('the orphan photo sweep', () => {
  it('removes a photo no ticket names once it is older than the grace, and keeps the rest', async () => {
    const kept = await createWithPhoto(
      'foto.png',
      await sharp({
        create: { width: 4, height: 4, channels: 3, background: '#00f' },
      })
        .png()
        .toBuffer(),
    );
    expect(kept.length).toBeGreaterThan(0);
    const named = await storedFiles();
    const { files } = t.platform;
    const png = await readFile(path.join(ticketsDir(), named[0]!));
    const oldOrphan = await files.save('tickets', png, 'png');
    const freshOrphan = await files.save('tickets', png, 'png');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const name of [...named, path.basename(oldOrphan)])
      await utimes(path.join(ticketsDir(), name), twoHoursAgo, twoHoursAgo);

    const removed = await sweepOrphanImages({
      db: t.database.db,
      platform: t.platform,
      ip: '127.0.0.1',
      requestId: 'test',
      userAgent: 'test',
    });
    expect(removed).toBe(1);
    const left = await storedFiles();
    expect(left).not.toContain(path.basename(oldOrphan));
    expect(left).toContain(path.basename(freshOrphan));
    for (const name of named) expect(left).toContain(name);
  });
});
