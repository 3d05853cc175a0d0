// The students' counts: every instance to its own students, at most once a second per lecture
// and only when they changed since this instance last sent them (`local`: nothing crosses the
// Redis adapter), in slices of BROADCAST_SLICE sockets with the event loop free in between, so
// that presses and the teachers' updates are not held up behind 10,000 writes.
import { BROADCAST_SLICE, startStudentBroadcastLoop } from '../../live/live-loops.ts';
import type { Loop } from '../../live/live-loops.ts';
import { lectureKey } from '../../live/live-state.ts';
import type { LectureRef, LiveState } from '../../live/live-state.ts';
import { expressionUpdate } from './expressions.service.ts';
import { studentsRoom } from '../../realtime/expressions-rooms.ts';
import type { ExpressionsNamespace } from '../../realtime/expressions-rooms.ts';

export class StudentBroadcast {
  /** Lectures with students connected to this instance, and the counts they were last sent. */
  readonly #lectures = new Map<string, LectureRef>();
  readonly #sent = new Map<string, string>();
  readonly #loop: Loop;

  constructor(
    private readonly nsp: ExpressionsNamespace,
    private readonly live: LiveState,
    options: { intervalMs?: number; onError: (error: unknown) => void; onWorked?: () => void },
  ) {
    this.#loop = startStudentBroadcastLoop({
      intervalMs: options.intervalMs,
      broadcast: () => this.#broadcast(),
      onError: options.onError,
      onWorked: options.onWorked,
    });
  }

  /** A student of the lecture connected to this instance. */
  add(lecture: LectureRef): void {
    this.#lectures.set(lectureKey(lecture), lecture);
  }

  /** The lecture ended: nothing more to send. */
  forget(lecture: LectureRef): void {
    this.#lectures.delete(lectureKey(lecture));
    this.#sent.delete(lectureKey(lecture));
  }

  stop(): Promise<void> {
    return this.#loop.stop();
  }

  async #broadcast(): Promise<void> {
    for (const [key, lecture] of this.#lectures) {
      const room = this.nsp.adapter.rooms.get(studentsRoom(lecture));
      if (!room || room.size === 0) {
        this.forget(lecture);
        continue;
      }
      const update = expressionUpdate(await this.live.reactionCounts(lecture));
      const serialized = JSON.stringify(update);
      if (this.#sent.get(key) === serialized) continue;
      this.#sent.set(key, serialized);
      const socketIds = [...room];
      for (let start = 0; start < socketIds.length; start += BROADCAST_SLICE) {
        if (start > 0) await new Promise((resolve) => setImmediate(resolve));
        this.nsp.local
          .to(socketIds.slice(start, start + BROADCAST_SLICE))
          .emit('expression_update', update);
      }
    }
  }
}
