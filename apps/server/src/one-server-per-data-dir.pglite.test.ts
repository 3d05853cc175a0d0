// The embedded database takes one process at a time (db/data-dir-lock.ts): a second server on the
// same DATA_DIR (another PORT) and `npm run admin` while the server runs are refused in words,
// and the server they would have shared the files with serves on. After a kill -9 the next
// server starts on the directory at once.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { childServers, openStorage } from './testing/restart-kit.ts';
import { apiFactories } from './testing/test-server.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { started, cleanup } = childServers();

/** `npm run admin -- <login>` as the README runs it; its exit code and what it printed. */
function admin(env: Record<string, string>, login: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/make-admin.ts', login], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

it('refuses a second server and the admin command on a DATA_DIR in use, in words', async () => {
  const storage = await openStorage();
  cleanup(storage.drop);
  const first = await started(storage.env);
  const rest = apiFactories(first.url);
  const teacher = await rest.createTeacher();

  const refused = await admin(storage.env, teacher.username);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(
    'Stop the server first: another Open4Feedback process has the embedded database in',
  );

  // Another PORT, the same DATA_DIR: it waits for the directory for a while, then gives up.
  await expect(started(storage.env)).rejects.toThrow(
    /Could not start the server: another Open4Feedback process has the embedded database in \S+ open\. Stop it first, or give this one its own DATA_DIR\./,
  );
  const courses = await rest.api('GET', '/courses', { token: teacher.token });
  expect(courses.status).toBe(200);

  // Killed, the first leaves its socket file behind; the next server takes the directory at once,
  // and so does the admin command once no server runs.
  await first.kill();
  const next = await started(storage.env);
  const again = apiFactories(next.url);
  expect((await again.api('GET', '/courses', { token: teacher.token })).status).toBe(200);
  await next.stop();
  const made = await admin(storage.env, teacher.username);
  expect(made).toMatchObject({ code: 0 });
}, 120_000);
