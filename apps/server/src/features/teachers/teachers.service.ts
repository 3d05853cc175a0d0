// Teacher accounts: registration with email verification, login, profile and password.
import { AUTH_MESSAGES, TEACHER_MESSAGES } from '@o4f/contract';
import type { TeacherProfile, TeacherRegistration } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { mailTextFor } from '../../i18n/translate.ts';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/http-error.ts';
import { accountKey, limitedPasswordCheck, loginLimit } from '../../lib/login-limits.ts';
import { createSession } from '../auth/auth.service.ts';
import { assertPassword, changeOwnPassword } from '../auth/password.service.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { hashChosenPassword, verifyPassword } from '../auth/passwords.ts';
import { newToken, sha256Hex } from '../auth/tokens.ts';
import { isUniqueViolation } from '../users/users.repository.ts';
import * as repo from './teachers.repository.ts';

const VERIFICATION_TTL_MS = 48 * 3_600_000;

function presentTeacher(row: UserRow): TeacherProfile {
  return {
    id: row.id,
    username: row.username ?? '',
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    email: row.email ?? '',
    university: row.university ?? '',
    isAdmin: row.role === 'ADMIN',
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const verificationLink = (ctx: AppContext, token: string) =>
  `${ctx.config.PUBLIC_URL}/apio4f/teacher/verify/${token}`;

/**
 * Sends (or logs) a verification link, in the language the request asked for; a mail failure is
 * logged and does not fail the request.
 */
async function sendVerification(ctx: AppContext, user: UserRow, language: string): Promise<void> {
  if (!user.email) return;
  const token = newToken();
  await repo.insertEmailVerification(ctx.db, {
    userId: user.id,
    email: user.email,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
  try {
    const mail = mailTextFor(language);
    await ctx.mailer.send({
      to: user.email,
      subject: mail.verifySubject,
      text: mail.verifyBody(user.firstName ?? '', verificationLink(ctx, token)),
    });
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id }, 'Verification mail could not be sent');
  }
}

async function assertFree(ctx: AppContext, email: string, username: string, exceptId?: number) {
  if (await repo.emailInUse(ctx.db, email, exceptId)) throw conflict(TEACHER_MESSAGES.emailTaken);
  if (await repo.usernameInUse(ctx.db, username, exceptId)) {
    throw conflict(TEACHER_MESSAGES.usernameTaken);
  }
}

export async function registerTeacher(
  ctx: AppContext,
  input: TeacherRegistration,
  language = 'en',
) {
  const email = input.email.toLowerCase();
  const username = input.username || email;
  await assertFree(ctx, email, username);
  let row: UserRow;
  try {
    row = await repo.insertTeacher(ctx.db, {
      // A listed address becomes an admin teacher only once verified (verifyEmail).
      role: 'TEACHER',
      username,
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      university: input.university,
      passwordHash: await hashChosenPassword(input.password),
      passwordKind: 'argon2',
    });
  } catch (error) {
    // Two registrations raced past assertFree.
    if (isUniqueViolation(error)) throw conflict(TEACHER_MESSAGES.emailTaken);
    throw error;
  }
  await sendVerification(ctx, row, language);
  return presentTeacher(row);
}

export async function resendVerification(
  ctx: AppContext,
  userId: number,
  language = 'en',
): Promise<void> {
  const row = await repo.findTeacherById(ctx.db, userId);
  if (!row) throw notFound(TEACHER_MESSAGES.notFound);
  if (!row.emailVerifiedAt) await sendVerification(ctx, row, language);
}

/** Verifies the address; a verified address listed in ADMIN_EMAILS makes an admin teacher. */
export async function verifyEmail(ctx: AppContext, token: string): Promise<boolean> {
  if (token.length > 200) return false;
  const userId = await repo.consumeEmailVerification(ctx.db, sha256Hex(token), new Date());
  if (userId === null) return false;
  if (await repo.promoteVerifiedListed(ctx.db, userId, ctx.config.ADMIN_EMAILS)) {
    ctx.log.info({ userId }, 'Verified address listed in ADMIN_EMAILS: admin teacher');
    ctx.events.emit('roleChanged', { userId });
  }
  return true;
}

/**
 * ADMIN_EMAILS at start: promotes verified listed teachers, demotes ADMIN_EMAILS admins whose
 * address is no longer listed or verified; admins made with `npm run admin` stay.
 */
export async function reevaluateAdminEmails(ctx: Pick<AppContext, 'db' | 'config' | 'log'>) {
  const changed = await repo.reevaluateAdminEmails(ctx.db, ctx.config.ADMIN_EMAILS);
  if (changed.promoted > 0 || changed.demoted > 0) {
    ctx.log.info(changed, 'ADMIN_EMAILS re-evaluated: admin teachers promoted and demoted');
  }
  return changed;
}

/**
 * Username or email and password, within the login limits: failures count per account (a
 * teacher's username and email are one) and per address; a locked account or address gets 429.
 */
export async function loginTeacher(
  ctx: AppContext,
  username: string,
  password: string,
  address: string,
  device?: string,
) {
  const row = await repo.findTeacherByLogin(ctx.db, username);
  const account = row ? { id: row.id } : { unknownName: username, kind: 'teacher' };
  const ok = await limitedPasswordCheck(
    ctx.guesses,
    loginLimit(ctx.config),
    { account: accountKey(account), address, device },
    () => verifyPassword(row, password, ctx.credentialSecret),
  );
  if (!row || !ok) throw unauthorized(AUTH_MESSAGES.wrongTeacherLogin);
  const token = await createSession(ctx.db, row, ctx.config.SESSION_TTL_HOURS);
  return { token, isAdmin: row.role === 'ADMIN' };
}

export async function getTeacher(ctx: AppContext, id: number) {
  const row = await repo.findTeacherById(ctx.db, id);
  if (!row) throw notFound(TEACHER_MESSAGES.notFound);
  return presentTeacher(row);
}

export async function listTeachers(ctx: AppContext) {
  return (await repo.listTeachers(ctx.db)).map(presentTeacher);
}

export async function updateTeacher(
  ctx: AppContext,
  actor: AuthUser,
  targetId: number,
  input: {
    firstName: string;
    lastName: string;
    email: string;
    university?: string | undefined;
    password: string;
  },
  address: string,
  language = 'en',
) {
  if (targetId !== actor.id && !actor.isAdmin) throw forbidden(TEACHER_MESSAGES.ownProfileOnly);
  await assertPassword(ctx, actor.id, input.password, address);
  const target = await repo.findTeacherById(ctx.db, targetId);
  if (!target) throw notFound(TEACHER_MESSAGES.notFound);
  const email = input.email.toLowerCase();
  const emailChanged = email !== target.email;
  if (emailChanged && (await repo.emailInUse(ctx.db, email, targetId))) {
    throw conflict(TEACHER_MESSAGES.emailTaken);
  }
  let row: UserRow | undefined;
  try {
    row = await repo.updateTeacher(ctx.db, targetId, {
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      ...(input.university === undefined ? {} : { university: input.university }),
      // A new address is unverified: admin from ADMIN_EMAILS waits for its verification.
      ...(emailChanged ? { emailVerifiedAt: null } : {}),
      ...(emailChanged && target.role === 'ADMIN' && target.adminGrant === 'admin_emails'
        ? { role: 'TEACHER' as const, adminGrant: null }
        : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TEACHER_MESSAGES.emailTaken);
    throw error;
  }
  if (!row) throw notFound(TEACHER_MESSAGES.notFound);
  if (row.role !== target.role) ctx.events.emit('roleChanged', { userId: row.id });
  if (emailChanged) await sendVerification(ctx, row, language);
  return { profile: presentTeacher(row), emailChanged };
}

export async function changeTeacherPassword(
  ctx: AppContext,
  actor: AuthUser,
  input: { currentPassword: string; newPassword: string },
  address: string,
) {
  await changeOwnPassword(ctx, actor, input.currentPassword, input.newPassword, address);
}
