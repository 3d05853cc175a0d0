// The Redis live state's lecture codes: one per live lecture, unique among live codes, held by the
// course (ISSUE_CODE, STOP_CODE).
import type { CurrentCode, IssueCodeOptions, IssueCodeResult, LectureRef } from './live-state.ts';
import { lectureKey, parseLectureKey } from './live-state.ts';
import type { RedisStore } from './redis-keys.ts';
import { ISSUE_CODE, STOP_CODE } from './redis-scripts.ts';

const CODE_CANDIDATES_PER_ATTEMPT = 4;
const MAX_CODE_ATTEMPTS = 12;

export async function issueCode(
  { client, keys }: RedisStore,
  lecture: LectureRef,
  options: IssueCodeOptions,
): Promise<IssueCodeResult> {
  const ttlMs = options.ttlSeconds * 1000;
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const codes = Array.from({ length: CODE_CANDIDATES_PER_ATTEMPT }, options.generate);
    const reply = (await ISSUE_CODE.run(
      client,
      [keys.courseCode(lecture.courseId), ...codes.map(keys.code)],
      [lecture.lectureNum, ttlMs, lectureKey(lecture), keys.code(''), ...codes],
    )) as [string, string?];
    const [outcome, value] = reply;
    if (outcome === 'busy') return { ok: false, reason: 'course_busy', lectureNum: Number(value) };
    if (outcome === 'reused' || outcome === 'issued') {
      return { ok: true, code: value!, ttl: options.ttlSeconds, reused: outcome === 'reused' };
    }
  }
  throw new Error('Could not draw a free lecture code');
}

export async function resolveCode(
  { client, keys }: RedisStore,
  code: string,
): Promise<LectureRef | null> {
  const value = await client.get(keys.code(code));
  return typeof value === 'string' ? parseLectureKey(value) : null;
}

export async function currentCode(
  { client, keys }: RedisStore,
  lecture: LectureRef,
): Promise<CurrentCode | null> {
  const key = keys.courseCode(lecture.courseId);
  const [held, pttl] = (await client.multi().get(key).pTTL(key).exec()) as unknown as [
    string | null,
    number,
  ];
  if (!held || pttl <= 0) return null;
  const [lectureNum, code] = held.split(':');
  if (Number(lectureNum) !== lecture.lectureNum) return null;
  return { code: code!, ttl: Math.ceil(pttl / 1000) };
}

export async function stopCode(
  { client, keys }: RedisStore,
  lecture: LectureRef,
): Promise<boolean> {
  const reply = await STOP_CODE.run(
    client,
    [keys.courseCode(lecture.courseId)],
    [lecture.lectureNum, keys.code('')],
  );
  return reply === 1;
}
