import { count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from '../../db/schema/index.ts';

const UNIQUE_VIOLATION = '23505';

/** Postgres unique violation, through either driver (drizzle wraps the driver error as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function insertStudent(
  db: Db,
  values: { anonId: string; passwordHash: string; passwordKind: UserRow['passwordKind'] },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ role: 'STUDENT', ...values })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findStudentByAnonId(db: Db, anonId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.anonId}) = ${anonId.toLowerCase()} and ${users.role} = 'STUDENT'`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function setPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  passwordKind: UserRow['passwordKind'],
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordKind, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Aggregate numbers only: admin teachers never see a student's id or private ID. */
export async function studentSummary(db: Db, since: Date) {
  const [row] = await db
    .select({
      total: count(),
      issuedCredentials:
        sql<number>`count(*) filter (where ${users.passwordKind} = 'hmac')`.mapWith(Number),
      chosenPasswords:
        sql<number>`count(*) filter (where ${users.passwordKind} = 'argon2')`.mapWith(Number),
      createdLast30Days:
        sql<number>`count(*) filter (where ${gte(users.createdAt, since)})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.role, 'STUDENT'));
  return row ?? { total: 0, issuedCredentials: 0, chosenPasswords: 0, createdLast30Days: 0 };
}
