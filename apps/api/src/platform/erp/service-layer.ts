import http from 'node:http';
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import { ErpError, ERP_MESSAGES, parseSapError } from './erp-errors';

/**
 * A SAP Business One Service Layer client (reference: shared/erp/sap-b1-service-layer.md). One
 * session is opened on first use and reused; a 401 (code 301, dead session) logs in again once —
 * concurrent callers wait for the same login — and replays the request. Nothing is retried blindly:
 * a POST that timed out or lost its connection may have been saved, and the caller looks it up
 * before trying again (§6.7, §9).
 */

export type ServiceLayerOptions = {
  /** Service root, e.g. https://sap.example:50000/b1s/v1 */
  url: string;
  companyDb: string;
  userName: string;
  password: string;
  /** Per request; SAP can be slow, but a hung request must not hold a worker forever. */
  timeoutMs: number;
  /** A whole look-up a person waits for (`lookup`), sign-in included; `timeoutMs` when not given. */
  lookupTimeoutMs?: number;
  /** Accept a self-signed certificate (common on B1 servers); off unless configured. */
  tlsInsecure: boolean;
  log: FastifyBaseLogger;
};

export type SlResponse<T = unknown> = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: T;
};

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type Collection<T> = {
  value: T[];
  'odata.nextLink'?: string;
  '@odata.nextLink'?: string;
};

export type ListQuery = {
  filter?: string;
  select?: string[];
  orderby?: string;
  /** Rows per page asked of SAP (Prefer: odata.maxpagesize). */
  pageSize?: number;
  /** Stop after this many rows. */
  limit?: number;
  /** Per page, instead of the client's `timeoutMs`. */
  timeoutMs?: number;
};

/** The reads a look-up may make; `ServiceLayer` itself fits it too. */
export type SapReader = {
  get<T>(path: string): Promise<T>;
  list<T>(entitySet: string, query?: ListQuery): Promise<T[]>;
};

/** A string literal for $filter: single quotes doubled (§4.1). */
export const odataString = (value: string) => `'${value.replaceAll("'", "''")}'`;

export type ServiceLayer = ReturnType<typeof createServiceLayer>;

