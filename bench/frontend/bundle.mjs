// The JavaScript each route loads, from the Vite manifest (apps/web/dist/.vite/manifest.json): the
// entry and its static imports, plus the lazy chunks the route's screens pull in and their static
// imports. Sizes are gzip level 9, what a pre-compressed asset weighs on the wire.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The lazy modules each route loads (manifest key, `src`, or chunk name). A list inside the list is
 * "the first that exists": a screen still served by the placeholder page names both.
 */
export const ROUTES = [
  {
    route: '/auth/login',
    loads: ['src/features/auth/auth-layout.tsx', 'src/features/auth/login-page.tsx'],
  },
  // The signed-in shell is plain React and CSS; a page built with Ant Design brings antd's providers
  // with its own chunk (apps/web/src/app/page-registry.tsx), the tickets menu does not.
  {
    route: 'shell (every signed-in screen)',
    loads: ['src/app/shell/shell-layout.tsx'],
  },
  {
    route: '/Tickets/Menu',
    loads: [
      'src/app/shell/shell-layout.tsx',
      [
        'src/features/tickets/tickets-menu-page.tsx',
        'src/components/ui/under-construction-page.tsx',
      ],
    ],
  },
  {
    route: '/Usuarios/lista (a page built with antd)',
    loads: [
      'src/app/shell/shell-layout.tsx',
      'src/app/antd-providers.tsx',
      'src/features/users/users-page.tsx',
    ],
  },
];

/**
 * The manifest key of the chunk holding `ref`. Small chunks are merged into others at build time
 * (apps/web/vite.config.ts), so a screen may live in a chunk named after another module: the build's
 * `.vite/modules.json` says which; the manifest alone is the fallback for builds without it.
 */
function find(manifest, modules, ref) {
  const file = modules?.[ref];
  if (file) return Object.keys(manifest).find((key) => manifest[key].file === file);
  if (manifest[ref]) return ref;
  const name = path.basename(ref).replace(/\.[tj]sx?$/, '');
  return Object.keys(manifest).find(
    (key) =>
      manifest[key].src === ref || (manifest[key].isDynamicEntry && manifest[key].name === name),
  );
}

function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

export function bundleSizes(webDist) {
  const file = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(file)) return { error: 'no .vite/manifest.json in the web build' };
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const modulesFile = path.join(webDist, '.vite/modules.json');
  const modules = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : null;
  const gzipKb = new Map();
  const sizeOf = (keys) => {
    let raw = 0;
    let gz = 0;
    for (const key of keys) {
      const js = manifest[key].file;
      if (!js.endsWith('.js')) continue;
      if (!gzipKb.has(js)) {
        const bytes = readFileSync(path.join(webDist, js));
        gzipKb.set(js, { raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length });
      }
      raw += gzipKb.get(js).raw;
      gz += gzipKb.get(js).gz;
    }
    return { chunks: keys.size, rawKb: Math.round(raw / 1024), gzipKb: Math.round(gz / 1024) };
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initial = closure(manifest, [entry]);
  const routes = ROUTES.map(({ route, loads }) => {
    const missing = [];
    const found = loads.map((ref) => {
      const options = Array.isArray(ref) ? ref : [ref];
      const hit = options
        .map((module) => ({ module, key: find(manifest, modules, module) }))
        .find((h) => h.key);
      if (!hit) missing.push(options.join(' | '));
      return hit;
    });
    const keys = found.filter(Boolean).map((h) => h.key);
    const all = closure(manifest, [entry, ...keys]);
    const loaded = found.filter(Boolean).map((h) => h.module);
    return { route, ...sizeOf(all), loaded, ...(missing.length ? { missing } : {}) };
  });
  return {
    entry: { route: 'entry (index.html)', ...sizeOf(initial) },
    routes,
    wholeApp: sizeOf(new Set(Object.keys(manifest))),
  };
}
