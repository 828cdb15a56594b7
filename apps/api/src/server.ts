import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startJarvis } from './bootstrap';
import { loadConfig } from './config';

function findWebDist(configured: string | undefined): string | undefined {
  if (configured) return path.resolve(configured);
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.join(here, 'public'), path.join(here, '../../web/dist')].find((p) =>
    existsSync(path.join(p, 'index.html')),
  );
}

const config = loadConfig();
const running = await startJarvis(config, { webDist: findWebDist(config.WEB_DIST) });
await running.app.listen({ port: config.PORT, host: config.HOST });
running.platform.log.info(
  { url: config.publicUrl, database: running.database.kind, dataDir: config.dataDir },
  `Jarvis escuchando en ${config.publicUrl}`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    running.platform.log.info({ signal }, 'cerrando Jarvis');
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
