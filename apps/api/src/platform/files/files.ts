import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FileStore } from './store';

/**
 * The files adapter: photos and generated PDFs, kept by a store (a local folder by default, an
 * S3-compatible bucket when configured). Files are addressed by an opaque key and served through
 * the API on short-lived signed URLs, so an <img> can show them without a bearer header, a URL
 * copied out of the app stops working, and the bucket stays private. The signing secret is shared
 * by every process on one database, so a URL made by one is served by any other.
 */
export type Files = {
  kind: FileStore['kind'];
  save(folder: string, content: Buffer, extension: string): Promise<string>;
  /** Writes a file under exactly `key` (restoring a backup). */
  put(key: string, content: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  /** Keys of the files in `folder` last written before `before` (for sweeping orphans). */
  listBefore(folder: string, before: Date): Promise<string[]>;
  /** Every file's key (a backup). */
  keys(): Promise<string[]>;
  open(key: string): Promise<NodeJS.ReadableStream | undefined>;
  /** The file's size in bytes, or undefined when it is not there. */
  size(key: string): Promise<number | undefined>;
  signedUrl(key: string, now?: number): string;
  verify(key: string, expires: number, signature: string, now?: number): boolean;
  health(): Promise<{ ok: boolean; detail: string }>;
  close(): Promise<void>;
};

const URL_TTL_SECONDS = 60 * 60;
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(jpg|png|gif|pdf)$/;

export const isFileKey = (key: string) => KEY.test(key);

export function createFiles(options: { store: FileStore; secret: string }): Files {
  const { store } = options;
  const checked = (key: string) => {
    if (!KEY.test(key)) throw new Error(`clave de archivo inválida: ${key}`);
    return key;
  };
  const sign = (key: string, expires: number) =>
    createHmac('sha256', options.secret).update(`${key}:${expires}`).digest('base64url');

  return {
    kind: store.kind,
    async save(folder, content, extension) {
      const key = checked(`${folder}/${randomUUID()}.${extension}`);
      await store.write(key, content);
      return key;
    },
    put: (key, content) => store.write(checked(key), content),
    remove: (key) => store.remove(checked(key)),
    async listBefore(folder, before) {
      const files = await store.list(`${folder}/`);
      return files.filter((f) => KEY.test(f.key) && f.modified < before).map((f) => f.key);
    },
    async keys() {
      return (await store.list('')).map((f) => f.key).filter((key) => KEY.test(key));
    },
    open: async (key) => (KEY.test(key) ? store.read(key) : undefined),
    size: async (key) => (KEY.test(key) ? store.size(key) : undefined),
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
    health: () => store.health(),
    close: () => store.close(),
  };
}
