import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Platform } from '../../platform/context';
import { AppConfigSchema } from '@jarvis/contracts/shell';
import { utcOffsetMinutes } from '../../time';

const PartSchema = z.object({ ok: z.boolean(), adapter: z.string(), detail: z.string() });
const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: PartSchema,
  jobs: PartSchema,
  mail: PartSchema,
  erp: PartSchema,
});

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

export function healthRoutes(database: Database, platform: Platform): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/config',
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
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } },
      },
      async (_req, reply) => {
        const [db, jobs, mail] = await Promise.all([
          probeDatabase(database),
          platform.jobs.health(),
          platform.mailer.health(),
        ]);
        const erp = {
          ok: true,
          adapter: platform.config.ERP_URL ? 'SAP B1 Service Layer' : 'simulador SAP B1 (embebido)',
          detail: platform.config.ERP_URL ?? 'sin conector instalado aún',
        };
        const parts = {
          database: db,
          jobs: { ...jobs, adapter: 'pg-boss' },
          mail: { ...mail, adapter: platform.mailer.kind === 'outbox' ? 'carpeta outbox' : 'SMTP' },
          erp,
        };
        const ok = Object.values(parts).every((p) => p.ok);
        return reply.status(ok ? 200 : 503).send({
          status: ok ? 'ok' : 'degraded',
          version: '2.0.0',
          uptimeSeconds: Math.round(process.uptime()),
          ...parts,
        });
      },
    );
  };
}
