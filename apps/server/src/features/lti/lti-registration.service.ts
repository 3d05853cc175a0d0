// Platforms: registered by LTI Dynamic Registration 1.0 (the URL an LMS administrator pastes),
// added or removed by an admin teacher, and the static configuration Canvas reads.
import { timingSafeEqual } from 'node:crypto';
import { isAllowedPlatformUrl } from '@o4f/contract';
import type { LtiPlatform, LtiPlatformInput, LtiPlatformList } from '@o4f/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { LtiPlatformRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { sha256Hex } from '../auth/tokens.ts';
import {
  DEEP_LINKING_REQUEST,
  PLATFORM_CONFIGURATION_CLAIM,
  RESOURCE_LINK_REQUEST,
  TOOL_CONFIGURATION_CLAIM,
} from './lti-claims.ts';
import { forgetPlatformOrigins } from './lti-framing.ts';
import { launchUrl } from './lti-launch.service.ts';
import { LTI_MESSAGES, LtiRefusal } from './lti-refusal.ts';
import * as repo from './lti.repository.ts';

const TOOL_NAME = 'Open4Feedback';
const TOOL_DESCRIPTION =
  'Live, anonymous feedback in lectures: reactions on the slides, questions and discussions.';
const FETCH_TIMEOUT_MS = 10_000;

const toolUrls = (ctx: AppContext) => ({
  login: `${ctx.config.PUBLIC_URL}/apio4f/lti/login`,
  launch: launchUrl(ctx),
  jwks: `${ctx.config.PUBLIC_URL}/apio4f/lti/jwks`,
  domain: new URL(ctx.config.PUBLIC_URL).host,
});

const presentPlatform = (row: LtiPlatformRow): LtiPlatform => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  clientId: row.clientId,
  deploymentIds: row.deploymentIds,
  authUrl: row.authUrl,
  tokenUrl: row.tokenUrl,
  jwksUrl: row.jwksUrl,
  registeredVia: row.registeredVia,
  createdAt: row.createdAt.toISOString(),
});

const sameSecret = (given: string, expected: string): boolean =>
  timingSafeEqual(Buffer.from(sha256Hex(given), 'hex'), Buffer.from(sha256Hex(expected), 'hex'));

const platformUrl = z.string().max(2000).refine(isAllowedPlatformUrl);

const openIdConfiguration = z.object({
  issuer: platformUrl,
  authorization_endpoint: platformUrl,
  token_endpoint: platformUrl,
  jwks_uri: platformUrl,
  registration_endpoint: platformUrl,
  [PLATFORM_CONFIGURATION_CLAIM]: z
    .object({ product_family_code: z.string().max(100).optional() })
    .optional(),
});

const registrationAnswer = z.object({
  client_id: z.string().min(1).max(255),
  [TOOL_CONFIGURATION_CLAIM]: z
    .object({ deployment_id: z.string().min(1).max(255).optional() })
    .optional(),
});

const registrationParams = z.object({
  key: z.string().max(200).optional(),
  openid_configuration: z.string().max(2000).optional(),
  registration_token: z.string().max(8000).optional(),
});

