// Planning against execution for each scenario's statements, without a load run: starts the API's
// build (apps/api/dist; `npm run build -w apps/api` first) on an existing scale database, sends each
// scenario once with the SQL trace on, and EXPLAINs what it sent (bench/lib/sql-plan.mjs). Naming
// scenarios also prints each of their statements and what each reads: the indexes it scans and the
// tables it reads whole, what keeps a list flat (bench/scenarios.mjs `flat`). For a slow list:
//   node bench/tools/plan-survey.mjs postgres://postgres@127.0.0.1:5432/jarvis_bench_s1 [scenario,…]
// The facts (busiest supplier, largest category…) come from the last report, bench/results/latest.json.
import path from 'node:path';
import { dataDir } from '../lib/paths.mjs';
import { traceScenarios } from '../lib/sql-check.mjs';
import { planCosts } from '../lib/sql-plan.mjs';
import { SCENARIOS } from '../scenarios.mjs';

const [url, only] = process.argv.slice(2);
if (!url) throw new Error('Uso: node bench/tools/plan-survey.mjs <postgres url> [escenario,…]');
const scenarios = SCENARIOS.filter(
  (s) => s.name !== 'login' && (!only || only.split(',').includes(s.name)),
);
const sql = await traceScenarios(url, scenarios, path.join(dataDir, 'plan-survey'));
const costs = await planCosts(url, sql);
for (const [name, c] of Object.entries(costs)) {
  const d = c.dearest;
  console.log(
    `${name.padEnd(16)} reads ${c.reads}  planning ${c.planningMs.toFixed(2)} ms  execution ${c.executionMs.toFixed(2)} ms` +
      (d
        ? `\n    dearest: plan ${d.planningMs} exec ${d.executionMs}${d.named ? (d.generic ? ' (named, generic)' : ' (named, custom)') : ''} ${d.text.slice(0, 150)}`
        : '') +
      (only
        ? c.statements
            .map(
              (m) =>
                `\n      plan ${m.planningMs} exec ${m.executionMs}  reads ${m.reads.join(', ')}  ${m.text.slice(0, 400)}`,
            )
            .join('')
        : '') +
      (c.errors.length ? `\n    errors: ${c.errors.join('; ')}` : ''),
  );
}
