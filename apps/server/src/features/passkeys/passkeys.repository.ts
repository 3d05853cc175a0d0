import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authStates, passkeys, users } from '../../db/schema/index.ts';
import type { PasskeyRow } from '../../db/schema/index.ts';

type PasskeyPurpose = 'passkey_register' | 'passkey_login';

/** Stores a challenge; expired ones of any passkey ceremony go at the same time. */
export async function insertChallenge(
  db: Db,
  values: {
    state: string;
    purpose: PasskeyPurpose;
    challenge: string;
    userId?: number;
    expiresAt: Date;
  },
  now: Date,
): Promise<void> {
  await db
    .delete(authStates)
    .where(and(eq(authStates.purpose, values.purpose), lt(authStates.expiresAt, now)));
  await db.insert(authStates).values({
    state: values.state,
    purpose: values.purpose,
    nonce: values.challenge,
    data: values.userId === undefined ? {} : { userId: values.userId },
    expiresAt: values.expiresAt,
  });
}

/**
 * Takes (deletes and returns) a challenge of the purpose, expired or not: whoever answers first
 * uses it up, so a second answer with the same id finds nothing.
 */
export async function takeChallenge(db: Db, state: string, purpose: PasskeyPurpose) {
  const [row] = await db
    .delete(authStates)
    .where(and(eq(authStates.state, state), eq(authStates.purpose, purpose)))
    .returning({
      challenge: authStates.nonce,
      data: authStates.data,
      expiresAt: authStates.expiresAt,
    });
  if (!row) return undefined;
  const data = row.data as { userId?: unknown };
  return {
    challenge: row.challenge,
    expiresAt: row.expiresAt,
    userId: typeof data.userId === 'number' ? data.userId : undefined,
  };
}

export async function findUser(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, username: users.username, anonId: users.anonId })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function listPasskeys(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function findPasskey(db: Db, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id));
  return row;
}

/** Stores a new credential; false when its id is already stored (for any account). */
export async function insertPasskey(
  db: Db,
  values: { id: string; userId: number; publicKey: string; counter: number; transports: string[] },
): Promise<boolean> {
  const rows = await db
    .insert(passkeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function recordUse(db: Db, id: string, counter: number, now: Date): Promise<void> {
  await db.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, id));
}

/** Removes one of the user's passkeys; false when the user has no passkey with that id. */
export async function deletePasskey(db: Db, userId: number, id: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}
