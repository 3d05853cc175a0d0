// Campus sign-in for teachers: the authorization code flow with PKCE and a nonce (openid-client
// checks the ID token's issuer, audience, nonce and signature), then the teacher account the
// verified address belongs to, and a one-time hand-off code the web app trades for a session.
import { isSsoNextPath } from '@o4f/contract';
import type { SsoErrorCode, TeacherLoginResult } from '@o4f/contract';
import * as oidc from 'openid-client';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { subjectHash } from '../../lib/subject-hash.ts';
import { createSession, revokeOtherSessions } from '../auth/auth.service.ts';
import { hashChosenPassword } from '../auth/passwords.ts';
import { newToken, sha256Hex } from '../auth/tokens.ts';
import { findTeacherById, promoteVerifiedListed } from '../teachers/teachers.repository.ts';
import { isUniqueViolation } from '../users/users.repository.ts';
import { errorKind, ProviderUnavailable } from './sso.client.ts';
import type { OidcClient } from './sso.client.ts';
import * as repo from './sso.repository.ts';

const LOGIN_TTL_MS = 10 * 60_000;
const HANDOFF_TTL_MS = 2 * 60_000;
const SCOPE = 'openid email profile';
const NAME_MAX = 100;

/** A sign-in that ends on the login page, which says why in words. */
export class SsoRefusal extends Error {
  constructor(readonly code: SsoErrorCode) {
    super(`Campus sign-in refused: ${code}`);
    this.name = 'SsoRefusal';
  }
}

export const callbackUrl = (ctx: AppContext) => `${ctx.config.PUBLIC_URL}/apio4f/v1/sso/callback`;

async function providerConfiguration(client: OidcClient): Promise<oidc.Configuration> {
  try {
    return await client.configuration();
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw new SsoRefusal('unavailable');
    throw error;
  }
}

