// Child processes of a run: the servers under test (stopped by pid, never by name), the load generator
// (autocannon, in a process of its own so it never shares the server's event loop) and their CPU.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { root } from './paths';
import type { LoadResult, LoadSpec } from './load';

export type Server = { url: string; pid: number; stop(): Promise<void> };
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `node <args>` on a free port, resolved once `readyPath` answers. */
export async function startServer(label: string, args: string[], env: object, readyPath: string) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null || waited > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`${label} no arrancó:\n${output}`);
    }
    const ready = await fetch(`${url}${readyPath}`).catch(() => undefined);
    if (ready && ready.status < 500) break;
    await sleep(200);
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.once('exit', () => (clearTimeout(force), resolve()));
      child.kill('SIGTERM');
    });
  return { url, pid: child.pid!, stop } satisfies Server;
}

/** CPU seconds a process has used (utime + stime; USER_HZ is 100 on Linux). */
export function cpuSeconds(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return stat ? (Number(fields[11]) + Number(fields[12])) / 100 : 0;
}

/** The peak resident set of a process so far (VmHWM), in MB. */
export function peakMb(pid: number): number {
  const match = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(match?.[1] ?? 0) / 1024);
}

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** PostgreSQL's processes, which serve the scenario too (and vacuum after a bulk load). */
const postgres = () =>
  readdirSync('/proc').filter(
    (p) => /^\d+$/.test(p) && read(`/proc/${p}/comm`).trim() === 'postgres',
  );

/** Waits (10 s at most) until the server and PostgreSQL are idle: the last backlog served. */
export async function settle(pid: number, withPostgres: boolean) {
  const busy = () =>
    [pid, ...(withPostgres ? postgres().map(Number) : [])].reduce((n, p) => n + cpuSeconds(p), 0);
  for (let i = 0; i < 70; i++) {
    const before = busy();
    await sleep(150);
    if (busy() - before < 0.015) return;
  }
}

let worker: ChildProcess | undefined;

/** One load run in the autocannon process (lib/load.ts), started once per run. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  worker ??= fork('bench/lib/load.ts', { cwd: root, execArgv: ['--import', 'tsx'] });
  const child = worker;
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`autocannon terminó con ${code}`));
    child.once('exit', onExit);
    child.once('message', (result: LoadResult) => {
      child.off('exit', onExit);
      resolve(result);
    });
    child.send(spec);
  });
}

export const stopLoad = () => worker?.kill();
