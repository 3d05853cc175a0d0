import { z } from 'zod';
import { plainString } from './common.ts';

export const COURSE_TEXT = {
  titleInvalid: 'Title is not valid.',
  shortNameInvalid: 'Short name is not valid.',
  startDateInvalid: 'Pick a Start Date is not valid.',
} as const;

export const courseInput = z.object({
  name: plainString({ error: COURSE_TEXT.titleInvalid })
    .trim()
    .min(1, COURSE_TEXT.titleInvalid)
    .max(200, COURSE_TEXT.titleInvalid),
  shortName: plainString({ error: COURSE_TEXT.shortNameInvalid })
    .trim()
    .min(1, COURSE_TEXT.shortNameInvalid)
    .max(50, COURSE_TEXT.shortNameInvalid),
  /** YYYY-MM-DD, or a full ISO timestamp whose date part is kept. */
  startDate: plainString({ error: COURSE_TEXT.startDateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}/, COURSE_TEXT.startDateInvalid)
    .refine((value) => !Number.isNaN(Date.parse(value.slice(0, 10))), COURSE_TEXT.startDateInvalid)
    .transform((value) => value.slice(0, 10)),
});
export type CourseInput = z.input<typeof courseInput>;

export const course = z.object({
  id: z.number(),
  name: z.string(),
  shortName: z.string(),
  startDate: z.string(),
});
export type Course = z.infer<typeof course>;
