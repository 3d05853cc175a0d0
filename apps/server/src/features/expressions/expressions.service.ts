// Live reactions: what a press may do, the counts clients receive, the end of a lecture, and
// the batched persistence of queued reaction and slide events.
import {
  EXPRESSION_TAG_LIST,
  SOCKET_TEXT,
  asksForExtension,
  lectureTiming,
  minutesLeft,
} from '@o4f/contract';
import type { ExpressionTag, ExpressionUpdate, LectureEndState, TagCount } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { LectureRow, NewExpressionEvent } from '../../db/schema/index.ts';
import type {
  ClearedReaction,
  LectureRef,
  LiveEvent,
  ReactionCounts,
  TagCounts,
} from '../../live/live-state.ts';
import { lectureKey } from '../../live/live-state.ts';
import { findLecture } from '../lectures/lectures.repository.ts';
import { intervalsFromChanges } from '../slides/slides.service.ts';
import type { SlideChange } from '../slides/slides.service.ts';
import { closeOpenSlideIntervals } from '../slides/slides.repository.ts';
import { activePseudonymIds, writeLiveBatch } from './expressions.repository.ts';
import type { LiveBatch } from './expressions.repository.ts';
import { isDatabaseUnavailable } from '../../lib/database-errors.ts';

export const toTagCountList = (counts: TagCounts): TagCount[] =>
  EXPRESSION_TAG_LIST.map((tag) => ({ tag, count: counts[tag] }));

export const expressionUpdate = (counts: ReactionCounts): ExpressionUpdate => ({
  slideNumber: counts.slideNumber,
  expressions: toTagCountList(counts.active),
  lectureExpressions: toTagCountList(counts.lecture),
});

/** Ended by state, or by its time window. */
export function lectureEndState(
  row: Pick<LectureRow, 'state' | 'startTime' | 'endTime'>,
  now = Date.now(),
): LectureEndState {
  const ended = row.state === 'ENDED' || lectureTiming(row, now) === 'past';
  const left = ended ? 0 : minutesLeft(row.endTime, now);
  return { ended, endTime: row.endTime.toISOString(), minutesLeft: left };
}

/** Why a press is refused by the lecture's state (null: feedback is open). */
export function closedFeedbackReason(
  row: Pick<LectureRow, 'state' | 'startTime' | 'endTime'>,
  now = Date.now(),
): string | null {
  if (row.state === 'ENDED') return SOCKET_TEXT.lectureEnded;
  const timing = lectureTiming(row, now);
  if (timing === 'past') return SOCKET_TEXT.lectureEnded;
  if (row.state === 'CREATED' || timing === 'future') return SOCKET_TEXT.lectureNotStarted;
  return null;
}

/** The end state to ask the teacher about, for a STARTED lecture the contract's rule asks about. */
export function extensionQuestion(
  row: Pick<LectureRow, 'state' | 'startTime' | 'endTime'>,
  now = Date.now(),
): LectureEndState | null {
  if (row.state !== 'STARTED' || !asksForExtension(row, now)) return null;
  return lectureEndState(row, now);
}

/** Cleared reactions grouped by tag: one emit per tag reaches every student concerned. */
export function studentsByTag(cleared: ClearedReaction[]): Map<ExpressionTag, number[]> {
  const byTag = new Map<ExpressionTag, number[]>();
  for (const { studentId, tag } of cleared) {
    const students = byTag.get(tag);
    if (students) students.push(studentId);
    else byTag.set(tag, [studentId]);
  }
  return byTag;
}

/**
 * Lecture rows by (courseId, lectureNum), kept briefly: a press must not cost a database
 * query. Local domain events invalidate an entry; other instances see a change within `ttlMs`.
 * Concurrent misses share one query (10,000 presses a second must not all ask the database when
 * an entry expires); `get(…, { stale: true })` answers from an expired entry while it is
 * refreshed in the background (the press path: it never waits for the database).
 */
export class LectureCache {
  readonly #entries = new Map<string, { row: LectureRow | null; at: number }>();
  readonly #loading = new Map<string, Promise<LectureRow | null>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly ttlMs = 1000,
  ) {}

  async get(lecture: LectureRef, options: { stale?: boolean } = {}): Promise<LectureRow | null> {
    const key = lectureKey(lecture);
    const cached = this.#entries.get(key);
    if (cached && Date.now() - cached.at < this.ttlMs) return cached.row;
    if (options.stale && cached) {
      const row = this.#stale(key, lecture, cached);
      if (row !== undefined) return row;
    }
    return this.#load(key, lecture);
  }

  /**
   * The press path's lookup without a step of the event loop: the cached row, fresh or up to a
   * few TTLs old (then refreshed behind it, as `get` with `stale` does); undefined when it must be
   * loaded (`get`).
   */
  peek(lecture: LectureRef): LectureRow | null | undefined {
    const key = lectureKey(lecture);
    const cached = this.#entries.get(key);
    if (!cached) return undefined;
    return Date.now() - cached.at < this.ttlMs ? cached.row : this.#stale(key, lecture, cached);
  }

  /** An expired entry serves the press path at most a few TTLs old (an invalidated one never). */
  #stale(
    key: string,
    lecture: LectureRef,
    cached: { row: LectureRow | null; at: number },
  ): LectureRow | null | undefined {
    if (Date.now() - cached.at >= this.ttlMs * STALE_TTLS) return undefined;
    void this.#load(key, lecture).catch((error: unknown) =>
      this.ctx.log.error({ err: error }, 'expressions: lecture refresh failed'),
    );
    return cached.row;
  }

  #load(key: string, lecture: LectureRef): Promise<LectureRow | null> {
    const loading = this.#loading.get(key);
    if (loading) return loading;
    const load = findLecture(this.ctx.db, lecture.courseId, lecture.lectureNum)
      .then((row) => {
        // An invalidation while the query ran wins: that row may predate the change.
        if (this.#loading.get(key) === load)
          this.#entries.set(key, { row: row ?? null, at: Date.now() });
        return row ?? null;
      })
      .finally(() => {
        if (this.#loading.get(key) === load) this.#loading.delete(key);
      });
    this.#loading.set(key, load);
    return load;
  }

  invalidate(lecture: LectureRef): void {
    const key = lectureKey(lecture);
    this.#entries.delete(key);
    this.#loading.delete(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#loading.clear();
  }
}

