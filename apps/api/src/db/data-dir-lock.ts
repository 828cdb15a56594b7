import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Who may open the embedded database of a DATA_DIR: PGlite has no server to arbitrate, and two
 * processes writing one data directory corrupt it. The lock is `DATA_DIR/jarvis.pid` (the holder's
 * pid and role); one left by a process that died is taken over.
 */
export type LockRole = 'server' | 'backup' | 'restore';

export type LockHolder = { pid: number; role: LockRole | 'unknown' };

export type DataDirLock = { file: string; release(): Promise<void> };

export const LOCK_FILE = 'jarvis.pid';

const ROLE_NAMES: Record<LockHolder['role'], string> = {
  server: 'Jarvis',
  backup: 'una copia de seguridad (npm run backup)',
  restore: 'una restauración (npm run restore)',
  unknown: 'otro proceso',
};

export const describeHolder = (holder: LockHolder) =>
  `${ROLE_NAMES[holder.role]} (proceso ${holder.pid})`;

// Locks this process holds: a pid equal to ours in a lock we did not take is a previous life of
// this pid (a container restarted, its server again pid 1), not a live holder.
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: alive, but another user's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<LockHolder | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const [pidLine = '', roleLine = ''] = text.split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0) return { pid: 0, role: 'unknown' };
  const role = roleLine in ROLE_NAMES ? (roleLine as LockHolder['role']) : 'unknown';
  return { pid, role };
}

/** The live process holding the data directory, if any (a stale lock answers undefined). */
export async function lockHolder(dataDir: string): Promise<LockHolder | undefined> {
  const file = path.join(dataDir, LOCK_FILE);
  const holder = await readHolder(file);
  if (!holder || holder.pid === 0) return undefined;
  if (holder.pid === process.pid) return held.has(file) ? holder : undefined;
  return isAlive(holder.pid) ? holder : undefined;
}

/**
 * Takes the data directory for this process, or throws naming who holds it. Release it when done;
 * a process killed before that leaves a stale lock, which the next one takes over.
 */
export async function lockDataDir(dataDir: string, role: LockRole): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  if (held.has(file)) throw new Error(`Este proceso ya tiene tomado ${dataDir}`);
  // Written aside and linked into place: the lock appears with its content or not at all, so a
  // reader never mistakes a half-written lock for a stale one.
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${process.pid}\n${role}\n`);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await link(temp, file);
        held.add(file);
        return { file, release: () => release(file) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const holder = await lockHolder(dataDir);
      if (holder) throw new Error(`${dataDir} está en uso por ${describeHolder(holder)}.`);
      await rm(file, { force: true });
    }
    throw new Error(`No se pudo tomar ${file}: otro proceso lo toma y lo suelta a la vez.`);
  } finally {
    await rm(temp, { force: true });
  }
}

async function release(file: string) {
  if (!held.delete(file)) return;
  const holder = await readHolder(file);
  // Only our own: a lock someone took over after ours was judged stale is theirs.
  if (holder?.pid === process.pid) await rm(file, { force: true });
}
