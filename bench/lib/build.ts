// The production build under test, then a private copy of it (lib/paths.ts `snapshot`). Others edit
// the web app while benchmarks run: a failed build is not fatal when an earlier one exists.
import { spawn } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { apiDist, root, snapshot, webDist } from './paths';

function newest(dir: string): number {
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
const builtAt = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** `npm run build` (or, `onlyIfStale`, only when a source is newer than the build); its status. */
export async function buildApp(onlyIfStale: boolean, skip: boolean): Promise<string> {
  const sources = Math.max(...SOURCES.map((p) => newest(path.join(root, p))));
  const built = Math.min(
    builtAt(path.join(apiDist, 'server.js')),
    builtAt(path.join(webDist, 'index.html')),
  );
  let status = skip ? 'not rebuilt (--no-build)' : 'up to date (not rebuilt)';
  if (!skip && !(onlyIfStale && built > sources)) {
    const started = Date.now();
    const output = await new Promise<string | undefined>((resolve) => {
      const child = spawn('npm', ['run', 'build'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      const keep = (c: Buffer) => (out = (out + String(c)).slice(-2000));
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('exit', (code) => resolve(code === 0 ? undefined : out));
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    const last = output?.trim().split('\n').at(-1);
    status =
      last === undefined
        ? `built (${seconds} s)`
        : `build failed (${last}): the earlier build is measured`;
    if (output !== undefined && !existsSync(path.join(apiDist, 'server.js')))
      throw new Error(`No se pudo compilar:\n${output}`);
  }
  for (const [from, to] of [
    [apiDist, snapshot.apiDist],
    [webDist, snapshot.webDist],
  ] as const) {
    await rm(to, { recursive: true, force: true });
    await cp(from, to, { recursive: true }).catch(() => {});
  }
  return status;
}