const STALE_TTLS = 5;
const PSEUDONYM_CACHE_MS = 30_000;

/**
 * Hands live events to the database: reactions against the student's pseudonym in the lecture
 * (looked up once and cached), slide changes as intervals. One transaction per batch. Nothing is
 * dropped because the database is away: `persist` throws and the caller keeps the events (the
 * persist loop and the reaction journal both try again). A batch the database refuses for its
 * content is split until the refused events are found; only those are dropped, counted in the
 * log and never described.
 */
export class LivePersister {
  readonly #pseudonyms = new Map<number, { ids: Map<number, number>; at: number }>();

  constructor(private readonly ctx: AppContext) {}

  async persist(events: LiveEvent[]): Promise<void> {
    try {
      await writeLiveBatch(this.ctx.db, await this.#batch(events));
    } catch (error) {
      this.#pseudonyms.clear();
      if (isDatabaseUnavailable(error)) throw error;
      if (events.length === 1) {
        this.ctx.log.error(
          { err: error, events: 1 },
          'The database refused a live event; it was not stored',
        );
        return;
      }
      const half = Math.ceil(events.length / 2);
      await this.persist(events.slice(0, half));
      await this.persist(events.slice(half));
    }
  }

  /** Ends the lecture's open slide interval now (the lecture ended). */
  async closeSlides(lectureId: number, at: Date): Promise<void> {
    await closeOpenSlideIntervals(this.ctx.db, lectureId, at);
  }

  forgetLecture(lectureId: number): void {
    this.#pseudonyms.delete(lectureId);
  }

  async #batch(events: LiveEvent[]): Promise<LiveBatch> {
    const byLecture = new Map<string, LiveEvent[]>();
    for (const event of events) {
      const key = lectureKey(event);
      const list = byLecture.get(key);
      if (list) list.push(event);
      else byLecture.set(key, [event]);
    }
    const batch: LiveBatch = { expressionEvents: [], slides: [], ended: [] };
    for (const lectureEvents of byLecture.values()) {
      const first = lectureEvents[0]!;
      const lecture = await findLecture(this.ctx.db, first.courseId, first.lectureNum);
      if (!lecture) continue; // deleted with everything it held
      const studentIds = lectureEvents.flatMap((event) =>
        event.type === 'slide' ? [] : [event.studentId],
      );
      const pseudonymIds = await this.#pseudonymIds(lecture.id, studentIds);
      const changes: SlideChange[] = [];
      let unknown = 0;
      for (const event of lectureEvents) {
        if (event.type === 'slide') {
          changes.push({ slideNumber: event.slideNumber, at: event.at });
          continue;
        }
        const pseudonymId = pseudonymIds.get(event.studentId);
        if (pseudonymId === undefined) {
          unknown += 1;
          continue;
        }
        const row: NewExpressionEvent = {
          lectureId: lecture.id,
          pseudonymId,
          tag: event.tag,
          slideNumber: event.slideNumber,
          // A reaction taken back counts for nothing on its slide (countSlideReactions).
          kind: event.takenBack ? 'cleared' : 'set',
          at: new Date(event.at),
        };
        batch.expressionEvents.push(row);
      }
      if (unknown > 0) {
        this.ctx.log.warn(
          { lectureId: lecture.id, events: unknown },
          'Reactions of students without a pseudonym in the lecture were not stored',
        );
      }
      if (changes.length > 0) {
        batch.slides.push({
          lectureId: lecture.id,
          closeAt: new Date(changes[0]!.at),
          intervals: intervalsFromChanges(lecture.id, changes),
        });
        // A change queued before the lecture ended may arrive after the end closed the slides.
        if (lecture.state === 'ENDED') {
          batch.ended.push({ lectureId: lecture.id, endedAt: lecture.endTime });
        }
      }
    }
    return batch;
  }

  async #pseudonymIds(lectureId: number, studentIds: number[]): Promise<Map<number, number>> {
    let cached = this.#pseudonyms.get(lectureId);
    if (!cached || Date.now() - cached.at > PSEUDONYM_CACHE_MS) {
      cached = { ids: new Map(), at: Date.now() };
      this.#pseudonyms.set(lectureId, cached);
    }
    const missing = [...new Set(studentIds)].filter((id) => !cached.ids.has(id));
    if (missing.length > 0) {
      for (const [studentId, id] of await activePseudonymIds(this.ctx.db, lectureId, missing)) {
        cached.ids.set(studentId, id);
      }
    }
    return cached.ids;
  }
}
