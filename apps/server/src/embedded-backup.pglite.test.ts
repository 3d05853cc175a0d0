// The README's backups of the embedded database: taken while the server runs (SIGUSR2 here, each
// day at BACKUP_HOUR otherwise), the BACKUP_KEEP newest kept, and restored by unpacking one into
// an empty DATA_DIR/pglite: the server started there has everything as it was when it was taken.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { childServers, openStorage } from './testing/restart-kit.ts';
import type { ChildServer } from './testing/restart-kit.ts';
import { apiFactories } from './testing/test-server.ts';
import type { ApiBody } from './testing/test-server.ts';

const { started, cleanup } = childServers();

const courseNames = async (url: string, token: string) => {
  const rest = apiFactories(url);
  const response = await rest.api<ApiBody<{ name: string }[]>>('GET', '/courses', { token });
  return rest
    .expectOk(response, 'courses')
    .map((course) => course.name)
    .sort();
};

const backupsIn = async (dir: string) =>
  (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.tar.gz'))
    .sort();

/** Sends SIGUSR2 and resolves with the new backup's name once it is complete. */
async function backUp(server: ChildServer, dir: string): Promise<string> {
  const before = new Set(await backupsIn(dir));
  server.signal('SIGUSR2');
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const fresh = (await backupsIn(dir)).filter((name) => !before.has(name));
    if (fresh.length > 0) return fresh[0]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('No backup was written within 30 s');
}

it('writes backups while serving, keeps the newest, and a restored one starts as it was', async () => {
  const storage = await openStorage();
  cleanup(storage.drop);
  const dir = path.join(storage.env.DATA_DIR!, 'backups');
  const metricsToken = 'backup-test-metrics-token';
  const server = await started({ ...storage.env, BACKUP_KEEP: '2', METRICS_TOKEN: metricsToken });
  /** The gauge an alert watches: when the newest backup was written, seconds since the epoch. */
  const lastBackup = async () => {
    const text = await (
      await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    ).text();
    return Number(/^o4f_backup_last_success_timestamp_seconds (\S+)$/m.exec(text)?.[1]);
  };
  expect(await lastBackup()).toBe(0);
  const rest = apiFactories(server.url);
  const teacher = await rest.createTeacher();
  const course = (name: string) => rest.createCourse(teacher.token, { name, shortName: 'C' });

  await course('First');
  const first = await backUp(server, dir);
  await course('Second');
  // Requests go on while a backup is written.
  const [second] = await Promise.all([backUp(server, dir), course('During')]);
  const third = await backUp(server, dir);
  expect(await backupsIn(dir)).toEqual([second, third]);
  expect(first < second && second < third).toBe(true);
  expect(Math.abs((await lastBackup()) - Date.now() / 1000)).toBeLessThan(60);
  await course('After');
  expect(await courseNames(server.url, teacher.token)).toEqual([
    'After',
    'During',
    'First',
    'Second',
  ]);
  await server.stop();

  // Restored as the README says: unpacked into an empty DATA_DIR/pglite, the server stopped.
  const restoredDir = await mkdtemp(path.join(tmpdir(), 'o4f-restored-'));
  cleanup(() => rm(restoredDir, { recursive: true, force: true }));
  await mkdir(path.join(restoredDir, 'pglite'));
  await promisify(execFile)('tar', ['xzf', path.join(dir, third), '-C', `${restoredDir}/pglite`]);
  const restored = await started({ DATA_DIR: restoredDir });
  // The account, its session and the courses made before the third backup; not the last one.
  expect(await courseNames(restored.url, teacher.token)).toEqual(['During', 'First', 'Second']);
  await restored.stop();
  // Two servers started from source and three backups: generous for a loaded CI machine.
}, 120_000);
