// LTI 1.3 storage: platforms, their course links, outside identities (keyed hashes), the tool's
// keys and the single-use handshake states.
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  authStates,
  externalIdentities,
  ltiContexts,
  ltiPlatforms,
  toolKeys,
  users,
} from '../../db/schema/index.ts';
import type { LtiPlatformRow, UserRow } from '../../db/schema/index.ts';

type AuthStatePurpose = (typeof authStates.$inferInsert)['purpose'];

interface NewPlatform {
  issuer: string;
  clientId: string;
  deploymentIds: string[];
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  name: string;
  registeredVia: LtiPlatformRow['registeredVia'];
}

export async function listPlatforms(db: Db): Promise<LtiPlatformRow[]> {
  return db.select().from(ltiPlatforms).orderBy(asc(ltiPlatforms.id));
}

export async function findPlatform(db: Db, id: number): Promise<LtiPlatformRow | undefined> {
  const [row] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, id)).limit(1);
  return row;
}

export async function findPlatformsByIssuer(db: Db, issuer: string): Promise<LtiPlatformRow[]> {
  return db
    .select()
    .from(ltiPlatforms)
    .where(eq(ltiPlatforms.issuer, issuer))
    .orderBy(asc(ltiPlatforms.id));
}

/**
 * Adds a platform; the same issuer and client id again adds its deployment ids to the known
 * ones and takes the new endpoints and name.
 */
export async function upsertPlatform(db: Db, values: NewPlatform): Promise<LtiPlatformRow> {
  const [row] = await db
    .insert(ltiPlatforms)
    .values(values)
    .onConflictDoUpdate({
      target: [ltiPlatforms.issuer, ltiPlatforms.clientId],
      set: {
        deploymentIds: sql`array(select distinct unnest(${ltiPlatforms.deploymentIds} || excluded.deployment_ids) order by 1)`,
        authUrl: sql`excluded.auth_url`,
        tokenUrl: sql`excluded.token_url`,
        jwksUrl: sql`excluded.jwks_url`,
        name: sql`excluded.name`,
      },
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function deletePlatform(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(ltiPlatforms)
    .where(eq(ltiPlatforms.id, id))
    .returning({ id: ltiPlatforms.id });
  return rows.length > 0;
}

/** The issuer and authorization URL of every platform (their origins may frame the web app). */
export async function platformUrls(db: Db): Promise<{ issuer: string; authUrl: string }[]> {
  return db
    .select({ issuer: ltiPlatforms.issuer, authUrl: ltiPlatforms.authUrl })
    .from(ltiPlatforms);
}

export async function findContextCourse(
  db: Db,
  platformId: number,
  contextId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ courseId: ltiContexts.courseId })
    .from(ltiContexts)
    .where(and(eq(ltiContexts.platformId, platformId), eq(ltiContexts.contextId, contextId)))
    .limit(1);
  return row?.courseId;
}

/** Links an LMS course to one of ours; `replace` moves an existing link (a teacher's choice). */
export async function linkContext(
  db: Db,
  values: { platformId: number; contextId: string; courseId: number },
  replace: boolean,
): Promise<void> {
  const insert = db.insert(ltiContexts).values(values);
  if (replace) {
    await insert.onConflictDoUpdate({
      target: [ltiContexts.platformId, ltiContexts.contextId],
      set: { courseId: values.courseId },
    });
  } else {
    await insert.onConflictDoNothing();
  }
}

/** The account behind an outside identity's keyed hash. */
export async function findIdentityUser(db: Db, subjectHash: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(externalIdentities)
    .innerJoin(users, eq(users.id, externalIdentities.userId))
    .where(eq(externalIdentities.subjectHash, subjectHash))
    .limit(1);
  return row?.user;
}

/** Ties an identity to an account; false when the hash is taken already (a parallel launch). */
export async function insertIdentity(
  db: Db,
  values: { subjectHash: string; kind: 'lti'; userId: number },
): Promise<boolean> {
  const rows = await db
    .insert(externalIdentities)
    .values(values)
    .onConflictDoNothing()
    .returning({ subjectHash: externalIdentities.subjectHash });
  return rows.length > 0;
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

interface ToolKeyRow {
  kid: string;
  publicJwk: unknown;
  privateJwk: unknown;
}

export async function newestToolKey(db: Db): Promise<ToolKeyRow | undefined> {
  const [row] = await db
    .select({ kid: toolKeys.kid, publicJwk: toolKeys.publicJwk, privateJwk: toolKeys.privateJwk })
    .from(toolKeys)
    .orderBy(desc(toolKeys.createdAt), desc(toolKeys.kid))
    .limit(1);
  return row;
}

export async function insertToolKey(db: Db, values: ToolKeyRow): Promise<void> {
  await db.insert(toolKeys).values(values).onConflictDoNothing();
}

export async function publicToolKeys(db: Db): Promise<unknown[]> {
  const rows = await db
    .select({ publicJwk: toolKeys.publicJwk })
    .from(toolKeys)
    .orderBy(desc(toolKeys.createdAt));
  return rows.map((row) => row.publicJwk);
}

export async function insertAuthState(
  db: Db,
  values: {
    state: string;
    purpose: AuthStatePurpose;
    nonce: string;
    data: Record<string, unknown>;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(authStates).values(values);
}

/** Takes (deletes and returns) a live state of this purpose; undefined when unknown or expired. */
export async function takeAuthState(
  db: Db,
  state: string,
  purpose: AuthStatePurpose,
  now: Date,
): Promise<{ nonce: string; data: unknown } | undefined> {
  const [row] = await db
    .delete(authStates)
    .where(
      and(
        eq(authStates.state, state),
        eq(authStates.purpose, purpose),
        gt(authStates.expiresAt, now),
      ),
    )
    .returning({ nonce: authStates.nonce, data: authStates.data });
  return row;
}

/** Reads a live state without taking it. */
export async function peekAuthState(
  db: Db,
  state: string,
  purpose: AuthStatePurpose,
  now: Date,
): Promise<{ nonce: string; data: unknown } | undefined> {
  const [row] = await db
    .select({ nonce: authStates.nonce, data: authStates.data })
    .from(authStates)
    .where(
      and(
        eq(authStates.state, state),
        eq(authStates.purpose, purpose),
        gt(authStates.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function deleteExpiredAuthStates(db: Db, now: Date): Promise<void> {
  await db.delete(authStates).where(lte(authStates.expiresAt, now));
}
