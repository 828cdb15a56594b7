// `npm run dev`: the API with reload on :3000 and the Vite dev server on :5173 (proxying /api).
import { ensureDependencies, run } from './lib.mjs';

await ensureDependencies();
const api = run('npx', ['tsx', 'watch', 'apps/api/src/server.ts']);
const web = run('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web']);
process.exit(await Promise.race([api, web]));
