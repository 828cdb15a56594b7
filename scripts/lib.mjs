// Shared steps of the README's commands: install what is missing, build what is stale.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function say(text) {
  console.log(`\x1b[36m▸ ${text}\x1b[0m`);
}

/** Runs a command, inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`✗ ${command} ${args.join(' ')} terminó con código ${code}`);
    process.exit(code);
  }
}

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** npm ci on a fresh clone, npm install when the lockfile changed since the last install. */
export async function ensureDependencies() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  if (existsSync(marker) && mtime(marker) >= mtime(path.join(root, 'package-lock.json'))) return;
  say('Instalando dependencias (npm ci)…');
  await mustRun('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Builds the web app and the API bundle when any source is newer than the last build. */
export async function ensureBuild({ force = false } = {}) {
  const sources = Math.max(
    ...[
      'apps/api/src',
      'apps/api/drizzle',
      'apps/web/src',
      'apps/web/index.html',
      'packages/contracts/src',
    ].map((p) => newestMtime(path.join(root, p))),
  );
  const built = Math.min(
    mtime(path.join(root, 'apps/api/dist/server.js')),
    mtime(path.join(root, 'apps/web/dist/index.html')),
  );
  if (!force && built > sources) return;
  say('Compilando Jarvis (web y API)…');
  await mustRun('npm', ['run', 'build']);
}

/** Debian's Chromium for the end-to-end tests; installed when missing, loudly refused otherwise. */
export function ensureChromium() {
  const chromium = '/usr/bin/chromium';
  if (existsSync(chromium)) return chromium;
  say('Instalando Chromium desde los paquetes de Debian…');
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-noto-core'],
  ]) {
    const cmd = [...sudo, ...args];
    const result = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(
        `✗ No se pudo instalar Chromium (${cmd.join(' ')}). Instálelo con: apt-get install chromium`,
      );
      process.exit(1);
    }
  }
  if (!existsSync(chromium)) {
    console.error('✗ Chromium no quedó instalado en /usr/bin/chromium');
    process.exit(1);
  }
  return chromium;
}
