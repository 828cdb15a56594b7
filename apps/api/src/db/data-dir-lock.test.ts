import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir, lockHolder } from './data-dir-lock';

describe('the data directory lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'jarvis-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('holds the pid and role until released', async () => {
    const lock = await lockDataDir(dir, 'server');
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\nserver\n`);
    expect(await lockHolder(dir)).toEqual({ pid: process.pid, role: 'server' });
    await expect(lockDataDir(dir, 'backup')).rejects.toThrow('ya tiene tomado');
    await lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    expect(await lockHolder(dir)).toBeUndefined();
  });

  it('refuses while another live process holds it, naming that process', async () => {
    await writeFile(path.join(dir, LOCK_FILE), `${process.ppid}\nserver\n`);
    await expect(lockDataDir(dir, 'backup')).rejects.toThrow(
      `está en uso por Jarvis (proceso ${process.ppid})`,
    );
  });

  it('takes over a lock left by a process that died, or by an earlier life of its own pid', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    for (const pid of [dead, process.pid, 'basura']) {
      await writeFile(path.join(dir, LOCK_FILE), `${pid}\nserver\n`);
      expect(await lockHolder(dir)).toBeUndefined();
      const lock = await lockDataDir(dir, 'restore');
      expect(await lockHolder(dir)).toEqual({ pid: process.pid, role: 'restore' });
      await lock.release();
    }
  });
});
