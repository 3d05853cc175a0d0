// Discussions under an answer: a thread between the answer's poster and the one who started it.
import { z } from 'zod';
import { postText } from './questions.ts';

export const discussionInput = z.object({
  message: postText('discussion'),
});
export type DiscussionInput = z.input<typeof discussionInput>;

export const discussionMessage = z.object({
  id: z.number(),
  createdAt: z.string(),
  /** The writer's pseudonym in the lecture, or TEACHER_PSEUDONYM for an open teacher. */
  pseudonym: z.string(),
  message: z.string(),
  /** Written by the teacher (openly). */
  teacherPost: z.boolean(),
});
export type DiscussionMessage = z.infer<typeof discussionMessage>;

export const discussion = z.object({
  id: z.number(),
  answerPosterPseudonym: z.string(),
  discussionStarterPseudonym: z.string(),
  /** The viewer is one of the two people and may reply now. */
  respondable: z.boolean(),
  messages: z.array(discussionMessage),
  /** Extras: where it belongs, and the viewer's place in it. */
  answerId: z.number(),
  questionId: z.number(),
  courseId: z.number(),
  lectureNum: z.number(),
  createdAt: z.string(),
  /** The viewer is one of the two people. */
  selfInvolved: z.boolean(),
  /** The viewer's newest unread notification about it, or null. */
  notificationId: z.number().nullable(),
});
export type Discussion = z.infer<typeof discussion>;
