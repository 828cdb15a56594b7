// `npm run restore -- FILE [--force]`: puts an archive of `npm run backup` (or of the nightly copy)
// back, on the configuration `npm start` uses (apps/api/src/cli.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureDependencies, root, run } from './lib.mjs';

await ensureDependencies();
await ensureBuild({ force: !existsSync(path.join(root, 'apps/api/dist/cli.js')) });
// npm runs scripts from the repository's root: the file named is relative to the caller's folder.
const caller = process.env.INIT_CWD ?? process.cwd();
const args = process.argv
  .slice(2)
  .map((arg) => (arg.startsWith('-') ? arg : path.resolve(caller, arg)));
const code = await run(process.execPath, ['apps/api/dist/cli.js', 'restore', ...args], {
  cwd: root,
});
process.exit(code);
