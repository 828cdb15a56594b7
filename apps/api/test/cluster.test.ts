import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createSimulator, type Simulator } from '@jarvis/erp-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { businessDate } from '../src/time';
import { multipart } from './tickets';
import { startApiProcess, roundRobin, type ApiProcess } from './processes';
import { startS3rver, s3Env } from './s3rver';
import { cloneTemplate, eventually, onPostgres } from './test-app';

/**
 * Several API processes on one PostgreSQL database behind one address (issue #57 point 2): what
 * one process knows, the other must know at once, because it is in the database, the bucket or
 * the job queue, not in a process's memory.
 */
const BUCKET = 'jarvis-cluster';
const MAX_FAILURES = 3;

let scratch: string;
let database: Database;
let dropDatabase: () => Promise<void>;
let s3: Awaited<ReturnType<typeof startS3rver>>;
let sim: Simulator;
let a: ApiProcess;
let b: ApiProcess;
let proxy: Awaited<ReturnType<typeof roundRobin>>;
const dataDirs: string[] = [];

type Ticket = { archivos: { file_url: string }[] };
type Transfer = { version: number; lineas: { trasladoDetalleId: number }[] };

const today = () => businessDate(new Date(), 'America/El_Salvador');

type Answer = { status: number; body: string; json<T>(): T };

async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const body = await res.text();
  return { status: res.status, body, json: <T>() => JSON.parse(body) as T };
}