/** The provider's authorization URL for a new sign-in; its state answers once, within 10 minutes. */
export async function startSignIn(
  ctx: AppContext,
  client: OidcClient,
  next: string | undefined,
): Promise<string> {
  const configuration = await providerConfiguration(client);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const now = new Date();
  await repo.deleteExpiredStates(ctx.db, now);
  await repo.insertState(ctx.db, {
    state,
    nonce,
    data: { step: 'login', codeVerifier, next: next && isSsoNextPath(next) ? next : null },
    expiresAt: new Date(now.getTime() + LOGIN_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(ctx),
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return url.href;
}

interface CampusClaims {
  iss: string;
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
}

/**
 * The provider's answer at the callback (`currentUrl` as the browser asked for it): the account
 * signed in, or an SsoRefusal. Returns where the completion page goes and its hand-off code.
 */
export async function finishSignIn(
  ctx: AppContext,
  client: OidcClient,
  currentUrl: URL,
): Promise<{ handoff: string; next: string | null }> {
  const state = currentUrl.searchParams.get('state');
  const taken = state ? await repo.takeState(ctx.db, state, new Date()) : undefined;
  if (!state || taken?.data.step !== 'login') throw new SsoRefusal('state');
  if (currentUrl.searchParams.has('error')) throw new SsoRefusal('denied');
  const configuration = await providerConfiguration(client);
  const claims = await verifiedClaims(ctx, configuration, currentUrl, {
    state,
    nonce: taken.nonce,
    codeVerifier: taken.data.codeVerifier,
  });
  const user = await teacherFor(ctx, client, claims);
  const handoff = newToken();
  await repo.insertState(ctx.db, {
    state: sha256Hex(handoff),
    nonce: 'handoff',
    data: { step: 'handoff', userId: user.id },
    expiresAt: new Date(Date.now() + HANDOFF_TTL_MS),
  });
  return { handoff, next: taken.data.next };
}

async function verifiedClaims(
  ctx: AppContext,
  configuration: oidc.Configuration,
  currentUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<CampusClaims> {
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new SsoRefusal('failed');
    if (idClaims.email !== undefined && idClaims.email_verified !== undefined) return idClaims;
    // Many providers put the address in the user info only (an ID token carries few claims).
    const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    return { ...userInfo, ...idClaims };
  } catch (error) {
    if (error instanceof SsoRefusal) throw error;
    if (error instanceof oidc.AuthorizationResponseError) throw new SsoRefusal('denied');
    ctx.log.warn({ error: errorKind(error) }, 'Campus sign-in: the provider answer was refused');
    throw new SsoRefusal('failed');
  }
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

const claimText = (value: unknown): string =>
  typeof value === 'string' ? value.trim().slice(0, NAME_MAX) : '';

/** First and last name from the claims; a single `name` is split at its last space. */
function namesOf(claims: CampusClaims, email: string): { firstName: string; lastName: string } {
  const firstName = claimText(claims.given_name);
  const lastName = claimText(claims.family_name);
  if (firstName || lastName) return { firstName, lastName };
  const name = claimText(claims.name);
  const space = name.lastIndexOf(' ');
  if (space > 0) return { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
  return { firstName: name || email.slice(0, email.indexOf('@')).slice(0, NAME_MAX), lastName: '' };
}

/** The teacher the campus account is, found, linked by its verified address, or created. */
async function teacherFor(
  ctx: AppContext,
  client: OidcClient,
  claims: CampusClaims,
): Promise<UserRow> {
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!verified || !/^[^@\s]+@[^@\s]+$/.test(email)) throw new SsoRefusal('unverified');
  const { allowedDomains } = client.settings;
  if (allowedDomains.length > 0 && !allowedDomains.includes(domainOf(email))) {
    throw new SsoRefusal('domain');
  }
  const identity = subjectHash(ctx.credentialSecret, 'oidc', claims.iss, claims.sub);
  const known = await repo.findUserByIdentity(ctx.db, identity);
  if (known) {
    if (known.role === 'STUDENT') throw new SsoRefusal('not_teacher');
    return known;
  }
  const user = await linkOrCreate(ctx, email, namesOf(claims, email));
  await repo.linkIdentity(ctx.db, identity, user.id);
  if (await promoteVerifiedListed(ctx.db, user.id, ctx.config.ADMIN_EMAILS)) {
    ctx.events.emit('roleChanged', { userId: user.id });
  }
  return user;
}

async function linkOrCreate(
  ctx: AppContext,
  email: string,
  names: { firstName: string; lastName: string },
): Promise<UserRow> {
  for (let attempt = 0; ; attempt += 1) {
    const existing = await repo.findUserByEmail(ctx.db, email);
    if (existing) {
      if (existing.role === 'STUDENT') throw new SsoRefusal('not_teacher');
      const unusable = await hashChosenPassword(newToken());
      if (await repo.claimUnverifiedAddress(ctx.db, existing.id, unusable, new Date())) {
        await revokeOtherSessions(ctx, existing.id);
        ctx.log.info(
          { userId: existing.id },
          'Campus sign-in verified an account and reset its password',
        );
      }
      ctx.log.info({ userId: existing.id }, 'Campus sign-in linked to an existing teacher');
      return existing;
    }
    try {
      const username = (await repo.usernameTaken(ctx.db, email))
        ? `${email}-${newToken().slice(0, 6)}`
        : email;
      const created = await repo.insertTeacher(ctx.db, {
        username,
        email,
        ...names,
        // Nobody knows it: the account signs in through the campus.
        passwordHash: await hashChosenPassword(newToken()),
        emailVerifiedAt: new Date(),
      });
      ctx.log.info({ userId: created.id }, 'Campus sign-in created a teacher');
      return created;
    } catch (error) {
      // Another sign-in with the same address created it meanwhile: link to that one.
      if (!isUniqueViolation(error) || attempt > 0) throw error;
    }
  }
}

/** The session the completion page asked for with its hand-off code, as the teacher login's. */
export async function exchangeHandoff(
  ctx: AppContext,
  handoff: string,
): Promise<TeacherLoginResult | null> {
  const taken = await repo.takeState(ctx.db, sha256Hex(handoff), new Date());
  if (taken?.data.step !== 'handoff') return null;
  const user = await findTeacherById(ctx.db, taken.data.userId);
  if (!user) return null;
  const token = await createSession(ctx.db, user, ctx.config.SESSION_TTL_HOURS);
  return { token, isAdmin: user.role === 'ADMIN' };
}
