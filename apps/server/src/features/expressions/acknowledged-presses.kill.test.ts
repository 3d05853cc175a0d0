// An acknowledged press survives the process being killed (docs/decisions/reaction-acknowledgement.md):
// the real server as a child process, ten students pressing at once, SIGKILL the moment half of
// their presses are acknowledged; every acknowledged press must be in the database afterwards.
import type { AckResult, ActiveExpression } from '@o4f/contract';
import { afterAll, expect, it } from 'vitest';
import type { LiveClient } from '../../testing/live-client.ts';
import {
  openStorage,
  opener,
  startChild,
  startLiveLecture,
  storedPresses,
} from '../../testing/restart-kit.ts';
import type { ChildServer } from '../../testing/restart-kit.ts';

const STUDENTS = 10;
/** Within the press rate (5 per student in any 2 s), so none is refused as overload. */
const PRESSES_EACH = 5;
const KILL_AFTER = (STUDENTS * PRESSES_EACH) / 2;

const clients: LiveClient[] = [];
const servers: ChildServer[] = [];
let storage: Awaited<ReturnType<typeof openStorage>> | null = null;

afterAll(async () => {
  for (const client of clients) client.close();
  for (const server of servers) await server.kill();
  await storage?.drop();
}, 120_000);

it('keeps every acknowledged press when the server is killed mid-burst', async () => {
  storage = await openStorage();
  const server = await startChild(storage.env);
  servers.push(server);
  const open = opener(clients);
  const lecture = await startLiveLecture(server.url, open, STUDENTS);
  const students = lecture.students.map((student) => ({
    ...student,
    live: open(server.url, '/expressions', { token: student.token, query: lecture.query }),
  }));
  for (const { live } of students) await live.waitFor('access_granted');

  // Each student presses a different reaction each time (every press is a change to store).
  const acknowledged: { pseudonym: string; tag: number }[] = [];
  let killed: Promise<void> | null = null;
  await Promise.all(
    students.map(async ({ live, pseudonym }, index) => {
      for (let press = 0; press < PRESSES_EACH && !killed; press++) {
        const tag = ((index + press) % 5) + 1;
        const reply = await live
          .request<AckResult<ActiveExpression>>('press_button', { expressionTag: tag })
          .catch(() => null);
        if (killed || !reply) return;
        expect(reply).toMatchObject({ ok: true });
        acknowledged.push({ pseudonym, tag });
        if (acknowledged.length === KILL_AFTER) killed = server.kill();
      }
    }),
  );
  await killed;
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

  const stored = (
    await storedPresses(
      storage.env,
      students.map((student) => student.pseudonym),
    )
  ).map((row) => `${row.pseudonym}:${row.tag}`);
  const missing = acknowledged
    .map((press) => `${press.pseudonym}:${press.tag}`)
    .filter((press) => !stored.includes(press));
  expect(missing).toEqual([]);
}, 120_000);
