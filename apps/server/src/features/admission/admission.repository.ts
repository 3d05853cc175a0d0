// Admission's database work, batched: one transaction and multi-row inserts for a whole group,
// so that admitting a thousand waiting students costs a handful of statements.
import { MASKS, formatPseudonym, parsePseudonym, pickPseudonymNumber } from '@o4f/contract';
import type { MaskId, WaitingGroup } from '@o4f/contract';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { skipParentChecks } from '../../db/parent-checks.ts';
import { generateStudentCredentials } from '../auth/credentials.service.ts';
import type { StudentCredentials } from '../auth/credentials.service.ts';
import { hashGeneratedPassword } from '../auth/passwords.ts';
import { newToken, sha256Hex } from '../auth/tokens.ts';
import { saveAttendances } from '../../live/live-recovery.repository.ts';
import type { LectureRef } from '../../live/live-state.ts';
import { pseudonymNamesOfLecture } from '../pseudonyms/pseudonyms.repository.ts';
import { isUniqueViolation } from '../users/users.repository.ts';

export interface AdmissionEntry {
  entryId: string;
  maskId: MaskId;
  /** Null in the `new` group: the account is created here. */
  studentId: number | null;
}

export interface AdmitBatchInput {
  lectureId: number;
  courseId: number;
  group: WaitingGroup;
  entries: AdmissionEntry[];
  /**
   * The admitted attend this lecture from now on: written in the admission's transaction, so that
   * they are told once, after one commit (LiveState.attend with `stored`).
   */
  attend: LectureRef;
  credentialSecret: string;
  sessionTtlHours: number;
  /**
   * `new` group: accounts the lecture may hold issued (WAITING_NEW_MAX_ADMITTED; a reset group's
   * deleted accounts no longer count); entries beyond it are left out. Counted under a lock on
   * the lecture, so concurrent admissions stay under it.
   */
  maxIssuedAccounts?: number;
}

export interface AdmittedEntry {
  entryId: string;
  studentId: number;
  pseudonym: string;
  maskId: number;
  credentials?: StudentCredentials;
  token?: string;
}

const MAX_ATTEMPTS = 4;

// Whole columns travel as one array parameter each (insert ... select from unnest): a statement
// with thousands of separate parameters costs more to build than to run.
const ints = (values: number[]) => sql`${sql.param(values)}::int[]`;
const texts = (values: string[]) => sql`${sql.param(values)}::text[]`;

