import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createSimulator, type Simulator } from '@jarvis/erp-sim';
import type { Config } from '../../config';
import { createServiceLayer, type ServiceLayer } from './service-layer';

/**
 * The ERP adapter: SAP Business One's Service Layer at ERP_URL, or, when ERP_URL is not set, the
 * built-in simulator on a loopback port (packages/erp-sim), so Jarvis works with no outside system.
 * Either way the rest of Jarvis talks to it through the same Service Layer client, over HTTP.
 */
export type Erp = {
  kind: 'sap' | 'simulador';
  sl: ServiceLayer;
  /** The built-in simulator, when it is the one in use (tests inject faults through it). */
  simulator?: Simulator;
  /**
   * Signs in if needed and reads one row, within `timeoutMs` (ERP_TIMEOUT_SECONDS by default):
   * `message` for people, `detail` the technical text.
   */
  health(timeoutMs?: number): Promise<{ ok: boolean; message: string; detail: string; ms: number }>;
  close(): Promise<void>;
};

export async function startErp(config: Config, log: FastifyBaseLogger): Promise<Erp> {
  let simulator: Simulator | undefined;
  let url = config.ERP_URL;
  if (!url) {
    simulator = createSimulator({
      companyDb: config.ERP_COMPANY_DB,
      userName: config.ERP_USER,
      password: config.ERP_PASSWORD,
      stateFile: path.join(config.dataDir, 'erp-sim.json'),
      // Faults are for tests, which use the simulator object itself; nobody else may inject them.
      enableTestHooks: false,
    });
    await simulator.listen({ port: config.ERP_SIM_PORT, host: '127.0.0.1' });
    url = simulator.serviceRoot!;
    log.info({ url }, 'simulador de SAP en marcha (ERP_URL no está configurado)');
  }
  const sl = createServiceLayer({
    url,
    companyDb: config.ERP_COMPANY_DB,
    userName: config.ERP_USER,
    password: config.ERP_PASSWORD,
    timeoutMs: config.ERP_TIMEOUT_SECONDS * 1000,
    lookupTimeoutMs: config.ERP_LOOKUP_TIMEOUT_SECONDS * 1000,
    tlsInsecure: config.ERP_TLS_INSECURE,
    log,
  });
  return {
    kind: simulator ? 'simulador' : 'sap',
    sl,
    ...(simulator ? { simulator } : {}),
    health: (timeoutMs) => sl.ping(timeoutMs),
    close: async () => {
      await sl.close();
      await simulator?.close();
    },
  };
}
