// Writes test/releases/<version>.json.gz: the demo data as the release left it, for the upgrade
// test (src/db/upgrade.test.ts). Run once when a release ships, on that release's code, after
// adding it to drizzle/releases.json: `npx tsx scripts/release-data.ts 2.1`.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { migrationsFolder, openDatabase } from '../src/db/client';
import { dumpData, migrationsUpTo, readReleases } from '../src/db/releases';
import { syncMenu } from '../src/db/seed/menu';
import { seedDemo } from '../src/db/seed/seed';

const version = process.argv[2];
const releases = await readReleases(migrationsFolder());
const release = releases.find((r) => r.version === version);
if (!release) throw new Error(`La versión ${version} no está en drizzle/releases.json`);

const folder = await migrationsUpTo(migrationsFolder(), release.lastMigration);
const database = await openDatabase({ memory: true });
await database.migrate(folder);
await syncMenu(database.db);
await seedDemo(database.db);
const data = await dumpData(database, release);
await database.close();
await rm(folder, { recursive: true, force: true });

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '../test/releases', `${version}.json.gz`);
await writeFile(out, gzipSync(JSON.stringify(data), { level: 9 }));
const rows = Object.values(data.tables).reduce((n, t) => n + t.length, 0);
console.log(`${out}: ${Object.keys(data.tables).length} tablas, ${rows} filas`);
