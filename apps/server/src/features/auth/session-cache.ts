// The sessions of recent HTTP requests, so that a student's every refetch of the question list
// (300 students on each `qa_update`) does not look its bearer token up in the database again.
//
// Revocation ends a session at once: logout and password changes revoke through auth.service.ts,
// which emits `sessionsRevoked` after the database is updated and before it answers; the entries
// of those sessions are dropped then, so the next request reads the database and is refused. A
// deleted account (`account` event, a teacher's reset) drops its user's entries too. An entry is
// never used past its session's expiry. A change of role in this process (ADMIN_EMAILS at
// verification, a demotion by a changed address) emits `roleChanged` and drops the user's entries;
// one made from the command line (another process) is seen after at most SESSION_CACHE_TTL_MS. Only one process sees its own events: with REDIS_URL (several
// instances, one of which may revoke) there is no cache and every request reads the database.
import type { AppContext } from '../../context.ts';
import type { AuthUser } from './auth.service.ts';

const SESSION_CACHE_TTL_MS = 5_000;
const MAX_SESSIONS = 50_000;

interface Entry {
  user: AuthUser;
  /** Until when this entry may be used: the earlier of the TTL and the session's expiry. */
  until: number;
}

export class SessionCache {
  private readonly byHash = new Map<string, Entry>();
  /**
   * Moves on at every revocation: a look-up that began before one may have read a session that
   * is now revoked, so what it read is not kept (see `set`).
   */
  private generation = 0;

  constructor(ctx: AppContext) {
    ctx.events.on('sessionsRevoked', ({ sessionIds }) => {
      this.generation += 1;
      const revoked = new Set(sessionIds);
      this.dropWhere((user) => revoked.has(user.sessionId));
    });
    ctx.events.on('roleChanged', ({ userId }) => {
      this.generation += 1;
      this.dropWhere((user) => user.id === userId);
    });
    ctx.events.on('account', ({ type, studentIds }) => {
      if (type !== 'deleted') return;
      this.generation += 1;
      const deleted = new Set(studentIds);
      this.dropWhere((user) => deleted.has(user.id));
    });
  }

  /** Taken before a database look-up and handed to `set` with its result. */
  ticket(): number {
    return this.generation;
  }

  get(tokenHash: string, now: number): AuthUser | undefined {
    const entry = this.byHash.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now) return entry.user;
    this.byHash.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, user: AuthUser, expiresAt: Date, now: number, ticket: number): void {
    if (ticket !== this.generation) return;
    if (this.byHash.size >= MAX_SESSIONS) this.byHash.clear();
    this.byHash.set(tokenHash, {
      user,
      until: Math.min(now + SESSION_CACHE_TTL_MS, expiresAt.getTime()),
    });
  }

  /** Forgets a session whose row was changed outside revocation (tests that expire a session). */
  forget(tokenHash: string): void {
    this.generation += 1;
    this.byHash.delete(tokenHash);
  }

  private dropWhere(test: (user: AuthUser) => boolean): void {
    for (const [hash, entry] of this.byHash) if (test(entry.user)) this.byHash.delete(hash);
  }
}

const caches = new WeakMap<AppContext, SessionCache | null>();

/** The context's session cache, or null when several instances share the sessions (REDIS_URL). */
export function sessionCache(ctx: AppContext): SessionCache | null {
  let cache = caches.get(ctx);
  if (cache === undefined) {
    cache = ctx.config.REDIS_URL ? null : new SessionCache(ctx);
    caches.set(ctx, cache);
  }
  return cache;
}
