// `npm run db:reset`: deletes the embedded database (and its outbox and files); the next start
// creates it again with the demo data. With DATABASE_URL set it refuses: drop that database yourself.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { root, say } from './lib.mjs';

if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL está definida: db:reset solo borra la base embebida. Elimine la base de PostgreSQL manualmente.',
  );
  process.exit(1);
}
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
for (const part of ['db', 'outbox', 'files']) {
  await rm(path.join(dataDir, part), { recursive: true, force: true });
}
say(
  `Base de datos embebida borrada en ${dataDir}. Ejecute npm start para crearla de nuevo con los datos de demostración.`,
);
