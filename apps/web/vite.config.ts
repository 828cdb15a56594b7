import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `.vite/modules.json`: the chunk each source module ended in. Small chunks are merged into
 * others (below), so a screen's module may live in a chunk named after another one and the manifest
 * no longer knows it; the benchmark reads this map to size what each route loads.
 */
function moduleMap(): Plugin {
  let root = '';
  return {
    name: 'jarvis-module-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunkOf: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          if (!id.startsWith('\0')) chunkOf[path.relative(root, id)] = output.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: JSON.stringify(chunkOf, null, 1),
      });
    },
  };
}

/**
 * React Router publishes a production build beside its development one but exports only the
 * latter; the two differ in one constant, which turns on its warnings to developers (console
 * messages, and a 'Hey developer' note in its default error screen). A build takes the production
 * one; the dev server and the tests keep the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), moduleMap()],
  resolve: {
    alias: [
      // @ant-design/plots imports a few functions from lodash, whose CommonJS build comes whole
      // (17 kB gzip of the charts chunk) and puts a CommonJS helper in the entry every screen loads.
      // The same functions as ES modules are shaken to what it uses.
      { find: /^lodash$/, replacement: 'lodash-es' },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // A benchmark reads .vite/manifest.json to know which chunks each route loads.
    manifest: true,
    // The shared vendor chunk (React, antd core, router) is one cacheable file on purpose.
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // Left alone, Rollup gives every module shared by two screens its own chunk: the shell
        // fetched 17 files (an icon, dayjs, a formatter each) and /Tickets/Menu 21. Over HTTP/1.1's
        // six connections and a phone's round trips that queue is what the page waited for. Chunks
        // under 8 kB without side effects are merged into one loaded under the same conditions:
        // the shell fetches a few files, not a dozen (decision 0012).
        experimentalMinChunkSize: 8_000,
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    port: 4173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
