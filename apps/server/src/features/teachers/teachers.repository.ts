import { and, asc, eq, gt, inArray, isNotNull, isNull, ne, not, or, sql } from 'drizzle-orm';
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
    Pick<
      NewUserRow,
      'firstName' | 'lastName' | 'email' | 'university' | 'emailVerifiedAt' | 'role' | 'adminGrant'
    >
  >,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, id), isTeacher))
    .returning();
  return row;
}

/**
 * ADMIN_EMAILS at start (docs/decisions/login-limits-and-admin-emails.md): admins from before
 * `admin_grant` existed are classified (listed address: ADMIN_EMAILS, otherwise the CLI), listed
 * verified teachers are promoted, and ADMIN_EMAILS admins whose address is no longer listed or not
 * verified are demoted. Admins made with the CLI are left alone.
 */
export async function reevaluateAdminEmails(
  db: Db,
  emails: string[],
): Promise<{ promoted: number; demoted: number }> {
  const listed = emails.length > 0 ? inArray(users.email, emails) : sql`false`;
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ adminGrant: sql`case when ${listed} then 'admin_emails' else 'cli' end` })
      .where(and(eq(users.role, 'ADMIN'), isNull(users.adminGrant)));
    const now = new Date();
    const promoted = await tx
      .update(users)
      .set({ role: 'ADMIN', adminGrant: 'admin_emails', updatedAt: now })
      .where(and(eq(users.role, 'TEACHER'), listed, isNotNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    const demoted = await tx
      .update(users)
      .set({ role: 'TEACHER', adminGrant: null, updatedAt: now })
      .where(
        and(
          eq(users.role, 'ADMIN'),
          eq(users.adminGrant, 'admin_emails'),
          or(not(listed), isNull(users.emailVerifiedAt)),
        ),
      )
      .returning({ id: users.id });
    return { promoted: promoted.length, demoted: demoted.length };
  });
}

/** Makes a teacher an admin teacher with a verified listed address (ADMIN_EMAILS); true if promoted. */
export async function promoteVerifiedListed(
  db: Db,
  id: number,
  emails: string[],
): Promise<boolean> {
  if (emails.length === 0) return false;
  const rows = await db
    .update(users)
    .set({ role: 'ADMIN', adminGrant: 'admin_emails', updatedAt: new Date() })
    .where(
      and(
        eq(users.id, id),
        eq(users.role, 'TEACHER'),
        inArray(users.email, emails),
        isNotNull(users.emailVerifiedAt),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Makes a teacher an admin teacher by hand (npm run admin): never demoted by ADMIN_EMAILS. */
export async function grantAdminByHand(db: Db, id: number): Promise<void> {
  await db
    .update(users)
    .set({ role: 'ADMIN', adminGrant: 'cli', updatedAt: new Date() })
    .where(and(eq(users.id, id), isTeacher));
}

export async function insertEmailVerification(
  db: Db,
  values: { userId: number; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values(values);
}

/** Marks a valid, unused verification as used and the address as verified: the user's id, or null. */
export async function consumeEmailVerification(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
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
    if (!verification) return null;
    const updated = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, verification.userId), eq(users.email, verification.email)))
      .returning({ id: users.id });
    return updated[0]?.id ?? null;
  });
}
