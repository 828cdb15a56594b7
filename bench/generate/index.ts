// Builds a scale database: Jarvis's own migrations, menu and demo seed, then one generator per module.
//   tsx bench/generate/index.ts --scale 1 (--url postgres://… | --dir bench/.data/s1/db)
// Prints one JSON line: seconds per step, the row count of every table and the generators' facts.
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/api/src/db/client';
import { syncMenu } from '../../apps/api/src/db/seed/menu';
import { seedDemo } from '../../apps/api/src/db/seed/seed';
import { audit } from './audit';
import { auth } from './auth';
import { catalog } from './catalog';
import { erp } from './erp';
import { inventory } from './inventory';
import { mail } from './mail';
import { org } from './org';
import { orders } from './orders';
import { tickets } from './tickets';
import { transfers } from './transfers';
import type { Generator } from './sql';
import { users } from './users';
import { waste } from './waste';

/** In dependency order. */
const GENERATORS: Generator[] = [
  org,
  users,
  auth,
  audit,
  mail,
  tickets,
  catalog,
  orders,
  transfers,
  inventory,
  waste,
  erp,
];

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    url: { type: 'string' },
    dir: { type: 'string' },
  },
});
const scale = Number(values.scale);
if (!(scale > 0)) throw new Error(`Escala inválida: ${values.scale}`);

const steps: Record<string, number> = {};
async function timed(label: string, work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  steps[label] = Number(((performance.now() - started) / 1000).toFixed(2));
  console.error(`  · ${label}: ${steps[label]} s`);
}

const tables = (where: string) =>
  database.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND ${where} ORDER BY 1`,
  );

const dir = values.dir ?? 'bench/.data/db';
if (!values.url) await mkdir(dir, { recursive: true });
const database = await openDatabase(values.url ? { url: values.url } : { dir });
await timed('migraciones y datos de demostración', async () => {
  await database.migrate();
  await syncMenu(database.db);
  await seedDemo(database.db);
});
for (const generator of GENERATORS)
  await timed(generator.module, () => generator.run(database, scale));
// The kept counts (articulos_conteos, proveedor_articulos_conteos, peticiones_conteos) were updated by
// their triggers once for every row loaded: 100,000 links left 240 counts in 539 pages (4.4 MB), and
// every request that sums them read all of it (7 ms cold, 0.2 ms warm, against 0.05 at scale 0.1).
// In service each update is one among few and autovacuum keeps such a table to a few pages.
await timed('VACUUM FULL de los conteos', async () => {
  for (const { name } of await tables(`table_name LIKE '%\\_conteos'`))
    await database.exec(`VACUUM FULL "${name}"`);
});
// Production statistics come from autovacuum (PostgreSQL) or the nightly job (PGlite); without them the
// planner would guess on a freshly loaded table.
await timed('VACUUM ANALYZE', () => database.exec('VACUUM ANALYZE'));
// Flushes the bulk load now rather than during the first scenario.
await timed('CHECKPOINT', () => database.exec('CHECKPOINT'));
const counts: Record<string, number> = {};
const base = await tables(`table_type = 'BASE TABLE' AND table_name NOT LIKE '\\_\\_%'`);
for (const { name } of base) {
  const [row] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
  counts[name] = row?.n ?? 0;
}
// The engine's version and the database's size, for the report.
const [server] = await database.query<{ version: string; size: string }>(
  'SELECT version(), pg_size_pretty(pg_database_size(current_database())) AS size',
);
const facts: Record<string, unknown> = {};
for (const generator of GENERATORS) Object.assign(facts, await generator.facts?.(database));
await database.close();
console.log(
  JSON.stringify({ scale, kind: database.kind, steps, counts, facts, server: { ...server } }),
);
