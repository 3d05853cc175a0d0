/**
 * The statistics, Q&A and timeline CSV files. Their column keys and values are machine-readable
 * English in every language (imports, formulas and scripts keep working); the buttons and file
 * names around them are in the active language.
 */
import type { ExpressionStat, ExpressionTag, Question, TimelineSegment } from '@o4f/contract';
import { formatClock } from '@o4f/contract';
import type { CsvCell } from '../../../lib/csv.ts';
import { formatDate } from '../../../lib/dates.ts';
import { en } from '../../../text/en.ts';
import { figuresOf } from './reaction-totals.ts';

const reactionName = (tag: ExpressionTag) => en.live.reactions[tag];

export const STATISTICS_HEADER = ['Slide', 'Reaction', 'Count', 'Percent'] as const;
export const QUESTIONS_HEADER = [
  'Question',
  'Pseudonym',
  'Up votes',
  'Down votes',
  'Answers',
  'Time',
  'Slide',
] as const;
const WHOLE_LECTURE = 'Whole lecture';

/** A slide column the spreadsheet can sort: pages as numbers, the special slides by name. */
const slideCell = (slide: number): CsvCell => (slide >= 1 ? slide : en.statistics.slideName(slide));

/** One row per slide and reaction (slide, reaction, count, percent), then the whole lecture. */
export function statisticsRows(
  slides: readonly ExpressionStat[],
  whole: ExpressionStat | undefined,
  order: readonly ExpressionTag[],
  extra: readonly ExpressionStat[] = [],
): CsvCell[][] {
  const rows: CsvCell[][] = [];
  const sorted = [...slides].sort(
    (a, b) => bySlide(a.slideNumber ?? 0) - bySlide(b.slideNumber ?? 0),
  );
  for (const stat of [...sorted, ...extra]) {
    const slide = stat.slideNumber ?? 0;
    for (const { tag, count, percent } of figuresOf(stat, order))
      rows.push([slideCell(slide), reactionName(tag), count, percent]);
  }
  if (whole)
    for (const { tag, count, percent } of figuresOf(whole, order))
      rows.push([WHOLE_LECTURE, reactionName(tag), count, percent]);
  return rows;
}

/** Pages first in page order, then -1 (no presentation). */
const bySlide = (slide: number) => (slide >= 1 ? slide : 1_000_000 - slide);

/** The lecture's questions in time order: text, pseudonym, votes, answers, time, slide. */
export function questionRows(questions: readonly Question[]): CsvCell[][] {
  return [...questions]
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .map((question) => [
      question.text,
      question.pseudonym,
      question.numUpVotes,
      question.numDownVotes,
      question.answerCount,
      formatDate(question.createdAt, 'csvDateTime'),
      slideCell(question.slideNumber),
    ]);
}

export function timelineHeader(order: readonly ExpressionTag[]): string[] {
  return ['Start', 'End', 'Start (s)', 'End (s)', ...order.map(reactionName), 'Total'];
}

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

/** One row per segment: start and end (h:mm:ss and seconds), a count per reaction, the total. */
export function timelineRows(
  segments: readonly TimelineSegment[],
  order: readonly ExpressionTag[],
): CsvCell[][] {
  return segments.map((segment) => [
    formatClock(segment.startSec),
    formatClock(segment.endSec),
    tenths(segment.startSec),
    tenths(segment.endSec),
    ...order.map((tag) => segment.counts[tag]),
    segment.total,
  ]);
}
