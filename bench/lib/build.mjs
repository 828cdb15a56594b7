// The production build under test. Other people edit the web app while benchmarks run, so a failed
// build is not fatal: the last good one is measured and the report says so.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root, serverScript, webDist } from './paths.mjs';

function npm(args) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => (output = (output + chunk).slice(-3000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) => resolve({ ok: code === 0, output }));
  });
}

function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const SOURCES = ['apps/api/src', 'apps/api/drizzle', 'apps/web/src', 'packages/contracts/src'];
const webIndex = path.join(webDist, 'index.html');
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** `npm run build`, or only when sources are newer than the build (`onlyIfStale`, quick runs). */
export async function buildApp({ onlyIfStale }) {
  const sources = Math.max(...SOURCES.map((p) => newest(path.join(root, p))));
  const built = Math.min(builtAt(serverScript), builtAt(webIndex));
  if (onlyIfStale && built > sources) return { status: 'up to date (not rebuilt)' };
  const started = Date.now();
  const full = await npm(['run', 'build']);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (full.ok) return { status: `built (${seconds} s)` };
  // The web build runs first; the API alone is quick and rarely broken.
  const api = await npm(['run', 'build', '-w', 'apps/api']);
  const tail = full.output.split('\n').filter(Boolean).slice(-6).join('\n');
  if (!api.ok && !existsSync(serverScript)) throw new Error(`No se pudo compilar la API:\n${tail}`);
  if (!existsSync(webIndex)) {
    return { status: 'web build failed and there is no earlier build', error: tail };
  }
  return { status: 'web build failed: the earlier build is measured', error: tail };
}
