// Fuzz: malformed handshakes (auth and query) and malformed payloads on every namespace. What
// reaches a client (a connect_error, an event, an acknowledgement) says what went wrong in words,
// never a query, its parameters or a stack; and the server stays healthy. Seeded and bounded.
import {
  NAMESPACES,
  classIdGeneratorPayloads,
  expressionsPayloads,
  signalsPayloads,
  waitingRoomPayloads,
} from '@o4f/contract';
import type { Lecture } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_STRINGS,
  NUL_TEXT,
  WRONG_TYPES,
  internalFragment,
  sample,
  seededRandom,
} from '../testing/fuzz.ts';
import { LiveClient } from '../testing/live-client.ts';
import type { Received, Refusal } from '../testing/live-client.ts';
import { createTestServer } from '../testing/test-server.ts';
import type { TestServer } from '../testing/test-server.ts';
import { admit } from '../testing/admission.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 8);
const HANDSHAKES_PER_NAMESPACE = 40;
const PAYLOADS_PER_EVENT = 10;

let server: TestServer;
let teacher: string;
let student: string;
let lecture: Lecture;

beforeAll(async () => {
  server = await createTestServer();
  const owner = await server.createTeacher();
  const attendee = await server.createStudent();
  const course = await server.createCourse(owner.token);
  const now = Date.now();
  lecture = await server.createLecture(owner.token, course.id, {
    startTime: new Date(now - 10 * 60_000).toISOString(),
    endTime: new Date(now + 60 * 60_000).toISOString(),
  });
  await admit(server, attendee, lecture);
  teacher = owner.token;
  student = attendee.token;
});
afterAll(() => server.close());

const CLIENT_EVENTS = new Set(['connect', 'disconnect', 'connect_error']);

interface Seen {
  error?: Refusal;
  /** What the server sent (name and payload), in order. */
  events: Received[];
  socket: LiveClient['socket'];
}

