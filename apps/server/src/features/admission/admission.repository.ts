// Admission's database work, batched: one transaction and multi-row inserts for a whole group,
// so that admitting a thousand waiting students costs a handful of statements.
import { MASKS, formatPseudonym, parsePseudonym, pickPseudonymNumber } from '@o4f/contract';
import type { MaskId, WaitingGroup } from '@o4f/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courseRegistrations, pseudonyms, sessions, users } from '../../db/schema/index.ts';
import { generateStudentCredentials } from '../auth/credentials.service.ts';
import type { StudentCredentials } from '../auth/credentials.service.ts';
import { hashGeneratedPassword } from '../auth/passwords.ts';
import { newToken, sha256Hex } from '../auth/tokens.ts';
import { findActivePseudonyms, pseudonymNamesOfLecture } from '../pseudonyms/pseudonyms.repository.ts';
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
  credentialSecret: string;
  sessionTtlHours: number;
}

export interface AdmittedEntry {
  entryId: string;
  studentId: number;
  pseudonym: string;
  maskId: number;
  credentials?: StudentCredentials;
  token?: string;
}

const CHUNK = 1000;
const MAX_ATTEMPTS = 4;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
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
  const people =
    input.group === 'new'
      ? await createAccounts(tx, input, now)
      : await existingStudents(tx, input.entries);
  if (people.length === 0) return [];
  const studentIds = [...new Set(people.map((person) => person.studentId))];

  for (const part of chunks(studentIds)) {
    await tx
      .insert(courseRegistrations)
      .values(part.map((studentId) => ({ courseId: input.courseId, studentId })))
      .onConflictDoNothing();
  }

  const current = new Map(
    (await findActivePseudonyms(tx, input.lectureId, studentIds)).map((row) => [
      row.studentId!,
      { pseudonym: row.pseudonym, maskId: row.maskId },
    ]),
  );
  const taken = new Map<number, Set<number>>(MASKS.map((mask) => [mask.id, new Set<number>()]));
  for (const name of await pseudonymNamesOfLecture(tx, input.lectureId)) {
    const parsed = parsePseudonym(name);
    if (parsed) taken.get(parsed.maskId)!.add(parsed.number);
  }
  const fresh: (typeof pseudonyms.$inferInsert)[] = [];
  for (const person of people) {
    if (current.has(person.studentId)) continue;
    const numbers = taken.get(person.maskId)!;
    const number = pickPseudonymNumber(numbers);
    numbers.add(number);
    const pseudonym = formatPseudonym(person.maskId, number);
    current.set(person.studentId, { pseudonym, maskId: person.maskId });
    fresh.push({
      lectureId: input.lectureId,
      studentId: person.studentId,
      maskId: person.maskId,
      pseudonym,
      accountIssuedHere: input.group === 'new',
      admittedGroup: input.group,
      createdAt: now,
    });
  }
  for (const part of chunks(fresh)) await tx.insert(pseudonyms).values(part);

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
  const issued = input.entries.map((entry) => ({
    entry,
    credentials: generateStudentCredentials(),
    token: newToken(),
  }));
  const ids = new Map<string, number>();
  for (const part of chunks(issued)) {
    const rows = await tx
      .insert(users)
      .values(
        part.map(({ credentials }) => ({
          role: 'STUDENT' as const,
          anonId: credentials.anonId,
          passwordHash: hashGeneratedPassword(input.credentialSecret, credentials.password),
          passwordKind: 'hmac' as const,
          lastLoginAt: now,
        })),
      )
      .returning({ id: users.id, anonId: users.anonId });
    for (const row of rows) ids.set(row.anonId!, row.id);
  }
  const expiresAt = new Date(now.getTime() + input.sessionTtlHours * 3_600_000);
  const people = issued.map(({ entry, credentials, token }) => ({
    entryId: entry.entryId,
    maskId: entry.maskId,
    studentId: ids.get(credentials.anonId)!,
    credentials,
    token,
  }));
  for (const part of chunks(people)) {
    await tx.insert(sessions).values(
      part.map((person) => ({
        tokenHash: sha256Hex(person.token),
        userId: person.studentId,
        role: 'STUDENT' as const,
        expiresAt,
      })),
    );
  }
  return people;
}

async function existingStudents(tx: Db, entries: AdmissionEntry[]): Promise<Person[]> {
  const wanted = [...new Set(entries.flatMap((entry) => entry.studentId ?? []))];
  if (wanted.length === 0) return [];
  const found = new Set<number>();
  for (const part of chunks(wanted)) {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, part), eq(users.role, 'STUDENT')));
    for (const row of rows) found.add(row.id);
  }
  return entries.flatMap((entry) =>
    entry.studentId !== null && found.has(entry.studentId)
      ? [{ entryId: entry.entryId, maskId: entry.maskId, studentId: entry.studentId }]
      : [],
  );
}
