// The Redis live state's key names, all under one prefix (docs/decisions/0010-live-state.md), and
// the handle its operations share.
import type { WaitingGroup } from '@o4f/contract';
import { WAITING_GROUPS } from '@o4f/contract';
import type { LectureRef } from './live-state.ts';
import { lectureKey } from './live-state.ts';
import type { AnyRedisClient } from './redis-scripts.ts';

export function liveKeys(prefix: string) {
  const perLecture = (name: string) => (lecture: LectureRef) =>
    `${prefix}${name}:${lectureKey(lecture)}`;
  const keys = {
    code: (code: string) => `${prefix}code:${code}`,
    courseCode: (courseId: number) => `${prefix}course-code:${courseId}`,
    waiting: (lecture: LectureRef, group: WaitingGroup) =>
      `${prefix}wr:${lectureKey(lecture)}:${group}`,
    /** The three waiting groups' hashes, in WAITING_GROUPS order. */
    waitingGroups: (lecture: LectureRef) => WAITING_GROUPS.map((g) => keys.waiting(lecture, g)),
    /** What a student attends (`studentPrefix` and their id). */
    student: (studentId: number) => `${prefix}att:s:${studentId}`,
    studentPrefix: `${prefix}att:s:`,
    /** A lecture's attendees (`attendeesPrefix` and the lecture key). */
    attendees: perLecture('att'),
    attendeesPrefix: `${prefix}att:`,
    permissions: perLecture('perm'),
    extension: perLecture('ext'),
    slide: perLecture('slide'),
    active: perLecture('rx'),
    counts: perLecture('rxc'),
    totals: perLecture('rxt'),
    latest: perLecture('rxl'),
    press: (studentId: number) => `${prefix}press:${studentId}`,
    /** A student's open sockets in a lecture, per instance. */
    tabs: (lecture: LectureRef, studentId: number) =>
      `${prefix}tabs:${lectureKey(lecture)}:${studentId}`,
    dirty: `${prefix}dirty`,
    events: `${prefix}events`,
    restored: `${prefix}restored`,
  };
  return keys;
}

export type LiveKeys = ReturnType<typeof liveKeys>;

/** What the Redis live state's operations share: the client, the keys, the state's lifetime. */
export interface RedisStore {
  client: AnyRedisClient;
  keys: LiveKeys;
  /** Lifetime of lecture state after its last write, in seconds. */
  ttl: number;
  now: () => number;
}
