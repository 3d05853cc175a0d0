// The durable part of live-lecture state (live_lectures, live_attendance): written through by
// DurableLiveState, read back after a restart. docs/decisions/live-state-survives-restarts.md.
// Lectures are addressed by (courseId, lectureNum), resolved inside each statement.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ExpressionTag } from '@o4f/contract';
import {
  expressionEvents,
  lectures,
  liveAttendance,
  liveLectures,
  pseudonyms,
  slideIntervals,
} from '../db/schema/index.ts';
import { NO_SLIDE } from './live-state.ts';
import type {
  LectureRef,
  LiveSnapshot,
  PermissionOverrides,
  ReactionSnapshot,
} from './live-state.ts';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const lectureIdOf = ({ courseId, lectureNum }: LectureRef) =>
  sql`(select ${lectures.id} from ${lectures}
        where ${lectures.courseId} = ${courseId} and ${lectures.lectureNum} = ${lectureNum})`;

/** The lecture's code; another lecture's row that still names it (expired) lets go of it. */
export async function saveLiveCode(
  db: Db,
  lecture: LectureRef,
  code: string,
  expiresAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update ${liveLectures} set code = null, code_expires_at = null, updated_at = now()
      where code = ${code} and lecture_id is distinct from ${lectureIdOf(lecture)}`);
    await tx.execute(sql`
      insert into ${liveLectures} (lecture_id, code, code_expires_at)
      select id, ${code}, ${expiresAt.toISOString()}::timestamptz from ${lectureIdOf(lecture)} as l(id)
      where id is not null
      on conflict (lecture_id) do update
        set code = excluded.code, code_expires_at = excluded.code_expires_at, updated_at = now()`);
  });
}

/**
 * The teacher stopped the lecture's code: it expires now. The row keeps the code (until the
 * lecture takes a new one or ends), so a late scan of it is told it expired, not that no class
 * has it (class-code.repository.ts#isRememberedCode).
 */
export async function clearLiveCode(db: Db, lecture: LectureRef): Promise<void> {
  await db.execute(sql`
    update ${liveLectures} set code_expires_at = least(code_expires_at, now()), updated_at = now()
    where lecture_id = ${lectureIdOf(lecture)} and code is not null`);
}

export async function saveLiveSlide(
  db: Db,
  lecture: LectureRef,
  slideNumber: number,
): Promise<void> {
  await db.execute(sql`
    insert into ${liveLectures} (lecture_id, slide_number)
    select id, ${slideNumber} from ${lectureIdOf(lecture)} as l(id) where id is not null
    on conflict (lecture_id) do update
      set slide_number = excluded.slide_number, updated_at = now()`);
}

/** Sets the permissions the patch names; the others keep their stored value. */
export async function saveLivePermissions(
  db: Db,
  lecture: LectureRef,
  patch: PermissionOverrides,
): Promise<void> {
  const value = (flag: boolean | undefined) => (flag === undefined ? null : flag);
  await db.execute(sql`
    insert into ${liveLectures}
      (lecture_id, allow_reactions, allow_questions, allow_discussions, admit_automatically)
    select id, ${value(patch.allowReactions)}::boolean, ${value(patch.allowQuestions)}::boolean,
      ${value(patch.allowDiscussions)}::boolean, ${value(patch.admitAutomatically)}::boolean
    from ${lectureIdOf(lecture)} as l(id) where id is not null
    on conflict (lecture_id) do update set
      allow_reactions = coalesce(excluded.allow_reactions, ${liveLectures.allowReactions}),
      allow_questions = coalesce(excluded.allow_questions, ${liveLectures.allowQuestions}),
      allow_discussions = coalesce(excluded.allow_discussions, ${liveLectures.allowDiscussions}),
      admit_automatically =
        coalesce(excluded.admit_automatically, ${liveLectures.admitAutomatically}),
      updated_at = now()`);
}

/** The students attend `lecture` (one statement, whatever their number; ids must be distinct). */
export async function saveAttendances(
  db: Db,
  lecture: LectureRef,
  studentIds: number[],
): Promise<void> {
  if (studentIds.length === 0) return;
  await db.execute(sql`
    insert into ${liveAttendance} (student_id, lecture_id)
    select s.id, l.id from unnest(${`{${studentIds.join(',')}}`}::int[]) as s(id)
      cross join ${lectureIdOf(lecture)} as l(id)
    where l.id is not null
    on conflict (student_id) do update set lecture_id = excluded.lecture_id, at = now()`);
}

/** Ends the student's attendance if it is of `lecture`. */
export async function deleteAttendance(
  db: Db,
  studentId: number,
  lecture: LectureRef,
): Promise<void> {
  await db.execute(sql`
    delete from ${liveAttendance}
    where student_id = ${studentId} and lecture_id = ${lectureIdOf(lecture)}`);
}

/** The lecture ended (or was deleted): nothing of it is live any more. */
export async function deleteLiveLecture(db: Db, lecture: LectureRef): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${liveAttendance} where lecture_id = ${lectureIdOf(lecture)}`);
    await tx.execute(sql`delete from ${liveLectures} where lecture_id = ${lectureIdOf(lecture)}`);
  });
}

interface LectureRow {
  course_id: number;
  lecture_num: number;
}

/** The lecture a student attends, if it has not ended. */
export async function attendedLiveLecture(db: Db, studentId: number): Promise<LectureRef | null> {
  const [row] = await rows<LectureRow>(
    db,
    sql`select l.course_id, l.lecture_num from ${liveAttendance} a
        join ${lectures} l on l.id = a.lecture_id
        where a.student_id = ${studentId} and l.state <> 'ENDED'`,
  );
  return row ? { courseId: row.course_id, lectureNum: row.lecture_num } : null;
}

