// Writes brotli and gzip siblings of the built text assets; the API serves them as they are
// (@fastify/static preCompressed), so no CPU is spent compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for await (const file of files(dist)) {
  if (!TEXT.test(file) || (await stat(file)).size < 1024) continue;
  const content = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
console.log(`Comprimidos ${count} archivos de apps/web/dist (br y gz)`);
