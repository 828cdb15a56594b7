// `npm start`: Jarvis at http://localhost:3000 on the embedded defaults, with demo data.
import { ensureBuild, ensureDependencies, root, run, say } from './lib.mjs';

await ensureDependencies();
await ensureBuild();
say(
  `Iniciando Jarvis en http://localhost:${process.env.PORT ?? 3000} (usuarios de demostración: ver README)`,
);
const code = await run(process.execPath, ['apps/api/dist/server.js'], {
  env: { NODE_ENV: 'production', ...process.env },
  cwd: root,
});
process.exit(code);
