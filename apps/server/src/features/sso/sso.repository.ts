// Campus sign-in's rows: its handshake states (auth_states, purpose 'oidc_login'), the campus
// identities (external_identities, kind 'oidc') and the teacher accounts they open.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authStates, externalIdentities, users } from '../../db/schema/index.ts';
import type { UserRow } from '../../db/schema/index.ts';

const PURPOSE = 'oidc_login';

/**
 * What a row of ours holds: the login step (the PKCE verifier and where to return), or the
 * hand-off step (the account the completion page may open a session for).
 */
export type SsoStateData =
  | { step: 'login'; codeVerifier: string; next: string | null }
  | { step: 'handoff'; userId: number };

export async function insertState(
  db: Db,
  values: { state: string; nonce: string; data: SsoStateData; expiresAt: Date },
): Promise<void> {
  await db.insert(authStates).values({ ...values, purpose: PURPOSE });
}

/** Deletes and returns an unexpired state of ours: a state answers once. */
export async function takeState(
  db: Db,
  state: string,
  now: Date,
): Promise<{ nonce: string; data: SsoStateData } | undefined> {
  const [row] = await db
    .delete(authStates)
    .where(
      and(
        eq(authStates.state, state),
        eq(authStates.purpose, PURPOSE),
        gt(authStates.expiresAt, now),
      ),
    )
    .returning({ nonce: authStates.nonce, data: authStates.data });
  return row && { nonce: row.nonce, data: row.data as SsoStateData };
}

/** Handshakes nobody finished (of every purpose: an expired state answers nothing). */
export async function deleteExpiredStates(db: Db, now: Date): Promise<void> {
  await db.delete(authStates).where(lt(authStates.expiresAt, now));
}

export async function findUserByIdentity(
  db: Db,
  subjectHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(externalIdentities)
    .innerJoin(users, eq(users.id, externalIdentities.userId))
    .where(
      and(eq(externalIdentities.subjectHash, subjectHash), eq(externalIdentities.kind, 'oidc')),
    )
    .limit(1);
  return row?.user;
}

/** Ties a campus identity to an account; an identity already tied stays with its account. */
export async function linkIdentity(db: Db, subjectHash: string, userId: number): Promise<void> {
  await db
    .insert(externalIdentities)
    .values({ subjectHash, kind: 'oidc', userId })
    .onConflictDoNothing();
}

/** Any account with this address (stored in lower case), a student's included. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** True when an account has this login name (any case) or has it as its address. */
export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const value = username.toLowerCase();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${value} or ${users.email} = ${value}`)
    .limit(1);
  return rows.length > 0;
}

export async function insertTeacher(
  db: Db,
  values: {
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    emailVerifiedAt: Date;
  },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: 'TEACHER', passwordKind: 'argon2' })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * The provider has just proved the address is the signer's: an account that had not verified
 * it is marked verified, and its password replaced (whoever registered the address first may
 * not keep a way in).
 */
export async function claimUnverifiedAddress(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: now, passwordHash, passwordKind: 'argon2', updatedAt: now })
    .where(and(eq(users.id, userId), sql`${users.emailVerifiedAt} is null`))
    .returning({ id: users.id });
  return rows.length > 0;
}
