// Sessions: opaque bearer tokens stored as SHA-256 hashes with an expiry, revoked at logout.
import { randomBytes } from 'node:crypto';
import type { Role } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './auth.repository.ts';
import { sessionCache } from './session-cache.ts';
import { newToken, sha256Hex } from './tokens.ts';

export interface AuthUser {
  id: number;
  /** ADMIN is an admin teacher. */
  role: Role;
  isAdmin: boolean;
  isTeacher: boolean;
  sessionId: number;
}

export async function createSession(
  db: Db,
  user: { id: number; role: Role },
  ttlHours: number,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await repo.insertSession(db, {
    tokenHash: sha256Hex(token),
    userId: user.id,
    role: user.role,
    expiresAt: new Date(now.getTime() + ttlHours * 3_600_000),
  });
  await repo.touchLastLogin(db, user.id, now);
  return token;
}

/** The user behind a bearer token, or null when it is unknown, expired or revoked. */
export async function authenticateToken(db: Db, token: string): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  return (await findSession(db, sha256Hex(token), new Date()))?.user ?? null;
}

async function findSession(db: Db, tokenHash: string, now: Date) {
  const row = await repo.findActiveSession(db, tokenHash, now);
  if (!row) return undefined;
  const user: AuthUser = {
    id: row.userId,
    role: row.role,
    isAdmin: row.role === 'ADMIN',
    isTeacher: row.role !== 'STUDENT',
    sessionId: row.sessionId,
  };
  return { user, expiresAt: row.expiresAt };
}

/**
 * authenticateToken for HTTP requests: a session seen in the last few seconds is not read again
 * (session-cache.ts: a revoked session is refused at once all the same).
 */
export async function authenticateRequest(
  ctx: AppContext,
  token: string,
): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  const cache = sessionCache(ctx);
  const tokenHash = sha256Hex(token);
  const now = Date.now();
  const cached = cache?.get(tokenHash, now);
  if (cached) return cached;
  const ticket = cache?.ticket() ?? 0;
  const found = await findSession(ctx.db, tokenHash, new Date(now));
  if (!found) return null;
  cache?.set(tokenHash, found.user, found.expiresAt, now, ticket);
  return found.user;
}

/** What revoking needs: the database, and the events that disconnect the revoked sessions' sockets. */
type RevokeContext = Pick<AppContext, 'db' | 'events'>;

/**
 * Revokes a session (logout). Its sockets, on every namespace and every instance, are then
 * disconnected by the `sessionsRevoked` listener (see realtime/session-rooms.ts).
 */
export async function revokeSession(ctx: RevokeContext, sessionId: number): Promise<void> {
  const revoked = await repo.revokeSession(ctx.db, sessionId, new Date());
  if (revoked.length > 0) ctx.events.emit('sessionsRevoked', { sessionIds: revoked });
}

/** Revokes every session of a user but `keepSessionId` and disconnects their sockets. */
export async function revokeOtherSessions(
  ctx: RevokeContext,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  const revoked = await repo.revokeOtherSessions(ctx.db, userId, keepSessionId, new Date());
  if (revoked.length > 0) ctx.events.emit('sessionsRevoked', { sessionIds: revoked });
}

/** CREDENTIAL_SECRET, or a generated one persisted in the database so restarts and instances agree. */
export async function resolveCredentialSecret(
  db: Db,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  return repo.getOrCreateSetting(db, 'credential_secret', randomBytes(32).toString('base64url'));
}
