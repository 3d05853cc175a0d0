import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUse, lockAddresses, lockDataDir } from './data-dir-lock.ts';

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
      lockAddresses(dir)[0]!,
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
    expect(existsSync(lockAddresses(dir)[0]!)).toBe(true);
    const release = await lockDataDir(dir, { waitMs: 0 });
    await release();
  });

  it('keeps its file beside the directory, else in tmpdir under a name made from its path', () => {
    expect(lockAddresses('/srv/o4f/data/pglite')).toEqual([
      '/srv/o4f/data/pglite.open.sock',
      expect.stringMatching(/^.*o4f-[0-9a-f]{24}\.sock$/),
    ]);
    const long = `/srv/${'a'.repeat(120)}/pglite`;
    expect(lockAddresses(long)).toHaveLength(1);
    expect(path.dirname(lockAddresses(long)[0]!)).toBe(tmpdir());
    expect(lockAddresses(long)).toEqual(lockAddresses(`${long}/`));
    expect(lockAddresses(long)).not.toEqual(lockAddresses(`${long}2`));
  });

  it('goes to tmpdir when something that is not a socket is in the way, and still refuses a second', async () => {
    const dir = await dataDir();
    await mkdir(lockAddresses(dir)[0]!, { recursive: true });
    const release = await lockDataDir(dir, { waitMs: 0 });
    expect(existsSync(lockAddresses(dir)[1]!)).toBe(true);
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(DataDirInUse);
    await release();
    expect(existsSync(lockAddresses(dir)[1]!)).toBe(false);
  });
});
