// LTI 1.3 launches: the OIDC third-party login initiation, then the id_token the platform posts,
// verified against its keys and claims, reduced to a one-time hand-off code for the web app.
import { randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { isAllowedPlatformUrl } from '@o4f/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { LtiPlatformRow } from '../../db/schema/index.ts';
import { subjectHash } from '../../lib/subject-hash.ts';
import { sha256Hex } from '../auth/tokens.ts';
import { findCourse } from '../courses/courses.repository.ts';
import {
  CLAIMS,
  DEEP_LINKING_REQUEST,
  isTeacherRole,
  LTI_VERSION,
  RESOURCE_LINK_REQUEST,
} from './lti-claims.ts';
import { LTI_MESSAGES, LtiRefusal } from './lti-refusal.ts';
import * as repo from './lti.repository.ts';

const LOGIN_STATE_TTL_MS = 10 * 60_000;
export const HANDOFF_TTL_MS = 2 * 60_000;

const randomCode = () => randomBytes(32).toString('base64url');

export const launchUrl = (ctx: AppContext) => `${ctx.config.PUBLIC_URL}/apio4f/lti/launch`;

const text = (max: number) => z.string().trim().min(1).max(max);

const loginParams = z.object({
  iss: text(2000),
  login_hint: text(4000),
  target_link_uri: text(4000).optional(),
  lti_message_hint: text(4000).optional(),
  client_id: text(255).optional(),
  lti_deployment_id: text(255).optional(),
});

/** Whom a login initiation (GET query or POST form) is for; the redirect to the platform's auth URL. */
export async function initiateLogin(ctx: AppContext, raw: unknown): Promise<string> {
  const parsed = loginParams.safeParse(raw);
  if (!parsed.success) throw new LtiRefusal(400, LTI_MESSAGES.loginParams, 'login: parameters');
  const params = parsed.data;
  const candidates = (await repo.findPlatformsByIssuer(ctx.db, params.iss)).filter(
    (platform) => params.client_id === undefined || platform.clientId === params.client_id,
  );
  if (candidates.length === 0) {
    throw new LtiRefusal(403, LTI_MESSAGES.loginUnknownPlatform, 'login: unknown platform');
  }
  if (candidates.length > 1) {
    throw new LtiRefusal(400, LTI_MESSAGES.loginAmbiguous, 'login: several clients');
  }
  const platform = candidates[0] as LtiPlatformRow;
  if (
    params.lti_deployment_id !== undefined &&
    !platform.deploymentIds.includes(params.lti_deployment_id)
  ) {
    throw new LtiRefusal(403, LTI_MESSAGES.loginDeployment, 'login: unknown deployment');
  }
  const now = new Date();
  await repo.deleteExpiredAuthStates(ctx.db, now);
  const state = randomCode();
  const nonce = randomCode();
  await repo.insertAuthState(ctx.db, {
    state,
    purpose: 'lti_login',
    nonce,
    data: { platformId: platform.id },
    expiresAt: new Date(now.getTime() + LOGIN_STATE_TTL_MS),
  });
  const target = new URL(platform.authUrl);
  const query: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.clientId,
    redirect_uri: launchUrl(ctx),
    login_hint: params.login_hint,
    state,
    nonce,
  };
  if (params.lti_message_hint !== undefined) query.lti_message_hint = params.lti_message_hint;
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return target.toString();
}

/** One key set per platform JWKS URL, kept between launches (jose refetches on an unknown kid). */
const remoteKeySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function platformKeys(jwksUrl: string) {
  let keys = remoteKeySets.get(jwksUrl);
  if (!keys) {
    if (remoteKeySets.size >= 200) remoteKeySets.clear();
    keys = createRemoteJWKSet(new URL(jwksUrl), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    });
    remoteKeySets.set(jwksUrl, keys);
  }
  return keys;
}

