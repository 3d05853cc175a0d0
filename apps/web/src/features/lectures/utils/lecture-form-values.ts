// The lecture form's model and its mapping to and from the wire shape. The form edits a local
// date plus two local times; the server receives UTC instants.
import dayjs from 'dayjs';
import { z } from 'zod';
import {
  DEFAULT_LECTURE_DURATION_MS,
  LECTURE_TEXT,
  type Lecture,
  type LectureInput,
} from '@o4f/contract';
import { DATE_FORMATS } from '../../../lib/dates.ts';
import { en } from '../../../text/en.ts';

const TIME_PATTERN = /^\d{2}:\d{2}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const isPdf = (file: File) =>
  file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

const endsWhenItStarts = ({ startTime, endTime }: { startTime: string; endTime: string }) =>
  TIME_PATTERN.test(startTime) && startTime === endTime;

/**
 * The form's checks, with the contract's English messages (LECTURE_TEXT and the English table's):
 * the form's resolver says them in the active language (lib/form-messages.ts), when it validates.
 */
export const lectureFormSchema = z
  .object({
    name: z.string().trim().min(1, LECTURE_TEXT.nameRequired).max(200, LECTURE_TEXT.nameRequired),
    date: z
      .string()
      .refine(
        (value) => DATE_PATTERN.test(value) && dayjs(value).isValid(),
        LECTURE_TEXT.dateRequired,
      ),
    startTime: z.string().regex(TIME_PATTERN, LECTURE_TEXT.startTimeRequired),
    endTime: z.string().regex(TIME_PATTERN, LECTURE_TEXT.endTimeRequired),
    allowQuestionsDuringLecture: z.boolean(),
    allowDiscussionsDuringLecture: z.boolean(),
    /**
     * The video link field appears only for a video lecture: a lecture is given either a PDF
     * presentation or a video link, and this switch says which one the teacher is providing.
     */
    isVideoLecture: z.boolean(),
    urlYoutube: z.string().trim().max(500, en.lectures.videoLinkTooLong),
    presentation: z
      .custom<File | null>((value) => value === null || value instanceof File)
      .refine((file) => file === null || isPdf(file), en.lectures.presentationPdfOnly),
  })
  .refine((values) => !endsWhenItStarts(values), {
    path: ['endTime'],
    message: LECTURE_TEXT.endBeforeStart,
  });

export type LectureFormValues = z.input<typeof lectureFormSchema>;

export function combineDateAndTime(date: string, time: string): dayjs.Dayjs {
  return dayjs(`${date}T${time}`);
}

/** An end time earlier than the start time means the lecture runs past midnight. */
export function endsNextDay(values: Pick<LectureFormValues, 'startTime' | 'endTime'>): boolean {
  return (
    TIME_PATTERN.test(values.startTime) &&
    TIME_PATTERN.test(values.endTime) &&
    values.endTime < values.startTime
  );
}

export function lectureTimesToUtc(
  values: Pick<LectureFormValues, 'date' | 'startTime' | 'endTime'>,
): { startTime: string; endTime: string } {
  const start = combineDateAndTime(values.date, values.startTime);
  const end = combineDateAndTime(values.date, values.endTime).add(
    endsNextDay(values) ? 1 : 0,
    'day',
  );
  return { startTime: start.toISOString(), endTime: end.toISOString() };
}

export function toLectureInput(values: LectureFormValues): LectureInput {
  const url = values.urlYoutube.trim();
  return {
    name: values.name.trim(),
    ...lectureTimesToUtc(values),
    allowQuestionsDuringLecture: values.allowQuestionsDuringLecture,
    allowDiscussionsDuringLecture: values.allowDiscussionsDuringLecture,
    urlYoutube: values.isVideoLecture && url ? url : null,
  };
}

/** A new lecture: today, starting now, lasting the default hour. */
export function defaultLectureFormValues(now: Date = new Date()): LectureFormValues {
  const start = dayjs(now);
  return {
    name: '',
    date: start.format(DATE_FORMATS.isoDate),
    startTime: start.format(DATE_FORMATS.time24),
    endTime: start.add(DEFAULT_LECTURE_DURATION_MS, 'millisecond').format(DATE_FORMATS.time24),
    allowQuestionsDuringLecture: true,
    allowDiscussionsDuringLecture: true,
    isVideoLecture: false,
    urlYoutube: '',
    presentation: null,
  };
}

export function lectureToFormValues(lecture: Lecture): LectureFormValues {
  const start = dayjs(lecture.startTime);
  return {
    name: lecture.name,
    date: start.format(DATE_FORMATS.isoDate),
    startTime: start.format(DATE_FORMATS.time24),
    endTime: dayjs(lecture.endTime).format(DATE_FORMATS.time24),
    allowQuestionsDuringLecture: lecture.allowQuestionsDuringLecture,
    allowDiscussionsDuringLecture: lecture.allowDiscussionsDuringLecture,
    isVideoLecture: Boolean(lecture.urlYoutube),
    urlYoutube: lecture.urlYoutube ?? '',
    presentation: null,
  };
}
