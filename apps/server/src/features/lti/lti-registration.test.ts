// LTI platforms: Dynamic Registration 1.0 against a platform double, the admin's list, manual
// additions and removals, the tool's JWKS and its Canvas configuration; real HTTP, test database.
import { AUTH_MESSAGES, LTI_TEXT } from '@o4f/contract';
import type { LtiPlatform, LtiPlatformList } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ltiPlatforms } from '../../db/schema/index.ts';
import { REGISTRATION_KEY, startLtiTool } from '../../testing/lti-kit.ts';
import type { LtiTool } from '../../testing/lti-kit.ts';
import { startLtiPlatform } from '../../testing/lti-platform.ts';
import type { LtiPlatformDouble } from '../../testing/lti-platform.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody } from '../../testing/test-server.ts';
import { LTI_MESSAGES } from './lti-refusal.ts';

let tool: LtiTool;
let platform: LtiPlatformDouble;
let admin: { token: string };
beforeAll(async () => {
  tool = await startLtiTool();
  platform = await startLtiPlatform({ productFamily: 'moodle' });
  admin = await tool.createAdmin();
});
afterAll(async () => {
  await platform.close();
  await tool.close();
});

const register = (query: string) => fetch(`${tool.url}/apio4f/lti/register?${query}`);
const platformRows = () => tool.db.select().from(ltiPlatforms);

