// Questions of a lecture: what clients send and receive, the post text rule shared by answers and
// discussions, and the messages the Q/A/D calls answer with.
import { z } from 'zod';
import { countWords, MIN_POST_LENGTH, TEXT_LIMITS } from '../rules/text.ts';
import type { PostKind } from '../rules/text.ts';
import { idSchema, plainString } from './common.ts';

/** The spec's texts (odd spellings kept) and the API's own messages for questions, answers and discussions. */
export const QA_MESSAGES = {
  questionsNotAllowed: 'Question are currently not allowed',
  answersNotAllowed: 'Answer are currently not allowed',
  discussionsNotAllowed: 'Discussion are currently not allowed',
  readOnly: 'Question are not available, you can read only',
  ownPost: "Can't interact with your question!",
  teacherPostNoFlag: "Teacher posts can't be flagged.",
  notInDoghouse: 'Only posts in the doghouse can be risen up.',
  teacherNoRiseUp: 'Teachers cannot rise up posts.',
  notEditable: 'This post can no longer be edited.',
  notAuthor: 'Only the author can change this post.',
  cannotDelete: 'This question can no longer be deleted.',
  tooManyAnswers: 'This question has reached the maximum number of answers.',
  lowReputation: 'Too many of your posts were flagged; you cannot post for now.',
  postFlagged: 'This post is in the doghouse; it cannot be answered.',
  questionNotFound: 'Question not found.',
  answerNotFound: 'Answer not found.',
  discussionNotFound: 'Discussion not found.',
  discussionOwnAnswer: 'You cannot start a discussion on your own answer.',
  discussionNotParticipant:
    'A discussion involves only the answer poster and the discussion starter.',
  invalidVote: 'Vote must be 1 or -1.',
  invalidLectureIds: 'Lecture ids must be a JSON list of numbers.',
  questions: 'Questions.',
  question: 'Question.',
  questionPosted: 'Question posted.',
  questionUpdated: 'Question updated.',
  questionDeleted: 'Question deleted.',
  answers: 'Answers.',
  answer: 'Answer.',
  answerPosted: 'Answer posted.',
  answerUpdated: 'Answer updated.',
  discussions: 'Discussions.',
  discussion: 'Discussion.',
  discussionStarted: 'Discussion started.',
  discussionReplied: 'Reply posted.',
  voted: 'Vote saved.',
  voteRemoved: 'Vote removed.',
  flagged: 'Post flagged.',
  unflagged: 'Flag removed.',
  risenUp: 'Rise up saved.',
  riseUpRemoved: 'Rise up removed.',
  history: 'History.',
  teacherOnly: "Only the lecture's teacher can do this.",
  markedAnswered: 'Question marked as answered.',
  unmarkedAnswered: 'Question no longer marked as answered.',
  highlighted: 'Question highlighted.',
  highlightCleared: 'Highlight cleared.',
} as const;

/** The author line of a post made openly by the teacher. */
export const TEACHER_PSEUDONYM = 'Teacher';

const KIND_LABEL: Record<PostKind, string> = {
  question: 'Question',
  answer: 'Answer',
  discussion: 'Message',
};

export const postTextMessages = (kind: PostKind) => ({
  required: `${KIND_LABEL[kind]} text is required.`,
  tooShort: `${KIND_LABEL[kind]} must be at least ${MIN_POST_LENGTH} characters.`,
  tooManyChars: `${KIND_LABEL[kind]} must be at most ${TEXT_LIMITS[kind].chars} characters.`,
  tooManyWords: `${KIND_LABEL[kind]} must be at most ${TEXT_LIMITS[kind].words} words.`,
});

/**
 * A post's text: trimmed, then at least MIN_POST_LENGTH characters and at most the kind's
 * character and word maxima (words = trimmed text split on single spaces).
 */
export function postText(kind: PostKind) {
  const messages = postTextMessages(kind);
  const limits = TEXT_LIMITS[kind];
  return plainString({ error: messages.required })
    .trim()
    .superRefine((text, ctx) => {
      if (text.length < MIN_POST_LENGTH)
        ctx.addIssue({ code: 'custom', message: messages.tooShort });
      else if (text.length > limits.chars)
        ctx.addIssue({ code: 'custom', message: messages.tooManyChars });
      else if (countWords(text) > limits.words)
        ctx.addIssue({ code: 'custom', message: messages.tooManyWords });
    });
}

/** Slide a question was asked on: a page number, -1 without a PDF, -2 on the video page. */
export const questionSlideNumber = z.number().int().min(-2).max(100_000);
export const NO_PDF_SLIDE = -1;

