import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMailer, greeting } from './mailer';

let t: TestApp;
let outbox: string;
beforeAll(async () => {
  t = await createTestApp();
  outbox = await mkdtemp(path.join(os.tmpdir(), 'jarvis-outbox-'));
});
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

/** An outbox mailer whose clock reads `instant`, in San Salvador (UTC-6, no summer time). */
function mailerAt(instant: string) {
  return createMailer({
    from: 'Jarvis <jarvis@grupo-restaurantes.com>',
    outboxDir: outbox,
    timeZone: 'America/El_Salvador',
    now: () => new Date(instant),
    jobs: t.platform.jobs,
    log: t.platform.log,
  });
}

async function folderOf(instant: string) {
  const mailer = mailerAt(instant);
  const db = t.database.db;
  const id = await mailer.queue(db, { to: 'ana@grupo-restaurantes.com', subject: 's', text: 't' });
  await mailer.deliver(db, id);
  const [row] = await t.database.query<{ archivo: string }>(
    'SELECT archivo FROM correos WHERE correo_id = $1',
    [id],
  );
  // The business day's folder, relative to the outbox.
  expect(path.isAbsolute(row!.archivo)).toBe(false);
  return path.dirname(row!.archivo);
}

describe('the outbox', () => {
  it('files a mail under the business day, not UTC’s', async () => {
    // 23:30 of 27 November in San Salvador is already the 28th in UTC.
    expect(await folderOf('2026-11-28T05:30:00Z')).toBe('2026-11-27');
    expect(await folderOf('2026-11-28T06:00:00Z')).toBe('2026-11-28');
    expect((await readdir(outbox)).sort()).toEqual(['2026-11-27', '2026-11-28']);
  });
});

describe('greeting', () => {
  it('greets a person by name, and a group or an unknown name neutrally', () => {
    expect(greeting('Ana')).toBe('Hola, Ana:');
    expect(greeting(' Mario Alberto ')).toBe('Hola, Mario Alberto:');
    expect(greeting(null)).toBe('Buen día:');
    expect(greeting('  ')).toBe('Buen día:');
  });
});
