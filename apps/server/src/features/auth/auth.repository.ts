import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings, sessions, users } from '../../db/schema/index.ts';
import type { UserRow } from '../../db/schema/index.ts';

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: number; role: UserRow['role']; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The live sessions of these token hashes with their users' current roles, by token hash. */
export async function findActiveSessions(db: Db, tokenHashes: readonly string[], now: Date) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.param([...tokenHashes])}::text[])`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
}

/** Revokes one session; returns its id when it was still active. */
export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Revokes every session of a user except one (after a password change); returns their ids. */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepSessionId: number | undefined,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

export async function touchLastLogin(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

/** Inserts the setting unless present, then returns the stored value (safe with several instances). */
export async function getOrCreateSetting(db: Db, key: string, value: string): Promise<string> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`Setting ${key} could not be stored`);
  return row.value;
}
