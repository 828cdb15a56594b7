// CPU accounting from /proc, because this machine is shared (other people run builds and test suites
// on the same two cores): a figure is only worth reporting with how much CPU others took meanwhile.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function ticksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // Fields 14 and 15 (utime, stime); afterName starts at field 3.
    return { comm, ticks: Number(afterName[11]) + Number(afterName[12]) };
  } catch {
    return undefined;
  }
}

/** CPU ticks per process; PostgreSQL's backends count as ours, they serve the scenario. */
function snapshot(ours) {
  const byPid = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const t = ticksOf(name);
    if (t) byPid.set(name, { ...t, ours: ours.has(Number(name)) || t.comm === 'postgres' });
  }
  return { at: performance.now(), byPid };
}

function foreignCores(before, after) {
  let ticks = 0;
  for (const [pid, now] of after.byPid) {
    if (now.ours) continue;
    ticks += now.ticks - (before.byPid.get(pid)?.ticks ?? now.ticks);
  }
  return (ticks * TICK_MS) / (after.at - before.at);
}

/** Watches a measurement: how many cores other processes and the server itself used, on average. */
export function cpuWatch(serverPid, otherPids = []) {
  const ours = new Set([serverPid, ...otherPids]);
  const before = snapshot(ours);
  return {
    stop() {
      const after = snapshot(ours);
      const server = after.byPid.get(String(serverPid));
      const serverTicks = server
        ? server.ticks - (before.byPid.get(String(serverPid))?.ticks ?? 0)
        : 0;
      return {
        foreignCores: Number(foreignCores(before, after).toFixed(2)),
        serverCores: Number(((serverTicks * TICK_MS) / (after.at - before.at)).toFixed(2)),
      };
    },
  };
}

/**
 * Waits (at most `maxMs`) until the server and PostgreSQL are idle: the previous scenario's backlog
 * served, the bulk load's checkpoint and autovacuum done.
 */
export async function settle(pid, maxMs = 30_000) {
  const ours = new Set([pid]);
  const end = Date.now() + maxMs;
  while (Date.now() < end) {
    const before = snapshot(ours);
    await sleep(300);
    const after = snapshot(ours);
    let ticks = 0;
    for (const [p, now] of after.byPid) {
      if (now.ours) ticks += now.ticks - (before.byPid.get(p)?.ticks ?? now.ticks);
    }
    if ((ticks * TICK_MS) / (after.at - before.at) < 0.05) return;
  }
}

/** Waits (at most `maxMs`) for a second in which other processes use under a quarter of a core. */
export async function quietMachine(ourPids, maxMs = 15_000) {
  if (maxMs <= 0) return undefined;
  const ours = new Set(ourPids);
  const end = Date.now() + maxMs;
  let seen = 0;
  do {
    const before = snapshot(ours);
    await sleep(1000);
    seen = foreignCores(before, snapshot(ours));
    if (seen < 0.25) break;
  } while (Date.now() < end);
  return Number(seen.toFixed(2));
}
