// "Admit automatically" (docs/decisions/running-the-lecture.md): while a lecture's flag is on,
// students are admitted as they arrive. Arrivals are gathered for a short while and admitted per
// group through `admitGroup`, the admission the teacher's admit commands use, so accounts,
// credentials and pseudonyms are issued exactly as there. The flag is a per-lecture permission
// override of the live state: shared by every instance and kept across restarts.
import type { AdmitAutomatically } from '@o4f/contract';
import { WAITING_GROUPS } from '@o4f/contract';
import type { LectureRef } from '../../live/live-state.ts';
import { lectureKey } from '../../live/live-state.ts';
import { waitingRoomNamespace, waitingTeachersRoom } from '../../realtime/rooms.ts';
import { admitGroup } from './admission.service.ts';
import type { LiveDeps } from './admission.service.ts';

/** How long arrivals are gathered before one admission batch. */
export const AUTO_ADMIT_BATCH_MS = 500;

export interface AutoAdmission {
  /** A student entered the lecture's waiting room. */
  arrived(lecture: LectureRef): void;
  /** A teacher turned the setting on or off; turning it on admits those already waiting. */
  set(lecture: LectureRef, enabled: boolean): Promise<AdmitAutomatically>;
  get(lecture: LectureRef): Promise<AdmitAutomatically>;
  close(): void;
}

export function createAutoAdmission(deps: LiveDeps, batchMs = AUTO_ADMIT_BATCH_MS): AutoAdmission {
  const { ctx, io } = deps;
  const timers = new Map<string, NodeJS.Timeout>();
  /** Lectures with a batch being admitted, so that two batches of one lecture never overlap. */
  const running = new Map<string, Promise<void>>();

  const get = async (lecture: LectureRef): Promise<AdmitAutomatically> => ({
    enabled: (await ctx.live.getPermissions(lecture)).admitAutomatically === true,
  });

  const admitWaiting = async (lecture: LectureRef) => {
    if (!(await get(lecture)).enabled) return;
    const totals = await ctx.live.waitingTotals(lecture);
    for (const group of WAITING_GROUPS) {
      if (totals[group] > 0) await admitGroup(deps, lecture, group);
    }
  };

  const flush = (lecture: LectureRef): Promise<void> => {
    const key = lectureKey(lecture);
    const batch = (running.get(key) ?? Promise.resolve())
      .then(() => admitWaiting(lecture))
      .catch((error: unknown) => ctx.log.error({ err: error }, 'Automatic admission failed'));
    running.set(key, batch);
    void batch.then(() => {
      if (running.get(key) === batch) running.delete(key);
    });
    return batch;
  };

  return {
    arrived(lecture) {
      const key = lectureKey(lecture);
      if (timers.has(key)) return;
      const timer = setTimeout(() => {
        timers.delete(key);
        void flush(lecture);
      }, batchMs);
      timer.unref();
      timers.set(key, timer);
    },
    async set(lecture, enabled) {
      await ctx.live.setPermissions(lecture, { admitAutomatically: enabled });
      const state = { enabled };
      waitingRoomNamespace(io).to(waitingTeachersRoom(lecture)).emit('admit_automatically', state);
      if (enabled) await flush(lecture);
      return state;
    },
    get,
    close() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
