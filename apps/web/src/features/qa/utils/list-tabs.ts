/**
 * The tabs of the my-questions / answers / discussions screens and which posts each shows.
 * Doghouse posts leave My and All; teachers get the Doghouse tab on discussions only.
 */
import type { Answer, Discussion, Question, SortKey } from '@o4f/contract';
import type { StoredRole } from '../../../lib/storage.ts';

export type ListKind = 'questions' | 'answers' | 'discussions';
export type ListTab = 'my' | 'all' | 'doghouse';

export function listTabs(kind: ListKind, role: StoredRole): ListTab[] {
  return role === 'STUDENT' || kind === 'discussions' ? ['my', 'all', 'doghouse'] : ['my', 'all'];
}

/** Tab widths of the spec: a third each, or a half each for the teacher's two tabs. */
export const tabWidth = (tabCount: number) => (tabCount === 2 ? '50%' : '33.33%');

/** The sorts each screen offers: the filter screens' three, plus those of the complete set that apply. */
export const LIST_SORTS: Record<ListKind, SortKey[]> = {
  questions: ['time', 'votes', 'discussions', 'answers', 'flag', 'lectureNum'],
  answers: ['time', 'votes', 'discussions', 'flag', 'lectureNum'],
  discussions: ['time', 'votes', 'discussions', 'lectureNum'],
};

export function filterQuestions(questions: readonly Question[], tab: ListTab): Question[] {
  if (tab === 'doghouse') return questions.filter((question) => question.flagged);
  const listed = questions.filter((question) => !question.flagged);
  return tab === 'my' ? listed.filter((question) => question.selfPosted) : listed;
}

export function filterAnswers(answers: readonly Answer[], tab: ListTab): Answer[] {
  if (tab === 'doghouse') return answers.filter((answer) => answer.flagged);
  const listed = answers.filter((answer) => !answer.flagged);
  return tab === 'my' ? listed.filter((answer) => answer.selfPosted) : listed;
}

/** An answer with the discussions a tab shows under it. */
export interface DiscussionGroup {
  answer: Answer;
  discussions: Discussion[];
  /** The newest message (or start) among the shown discussions: the Time sort uses it. */
  lastActivity: string;
}

const lastActivity = (discussions: readonly Discussion[]): string => {
  let latest = '';
  for (const discussion of discussions) {
    for (const time of [discussion.createdAt, ...discussion.messages.map((m) => m.createdAt)])
      if (Date.parse(time) > Date.parse(latest || '1970-01-01T00:00:00Z')) latest = time;
  }
  return latest;
};

/**
 * Discussions hang under answers: My shows the ones the viewer takes part in, All every one on
 * answers outside the doghouse, Doghouse those on answers (or questions) in the doghouse.
 */
export function groupDiscussions(answers: readonly Answer[], tab: ListTab): DiscussionGroup[] {
  const groups: DiscussionGroup[] = [];
  for (const answer of answers) {
    const inDoghouse = answer.flagged || answer.question.flagged;
    if ((tab === 'doghouse') !== inDoghouse) continue;
    const discussions =
      tab === 'my' ? answer.discussions.filter((d) => d.selfInvolved) : answer.discussions;
    if (discussions.length > 0)
      groups.push({ answer, discussions, lastActivity: lastActivity(discussions) });
  }
  return groups;
}
