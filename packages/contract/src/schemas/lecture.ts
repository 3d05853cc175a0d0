import { z } from 'zod';
import { idSchema, plainString } from './common.ts';

export const LECTURE_STATES = ['CREATED', 'STARTED', 'ENDED'] as const;
export const lectureState = z.enum(LECTURE_STATES);
export type LectureState = z.infer<typeof lectureState>;

export const LECTURE_TEXT = {
  nameRequired: 'Name is required.',
  dateRequired: 'Date is required.',
  startTimeRequired: 'Start time is required.',
  endTimeRequired: 'End time is required.',
  endBeforeStart: 'End time must be after start time.',
} as const;

const instant = (message: string) =>
  plainString({ error: message })
    .min(1, message)
    .refine((value) => !Number.isNaN(Date.parse(value)), message);

export const lectureInput = z
  .object({
    name: plainString({ error: LECTURE_TEXT.nameRequired })
      .trim()
      .min(1, LECTURE_TEXT.nameRequired)
      .max(200, LECTURE_TEXT.nameRequired),
    startTime: instant(LECTURE_TEXT.startTimeRequired),
    endTime: instant(LECTURE_TEXT.endTimeRequired),
    allowQuestionsDuringLecture: z.boolean().default(true),
    allowDiscussionsDuringLecture: z.boolean().default(true),
    urlYoutube: plainString()
      .trim()
      .max(500)
      .nullish()
      .transform((value) => value || null),
  })
  .refine((lecture) => Date.parse(lecture.endTime) > Date.parse(lecture.startTime), {
    path: ['endTime'],
    message: LECTURE_TEXT.endBeforeStart,
  });
export type LectureInput = z.input<typeof lectureInput>;

export const lecture = z.object({
  id: z.number(),
  lectureNum: z.number(),
  courseId: z.number(),
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  state: lectureState,
  allowQuestionsDuringLecture: z.boolean(),
  allowDiscussionsDuringLecture: z.boolean(),
  urlYoutube: z.string().nullable(),
  hasPresentation: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isAttending: z.boolean(),
});
export type Lecture = z.infer<typeof lecture>;

export const lecturesOfCourses = z.object({
  coursesId: z.array(idSchema).max(500),
});
