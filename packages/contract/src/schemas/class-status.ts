// Class status of a live lecture (teacher's counters, resets, statistics) and the student's
// pseudonym and live lecture, plus the Lecture Code check.
import { z } from 'zod';
import { lecture } from './lecture.ts';
import { hiddenPosts } from './statistics.ts';

export const CLASS_STATUS_MESSAGES = {
  classIdValid: 'This Lecture Code is valid.',
  info: 'Class info.',
  statistics: 'Lecture statistics.',
  pseudonym: 'Pseudonym.',
  noPseudonym: 'You have no pseudonym in this lecture.',
  liveAttending: 'Live lecture.',
  joinLink: 'Join link.',
  reset: (removed: number) => `${removed} pseudonym${removed === 1 ? '' : 's'} removed.`,
} as const;

export const RESET_GROUPS = ['reg', 'noreg', 'new'] as const;
export type ResetGroup = (typeof RESET_GROUPS)[number];

/** GET /classId/{classId}. */
export const classIdCheck = z.object({ valid: z.literal(true) });

/**
 * GET /join-link: where the QR code and the join link point (`{base}/join/{code}`). `loopback`
 * when phones cannot open it (localhost, 127.x, ::1); `source` says where `base` came from.
 */
export const joinLink = z.object({
  base: z.string(),
  loopback: z.boolean(),
  source: z.enum(['publicUrl', 'network', 'loopback']),
});
export type JoinLink = z.infer<typeof joinLink>;

/** GET /course/{c}/lecture/{n}/info: counters of the class-status card. */
export const classStatusInfo = z.object({
  /** Pseudonyms issued in this lecture and not removed. */
  attending: z.number().int(),
  /** Accounts created by admission in this lecture (not removed). */
  new_accounts_lec: z.number().int(),
  /** Accounts created by admission in any lecture of the course (not removed). */
  new_accounts_course: z.number().int(),
  /** Students registered in the course. */
  accounts_course: z.number().int(),
});
export type ClassStatusInfo = z.infer<typeof classStatusInfo>;

/** DELETE .../reset/{reg|noreg|new}. */
export const resetResult = z.object({
  removed: z.number().int(),
  /** Accounts deleted (reset/new only: accounts issued here and used nowhere else). */
  accountsDeleted: z.number().int(),
});
export type ResetResult = z.infer<typeof resetResult>;

/** GET .../pseudonym. */
export const pseudonymInfo = z.object({ pseudonym: z.string(), maskId: z.number().int() });
export type PseudonymInfo = z.infer<typeof pseudonymInfo>;

/** GET /course/{c}/lecture/liveAttending: the live lecture attended in the course, or null. */
export const liveAttending = lecture.nullable();

/** GET .../statistics. */
export const lectureStatistics = z.object({
  pseudonymCreated: z.number().int(),
  newUsers: z.number().int(),
  questions: z.number().int(),
  questionsLikedStudents: z.number().int(),
  questionsLikedTeacher: z.number().int(),
  studentsNeverPostQ: z.number().int(),
  answers: z.number().int(),
  answerLikedStudents: z.number().int(),
  answerLikedTeacher: z.number().int(),
  studentsNeverPostA: z.number().int(),
  discussions: z.number().int(),
  /** Added: the questions, answers and discussions not counted above because the viewer may not see them. */
  hidden: hiddenPosts,
});
export type LectureStatistics = z.infer<typeof lectureStatistics>;
