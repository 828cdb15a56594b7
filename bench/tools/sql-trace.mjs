// Preloaded into the API or the floor server (node --import) to record every SQL text sent through
// node-postgres, one JSON line each, to the file named by BENCH_SQL_TRACE. SIGUSR2 switches recording
// on and off (it starts off with BENCH_SQL_TRACE_PAUSED=1), so the harness records one request per
// scenario and then loads the same process untraced. By hand, to read a new endpoint's SQL:
//   BENCH_SQL_TRACE=/tmp/sql.jsonl DATABASE_URL=… node --import ./bench/tools/sql-trace.mjs apps/api/dist/server.js
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_SQL_TRACE;
if (file) {
  let recording = process.env.BENCH_SQL_TRACE_PAUSED !== '1';
  process.on('SIGUSR2', () => {
    recording = !recording;
  });
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function query(config, ...rest) {
    const text = typeof config === 'string' ? config : config?.text;
    const name = typeof config === 'string' ? undefined : config?.name;
    // The values too, so bench/lib/sql-plan.mjs can EXPLAIN the very statement that was sent.
    const values = typeof config === 'string' ? rest[0] : (config?.values ?? rest[0]);
    if (recording && text) {
      const line = { text, name, values: Array.isArray(values) ? values : undefined };
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    }
    return original.call(this, config, ...rest);
  };
}
