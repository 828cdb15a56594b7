// What PostgreSQL spends on each scenario's statements, split into planning and execution: the very
// statements Jarvis sent (bench/tools/sql-trace.mjs records their values), each run under
// EXPLAIN (ANALYZE, SUMMARY) on one warm connection. A list whose planning dwarfs its execution (a
// seven-table join is planned in milliseconds and run in a tenth of one) shows up here and not in
// EXPLAIN by hand, where the first, cold planning hides it.
//
// A named statement is prepared and executed as Jarvis's pool does, so PostgreSQL's plan cache makes
// the same choice: after five custom plans it keeps a generic plan only if it is not dearer. When it
// keeps planning, `EXPLAIN EXECUTE` shows that planning.
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';

const RUNS = 5;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** A statement that only reads (what EXPLAIN ANALYZE and pgbench may run again). */
export const isRead = (text) => /^\s*(select|with)\b/i.test(text);

async function explain(client, sqlText, values) {
  const { rows } = await client.query({
    text: `explain (analyze, summary, format json) ${sqlText}`,
    values,
  });
  const [plan] = rows[0]['QUERY PLAN'];
  return {
    planning: plan['Planning Time'],
    execution: plan['Execution Time'],
    reads: readsOf(plan.Plan),
  };
}

/**
 * What a plan reads its rows from: each index it scans, each table it reads whole ('seq'), in plan
 * order, once each. What keeps a list flat (bench/scenarios.mjs `flat`) is checked against these.
 */
function readsOf(node, found = new Set()) {
  if (node['Index Name']) found.add(node['Index Name']);
  else if (node['Node Type'] === 'Seq Scan') found.add(`seq ${node['Relation Name']}`);
  for (const child of node.Plans ?? []) readsOf(child, found);
  return [...found];
}

/**
 * A bound value as a SQL literal, written as node-postgres writes it (an array as '{…}', a date in
 * ISO form): for EXECUTE, a utility statement that takes no bind parameters, and for pgbench's
 * scripts (lib/pg-alone.mjs).
 */
export function literal(value) {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return pg.escapeLiteral(String(pgUtils.prepareValue(value)));
}

async function measureStatement(client, statement, index) {
  const values = statement.values ?? [];
  if (statement.name) {
    const name = `bench_plan_${index}`;
    await client.query(`prepare ${name} as ${statement.text}`);
    try {
      const args = values.length ? `(${values.map(literal).join(', ')})` : '';
      // Jarvis's pool has executed it many times: let the plan cache settle as it would there.
      for (let i = 0; i < 6; i += 1) await client.query(`execute ${name}${args}`);
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await explain(client, `execute ${name}${args}`));
      const [{ generic_plans: generic }] = (
        await client.query('select generic_plans from pg_prepared_statements where name = $1', [
          name,
        ])
      ).rows;
      return { runs, generic: Number(generic) > 0 };
    } finally {
      await client.query(`deallocate ${name}`);
    }
  }
  const runs = [];
  for (let i = 0; i < RUNS + 1; i += 1) runs.push(await explain(client, statement.text, values));
  // The first run warms the catalogue caches, which a pooled connection has warm already.
  return { runs: runs.slice(1), generic: false };
}

/**
 * `statements`: { scenario: [{ text, name, values }] }. Resolves with, per scenario, the median
 * planning and execution milliseconds of its reads summed, its dearest statement and each one.
 */
export async function planCosts(url, statements) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result = {};
  try {
    let index = 0;
    for (const [scenario, list] of Object.entries(statements)) {
      const measured = [];
      for (const statement of list.filter((s) => isRead(s.text))) {
        index += 1;
        try {
          const { runs, generic } = await measureStatement(client, statement, index);
          measured.push({
            text: statement.text.replace(/\s+/g, ' ').trim(),
            named: Boolean(statement.name),
            generic,
            planningMs: median(runs.map((r) => r.planning)),
            executionMs: median(runs.map((r) => r.execution)),
            reads: runs.at(-1).reads,
          });
        } catch (err) {
          measured.push({ text: statement.text, error: err.message });
        }
      }
      const ok = measured.filter((m) => !m.error);
      const sum = (key) => Number(ok.reduce((total, m) => total + m[key], 0).toFixed(3));
      const dearest = [...ok].sort(
        (a, b) => b.planningMs + b.executionMs - (a.planningMs + a.executionMs),
      )[0];
      result[scenario] = {
        reads: measured.length,
        planningMs: sum('planningMs'),
        executionMs: sum('executionMs'),
        dearest,
        statements: ok,
        errors: measured.filter((m) => m.error).map((m) => m.error),
      };
    }
  } finally {
    await client.end();
  }
  return result;
}
