import path from 'node:path';
import { z } from 'zod';

const ConfigSchema = z.object({
  ERP_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(50000),
  ERP_SIM_HOST: z.string().default('127.0.0.1'),
  ERP_SIM_STATE_FILE: z.string().default('./data/erp-sim.json'),
  ERP_SIM_COMPANY_DB: z.string().default('JARVIS_DEMO'),
  ERP_SIM_USER: z.string().default('manager'),
  ERP_SIM_PASSWORD: z.string().default('manager'),
  ERP_SIM_SESSION_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(1800),
  ERP_SIM_TEST_HOOKS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set by npm to the directory `npm run` was typed in; relative paths start there. */
  INIT_CWD: z.string().optional(),
});

export type SimConfig = z.infer<typeof ConfigSchema> & { stateFile: string };

/** Parses the standalone simulator's environment once, at start-up (STYLE rule 8). */
export function loadConfig(env: Record<string, string | undefined> = process.env): SimConfig {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid simulator configuration:\n${lines.join('\n')}`);
  }
  const base = parsed.data.INIT_CWD ?? process.cwd();
  return { ...parsed.data, stateFile: path.resolve(base, parsed.data.ERP_SIM_STATE_FILE) };
}
