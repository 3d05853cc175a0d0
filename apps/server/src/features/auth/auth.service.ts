// Sessions: opaque bearer tokens stored as SHA-256 hashes with an expiry, revoked at logout.
import { randomBytes } from 'node:crypto';
import type { Role } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { GroupedReads, perContext } from '../../lib/grouped-reads.ts';
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

/**
 * The user behind a bearer token, or null when it is unknown, expired or revoked: a socket's
 * handshake. Read together with the sessions asked for meanwhile, so that a hall reconnecting at
 * once after a restart makes a few statements rather than one per socket.
 */
export async function authenticateToken(
  ctx: SessionContext,
  token: string,
): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  return (await readSession(ctx, sha256Hex(token)))?.user ?? null;
}

interface FoundSession {
  user: AuthUser;
  expiresAt: Date;
}

type SessionRow = Awaited<ReturnType<typeof repo.findActiveSessions>>[number];

const sessionOf = (row: SessionRow): FoundSession => ({
  user: {
    id: row.userId,
    role: row.role,
    isAdmin: row.role === 'ADMIN',
    isTeacher: row.role !== 'STUDENT',
    sessionId: row.sessionId,
  },
  expiresAt: row.expiresAt,
});

/** What reading sessions needs: the database (the context also keys its grouped reader). */
type SessionContext = Pick<AppContext, 'db'>;

/**
 * The session of a token hash, read together with the others asked for meanwhile (a hall's
 * requests at once make a few statements, not one each). A read waiting here never joins a
 * statement that began before it, so a session revoked before the request sees it revoked.
 */
const sessionReader = perContext(
  (ctx: SessionContext) =>
    new GroupedReads<null, string, FoundSession | null>(
      async (_all, tokenHashes) => {
        const rows = await repo.findActiveSessions(ctx.db, tokenHashes, new Date());
        return new Map(rows.map((row) => [row.tokenHash, sessionOf(row)]));
      },
      () => null,
    ),
);

const readSession = (ctx: SessionContext, tokenHash: string) =>
  sessionReader(ctx).read(0, null, tokenHash);

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
  const found = await readSession(ctx, tokenHash);
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
