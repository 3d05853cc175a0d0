// An LTI 1.3 platform (an LMS) for tests, speaking the 1EdTech messages: its own RSA keys and
// JWKS, an openid_configuration with a registration endpoint (Dynamic Registration 1.0), and an
// OIDC authorization endpoint that answers the tool's login initiation with a signed id_token
// (LtiResourceLinkRequest or LtiDeepLinkingRequest) in an auto-submitted form.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import type { CryptoKey, JWK, JWTPayload } from 'jose';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
const TOOL_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-tool-configuration';
const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/';

export const ROLES = {
  instructor: `${LIS}membership#Instructor`,
  teachingAssistant: `${LIS}membership/Instructor#TeachingAssistant`,
  administrator: `${LIS}institution/person#Administrator`,
  learner: `${LIS}membership#Learner`,
  student: `${LIS}institution/person#Student`,
} as const;

export interface LaunchOptions {
  messageType?: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  /** The person in the LMS (their subject). */
  sub?: string;
  roles?: string[];
  /** Sent as the LMS sends them: a student's must never be stored. */
  person?: { name: string; givenName: string; familyName: string; email: string };
  context?: { id: string; title: string } | null;
  custom?: Record<string, string>;
  deploymentId?: string;
  /** The login initiation's client_id (the platform's own when undefined; null to leave it out). */
  loginClientId?: string | null;
  loginMethod?: 'GET' | 'POST';
  /** How the id_token is signed: by the platform's key (RS256), a shared secret, or not at all. */
  alg?: 'RS256' | 'HS256' | 'none';
  /** Changes the claims before signing (e.g. another issuer, audience or expiry). */
  claims?: (claims: JWTPayload) => JWTPayload;
}

