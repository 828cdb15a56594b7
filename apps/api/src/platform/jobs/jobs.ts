import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';

export type JobHandler<T> = (data: T) => Promise<void>;

/** The job queue adapter: pg-boss in the same database (PGlite or PostgreSQL). */
export type Jobs = {
  send<T extends object>(
    queue: string,
    data: T,
    options?: PgBoss.SendOptions,
  ): Promise<string | null>;
  /** Many jobs of one queue in one statement; a job whose singletonKey is waiting is skipped. */
  sendAll<T extends object>(
    queue: string,
    jobs: { data: T; singletonKey?: string }[],
  ): Promise<void>;
  /**
   * Runs `handler` for each job of the queue in this process. `batchSize` jobs are fetched at a
   * time, and a full batch is followed by the next one at once: the mail queue takes a
   * department's news, 243 mails for one ticket at scale 1, which one job per poll delivered in
   * eight minutes; 20 at a time, in 10 s on a server just started.
   */
  work<T>(
    queue: string,
    handler: JobHandler<T>,
    workOptions?: { batchSize?: number },
  ): Promise<void>;
  schedule(queue: string, cron: string, data?: object): Promise<void>;
  health(): Promise<{ ok: boolean; detail: string }>;
  stop(): Promise<void>;
};

export type JobsOptions = {
  database: Database;
  url?: string;
  log: FastifyBaseLogger;
  /** Poll and run handlers in this process (off for one-shot commands). */
  runWorkers: boolean;
  pollingIntervalSeconds?: number;
  timezone: string;
};

function pgliteAdapter(database: Database): PgBoss.Db {
  const client = database.pglite;
  if (!client) throw new Error('pgliteAdapter needs an embedded database');
  return {
    // pg-boss sends its migrations as several statements without parameters: those go through exec.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { database, log } = options;
  const boss = new PgBoss({
    ...(database.kind === 'pglite'
      ? { db: pgliteAdapter(database), max: 1 }
      : { connectionString: options.url, max: 4 }),
    schema: 'pgboss',
    supervise: options.runWorkers,
    schedule: options.runWorkers,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const queues = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name, { name, retryLimit: 5, retryDelay: 30, retryBackoff: true });
    queues.add(name);
  };
  // This process's worker of each queue, woken when a job is sent here instead of at its next poll.
  const workers = new Map<string, string>();
  const wake = (queue: string) => {
    const id = workers.get(queue);
    if (id) boss.notifyWorker(id);
  };
  return {
    send: async (queue, data, sendOptions) => {
      await ensureQueue(queue);
      const id = await boss.send(queue, data, sendOptions ?? {});
      wake(queue);
      return id;
    },
    sendAll: async (queue, jobs) => {
      if (jobs.length === 0) return;
      await ensureQueue(queue);
      await boss.insert(jobs.map((job) => ({ name: queue, ...job })));
      wake(queue);
    },
    work: async (queue, handler, workOptions) => {
      await ensureQueue(queue);
      if (!options.runWorkers) return;
      const batchSize = workOptions?.batchSize ?? 1;
      const id = await boss.work(
        queue,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize },
        async (jobs) => {
          // Each job fails on its own, to be retried on its own: pg-boss fails the whole batch
          // when this callback throws, and would send again the mail that had gone.
          for (const job of jobs) {
            try {
              await handler(job.data as never);
            } catch (err) {
              await boss.fail(queue, job.id, err as object);
            }
          }
          if (jobs.length === batchSize) wake(queue);
        },
      );
      workers.set(queue, id);
    },
    schedule: async (queue, cron, data) => {
      await ensureQueue(queue);
      if (options.runWorkers)
        await boss.schedule(queue, cron, data ?? {}, { tz: options.timezone });
    },
    health: async () => {
      try {
        const queueCount = (await boss.getQueues()).length;
        return { ok: true, detail: `pg-boss (${database.kind}), ${queueCount} colas` };
      } catch (err) {
        return { ok: false, detail: (err as Error).message };
      }
    },
    // A job in flight (a mail going out, a document posting to SAP) finishes before the process
    // leaves, up to 20 s; past that pg-boss fails it and another process retries it.
    stop: () => boss.stop({ graceful: true, timeout: 20_000 }),
  };
}