async function login(base: string, username: string, password = 'jarvis123') {
  const res = await call(base, 'POST', '/api/auth/login', { body: { username, password } });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${res.body}`);
  return res.json<{ usuario: { id: number; authToken: string } }>().usuario;
}

async function startPair() {
  const common = {
    DATABASE_URL: databaseUrl,
    ...s3Env(s3.endpoint, BUCKET),
    ERP_URL: sim.serviceRoot!,
    LOGIN_MAX_FAILURES: String(MAX_FAILURES),
    DEMO_DATA: 'false',
  };
  const dirs = await Promise.all(['a', 'b'].map((n) => mkdtemp(path.join(scratch, `${n}-`))));
  dataDirs.push(...dirs);
  // Both at once, as an orchestrator starts them: the start-up lock lets one migrate.
  const started = await Promise.allSettled([
    startApiProcess('A', { ...common, DATA_DIR: dirs[0]! }),
    startApiProcess('B', { ...common, DATA_DIR: dirs[1]! }),
  ]);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    // The one that did start must not outlive the test.
    for (const s of started) if (s.status === 'fulfilled') await s.value.stop('SIGKILL');
    throw failed.reason;
  }
  const [first, second] = started.map((s) => (s as PromiseFulfilledResult<ApiProcess>).value);
  return [first!, second!] as const;
}

let databaseUrl = '';

beforeAll(async () => {
  if (!onPostgres) return;
  scratch = await mkdtemp(path.join(os.tmpdir(), 'jarvis-cluster-'));
  const copy = await cloneTemplate();
  database = copy.database;
  databaseUrl = copy.url!;
  dropDatabase = copy.drop;
  s3 = await startS3rver(await mkdtemp(path.join(scratch, 's3-')), BUCKET);
  sim = createSimulator({ enableTestHooks: false });
  await sim.listen({ port: 0, host: '127.0.0.1' });
  [a, b] = await startPair();
  proxy = await roundRobin([a.url, b.url]);
}, 180_000);

afterAll(async () => {
  if (!onPostgres) return;
  await proxy?.close();
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  await sim?.close();
  await s3?.stop();
  await database?.close();
  await dropDatabase?.();
  await rm(scratch, { recursive: true, force: true });
});

/** Every .eml file the processes' outboxes hold, by name. */
async function outboxFiles(): Promise<string[]> {
  const names: string[] = [];
  for (const dir of dataDirs) {
    const outbox = path.join(dir, 'outbox');
    for (const day of await readdir(outbox).catch(() => [] as string[]))
      names.push(...(await readdir(path.join(outbox, day))).map((f) => `${day}/${f}`));
  }
  return names;
}

const branchId = async (bodega: string) =>
  (
    await database.query<{ id: number }>(
      'SELECT sucursal_id AS id FROM sucursales WHERE bodega = $1',
      [bodega],
    )
  )[0]!.id;

/**
 * A transfer from SW02 to `username`'s branch, of `articles` articles one unit each, requested,
 * sent by restaurante2 and received, all through `base`: receiving it queues its StockTransfer.
 * `beforeReceiving` runs just before the last step.
 */
async function receivedTransfer(
  base: string,
  username: string,
  articles: number,
  beforeReceiving?: () => void,
): Promise<number> {
  const items = await database.query<{ id: string }>(
    'SELECT articulo_id AS id FROM articulos WHERE estado = 1 ORDER BY articulo_id LIMIT $1',
    [articles],
  );
  const requester = await login(base, username);
  const sender = await login(base, 'restaurante2');
  const requested = await call(base, 'POST', '/api/traslados', {
    token: requester.authToken,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      origenId: await branchId('SW02'),
      fecha: today(),
      lineas: items.map((r) => ({ articuloId: r.id, cantidad: 1 })),
    },
  });
  expect(requested.status, requested.body).toBe(201);
  const id = requested.json<{ trasladoId: number }>().trasladoId;
  for (const [token, action] of [
    [sender.authToken, 'enviar'],
    [requester.authToken, 'recibir'],
  ] as const) {
    if (action === 'recibir') beforeReceiving?.();
    const d = (await call(base, 'GET', `/api/traslados/${id}`, { token })).json<Transfer>();
    const res = await call(base, 'POST', `/api/traslados/${id}/${action}`, {
      token,
      body: {
        version: d.version,
        lineas: d.lineas.map((l) => ({ trasladoDetalleId: l.trasladoDetalleId, cantidad: 1 })),
      },
    });
    expect(res.status, res.body).toBe(200);
  }
  return id;
}

/** Where the transfer's SAP document stands in Jarvis. */
const sapState = async (trasladoId: number) =>
  (
    await database.query<{ estado: string }>(
      `SELECT estado FROM erp_documentos WHERE tipo = 'traslado' AND origen_id = $1`,
      [trasladoId],
    )
  )[0]?.estado;

/** The StockTransfers SAP holds for the transfer. */
const stockTransfersOf = (trasladoId: number) =>
  sim.state.documents.StockTransfers.filter((d) =>
    String(d.Comments as string | undefined).startsWith(`Traslado Jarvis ${trasladoId}:`),
  );

describe.runIf(onPostgres)('two API processes behind one address', () => {
  it('take turns behind the proxy, and a session made on one works on the other', async () => {
    const me = await login(a.url, 'compras');
    const onB = await call(b.url, 'GET', '/api/users/me', { token: me.authToken });
    expect(onB.status, onB.body).toBe(200);
    expect(onB.json<{ userID: number }>().userID).toBe(me.id);
    const before = proxy.served.length;
    for (let i = 0; i < 4; i++) {
      const res = await call(proxy.url, 'GET', '/api/users/me', { token: me.authToken });
      expect(res.status).toBe(200);
    }
    expect(new Set(proxy.served.slice(before))).toEqual(new Set([a.url, b.url]));
  });

  it('count failed sign-ins across both: the limit holds whichever one is asked', async () => {
    // Alternating processes: a count kept in each process's memory would allow twice as many.
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await call(proxy.url, 'POST', '/api/auth/login', {
        body: { username: 'mantenimiento', password: `mala-${i}` },
      });
      expect(res.status, res.body).toBe(401);
    }
    for (const api of [a, b]) {
      const res = await call(api.url, 'POST', '/api/auth/login', {
        body: { username: 'mantenimiento', password: 'jarvis123' },
      });
      expect(res.status, `${api.name}: ${res.body}`).toBe(429);
    }
  });

  it('serve from one a photo uploaded through the other, from the shared bucket', async () => {
    const me = await login(a.url, 'restaurante2');
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#b0413e' },
    })
      .png()
      .toBuffer();
    const problem = (
      await database.query<{ id: number }>(
        `SELECT p.tipo_problema_id AS id FROM ticket_problemas p
         JOIN ticket_categorias c ON c.categoria_id = p.categoria_id
         JOIN departamentos d ON d.departamento_id = c.departamento_id
         WHERE d.nombre = 'Mantenimiento' ORDER BY p.tipo_problema_id LIMIT 1`,
      )
    )[0]!.id;
    const { payload, contentType } = multipart([
      { name: 'tipoProblemaID', value: String(problem) },
      { name: 'descripcion', value: 'La campana de la cocina gotea aceite sobre la plancha.' },
      { name: 'archivos', filename: 'campana.png', content: photo },
    ]);
    const created = await fetch(`${a.url}/api/tickets`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${me.authToken}`,
        'content-type': contentType,
        'idempotency-key': randomUUID(),
      },
      body: payload,
    });
    expect(created.status).toBe(201);
    const { peticionID } = ((await created.json()) as { data: { peticionID: number } }).data;
    const shown = await call(b.url, 'GET', `/api/tickets/${peticionID}?tipoMenu=u`, {
      token: me.authToken,
    });
    expect(shown.status, shown.body).toBe(200);
    const fileUrl = shown.json<Ticket>().archivos[0]!.file_url;
    const fromB = await fetch(`${b.url}${fileUrl}`);
    expect(fromB.status).toBe(200);
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(0);
    expect((await sharp(bytes).metadata()).width).toBe(64);
    // The URL A signed when it answered works on B too: one secret, kept in the database.
    const signedByA = (
      await call(a.url, 'GET', `/api/tickets/${peticionID}?tipoMenu=u`, { token: me.authToken })
    ).json<Ticket>().archivos[0]!.file_url;
    expect((await fetch(`${b.url}${signedByA}`)).status).toBe(200);
    // Neither process kept it on its own disk.
    for (const dir of dataDirs)
      expect(await readdir(path.join(dir, 'files')).catch(() => [])).toEqual([]);
  });

  it('run each job once though both run workers: every mail written once, one SAP document', async () => {
    // A transfer requested, sent and received through the proxy: its StockTransfer is a job.
    const id = await receivedTransfer(proxy.url, 'restaurante', 2);

    await eventually(
      async () => ((await sapState(id)) === 'registrado' ? true : undefined),
      30_000,
    );
    expect(stockTransfersOf(id)).toHaveLength(1);

    // Every mail Jarvis wrote (the ticket's news above, the transfer's) delivered, each once.
    const sent = await eventually(async () => {
      const rows = await database.query<{ id: number; estado: string }>(
        'SELECT correo_id AS id, estado FROM correos',
      );
      return rows.length > 0 && rows.every((r) => r.estado === 'enviado') ? rows : undefined;
    }, 30_000);
    const files = await outboxFiles();
    expect(files).toHaveLength(sent.length);
    const ids = files.map((f) => Number(path.basename(f, '.eml'))).sort((x, y) => x - y);
    expect(ids).toEqual(sent.map((r) => Number(r.id)).sort((x, y) => x - y));
  });

  it('carry the user and the request id in the request logs', async () => {
    const me = await login(a.url, 'contabilidad');
    const res = await call(a.url, 'GET', '/api/users/me', {
      token: me.authToken,
      headers: { 'x-request-id': 'cluster-log-1' },
    });
    expect(res.status).toBe(200);
    const line = await eventually(async () =>
      a.lines.find((l) => l.reqId === 'cluster-log-1' && l.msg === 'request completed'),
    );
    expect(line.userId).toBe(me.id);
  });

  it('refuse a blocked user on both at once', async () => {
    const blocked = await login(b.url, 'restaurante');
    const admin = await login(a.url, 'admin');
    const res = await call(a.url, 'PUT', `/api/users/${blocked.id}/vetado`, {
      token: admin.authToken,
      body: { vetado: 1 },
    });
    expect(res.status, res.body).toBe(200);
    for (const api of [a, b]) {
      const me = await call(api.url, 'GET', '/api/users/me', { token: blocked.authToken });
      expect(me.status, api.name).toBe(401);
    }
    const again = await call(b.url, 'POST', '/api/auth/login', {
      body: { username: 'restaurante', password: 'jarvis123' },
    });
    expect(again.status).not.toBe(200);
  });
});

