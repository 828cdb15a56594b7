import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const benchDir = path.join(root, 'bench');
export const dataDir = path.join(benchDir, '.data');
export const resultsDir = path.join(benchDir, 'results');
export const apiDist = path.join(root, 'apps/api/dist');
export const serverScript = path.join(apiDist, 'server.js');
export const webDist = path.join(root, 'apps/web/dist');

/**
 * A private copy of both builds, taken once per run: colleagues rebuilding apps/ mid-run must not change
 * what is measured. The folders are named dist so the repository's lint and format skip them.
 */
export const snapshot = {
  apiDist: path.join(dataDir, 'build/api/dist'),
  serverScript: path.join(dataDir, 'build/api/dist/server.js'),
  webDist: path.join(dataDir, 'build/web/dist'),
};
