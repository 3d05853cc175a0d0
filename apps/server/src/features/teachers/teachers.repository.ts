import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailVerifications, users } from '../../db/schema/index.ts';
import type { NewUserRow, UserRow } from '../../db/schema/index.ts';

const isTeacher = ne(users.role, 'STUDENT');

export async function insertTeacher(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findTeacherById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isTeacher))
    .limit(1);
  return row;
}

/** By username (any case) first, then by email. */
export async function findTeacherByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(and(isTeacher, or(sql`lower(${users.username}) = ${value}`, eq(users.email, value))))
    .limit(2);
  return rows.find((row) => row.username?.toLowerCase() === value) ?? rows[0];
}

export async function listTeachers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).where(isTeacher).orderBy(asc(users.id));
}

/** True when another account already uses this email (as its email or as its username). */
export async function emailInUse(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptId === undefined ? undefined : ne(users.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** True when another account uses this username, or has it as its email. */
export async function usernameInUse(db: Db, username: string, exceptId?: number): Promise<boolean> {
  const value = username.toLowerCase();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        or(sql`lower(${users.username}) = ${value}`, eq(users.email, value)),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function updateTeacher(
  db: Db,
  id: number,
  values: Partial<
    Pick<NewUserRow, 'firstName' | 'lastName' | 'email' | 'university' | 'emailVerifiedAt' | 'role'>
  >,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, id), isTeacher))
    .returning();
  return row;
}

/** Promotes teachers whose email is listed (ADMIN_EMAILS); returns how many changed. */
export async function promoteByEmails(db: Db, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await db
    .update(users)
    .set({ role: 'ADMIN', updatedAt: new Date() })
    .where(and(eq(users.role, 'TEACHER'), inArray(users.email, emails)))
    .returning({ id: users.id });
  return rows.length;
}

export async function insertEmailVerification(
  db: Db,
  values: { userId: number; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values(values);
}

/** Marks a valid, unused verification as used and the address as verified; false if none matched. */
export async function consumeEmailVerification(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [verification] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, tokenHash),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning();
    if (!verification) return false;
    const updated = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, verification.userId), eq(users.email, verification.email)))
      .returning({ id: users.id });
    return updated.length > 0;
  });
}
