import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FileStore } from './store';

/** Files in a folder of this machine: one API process, or several sharing one network folder. */
export function createFolderStore(dir: string): FileStore {
  const fullPath = (key: string) => path.join(dir, ...key.split('/'));

  async function walk(folder: string, prefix: string, out: { key: string; modified: Date }[]) {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full, key, out);
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
        const info = await stat(full).catch(() => undefined);
        if (info) out.push({ key, modified: info.mtime });
      }
    }
  }

  return {
    kind: 'carpeta',
    async write(key, content) {
      const file = fullPath(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader (or a backup) never sees half a file.
      const temp = `${file}.${randomUUID()}.tmp`;
      await writeFile(temp, content);
      await rename(temp, file);
    },
    async read(key) {
      const file = fullPath(key);
      const info = await stat(file).catch(() => undefined);
      return info?.isFile() ? createReadStream(file) : undefined;
    },
    async size(key) {
      const info = await stat(fullPath(key)).catch(() => undefined);
      return info?.isFile() ? info.size : undefined;
    },
    async remove(key) {
      await rm(fullPath(key), { force: true });
    },
    async list(prefix) {
      const out: { key: string; modified: Date }[] = [];
      await walk(dir, '', out);
      return out.filter((f) => f.key.startsWith(prefix)).sort((a, b) => a.key.localeCompare(b.key));
    },
    async health() {
      try {
        await mkdir(dir, { recursive: true });
        return { ok: true, detail: 'carpeta local' };
      } catch (err) {
        return { ok: false, detail: (err as NodeJS.ErrnoException).code ?? 'no se puede escribir' };
      }
    },
    close: async () => {},
  };
}