export const questionInput = z.object({
  text: postText('question'),
  slideNumber: questionSlideNumber.default(NO_PDF_SLIDE),
  /** Informational: the server decides (a teacher posting openly makes a teacher question). */
  teacherQuestion: z.boolean().optional(),
  /** Ignored: the server decides when a post becomes visible to the teacher. */
  teacherCanView: z.boolean().optional(),
  /** Teachers: post under a pseudonym of the lecture instead of openly. Ignored for students. */
  pseudonym: z.boolean().default(false),
});
export type QuestionInput = z.input<typeof questionInput>;

export const questionUpdate = z.object({
  text: postText('question'),
  /** Accepted for the spec's shape; a post's open / pseudonymous author line never changes. */
  teacherQuestion: z.boolean().optional(),
});
export type QuestionUpdate = z.input<typeof questionUpdate>;

/** Path value of .../vote/{value}: 1 up, -1 down. */
export const voteValue = z.coerce
  .number({ error: QA_MESSAGES.invalidVote })
  .refine((value) => value === 1 || value === -1, QA_MESSAGES.invalidVote)
  .transform((value) => value as 1 | -1);

/** Path value of /courses/lectures/{questions|answers}/{ids}: a JSON list of lecture ids. */
export const lectureIdList = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(decodeURIComponent(raw)) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: QA_MESSAGES.invalidLectureIds });
      return z.NEVER;
    }
  })
  .pipe(
    z.array(idSchema, { error: QA_MESSAGES.invalidLectureIds }).max(500, {
      message: QA_MESSAGES.invalidLectureIds,
    }),
  );

/** A viewer's own vote on a post: 1 up, -1 down, 0 none. */
export const postVote = z.union([z.literal(1), z.literal(-1), z.literal(0)]);
export type PostVote = z.infer<typeof postVote>;

export const question = z.object({
  id: z.number(),
  text: z.string(),
  createdAt: z.string(),
  /** The author's pseudonym in this lecture, or TEACHER_PSEUDONYM for an open teacher post. */
  pseudonym: z.string(),
  courseId: z.number(),
  lectureNum: z.number(),
  /** The viewer flagged it. */
  selfFlagged: z.boolean(),
  /** It is in the doghouse (enough flags). */
  flagged: z.boolean(),
  /** Answers the viewer can see. */
  answerCount: z.number(),
  numUpVotes: z.number(),
  numDownVotes: z.number(),
  /** The viewer's own vote: 1 up, -1 down, 0 none. */
  vote: postVote,
  /** The viewer may rise it up (it is in the doghouse and not theirs). */
  showRiseUp: z.boolean(),
  /** The viewer has risen it up. */
  hasRiseUp: z.boolean(),
  selfPosted: z.boolean(),
  editable: z.boolean(),
  /** The viewer may answer it now. */
  respondable: z.boolean(),
  /** The viewer's unread question_answered notifications for it. */
  answerNotifCount: z.number(),
  removedFromClass: z.boolean(),
  /** The viewer's newest unread notification about it, or null. */
  notificationId: z.number().nullable(),
  teacherQuestion: z.boolean(),
  hasHistory: z.boolean(),
  slideNumber: z.number(),
  teacherCanView: z.boolean(),
  /** Discussions on the answers the viewer can see. */
  discussionCount: z.number(),
  /** Extra: the lecture's id (the multi-lecture lists are keyed by it). */
  lectureId: z.number(),
  /** Extra: the viewer may delete it (author, no answers yet). */
  deletable: z.boolean(),
  /** Extra: the lecture's teacher marked it answered. */
  answered: z.boolean(),
  /** Extra: the lecture's teacher shows it on the projected screen (one per lecture at a time). */
  highlighted: z.boolean(),
});
export type Question = z.infer<typeof question>;

/** PUT .../question/{id}/answered (added; the lecture's teacher): mark or unmark it answered. */
export const questionAnsweredInput = z.object({ answered: z.boolean() });
export type QuestionAnsweredInput = z.infer<typeof questionAnsweredInput>;

/** PUT .../question/{id}/highlight (added; the lecture's teacher): show it, or clear it. */
export const questionHighlightInput = z.object({ highlighted: z.boolean() });
export type QuestionHighlightInput = z.infer<typeof questionHighlightInput>;

export const historyEntry = z.object({
  id: z.number(),
  text: z.string(),
  createdAt: z.string(),
  /** True for the current text (the newest entry). */
  latestUpdate: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const voteResult = z.object({
  numUpVotes: z.number(),
  numDownVotes: z.number(),
  /** The viewer's vote after the call: 1, -1 or 0 (none). */
  vote: z.number(),
});
export type VoteResult = z.infer<typeof voteResult>;

export const flagResult = z.object({
  selfFlagged: z.boolean(),
  flagged: z.boolean(),
});
export type FlagResult = z.infer<typeof flagResult>;

export const riseUpResult = z.object({
  hasRiseUp: z.boolean(),
  flagged: z.boolean(),
});
export type RiseUpResult = z.infer<typeof riseUpResult>;