describe.runIf(onPostgres)('a process told to stop (SIGTERM)', () => {
  it('finishes the request and the job in flight, then exits cleanly', async () => {
    // B leaves first, so the job below can only run on A.
    expect(await b.stop('SIGTERM')).toBe(0);

    // SAP slow once the transfer is received: the posting job lasts past the signal.
    const id = await receivedTransfer(a.url, 'gerente.restaurante', 1, () =>
      sim.faults.delayNext(4, 1_500),
    );
    await eventually(async () => ((await sapState(id)) === 'enviando' ? true : undefined), 15_000);

    // A request in flight: a photo still being uploaded when the signal comes.
    const uploader = await login(a.url, 'restaurante2');
    const problem = (
      await database.query<{ id: number }>(
        'SELECT tipo_problema_id AS id FROM ticket_problemas ORDER BY tipo_problema_id LIMIT 1',
      )
    )[0]!.id;
    const photo = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#2f6f4e' },
    })
      .png()
      .toBuffer();
    const { payload, contentType } = multipart([
      { name: 'tipoProblemaID', value: String(problem) },
      { name: 'descripcion', value: 'La puerta del cuarto frío no cierra bien desde ayer.' },
      { name: 'archivos', filename: 'puerta.png', content: photo },
    ]);
    const target = new URL(a.url);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: 'POST',
          path: '/api/tickets',
          headers: {
            authorization: `Bearer ${uploader.authToken}`,
            'content-type': contentType,
            'content-length': payload.length,
            'idempotency-key': randomUUID(),
          },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      const half = Math.floor(payload.length / 2);
      req.write(payload.subarray(0, half));
      setTimeout(() => {
        void a.stop('SIGTERM');
        setTimeout(() => req.end(payload.subarray(half)), 700);
      }, 500);
    });

    const uploaded = await answer;
    expect(uploaded.status, uploaded.body).toBe(201);
    expect(await a.exited).toBe(0);
    // The job finished before the process left: SAP has the document and Jarvis knows it.
    expect(await sapState(id)).toBe('registrado');
    expect(stockTransfersOf(id)).toHaveLength(1);
    expect(a.lines.some((l) => l.msg === 'cerrando Jarvis')).toBe(true);
  });
});
