// Passkeys: registering a WebAuthn credential for the signed-in account and signing in with it
// (a discoverable credential, so no name is asked or shown), through @simplewebauthn/server.
// Each ceremony's challenge is kept as a single-use auth state for five minutes. The library loads
// on the first ceremony: it is the heaviest of the server's imports (docs/decisions/server-bundle.md).
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { PASSKEY_MESSAGES } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { createSession } from '../auth/auth.service.ts';
import { hmacSha256Hex, newToken } from '../auth/tokens.ts';
import * as repo from './passkeys.repository.ts';
import { relyingParty } from './relying-party.ts';

const webauthn = () => import('@simplewebauthn/server');

const CHALLENGE_TTL_MS = 5 * 60_000;
/** What the authenticator shows a student's passkey as: nothing that tells who they are. */
export const STUDENT_PASSKEY_NAME = 'Open4Feedback student';
/** EdDSA, ES256, RS256. */
const ALGORITHMS = [-8, -7, -257];

/**
 * The WebAuthn user handle of an account: 32 bytes that look random and stay the same for the
 * account (so an authenticator keeps one passkey per account), derived with the server's secret
 * from the account id, which it does not reveal.
 */
export const userHandle = (secret: string, userId: number) =>
  Uint8Array.from(Buffer.from(hmacSha256Hex(secret, `passkey-user-handle:${userId}`), 'hex'));

const challengeExpired = () => badRequest(PASSKEY_MESSAGES.challengeExpired);

async function storeChallenge(
  ctx: AppContext,
  purpose: 'passkey_register' | 'passkey_login',
  challenge: string,
  userId?: number,
): Promise<string> {
  const challengeId = newToken();
  const now = new Date();
  await repo.insertChallenge(
    ctx.db,
    {
      state: challengeId,
      purpose,
      challenge,
      ...(userId === undefined ? {} : { userId }),
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    },
    now,
  );
  return challengeId;
}

/** The challenge of `challengeId`, used up now; refused when unknown, used or expired. */
async function takeChallenge(
  ctx: AppContext,
  challengeId: string,
  purpose: 'passkey_register' | 'passkey_login',
) {
  const taken = await repo.takeChallenge(ctx.db, challengeId, purpose);
  if (!taken || taken.expiresAt.getTime() <= Date.now()) throw challengeExpired();
  return taken;
}

export async function registrationOptions(ctx: AppContext, actor: AuthUser) {
  const user = await repo.findUser(ctx.db, actor.id);
  if (!user) throw notFound(PASSKEY_MESSAGES.notFound);
  const rp = relyingParty(ctx.config.PUBLIC_URL);
  const name = user.role === 'STUDENT' ? STUDENT_PASSKEY_NAME : (user.username ?? 'Open4Feedback');
  const existing = await repo.listPasskeys(ctx.db, actor.id);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandle(ctx.credentialSecret, actor.id),
    userName: name,
    userDisplayName: name,
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'preferred',
    },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  const challengeId = await storeChallenge(ctx, 'passkey_register', options.challenge, actor.id);
  return { challengeId, options: { ...options } };
}

export async function registerPasskey(
  ctx: AppContext,
  actor: AuthUser,
  challengeId: string,
  response: RegistrationResponseJSON,
): Promise<void> {
  const taken = await takeChallenge(ctx, challengeId, 'passkey_register');
  // Another account's challenge is not this one's: the same answer as an unknown one.
  if (taken.userId !== actor.id) throw challengeExpired();
  const rp = relyingParty(ctx.config.PUBLIC_URL);
  const { verifyRegistrationResponse } = await webauthn();
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
  } catch (error) {
    ctx.log.info({ reason: (error as Error).message }, 'passkey registration refused');
    throw badRequest(PASSKEY_MESSAGES.notVerified);
  }
  if (!verification.verified) throw badRequest(PASSKEY_MESSAGES.notVerified);
  const { credential } = verification.registrationInfo;
  const stored = await repo.insertPasskey(ctx.db, {
    id: credential.id,
    userId: actor.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
  });
  if (!stored) throw conflict(PASSKEY_MESSAGES.alreadyAdded);
}

export async function loginOptions(ctx: AppContext) {
  const rp = relyingParty(ctx.config.PUBLIC_URL);
  // No allowCredentials: the authenticator offers its discoverable credentials for this site.
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'preferred',
  });
  const challengeId = await storeChallenge(ctx, 'passkey_login', options.challenge);
  return { challengeId, options: { ...options } };
}

/**
 * Signs in with a passkey: a session exactly as the password logins make it. Nothing here is
 * counted against an account: an answer is a signature over a fresh single-use challenge, which
 * cannot be guessed, so failures lock nobody out (docs/decisions/passkeys.md).
 */
export async function loginWithPasskey(
  ctx: AppContext,
  challengeId: string,
  response: AuthenticationResponseJSON,
) {
  const taken = await takeChallenge(ctx, challengeId, 'passkey_login');
  const passkey = await repo.findPasskey(ctx.db, response.id);
  if (!passkey) throw unauthorized(PASSKEY_MESSAGES.unknownPasskey);
  const handle = Buffer.from(userHandle(ctx.credentialSecret, passkey.userId)).toString(
    'base64url',
  );
  if (response.response.userHandle !== undefined && response.response.userHandle !== handle) {
    throw unauthorized(PASSKEY_MESSAGES.unknownPasskey);
  }
  const rp = relyingParty(ctx.config.PUBLIC_URL);
  const { verifyAuthenticationResponse } = await webauthn();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: Uint8Array.from(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
  } catch (error) {
    ctx.log.info({ reason: (error as Error).message }, 'passkey login refused');
    throw unauthorized(PASSKEY_MESSAGES.notVerified);
  }
  if (!verification.verified) throw unauthorized(PASSKEY_MESSAGES.notVerified);
  const user = await repo.findUser(ctx.db, passkey.userId);
  if (!user) throw unauthorized(PASSKEY_MESSAGES.unknownPasskey);
  const now = new Date();
  await repo.recordUse(ctx.db, passkey.id, verification.authenticationInfo.newCounter, now);
  const token = await createSession(ctx.db, user, ctx.config.SESSION_TTL_HOURS, now);
  if (user.role === 'STUDENT') {
    return { token, role: 'STUDENT' as const, isAdmin: false, anonId: user.anonId ?? '' };
  }
  return { token, role: 'TEACHER' as const, isAdmin: user.role === 'ADMIN' };
}

export async function listOwnPasskeys(ctx: AppContext, actor: AuthUser) {
  return (await repo.listPasskeys(ctx.db, actor.id)).map((passkey) => ({
    id: passkey.id,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  }));
}

/** Someone else's passkey answers as one that does not exist. */
export async function removeOwnPasskey(ctx: AppContext, actor: AuthUser, id: string) {
  if (!(await repo.deletePasskey(ctx.db, actor.id, id))) throw notFound(PASSKEY_MESSAGES.notFound);
}
