// Fuzz: every operation of the OpenAPI document gets malformed ids, hostile strings, wrong types
// and missing fields, with a teacher's and a student's token. Bad input is a 4xx with a message
// in words: no answer is a 5xx, none shows a query, its parameters or a stack. Seeded and bounded
// (FUZZ_SEED picks another run).
import { GENERIC_MESSAGES } from '@o4f/contract';
import type { Lecture } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admit } from './testing/admission.ts';
import {
  HOSTILE_STRINGS,
  MALFORMED_ID_SEGMENTS,
  NUL_TEXT,
  REQUIRED_ID_SEGMENTS,
  hostileValues,
  internalFragment,
  requiredHostileValues,
  sample,
  seededRandom,
  urlSegment,
  validValue,
} from './testing/fuzz.ts';
import type { JsonSchema } from './testing/fuzz.ts';
import { createTestServer } from './testing/test-server.ts';
import type { TestServer } from './testing/test-server.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 8);
/** Sampled cases per operation and token, beyond the ones every operation gets. */
const SAMPLED_CASES = 12;
const CONCURRENCY = 6;

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

interface Case {
  method: string;
  path: string;
  body?: { raw: string };
  what: string;
}

const NO_BODY = Symbol('no body');

let server: TestServer;
let tokens: { teacher: string; student: string };
let known: Record<string, string>;

beforeAll(async () => {
  server = await createTestServer();
  const teacher = await server.createTeacher();
  const student = await server.createStudent();
  const course = await server.createCourse(teacher.token);
  const now = Date.now();
  const lecture: Lecture = await server.createLecture(teacher.token, course.id, {
    startTime: new Date(now - 10 * 60_000).toISOString(),
    endTime: new Date(now + 60 * 60_000).toISOString(),
  });
  await admit(server, student, lecture);
  const base = `/course/${course.id}/lecture/${lecture.lectureNum}`;
  const question = await server.api<{ data: { id: number } }>('POST', `${base}/question`, {
    token: student.token,
    body: { text: 'A question to fuzz around' },
  });
  const questionId = question.status === 201 ? question.body.data.id : 1;
  const answer = await server.api<{ data: { id: number } }>(
    'POST',
    `${base}/question/${questionId}/answer`,
    { token: teacher.token, body: { text: 'An answer to fuzz around' } },
  );
  tokens = { teacher: teacher.token, student: student.token };
  // Valid values of the path parameters: the rows above, so that a case reaches past the lookups.
  known = {
    id: String(course.id),
    courseId: String(course.id),
    lectureNum: String(lecture.lectureNum),
    questionId: String(questionId),
    answerId: String(answer.status === 201 ? answer.body.data.id : 1),
    discussionId: '1',
    slide: '1',
    value: '1',
    classId: '123456',
    token: 'a'.repeat(43),
    lectureIds: encodeURIComponent(JSON.stringify([lecture.id])),
  };
});
afterAll(() => server.close());

function fillPath(template: string, override?: { name: string; segment: string }): string {
  return template
    .replace(/^\/apio4f/, '')
    .replace(/\{(\w+)\}/g, (_, name: string) =>
      override?.name === name ? override.segment : (known[name] ?? '1'),
    );
}

const json = (value: unknown) => ({ raw: JSON.stringify(value) });

/** Every case of one operation: the required ones, then a seeded sample of the rest. */
function casesOf(
  random: () => number,
  method: string,
  template: string,
  operation: Operation,
): Case[] {
  const required: Case[] = [];
  const optional: Case[] = [];
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const baseBody = bodySchema ? json(validValue(bodySchema)) : undefined;
  const make = (path: string, body: Case['body'], what: string): Case => ({
    method: method.toUpperCase(),
    path,
    ...(body ? { body } : {}),
    what,
  });

  for (const parameter of parameters.filter((item) => item.in === 'path')) {
    const segments = new Set<string>(MALFORMED_ID_SEGMENTS);
    for (const segment of REQUIRED_ID_SEGMENTS) {
      required.push(
        make(fillPath(template, { name: parameter.name, segment }), baseBody, parameter.name),
      );
      segments.delete(segment);
    }
    for (const text of HOSTILE_STRINGS.slice(0, 4)) segments.add(urlSegment(text));
    for (const segment of segments) {
      optional.push(
        make(fillPath(template, { name: parameter.name, segment }), baseBody, parameter.name),
      );
    }
  }

  for (const parameter of parameters.filter((item) => item.in === 'query')) {
    const path = fillPath(template);
    for (const segment of REQUIRED_ID_SEGMENTS)
      required.push(make(`${path}?${parameter.name}=${segment}`, baseBody, parameter.name));
    for (const text of HOSTILE_STRINGS)
      optional.push(
        make(`${path}?${parameter.name}=${urlSegment(text)}`, baseBody, parameter.name),
      );
  }

  if (bodySchema) {
    const path = fillPath(template);
    const valid = validValue(bodySchema) as Record<string, unknown>;
    for (const whole of [NO_BODY, null, [], 'text', 42, NUL_TEXT]) {
      optional.push(make(path, whole === NO_BODY ? undefined : json(whole), 'whole body'));
    }
    required.push(make(path, { raw: '{"unterminated' }, 'malformed JSON'));
    for (const [field, schema] of Object.entries(bodySchema.properties ?? {})) {
      const withValue = (value: unknown) => make(path, json({ ...valid, [field]: value }), field);
      for (const value of requiredHostileValues(schema)) required.push(withValue(value));
      for (const value of hostileValues(schema)) optional.push(withValue(value));
      if (bodySchema.required?.includes(field)) {
        const rest = { ...valid };
        delete rest[field];
        required.push(make(path, json(rest), `${field} missing`));
      }
    }
  }

  // Query junk on every operation, also those that take no parameters.
  optional.push(make(`${fillPath(template)}?courseId=2147483648&x=%00`, baseBody, 'query junk'));
  return [...required, ...sample(random, optional, SAMPLED_CASES)];
}

