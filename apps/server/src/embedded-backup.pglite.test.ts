// The README's backup of the embedded database: stop the server, copy DATA_DIR/pglite, start
// again; a server started on the copy has everything as it was when the copy was made.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openStorage, startChild } from './testing/restart-kit.ts';
import type { ChildServer } from './testing/restart-kit.ts';
import { apiFactories } from './testing/test-server.ts';
import type { ApiBody } from './testing/test-server.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function started(env: Record<string, string>): Promise<ChildServer> {
  const child = await startChild(env);
  cleanups.push(() => child.kill());
  return child;
}

const courseNames = async (url: string, token: string) => {
  const rest = apiFactories(url);
  const response = await rest.api<ApiBody<{ name: string }[]>>('GET', '/courses', { token });
  return rest.expectOk(response, 'courses').map((course) => course.name);
};

it('starts a copy of a stopped server’s data folder as it was when copied', async () => {
  const storage = await openStorage();
  cleanups.push(storage.drop);
  const first = await started(storage.env);
  const rest = apiFactories(first.url);
  const teacher = await rest.createTeacher();
  await rest.createCourse(teacher.token, { name: 'Before the copy', shortName: 'BEF' });
  await first.stop();

  const copy = await mkdtemp(path.join(tmpdir(), 'o4f-backup-'));
  cleanups.push(() => rm(copy, { recursive: true, force: true }));
  await cp(path.join(storage.env.DATA_DIR!, 'pglite'), path.join(copy, 'pglite'), {
    recursive: true,
  });

  // The original goes on after the copy.
  const again = await started(storage.env);
  await apiFactories(again.url).createCourse(teacher.token, { name: 'After', shortName: 'AFT' });
  expect((await courseNames(again.url, teacher.token)).sort()).toEqual([
    'After',
    'Before the copy',
  ]);
  await again.stop();

  // Restored: the copy holds the account, its session and the course made before it.
  const restored = await started({ DATA_DIR: copy });
  expect(await courseNames(restored.url, teacher.token)).toEqual(['Before the copy']);
  await restored.stop();
});
