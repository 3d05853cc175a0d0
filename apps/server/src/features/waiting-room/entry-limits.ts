// Caps on waiting-room entries without an account (group `new`: each admitted one becomes an
// account), and the teacher's warning about a suspicious burst. Counted per lecture and per client
// address (code-guesses.ts `addressKey`) in a CounterStore, so every instance sees the same
// counts. Only counts ever reach the teacher, never an address.
// docs/decisions/waiting-room-limits.md says why each default.
import type { TeacherWaitingTotals, WaitingRoomTotals, WaitingRoomWarning } from '@o4f/contract';
import type { Config } from '../../config.ts';
import { addressKey } from '../../lib/code-guesses.ts';
import type { CounterStore } from '../../lib/entry-counters.ts';
import type { LectureRef } from '../../live/live-state.ts';
import { lectureKey } from '../../live/live-state.ts';

export interface EntryLimits {
  /** `new` entries one address may make per lecture in `windowSeconds`. */
  perAddress: number;
  windowSeconds: number;
  /** `new` entries one address may make per lecture in `burstSeconds`. */
  burst: number;
  burstSeconds: number;
  /** `new` entries waiting in one lecture at once. */
  maxWaiting: number;
  /** Join requests from one address in a minute from which the teacher is warned. */
  warnPerMinute: number;
}

export const entryLimits = (config: Config): EntryLimits => ({
  perAddress: config.WAITING_NEW_PER_ADDRESS,
  windowSeconds: config.WAITING_NEW_WINDOW_SECONDS,
  burst: config.WAITING_BURST_PER_ADDRESS,
  burstSeconds: config.WAITING_BURST_SECONDS,
  maxWaiting: config.WAITING_NEW_MAX_WAITING,
  warnPerMinute: config.WAITING_WARN_PER_MINUTE,
});

/** How long the teacher keeps seeing a warning after the last request that raised it. */
const WARNING_HOLD_SECONDS = 600;
const MINUTE_SECONDS = 60;

const keys = (lecture: LectureRef, address?: string) => {
  const base = `wr:${lectureKey(lecture)}`;
  const at = address === undefined ? '' : addressKey(address);
  return {
    minute: `${base}:m:${at}`,
    burst: `${base}:b:${at}`,
    window: `${base}:a:${at}`,
    peak: `${base}:peak`,
    refused: `${base}:refused`,
  };
};

/** Why a join request without an account is refused: its network's caps, or the lecture's. */
export type EntryRefusal = 'address' | 'lecture';

/**
 * Decides on one join request without an account from `address`: null when it may enter.
 * Every request counts towards the burst warning; a refused one also counts as refused.
 * `waitingNew` reads how many `new` entries wait now (read only when the address caps pass).
 */
export async function checkNewEntry(
  store: CounterStore,
  limits: EntryLimits,
  lecture: LectureRef,
  address: string,
  waitingNew: () => Promise<number>,
): Promise<EntryRefusal | null> {
  const key = keys(lecture, address);
  const [perMinute, inBurst] = await Promise.all([
    store.hit(key.minute, MINUTE_SECONDS),
    store.hit(key.burst, limits.burstSeconds),
  ]);
  if (perMinute >= limits.warnPerMinute)
    await store.raise(key.peak, perMinute, WARNING_HOLD_SECONDS);
  let refusal: EntryRefusal | null = null;
  // A request refused for the burst does not use up the address's longer window.
  if (inBurst > limits.burst) refusal = 'address';
  else if ((await store.hit(key.window, limits.windowSeconds)) > limits.perAddress)
    refusal = 'address';
  else if ((await waitingNew()) >= limits.maxWaiting) refusal = 'lecture';
  if (refusal) await store.hit(key.refused, WARNING_HOLD_SECONDS);
  return refusal;
}

/** The warning for the lecture's teachers, or undefined when there is none. */
export async function entryWarning(
  store: CounterStore,
  lecture: LectureRef,
): Promise<WaitingRoomWarning | undefined> {
  const key = keys(lecture);
  const [perMinute, refused] = await Promise.all([store.read(key.peak), store.read(key.refused)]);
  return perMinute > 0 || refused > 0 ? { perMinute, refused } : undefined;
}

/**
 * The totals a teacher receives: with the warning while anyone waits in the `new` group (once
 * that group is admitted or kicked there is nothing left to check).
 */
export async function teacherTotals(
  store: CounterStore,
  lecture: LectureRef,
  totals: WaitingRoomTotals,
): Promise<TeacherWaitingTotals> {
  if (totals.new === 0) return totals;
  const warning = await entryWarning(store, lecture);
  return warning ? { ...totals, warning } : totals;
}
