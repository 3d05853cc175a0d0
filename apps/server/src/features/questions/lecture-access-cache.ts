// A viewer's standing in a lecture (course, lecture, pseudonym: three or four statements) kept
// for the list's refetches, which a class makes on every `qa_update`.
//
// Kept only for a viewer who may write there (the course's teacher, or a student holding a
// pseudonym): a student still without one reads it again each time, so being admitted shows at
// once. Dropped by the events that change it — `lecture` (edited, started, ended, extended,
// deleted, slides), `attendance` (a teacher's reset removes students and their pseudonyms),
// `account` (their registrations or accounts: every lecture of the course), `course` (deleted) —
// and a read that began before such an event is not kept. What no event announces (a course renamed: not part of the list) is bounded by
// ACCESS_CACHE_TTL_MS. Only one process sees its own events: with REDIS_URL there is no cache.
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import type { LectureAccess } from '../lectures/lecture-access.ts';

export const ACCESS_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  access: LectureAccess;
  until: number;
}

const lectureKey = (courseId: number, lectureNum: number) => `${courseId}/${lectureNum}`;

class LectureAccessCache {
  /** Per lecture (course/lectureNum), per viewer (user id and role). */
  private readonly entries = new Map<string, Map<string, Entry>>();
  private size = 0;
  /** Moves on at every event that drops entries; a read begun before it is not kept. */
  private generation = 0;

  constructor(ctx: AppContext) {
    const drop = ({ courseId, lectureNum }: { courseId: number; lectureNum: number }) =>
      this.drop(lectureKey(courseId, lectureNum));
    const dropCourse = ({ courseId }: { courseId: number }) => {
      for (const key of [...this.entries.keys()])
        if (key.startsWith(`${courseId}/`)) this.drop(key);
    };
    ctx.events.on('lecture', drop);
    ctx.events.on('attendance', drop);
    // An account unregistered from the course (or deleted) loses every lecture of it.
    ctx.events.on('account', dropCourse);
    ctx.events.on('course', dropCourse);
  }

  async get(
    user: AuthUser,
    courseId: number,
    lectureNum: number,
    read: () => Promise<LectureAccess>,
  ): Promise<LectureAccess> {
    const key = lectureKey(courseId, lectureNum);
    const viewer = `${user.id}:${user.role}`;
    const now = Date.now();
    const cached = this.entries.get(key)?.get(viewer);
    if (cached && cached.until > now) return { ...cached.access, user };
    const ticket = this.generation;
    const access = await read();
    if (ticket === this.generation && (access.isTeacher || access.hasPseudonym)) {
      if (this.size >= MAX_ENTRIES) {
        this.entries.clear();
        this.size = 0;
      }
      let lecture = this.entries.get(key);
      if (!lecture) this.entries.set(key, (lecture = new Map()));
      if (!lecture.has(viewer)) this.size += 1;
      lecture.set(viewer, { access, until: now + ACCESS_CACHE_TTL_MS });
    }
    return access;
  }

  private drop(key: string): void {
    this.generation += 1;
    this.size -= this.entries.get(key)?.size ?? 0;
    this.entries.delete(key);
  }
}

const caches = new WeakMap<AppContext, LectureAccessCache | null>();

/** The context's cache, or null when several instances share the database (REDIS_URL). */
export function lectureAccessCache(ctx: AppContext): LectureAccessCache | null {
  let cache = caches.get(ctx);
  if (cache === undefined) {
    cache = ctx.config.REDIS_URL ? null : new LectureAccessCache(ctx);
    caches.set(ctx, cache);
  }
  return cache;
}
