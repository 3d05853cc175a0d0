import { AUTH_MESSAGES, STUDENT_MESSAGES } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { accountKey, limitedPasswordCheck, loginLimit } from '../../lib/login-limits.ts';
import { findUserById, setPassword } from '../users/users.repository.ts';
import { revokeOtherSessions } from './auth.service.ts';
import type { AuthUser } from './auth.service.ts';
import { hashChosenPassword, verifyPassword } from './passwords.ts';

/**
 * 400 (not 401: a 401 logs the client out) when the password does not belong to the user. A
 * wrong current password is a failure of the account and the address like a wrong login, and a
 * locked account gets 429 even for the right one (docs/decisions/login-limits-and-admin-emails.md).
 */
export async function assertPassword(
  ctx: AppContext,
  userId: number,
  password: string,
  address: string,
) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound(STUDENT_MESSAGES.notFound);
  const ok = await limitedPasswordCheck(
    ctx.guesses,
    loginLimit(ctx.config),
    { account: accountKey({ id: userId }), address },
    () => verifyPassword(user, password, ctx.credentialSecret),
  );
  if (!ok) throw badRequest(AUTH_MESSAGES.wrongCurrentPassword);
  return user;
}

/** Sets a chosen password (argon2id) and signs out the user's other sessions. */
export async function setChosenPassword(
  ctx: AppContext,
  userId: number,
  newPassword: string,
  keepSessionId?: number,
): Promise<void> {
  await setPassword(ctx.db, userId, await hashChosenPassword(newPassword), 'argon2');
  await revokeOtherSessions(ctx, userId, keepSessionId);
}

export async function changeOwnPassword(
  ctx: AppContext,
  actor: AuthUser,
  currentPassword: string,
  newPassword: string,
  address: string,
): Promise<void> {
  await assertPassword(ctx, actor.id, currentPassword, address);
  await setChosenPassword(ctx, actor.id, newPassword, actor.sessionId);
}
