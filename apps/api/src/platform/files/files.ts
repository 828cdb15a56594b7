import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The files adapter: a local folder by default (`DATA_DIR/files`). Files are addressed by an opaque
 * key and served through short-lived signed URLs, so an <img> can show them without a bearer header
 * and a URL copied out of the app stops working.
 */
export type Files = {
  save(folder: string, content: Buffer, extension: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** Keys of the files in `folder` last written before `before` (for sweeping orphans). */
  listBefore(folder: string, before: Date): Promise<string[]>;
  open(key: string): Promise<NodeJS.ReadableStream | undefined>;
  /** The file's size in bytes, or undefined when it is not there. */
  size(key: string): Promise<number | undefined>;
  signedUrl(key: string, now?: number): string;
  verify(key: string, expires: number, signature: string, now?: number): boolean;
};

const URL_TTL_SECONDS = 60 * 60;
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(jpg|png|gif|pdf)$/;

export function createFiles(options: { dir: string; secret: string }): Files {
  const fullPath = (key: string) => {
    if (!KEY.test(key)) throw new Error(`clave de archivo inválida: ${key}`);
    return path.join(options.dir, key);
  };
  const sign = (key: string, expires: number) =>
    createHmac('sha256', options.secret).update(`${key}:${expires}`).digest('base64url');

  return {
    async save(folder, content, extension) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      const file = fullPath(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content, { flag: 'wx' });
      return key;
    },
    async remove(key) {
      await rm(fullPath(key), { force: true });
    },
    async listBefore(folder, before) {
      const dir = path.join(options.dir, folder);
      const names = await readdir(dir).catch(() => [] as string[]);
      const keys: string[] = [];
      for (const name of names) {
        const key = `${folder}/${name}`;
        if (!KEY.test(key)) continue;
        const info = await stat(path.join(dir, name)).catch(() => undefined);
        if (info?.isFile() && info.mtime < before) keys.push(key);
      }
      return keys;
    },
    async open(key) {
      if (!KEY.test(key)) return undefined;
      const file = fullPath(key);
      try {
        await access(file);
      } catch {
        return undefined;
      }
      return createReadStream(file);
    },
    async size(key) {
      if (!KEY.test(key)) return undefined;
      const info = await stat(fullPath(key)).catch(() => undefined);
      return info?.isFile() ? info.size : undefined;
    },
    signedUrl(key, now = Date.now()) {
      const expires = Math.floor(now / 1000) + URL_TTL_SECONDS;
      return `/api/archivos/${key}?exp=${expires}&firma=${sign(key, expires)}`;
    },
    verify(key, expires, signature, now = Date.now()) {
      if (!KEY.test(key) || expires < Math.floor(now / 1000)) return false;
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
