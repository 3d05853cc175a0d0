import { SOCKET_TEXT } from '@o4f/contract';
import { describe, expect, it } from 'vitest';
import {
  closedFeedbackReason,
  expressionUpdate,
  extensionQuestion,
  lectureEndState,
  studentsByTag,
} from './expressions.service.ts';

const NOW = Date.UTC(2026, 0, 10, 10, 0, 30);
const MINUTE = 60_000;
const lecture = (state: 'CREATED' | 'STARTED' | 'ENDED', startMin: number, endMin: number) => ({
  state,
  startTime: new Date(NOW + startMin * MINUTE),
  endTime: new Date(NOW + endMin * MINUTE),
});

describe('lecture end rules', () => {
  it('reports the end state and minutes left', () => {
    expect(lectureEndState(lecture('STARTED', -30, 30), NOW)).toEqual({
      ended: false,
      endTime: new Date(NOW + 30 * MINUTE).toISOString(),
      minutesLeft: 30,
    });
    expect(lectureEndState(lecture('STARTED', -30, -2), NOW)).toMatchObject({
      ended: true,
      minutesLeft: 0,
    });
    expect(lectureEndState(lecture('ENDED', -30, 30), NOW).ended).toBe(true);
  });

  it('opens feedback only for a started lecture within its time window', () => {
    expect(closedFeedbackReason(lecture('STARTED', -5, 30), NOW)).toBeNull();
    expect(closedFeedbackReason(lecture('CREATED', -5, 30), NOW)).toBe(
      SOCKET_TEXT.lectureNotStarted,
    );
    expect(closedFeedbackReason(lecture('STARTED', 5, 30), NOW)).toBe(
      SOCKET_TEXT.lectureNotStarted,
    );
    expect(closedFeedbackReason(lecture('STARTED', -50, -5), NOW)).toBe(SOCKET_TEXT.lectureEnded);
    expect(closedFeedbackReason(lecture('ENDED', -50, 5), NOW)).toBe(SOCKET_TEXT.lectureEnded);
  });

  it('asks to extend a started lecture with at most 5 minutes left or past its end', () => {
    expect(extensionQuestion(lecture('STARTED', -50, 6), NOW)).toBeNull();
    expect(extensionQuestion(lecture('STARTED', -50, 5), NOW)).toMatchObject({
      ended: false,
      minutesLeft: 5,
    });
    expect(extensionQuestion(lecture('STARTED', -50, -3), NOW)).toMatchObject({ ended: true });
    expect(extensionQuestion(lecture('CREATED', -50, 2), NOW)).toBeNull();
    expect(extensionQuestion(lecture('ENDED', -50, 2), NOW)).toBeNull();
  });
});

describe('counts', () => {
  it('lists the five tags in order, active and for the whole lecture', () => {
    expect(
      expressionUpdate({
        slideNumber: 3,
        active: { 1: 2, 2: 0, 3: 1, 4: 0, 5: 0 },
        lecture: { 1: 5, 2: 1, 3: 1, 4: 0, 5: 2 },
      }),
    ).toEqual({
      slideNumber: 3,
      expressions: [
        { tag: 1, count: 2 },
        { tag: 2, count: 0 },
        { tag: 3, count: 1 },
        { tag: 4, count: 0 },
        { tag: 5, count: 0 },
      ],
      lectureExpressions: [
        { tag: 1, count: 5 },
        { tag: 2, count: 1 },
        { tag: 3, count: 1 },
        { tag: 4, count: 0 },
        { tag: 5, count: 2 },
      ],
    });
  });

  it('groups cleared reactions by tag', () => {
    expect([
      ...studentsByTag([
        { studentId: 1, tag: 2 },
        { studentId: 2, tag: 5 },
        { studentId: 3, tag: 2 },
      ]),
    ]).toEqual([
      [2, [1, 3]],
      [5, [2]],
    ]);
  });
});
