import { beforeEach, describe, expect, it } from 'vitest';
import { ECHO_WINDOW_MS, isOwnChangeEcho, markOwnChange, resetOwnChanges } from './own-changes.ts';
import { buildQaUpdate as update } from '../../../testing/qa-update.ts';

beforeEach(() => resetOwnChanges());

describe('own changes', () => {
  it("recognises the echo of this browser's change, but not another change of the same moment", () => {
    markOwnChange({ courseId: 7, lectureNum: 3, kind: 'answer_posted', questionId: 9 });
    // Someone else started a discussion just after: a change from elsewhere.
    expect(isOwnChangeEcho(update({ kind: 'discussion_posted', answerId: 4 }))).toBe(false);
    // Another question's answer, another lecture: not the echo either.
    expect(isOwnChangeEcho(update({ kind: 'answer_posted', questionId: 8, answerId: 5 }))).toBe(
      false,
    );
    expect(isOwnChangeEcho(update({ kind: 'answer_posted', lectureNum: 4, answerId: 5 }))).toBe(
      false,
    );
    // The new answer's id was unknown when posting: any id matches.
    expect(isOwnChangeEcho(update({ kind: 'answer_posted', answerId: 5 }))).toBe(true);
  });

  it('lets each listener hear one echo per change; a second identical update is news', () => {
    markOwnChange({ courseId: 7, lectureNum: 3, kind: 'voted', questionId: 9 });
    const livePage = {};
    const otherPage = {};
    expect(isOwnChangeEcho(update({ kind: 'voted' }), livePage)).toBe(true);
    expect(isOwnChangeEcho(update({ kind: 'voted' }), otherPage)).toBe(true);
    expect(isOwnChangeEcho(update({ kind: 'voted' }), livePage)).toBe(false);
  });

  it('forgets a change that failed, and waits for an echo only so long', () => {
    const forget = markOwnChange({ courseId: 7, lectureNum: 3, kind: 'flagged', questionId: 9 });
    forget();
    expect(isOwnChangeEcho(update({ kind: 'flagged' }))).toBe(false);

    markOwnChange({ courseId: 7, lectureNum: 3, kind: 'flagged', questionId: 9 }, 1_000);
    expect(isOwnChangeEcho(update({ kind: 'flagged' }), {}, 1_000 + ECHO_WINDOW_MS + 1)).toBe(
      false,
    );
  });
});
