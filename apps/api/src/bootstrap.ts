import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { backupEmbedded } from './db/backup';
import { lockDataDir } from './db/data-dir-lock';
import { openDatabase, type Database } from './db/client';
import { syncMenu } from './db/seed/menu';
import { isEmpty, seedDemo } from './db/seed/seed';
import * as auth from './modules/auth/auth.service';
import * as orders from './modules/orders/orders-moves.service';
import * as ordersSap from './modules/orders/orders-sap.service';
import * as transfersSap from './modules/transfers/transfers-sap.service';
import * as tickets from './modules/tickets/tickets.service';
import type { Platform, PublicCtx } from './platform/context';
import { startJobs } from './platform/jobs/jobs';
import {
  createMailer,
  findStalledMail,
  MAIL_BATCH,
  MAIL_QUEUE,
  MAIL_SWEEP_QUEUE,
} from './platform/mail/mailer';
import { createFiles } from './platform/files/files';
import { createFileStore } from './platform/files/store-config';
import { sharedSecret } from './platform/secrets';
import { purgeExpiredKeys } from './platform/idempotency/idempotency';
import { startErp } from './platform/erp/erp';
import { createErpPosting, ERP_REGISTER_QUEUE, ERP_SWEEP_QUEUE } from './platform/erp/posting';

export type Running = {
  app: FastifyInstance;
  database: Database;
  platform: Platform;
  close(): Promise<void>;
};

export type StartOptions = {
  /** An already opened database (tests pass a cloned template). */
  database?: Database;
  runWorkers?: boolean;
  pollingIntervalSeconds?: number;
  webDist?: string;
  logger?: pino.Logger;
};

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL)
    return openDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE });
  await mkdir(config.dbDir, { recursive: true });
  return openDatabase({ dir: config.dbDir });
}

/** Migrations, the menu catalogue and, on an empty database, the demo data. */
export async function prepareDatabase(database: Database, config: Config) {
  // Under the start-up lock: two processes starting at once on an empty database would otherwise
  // both find it empty and seed it twice.
  await database.exclusive(async () => {
    await database.migrate();
    await syncMenu(database.db);
    if (config.DEMO_DATA && (await isEmpty(database.db)))
      await seedDemo(database.db, config.BUSINESS_TZ);
  });
}

/** Opens every adapter, wires the app and its job handlers. */
export async function startJarvis(config: Config, options: StartOptions = {}): Promise<Running> {
  const log = options.logger ?? pino({ level: config.LOG_LEVEL });
  // The embedded database opens in one process only (DATA_DIR/jarvis.pid says which, and `npm run
  // backup` and `restore` check it); tests bring their own database.
  const lock =
    !options.database && !config.DATABASE_URL
      ? await lockDataDir(config.dataDir, 'server')
      : undefined;
  const database = options.database ?? (await openConfiguredDatabase(config));
  if (!options.database) await prepareDatabase(database, config);
  await mkdir(config.outboxDir, { recursive: true });

  const runWorkers = options.runWorkers ?? true;
  // pg-boss installs its schema and each queue's partition on first use: two processes starting at
  // once deadlocked there, so that too happens under the start-up lock.
  const jobs = await database.exclusive(() =>
    startJobs({
      database,
      ...(config.DATABASE_URL ? { url: config.DATABASE_URL } : {}),
      log,
      runWorkers,
      timezone: config.BUSINESS_TZ,
      ...(options.pollingIntervalSeconds
        ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
        : {}),
    }),
  );
  const files = createFiles({
    store: createFileStore(config),
    secret: config.FILES_URL_SECRET ?? (await sharedSecret(database.db, 'archivos.url')),
  });
  const mailer = createMailer({
    from: config.MAIL_FROM,
    files,
    outboxDir: config.outboxDir,
    timeZone: config.BUSINESS_TZ,
    ...(config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : {}),
    jobs,
    log,
  });
  const erp = await startErp(config, log);
  const posting = createErpPosting({
    db: database.db,
    sl: erp.sl,
    jobs,
    log,
    retryBaseSeconds: config.ERP_RETRY_SECONDS,
  });
  const platform: Platform = { config, jobs, mailer, files, erp: { ...erp, posting }, log };
  const systemCtx: PublicCtx = {
    db: database.db,
    platform,
    ip: '127.0.0.1',
    requestId: 'job',
    userAgent: 'jobs',
  };

  await database.exclusive(async () => {
    await jobs.work<{ correoId: number }>(
      MAIL_QUEUE,
      ({ correoId }) => mailer.deliver(database.db, correoId),
      { batchSize: MAIL_BATCH },
    );
    await jobs.work(MAIL_SWEEP_QUEUE, async () => {
      await mailer.dispatchAll(await findStalledMail(database.db, 5));
    });
    await jobs.work<{ documentoId: number }>(ERP_REGISTER_QUEUE, async ({ documentoId }) => {
      await posting.register(documentoId);
    });
    await jobs.work(ERP_SWEEP_QUEUE, async () => {
      await posting.sweep();
    });
    posting.onRegistered(ordersSap.SAP_ORIGIN, ordersSap.onSapRegistered(systemCtx));
    posting.onRegistered(transfersSap.SAP_ORIGIN, transfersSap.onSapRegistered(systemCtx));
    await jobs.work<{ pedidoId: number }>(orders.ORDER_PDF_QUEUE, ({ pedidoId }) =>
      orders.sendOrderPdf(systemCtx, pedidoId),
    );
    await jobs.work(orders.ORDER_PDF_SWEEP_QUEUE, () => orders.sweepOrderPdfs(systemCtx));
    await jobs.work('auth.prune', () => auth.pruneLimits(systemCtx));
    await jobs.work('files.sweep', async () => {
      await tickets.sweepOrphanImages(systemCtx);
    });
    await jobs.work('idempotency.purge', async () => {
      await purgeExpiredKeys(systemCtx);
    });
    await jobs.work('db.maintenance', () => database.exec('VACUUM ANALYZE'));
    await jobs.work('db.backup', async () => {
      await backupEmbedded({ database, files, outboxDir: config.outboxDir }, config.backupsDir);
    });
    await jobs.schedule(MAIL_SWEEP_QUEUE, '*/5 * * * *');
    await jobs.schedule('auth.prune', '17 * * * *');
    await jobs.schedule(orders.ORDER_PDF_SWEEP_QUEUE, '*/5 * * * *');
    await jobs.schedule('files.sweep', '43 * * * *');
    await jobs.schedule('idempotency.purge', '11 * * * *');
    await jobs.schedule(ERP_SWEEP_QUEUE, '* * * * *');
    // PGlite never autovacuums; PostgreSQL does, and a nightly ANALYZE does no harm there.
    await jobs.schedule('db.maintenance', '30 3 * * *');
    if (database.kind === 'pglite') await jobs.schedule('db.backup', '0 2 * * *');
  });

  const app = await buildApp({
    database,
    platform,
    ...(options.webDist ? { webDist: options.webDist } : {}),
  });
  return {
    app,
    database,
    platform,
    close: async () => {
      await app.close();
      await jobs.stop();
      await erp.close();
      await files.close();
      await database.close();
      await lock?.release();
    },
  };
}
