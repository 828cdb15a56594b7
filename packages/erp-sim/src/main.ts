import { loadConfig } from './config';
import { createSimulator } from './index';

const config = loadConfig();
const sim = createSimulator({
  companyDb: config.ERP_SIM_COMPANY_DB,
  userName: config.ERP_SIM_USER,
  password: config.ERP_SIM_PASSWORD,
  sessionTimeoutSeconds: config.ERP_SIM_SESSION_TIMEOUT_SECONDS,
  stateFile: config.stateFile,
  enableTestHooks: config.ERP_SIM_TEST_HOOKS,
  logger: { level: config.LOG_LEVEL },
});

const url = await sim.listen({ port: config.ERP_SIM_PORT, host: config.ERP_SIM_HOST });
console.log(`SAP B1 Service Layer simulator listening on ${url}/b1s/v1`);
console.log(
  `  company ${config.ERP_SIM_COMPANY_DB}, user ${config.ERP_SIM_USER}; state in ${config.stateFile}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sim.close().then(() => process.exit(0));
  });
}
