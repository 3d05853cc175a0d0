import { z } from 'zod';
import { plainString } from './common.ts';

export const COURSE_TEXT = {
  titleInvalid: 'Title is not valid.',
  shortNameInvalid: 'Short name is not valid.',
  startDateInvalid: 'Pick a Start Date is not valid.',
} as const;

/** A short name derived from a title cut at a word boundary to at most this many characters. */
export const DERIVED_SHORT_NAME_MAX = 20;

/**
 * The short name of a course whose form left it empty (docs/decisions/running-the-lecture.md):
 * the title with its spaces collapsed when it is short enough, otherwise its words that fit in
 * DERIVED_SHORT_NAME_MAX characters (a first word longer than that is cut).
 */
export function deriveShortName(title: string): string {
  const words = title.trim().split(/\s+/).filter(Boolean);
  let result = '';
  for (const word of words) {
    const next = result ? `${result} ${word}` : word;
    if (next.length > DERIVED_SHORT_NAME_MAX) break;
    result = next;
  }
  return result || (words[0] ?? '').slice(0, DERIVED_SHORT_NAME_MAX);
}

export const courseInput = z
  .object({
    name: plainString({ error: COURSE_TEXT.titleInvalid })
      .trim()
      .min(1, COURSE_TEXT.titleInvalid)
      .max(200, COURSE_TEXT.titleInvalid),
    /** Optional, as the form's label says: empty (or absent) takes the one derived from the title. */
    shortName: plainString({ error: COURSE_TEXT.shortNameInvalid })
      .trim()
      .max(50, COURSE_TEXT.shortNameInvalid)
      .optional(),
    /** YYYY-MM-DD, or a full ISO timestamp whose date part is kept. */
    startDate: plainString({ error: COURSE_TEXT.startDateInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}/, COURSE_TEXT.startDateInvalid)
      .refine(
        (value) => !Number.isNaN(Date.parse(value.slice(0, 10))),
        COURSE_TEXT.startDateInvalid,
      )
      .transform((value) => value.slice(0, 10)),
  })
  .transform((input) => ({
    ...input,
    shortName: input.shortName || deriveShortName(input.name),
  }));
export type CourseInput = z.input<typeof courseInput>;

export const course = z.object({
  id: z.number(),
  name: z.string(),
  shortName: z.string(),
  startDate: z.string(),
});
export type Course = z.infer<typeof course>;
