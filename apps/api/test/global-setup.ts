import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { syncMenu } from '../src/db/seed/menu';
import { seedDemo } from '../src/db/seed/seed';
import { startJobs } from '../src/platform/jobs/jobs';

declare module 'vitest' {
  export interface ProvidedContext {
    templateFile: string;
    templateDatabase: string;
  }
}

/**
 * Migrating and seeding costs seconds, so it happens once: an embedded template is dumped to a file,
 * or, with TEST_DATABASE_URL, a PostgreSQL template database is created; each test file clones it.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jarvis-test-'));
  const url = process.env.TEST_DATABASE_URL;
  let templateDatabase = '';
  let templateFile = '';
  if (url) {
    templateDatabase = `jarvis_tpl_${process.pid}`;
    const admin = await openDatabase({ url });
    await admin.exec(`DROP DATABASE IF EXISTS ${templateDatabase}`);
    await admin.exec(`CREATE DATABASE ${templateDatabase}`);
    const target = new URL(url);
    target.pathname = `/${templateDatabase}`;
    const template = await openDatabase({ url: target.toString() });
    await prepare(template, target.toString());
    await template.close();
    await admin.close();
    project.provide('templateDatabase', templateDatabase);
  } else {
    const template = await openDatabase({ memory: true });
    await prepare(template);
    const dump = await template.pglite!.dumpDataDir('gzip');
    templateFile = path.join(dir, 'template.tar.gz');
    await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
    await template.close();
  }
  project.provide('templateFile', templateFile);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (url && templateDatabase) {
      const admin = await openDatabase({ url });
      await admin.exec(`DROP DATABASE IF EXISTS ${templateDatabase}`);
      await admin.close();
    }
  };
}

async function prepare(database: Awaited<ReturnType<typeof openDatabase>>, url?: string) {
  await database.migrate();
  await syncMenu(database.db);
  await seedDemo(database.db);
  // pg-boss creates its schema on first start; do it once here too.
  const jobs = await startJobs({
    database,
    ...(url ? { url } : {}),
    log: pino({ level: 'silent' }),
    runWorkers: false,
    timezone: 'America/El_Salvador',
  });
  await jobs.stop();
}
