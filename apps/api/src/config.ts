import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Text where empty means unset, as a blank line in a .env file or a compose file leaves it. */
const text = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/**
 * The address of another system's form that a page shows in a frame. Empty is unset; it is sent
 * to every browser that opens the page, so it must carry no credentials.
 */
const formUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .pipe(
    z
      .url({
        protocol: /^https?$/,
        message:
          'Debe ser una dirección http(s) completa, p. ej. https://formularios.example.com/x',
      })
      .refine((v) => !/^[a-z]+:\/\/[^/?#]*@/i.test(v), {
        message: 'La dirección no debe llevar usuario ni contraseña',
      })
      .optional(),
  );

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(20),
  BUSINESS_TZ: z.string().default('America/El_Salvador'),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(8),
  /** A session ends this many days after sign-in however active it is (a stolen token expires). */
  SESSION_MAX_DAYS: z.coerce.number().positive().default(7),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  PASSWORD_RESET_MINUTES: z.coerce.number().int().positive().default(60),
  /** Validity of the link a new account gets to choose its password. */
  PASSWORD_WELCOME_HOURS: z.coerce.number().int().positive().default(72),
  /**
   * The reverse proxies whose X-Forwarded-For is believed: their addresses or CIDR ranges
   * (comma-separated), or how many hops sit in front. Unset: the caller's own address, whatever
   * headers it sends, so nobody can pick the address the sign-in limits count.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((v) => v === undefined || !['true', '*'].includes(v.trim().toLowerCase()), {
      message: 'Indique las direcciones del proxy o el número de saltos, no "true"',
    })
    .transform((v): false | string | ((address: string, hop: number) => boolean) => {
      const value = v?.trim() ?? '';
      if (value === '' || value === 'false' || value === '0') return false;
      // A hop count trusts that many proxies whoever they are: only right when nothing reaches the
      // API except through them (Fastify's own number form now trusts none).
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        return (_address, hop) => hop < hops;
      }
      return value;
    }),
  PUBLIC_URL: z.string().url().optional(),
  /** The forms of 'Reclamos', 'Requisiciones' and 'Solicitudes' (spec 3 §6); unset: not shown. */
  CLAIMS_FORM_URL: formUrl,
  REQUISITIONS_FORM_URL: formUrl,
  REQUESTS_FORM_URL: formUrl,
  /**
   * More origins the frames may show besides the forms' own (a form that sends the user to another
   * site's sign-in page), separated by spaces or commas.
   */
  CSP_FRAME_SRC: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(/[\s,]+/).filter(Boolean))
    .pipe(
      z.array(
        z
          .string()
          .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?\/?$/i, {
            message: 'Cada origen debe ser http(s)://host[:puerto], sin ruta',
          })
          .transform((origin) => origin.replace(/\/$/, '').toLowerCase()),
      ),
    ),
  MAIL_FROM: z.string().default('Jarvis <jarvis@grupo-restaurantes.com>'),
  /** The company named at the head of the purchase orders' PDFs. */
  COMPANY_NAME: z.string().trim().min(1).default('Grupo de Restaurantes'),
  SMTP_URL: z.string().optional(),
  ERP_URL: z.string().url().optional(),
  ERP_COMPANY_DB: z.string().default('JARVIS_DEMO'),
  ERP_USER: z.string().default('manager'),
  ERP_PASSWORD: z.string().default('manager'),
  /** Numbering series of purchase orders in SAP (spec 2 §9: 62). */
  ERP_PO_SERIES: z.coerce.number().int().positive().default(62),
  /** Numbering series of purchase invoices (fixed; the spec does not give it: the simulator's CCF series). */
  ERP_INVOICE_SERIES: z.coerce.number().int().positive().default(71),
  /** Accept a self-signed certificate from the Service Layer (common on B1 servers). */
  ERP_TLS_INSECURE: flag,
  ERP_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  /** A look-up a person waits for (a supplier or item code checked in SAP, SAP's health). */
  ERP_LOOKUP_TIMEOUT_SECONDS: z.coerce.number().positive().default(8),
  /** First wait before registering again after SAP was down or slow; doubles each time. */
  ERP_RETRY_SECONDS: z.coerce.number().positive().default(30),
  /** Port of the built-in SAP simulator when ERP_URL is not set (0: any free loopback port). */
  ERP_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: flag,
  /**
   * Signs the short-lived URLs of uploaded files. Unset: a random secret kept in the database, the
   * same for every API process on it.
   */
  FILES_URL_SECRET: z.string().min(16).optional(),
  /**
   * Photos and PDFs go to this S3-compatible bucket, which every API process shares. Unset: they
   * stay in DATA_DIR/files.
   */
  S3_BUCKET: text,
  /** A server other than AWS's (MinIO, Ceph, R2…). */
  S3_ENDPOINT: text.pipe(
    z.url({ protocol: /^https?$/, message: 'Debe ser una dirección http(s)' }).optional(),
  ),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Unset, the SDK finds credentials itself (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  /** Bucket in the path rather than the host name, which MinIO and most local servers need. */
  S3_FORCE_PATH_STYLE: flag,
  /** A folder inside the bucket (one bucket for several installations), kept as 'name/'. */
  S3_PREFIX: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ?? '').replace(/^\/+|\/+$/g, ''))
    .transform((v) => (v ? `${v}/` : '')),
  /** Largest ticket image accepted, in MB (spec: configurable, 10 by default). */
  TICKET_IMAGE_MAX_MB: z.coerce.number().positive().max(50).default(10),
  /** Domain of the company's e-mail: new users must have an address on it (spec 1 §5). */
  EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i)
    .default('grupo-restaurantes.com'),
  WEB_DIST: z.string().optional(),
});

// One key without the other is a typo, not a choice: left alone, the SDK would quietly look for
// credentials elsewhere.
const CheckedConfigSchema = ConfigSchema.refine(
  (c) => (c.S3_ACCESS_KEY_ID === undefined) === (c.S3_SECRET_ACCESS_KEY === undefined),
  {
    message: 'Indique S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY juntas, o ninguna de las dos',
    path: ['S3_ACCESS_KEY_ID'],
  },
);

type RawConfig = z.infer<typeof ConfigSchema>;

export type Config = RawConfig & {
  dataDir: string;
  dbDir: string;
  outboxDir: string;
  filesDir: string;
  backupsDir: string;
  publicUrl: string;
  /**
   * The origins a page may show in a frame: the configured forms' and CSP_FRAME_SRC's. Empty: none,
   * so nobody can slip a frame into a page.
   */
  frameOrigins: string[];
};

/** Parses the environment once, at start-up; nothing else reads process.env (STYLE rule 8). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = CheckedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    ...raw,
    DEMO_DATA: env.DEMO_DATA === undefined ? true : raw.DEMO_DATA,
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    outboxDir: path.join(dataDir, 'outbox'),
    filesDir: path.join(dataDir, 'files'),
    backupsDir: path.join(dataDir, 'backups'),
    publicUrl: raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
    frameOrigins: frameOrigins(raw),
  };
}

function frameOrigins(raw: RawConfig): string[] {
  const forms = [raw.CLAIMS_FORM_URL, raw.REQUISITIONS_FORM_URL, raw.REQUESTS_FORM_URL];
  const origins = forms.flatMap((url) => (url ? [new URL(url).origin] : []));
  return [...new Set([...origins, ...raw.CSP_FRAME_SRC])];
}
