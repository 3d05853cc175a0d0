// Campus sign-in for teachers (OpenID Connect): what the web app and the server say to each other
// under /apio4f/v1/sso. The provider-facing steps are browser redirects and have no body here.
import { z } from 'zod';
import { plainString } from './common.ts';

export const SSO_MESSAGES = {
  config: 'Campus sign-in.',
  handoffInvalid: 'This sign-in has expired or was already used. Please sign in again.',
} as const;

/** GET /v1/sso/config: whether the login page shows the button, and its label if configured. */
export const ssoConfig = z.object({ enabled: z.boolean(), label: z.string().nullable() });
export type SsoConfig = z.infer<typeof ssoConfig>;

/** GET /v1/sso/start: where to go after signing in (a teacher page; anything else is ignored). */
export const ssoStartQuery = z.object({ next: z.string().max(500).optional() });

/** POST /v1/sso/session: the one-time code the callback put in the completion page's fragment. */
export const ssoSessionRequest = z.object({
  handoff: plainString({ error: SSO_MESSAGES.handoffInvalid })
    .trim()
    .min(1, SSO_MESSAGES.handoffInvalid)
    .max(200, SSO_MESSAGES.handoffInvalid),
});
export type SsoSessionRequest = z.infer<typeof ssoSessionRequest>;

/**
 * Why a campus sign-in was refused: the callback sends the browser to /teacher-login?sso=<code>
 * and the page says it in words.
 */
export const SSO_ERROR_CODES = [
  'disabled',
  'unavailable',
  'state',
  'denied',
  'failed',
  'unverified',
  'domain',
  'not_teacher',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];
export const isSsoErrorCode = (value: unknown): value is SsoErrorCode =>
  (SSO_ERROR_CODES as readonly unknown[]).includes(value);

/** The only places a sign-in may return to: the teacher's pages. */
export const isSsoNextPath = (value: string): boolean =>
  /^\/teacher\/[\w\-/.?=&%]*$/.test(value) && !value.includes('//') && !value.includes('..');