/** The lecture a code opens and when the code expires (epoch ms), if it is live. */
export async function lectureOfLiveCode(
  db: Db,
  code: string,
): Promise<{ lecture: LectureRef; expiresAt: number } | null> {
  const [row] = await rows<LectureRow & { expires_ms: number }>(
    db,
    sql`select l.course_id, l.lecture_num,
          (extract(epoch from ll.code_expires_at) * 1000)::float8 as expires_ms
        from ${liveLectures} ll
        join ${lectures} l on l.id = ll.lecture_id
        where ll.code = ${code} and ll.code_expires_at > now() and l.state <> 'ENDED'`,
  );
  if (!row) return null;
  return {
    lecture: { courseId: row.course_id, lectureNum: row.lecture_num },
    expiresAt: Number(row.expires_ms),
  };
}

interface SnapshotRow extends LectureRow {
  code: string | null;
  expires_ms: number | null;
  slide_number: number | null;
  allow_reactions: boolean | null;
  allow_questions: boolean | null;
  allow_discussions: boolean | null;
  admit_automatically: boolean | null;
  attendees: number[] | null;
}

/** The durable state of every lecture that has not ended (with an attendee or a row). */
export async function liveSnapshots(db: Db): Promise<LiveSnapshot[]> {
  const found = await rows<SnapshotRow>(
    db,
    sql`
      with live as (
        select lecture_id from ${liveLectures}
        union select distinct lecture_id from ${liveAttendance}
      )
      select l.course_id, l.lecture_num, ll.code,
        (extract(epoch from ll.code_expires_at) * 1000)::float8 as expires_ms,
        ll.slide_number, ll.allow_reactions, ll.allow_questions, ll.allow_discussions,
        ll.admit_automatically,
        (select array_agg(a.student_id order by a.student_id) from ${liveAttendance} a
          where a.lecture_id = live.lecture_id) as attendees
      from live
      join ${lectures} l on l.id = live.lecture_id
      left join ${liveLectures} ll on ll.lecture_id = live.lecture_id
      where l.state <> 'ENDED'`,
  );
  return found.map((row) => {
    const permissions: PermissionOverrides = {};
    if (row.allow_reactions !== null) permissions.allowReactions = row.allow_reactions;
    if (row.allow_questions !== null) permissions.allowQuestions = row.allow_questions;
    if (row.allow_discussions !== null) permissions.allowDiscussions = row.allow_discussions;
    if (row.admit_automatically !== null) permissions.admitAutomatically = row.admit_automatically;
    return {
      lecture: { courseId: row.course_id, lectureNum: row.lecture_num },
      code:
        row.code !== null && row.expires_ms !== null
          ? { code: row.code, expiresAt: Number(row.expires_ms) }
          : null,
      slideNumber: row.slide_number,
      permissions,
      attendees: (row.attendees ?? []).map(Number),
    };
  });
}

interface EventRow {
  slide_number: number;
  tag: number;
  kind: 'set' | 'cleared';
  reactor: number;
  at_ms: number;
}

/**
 * A lecture's reactions from its stored events: per slide each reactor's latest reaction unless
 * taken back (countSlideReactions' rule), and the reactions still active on `currentSlide`, i.e.
 * set there since the slide was last shown. When the stored slide changes lag behind the current
 * slide, no reaction is taken as active (the bar starts from zero, the counts are right).
 */
export async function liveReactionSnapshot(
  db: Db,
  lecture: LectureRef,
  currentSlide: number | null,
): Promise<ReactionSnapshot> {
  const events = await rows<EventRow>(
    db,
    sql`select e.slide_number, e.tag, e.kind, coalesce(p.student_id, -p.id) as reactor,
          (extract(epoch from e.at) * 1000)::float8 as at_ms
        from ${expressionEvents} e join ${pseudonyms} p on p.id = e.pseudonym_id
        where e.lecture_id = ${lectureIdOf(lecture)}
        order by e.at, e.id`,
  );
  if (events.length === 0) return { lecture, active: [], counted: [] };
  const [shown] = await rows<{ slide_number: number; started_ms: number }>(
    db,
    sql`select slide_number, (extract(epoch from started_at) * 1000)::float8 as started_ms
        from ${slideIntervals} where lecture_id = ${lectureIdOf(lecture)}
        order by started_at desc, id desc limit 1`,
  );
  const slide = currentSlide ?? NO_SLIDE;
  const since = !shown ? -Infinity : shown.slide_number === slide ? shown.started_ms : Infinity;

  const latest = new Map<number, Map<number, EventRow>>();
  for (const event of events) {
    let bySlide = latest.get(event.slide_number);
    if (!bySlide) latest.set(event.slide_number, (bySlide = new Map()));
    bySlide.set(event.reactor, event);
  }
  const snapshot: ReactionSnapshot = { lecture, active: [], counted: [] };
  for (const [slideNumber, byReactor] of latest) {
    for (const [studentId, event] of byReactor) {
      if (event.kind !== 'set') continue;
      const tag = event.tag as ExpressionTag;
      snapshot.counted.push({ slideNumber, studentId, tag });
      if (slideNumber === slide && studentId > 0 && Number(event.at_ms) >= since) {
        snapshot.active.push({ studentId, tag });
      }
    }
  }
  return snapshot;
}
