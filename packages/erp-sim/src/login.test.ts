import { afterEach, describe, expect, it } from 'vitest';
import { createSimulator, type Simulator } from './index';
import { CREDENTIALS, slClient, slError, startSimulator } from './test-helpers';

const INVALID_SESSION = slError(301, 'Invalid session or session already timeout.');

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

async function fresh(options: Parameters<typeof createSimulator>[0] = {}) {
  sim = createSimulator(options);
  const url = await sim.listen();
  return { url, root: `${url}/b1s/v1`, client: slClient(`${url}/b1s/v1`) };
}

describe('Login', () => {
  it('answers 200 with the session body and both cookies exactly as SAP sends them', async () => {
    const { root, client } = await fresh();
    const res = await client.login();

    expect(res.status).toBe(200);
    const body = res.body as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['odata.metadata', 'SessionId', 'Version', 'SessionTimeout']);
    expect(body).toMatchObject({
      'odata.metadata': `${root}/$metadata#B1Sessions/@Element`,
      Version: '1000191',
      SessionTimeout: 30,
    });
    expect(body.SessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.getSetCookie()).toEqual([
      `B1SESSION=${body.SessionId as string};HttpOnly;`,
      'ROUTEID=.node1; path=/b1s',
    ]);
    expect(res.headers.get('content-type')).toBe(
      'application/json;odata=minimalmetadata;charset=utf-8',
    );
  });

  it.each([
    ['a wrong password', { ...CREDENTIALS, Password: 'x' }],
    ['an unknown company', { ...CREDENTIALS, CompanyDB: 'SBODEMOUS' }],
    ['an unknown user', { ...CREDENTIALS, UserName: 'admin' }],
    ['no body', undefined],
  ])('refuses %s with 401 / 100000027', async (_case, credentials) => {
    const { client } = await fresh();
    const res = await client.call('POST', 'Login', credentials);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(slError(100000027, 'Login failed'));
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('accepts configured credentials and a JSON body sent as text/plain', async () => {
    const { client } = await fresh({ companyDb: 'OTRA', userName: 'jarvis', password: 's3cr3t' });
    const res = await client.call(
      'POST',
      'Login',
      JSON.stringify({ CompanyDB: 'OTRA', UserName: 'jarvis', Password: 's3cr3t' }),
      { 'content-type': 'text/plain' },
    );
    expect(res.status).toBe(200);
  });

  it('answers malformed JSON with a 400 in the SL shape', async () => {
    const { client } = await fresh();
    const res = await client.call('POST', 'Login', '{"CompanyDB":', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: -1000 } });
  });
});

describe('sessions', () => {
  it('answers 401 / 301 without a cookie and with an unknown session', async () => {
    const { client } = await fresh();
    expect(await client.get('Items')).toMatchObject({ status: 401, body: INVALID_SESSION });
    client.cookie = 'B1SESSION=00000000-0000-0000-0000-000000000000; ROUTEID=.node1';
    expect(await client.get('Items')).toMatchObject({ status: 401, body: INVALID_SESSION });
  });

  it('accepts the B1SESSION cookie alone (ROUTEID is optional)', async () => {
    const { client } = await fresh();
    await client.login();
    client.cookie = client.cookie.split('; ').find((c) => c.startsWith('B1SESSION='))!;
    expect((await client.get('Warehouses?$top=1')).status).toBe(200);
  });

  it('expires a session left idle longer than the timeout, and each call slides it', async () => {
    let clock = Date.parse('2026-03-10T15:00:00Z');
    const { client } = await fresh({ sessionTimeoutSeconds: 60, now: () => new Date(clock) });
    await client.login();

    clock += 50_000;
    expect((await client.get('Warehouses?$top=1')).status).toBe(200);
    clock += 50_000;
    expect((await client.get('Warehouses?$top=1')).status).toBe(200);
    clock += 61_000;
    expect(await client.get('Warehouses?$top=1')).toMatchObject({
      status: 401,
      body: INVALID_SESSION,
    });
  });

  it('really times out on the wall clock with a short timeout', async () => {
    const { client } = await fresh({ sessionTimeoutSeconds: 1 });
    await client.login();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await client.get('Items?$top=1')).status).toBe(401);
  });

  it('reports the timeout in minutes, at least one', async () => {
    const { client } = await fresh({ sessionTimeoutSeconds: 5 });
    expect(((await client.login()).body as { SessionTimeout: number }).SessionTimeout).toBe(1);
  });

  it('invalidates the session on Logout (204)', async () => {
    const { client } = await fresh();
    await client.login();
    const res = await client.post('Logout');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await client.get('Items?$top=1')).toMatchObject({ status: 401, body: INVALID_SESSION });
  });

  it('keeps sessions apart: logging one out leaves the other alive', async () => {
    const { root } = await fresh();
    const [a, b] = [slClient(root), slClient(root)];
    await a.login();
    await b.login();
    await a.post('Logout');
    expect((await b.get('Items?$top=1')).status).toBe(200);
  });
});

describe('v2 and ping', () => {
  it('answers v2 errors with string codes and plain messages', async () => {
    const { url } = await fresh();
    const v2 = slClient(`${url}/b1s/v2`);
    expect((await v2.get('Items')).body).toEqual({
      error: { code: '301', message: 'Invalid session or session already timeout.' },
    });
    await v2.login();
    expect(await v2.get("Items('NOPE')")).toMatchObject({
      status: 404,
      body: {
        error: {
          code: '-2028',
          details: [{ code: '', message: '' }],
          message: 'No matching records found (ODBC -2028)',
        },
      },
    });
    const list = await v2.get('Warehouses?$top=1&$count=true');
    expect(list.body).toMatchObject({ '@odata.count': 16 });
    expect(list.headers.get('odata-version')).toBe('4.0');
  });

  it('answers /ping/ without a session, and 503 for a node that does not exist', async () => {
    const { url } = await startSimulator().then(({ sim: s, url: u }) => {
      sim = s;
      return { url: u };
    });
    const ping = await fetch(`${url}/ping/`);
    expect(ping.status).toBe(200);
    expect(await ping.json()).toMatchObject({ message: 'pong', sender: 'load balancer' });
    expect(await (await fetch(`${url}/ping/node/1`)).json()).toMatchObject({ sender: 'node1' });
    const down = await fetch(`${url}/ping/node/2`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ message: 'Service Unavailable' });
  });
});