async function rowsOf<T>(tx: Db, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Creates what the admitted entries need: accounts and sessions (new), course registrations,
 * pseudonyms (a student who already holds one in the lecture keeps it). Entries whose account
 * vanished meanwhile are left out. Retried when a concurrent admission took a name first.
 */
export async function admitBatch(db: Db, input: AdmitBatchInput): Promise<AdmittedEntry[]> {
  if (input.entries.length === 0) return [];
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => admitInTransaction(tx as unknown as Db, input));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

interface Person {
  entryId: string;
  maskId: MaskId;
  studentId: number;
  credentials?: StudentCredentials;
  token?: string;
}

async function admitInTransaction(tx: Db, input: AdmitBatchInput): Promise<AdmittedEntry[]> {
  const now = new Date();
  // Every row written below refers to the lecture (and so to its course), read here, or to an
  // account created or read below: on the embedded database no foreign key is checked per row.
  await skipParentChecks(tx, async () => {
    const found = await rowsOf<{ id: number }>(
      tx,
      sql`select id from lectures where id = ${input.lectureId} and course_id = ${input.courseId}`,
    );
    return found.length === 1;
  });
  const people =
    input.group === 'new'
      ? await createAccounts(tx, input, now)
      : await existingStudents(tx, input.entries);
  if (people.length === 0) return [];
  const studentIds = [...new Set(people.map((person) => person.studentId))];

  await tx.execute(sql`
    insert into course_registrations (course_id, student_id)
    select ${input.courseId}, student_id from unnest(${ints(studentIds)}) as t(student_id)
    on conflict do nothing`);

  const held = await rowsOf<{ student_id: number; pseudonym: string; mask_id: number }>(
    tx,
    sql`select student_id, pseudonym, mask_id from pseudonyms
        where lecture_id = ${input.lectureId} and removed_at is null
          and student_id = any(${ints(studentIds)})`,
  );
  const current = new Map(
    held.map((row) => [row.student_id, { pseudonym: row.pseudonym, maskId: row.mask_id }]),
  );
  const taken = new Map<number, Set<number>>(MASKS.map((mask) => [mask.id, new Set<number>()]));
  for (const name of await pseudonymNamesOfLecture(tx, input.lectureId)) {
    const parsed = parsePseudonym(name);
    if (parsed) taken.get(parsed.maskId)!.add(parsed.number);
  }
  const fresh = { studentIds: [] as number[], maskIds: [] as number[], names: [] as string[] };
  for (const person of people) {
    if (current.has(person.studentId)) continue;
    const numbers = taken.get(person.maskId)!;
    const number = pickPseudonymNumber(numbers);
    numbers.add(number);
    const pseudonym = formatPseudonym(person.maskId, number);
    current.set(person.studentId, { pseudonym, maskId: person.maskId });
    fresh.studentIds.push(person.studentId);
    fresh.maskIds.push(person.maskId);
    fresh.names.push(pseudonym);
  }
  await saveAttendances(tx, input.attend, studentIds);
  if (fresh.names.length > 0) {
    await tx.execute(sql`
      insert into pseudonyms
        (lecture_id, student_id, mask_id, pseudonym, account_issued_here, admitted_group)
      select ${input.lectureId}, student_id, mask_id, pseudonym, ${input.group === 'new'},
             ${input.group}
      from unnest(${ints(fresh.studentIds)}, ${ints(fresh.maskIds)}, ${texts(fresh.names)})
        as t(student_id, mask_id, pseudonym)`);
  }

  return people.map((person) => {
    const issued = current.get(person.studentId)!;
    return {
      entryId: person.entryId,
      studentId: person.studentId,
      pseudonym: issued.pseudonym,
      maskId: issued.maskId,
      ...(person.credentials ? { credentials: person.credentials } : {}),
      ...(person.token ? { token: person.token } : {}),
    };
  });
}

/** One account (generated credentials, HMAC-hashed) and one session per entry. */
async function createAccounts(tx: Db, input: AdmitBatchInput, now: Date): Promise<Person[]> {
  let entries = input.entries;
  if (input.maxIssuedAccounts !== undefined) {
    await tx.execute(sql`select id from lectures where id = ${input.lectureId} for update`);
    const [row] = await rowsOf<{ issued: number }>(
      tx,
      sql`select count(*)::int as issued from pseudonyms
          where lecture_id = ${input.lectureId} and account_issued_here and removed_at is null`,
    );
    entries = entries.slice(0, Math.max(0, input.maxIssuedAccounts - (row?.issued ?? 0)));
    if (entries.length === 0) return [];
  }
  const issued = entries.map((entry) => ({
    entry,
    credentials: generateStudentCredentials(),
    token: newToken(),
  }));
  const rows = await rowsOf<{ id: number; anon_id: string }>(
    tx,
    sql`insert into users (role, anon_id, password_hash, password_kind, last_login_at)
        select 'STUDENT', anon_id, password_hash, 'hmac', ${now.toISOString()}::timestamptz
        from unnest(
          ${texts(issued.map(({ credentials }) => credentials.anonId))},
          ${texts(
            issued.map(({ credentials }) =>
              hashGeneratedPassword(input.credentialSecret, credentials.password),
            ),
          )}
        ) as t(anon_id, password_hash)
        returning id, anon_id`,
  );
  const ids = new Map(rows.map((row) => [row.anon_id, row.id]));
  const people = issued.map(({ entry, credentials, token }) => ({
    entryId: entry.entryId,
    maskId: entry.maskId,
    studentId: ids.get(credentials.anonId)!,
    credentials,
    token,
  }));
  const expiresAt = new Date(now.getTime() + input.sessionTtlHours * 3_600_000);
  await tx.execute(sql`
    insert into sessions (token_hash, user_id, role, expires_at)
    select token_hash, user_id, 'STUDENT', ${expiresAt.toISOString()}::timestamptz
    from unnest(
      ${texts(people.map((person) => sha256Hex(person.token)))},
      ${ints(people.map((person) => person.studentId))}
    ) as t(token_hash, user_id)`);
  return people;
}

async function existingStudents(tx: Db, entries: AdmissionEntry[]): Promise<Person[]> {
  const wanted = [...new Set(entries.flatMap((entry) => entry.studentId ?? []))];
  if (wanted.length === 0) return [];
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select id from users where role = 'STUDENT' and id = any(${ints(wanted)})`,
  );
  const found = new Set(rows.map((row) => row.id));
  return entries.flatMap((entry) =>
    entry.studentId !== null && found.has(entry.studentId)
      ? [{ entryId: entry.entryId, maskId: entry.maskId, studentId: entry.studentId }]
      : [],
  );
}
