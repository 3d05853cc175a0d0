// The Redis live state after a restart: a lecture's durable part and its reactions are filled in
// from the database's snapshot, overwriting nothing (RESTORE_LECTURE, RESTORE_REACTIONS).
import type { LiveSnapshot, ReactionSnapshot } from './live-state.ts';
import { lectureKey } from './live-state.ts';
import type { RedisStore } from './redis-keys.ts';
import { RESTORE_LECTURE, RESTORE_REACTIONS } from './redis-scripts.ts';

/** Students per RESTORE_LECTURE call (each call only fills in, so chunks may run one by one). */
const RESTORE_CHUNK = 1000;

export async function restoreLecture(
  { client, keys, ttl, now }: RedisStore,
  snapshot: LiveSnapshot,
): Promise<void> {
  const { lecture, code } = snapshot;
  const codeTtlMs = code ? Math.max(0, code.expiresAt - now()) : 0;
  const flag = (value: boolean | undefined) => (value === undefined ? '' : value ? '1' : '0');
  let offset = 0;
  do {
    const students = snapshot.attendees.slice(offset, offset + RESTORE_CHUNK);
    await RESTORE_LECTURE.run(
      client,
      [
        keys.courseCode(lecture.courseId),
        keys.code(code?.code ?? ''),
        keys.slide(lecture),
        keys.permissions(lecture),
        keys.attendees(lecture),
        ...students.map(keys.student),
      ],
      [
        lecture.lectureNum,
        codeTtlMs,
        lectureKey(lecture),
        code?.code ?? '',
        snapshot.slideNumber ?? '',
        ttl,
        flag(snapshot.permissions.allowReactions),
        flag(snapshot.permissions.allowQuestions),
        flag(snapshot.permissions.allowDiscussions),
        flag(snapshot.permissions.admitAutomatically),
        ...students,
      ],
    );
    offset += RESTORE_CHUNK;
  } while (offset < snapshot.attendees.length);
}

export async function restoreReactions(
  { client, keys, ttl }: RedisStore,
  snapshot: ReactionSnapshot,
): Promise<void> {
  if (snapshot.active.length === 0 && snapshot.counted.length === 0) return;
  const { lecture } = snapshot;
  await RESTORE_REACTIONS.run(
    client,
    [
      keys.active(lecture),
      keys.counts(lecture),
      keys.totals(lecture),
      keys.latest(lecture),
      keys.dirty,
    ],
    [
      ttl,
      lectureKey(lecture),
      snapshot.active.length,
      ...snapshot.active.flatMap(({ studentId, tag }) => [studentId, tag]),
      ...snapshot.counted.flatMap(({ slideNumber, studentId, tag }) => [
        slideNumber,
        studentId,
        tag,
      ]),
    ],
  );
}
