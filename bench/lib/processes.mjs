// Child processes of a run: the servers under test (started and stopped by pid, never by name), the
// load generator, and the memory sampler that watches a server while it is under load.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { root } from './paths.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó (código ${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} no respondió en ${seconds} s`);
}

/** Starts `node <args>` and resolves once `readyPath` answers; output goes to `log` on failure. */
export async function startServer({ args, env, port, readyPath, label }) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}${readyPath}`, child, 120);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${label}: ${err.message}\n${output}`);
  }
  return {
    url,
    pid: child.pid,
    output: () => output,
    /** How the process ended, if it did (a crash, or someone else's kill on this shared machine). */
    exited: () => exited,
    signal: (name) => child.kill(name),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

const statusKb = (pid, field) => {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(
    new RegExp(`${field}:\\s+(\\d+)`),
  );
  return match ? Number(match[1]) : 0;
};

/** Polls the resident set of `pid` every 100 ms; `stop()` gives the peak seen, in MB. */
export function sampleRss(pid) {
  let peakKb = 0;
  const read = () => {
    try {
      peakKb = Math.max(peakKb, statusKb(pid, 'VmRSS'));
    } catch {
      // the process has gone
    }
  };
  read();
  const timer = setInterval(read, 100);
  return {
    stop() {
      clearInterval(timer);
      read();
      let hwmKb = 0;
      try {
        hwmKb = statusKb(pid, 'VmHWM');
      } catch {
        // gone
      }
      return { peakRssMb: Math.round(peakKb / 1024), processPeakMb: Math.round(hwmKb / 1024) };
    },
  };
}

/** Runs the autocannon child; `onMeasuring(childPid)` fires when the warm-up ends. */
export function runLoad(spec, onMeasuring) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/load/autocannon-child.mjs'], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    // On stdin: a write's list of rows can be longer than an argument may be (E2BIG).
    child.stdin.end(JSON.stringify(spec));
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      if (buffer.includes('measuring\n') && onMeasuring) {
        onMeasuring(child.pid);
        onMeasuring = undefined;
      }
    });
    child.on('exit', (code) => {
      const last = buffer.trim().split('\n').at(-1);
      if (code !== 0 || !last?.startsWith('{')) reject(new Error(`autocannon terminó con ${code}`));
      else resolve(JSON.parse(last));
    });
  });
}

/** Runs a node script to completion; resolves with its stdout, rejects with its stderr tail. */
export function runNode(args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr?.on('data', (c) => (err = (err + c).slice(-4000)));
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`node ${args.join(' ')}: ${code}\n${err}`)),
    );
  });
}
