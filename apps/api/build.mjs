// Bundles the API and the workspace packages it imports (shipped as TypeScript source) into dist/,
// beside the SQL migrations. Third-party packages stay in node_modules.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');

await rm(dist, { recursive: true, force: true });
await build({
  // The server, and the operator's commands (npm run backup / restore) beside it.
  entryPoints: {
    server: path.join(root, 'src/server.ts'),
    cli: path.join(root, 'src/cli.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@jarvis/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
await cp(path.join(root, 'drizzle'), path.join(dist, 'drizzle'), { recursive: true });
console.log('API compilada en apps/api/dist');
