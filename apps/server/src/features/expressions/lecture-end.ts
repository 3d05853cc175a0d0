// The end of a live lecture, seen from the expressions namespace: the checks that ask its
// teachers to extend it as the end comes near (whichever instance claims the question first;
// never again after they declined), and what happens when it ends or is deleted — the
// reactions end, the last slide interval closes, everyone hears it, the students disconnect.
import type { ExpressionTag } from '@o4f/contract';
import type { LectureEvent } from '../../lib/domain-events.ts';
import { emptyTagCounts, lectureKey } from '../../live/live-state.ts';
import type { ClearedReaction, LectureRef, LiveState } from '../../live/live-state.ts';
import type { LectureCache, LivePersister } from './expressions.service.ts';
import {
  expressionUpdate,
  extensionQuestion,
  lectureEndState,
  studentsByTag,
} from './expressions.service.ts';
import {
  lectureRoom,
  studentRoom,
  studentsRoom,
  teachersRoom,
} from '../../realtime/expressions-rooms.ts';
import type { ExpressionsNamespace } from '../../realtime/expressions-rooms.ts';
import type { StudentBroadcast } from './student-broadcast.ts';

/** How often a lecture with a connected teacher is checked for its approaching end. */
export const END_CHECK_INTERVAL_MS = 15_000;

export interface LectureEndDeps {
  nsp: ExpressionsNamespace;
  live: LiveState;
  lectures: LectureCache;
  persister: LivePersister;
  students: StudentBroadcast;
  onError: (error: unknown, what: string) => void;
  checkIntervalMs?: number;
}

/** Tells each student whose reaction ended which one (one emit per tag). */
export function announceDeactivated(
  nsp: ExpressionsNamespace,
  lecture: LectureRef,
  cleared: ClearedReaction[],
): void {
  for (const [expressionTag, students] of studentsByTag(cleared)) {
    const rooms = students.map((studentId) => studentRoom(lecture, studentId));
    nsp.to(rooms).emit('expression_deactivated', { expressionTag: expressionTag as ExpressionTag });
  }
}

export class LectureEnd {
  readonly #checks = new Map<string, NodeJS.Timeout>();

  constructor(private readonly deps: LectureEndDeps) {}

  /** A teacher is connected: check the lecture's end from now on (once per lecture). */
  watch(lecture: LectureRef): void {
    const key = lectureKey(lecture);
    if (this.#checks.has(key)) return;
    const timer = setInterval(() => {
      void this.#check(lecture).catch((error: unknown) => this.deps.onError(error, 'end check'));
    }, this.deps.checkIntervalMs ?? END_CHECK_INTERVAL_MS);
    timer.unref();
    this.#checks.set(key, timer);
  }

  unwatch(lecture: LectureRef): void {
    const key = lectureKey(lecture);
    clearInterval(this.#checks.get(key));
    this.#checks.delete(key);
  }

  stop(): void {
    for (const timer of this.#checks.values()) clearInterval(timer);
    this.#checks.clear();
  }

  /** Asks the teachers once per end time (whichever instance claims it); never after a decline. */
  async #check(lecture: LectureRef): Promise<void> {
    const { nsp, live, lectures } = this.deps;
    const row = await lectures.get(lecture);
    const question = row ? extensionQuestion(row) : null;
    if (!row || !question) return;
    if (!(await live.claimExtensionQuestion(lecture, row.endTime.getTime()))) return;
    nsp.to(teachersRoom(lecture)).emit('extend_class', question);
  }

  /** A lecture was extended, ended or deleted (domain events). */
  async onLectureEvent(event: LectureEvent): Promise<void> {
    const { nsp, live, lectures, persister, students } = this.deps;
    const lecture = { courseId: event.courseId, lectureNum: event.lectureNum };
    lectures.invalidate(lecture);
    if (event.type === 'extended') {
      // The new end time is asked about once it comes near (claimExtensionQuestion).
      const row = await lectures.get(lecture);
      if (row) nsp.to(lectureRoom(lecture)).emit('extend_class_res', lectureEndState(row));
      return;
    }
    if (event.type !== 'ended' && event.type !== 'deleted') return;
    // The live state forgets the lecture (clearLecture, signals), its extension question too.
    this.unwatch(lecture);
    const counts = await live.reactionCounts(lecture);
    const cleared = await live.clearReactions(lecture);
    announceDeactivated(nsp, lecture, cleared);
    const row = event.type === 'ended' ? await lectures.get(lecture) : null;
    const endedAt = row?.endTime ?? new Date();
    if (row) await persister.closeSlides(row.id, endedAt);
    persister.forgetLecture(event.lectureId);
    students.forget(lecture);
    nsp
      .to(lectureRoom(lecture))
      .emit('expression_update', expressionUpdate({ ...counts, active: emptyTagCounts() }));
    nsp.to(lectureRoom(lecture)).emit('is_end_lecture_res', {
      ended: true,
      endTime: endedAt.toISOString(),
      minutesLeft: 0,
    });
    // Students no longer attend: close their connection to the lecture (in order, after the above).
    nsp.in(studentsRoom(lecture)).disconnectSockets(false);
  }
}
