import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Platform } from '../../platform/context';
import { AppConfigSchema } from '@jarvis/contracts/shell';
import { utcOffsetMinutes } from '../../time';

/**
 * 'down' (503) when this process cannot serve: its database or its job queue fail, and a load
 * balancer should send the traffic elsewhere. 'degraded' (200) when files, SAP or mail fail: every
 * other process shares them, so taking this one out would help nobody.
 */
const PARTS = ['database', 'jobs', 'files', 'mail', 'erp'] as const;
type Part = (typeof PARTS)[number];
/**
 * What anyone may know: the state, and the names of the parts that fail (an operator's first
 * question when the balancer takes a process out), never their addresses or errors.
 */
const StatusSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  failed: z.array(z.enum(PARTS)).optional(),
});
const PartSchema = z.object({ ok: z.boolean(), adapter: z.string(), detail: z.string() });
const HealthSchema = StatusSchema.extend({
  version: z.string(),
  uptimeSeconds: z.number(),
  database: PartSchema,
  jobs: PartSchema,
  files: PartSchema,
  mail: PartSchema,
  erp: PartSchema,
});

/** A load balancer waits a few seconds for an answer: SAP hanging must not take that long. */
export const ERP_PROBE_TIMEOUT_MS = 2_000;

async function probeDatabase(database: Database) {
  try {
    await database.query('select 1');
    return {
      ok: true,
      adapter: database.kind === 'pglite' ? 'PGlite (embebida)' : 'PostgreSQL',
      detail: 'conectada',
    };
  } catch (err) {
    return { ok: false, adapter: database.kind, detail: (err as Error).message };
  }
}

type Check = {
  statusCode: 200 | 503;
  status: 'ok' | 'degraded' | 'down';
  failed: Part[];
  parts: Record<Part, z.infer<typeof PartSchema>>;
};

/** A check's answer: 503 when this process cannot serve, with what the route shows of it. */
const answer = <Body>(reply: FastifyReply, check: Check, body: (check: Check) => Body) =>
  reply.status(check.statusCode).send(body(check));

export function healthRoutes(database: Database, platform: Platform): FastifyPluginAsyncZod {
  // Callers at the same moment share one probe of SAP: a flood of anonymous checks is not
  // multiplied onto the Service Layer.
  let erpProbe: ReturnType<Platform['erp']['health']> | null = null;
  const probeErp = () =>
    (erpProbe ??= platform.erp.health(ERP_PROBE_TIMEOUT_MS).finally(() => {
      erpProbe = null;
    }));

  async function check(): Promise<Check> {
    const [db, jobs, files, mail, erp] = await Promise.all([
      probeDatabase(database),
      platform.jobs.health(),
      platform.files.health(),
      platform.mailer.health(),
      probeErp(),
    ]);
    const parts = {
      database: db,
      jobs: { ...jobs, adapter: 'pg-boss' },
      files: {
        ...files,
        adapter: platform.files.kind === 's3' ? 'almacenamiento S3' : 'carpeta local',
      },
      mail: { ...mail, adapter: platform.mailer.kind === 'outbox' ? 'carpeta outbox' : 'SMTP' },
      erp: {
        ok: erp.ok,
        adapter:
          platform.erp.kind === 'sap' ? 'SAP B1 Service Layer' : 'simulador SAP B1 (embebido)',
        detail: erp.ok ? `${erp.detail} (${erp.ms} ms)` : erp.detail,
      },
    };
    const failed = PARTS.filter((part) => !parts[part].ok);
    const status: 'ok' | 'degraded' | 'down' = !(db.ok && jobs.ok)
      ? 'down'
      : failed.length === 0
        ? 'ok'
        : 'degraded';
    return {
      statusCode: status === 'down' ? (503 as const) : (200 as const),
      status,
      failed,
      parts,
    };
  }

  return async (app) => {
    app.get(
      '/config',
      {
        config: { access: 'public' },
        schema: { tags: ['health'], response: { 200: AppConfigSchema } },
      },
      async () => ({
        businessTz: platform.config.BUSINESS_TZ,
        utcOffsetMinutes: utcOffsetMinutes(new Date(), platform.config.BUSINESS_TZ),
        version: '2.0',
      }),
    );
    // For load balancers and monitors: whether to send traffic here, and nothing about the install.
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: { tags: ['health'], response: { 200: StatusSchema, 503: StatusSchema } },
      },
      async (_req, reply) =>
        answer(reply, await check(), ({ status, failed }) =>
          failed.length > 0 ? { status, failed } : { status },
        ),
    );
    // Adapters, folders and SAP's address are for IT: the holders of 'Integración SAP', who
    // already see SAP's state and address there (GET /api/erp/salud).
    app.get(
      '/health/details',
      {
        config: { permission: 'erp.documents' },
        schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } },
      },
      async (_req, reply) =>
        answer(reply, await check(), ({ status, failed, parts }) => ({
          status,
          ...(failed.length > 0 ? { failed } : {}),
          version: '2.0.0',
          uptimeSeconds: Math.round(process.uptime()),
          ...parts,
        })),
    );
  };
}
