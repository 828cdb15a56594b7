// `npm run backup [-- --out DIR]`: one archive of the database, the stored files and the mail outbox
// (apps/api/src/cli.ts), on the configuration `npm start` uses.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureDependencies, root, run } from './lib.mjs';

await ensureDependencies();
await ensureBuild({ force: !existsSync(path.join(root, 'apps/api/dist/cli.js')) });
// npm runs scripts from the repository's root: a folder given by hand is the caller's.
const caller = process.env.INIT_CWD ?? process.cwd();
const args = process.argv
  .slice(2)
  .map((arg, i, all) =>
    all[i - 1] === '--out'
      ? path.resolve(caller, arg)
      : arg.replace(/^--out=(.*)$/, (_, dir) => `--out=${path.resolve(caller, dir)}`),
  );
const code = await run(process.execPath, ['apps/api/dist/cli.js', 'backup', ...args], {
  cwd: root,
});
process.exit(code);