interface AuthorizationAnswer {
  action: string;
  fields: { id_token: string; state: string };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

export async function startLtiPlatform(
  options: {
    clientId?: string;
    deploymentId?: string;
    registrationToken?: string;
    productFamily?: string;
    /** Another issuer in the openid_configuration than where it is read (a wrong platform). */
    configuredIssuer?: string;
  } = {},
) {
  const keys = await generateKeyPair('RS256', { extractable: true });
  const kid = `platform-${randomBytes(4).toString('hex')}`;
  const publicJwk: JWK = { ...(await exportJWK(keys.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const state = {
    clientId: options.clientId ?? `client-${randomBytes(4).toString('hex')}`,
    deploymentId: options.deploymentId ?? 'deployment-1',
    registrationToken: options.registrationToken ?? `reg-${randomBytes(8).toString('hex')}`,
  };
  /** What the tool posted to the registration endpoint. */
  const registrations: { authorization: string | undefined; body: Record<string, unknown> }[] = [];
  /** The authorization requests the tool's login initiation sent the browser to. */
  const authorizations: Record<string, string>[] = [];
  /** Launches waiting for their authorization request, by login_hint. */
  const pending = new Map<string, LaunchOptions>();

  const server = Fastify();
  // Known once the server listens (below); the handlers read them at request time.
  let url = '';
  let issuer = '';
  const endpoints = {
    openidConfiguration: '',
    auth: '',
    token: '',
    jwks: '',
    registration: '',
    deepLinkReturn: '',
  };

  async function sign(claims: JWTPayload, alg: LaunchOptions['alg']): Promise<string> {
    if (alg === 'none') return new UnsecuredJWT(claims).encode();
    if (alg === 'HS256') {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid })
        .sign(new TextEncoder().encode('a shared secret the tool must never accept'));
    }
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .sign(keys.privateKey as CryptoKey);
  }

  function idTokenClaims(launch: LaunchOptions, query: Record<string, string>): JWTPayload {
    const now = Math.floor(Date.now() / 1000);
    const messageType = launch.messageType ?? 'LtiResourceLinkRequest';
    const person = launch.person ?? {
      name: 'Marie Curie',
      givenName: 'Marie',
      familyName: 'Curie',
      email: 'marie.curie@lms.example',
    };
    const context =
      launch.context === undefined ? { id: 'ctx-1', title: 'Physics 101' } : launch.context;
    const claims: JWTPayload = {
      iss: issuer,
      aud: state.clientId,
      sub: launch.sub ?? `user-${randomBytes(6).toString('hex')}`,
      iat: now,
      exp: now + 300,
      nonce: query.nonce,
      name: person.name,
      given_name: person.givenName,
      family_name: person.familyName,
      email: person.email,
      [`${LTI}message_type`]: messageType,
      [`${LTI}version`]: '1.3.0',
      [`${LTI}deployment_id`]: launch.deploymentId ?? state.deploymentId,
      [`${LTI}target_link_uri`]: query.redirect_uri,
      [`${LTI}roles`]: launch.roles ?? [ROLES.learner],
      ...(context
        ? {
            [`${LTI}context`]: {
              id: context.id,
              title: context.title,
              label: context.title.slice(0, 10),
              type: [`${LIS}course#CourseOffering`],
            },
          }
        : {}),
      [`${LTI}tool_platform`]: { guid: 'platform-guid', product_family_code: 'moodle' },
      ...(launch.custom ? { [`${LTI}custom`]: launch.custom } : {}),
    };
    if (messageType === 'LtiResourceLinkRequest') {
      claims[`${LTI}resource_link`] = { id: 'resource-link-1', title: 'Open4Feedback' };
    } else {
      claims[`${DL}deep_linking_settings`] = {
        deep_link_return_url: endpoints.deepLinkReturn,
        accept_types: ['ltiResourceLink'],
        accept_presentation_document_targets: ['iframe', 'window'],
        data: 'opaque-platform-data',
      };
    }
    return launch.claims ? launch.claims(claims) : claims;
  }

  server.get('/.well-known/openid-configuration', async () => ({
    issuer: options.configuredIssuer ?? issuer,
    authorization_endpoint: endpoints.auth,
    token_endpoint: endpoints.token,
    token_endpoint_auth_methods_supported: ['private_key_jwt'],
    token_endpoint_auth_signing_alg_values_supported: ['RS256'],
    jwks_uri: endpoints.jwks,
    registration_endpoint: endpoints.registration,
    scopes_supported: ['openid'],
    response_types_supported: ['id_token'],
    subject_types_supported: ['public', 'pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    claims_supported: ['iss', 'aud', 'sub', 'name', 'email'],
    'https://purl.imsglobal.org/spec/lti-platform-configuration': {
      product_family_code: options.productFamily ?? 'moodle',
      version: '4.5',
      messages_supported: [{ type: 'LtiResourceLinkRequest' }, { type: 'LtiDeepLinkingRequest' }],
    },
  }));

  server.post('/register', async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    registrations.push({ authorization: request.headers.authorization, body });
    if (request.headers.authorization !== `Bearer ${state.registrationToken}`) {
      return reply.code(401).send({ error: 'invalid_token' });
    }
    const toolConfiguration = body[TOOL_CONFIGURATION] as Record<string, unknown>;
    return {
      ...body,
      client_id: state.clientId,
      [TOOL_CONFIGURATION]: { ...toolConfiguration, deployment_id: state.deploymentId },
    };
  });

  server.get('/jwks', async () => ({ keys: [publicJwk] }));

  // The OIDC authorization endpoint: answers with the id_token in a form posted to redirect_uri.
  server.get('/auth', async (request, reply) => {
    const query = request.query as Record<string, string>;
    authorizations.push(query);
    const expected = {
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: state.clientId,
    };
    const wrong = Object.entries(expected).find(([name, value]) => query[name] !== value);
    const launch = pending.get(query.login_hint ?? '');
    if (wrong || !launch || !query.state || !query.nonce || !query.redirect_uri) {
      return reply.code(400).send({ error: 'invalid_request', wrong: wrong?.[0] ?? null });
    }
    pending.delete(query.login_hint ?? '');
    const idToken = await sign(idTokenClaims(launch, query), launch.alg ?? 'RS256');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<form method="post" action="${escapeHtml(query.redirect_uri)}">` +
          `<input type="hidden" name="id_token" value="${escapeHtml(idToken)}">` +
          `<input type="hidden" name="state" value="${escapeHtml(query.state)}">` +
          '</form><script>document.forms[0].submit()</script>',
      );
  });

  await server.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  issuer = url;
  Object.assign(endpoints, {
    openidConfiguration: `${url}/.well-known/openid-configuration`,
    auth: `${url}/auth`,
    token: `${url}/token`,
    jwks: `${url}/jwks`,
    registration: `${url}/register`,
    deepLinkReturn: `${url}/deep-link-return`,
  });

  /** The tool's login initiation (GET or POST), as the LMS starts a launch. */
  async function initiateLogin(
    toolUrl: string,
    launch: LaunchOptions = {},
  ): Promise<{ response: Response; loginHint: string }> {
    const loginHint = `hint-${randomBytes(6).toString('hex')}`;
    pending.set(loginHint, launch);
    const params = new URLSearchParams({
      iss: issuer,
      login_hint: loginHint,
      target_link_uri: `${toolUrl}/apio4f/lti/launch`,
      lti_message_hint: 'message-hint-1',
      lti_deployment_id: launch.deploymentId ?? state.deploymentId,
    });
    if (launch.loginClientId !== null)
      params.set('client_id', launch.loginClientId ?? state.clientId);
    const login =
      launch.loginMethod === 'POST'
        ? await fetch(`${toolUrl}/apio4f/lti/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: params.toString(),
            redirect: 'manual',
          })
        : await fetch(`${toolUrl}/apio4f/lti/login?${params.toString()}`, { redirect: 'manual' });
    return { response: login, loginHint };
  }

  /** The browser at the authorization URL the tool redirected to: the form the platform answers. */
  async function authorize(location: string): Promise<AuthorizationAnswer> {
    const response = await fetch(location);
    const html = await response.text();
    if (response.status !== 200) throw new Error(`authorization refused: ${html}`);
    const field = (name: string) =>
      new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
    return {
      action: /action="([^"]*)"/.exec(html)?.[1] ?? '',
      fields: { id_token: field('id_token'), state: field('state') },
    };
  }

  /** The browser submitting the platform's form to the tool's launch URL. */
  const postLaunch = (answer: AuthorizationAnswer): Promise<Response> =>
    fetch(answer.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(answer.fields).toString(),
      redirect: 'manual',
    });

  /** A whole launch: login initiation, authorization, the form posted to the tool. */
  async function launch(toolUrl: string, launchOptions: LaunchOptions = {}) {
    const { response: login } = await initiateLogin(toolUrl, launchOptions);
    if (login.status !== 302) throw new Error(`login initiation refused: ${login.status}`);
    const answer = await authorize(login.headers.get('location') ?? '');
    const response = await postLaunch(answer);
    return { answer, response };
  }

  /** The one-time code in the tool's redirect to the web app's hand-off page. */
  const handoffOf = (response: Response): string =>
    /#handoff=([\w-]+)$/.exec(response.headers.get('location') ?? '')?.[1] ?? '';

  return {
    url,
    issuer,
    endpoints,
    publicJwk,
    get clientId() {
      return state.clientId;
    },
    get deploymentId() {
      return state.deploymentId;
    },
    registrationToken: state.registrationToken,
    registrations,
    authorizations,
    /** What an admin types into the tool's form to add this platform by hand. */
    manualInput: (name = 'Test LMS') => ({
      name,
      issuer,
      clientId: state.clientId,
      deploymentId: state.deploymentId,
      authUrl: endpoints.auth,
      tokenUrl: endpoints.token,
      jwksUrl: endpoints.jwks,
    }),
    /** The registration URL's query an LMS sends to the tool (Dynamic Registration 1.0). */
    registrationQuery: () =>
      new URLSearchParams({
        openid_configuration: endpoints.openidConfiguration,
        registration_token: state.registrationToken,
      }).toString(),
    sign,
    initiateLogin,
    authorize,
    postLaunch,
    launch,
    handoffOf,
    close: () => server.close(),
  };
}

export type LtiPlatformDouble = Awaited<ReturnType<typeof startLtiPlatform>>;
