import { expect } from 'vitest';
import { createSimulator, type Simulator, type SimulatorOptions } from './index';

/** Test support: a simulator on a random loopback port and a minimal Service Layer client. */

export const CREDENTIALS = { CompanyDB: 'JARVIS_DEMO', UserName: 'manager', Password: 'manager' };

export type Answer = { status: number; headers: Headers; body: unknown; text: string };

export type TestClient = ReturnType<typeof slClient>;

/** A fetch-based client that keeps the cookies of its last Login, as a careful SL client does. */
export function slClient(root: string) {
  let cookie = '';

  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await fetch(`${root}/${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    if (/json/.test(res.headers.get('content-type') ?? '') && text !== '') {
      parsed = JSON.parse(text) as unknown;
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  return {
    async login(credentials: Record<string, unknown> = CREDENTIALS) {
      const answer = await call('POST', 'Login', credentials);
      if (answer.status === 200) {
        cookie = answer.headers
          .getSetCookie()
          .map((c) => c.split(';')[0]!)
          .join('; ');
      }
      return answer;
    },
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    call,
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      call('POST', path, body, headers),
    patch: (path: string, body: unknown, headers?: Record<string, string>) =>
      call('PATCH', path, body, headers),
    delete: (path: string) => call('DELETE', path),
  };
}

export type Started = { sim: Simulator; url: string; root: string; client: TestClient };

/** Starts a simulator (in memory unless a state file is given) and logs a client in. */
export async function startSimulator(options: SimulatorOptions = {}): Promise<Started> {
  const sim = createSimulator(options);
  const url = await sim.listen({ port: 0, host: '127.0.0.1' });
  const root = `${url}/b1s/v1`;
  const client = slClient(root);
  await client.login();
  return { sim, url, root, client };
}

/** The SL v1 error body: `{error: {code, message: {lang, value}}}`. */
export function slError(code: number, value: string) {
  return { error: { code, message: { lang: 'en-us', value } } };
}

export type Line = Record<string, unknown>;
export type Doc = Record<string, unknown> & { DocumentLines: Line[] };

/** Purchase orders and invoices of supplier PSW0005, as the document tests create them. */
export function documentHelpers(started: () => Started) {
  async function createOrder(cardCode = 'PSW0005', lines?: Line[]): Promise<Doc> {
    const res = await started().client.post('PurchaseOrders', {
      CardCode: cardCode,
      DocumentLines: lines ?? [
        { ItemCode: 'LAC-0001', Quantity: 10, UnitPrice: 58.2, WarehouseCode: 'SW02' },
        { ItemCode: 'LAC-0002', Quantity: 2, UnitPrice: 61.8, WarehouseCode: 'SW02' },
      ],
    });
    expect(res.status, res.text).toBe(201);
    return res.body as Doc;
  }
  const copy = (entry: unknown, line: number, extra: Line = {}) => ({
    BaseType: 22,
    BaseEntry: entry,
    BaseLine: line,
    ...extra,
  });
  const invoice = (body: Record<string, unknown>) =>
    started().client.post('PurchaseInvoices', { CardCode: 'PSW0005', ...body });
  const getDoc = async (path: string) => (await started().client.get(path)).body as Doc;
  return { createOrder, copy, invoice, getDoc };
}
