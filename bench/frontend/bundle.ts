// The JavaScript each route loads, from the Vite manifest (apps/web/dist/.vite/manifest.json): the
// entry and its static imports, plus the lazy chunks the route's screens pull in and theirs. Sizes
// are gzip level 9, what a pre-compressed asset weighs on the wire.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; src?: string; name?: string; isEntry?: boolean; imports?: string[] };
export type Bundle = {
  error?: string;
  routes?: { route: string; chunks: number; rawKb: number; gzipKb: number; missing: string[] }[];
};

/** The modules each route loads lazily (a screen may live in a chunk named after another module). */
const ROUTES: [route: string, loads: string[]][] = [
  ['/auth/login', ['src/features/auth/auth-layout.tsx', 'src/features/auth/login-page.tsx']],
  ['shell (every signed-in screen)', ['src/app/shell/shell-layout.tsx']],
  [
    '/Tickets/Menu',
    ['src/app/shell/shell-layout.tsx', 'src/features/tickets/tickets-menu-page.tsx'],
  ],
  [
    '/Usuarios/lista (a page built with antd)',
    [
      'src/app/shell/shell-layout.tsx',
      'src/app/antd-providers.tsx',
      'src/features/users/users-page.tsx',
    ],
  ],
];

const readJson = <T>(file: string) =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;

export function bundleSizes(webDist: string): Bundle {
  const manifest = readJson<Record<string, Chunk>>(path.join(webDist, '.vite/manifest.json'));
  if (!manifest) return { error: 'no .vite/manifest.json in the web build' };
  // Small chunks are merged into others at build time (apps/web/vite.config.ts): modules.json says where.
  const modules = readJson<Record<string, string>>(path.join(webDist, '.vite/modules.json')) ?? {};
  const keys = Object.keys(manifest);
  const find = (ref: string) =>
    modules[ref]
      ? keys.find((k) => manifest[k]!.file === modules[ref])
      : keys.find((k) => k === ref || manifest[k]!.src === ref);
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const visit = (k: string) => {
      if (seen.has(k) || !manifest[k]) return;
      seen.add(k);
      manifest[k].imports?.forEach(visit);
    };
    start.forEach(visit);
    return seen;
  };
  const entry = keys.find((k) => manifest[k]!.isEntry)!;
  const routes = ROUTES.map(([route, loads]) => {
    const found = loads.map((ref) => [ref, find(ref)] as const);
    const chunks = closure([entry, ...found.flatMap(([, k]) => (k ? [k] : []))]);
    let raw = 0;
    let gzip = 0;
    for (const k of chunks) {
      if (!manifest[k]!.file.endsWith('.js')) continue;
      const bytes = readFileSync(path.join(webDist, manifest[k]!.file));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    const missing = found.filter(([, k]) => !k).map(([ref]) => ref);
    const kb = (n: number) => Math.round(n / 1024);
    return { route, chunks: chunks.size, rawKb: kb(raw), gzipKb: kb(gzip), missing };
  });
  return { routes };
}