/** Opens a socket with any auth and query; resolves once connected or refused. */
async function open(
  namespace: string,
  auth: unknown,
  query: Record<string, string>,
): Promise<Seen> {
  const client = new LiveClient(server.url, namespace, { auth, query });
  const error = await client.settled();
  return {
    ...(error ? { error } : {}),
    /** The recorded list, minus the client's own connect, disconnect and connect_error. */
    get events() {
      return client.received.filter((item) => !CLIENT_EVENTS.has(item.event));
    },
    socket: client.socket,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function leak(what: unknown): string | null {
  return internalFragment(JSON.stringify(what) ?? '');
}

const ID_VALUES = [
  '2147483648',
  '-1',
  '1e40',
  'abc',
  '\u0000',
  '0',
  '1.5',
  '99999999999999999999999',
  'x'.repeat(5000),
  '',
];

function handshakeQueries(): Record<string, string>[] {
  const valid = { courseId: String(lecture.courseId), lectureNum: String(lecture.lectureNum) };
  const queries: Record<string, string>[] = [{}];
  for (const value of ID_VALUES) {
    queries.push({ ...valid, courseId: value });
    queries.push({ ...valid, lectureNum: value });
    queries.push({ classId: value, maskId: '1' });
    queries.push({ classId: '123456', maskId: value });
  }
  for (const text of HOSTILE_STRINGS.slice(0, 4))
    queries.push({ courseId: text, lectureNum: text, classId: text, maskId: text });
  return queries;
}

function handshakeAuths(): unknown[] {
  return [
    { token: teacher },
    { token: student },
    {},
    { token: 'x'.repeat(600) },
    { token: `bad${NUL_TEXT}` },
    { token: 42 },
    { token: { $ne: 1 } },
    { token: teacher, prevSocketId: NUL_TEXT },
  ];
}

/** Payloads every command gets: wrong types, hostile strings, ids beyond int4, deep nesting. */
function hostilePayloads(random: () => number): unknown[] {
  let deep: unknown = {};
  for (let i = 0; i < 200; i += 1) deep = { nested: deep };
  const specific = [
    { ttl: 2147483648 },
    { ttl: NUL_TEXT },
    { expressionTag: 1e40 },
    { expressionTag: NUL_TEXT },
    { slideNumber: 2147483648 },
    { slideNumber: -1e40 },
    { allow: NUL_TEXT },
    { lectures: [{ courseId: 2147483648, lectureNum: 1 }] },
    { lectures: [{ courseId: lecture.courseId, lectureNum: 2147483648 }] },
    { lectures: NUL_TEXT },
    { lectures: Array.from({ length: 1000 }, () => ({ courseId: 1, lectureNum: 1 })) },
    deep,
  ];
  return [
    undefined,
    ...specific,
    ...sample(random, [...WRONG_TYPES, ...HOSTILE_STRINGS], PAYLOADS_PER_EVENT),
  ];
}

async function healthy() {
  const health = await server.api('GET', '/v1/test');
  expect(health.status).toBe(200);
  const check = await open(
    NAMESPACES.expressions,
    { token: teacher },
    {
      courseId: String(lecture.courseId),
      lectureNum: String(lecture.lectureNum),
    },
  );
  expect(check.error).toBeUndefined();
  const ack = (await check.socket.timeout(3000).emitWithAck('get_current_slide', {})) as {
    ok: boolean;
  };
  expect(ack.ok).toBe(true);
  check.socket.close();
}

describe('fuzzing every socket namespace', () => {
  it('refuses malformed handshakes in words', { timeout: 90_000 }, async () => {
    const random = seededRandom(SEED);
    const failures: string[] = [];
    const cases = Object.values(NAMESPACES).flatMap((namespace) =>
      sample(
        random,
        handshakeAuths().flatMap((auth) =>
          handshakeQueries().map((query) => ({ namespace, auth, query })),
        ),
        HANDSHAKES_PER_NAMESPACE,
      ),
    );
    // The id beyond int4 of the issue, on every namespace, with the owner's token.
    for (const namespace of Object.values(NAMESPACES)) {
      for (const query of [
        { courseId: '2147483648', lectureNum: '1' },
        { courseId: String(lecture.courseId), lectureNum: '2147483648' },
      ])
        cases.push({ namespace, auth: { token: teacher }, query });
    }
    for (let start = 0; start < cases.length; start += 8) {
      await Promise.all(
        cases.slice(start, start + 8).map(async ({ namespace, auth, query }) => {
          const seen = await open(namespace, auth, query);
          if (!seen.error) await pause(150);
          seen.socket.close();
          const found = leak({ error: seen.error, events: seen.events });
          if (found) {
            failures.push(
              `${namespace} ${JSON.stringify(query).slice(0, 80)} leaks "${found}": ${JSON.stringify(seen.error ?? seen.events).slice(0, 200)}`,
            );
          }
        }),
      );
    }
    expect(cases.length).toBeGreaterThan(150);
    expect(failures.slice(0, 20), `${failures.length} of ${cases.length}`).toEqual([]);
    await healthy();
  });

  it('answers malformed payloads in words on every namespace', { timeout: 90_000 }, async () => {
    const random = seededRandom(SEED + 1);
    const lectureQuery = {
      courseId: String(lecture.courseId),
      lectureNum: String(lecture.lectureNum),
    };
    const code = await open(NAMESPACES.classIdGenerator, { token: teacher }, lectureQuery);
    expect(code.error).toBeUndefined();
    const issued = (await code.socket.timeout(3000).emitWithAck('start', {})) as {
      ok: boolean;
      data: { code: string };
    };
    expect(issued.ok).toBe(true);
    const targets: { name: string; seen: Seen; events: string[] }[] = [
      {
        name: 'class_id_generator teacher',
        seen: code,
        events: Object.keys(classIdGeneratorPayloads),
      },
      {
        name: 'waiting_room teacher',
        seen: await open(NAMESPACES.waitingRoom, { token: teacher }, lectureQuery),
        events: Object.keys(waitingRoomPayloads),
      },
      {
        name: 'waiting_room student',
        seen: await open(NAMESPACES.waitingRoom, {}, { classId: issued.data.code, maskId: '3' }),
        // Leaving ends the socket: last.
        events: [...Object.keys(waitingRoomPayloads).filter((e) => e !== 'left_waiting_room')],
      },
      {
        name: 'expressions teacher',
        seen: await open(NAMESPACES.expressions, { token: teacher }, lectureQuery),
        events: Object.keys(expressionsPayloads),
      },
      {
        name: 'expressions student',
        seen: await open(NAMESPACES.expressions, { token: student }, lectureQuery),
        events: Object.keys(expressionsPayloads),
      },
      {
        name: 'signals student',
        seen: await open(NAMESPACES.signals, { token: student }, lectureQuery),
        events: Object.keys(signalsPayloads),
      },
    ];
    const failures: string[] = [];
    let sent = 0;
    for (const target of targets) {
      expect(target.seen.error, target.name).toBeUndefined();
      const { socket } = target.seen;
      const unknown = ['no_such_event', 'constructor', '__proto__'];
      for (const event of [...target.events, ...unknown]) {
        // Nobody answers an event the namespace does not know: a few payloads, a short wait.
        const payloads = unknown.includes(event)
          ? hostilePayloads(random).slice(0, 3)
          : hostilePayloads(random);
        for (const payload of payloads) {
          if (socket.disconnected) break;
          sent += 1;
          const answer: unknown = await socket
            .timeout(unknown.includes(event) ? 100 : 3000)
            .emitWithAck(event, payload)
            .catch(() => undefined);
          const found = leak(answer);
          if (found) failures.push(`${target.name} ${event} leaks "${found}"`);
        }
      }
      const found = leak(target.seen.events);
      if (found) failures.push(`${target.name} events leak "${found}"`);
      socket.close();
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures.slice(0, 20), `${failures.length} of ${sent}`).toEqual([]);
    await healthy();
  });
});
