import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver } from '../../../test/s3rver';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ticketRequests } from '../../../test/tickets';
import { loadConfig } from '../../config';
import { createFolderStore } from './folder-store';
import { createS3Store, S3_HEALTH_TIMEOUT_MS, type S3StoreOptions } from './s3-store';
import { createFileStore } from './store-config';
import type { FileStore } from './store';

const BUCKET = 'jarvis-test';
const KEY_ID = 'S3RVER'; // s3rver's only account; it checks the key id, not v4 signatures
const SECRET = 'S3RVER';

let scratch: string;
let s3rver: Awaited<ReturnType<typeof startS3rver>>;
let endpoint: string;
const s3Options = (over: Partial<S3StoreOptions> = {}): S3StoreOptions => ({
  endpoint,
  region: 'us-east-1',
  bucket: BUCKET,
  accessKeyId: KEY_ID,
  secretAccessKey: SECRET,
  forcePathStyle: true,
  prefix: '',
  ...over,
});
let client: S3Client;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'jarvis-s3-'));
  await mkdir(path.join(scratch, 's3rver'));
  s3rver = await startS3rver(path.join(scratch, 's3rver'), BUCKET);
  endpoint = s3rver.endpoint;
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY_ID, secretAccessKey: SECRET },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
});
afterAll(async () => {
  client?.destroy();
  await s3rver?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function bytesOf(stream: NodeJS.ReadableStream | undefined) {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function bucketObject(key: string) {
  const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

/** A port nothing listens on: bound and released at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

const stores: [string, () => Promise<FileStore>][] = [
  [
    'the folder store',
    async () => createFolderStore(await mkdtemp(path.join(scratch, 'carpeta-'))),
  ],
  // Two keys a page, so listing crosses pages; under a folder of the bucket, which lists strip.
  ['the S3 store', async () => createS3Store(s3Options({ prefix: 'contrato/', pageSize: 2 }))],
];

describe.each(stores)('%s', (_name, create) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await create();
  });
  afterAll(() => store?.close());

  it('gives back the bytes written, and their size', async () => {
    const content = randomBytes(200_000);
    await store.write('fotos/una.jpg', content);
    // Compared whole rather than with toEqual, which walks 200,000 bytes one by one for a diff.
    expect((await bytesOf(await store.read('fotos/una.jpg')))?.equals(content)).toBe(true);
    expect(await store.size('fotos/una.jpg')).toBe(200_000);
  });

  it('replaces what was under a key', async () => {
    await store.write('fotos/dos.png', Buffer.from('primera'));
    await store.write('fotos/dos.png', Buffer.from('segunda'));
    expect(String(await bytesOf(await store.read('fotos/dos.png')))).toBe('segunda');
    expect(await store.size('fotos/dos.png')).toBe(7);
  });

  it('answers nothing for a file removed, and removes a missing file without complaint', async () => {
    await store.write('fotos/tres.gif', Buffer.from('gif'));
    await store.remove('fotos/tres.gif');
    expect(await store.read('fotos/tres.gif')).toBeUndefined();
    expect(await store.size('fotos/tres.gif')).toBeUndefined();
    await expect(store.remove('fotos/nunca.gif')).resolves.toBeUndefined();
  });

  it('lists the files under a prefix, sorted, with when each was written', async () => {
    const keys = ['lista/a.jpg', 'lista/b/c.png', 'lista/d.pdf', 'lista/e.jpg', 'listas/f.jpg'];
    for (const key of keys) await store.write(key, Buffer.from(key));
    const listed = await store.list('lista/');
    expect(listed.map((f) => f.key)).toEqual(keys.slice(0, 4));
    for (const { modified } of listed) {
      expect(Math.abs(modified.getTime() - Date.now())).toBeLessThan(60_000);
    }
    expect((await store.list('')).map((f) => f.key)).toEqual(expect.arrayContaining(keys));
  });
});

describe('the S3 store', () => {
  it('keeps its files under the configured folder of the bucket and lists only those', async () => {
    const store = createS3Store(s3Options({ prefix: 'sede-a/' }));
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'ajeno/x.jpg', Body: 'x' }));
    await store.write('tickets/x.jpg', Buffer.from('foto'));
    expect(String(await bucketObject('sede-a/tickets/x.jpg'))).toBe('foto');
    expect((await store.list('')).map((f) => f.key)).toEqual(['tickets/x.jpg']);
    await store.close();
  });

  it('reports healthy when the bucket answers', async () => {
    const store = createS3Store(s3Options());
    expect(await store.health()).toEqual({ ok: true, detail: `bucket ${BUCKET}` });
    await store.close();
  });

  it('reports the server down in time, and a refused key, with no credential in the detail', async () => {
    const secret = 'secreto-que-nadie-debe-ver';
    const down = createS3Store(
      s3Options({ endpoint: `http://127.0.0.1:${await closedPort()}`, secretAccessKey: secret }),
    );
    const started = Date.now();
    const health = await down.health();
    expect(Date.now() - started).toBeLessThan(S3_HEALTH_TIMEOUT_MS + 500);
    expect(health).toEqual({ ok: false, detail: 'ECONNREFUSED' });
    await down.close();

    const refused = createS3Store(
      s3Options({ accessKeyId: 'CLAVE-AJENA', secretAccessKey: secret }),
    );
    const answer = await refused.health();
    expect(answer.ok).toBe(false);
    expect(answer.detail).toContain('403');
    expect(answer.detail).not.toMatch(/CLAVE-AJENA|secreto/);
    await refused.close();
  });

  it('says which bucket is missing', async () => {
    const store = createS3Store(s3Options({ bucket: 'no-existe' }));
    expect(await store.health()).toEqual({ ok: false, detail: 'no existe el bucket no-existe' });
    await store.close();
  });
});

describe('the store configuration', () => {
  const env = { LOG_LEVEL: 'silent', S3_BUCKET: BUCKET };

  it('refuses one S3 key without the other', () => {
    for (const half of [{ S3_ACCESS_KEY_ID: 'a' }, { S3_SECRET_ACCESS_KEY: 'b' }]) {
      expect(() => loadConfig({ ...env, ...half })).toThrow(
        'Indique S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY juntas, o ninguna de las dos',
      );
    }
    expect(loadConfig({ ...env, S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toMatchObject({
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
    });
    expect(loadConfig(env).S3_ACCESS_KEY_ID).toBeUndefined();
  });

  it('keeps the folder inside the bucket as a prefix ending in a slash', () => {
    expect(loadConfig(env).S3_PREFIX).toBe('');
    expect(loadConfig({ ...env, S3_PREFIX: 'jarvis' }).S3_PREFIX).toBe('jarvis/');
    expect(loadConfig({ ...env, S3_PREFIX: '/jarvis/prod/' }).S3_PREFIX).toBe('jarvis/prod/');
  });

  it('uses the bucket when one is named, else the local folder', async () => {
    const s3 = createFileStore(loadConfig(env));
    const folder = createFileStore(loadConfig({ ...env, S3_BUCKET: '' }));
    expect([s3.kind, folder.kind]).toEqual(['s3', 'carpeta']);
    await Promise.all([s3.close(), folder.close()]);
  });
});

describe('a Jarvis keeping its files in S3', () => {
  let t: TestApp;
  const { createTicket, problemOf, detail } = ticketRequests(() => t);
  beforeAll(async () => {
    t = await createTestApp({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_PREFIX: 'jarvis',
    });
  });
  afterAll(() => t?.close());

  it('stores a ticket photo in the bucket, not on disk, and serves it on the signed URL', async () => {
    const photo = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    const res = await createTicket('restaurante', [
      { name: 'tipoProblemaID', value: String(await problemOf('Mantenimiento')) },
      { name: 'descripcion', value: 'La campana de la cocina gotea aceite.' },
      { name: 'archivos', filename: 'campana.gif', content: photo },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const seen = (await detail('restaurante', res.json().data.peticionID, 'u')).json();
    const url: string = seen.archivos[0].file_url;
    const key = decodeURIComponent(new URL(url, 'http://x').pathname.replace('/api/archivos/', ''));

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/gif');
    // The photo was re-encoded on upload: what counts is that the bucket's bytes are served.
    expect(served.rawPayload).toEqual(await bucketObject(`jarvis/${key}`));
    const onDisk = await readdir(t.config.filesDir, { recursive: true }).catch(() => []);
    expect(onDisk).toEqual([]);
  });
});
