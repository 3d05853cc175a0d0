// Foreign keys on batch writes (parent-checks.ts): on the embedded database a transaction that
// found every parent in itself writes without the per-row triggers, and only until it ends; on
// PostgreSQL the triggers always stay. Either way a parent that is gone is refused, whole: an
// admission into a deleted lecture leaves no account behind, and reactions of a removed
// pseudonym are not stored as orphans. Runs in both server projects.
import type { MaskId } from '@o4f/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admitBatch } from '../features/admission/admission.repository.ts';
import { writeLiveBatch } from '../features/expressions/expressions.repository.ts';
import { openClone } from '../testing/test-server.ts';
import type { TestDatabase } from '../testing/test-server.ts';
import type { Db } from './client.ts';
import { runsAlone, skipParentChecks } from './parent-checks.ts';
import {
  courseRegistrations,
  courses,
  expressionEvents,
  lectures,
  pseudonyms,
  users,
} from './schema/index.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
const FOREIGN_KEY_VIOLATION = '23503';

/** The PostgreSQL error code, through either driver (drizzle wraps it as `cause`). */
function codeOf(error: unknown): unknown {
  for (let current = error; current && typeof current === 'object';) {
    const code = (current as { code?: unknown }).code;
    if (code !== undefined) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

let clone: TestDatabase;
let db: Db;
let courseId: number;

beforeAll(async () => {
  clone = await openClone();
  db = clone.database.db;
  const [teacher] = await db
    .insert(users)
    .values({
      role: 'TEACHER',
      email: 'teacher@example.org',
      username: 'teacher',
      passwordHash: 'x',
      passwordKind: 'argon2',
    })
    .returning();
  const [course] = await db
    .insert(courses)
    .values({ teacherId: teacher!.id, name: 'Databases', shortName: 'DB', startDate: '2026-11-27' })
    .returning();
  courseId = course!.id;
});

afterAll(async () => {
  await clone.database.close();
  await clone.drop();
});

async function newLecture(lectureNum: number): Promise<number> {
  const [row] = await db
    .insert(lectures)
    .values({
      courseId,
      lectureNum,
      name: `Lecture ${lectureNum}`,
      startTime: new Date(),
      endTime: new Date(Date.now() + 3_600_000),
    })
    .returning();
  return row!.id;
}

/** Admits `size` new students into the lecture, as "Admit all" does. */
const admitNew = (lectureId: number, lectureNum: number, size: number) =>
  admitBatch(db, {
    lectureId,
    courseId,
    group: 'new',
    entries: Array.from({ length: size }, (_, index) => ({
      entryId: `entry-${index}`,
      maskId: (1 + (index % 12)) as MaskId,
      studentId: null,
    })),
    attend: { courseId, lectureNum },
    credentialSecret: 'a-secret-of-the-test-that-is-long-enough',
    sessionTtlHours: 24,
  });

/** A course registration of a user who does not exist, inside `tx`. */
const orphanRegistration = (tx: Db) =>
  tx.execute(sql`insert into course_registrations (course_id, student_id)
                 values (${courseId}, 2147483000)`);

class RolledBack extends Error {}

describe('foreign keys on batch writes', () => {
  it('a transaction that found its parents skips the per-row checks only on the embedded database, and only until it ends', async () => {
    let skipped: boolean | undefined;
    let orphan: unknown;
    await db
      .transaction(async (tx) => {
        expect(runsAlone(tx as unknown as Db)).toBe(!onPostgres);
        skipped = await skipParentChecks(tx as unknown as Db, async () => true);
        orphan = await orphanRegistration(tx as unknown as Db).then(
          () => 'stored',
          (error: unknown) => codeOf(error),
        );
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    // The embedded database takes the write unchecked: the caller vouched for its parents.
    expect(skipped).toBe(!onPostgres);
    expect(orphan).toBe(onPostgres ? FOREIGN_KEY_VIOLATION : 'stored');

    // The next transaction checks again.
    const next = await db
      .transaction((tx) => orphanRegistration(tx as unknown as Db))
      .then(
        () => 'stored',
        (error: unknown) => codeOf(error),
      );
    expect(next).toBe(FOREIGN_KEY_VIOLATION);
    const [left] = await db
      .select({ n: count() })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.studentId, 2147483000));
    expect(left!.n).toBe(0);
  });

  it('keeps the checks when a parent was not found', async () => {
    const result = await db
      .transaction(async (tx) => {
        expect(await skipParentChecks(tx as unknown as Db, async () => false)).toBe(false);
        await orphanRegistration(tx as unknown as Db);
      })
      .then(
        () => 'stored',
        (error: unknown) => codeOf(error),
      );
    expect(result).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('refuses an admission into a lecture deleted meanwhile, whole: no account is left behind', async () => {
    const lectureId = await newLecture(1);
    await db.delete(lectures).where(eq(lectures.id, lectureId));
    const [before] = await db.select({ n: count() }).from(users);
    const error = await admitNew(lectureId, 1, 20).then(
      () => 'admitted',
      (thrown: unknown) => codeOf(thrown),
    );
    expect(error).toBe(FOREIGN_KEY_VIOLATION);
    const [after] = await db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
  });

  it('admits a group into a lecture that is there, with every row in place', async () => {
    const lectureId = await newLecture(2);
    const admitted = await admitNew(lectureId, 2, 30);
    expect(admitted).toHaveLength(30);
    const ids = sql`${`{${admitted.map((entry) => entry.studentId).join(',')}}`}::int[]`;
    // Each row is there, and so is each row it refers to.
    const result = (await db.execute(sql`
      select
        (select count(*)::int from sessions s join users u on u.id = s.user_id
           where s.user_id = any(${ids})) as sessions,
        (select count(*)::int from course_registrations r join users u on u.id = r.student_id
           join courses c on c.id = r.course_id where r.student_id = any(${ids})) as registrations,
        (select count(*)::int from pseudonyms p join users u on u.id = p.student_id
           join lectures l on l.id = p.lecture_id where p.lecture_id = ${lectureId}) as pseudonyms,
        (select count(*)::int from live_attendance a join users u on u.id = a.student_id
           join lectures l on l.id = a.lecture_id where a.lecture_id = ${lectureId}) as attendances
    `)) as unknown as { rows: Record<string, number>[] };
    expect(result.rows[0]).toEqual({
      sessions: 30,
      registrations: 30,
      pseudonyms: 30,
      attendances: 30,
    });
  });

  it('refuses reactions of a pseudonym removed meanwhile instead of storing orphans, and stores the rest', async () => {
    const lectureId = await newLecture(3);
    const made = await db
      .insert(pseudonyms)
      .values(
        [1, 2].map((maskId) => ({
          lectureId,
          maskId,
          pseudonym: `Mask ${maskId}`,
          admittedGroup: 'new' as const,
        })),
      )
      .returning();
    const [kept, removed] = made as [(typeof made)[0], (typeof made)[0]];
    await db.delete(pseudonyms).where(eq(pseudonyms.id, removed.id));
    const event = (pseudonymId: number) => ({
      lectureId,
      pseudonymId,
      tag: 1,
      slideNumber: 1,
      kind: 'set' as const,
      at: new Date(),
    });
    const refused = await writeLiveBatch(db, {
      expressionEvents: [event(kept.id), event(removed.id)],
      slides: [],
      ended: [],
    }).then(
      () => 'stored',
      (error: unknown) => codeOf(error),
    );
    expect(refused).toBe(FOREIGN_KEY_VIOLATION);
    const stored = () =>
      db
        .select({ n: count() })
        .from(expressionEvents)
        .where(eq(expressionEvents.lectureId, lectureId))
        .then(([row]) => row!.n);
    expect(await stored()).toBe(0);

    await writeLiveBatch(db, { expressionEvents: [event(kept.id)], slides: [], ended: [] });
    expect(await stored()).toBe(1);
  });
});
