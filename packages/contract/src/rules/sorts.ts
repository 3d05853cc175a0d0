// Sort orders of question, answer and discussion lists. Pure: both the server and the web sort with it.

export const SORT_KEYS = ['time', 'votes', 'answers', 'flag', 'lectureNum', 'discussions'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_LABELS: Record<SortKey, string> = {
  time: 'Time',
  votes: 'Votes',
  answers: 'Number of answers',
  flag: 'Flag',
  lectureNum: 'Lecture number',
  discussions: 'Number of discussions',
};

/** The live page's Q&A tab offers only these. */
export const LIVE_SORT_KEYS = ['time', 'votes', 'answers'] as const satisfies readonly SortKey[];
/** The my-questions / answers / discussions filter screens. */
export const FILTER_SORT_KEYS = [
  'time',
  'votes',
  'discussions',
] as const satisfies readonly SortKey[];

export interface Sortable {
  id: number;
  createdAt: string;
  numUpVotes: number;
  numDownVotes: number;
  selfFlagged: boolean;
  lectureNum: number;
  answerCount?: number;
  discussionCount?: number;
}

const time = (item: Sortable) => Date.parse(item.createdAt);

/** Newest first; equal times by id, newest first, so every order is total and stable. */
const byTime = (a: Sortable, b: Sortable) => time(b) - time(a) || b.id - a.id;

const COMPARATORS: Record<SortKey, (a: Sortable, b: Sortable) => number> = {
  time: byTime,
  // Most up votes first; among equals, fewest down votes first.
  votes: (a, b) => b.numUpVotes - a.numUpVotes || a.numDownVotes - b.numDownVotes || byTime(a, b),
  answers: (a, b) => (b.answerCount ?? 0) - (a.answerCount ?? 0) || byTime(a, b),
  flag: (a, b) => Number(b.selfFlagged) - Number(a.selfFlagged) || byTime(a, b),
  lectureNum: (a, b) => a.lectureNum - b.lectureNum || byTime(a, b),
  discussions: (a, b) => (b.discussionCount ?? 0) - (a.discussionCount ?? 0) || byTime(a, b),
};

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);
}

/** A sorted copy of `items`. */
export function sortPosts<T extends Sortable>(items: readonly T[], key: SortKey = 'time'): T[] {
  return [...items].sort(COMPARATORS[key]);
}
