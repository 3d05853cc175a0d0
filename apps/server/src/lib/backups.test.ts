// The backups' schedule and their files (the whole flow, from a running server to a restored one,
// is embedded-backup.pglite.test.ts).
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { nextBackupAt, startBackups, writeBackup } from './backups.ts';

describe('nextBackupAt', () => {
  it('is the next whole hour given, later today or tomorrow', () => {
    const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
    expect(nextBackupAt(at(28, 2, 59), 3)).toEqual(at(28, 3));
    expect(nextBackupAt(at(28, 3, 0), 3)).toEqual(at(29, 3));
    expect(nextBackupAt(at(28, 23, 30), 3)).toEqual(at(29, 3));
    expect(nextBackupAt(new Date(2026, 11, 31, 12), 0)).toEqual(new Date(2027, 0, 1, 0));
  });
});

describe('writeBackup', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes the dump gzipped and keeps only the newest', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'o4f-backups-'));
    await writeFile(path.join(dir, 'notes.txt'), 'not a backup');
    const dump = (text: string) => async () => new Blob([text]);
    const files = [];
    for (let day = 1; day <= 4; day += 1) {
      files.push(await writeBackup(dump(`tar ${day}`), dir, 2, new Date(Date.UTC(2026, 10, day))));
    }
    expect((await readdir(dir)).sort()).toEqual([
      'notes.txt',
      'o4f-2026-11-03T00-00-00-000Z.tar.gz',
      'o4f-2026-11-04T00-00-00-000Z.tar.gz',
    ]);
    expect(gunzipSync(await readFile(files[3]!)).toString()).toBe('tar 4');
  });

  it('removes what a backup cut short left, and keeps other files', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'o4f-backups-'));
    await writeFile(path.join(dir, 'o4f-2026-11-01T03-00-00-000Z.tar.gz.partial'), 'cut short');
    await writeFile(path.join(dir, 'notes.partial'), 'not ours');
    await writeBackup(async () => new Blob(['tar']), dir, 2, new Date(Date.UTC(2026, 10, 2)));
    expect((await readdir(dir)).sort()).toEqual([
      'notes.partial',
      'o4f-2026-11-02T00-00-00-000Z.tar.gz',
    ]);
  });

  it('leaves no file behind when the dump fails', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'o4f-backups-'));
    const failing = async (): Promise<Blob> => {
      throw new Error('database away');
    };
    await expect(writeBackup(failing, dir, 2)).rejects.toThrow('database away');
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('startBackups', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));
  const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

  it('writes one more backup for any number of asks while one is written', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'o4f-backups-'));
    const releases: (() => void)[] = [];
    let dumps = 0;
    const dump = () => {
      dumps += 1;
      return new Promise<Blob>((resolve) => releases.push(() => resolve(new Blob(['tar']))));
    };
    const backups = startBackups(dump, { BACKUP_DIR: dir, BACKUP_HOUR: 3, BACKUP_KEEP: 5 }, quiet);
    const first = backups.now();
    await expect.poll(() => dumps).toBe(1);
    // Asked three times (SIGUSR2 sent again and again) while the first is written.
    const more = [backups.now(), backups.now(), backups.now()];
    releases[0]!();
    await first;
    await expect.poll(() => dumps).toBe(2);
    releases[1]!();
    await Promise.all(more);
    expect(dumps).toBe(2);
    await backups.stop();
    // Written whole: no partial file is left.
    const files = await readdir(dir);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((name) => name.endsWith('.tar.gz'))).toBe(true);
  });
});
