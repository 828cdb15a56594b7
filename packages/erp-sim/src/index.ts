import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { createFaults, type Faults } from './faults';
import { defaultFixtures } from './fixtures/fixtures';
import type { SimContext } from './routes/context';
import { createSessions } from './sessions';
import { createStore, type Fixtures, type MarketingSet, type SimState } from './store';

export type { Faults } from './faults';
export type { Fixtures, SimState } from './store';
// The demo company, for seeding Jarvis's catalogue and for tests that need its well-known records.
export { defaultFixtures } from './fixtures/fixtures';
export { FROZEN_SUPPLIER, WT_SUPPLIER } from './fixtures/business-partners';
export { INVOICE_SERIES, PO_SERIES, TRANSFER_SERIES, WT_CODE } from './fixtures/company';
export { INACTIVE_WAREHOUSE } from './fixtures/warehouses';

export type SimulatorOptions = {
  companyDb?: string;
  userName?: string;
  password?: string;
  /** Idle timeout of a session; SL's default is 30 minutes. Tests use a few seconds. */
  sessionTimeoutSeconds?: number;
  /** JSON file the state is kept in between runs; without it the state lives in memory only. */
  stateFile?: string;
  /** Replaces parts of the demo company (only used when the state file does not exist yet). */
  fixtures?: Partial<Fixtures>;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Rows per page when the client does not ask for a page size (default 20, as SL). */
  pageSize?: number;
  /** POSTs to these sets become drafts awaiting approval and answer -2028 (reference §6.7.5). */
  approvalRequiredFor?: Exclude<MarketingSet, 'Drafts'>[];
  /** The /__sim/* hooks (faults, reset, state); on by default. */
  enableTestHooks?: boolean;
};

export type Simulator = {
  app: FastifyInstance;
  /** `http://host:port` once listening. */
  readonly url: string | undefined;
  /** `http://host:port/b1s/v1` once listening. */
  readonly serviceRoot: string | undefined;
  listen(options?: { port?: number; host?: string }): Promise<string>;
  close(): Promise<void>;
  faults: Faults;
  /** The live state: master data, documents, series and sequences. */
  readonly state: SimState;
  /** Back to the fixtures (documents gone, series restarted), saved to the state file. */
  reset(): void;
};

/** A SAP Business One Service Layer simulator (reference §10); call `listen` to serve it. */
export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const now = options.now ?? (() => new Date());
  const sessionTimeoutSeconds = options.sessionTimeoutSeconds ?? 1800;
  const store = createStore({
    stateFile: options.stateFile,
    fixtures: { ...defaultFixtures(), ...options.fixtures },
  });
  const sessions = createSessions({ timeoutSeconds: sessionTimeoutSeconds, now });
  const control = createFaults(sessions);
  const ctx: SimContext = {
    store,
    sessions,
    now,
    settings: {
      companyDb: options.companyDb ?? 'JARVIS_DEMO',
      userName: options.userName ?? 'manager',
      password: options.password ?? 'manager',
      sessionTimeoutSeconds,
      pageSize: options.pageSize ?? 20,
      approvalRequiredFor: options.approvalRequiredFor ?? [],
    },
  };
  const app = buildApp(ctx, control, {
    logger: options.logger,
    enableTestHooks: options.enableTestHooks ?? true,
  });
  let url: string | undefined;

  return {
    app,
    get url() {
      return url;
    },
    get serviceRoot() {
      return url && `${url}/b1s/v1`;
    },
    async listen({ port = 0, host = '127.0.0.1' } = {}) {
      await app.listen({ port, host });
      const address = app.server.address() as AddressInfo;
      const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      url = `http://${shown.includes(':') ? `[${shown}]` : shown}:${address.port}`;
      return url;
    },
    async close() {
      control.wakeAll();
      await app.close();
    },
    faults: control.faults,
    get state() {
      return store.state;
    },
    reset: () => store.reset(),
  };
}
