// Answers to a question.
import { z } from 'zod';
import { discussion } from './discussions.ts';
import { postText, postVote, question } from './questions.ts';

export const answerInput = z.object({
  text: postText('answer'),
  /** Informational: the server decides (a teacher posting openly makes a teacher answer). */
  teacherAnswer: z.boolean().optional(),
  /** Ignored: the server decides when a post becomes visible to the teacher. */
  teacherCanView: z.boolean().optional(),
  /** Teachers: post under a pseudonym of the lecture instead of openly. Ignored for students. */
  pseudonym: z.boolean().default(false),
});
export type AnswerInput = z.input<typeof answerInput>;

export const answerUpdate = z.object({
  text: postText('answer'),
  /** Accepted for the spec's shape; a post's open / pseudonymous author line never changes. */
  teacherAnswer: z.boolean().optional(),
});
export type AnswerUpdate = z.input<typeof answerUpdate>;

export const answer = z.object({
  id: z.number(),
  questionId: z.number(),
  /** The question it answers, as the viewer sees it. */
  question,
  text: z.string(),
  createdAt: z.string(),
  pseudonym: z.string(),
  courseId: z.number(),
  lectureNum: z.number(),
  numUpVotes: z.number(),
  numDownVotes: z.number(),
  /** The viewer's own vote: 1 up, -1 down, 0 none. */
  vote: postVote,
  /** It is in the doghouse (enough flags). */
  flagged: z.boolean(),
  hasRiseUp: z.boolean(),
  selfPosted: z.boolean(),
  selfFlagged: z.boolean(),
  /** The viewer may start a discussion on it now. */
  respondable: z.boolean(),
  discussionCount: z.number(),
  /** The viewer's unread discussion notifications on it. */
  discussionNotifCount: z.number(),
  removedFromClass: z.boolean(),
  notificationId: z.number().nullable(),
  editable: z.boolean(),
  teacherAnswer: z.boolean(),
  hasHistory: z.boolean(),
  teacherCanView: z.boolean(),
  discussions: z.array(discussion),
  /** Extras. */
  lectureId: z.number(),
  showRiseUp: z.boolean(),
});
export type Answer = z.infer<typeof answer>;