/** A jose failure in words. */
function verificationRefusal(error: unknown): LtiRefusal {
  const code = (error as { code?: unknown }).code;
  const claim = (error as { claim?: unknown }).claim;
  switch (code) {
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return new LtiRefusal(401, LTI_MESSAGES.launchAlgorithm, 'launch: algorithm');
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
      return new LtiRefusal(401, LTI_MESSAGES.launchSignature, 'launch: signature');
    case 'ERR_JWKS_TIMEOUT':
    case 'ERR_JWKS_INVALID':
      return new LtiRefusal(502, LTI_MESSAGES.launchKeys, 'launch: platform keys');
    case 'ERR_JWT_EXPIRED':
      return new LtiRefusal(401, LTI_MESSAGES.launchExpired, 'launch: expired');
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      if (claim === 'iss') return new LtiRefusal(401, LTI_MESSAGES.launchIssuer, 'launch: iss');
      if (claim === 'aud') return new LtiRefusal(401, LTI_MESSAGES.launchAudience, 'launch: aud');
      if (claim === 'iat') return new LtiRefusal(401, LTI_MESSAGES.launchExpired, 'launch: iat');
      if (claim === 'nonce') return new LtiRefusal(401, LTI_MESSAGES.launchNonce, 'launch: nonce');
      if (claim === 'sub') return new LtiRefusal(401, LTI_MESSAGES.launchSubject, 'launch: sub');
      return new LtiRefusal(401, LTI_MESSAGES.launchInvalid, `launch: claim ${String(claim)}`);
    default:
      // A fetch of the platform's keys that failed is no fault of the token.
      if (error instanceof TypeError) {
        return new LtiRefusal(502, LTI_MESSAGES.launchKeys, 'launch: platform keys');
      }
      return new LtiRefusal(400, LTI_MESSAGES.launchInvalid, 'launch: malformed token');
  }
}

async function verifyIdToken(
  platform: LtiPlatformRow,
  idToken: string,
  nonce: string,
): Promise<JWTPayload> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, platformKeys(platform.jwksUrl), {
      algorithms: ['RS256'],
      issuer: platform.issuer,
      audience: platform.clientId,
      requiredClaims: ['exp', 'iat', 'nonce', 'sub'],
      maxTokenAge: LOGIN_STATE_TTL_MS / 1000,
      clockTolerance: 5,
    }));
  } catch (error) {
    throw verificationRefusal(error);
  }
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== platform.clientId) {
    throw new LtiRefusal(401, LTI_MESSAGES.launchAzp, 'launch: azp');
  }
  if (payload.nonce !== nonce) throw new LtiRefusal(401, LTI_MESSAGES.launchNonce, 'launch: nonce');
  if (typeof payload.sub !== 'string' || payload.sub === '') {
    throw new LtiRefusal(401, LTI_MESSAGES.launchSubject, 'launch: sub');
  }
  return payload;
}

const stringClaim = (value: unknown, max = 4000): string | null =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : null;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A whole number from 1 in a custom parameter (LMSs send custom values as strings). */
function positiveInt(value: unknown): number | null {
  const textValue = typeof value === 'number' ? String(value) : value;
  if (typeof textValue !== 'string' || !/^\d{1,9}$/.test(textValue.trim())) return null;
  const parsed = Number(textValue.trim());
  return parsed >= 1 ? parsed : null;
}

/** What the web's hand-off exchanges for a session (kept 2 minutes in auth_states). */
export interface Handoff {
  platformId: number;
  /** The keyed hash of issuer and subject: the only trace of the person. */
  subjectHash: string;
  teacher: boolean;
  /** Teachers only: what their new account is made from. */
  profile: { email: string | null; firstName: string | null; lastName: string | null } | null;
  courseId: number | null;
  lectureNum: number | null;
  /** Teachers only, when the LMS course is not linked yet: to make and link a course. */
  context: { id: string; title: string } | null;
  deepLink: {
    returnUrl: string;
    data: string | null;
    deploymentId: string;
    contextId: string | null;
  } | null;
}

const launchForm = z.object({
  id_token: z.string().min(1).max(100_000),
  state: z.string().min(1).max(200),
});

/**
 * A launch: the state (taken once), the id_token verified, the person reduced to a keyed hash.
 * Returns where the browser goes: the web's hand-off page with a one-time code.
 */
