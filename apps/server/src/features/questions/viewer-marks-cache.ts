// A viewer's own part of a lecture's question list — their votes, flags and rise-ups and their
// unread notifications about its questions (one statement) — kept between their refetches, with
// the compressed answers built from it, so that a returning viewer's list costs no statement and
// no serialization while nothing of theirs changed.
//
// Kept correct by the domain events: `qa` drops the entries of the user who acted (their vote,
// flag or rise-up), and a rise-up drops the whole lecture (a post leaving the doghouse loses every
// viewer's flags and rise-ups); `notification`, `notificationsChanged` and `notificationsRead`
// drop the user's entries; `lecture`, `attendance`, `account` and `course` drop the lecture's (or
// the course's). Each entry carries the generations it was read under, so a read begun before
// such an event is never used. ENTRY_TTL_MS bounds what a change outside these paths could leave
// stale. Only one process sees its own events: with REDIS_URL there is no cache.
import type { AppContext } from '../../context.ts';

export const ENTRY_TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;
/** Compressed answers kept per viewer (sort orders × encodings in use). */
const MAX_BODIES = 4;

interface Entry<T> {
  value: Promise<T>;
  until: number;
  generations: readonly [number, number, number, number];
  /** Answers already built for this value, by a key that says everything else they depend on. */
  bodies: Map<string, { basis: object; body: unknown }>;
}

class ViewerMarksCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private everything = 0;
  private readonly courses = new Map<number, number>();
  private readonly lectures = new Map<string, number>();
  private readonly users = new Map<number, number>();

  constructor(ctx: AppContext) {
    const bump = <K>(map: Map<K, number>, key: K) => {
      map.set(key, (map.get(key) ?? 0) + 1);
      // Generations only grow; a map this large is cleared by a global bump instead.
      if (map.size > MAX_ENTRIES) this.dropAll();
    };
    const dropLecture = ({ courseId, lectureNum }: { courseId: number; lectureNum: number }) =>
      bump(this.lectures, `${courseId}/${lectureNum}`);
    const dropCourse = ({ courseId }: { courseId: number }) => bump(this.courses, courseId);
    const dropUser = (userId: number) => bump(this.users, userId);
    ctx.events.on('qa', ({ update, actorId }) => {
      if (update.kind === 'risen_up') dropLecture(update);
      else if (actorId !== undefined) dropUser(actorId);
    });
    ctx.events.on('notification', ({ userId }) => dropUser(userId));
    ctx.events.on('notificationsChanged', ({ userIds }) => userIds.forEach(dropUser));
    ctx.events.on('notificationsRead', ({ userId }) => dropUser(userId));
    ctx.events.on('lecture', dropLecture);
    ctx.events.on('attendance', dropLecture);
    ctx.events.on('account', dropCourse);
    ctx.events.on('course', dropCourse);
  }

  private generations(courseId: number, lectureNum: number, userId: number) {
    return [
      this.everything,
      this.courses.get(courseId) ?? 0,
      this.lectures.get(`${courseId}/${lectureNum}`) ?? 0,
      this.users.get(userId) ?? 0,
    ] as const;
  }

  private dropAll(): void {
    this.everything += 1;
    this.entries.clear();
    this.courses.clear();
    this.lectures.clear();
    this.users.clear();
  }

  private current(lecture: LectureKey, userId: number): Entry<T> | undefined {
    const key = `${lecture.id}:${userId}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.generations(lecture.courseId, lecture.lectureNum, userId);
    if (entry.until > Date.now() && entry.generations.every((value, i) => value === now[i]))
      return entry;
    this.entries.delete(key);
    return undefined;
  }

  /** The viewer's value in the lecture: the kept one while valid, else what `read` returns. */
  get(lecture: LectureKey, userId: number, read: () => Promise<T>): Promise<T> {
    const cached = this.current(lecture, userId);
    if (cached) return cached.value;
    const key = `${lecture.id}:${userId}`;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const entry: Entry<T> = {
      value: read(),
      until: Date.now() + ENTRY_TTL_MS,
      generations: this.generations(lecture.courseId, lecture.lectureNum, userId),
      bodies: new Map(),
    };
    this.entries.set(key, entry);
    // A failed read is not kept: the next request reads again.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /**
   * An answer built from the viewer's kept value: the one kept under `key` when it was built on
   * the same `basis` (the shared list it joined), else `build()`'s, kept for the next request.
   */
  async body<B>(
    lecture: LectureKey,
    userId: number,
    value: T,
    basis: object,
    key: string,
    build: () => B,
  ): Promise<B> {
    const entry = this.current(lecture, userId);
    const usable = entry !== undefined && (await entry.value) === value;
    const kept = usable ? entry.bodies.get(key) : undefined;
    if (kept && kept.basis === basis) return kept.body as B;
    const body = build();
    if (usable && this.current(lecture, userId) === entry) {
      if (entry.bodies.size >= MAX_BODIES) entry.bodies.clear();
      entry.bodies.set(key, { basis, body });
    }
    return body;
  }
}

interface LectureKey {
  id: number;
  courseId: number;
  lectureNum: number;
}

const caches = new WeakMap<AppContext, ViewerMarksCache<unknown> | null>();

/** The context's cache, or null when several instances share the database (REDIS_URL). */
export function viewerMarksCache<T>(ctx: AppContext): ViewerMarksCache<T> | null {
  let cache = caches.get(ctx);
  if (cache === undefined) {
    cache = ctx.config.REDIS_URL ? null : new ViewerMarksCache<unknown>(ctx);
    caches.set(ctx, cache);
  }
  return cache as ViewerMarksCache<T> | null;
}