async function send(
  request: Case,
  token: string,
): Promise<{ status: number; text: string; failure: string | null }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (request.body) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}/apio4f${request.path}`, {
    method: request.method,
    headers,
    ...(request.body ? { body: request.body.raw } : {}),
    redirect: 'manual',
  });
  const text = await response.text();
  let failure: string | null = null;
  if (response.status >= 500) failure = `status ${response.status}`;
  const leaked = internalFragment(text);
  if (leaked) failure = `leaks "${leaked}"`;
  if (!failure && response.status >= 400) {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    if (typeof message !== 'string' || message.length === 0) failure = 'no message';
  }
  return { status: response.status, text, failure };
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        await work(item);
      }
    }),
  );
}

describe('fuzzing every REST operation', () => {
  it(
    'answers no malformed request with a 5xx or with internals',
    { timeout: 120_000 },
    async () => {
      const document = (await server.api<OpenApi>('GET', '/docs/json')).body;
      const random = seededRandom(SEED);
      const operations = Object.entries(document.paths).flatMap(([template, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ template, method, operation })),
      );
      expect(operations.length).toBeGreaterThan(80);
      // Logging out would end the tokens the other cases use: last.
      const ordered = [
        ...operations.filter((item) => !item.template.endsWith('/logout')),
        ...operations.filter((item) => item.template.endsWith('/logout')),
      ];
      const failures: string[] = [];
      let sent = 0;
      for (const { template, method, operation } of ordered) {
        const cases = casesOf(random, method, template, operation);
        const runs = cases.flatMap((item) => [
          { item, role: 'teacher' as const },
          { item, role: 'student' as const },
        ]);
        await pool(runs, CONCURRENCY, async ({ item, role }) => {
          const result = await send(item, tokens[role]);
          sent += 1;
          if (result.failure) {
            failures.push(
              `${item.method} ${item.path.slice(0, 120)} [${item.what}, ${role}] ${result.failure}: ${result.text.slice(0, 200)}`,
            );
          }
        });
      }
      expect(sent).toBeGreaterThan(1000);
      expect(failures.slice(0, 30), `${failures.length} failures of ${sent}`).toEqual([]);
    },
  );

  it('answers an id beyond the int4 columns like any malformed path id', async () => {
    for (const path of [
      '/course/2147483648',
      '/course/abc',
      '/course/1e40',
      '/course/-1',
      '/course/%00',
      `/course/${known.courseId}/lecture/2147483648`,
      `/course/${known.courseId}/lecture/${known.lectureNum}/question/2147483648/answers`,
      '/user/2147483648',
      '/feedback/2147483648',
    ]) {
      const response = await server.api('GET', path, { token: tokens.teacher });
      expect(response.status, path).toBe(404);
      expect(response.body, path).toEqual({ message: GENERIC_MESSAGES.routeNotFound });
    }
  });

  it('refuses ids beyond the int4 columns in bodies and queries with words', async () => {
    const feedback = await server.api('POST', '/feedback', {
      body: { courseId: 2147483648, message: 'Out of range' },
    });
    expect(feedback.status).toBe(400);
    expect(feedback.body).toEqual({ message: GENERIC_MESSAGES.invalidId });
    const lectures = await server.api('POST', '/courses/lectures', {
      token: tokens.teacher,
      body: { coursesId: [1, 2147483648] },
    });
    expect(lectures.status).toBe(400);
    expect(lectures.body).toEqual({ message: GENERIC_MESSAGES.invalidId });
    const notifications = await server.api('GET', '/notifications/latest?courseId=2147483648', {
      token: tokens.student,
    });
    expect(notifications.status).toBe(400);
    expect(notifications.body).toEqual({ message: GENERIC_MESSAGES.invalidId });
  });

  it('refuses NUL and other control characters in text with words', async () => {
    const login = await server.api('POST', '/teacher/login', {
      body: { username: 'some\u0000one', password: 'Secret123' },
    });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ message: GENERIC_MESSAGES.controlCharacters });
    const course = await server.api('POST', '/course', {
      token: tokens.teacher,
      body: { name: 'Bell\u0007 course', shortName: 'BEL', startDate: '2025-09-01' },
    });
    expect(course.status).toBe(400);
    expect(course.body).toEqual({ message: GENERIC_MESSAGES.controlCharacters });
    const question = await server.api(
      'POST',
      `/course/${known.courseId}/lecture/${known.lectureNum}/question`,
      { token: tokens.student, body: { text: 'What is\u0000 this?' } },
    );
    expect(question.status).toBe(400);
    expect(question.body).toEqual({ message: GENERIC_MESSAGES.controlCharacters });
    // Tabs and line breaks are text.
    const multiline = await server.api(
      'POST',
      `/course/${known.courseId}/lecture/${known.lectureNum}/question`,
      { token: tokens.student, body: { text: 'Line one\n\tline two\r\n' } },
    );
    expect(multiline.status).toBe(201);
    expect((await server.api('GET', '/user', { token: tokens.student })).status).toBe(200);
  });
});
