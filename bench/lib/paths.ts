import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dataDir = path.join(root, 'bench/.data');
export const resultsDir = path.join(root, 'bench/results');
export const apiDist = path.join(root, 'apps/api/dist');
export const webDist = path.join(root, 'apps/web/dist');
/**
 * A private copy of both builds, taken once per run: colleagues rebuilding apps/ mid-run must not
 * change what is measured. The folders are named dist so lint and format skip them.
 */
export const snapshot = {
  apiDist: path.join(dataDir, 'build/api/dist'),
  webDist: path.join(dataDir, 'build/web/dist'),
};
