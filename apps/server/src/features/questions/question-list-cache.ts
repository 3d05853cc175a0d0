// The part of a lecture's question list that is the same for every viewer of a kind (students, or
// the teacher): the question rows, their answer/discussion counts and which authors were removed
// from the class, and — built on first use — each row's shared fields as a JSON fragment and the
// list's orders. Read once per lecture and
// shared by the requests that follow, so that 300 students opening Q&A at once cost one read of
// the list instead of 300; the viewer's own marks are added per request (questions.list.ts).
//
// Kept correct by the domain events: every Q/A/D change of a lecture (posted, edited, deleted,
// answered, discussed, voted, flagged, risen up, became visible) is announced as a `qa` event and
// drops the lecture's entry, as do lecture, attendance, account and course events; a view that
// changed a post's counters drops it too (questions.service.ts). An entry also expires after
// TTL_MS, which bounds what a change made outside these paths could leave stale.
// Only one instance sees its own events: with REDIS_URL (several instances) there is no cache.
import type { AppContext } from '../../context.ts';
import type { QuestionRow } from '../../db/schema/index.ts';
import type { EncodedJson } from './json-response.ts';
import type { ThreadCounts } from './questions.repository.ts';

export const LIST_CACHE_TTL_MS = 5000;
const MAX_LECTURES = 500;

export interface SharedList {
  rows: readonly QuestionRow[];
  counts: ReadonlyMap<number, ThreadCounts>;
  /** The authors' pseudonym ids that were removed from the class. */
  removed: ReadonlySet<number>;
  /** The rows' authors (user ids). */
  authors: ReadonlySet<number | null>;
  /** Per row (these rows only): its fields that are the same for every viewer, as JSON members. */
  fragments: Map<QuestionRow, string>;
  /**
   * Per standing in the lecture (see questions.list.ts `standingKey`), per row: the whole item
   * of a viewer with no mark, notification or post of their own on it — most rows for most
   * viewers —, as UTF-8.
   */
  unmarked: Map<string, Map<QuestionRow, Buffer>>;
  /** Per sort key that does not depend on the viewer: the rows' indexes in that order. */
  orders: Map<string, number[]>;
  /**
   * The whole answer of a viewer with nothing of their own in the lecture (no post, mark or
   * unread notification), encoded, per everything else it depends on (questions.list.ts): the
   * same bytes for most of a hall.
   */
  bodies: Map<string, EncodedJson>;
}

interface Entry {
  expires: number;
  value: Promise<SharedList>;
}

const lectureKey = (courseId: number, lectureNum: number) => `${courseId}/${lectureNum}`;

class QuestionListCache {
  /** Per lecture (course/lectureNum), per viewer kind: the pending or settled read. */
  private readonly entries = new Map<string, Map<string, Entry>>();

  constructor(ctx: AppContext) {
    const drop = ({ courseId, lectureNum }: { courseId: number; lectureNum: number }) =>
      this.invalidate(courseId, lectureNum);
    ctx.events.on('qa', ({ update }) => drop(update));
    ctx.events.on('lecture', drop);
    ctx.events.on('attendance', drop);
    ctx.events.on('account', drop);
    ctx.events.on('course', ({ courseId }) => {
      for (const key of [...this.entries.keys()])
        if (key.startsWith(`${courseId}/`)) this.entries.delete(key);
    });
  }

  /**
   * The shared list of the lecture for this viewer kind: the cached one while fresh, else the one
   * `read` returns (concurrent requests share a single read).
   */
  get(
    lecture: { id: number; courseId: number; lectureNum: number },
    viewer: 'teacher' | 'student',
    read: () => Promise<SharedList>,
  ): Promise<SharedList> {
    const key = lectureKey(lecture.courseId, lecture.lectureNum);
    let lectureEntries = this.entries.get(key);
    const entryKey = `${lecture.id}:${viewer}`;
    const cached = lectureEntries?.get(entryKey);
    const now = Date.now();
    if (cached && cached.expires > now) return cached.value;
    if (!lectureEntries) {
      if (this.entries.size >= MAX_LECTURES) this.entries.delete(this.entries.keys().next().value!);
      lectureEntries = new Map();
      this.entries.set(key, lectureEntries);
    }
    const entry: Entry = { expires: now + LIST_CACHE_TTL_MS, value: read() };
    lectureEntries.set(entryKey, entry);
    // A failed read is not kept: the next request reads again.
    entry.value.catch(() => {
      if (this.entries.get(key)?.get(entryKey) === entry) this.entries.get(key)!.delete(entryKey);
    });
    return entry.value;
  }

  /** Drops the lecture's entries; a read already under way is no longer handed out. */
  invalidate(courseId: number, lectureNum: number): void {
    this.entries.delete(lectureKey(courseId, lectureNum));
  }
}

const caches = new WeakMap<AppContext, QuestionListCache | null>();

/** The context's cache, or null when several instances may share the database (REDIS_URL). */
export function questionListCache(ctx: AppContext): QuestionListCache | null {
  let cache = caches.get(ctx);
  if (cache === undefined) {
    cache = ctx.config.REDIS_URL ? null : new QuestionListCache(ctx);
    caches.set(ctx, cache);
  }
  return cache;
}
