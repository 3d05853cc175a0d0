import { LECTURE_NOTIFICATION_EVENTS } from '@o4f/contract';
import type { Notification, NotificationEvent } from '@o4f/contract';
import { describe, expect, it } from 'vitest';
import { countUnread, inGroup, isListable, notificationGroups } from './groups.ts';

let nextId = 1;
function notification(event: NotificationEvent, question: boolean): Notification {
  const id = nextId++;
  return {
    id,
    event,
    acknowledged: false,
    createdAt: '2025-02-01T09:00:00.000Z',
    updatedAt: '2025-02-01T09:00:00.000Z',
    details: {
      pseudonym: question ? 'Owl' : null,
      course: { id: 8, name: 'Physics', shortName: 'PH' },
      lecture: { id: 300, lectureNum: 3, name: 'Optics' },
      question: question ? { id: 50 + id, text: `Question ${id}` } : null,
      answer: null,
      discussionId: null,
    },
  };
}

describe('notification groups', () => {
  it('lecture and account notifications are neither listed nor counted', () => {
    const lectureNotes = LECTURE_NOTIFICATION_EVENTS.map((event) => notification(event, false));
    const qad = [
      notification('question_posted', true),
      notification('question_answered', true),
      notification('discussion_reply', true),
      notification('question_flagged', true),
      notification('answer_flagged', true),
    ];
    expect(countUnread([...lectureNotes, ...qad])).toEqual({
      questions: 1,
      answers: 1,
      discussions: 1,
      flaggedQ: 1,
      flaggedA: 1,
    });
    expect(lectureNotes.filter(isListable)).toEqual([]);
    for (const group of notificationGroups('STUDENT'))
      expect(lectureNotes.filter((note) => inGroup(note, group))).toEqual([]);
  });
});
