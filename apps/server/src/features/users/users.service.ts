// Student accounts: chosen or generated credentials, login, password changes.
import { AUTH_MESSAGES, STUDENT_MESSAGES } from '@o4f/contract';
import type { StudentProfile, StudentRegistration } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/http-error.ts';
import { accountKey, limitedPasswordCheck, loginLimit } from '../../lib/login-limits.ts';
import { createSession } from '../auth/auth.service.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { issueStudentCredentials } from '../auth/credentials.service.ts';
import { setChosenPassword } from '../auth/password.service.ts';
import { hashChosenPassword, verifyPassword } from '../auth/passwords.ts';
import * as repo from './users.repository.ts';

const presentStudent = (row: UserRow): StudentProfile => ({
  id: row.id,
  anonId: row.anonId ?? '',
  role: 'STUDENT',
  createdAt: row.createdAt.toISOString(),
});

/** Creates a student account, with chosen credentials or (without them) generated ones, and logs it in. */
export async function registerStudent(ctx: AppContext, input: StudentRegistration | undefined) {
  if (!input) {
    const issued = await issueStudentCredentials(ctx);
    const token = await createSession(
      ctx.db,
      { id: issued.userId, role: 'STUDENT' },
      ctx.config.SESSION_TTL_HOURS,
    );
    return { id: issued.userId, anonId: issued.anonId, password: issued.password, token };
  }
  if (await repo.findStudentByAnonId(ctx.db, input.anonId)) {
    throw conflict(STUDENT_MESSAGES.anonIdTaken);
  }
  let row: UserRow;
  try {
    row = await repo.insertStudent(ctx.db, {
      anonId: input.anonId,
      passwordHash: await hashChosenPassword(input.password),
      passwordKind: 'argon2',
    });
  } catch (error) {
    if (repo.isUniqueViolation(error)) throw conflict(STUDENT_MESSAGES.anonIdTaken);
    throw error;
  }
  const token = await createSession(
    ctx.db,
    { id: row.id, role: 'STUDENT' },
    ctx.config.SESSION_TTL_HOURS,
  );
  return { id: row.id, anonId: row.anonId ?? input.anonId, token };
}

/** Private ID and password, within the login limits (per account and per address; 429 when locked). */
export async function loginStudent(
  ctx: AppContext,
  anonId: string,
  password: string,
  address: string,
  device?: string,
) {
  const row = await repo.findStudentByAnonId(ctx.db, anonId);
  const account = row ? { id: row.id } : { unknownName: anonId, kind: 'student' };
  const ok = await limitedPasswordCheck(
    ctx.guesses,
    loginLimit(ctx.config),
    { account: accountKey(account), address, device },
    () => verifyPassword(row, password, ctx.credentialSecret),
  );
  if (!row || !ok) throw unauthorized(AUTH_MESSAGES.wrongStudentLogin);
  const token = await createSession(ctx.db, row, ctx.config.SESSION_TTL_HOURS);
  return { token, anonId: row.anonId ?? anonId };
}

async function findStudent(ctx: AppContext, id: number): Promise<UserRow> {
  const row = await repo.findUserById(ctx.db, id);
  if (!row || row.role !== 'STUDENT') throw notFound(STUDENT_MESSAGES.notFound);
  return row;
}

export async function getOwnProfile(ctx: AppContext, actor: AuthUser) {
  return presentStudent(await findStudent(ctx, actor.id));
}

/** A student sees their own account; an admin teacher sees it without the private ID. */
export async function getStudent(ctx: AppContext, actor: AuthUser, id: number) {
  if (actor.id !== id && !actor.isAdmin) throw forbidden(STUDENT_MESSAGES.ownAccountOnly);
  const profile = presentStudent(await findStudent(ctx, id));
  if (actor.id === id) return profile;
  return { id: profile.id, role: profile.role, createdAt: profile.createdAt };
}

export async function setStudentPassword(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  password: string,
) {
  if (actor.id !== id && !actor.isAdmin) throw forbidden(STUDENT_MESSAGES.ownAccountOnly);
  await findStudent(ctx, id);
  await setChosenPassword(ctx, id, password, actor.id === id ? actor.sessionId : undefined);
}

export async function summary(ctx: AppContext) {
  return repo.studentSummary(ctx.db, new Date(Date.now() - 30 * 24 * 3_600_000));
}
