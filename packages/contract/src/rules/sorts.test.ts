import { describe, expect, it } from 'vitest';
import { FILTER_SORT_KEYS, isSortKey, LIVE_SORT_KEYS, SORT_LABELS, sortPosts } from './sorts.ts';
import type { Sortable } from './sorts.ts';

const post = (id: number, overrides: Partial<Sortable> = {}): Sortable => ({
  id,
  createdAt: new Date(Date.UTC(2025, 0, 1, 10, id)).toISOString(),
  numUpVotes: 0,
  numDownVotes: 0,
  selfFlagged: false,
  lectureNum: 1,
  answerCount: 0,
  discussionCount: 0,
  ...overrides,
});
const ids = (items: Sortable[]) => items.map((item) => item.id);

describe('sortPosts', () => {
  it('Time: newest first, equal times by id newest first', () => {
    const same = '2025-01-01T10:00:00.000Z';
    const items = [
      post(1),
      post(3),
      post(2),
      post(5, { createdAt: same }),
      post(4, { createdAt: same }),
    ];
    expect(ids(sortPosts(items, 'time'))).toEqual([3, 2, 1, 5, 4]);
  });

  it('Votes: up votes descending, then down votes ascending, then newest', () => {
    const items = [
      post(1, { numUpVotes: 2, numDownVotes: 3 }),
      post(2, { numUpVotes: 5 }),
      post(3, { numUpVotes: 2, numDownVotes: 1 }),
      post(4, { numUpVotes: 2, numDownVotes: 1 }),
    ];
    expect(ids(sortPosts(items, 'votes'))).toEqual([2, 4, 3, 1]);
  });

  it('Number of answers and of discussions: most first', () => {
    const items = [
      post(1, { answerCount: 1, discussionCount: 4 }),
      post(2, { answerCount: 3 }),
      post(3),
    ];
    expect(ids(sortPosts(items, 'answers'))).toEqual([2, 1, 3]);
    expect(ids(sortPosts(items, 'discussions'))).toEqual([1, 3, 2]);
  });

  it('Flag: self-flagged first, then newest', () => {
    const items = [post(1, { selfFlagged: true }), post(2), post(3, { selfFlagged: true })];
    expect(ids(sortPosts(items, 'flag'))).toEqual([3, 1, 2]);
  });

  it('Lecture number: ascending, then newest', () => {
    const items = [
      post(1, { lectureNum: 2 }),
      post(2, { lectureNum: 1 }),
      post(3, { lectureNum: 1 }),
    ];
    expect(ids(sortPosts(items, 'lectureNum'))).toEqual([3, 2, 1]);
  });

  it('does not change its input and defaults to Time', () => {
    const items = [post(1), post(2)];
    expect(ids(sortPosts(items))).toEqual([2, 1]);
    expect(ids(items)).toEqual([1, 2]);
  });

  it('names the options as the screens show them', () => {
    expect(LIVE_SORT_KEYS.map((key) => SORT_LABELS[key])).toEqual([
      'Time',
      'Votes',
      'Number of answers',
    ]);
    expect(FILTER_SORT_KEYS.map((key) => SORT_LABELS[key])).toEqual([
      'Time',
      'Votes',
      'Number of discussions',
    ]);
    expect(isSortKey('votes')).toBe(true);
    expect(isSortKey('nope')).toBe(false);
  });
});
