// `npm test`: the whole suite — unit and API tests (Vitest), then end-to-end tests in Debian's Chromium
// against the built app. `npm test -- api web` runs only the named parts (contracts, erp-sim, api, web, e2e).
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ensureBuild, ensureChromium, ensureDependencies, root, run, say } from './lib.mjs';

const PARTS = ['contracts', 'erp-sim', 'api', 'web', 'e2e'];
const asked = process.argv.slice(2).filter((a) => PARTS.includes(a));
const parts = asked.length > 0 ? asked : PARTS;
const reports = path.join(root, 'node_modules/.cache/jarvis-test');
await rm(reports, { recursive: true, force: true });
await mkdir(reports, { recursive: true });

await ensureDependencies();
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRuns = 0;

async function vitest(name, dir) {
  say(
    `Pruebas ${name} (Vitest)${process.env.TEST_DATABASE_URL && name === 'api' ? ' sobre PostgreSQL' : ''}`,
  );
  const out = path.join(reports, `${name}.json`);
  const code = await run('npx', [
    'vitest',
    'run',
    '--root',
    dir,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  const report = JSON.parse(await readFile(out, 'utf8').catch(() => '{}'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  if (code !== 0 || report.numTotalTests === undefined) failedRuns++;
}

async function e2e() {
  ensureChromium();
  await ensureBuild();
  say('Pruebas de extremo a extremo (Playwright + Chromium de Debian)');
  const out = path.join(reports, 'e2e.json');
  const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  const report = JSON.parse(await readFile(out, 'utf8').catch(() => '{}'));
  const stats = report.stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  if (code !== 0 || report.stats === undefined) failedRuns++;
}

if (parts.includes('contracts')) await vitest('contracts', 'packages/contracts');
if (parts.includes('erp-sim')) await vitest('erp-sim', 'packages/erp-sim');
if (parts.includes('api')) await vitest('api', 'apps/api');
if (parts.includes('web')) await vitest('web', 'apps/web');
if (parts.includes('e2e')) await e2e();

const failed = totals.failed + (failedRuns > 0 && totals.failed === 0 ? failedRuns : 0);
console.log('');
console.log(
  `Tests: ${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failed > 0 || failedRuns > 0 ? 1 : 0);
