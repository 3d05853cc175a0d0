// The Redis live state's waiting rooms: per lecture one hash per group, entry id to entry
// (ENTER_WAITING, LEAVE_WAITING move an entry atomically).
import type { WaitingGroup, WaitingRoomTotals } from '@o4f/contract';
import { WAITING_GROUPS } from '@o4f/contract';
import type { LectureRef, WaitingEntry } from './live-state.ts';
import { emptyTotals } from './live-state.ts';
import type { RedisStore } from './redis-keys.ts';
import { ENTER_WAITING, LEAVE_WAITING } from './redis-scripts.ts';

export async function enterWaitingRoom(
  { client, keys, ttl }: RedisStore,
  lecture: LectureRef,
  entry: WaitingEntry,
): Promise<WaitingRoomTotals> {
  const reply = (await ENTER_WAITING.run(client, keys.waitingGroups(lecture), [
    entry.entryId,
    WAITING_GROUPS.indexOf(entry.group) + 1,
    JSON.stringify(entry),
    ttl,
  ])) as number[];
  return { new: reply[0]!, noReg: reply[1]!, reg: reply[2]! };
}

export async function leaveWaitingRoom(
  { client, keys }: RedisStore,
  lecture: LectureRef,
  entryId: string,
): Promise<WaitingEntry | null> {
  const reply = await LEAVE_WAITING.run(client, keys.waitingGroups(lecture), [entryId]);
  return typeof reply === 'string' ? (JSON.parse(reply) as WaitingEntry) : null;
}

export async function waitingTotals(
  { client, keys }: RedisStore,
  lecture: LectureRef,
): Promise<WaitingRoomTotals> {
  const [newKey, noRegKey, regKey] = keys.waitingGroups(lecture) as [string, string, string];
  const [newCount, noReg, reg] = (await client
    .multi()
    .hLen(newKey)
    .hLen(noRegKey)
    .hLen(regKey)
    .exec()) as unknown as number[];
  return { ...emptyTotals(), new: newCount ?? 0, noReg: noReg ?? 0, reg: reg ?? 0 };
}

export async function takeWaiting(
  { client, keys }: RedisStore,
  lecture: LectureRef,
  group: WaitingGroup,
): Promise<WaitingEntry[]> {
  const key = keys.waiting(lecture, group);
  const [values] = (await client.multi().hVals(key).del(key).exec()) as unknown as [string[]];
  return values.map((value) => JSON.parse(value) as WaitingEntry);
}
