import { describe, expect, it } from 'vitest';
import { LECTURE_TEXT } from '@o4f/contract';
import { buildLecture } from '../../../testing/api-mock.ts';
import {
  defaultLectureFormValues,
  lectureFormSchema,
  lectureTimesToUtc,
  lectureToFormValues,
  toLectureInput,
  type LectureFormValues,
} from './lecture-form-values.ts';

const localIso = (...parts: [number, number, number, number, number]) =>
  new Date(...parts).toISOString();

const values = (overrides: Partial<LectureFormValues> = {}): LectureFormValues => ({
  ...defaultLectureFormValues(new Date(2026, 2, 5, 14, 30)),
  name: 'Recursion',
  ...overrides,
});

describe('defaultLectureFormValues', () => {
  it('starts today at the current minute and ends one hour later', () => {
    expect(defaultLectureFormValues(new Date(2026, 2, 5, 14, 30, 42))).toEqual({
      name: '',
      date: '2026-03-05',
      startTime: '14:30',
      endTime: '15:30',
      allowQuestionsDuringLecture: true,
      allowDiscussionsDuringLecture: true,
      isVideoLecture: false,
      urlYoutube: '',
      presentation: null,
    });
  });

  it('wraps the end time past midnight', () => {
    const late = defaultLectureFormValues(new Date(2026, 2, 5, 23, 40));
    expect([late.date, late.startTime, late.endTime]).toEqual(['2026-03-05', '23:40', '00:40']);
    expect(lectureTimesToUtc(late)).toEqual({
      startTime: localIso(2026, 2, 5, 23, 40),
      endTime: localIso(2026, 2, 6, 0, 40),
    });
  });
});

describe('lectureTimesToUtc', () => {
  it('combines the local date and times into UTC ISO instants', () => {
    expect(lectureTimesToUtc({ date: '2026-03-05', startTime: '09:15', endTime: '10:45' })).toEqual(
      { startTime: localIso(2026, 2, 5, 9, 15), endTime: localIso(2026, 2, 5, 10, 45) },
    );
    expect(
      lectureTimesToUtc({ date: '2026-03-05', startTime: '09:15', endTime: '10:45' }).startTime,
    ).toMatch(/Z$/);
  });
});

describe('toLectureInput', () => {
  it('sends the video link only for a video lecture', () => {
    const link = 'https://youtu.be/dQw4w9WgXcQ';
    expect(toLectureInput(values({ urlYoutube: link })).urlYoutube).toBeNull();
    expect(toLectureInput(values({ urlYoutube: link, isVideoLecture: true })).urlYoutube).toBe(
      link,
    );
    expect(toLectureInput(values({ urlYoutube: '  ', isVideoLecture: true })).urlYoutube).toBe(
      null,
    );
  });

  it('trims the name and keeps the permission flags', () => {
    const input = toLectureInput(
      values({ name: '  Graphs ', allowDiscussionsDuringLecture: false }),
    );
    expect(input).toMatchObject({
      name: 'Graphs',
      allowQuestionsDuringLecture: true,
      allowDiscussionsDuringLecture: false,
    });
  });
});

describe('lectureToFormValues', () => {
  it('shows a stored lecture in local date and times', () => {
    const lecture = buildLecture({
      id: 7,
      courseId: 2,
      name: 'Trees',
      startTime: localIso(2026, 2, 5, 9, 15),
      endTime: localIso(2026, 2, 5, 10, 45),
      allowQuestionsDuringLecture: false,
      urlYoutube: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(lectureToFormValues(lecture)).toMatchObject({
      name: 'Trees',
      date: '2026-03-05',
      startTime: '09:15',
      endTime: '10:45',
      allowQuestionsDuringLecture: false,
      isVideoLecture: true,
      urlYoutube: 'https://youtu.be/dQw4w9WgXcQ',
    });
  });
});

describe('lectureFormSchema', () => {
  const messages = (input: LectureFormValues) => {
    const result = lectureFormSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('requires the name, date and both times with the spec messages', () => {
    expect(messages(values({ name: ' ', date: '', startTime: '', endTime: '' }))).toEqual([
      LECTURE_TEXT.nameRequired,
      LECTURE_TEXT.dateRequired,
      LECTURE_TEXT.startTimeRequired,
      LECTURE_TEXT.endTimeRequired,
    ]);
  });

  it('accepts PDF presentations only', () => {
    const pdf = new File(['%PDF'], 'slides.pdf', { type: 'application/pdf' });
    const png = new File(['x'], 'slide.png', { type: 'image/png' });
    expect(messages(values({ presentation: pdf }))).toEqual([]);
    expect(messages(values({ presentation: png }))).toHaveLength(1);
  });

  it('refuses a lecture that ends when it starts', () => {
    expect(messages(values({ startTime: '10:00', endTime: '10:00' }))).toEqual([
      LECTURE_TEXT.endBeforeStart,
    ]);
  });
});