export function createServiceLayer(options: ServiceLayerOptions) {
  const root = new URL(options.url.endsWith('/') ? options.url : `${options.url}/`);
  const isHttps = root.protocol === 'https:';
  const agent = isHttps
    ? new https.Agent({ keepAlive: true, rejectUnauthorized: !options.tlsInsecure })
    : new http.Agent({ keepAlive: true });
  let cookie: string | null = null;
  let loggingIn: Promise<string> | null = null;

  function send(
    method: Method,
    path: string,
    body: unknown,
    headers: Record<string, string>,
    timeoutMs: number,
  ): Promise<SlResponse> {
    const target = new URL(path.replace(/^\//, ''), root);
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = (isHttps ? https : http).request(
        target,
        {
          method,
          agent,
          headers: {
            accept: 'application/json',
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': String(payload.length) }
              : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (err) => reject(ErpError.fromNetwork(err, method)));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            if (text && /json/i.test(res.headers['content-type'] ?? '')) {
              try {
                parsed = JSON.parse(text);
              } catch {
                parsed = text;
              }
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
          });
        },
      );
      req.setTimeout(timeoutMs, () => {
        req.destroy(ErpError.timeout(method, timeoutMs));
      });
      req.on('error', (err) =>
        reject(err instanceof ErpError ? err : ErpError.fromNetwork(err, method)),
      );
      req.end(payload);
    });
  }

  async function login(): Promise<string> {
    const res = await send(
      'POST',
      'Login',
      { CompanyDB: options.companyDb, UserName: options.userName, Password: options.password },
      {},
      options.timeoutMs,
    );
    if (res.status !== 200) throw parseSapError(res, 'POST');
    // B1SESSION has no Path and a trailing ';' (§2.1): read the cookies by hand, send them by hand.
    const setCookie = res.headers['set-cookie'] ?? [];
    const pairs = setCookie
      .map((c) => c.split(';')[0]!.trim())
      .filter((c) => c.startsWith('B1SESSION=') || c.startsWith('ROUTEID='));
    if (!pairs.some((c) => c.startsWith('B1SESSION='))) {
      const sessionId = (res.body as { SessionId?: string }).SessionId;
      if (!sessionId) throw ErpError.unavailable('SAP no devolvió una sesión', res.status);
      pairs.push(`B1SESSION=${sessionId}`);
    }
    options.log.info({ erp: root.origin }, 'sesión SAP abierta');
    return pairs.join('; ');
  }

  /** One login at a time: callers that find the session dead wait for the same new one. */
  async function session(stale: string | null): Promise<string> {
    if (cookie && cookie !== stale) return cookie;
    loggingIn ??= login().finally(() => {
      loggingIn = null;
    });
    cookie = await loggingIn;
    return cookie;
  }

  async function request<T>(
    method: Method,
    path: string,
    init: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
  ): Promise<SlResponse<T>> {
    const timeoutMs = init.timeoutMs ?? options.timeoutMs;
    let current = await session(null);
    let res = await send(method, path, init.body, { ...init.headers, cookie: current }, timeoutMs);
    if (res.status === 401) {
      // The session died (idle timeout, restart, logout elsewhere): log in once more and replay.
      // Safe for a POST too: SAP refused it before doing anything.
      options.log.info({ erp: root.origin }, 'sesión SAP vencida; se abre otra');
      current = await session(current);
      res = await send(method, path, init.body, { ...init.headers, cookie: current }, timeoutMs);
    }
    if (res.status >= 400) throw parseSapError(res, method);
    return res as SlResponse<T>;
  }

  /** Every row of a collection, following odata.nextLink page by page (§4.2). */
  async function list<T>(entitySet: string, query: ListQuery = {}): Promise<T[]> {
    const params = new URLSearchParams();
    if (query.filter) params.set('$filter', query.filter);
    if (query.select) params.set('$select', query.select.join(','));
    if (query.orderby) params.set('$orderby', query.orderby);
    const pageSize = query.pageSize ?? 100;
    const rows: T[] = [];
    let next: string | undefined = `${entitySet}${params.size ? `?${params.toString()}` : ''}`;
    while (next) {
      const res: SlResponse<Collection<T>> = await request<Collection<T>>('GET', next, {
        headers: { prefer: `odata.maxpagesize=${pageSize}` },
        ...(query.timeoutMs === undefined ? {} : { timeoutMs: query.timeoutMs }),
      });
      rows.push(...res.body.value);
      if (query.limit !== undefined && rows.length >= query.limit)
        return rows.slice(0, query.limit);
      next = res.body['odata.nextLink'] ?? res.body['@odata.nextLink'];
      // The link is relative to the service root, or an absolute path (§4.2).
      if (next?.startsWith('/')) {
        const absolute = new URL(next, root);
        next = absolute.pathname.slice(root.pathname.length) + absolute.search;
      }
    }
    return rows;
  }

  /**
   * A read a person is waiting for (a code typed in a dialog): all of it, sign-in included, within
   * `lookupTimeoutMs`, so a slow SAP is reported in seconds while a document's posting keeps the long
   * per-request timeout. A sign-in still under way goes on and serves the next caller.
   */
  async function lookup<T>(work: (reader: SapReader) => Promise<T>): Promise<T> {
    const ms = options.lookupTimeoutMs ?? options.timeoutMs;
    const deadline = performance.now() + ms;
    const left = () => {
      const rest = Math.ceil(deadline - performance.now());
      if (rest <= 0) throw ErpError.slowLookup(ms);
      return rest;
    };
    const reader: SapReader = {
      get: async <R>(path: string) => (await request<R>('GET', path, { timeoutMs: left() })).body,
      list: <R>(entitySet: string, query: ListQuery = {}) =>
        list<R>(entitySet, { ...query, timeoutMs: left() }),
    };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(ErpError.slowLookup(ms)), ms);
    });
    try {
      return await Promise.race([work(reader), late]);
    } catch (err) {
      if (err instanceof ErpError && err.kind === 'tiempo') throw ErpError.slowLookup(ms);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * A sign-in (when there is no session) and the cheapest read, given `timeoutMs` in all. A slow
   * login goes on in the background and serves the next caller; the answer does not wait for it.
   */
  async function ping(
    timeoutMs = options.timeoutMs,
  ): Promise<{ ok: boolean; message: string; detail: string; ms: number }> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(ErpError.timeout('GET', timeoutMs)), timeoutMs);
    });
    const probe = async () => {
      await session(null);
      await request('GET', 'Warehouses?$top=1&$select=WarehouseCode', { timeoutMs });
    };
    try {
      await Promise.race([probe(), late]);
      return {
        ok: true,
        message: ERP_MESSAGES.reachable,
        detail: root.origin,
        ms: Math.round(performance.now() - started),
      };
    } catch (err) {
      return {
        ok: false,
        // For people; the technical text stays in `detail` for IT (issue #51).
        message: err instanceof ErpError ? err.message : ERP_MESSAGES.unavailable,
        detail: err instanceof ErpError ? err.sapMessage : (err as Error).message,
        ms: Math.round(performance.now() - started),
      };
    } finally {
      clearTimeout(timer);
    }
  }

  async function close() {
    if (cookie) {
      await send('POST', 'Logout', undefined, { cookie }, 5_000).catch(() => undefined);
      cookie = null;
    }
    agent.destroy();
  }

  return {
    url: root.toString(),
    request,
    get: <T>(path: string) => request<T>('GET', path).then((r) => r.body),
    post: <T>(path: string, body: unknown) => request<T>('POST', path, { body }),
    list,
    lookup,
    ping,
    close,
    /** Forgets the session (tests; a configuration change). */
    dropSession: () => {
      cookie = null;
    },
  };
}
