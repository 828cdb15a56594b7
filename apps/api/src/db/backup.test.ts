import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupEmbedded } from './backup';
import { openDatabase } from './client';

describe('embedded database backup', () => {
  it('writes a restorable copy and keeps the last seven', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'jarvis-backup-'));
    for (let day = 1; day <= 8; day++) {
      await writeFile(path.join(dir, `jarvis-2026-01-0${day}.tar.gz`), 'old');
    }
    const database = await openDatabase({ memory: true });
    await database.exec('CREATE TABLE prueba (n int); INSERT INTO prueba VALUES (42)');
    const file = await backupEmbedded(database, dir, new Date('2026-11-21T08:00:00Z'));
    await database.close();
    expect(await readdir(dir)).toHaveLength(7);
    expect(await readdir(dir)).toContain('jarvis-2026-11-21.tar.gz');
    const restored = await openDatabase({
      memory: true,
      loadDataDir: new Blob([await readFile(file!)]),
    });
    expect(await restored.query('SELECT n FROM prueba')).toEqual([{ n: 42 }]);
    await restored.close();
  });
});
