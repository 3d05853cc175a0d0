// LIVE_USERS: the number of students attending, to the lecture's teachers, at most once per
// LIVE_USERS_DELAY_MS per lecture however many students connect at once.
import { lectureKey } from '../../live/live-state.ts';
import type { LectureRef, LiveState } from '../../live/live-state.ts';
import { teachersRoom } from '../../realtime/expressions-rooms.ts';
import type { ExpressionsNamespace } from '../../realtime/expressions-rooms.ts';
import type { OutageLog } from '../../lib/outage-log.ts';

export const LIVE_USERS_DELAY_MS = 250;

export class LiveUsersAnnouncer {
  readonly #pending = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly nsp: ExpressionsNamespace,
    private readonly live: LiveState,
    private readonly report: OutageLog,
  ) {}

  announce(lecture: LectureRef): void {
    const key = lectureKey(lecture);
    if (this.#pending.has(key)) return;
    const timer = setTimeout(() => {
      this.#pending.delete(key);
      void this.live
        .attendeeCount(lecture)
        .then((count) => {
          this.nsp.to(teachersRoom(lecture)).emit('LIVE_USERS', { count });
          this.report.worked();
        })
        .catch(this.report.failed);
    }, LIVE_USERS_DELAY_MS);
    timer.unref();
    this.#pending.set(key, timer);
  }

  stop(): void {
    for (const timer of this.#pending.values()) clearTimeout(timer);
    this.#pending.clear();
  }
}