describe('Dynamic Registration 1.0 (GET /lti/register)', () => {
  it('refuses in words without the key, and registers nothing', async () => {
    const before = platform.registrations.length;
    const response = await register(platform.registrationQuery());
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain(LTI_MESSAGES.registrationKey);
    expect(platform.registrations.length).toBe(before);
    expect(await platformRows()).toEqual([]);
  });

  it("refuses in the admin's browser language (Accept-Language: es)", async () => {
    const response = await fetch(
      `${tool.url}/apio4f/lti/register?${platform.registrationQuery()}`,
      {
        headers: { 'accept-language': 'es-ES,es;q=0.9' },
      },
    );
    const html = await response.text();
    expect(response.status).toBe(403);
    expect(response.headers.get('content-language')).toBe('es');
    expect(html).toContain('<title>Open4Feedback no se ha registrado</title>');
    expect(html).toContain(
      'No se ha registrado nada: la URL de registro no contiene una clave válida.',
    );
    expect(html).not.toContain(LTI_MESSAGES.registrationKey);
  });

  it('refuses a wrong key, and registers nothing', async () => {
    const response = await register(`key=wrong-key-0123456789abcd&${platform.registrationQuery()}`);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(LTI_MESSAGES.registrationKey);
    expect(platform.registrations).toEqual([]);
    expect(await platformRows()).toEqual([]);
  });

  it('refuses every key when LTI_REGISTRATION_KEY is not set', async () => {
    const other = await startLtiTool({ LTI_REGISTRATION_KEY: '' });
    try {
      const response = await fetch(
        `${other.url}/apio4f/lti/register?key=${REGISTRATION_KEY}&${platform.registrationQuery()}`,
      );
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(LTI_MESSAGES.registrationKey);
      expect(platform.registrations).toEqual([]);
      const list = await other.api<ApiBody<LtiPlatformList>>('GET', '/v1/lti/platforms', {
        token: (await other.createAdmin()).token,
      });
      expect(list.body.data.registrationUrl).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('refuses a configuration over plain http off this machine', async () => {
    const response = await register(
      `key=${REGISTRATION_KEY}&openid_configuration=${encodeURIComponent('http://lms.example/.well-known/openid-configuration')}&registration_token=x`,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(LTI_MESSAGES.registrationUrl);
  });

  it('refuses a configuration whose issuer is another origin', async () => {
    const liar = await startLtiPlatform({ configuredIssuer: 'https://lms.example' });
    try {
      const response = await register(`key=${REGISTRATION_KEY}&${liar.registrationQuery()}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(LTI_MESSAGES.registrationIssuer);
      expect(liar.registrations).toEqual([]);
    } finally {
      await liar.close();
    }
  });

  it('registers the tool with the registration token and stores the platform', async () => {
    const response = await register(`key=${REGISTRATION_KEY}&${platform.registrationQuery()}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("postMessage({ subject: 'org.imsglobal.lti.close' }, '*')");
    // The close script may run (its hash) and the LMS may frame the page.
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain(`frame-ancestors 'self' ${platform.url}`);
    expect(response.headers.get('x-frame-options')).toBeNull();

    expect(platform.registrations).toHaveLength(1);
    const [sent] = platform.registrations;
    expect(sent?.authorization).toBe(`Bearer ${platform.registrationToken}`);
    expect(sent?.body).toEqual({
      application_type: 'web',
      response_types: ['id_token'],
      grant_types: ['implicit', 'client_credentials'],
      initiate_login_uri: `${tool.url}/apio4f/lti/login`,
      redirect_uris: [`${tool.url}/apio4f/lti/launch`],
      client_name: 'Open4Feedback',
      jwks_uri: `${tool.url}/apio4f/lti/jwks`,
      token_endpoint_auth_method: 'private_key_jwt',
      scope: '',
      'https://purl.imsglobal.org/spec/lti-tool-configuration': {
        domain: new URL(tool.url).host,
        target_link_uri: `${tool.url}/apio4f/lti/launch`,
        description: expect.any(String),
        claims: ['iss', 'sub'],
        messages: [
          { type: 'LtiResourceLinkRequest', target_link_uri: `${tool.url}/apio4f/lti/launch` },
          {
            type: 'LtiDeepLinkingRequest',
            target_link_uri: `${tool.url}/apio4f/lti/launch`,
            label: 'Open4Feedback',
            supported_types: ['ltiResourceLink'],
          },
        ],
      },
    });

    const rows = await platformRows();
    expect(rows).toEqual([
      expect.objectContaining({
        issuer: platform.issuer,
        clientId: platform.clientId,
        deploymentIds: [platform.deploymentId],
        authUrl: platform.endpoints.auth,
        tokenUrl: platform.endpoints.token,
        jwksUrl: platform.endpoints.jwks,
        name: 'moodle',
        registeredVia: 'dynamic',
      }),
    ]);
    // Neither the key nor the registration token reach the logs.
    const logs = tool.lines.join('');
    expect(logs).not.toContain(REGISTRATION_KEY);
    expect(logs).not.toContain(platform.registrationToken);
  });

  it('says so in words when the LMS refuses the registration (wrong token)', async () => {
    const response = await register(
      `key=${REGISTRATION_KEY}&openid_configuration=${encodeURIComponent(platform.endpoints.openidConfiguration)}&registration_token=not-the-token`,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(LTI_MESSAGES.registrationRefused);
    expect(await platformRows()).toHaveLength(1);
  });
});

describe('platforms by hand (admin teachers)', () => {
  it('lists the platforms and the registration URL', async () => {
    const response = await tool.api<ApiBody<LtiPlatformList>>('GET', '/v1/lti/platforms', {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.registrationUrl).toBe(
      `${tool.url}/apio4f/lti/register?key=${REGISTRATION_KEY}`,
    );
    expect(response.body.data.platforms).toEqual([
      expect.objectContaining({ issuer: platform.issuer, registeredVia: 'dynamic' }),
    ]);
  });

  it('adds one, refuses a bad URL, lists it and removes it', async () => {
    const other = await startLtiPlatform();
    try {
      const bad = await tool.api('POST', '/v1/lti/platforms', {
        token: admin.token,
        body: { ...other.manualInput(), jwksUrl: 'http://lms.example/jwks' },
      });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain(LTI_TEXT.urlInvalid);

      const added = await tool.api<ApiBody<LtiPlatform>>('POST', '/v1/lti/platforms', {
        token: admin.token,
        body: other.manualInput('Canvas test'),
      });
      expect(added.status).toBe(201);
      expect(added.body.data).toMatchObject({
        name: 'Canvas test',
        issuer: other.issuer,
        clientId: other.clientId,
        deploymentIds: [other.deploymentId],
        registeredVia: 'manual',
      });
      const list = await tool.api<ApiBody<LtiPlatformList>>('GET', '/v1/lti/platforms', {
        token: admin.token,
      });
      expect(list.body.data.platforms.map((row) => row.issuer)).toEqual([
        platform.issuer,
        other.issuer,
      ]);

      const removed = await tool.api('DELETE', `/v1/lti/platforms/${added.body.data.id}`, {
        token: admin.token,
      });
      expect(removed.status).toBe(204);
      expect((await platformRows()).map((row) => row.issuer)).toEqual([platform.issuer]);
      const again = await tool.api('DELETE', `/v1/lti/platforms/${added.body.data.id}`, {
        token: admin.token,
      });
      expect(again.status).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('refuses a teacher who is not an admin, and anonymous callers', async () => {
    const teacher = await tool.createTeacher();
    const list = await tool.api('GET', '/v1/lti/platforms', { token: teacher.token });
    expect(list.status).toBe(403);
    expect(list.body).toEqual({ message: AUTH_MESSAGES.adminsOnly });
    const add = await tool.api('POST', '/v1/lti/platforms', {
      token: teacher.token,
      body: platform.manualInput(),
    });
    expect(add.status).toBe(403);
    const [row] = await platformRows();
    const remove = await tool.api('DELETE', `/v1/lti/platforms/${row?.id}`, {
      token: teacher.token,
    });
    expect(remove.status).toBe(403);
    expect(await platformRows()).toHaveLength(1);
    expect((await tool.api('GET', '/v1/lti/platforms')).status).toBe(401);
  });
});

describe('the tool keys and the static configuration', () => {
  it('publishes one stable RS256 key with a kid', async () => {
    const first = (await (await fetch(`${tool.url}/apio4f/lti/jwks`)).json()) as {
      keys: Record<string, unknown>[];
    };
    const second = (await (await fetch(`${tool.url}/apio4f/lti/jwks`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.keys[0]?.kid).toEqual(expect.any(String));
    expect(first.keys[0]).not.toHaveProperty('d');
    expect(second).toEqual(first);
  });

  it('publishes the same key from another instance on the same database', async () => {
    const mine = await (await fetch(`${tool.url}/apio4f/lti/jwks`)).json();
    const second = await createTestServer({ database: tool.database });
    try {
      const theirs = await (await fetch(`${second.url}/apio4f/lti/jwks`)).json();
      expect(theirs).toEqual(mine);
    } finally {
      await second.close();
    }
  });

  it('serves the Canvas-style configuration', async () => {
    const response = await fetch(`${tool.url}/apio4f/lti/config.json`);
    expect(response.status).toBe(200);
    const config = (await response.json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      title: 'Open4Feedback',
      oidc_initiation_url: `${tool.url}/apio4f/lti/login`,
      target_link_uri: `${tool.url}/apio4f/lti/launch`,
      public_jwk_url: `${tool.url}/apio4f/lti/jwks`,
      scopes: [],
      custom_fields: {},
    });
    const placements = (
      config.extensions as {
        settings: { placements: { placement: string; message_type: string }[] };
      }[]
    )[0]?.settings.placements;
    expect(placements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          placement: 'link_selection',
          message_type: 'LtiDeepLinkingRequest',
        }),
        expect.objectContaining({
          placement: 'assignment_selection',
          message_type: 'LtiDeepLinkingRequest',
        }),
      ]),
    );
  });
});