export async function launch(ctx: AppContext, raw: unknown): Promise<string> {
  const form = launchForm.safeParse(raw);
  if (!form.success) throw new LtiRefusal(400, LTI_MESSAGES.launchParams, 'launch: parameters');
  const now = new Date();
  const taken = await repo.takeAuthState(ctx.db, form.data.state, 'lti_login', now);
  if (!taken) throw new LtiRefusal(400, LTI_MESSAGES.launchState, 'launch: unknown state');
  const platformId = record(taken.data).platformId;
  const platform =
    typeof platformId === 'number' ? await repo.findPlatform(ctx.db, platformId) : undefined;
  if (!platform) throw new LtiRefusal(403, LTI_MESSAGES.launchPlatformGone, 'launch: platform');

  const payload = await verifyIdToken(platform, form.data.id_token, taken.nonce);
  const deploymentId = stringClaim(payload[CLAIMS.deploymentId], 255);
  if (!deploymentId || !platform.deploymentIds.includes(deploymentId)) {
    throw new LtiRefusal(403, LTI_MESSAGES.launchDeployment, 'launch: unknown deployment');
  }
  const messageType = payload[CLAIMS.messageType];
  if (messageType !== RESOURCE_LINK_REQUEST && messageType !== DEEP_LINKING_REQUEST) {
    throw new LtiRefusal(400, LTI_MESSAGES.launchMessageType, 'launch: message type');
  }
  if (payload[CLAIMS.version] !== LTI_VERSION) {
    throw new LtiRefusal(400, LTI_MESSAGES.launchVersion, 'launch: version');
  }
  const rolesClaim = payload[CLAIMS.roles];
  const roles = Array.isArray(rolesClaim)
    ? rolesClaim.filter((role): role is string => typeof role === 'string')
    : [];
  const hash = subjectHash(ctx.credentialSecret, 'lti', platform.issuer, payload.sub as string);
  const known = await repo.findIdentityUser(ctx.db, hash);
  const teacher = known ? known.role !== 'STUDENT' : isTeacherRole(roles);
  if (known?.role === 'STUDENT' && isTeacherRole(roles)) {
    throw new LtiRefusal(403, LTI_MESSAGES.launchStudentAccount, 'launch: student as teacher');
  }

  const context = record(payload[CLAIMS.context]);
  const contextId = stringClaim(context.id, 255);
  let deepLink: Handoff['deepLink'] = null;
  if (messageType === DEEP_LINKING_REQUEST) {
    if (!teacher) {
      throw new LtiRefusal(403, LTI_MESSAGES.launchDeepLinkLearner, 'launch: learner deep link');
    }
    const settings = record(payload[CLAIMS.deepLinkingSettings]);
    const returnUrl = stringClaim(settings.deep_link_return_url);
    if (!returnUrl || !isAllowedPlatformUrl(returnUrl)) {
      throw new LtiRefusal(400, LTI_MESSAGES.launchDeepLinkSettings, 'launch: deep link settings');
    }
    deepLink = { returnUrl, data: stringClaim(settings.data, 4000), deploymentId, contextId };
  } else if (!stringClaim(record(payload[CLAIMS.resourceLink]).id, 255)) {
    throw new LtiRefusal(400, LTI_MESSAGES.launchResourceLink, 'launch: resource link');
  }

  // The course: the one the deep link put in the resource link's custom parameters, else the
  // one the LMS course is linked to.
  const custom = record(payload[CLAIMS.custom]);
  const customCourseId = positiveInt(custom.course_id);
  const customCourse = customCourseId ? await findCourse(ctx.db, customCourseId) : undefined;
  let courseId: number | null = null;
  if (customCourse) {
    courseId = customCourse.id;
    if (contextId) {
      await repo.linkContext(ctx.db, { platformId: platform.id, contextId, courseId }, false);
    }
  } else if (contextId) {
    courseId = (await repo.findContextCourse(ctx.db, platform.id, contextId)) ?? null;
  }
  if (!deepLink && courseId === null) {
    if (!teacher) throw new LtiRefusal(403, LTI_MESSAGES.launchNoCourse, 'launch: no course');
    if (!contextId) throw new LtiRefusal(400, LTI_MESSAGES.launchNoContext, 'launch: no context');
  }

  const handoff: Handoff = {
    platformId: platform.id,
    subjectHash: hash,
    teacher,
    // A student's name and e-mail in the launch are never read.
    profile: teacher
      ? {
          email: stringClaim(payload.email, 254),
          firstName: stringClaim(payload.given_name, 100),
          lastName: stringClaim(payload.family_name, 100),
        }
      : null,
    courseId,
    lectureNum: customCourse ? positiveInt(custom.lecture_num) : null,
    context:
      teacher && courseId === null && contextId
        ? { id: contextId, title: stringClaim(context.title, 200) ?? 'Course from the LMS' }
        : null,
    deepLink,
  };
  const code = randomCode();
  // Kept hashed: the code in the web page's address is the only way to the session.
  await repo.insertAuthState(ctx.db, {
    state: sha256Hex(code),
    purpose: 'lti_handoff',
    nonce: randomCode(),
    data: { ...handoff },
    expiresAt: new Date(now.getTime() + HANDOFF_TTL_MS),
  });
  return `${ctx.config.PUBLIC_URL}/lti/launch#handoff=${code}`;
}
