import { NOTIFICATION_MESSAGES } from '@o4f/contract';
import type { Notification } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { classroom, qa } from '../../testing/qa-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

type Ack = { acknowledged: number };

describe('notifications', () => {
  it('list, acknowledge one, by events, by questions and by discussions', async () => {
    const room = await classroom(server, 2);
    const [asker, helper] = room.students;
    const api = qa(server, room.lecture);
    const call = <T>(method: string, path: string, token: string, body?: unknown) =>
      api.call<T>(method, path, token, body);

    const q1 = await api.mustAsk(asker!.token, 'First question of mine');
    const q2 = await api.mustAsk(asker!.token, 'Second question of mine');
    const a1 = await api.mustAnswer(helper!.token, q1.id, 'Answer to the first');
    await api.mustAnswer(helper!.token, q2.id, 'Answer to the second');
    await api.mustAnswer(helper!.token, q2.id, 'Another to the second');
    const discussion = (await api.discuss(asker!.token, q1.id, a1.id, 'Please explain that')).body
      .data;
    await api.reply(asker!.token, q1.id, a1.id, discussion.id, 'And one more thing');

    const unread = await call<Notification[]>(
      'GET',
      '/notifications/notAcknowledged',
      asker!.token,
    );
    expect(unread.status).toBe(200);
    expect(unread.body.message).toBe(NOTIFICATION_MESSAGES.list);
    expect(unread.body.data.map((note) => note.event)).toEqual([
      'question_answered',
      'question_answered',
      'question_answered',
    ]);
    expect(unread.body.data[0]).toMatchObject({
      acknowledged: false,
      details: {
        pseudonym: helper!.pseudonym,
        course: { id: room.course.id, name: room.course.name, shortName: room.course.shortName },
        lecture: {
          id: room.lecture.id,
          lectureNum: room.lecture.lectureNum,
          name: room.lecture.name,
        },
        question: { id: q2.id, text: 'Second question of mine' },
        answer: { text: 'Another to the second' },
      },
    });
    const helperUnread = await api.notifications(helper!.token);
    expect(helperUnread.map((note) => note.event)).toEqual([
      'discussion_reply',
      'discussion_started',
    ]);

    // One: only the recipient's own.
    const first = unread.body.data[2]!;
    expect((await call('PUT', `/notification/${first.id}`, helper!.token)).status).toBe(404);
    const one = await call<Ack>('PUT', `/notification/${first.id}`, asker!.token);
    expect(one.body).toEqual({
      message: NOTIFICATION_MESSAGES.acknowledged,
      data: { acknowledged: 1 },
    });
    expect(
      (await call<Ack>('PUT', `/notification/${first.id}`, asker!.token)).body.data.acknowledged,
    ).toBe(0);

    // By questions.
    const byQuestion = await call<Ack>('POST', '/notification/questions', asker!.token, {
      events: ['question_answered'],
      questionsId: [q2.id],
    });
    expect(byQuestion.body.data.acknowledged).toBe(2);
    expect(await api.notifications(asker!.token)).toEqual([]);

    // Latest keeps the read ones.
    const latest = await call<Notification[]>('GET', '/notifications/latest', asker!.token);
    expect(latest.body.data).toHaveLength(3);
    expect(latest.body.data.every((note) => note.acknowledged)).toBe(true);
    const otherCourse = await call<Notification[]>(
      'GET',
      `/notifications/latest?courseId=${room.course.id + 1000}`,
      asker!.token,
    );
    expect(otherCourse.body.data).toEqual([]);

    // By discussions, then by events.
    const byDiscussion = await call<Ack>('POST', '/notification/discussions', helper!.token, {
      events: ['discussion_started'],
      discussionsId: [discussion.id],
    });
    expect(byDiscussion.body.data.acknowledged).toBe(1);
    const byEvents = await call<Ack>('PUT', '/notifications/events', helper!.token, {
      events: ['discussion_reply', 'discussion_started'],
    });
    expect(byEvents.body.data.acknowledged).toBe(1);
    expect(await api.notifications(helper!.token)).toEqual([]);

    // Bad input is a 400 with a message; no token is a 401.
    const bad = await call('PUT', '/notifications/events', helper!.token, { events: ['nonsense'] });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe('string');
    expect((await call('PUT', '/notifications/events', helper!.token, { events: [] })).status).toBe(
      400,
    );
    expect((await server.api('GET', '/notifications/latest')).status).toBe(401);
  });
});