async function fetchJson(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    ...init,
    redirect: 'error',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

/** What the tool asks the platform to register (Dynamic Registration 1.0, §3.3). */
function clientRegistration(ctx: AppContext) {
  const urls = toolUrls(ctx);
  return {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: urls.login,
    redirect_uris: [urls.launch],
    client_name: TOOL_NAME,
    jwks_uri: urls.jwks,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: '',
    [TOOL_CONFIGURATION_CLAIM]: {
      domain: urls.domain,
      target_link_uri: urls.launch,
      description: TOOL_DESCRIPTION,
      claims: ['iss', 'sub'],
      messages: [
        { type: RESOURCE_LINK_REQUEST, target_link_uri: urls.launch },
        {
          type: DEEP_LINKING_REQUEST,
          target_link_uri: urls.launch,
          label: TOOL_NAME,
          supported_types: ['ltiResourceLink'],
        },
      ],
    },
  };
}

/**
 * GET /lti/register: with the right key, reads the platform's configuration, registers the tool
 * there and stores the platform. Returns the platform's name.
 */
export async function registerDynamically(ctx: AppContext, raw: unknown): Promise<string> {
  const params = registrationParams.safeParse(raw);
  const expected = ctx.config.LTI_REGISTRATION_KEY;
  if (!expected || !params.success || !params.data.key || !sameSecret(params.data.key, expected)) {
    throw new LtiRefusal(403, LTI_MESSAGES.registrationKey, 'register: key');
  }
  const configurationUrl = params.data.openid_configuration;
  if (!configurationUrl) {
    throw new LtiRefusal(400, LTI_MESSAGES.registrationParams, 'register: parameters');
  }
  if (!isAllowedPlatformUrl(configurationUrl)) {
    throw new LtiRefusal(400, LTI_MESSAGES.registrationUrl, 'register: configuration URL');
  }
  const fetched = await fetchJson(configurationUrl).catch(() => null);
  const configuration = openIdConfiguration.safeParse(fetched?.body);
  if (!fetched || fetched.status !== 200 || !configuration.success) {
    throw new LtiRefusal(400, LTI_MESSAGES.registrationConfig, 'register: configuration');
  }
  const platform = configuration.data;
  // The issuer must be the party the configuration was read from.
  if (new URL(platform.issuer).origin !== new URL(configurationUrl).origin) {
    throw new LtiRefusal(400, LTI_MESSAGES.registrationIssuer, 'register: issuer');
  }
  const token = params.data.registration_token;
  const answer = await fetchJson(platform.registration_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(clientRegistration(ctx)),
  }).catch(() => null);
  const registered = registrationAnswer.safeParse(answer?.body);
  if (!answer || answer.status < 200 || answer.status >= 300 || !registered.success) {
    ctx.log.warn({ status: answer?.status ?? null }, 'LTI dynamic registration refused by the LMS');
    throw new LtiRefusal(400, LTI_MESSAGES.registrationRefused, 'register: refused');
  }
  const deploymentId = registered.data[TOOL_CONFIGURATION_CLAIM]?.deployment_id;
  const name =
    platform[PLATFORM_CONFIGURATION_CLAIM]?.product_family_code ?? new URL(platform.issuer).host;
  const row = await repo.upsertPlatform(ctx.db, {
    issuer: platform.issuer,
    clientId: registered.data.client_id,
    deploymentIds: deploymentId ? [deploymentId] : [],
    authUrl: platform.authorization_endpoint,
    tokenUrl: platform.token_endpoint,
    jwksUrl: platform.jwks_uri,
    name,
    registeredVia: 'dynamic',
  });
  forgetPlatformOrigins(ctx);
  ctx.log.info({ platformId: row.id, issuer: row.issuer }, 'LTI platform registered');
  return row.name;
}

export async function listPlatforms(ctx: AppContext): Promise<LtiPlatformList> {
  const key = ctx.config.LTI_REGISTRATION_KEY;
  return {
    registrationUrl: key
      ? `${ctx.config.PUBLIC_URL}/apio4f/lti/register?key=${encodeURIComponent(key)}`
      : null,
    platforms: (await repo.listPlatforms(ctx.db)).map(presentPlatform),
  };
}

/** An admin adds a platform by hand (the same issuer and client id again adds the deployment). */
export async function addPlatform(ctx: AppContext, input: LtiPlatformInput): Promise<LtiPlatform> {
  const row = await repo.upsertPlatform(ctx.db, {
    issuer: input.issuer,
    clientId: input.clientId,
    deploymentIds: [input.deploymentId],
    authUrl: input.authUrl,
    tokenUrl: input.tokenUrl,
    jwksUrl: input.jwksUrl,
    name: input.name,
    registeredVia: 'manual',
  });
  forgetPlatformOrigins(ctx);
  return presentPlatform(row);
}

export async function removePlatform(ctx: AppContext, id: number): Promise<void> {
  if (!(await repo.deletePlatform(ctx.db, id))) throw notFound(LTI_MESSAGES.platformNotFound);
  forgetPlatformOrigins(ctx);
}

/** GET /lti/config.json: the tool's configuration in the form Canvas reads. */
export function canvasConfiguration(ctx: AppContext) {
  const urls = toolUrls(ctx);
  const deepLink = (placement: string) => ({
    placement,
    message_type: DEEP_LINKING_REQUEST,
    target_link_uri: urls.launch,
    text: TOOL_NAME,
  });
  return {
    title: TOOL_NAME,
    description: TOOL_DESCRIPTION,
    oidc_initiation_url: urls.login,
    target_link_uri: urls.launch,
    public_jwk_url: urls.jwks,
    scopes: [],
    extensions: [
      {
        domain: urls.domain,
        tool_id: 'open4feedback',
        platform: 'canvas.instructure.com',
        // Canvas sends no names or e-mails: students stay anonymous.
        privacy_level: 'anonymous',
        settings: {
          text: TOOL_NAME,
          placements: [
            {
              placement: 'course_navigation',
              message_type: RESOURCE_LINK_REQUEST,
              target_link_uri: urls.launch,
              text: TOOL_NAME,
            },
            deepLink('link_selection'),
            deepLink('assignment_selection'),
          ],
        },
      },
    ],
    custom_fields: {},
  };
}
