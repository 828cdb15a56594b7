/**
 * Where files' bytes live: a folder on this machine (`DATA_DIR/files`) or an S3-compatible bucket
 * shared by every API process. Keys are already checked by the files adapter (files.ts); a store
 * only keeps bytes under them.
 */
export type FileStore = {
  kind: 'carpeta' | 's3';
  /** Writes `content` under `key`, replacing what was there. */
  write(key: string, content: Buffer): Promise<void>;
  /** The file's bytes as a stream, or undefined when it is not there. */
  read(key: string): Promise<NodeJS.ReadableStream | undefined>;
  /** The file's size in bytes, or undefined when it is not there. */
  size(key: string): Promise<number | undefined>;
  /** Removes the file; nothing happens when it is not there. */
  remove(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` ('' for all), with when it was last written. */
  list(prefix: string): Promise<{ key: string; modified: Date }[]>;
  /** Whether the store answers (a write-free probe), and a line for operators without secrets. */
  health(): Promise<{ ok: boolean; detail: string }>;
  close(): Promise<void>;
};
