import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { slError, startSimulator, type Started } from './test-helpers';

let s: Started;
beforeAll(async () => {
  s = await startSimulator();
});
beforeEach(async () => {
  s.sim.reset();
  s.sim.faults.clear();
  await s.client.login();
});
afterAll(() => s.sim.close());

const order = (id: string) => ({
  CardCode: 'PHU0001',
  U_BO_ID: id,
  DocumentLines: [{ ItemCode: 'CAR-0017', Quantity: 1 }],
});

async function findByBoId(id: string) {
  const res = await s.client.get(`PurchaseOrders?$filter=U_BO_ID eq '${id}'&$select=DocEntry`);
  return (res.body as { value: unknown[] }).value;
}

const hook = (name: string, body?: unknown) =>
  fetch(`${s.url}/__sim/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('expired sessions', () => {
  it('answers 401 / 301 to every session until the client logs in again', async () => {
    s.sim.faults.expireAllSessions();
    expect(await s.client.get('Items?$top=1')).toMatchObject({
      status: 401,
      body: slError(301, 'Invalid session or session already timeout.'),
    });
    await s.client.login();
    expect((await s.client.get('Items?$top=1')).status).toBe(200);
  });

  it('can be driven over HTTP from another process', async () => {
    expect((await hook('faults/expire-sessions')).status).toBe(204);
    expect((await s.client.get('Items?$top=1')).status).toBe(401);
  });
});

describe('5xx from the proxy', () => {
  it("fails the next N requests with Apache's HTML page and carries none of them out", async () => {
    s.sim.faults.failNext(2);
    const first = await s.client.post('PurchaseOrders', order('a'));
    expect(first.status).toBe(502);
    expect(first.headers.get('content-type')).toMatch(/^text\/html/);
    expect(first.text).toContain('<title>502 Proxy Error</title>');
    expect(first.text).toContain('Error reading from remote server');
    expect((await s.client.get('Items?$top=1')).status).toBe(502);
    expect((await s.client.get('Items?$top=1')).status).toBe(200);
    expect(await findByBoId('a')).toEqual([]);
  });

  it('answers another 5xx when asked, also over HTTP', async () => {
    s.sim.faults.failNext(1, 503);
    const res = await s.client.get('Items?$top=1');
    expect(res.status).toBe(503);
    expect(res.text).toContain('Service Unavailable');
    expect((await hook('faults/fail-next', { count: 1, status: 504 })).status).toBe(204);
    expect((await s.client.get('Items?$top=1')).status).toBe(504);
    expect((await hook('faults/fail-next', { count: 1, status: 404 })).status).toBe(400);
  });

  it('can fail a POST after saving it (afterApply), the ambiguous case a client must look up', async () => {
    s.sim.faults.failNext(1, 502, { afterApply: true });
    expect((await s.client.post('PurchaseOrders', order('b'))).status).toBe(502);
    expect(await findByBoId('b')).toEqual([{ DocEntry: 1 }]);
  });
});

describe('slow answers', () => {
  it('saves a POST whose answer comes after the client gave up', async () => {
    s.sim.faults.delayNext(1, 1_500);
    const started = Date.now();
    const attempt = fetch(`${s.root}/PurchaseOrders`, {
      method: 'POST',
      headers: { cookie: s.client.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(order('c')),
      signal: AbortSignal.timeout(300),
    });
    await expect(attempt).rejects.toThrow(/aborted|timeout/i);
    expect(Date.now() - started).toBeLessThan(1_400); // the client gave up before the answer came
    expect(await findByBoId('c')).toEqual([{ DocEntry: 1 }]);
  });

  it('answers a delayed GET normally once the delay is over', async () => {
    expect((await hook('faults/delay-next', { count: 1, ms: 400 })).status).toBe(204);
    const started = Date.now();
    expect((await s.client.get('Warehouses?$top=1')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
  });
});

describe('dropped connections', () => {
  it('saves the POST and closes the socket without an answer', async () => {
    s.sim.faults.dropNextPost(1);
    await s.client.login(); // Login does not count
    await expect(s.client.post('PurchaseOrders', order('d'))).rejects.toThrow(/fetch failed/);
    expect(await findByBoId('d')).toEqual([{ DocEntry: 1 }]);
    expect((await s.client.post('PurchaseOrders', order('e'))).status).toBe(201);
  });

  it('can be asked for over HTTP and shows in the health report', async () => {
    expect((await hook('faults/drop-next-post', { count: 2 })).status).toBe(204);
    const health = (await (await fetch(`${s.url}/__sim/health`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: 'ok', companyDb: 'JARVIS_DEMO', faults: { drops: 2 } });
    expect((await fetch(`${s.url}/__sim/faults`, { method: 'DELETE' })).status).toBe(204);
    expect(s.sim.faults.pending().drops).toBe(0);
  });
});

describe('Expect: 100-continue', () => {
  const postWithExpect = () =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${s.root}/PurchaseOrders`, {
        method: 'POST',
        headers: {
          cookie: s.client.cookie,
          'content-type': 'application/json',
          expect: '100-continue',
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('continue', () => req.end(JSON.stringify(order('f'))));
      req.on('error', reject);
      req.flushHeaders();
    });

  it('answers 500 with an empty body while the fault is on, as the Apache balancer did', async () => {
    s.sim.faults.rejectExpectContinue(true);
    expect(await postWithExpect()).toEqual({ status: 500, body: '' });
    expect(await findByBoId('f')).toEqual([]);
    s.sim.faults.rejectExpectContinue(false);
    expect((await postWithExpect()).status).toBe(201);
  });
});
