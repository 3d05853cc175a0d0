import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUse, lockAddress, lockDataDir } from './data-dir-lock.ts';

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function dataDir(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'o4f-lock-'));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  return path.join(root, 'pglite');
}

/** Another process holding the lock, as a server holding its database would. */
async function otherProcess(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      "require('node:net').createServer((c) => c.destroy()).listen(process.argv[1], () => console.log('held'))",
      lockAddress(dir),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    child.kill('SIGKILL');
    await exited;
  });
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  return {
    killed: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

describe('one process at a time on an embedded database directory', () => {
  it('refuses a second holder in words, and takes the directory again once released', async () => {
    const dir = await dataDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(DataDirInUse);
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(
      `another Open4Feedback process has the embedded database in ${dir} open`,
    );
    await release();
    const again = await lockDataDir(dir, { waitMs: 0 });
    await again();
  });

  it('waits for a holder that is closing, within its wait', async () => {
    const dir = await dataDir();
    const release = await lockDataDir(dir);
    setTimeout(() => void release(), 300);
    const next = await lockDataDir(dir, { waitMs: 5000 });
    await next();
  });

  it('is refused while another process holds it, and takes it over once that one is killed', async () => {
    const dir = await dataDir();
    const other = await otherProcess(dir);
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(DataDirInUse);
    await other.killed();
    // kill -9 leaves the socket file behind; nobody answers on it.
    expect(existsSync(lockAddress(dir))).toBe(true);
    const release = await lockDataDir(dir, { waitMs: 0 });
    await release();
  });

  it('keeps its file beside the directory, or in tmpdir when the path is too long for a socket', () => {
    expect(lockAddress('/srv/o4f/data/pglite')).toBe('/srv/o4f/data/pglite.open.sock');
    const long = `/srv/${'a'.repeat(120)}/pglite`;
    expect(path.dirname(lockAddress(long))).toBe(tmpdir());
    expect(lockAddress(long)).toBe(lockAddress(`${long}/`));
    expect(lockAddress(long)).not.toBe(lockAddress(`${long}2`));
  });
});
