// Proof that each floor runs what Jarvis runs: one request per scenario to each server, with the SQL
// trace switched on (bench/tools/sql-trace.mjs), compared statement by statement. PostgreSQL only:
// PGlite queries do not go through node-postgres.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lastRunFacts, requestFor, sendOnce, serveJarvis, signIn, usersOf } from './measure.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const normalize = (text) => text.replaceAll('"', '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The statements recorded since `fromByte`: { text, name, values }. */
function newStatements(file, fromByte) {
  return (
    readFileSync(file)
      .subarray(fromByte)
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      // pg-boss polls on its own schedule; it is not part of any request. The organisation's names
      // are read once a minute (users.service orgDirectory), by whichever request comes first.
      .filter(({ text, name }) => !/pgboss/i.test(text) && name !== 'org_directory')
  );
}

/** `requests`: [{ name, send() }]; resolves with the statements each one sent ({ text, name, values }). */
export async function recordStatements(server, traceFile, requests) {
  writeFileSync(traceFile, '');
  server.signal('SIGUSR2');
  await sleep(200);
  const statements = {};
  try {
    for (const { name, send } of requests) {
      const from = readFileSync(traceFile).length;
      await send();
      await sleep(150);
      statements[name] = newStatements(traceFile, from);
    }
  } finally {
    server.signal('SIGUSR2');
  }
  return statements;
}

/**
 * The tools' way in, without a load run: the API's build (apps/api/dist) started on the database at
 * `url`, one request of each scenario sent with the trace on, the server stopped. The facts (busiest
 * supplier…) come from the last report. Resolves with the statements each one sent.
 */
export async function traceScenarios(url, scenarios, workDir) {
  mkdirSync(workDir, { recursive: true });
  const traceFile = path.join(workDir, 'sql-trace.jsonl');
  const target = { kind: 'postgres', url, dataDir: workDir };
  const server = await serveJarvis({ label: 'Jarvis', target, traceFile });
  try {
    const tokens = await signIn(server.url, usersOf(scenarios));
    const facts = lastRunFacts();
    return await recordStatements(
      server,
      traceFile,
      scenarios.map((s) => ({
        name: s.name,
        send: sendOnce(server, requestFor(s, { facts, tokens })),
      })),
    );
  } finally {
    await server.stop();
  }
}

const texts = (statements = []) => statements.map((s) => normalize(s.text)).sort();

export function compareStatements(jarvis, floor) {
  return Object.keys(jarvis).map((name) => {
    const theirs = texts(floor[name]);
    const ours = texts(jarvis[name]);
    const onlyJarvis = ours.filter((s) => !theirs.includes(s));
    const onlyFloor = theirs.filter((s) => !ours.includes(s));
    const same = ours.length === theirs.length && onlyJarvis.length === 0 && onlyFloor.length === 0;
    return { name, same, statements: ours.length, onlyJarvis, onlyFloor };
  });
}
