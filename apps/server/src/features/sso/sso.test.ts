// Campus sign-in against a real OpenID provider (oidc-provider) over HTTP: the browser walks the
// authorization code flow; the server validates the answer and hands a session to the web app.
import { AUTH_MESSAGES, SSO_MESSAGES } from '@o4f/contract';
import type { SsoConfig, TeacherLoginResult, TeacherProfile } from '@o4f/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStates, externalIdentities, users } from '../../db/schema/index.ts';
import {
  startTestProvider,
  TEST_CLIENT,
  testBrowser,
  unusedPort,
} from '../../testing/oidc-provider.ts';
import type { CampusAccount, TestProvider } from '../../testing/oidc-provider.ts';
import { createTestServer, TEST_PASSWORD } from '../../testing/test-server.ts';
import type { ApiBody, TestServer } from '../../testing/test-server.ts';

const PUBLIC_URL = 'http://o4f.test';
const REDIRECT_URI = `${PUBLIC_URL}/apio4f/v1/sso/callback`;

let provider: TestProvider;
let server: TestServer;
let accounts = 0;

beforeAll(async () => {
  provider = await startTestProvider({ redirectUri: REDIRECT_URI });
  server = await createTestServer({
    env: {
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_BUTTON_LABEL: 'Sign in with Test University',
      OIDC_ALLOWED_EMAIL_DOMAINS: 'uni.test, staff.uni.test',
    },
  });
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

/** A campus account with a verified address at the allowed domain. */
function campusAccount(overrides: Partial<CampusAccount> = {}): CampusAccount {
  accounts += 1;
  return {
    sub: `campus-${accounts}-${Date.now()}`,
    email: `ada.${accounts}.${Date.now()}@uni.test`,
    email_verified: true,
    given_name: 'Ada',
    family_name: 'Lovelace',
    ...overrides,
  };
}

/** The button's path through the provider: where the browser lands in the web app. */
async function signIn(target: TestServer, account: CampusAccount, start = '/apio4f/v1/sso/start') {
  provider.signIn(account);
  const browser = testBrowser(PUBLIC_URL, target.url);
  const result = await browser.follow(`${PUBLIC_URL}${start}`);
  return { ...result, browser, url: new URL(result.landing) };
}

const handoffOf = (url: URL) => new URLSearchParams(url.hash.slice(1)).get('handoff') ?? '';

async function exchange(handoff: string) {
  return server.api<ApiBody<TeacherLoginResult>>('POST', '/v1/sso/session', { body: { handoff } });
}

/** Signs in and trades the hand-off for a session: the token and the teacher behind it. */
async function signInAsTeacher(account: CampusAccount) {
  const { url } = await signIn(server, account);
  expect(url.pathname).toBe('/sso/complete');
  const response = await exchange(handoffOf(url));
  expect(response.status).toBe(200);
  expect(response.body.message).toBe(AUTH_MESSAGES.loggedIn);
  const { token } = response.body.data;
  const profile = server.expectOk(
    await server.api<ApiBody<TeacherProfile>>('GET', '/teacher', { token }),
    'profile',
  );
  return { token, isAdmin: response.body.data.isAdmin, profile };
}

describe('GET /v1/sso/config', () => {
  it('says campus sign-in is on, with the configured label', async () => {
    const response = await server.api<ApiBody<SsoConfig>>('GET', '/v1/sso/config');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ enabled: true, label: 'Sign in with Test University' });
  });
});

describe('campus sign-in through the provider', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
    const response = await server.api('GET', '/v1/sso/start');
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe(provider.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: TEST_CLIENT.id,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(location.searchParams.get(name)?.length).toBeGreaterThanOrEqual(43);
    }
  });

  it('creates a teacher on the first sign-in and the same teacher signs in again', async () => {
    const account = campusAccount();
    const first = await signInAsTeacher(account);
    expect(first.isAdmin).toBe(false);
    expect(first.profile).toMatchObject({
      username: account.email,
      email: account.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailVerified: true,
    });
    // The password is unusable: nobody can log in with a guess.
    const login = await server.api('POST', '/teacher/login', {
      body: { username: account.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(401);

    const second = await signInAsTeacher(account);
    expect(second.profile.id).toBe(first.profile.id);
    expect(second.token).not.toBe(first.token);

    // The campus identity is kept as a keyed hash only: no issuer, subject or address in it.
    const identities = await server.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.userId, first.profile.id));
    expect(identities).toHaveLength(1);
    expect(identities[0]?.kind).toBe('oidc');
    expect(identities[0]?.subjectHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(identities)).not.toContain(account.sub);
  });

  it('returns to the teacher page it was asked for, and to no other site', async () => {
    const { url } = await signIn(
      server,
      campusAccount(),
      `/apio4f/v1/sso/start?next=${encodeURIComponent('/teacher/my-lectures')}`,
    );
    expect(url.pathname).toBe('/sso/complete');
    expect(url.searchParams.get('next')).toBe('/teacher/my-lectures');
    const elsewhere = await signIn(
      server,
      campusAccount(),
      `/apio4f/v1/sso/start?next=${encodeURIComponent('//evil.test/teacher/')}`,
    );
    expect(elsewhere.url.pathname).toBe('/sso/complete');
    expect(elsewhere.url.searchParams.has('next')).toBe(false);
  });

  it('links to the teacher who registered the address and verified it (password kept)', async () => {
    const email = `grace.${Date.now()}@staff.uni.test`;
    const teacher = await server.createTeacher({ email });
    await server.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, teacher.profile.id));
    const signedIn = await signInAsTeacher(campusAccount({ email: email.toUpperCase() }));
    expect(signedIn.profile.id).toBe(teacher.profile.id);
    expect(signedIn.profile.firstName).toBe('Ada');
    expect(await server.loginTeacher(teacher.username)).toEqual(expect.any(String));
  });

  it('links to an unverified registration, verifies it and takes its password and sessions away', async () => {
    const email = `hedy.${Date.now()}@uni.test`;
    const squatter = await server.createTeacher({ email });
    const signedIn = await signInAsTeacher(campusAccount({ email }));
    expect(signedIn.profile.id).toBe(squatter.profile.id);
    expect(signedIn.profile.emailVerified).toBe(true);
    const login = await server.api('POST', '/teacher/login', {
      body: { username: squatter.username, password: squatter.password },
    });
    expect(login.status).toBe(401);
    expect((await server.api('GET', '/teacher', { token: squatter.token })).status).toBe(401);
    expect((await server.api('GET', '/teacher', { token: signedIn.token })).status).toBe(200);
  });

  it('makes an admin teacher of an address listed in ADMIN_EMAILS', async () => {
    const provider2 = await startTestProvider({ redirectUri: REDIRECT_URI });
    const email = `admin.${Date.now()}@uni.test`;
    const admins = await createTestServer({
      env: {
        PUBLIC_URL,
        ADMIN_EMAILS: email,
        OIDC_ISSUER: provider2.issuer,
        OIDC_CLIENT_ID: TEST_CLIENT.id,
        OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      },
    });
    try {
      provider2.signIn(campusAccount({ email }));
      const { landing } = await testBrowser(PUBLIC_URL, admins.url).follow(
        `${PUBLIC_URL}/apio4f/v1/sso/start`,
      );
      const response = await admins.api<ApiBody<TeacherLoginResult>>('POST', '/v1/sso/session', {
        body: { handoff: handoffOf(new URL(landing)) },
      });
      expect(response.body.data.isAdmin).toBe(true);
    } finally {
      await admins.close();
      await provider2.close();
    }
  });
});

describe('refusals end on the teacher login with a reason', () => {
  const reasonOf = (url: URL) => `${url.pathname}?${url.searchParams.toString()}`;

  it('refuses an address the provider has not verified', async () => {
    const { url } = await signIn(server, campusAccount({ email_verified: false }));
    expect(reasonOf(url)).toBe('/teacher-login?sso=unverified');
  });

  it('refuses an account without an address', async () => {
    const { url } = await signIn(server, campusAccount({ email: undefined }));
    expect(reasonOf(url)).toBe('/teacher-login?sso=unverified');
  });

  it('refuses an address outside the allowed domains', async () => {
    const email = `eve.${Date.now()}@elsewhere.test`;
    const { url } = await signIn(server, campusAccount({ email }));
    expect(reasonOf(url)).toBe('/teacher-login?sso=domain');
    const [created] = await server.db.select().from(users).where(eq(users.email, email));
    expect(created).toBeUndefined();
  });

  it("refuses an address that belongs to a student's account", async () => {
    const student = await server.createStudent();
    const email = `student.${Date.now()}@uni.test`;
    await server.db.update(users).set({ email }).where(eq(users.id, student.id));
    const { url } = await signIn(server, campusAccount({ email }));
    expect(reasonOf(url)).toBe('/teacher-login?sso=not_teacher');
  });

  it('refuses an unknown state, and a callback replayed after it was used', async () => {
    const unknown = await server.api('GET', '/v1/sso/callback?code=abc&state=not-ours');
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('location')).toBe(`${PUBLIC_URL}/teacher-login?sso=state`);
    const missing = await server.api('GET', '/v1/sso/callback?code=abc');
    expect(missing.headers.get('location')).toBe(`${PUBLIC_URL}/teacher-login?sso=state`);

    const { visited, browser } = await signIn(server, campusAccount());
    const callback = visited.find((address) => address.startsWith(REDIRECT_URI));
    expect(callback).toBeDefined();
    const replay = await browser.get(callback ?? '');
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe(`${PUBLIC_URL}/teacher-login?sso=state`);
  });

  it('refuses an expired state', async () => {
    provider.signIn(campusAccount());
    const browser = testBrowser(PUBLIC_URL, server.url);
    const start = await browser.get(`${PUBLIC_URL}/apio4f/v1/sso/start`);
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    await server.db
      .update(authStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authStates.state, state));
    const { landing } = await browser.follow(start.headers.get('location') ?? '');
    expect(landing).toBe(`${PUBLIC_URL}/teacher-login?sso=state`);
  });

  it('refuses an ID token whose nonce is not the one sent (tampered)', async () => {
    const account = campusAccount();
    provider.signIn(account);
    const browser = testBrowser(PUBLIC_URL, server.url);
    const start = await browser.get(`${PUBLIC_URL}/apio4f/v1/sso/start`);
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    await server.db
      .update(authStates)
      .set({ nonce: 'tampered' })
      .where(eq(authStates.state, state));
    const { landing } = await browser.follow(start.headers.get('location') ?? '');
    expect(landing).toBe(`${PUBLIC_URL}/teacher-login?sso=failed`);
    const [created] = await server.db
      .select()
      .from(users)
      .where(eq(users.email, account.email ?? ''));
    expect(created).toBeUndefined();
  });

  it('answers a hand-off code once, and never an unknown one', async () => {
    const { url } = await signIn(server, campusAccount());
    const handoff = handoffOf(url);
    expect((await exchange(handoff)).status).toBe(200);
    const again = await exchange(handoff);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: SSO_MESSAGES.handoffInvalid });
    expect((await exchange('not-a-code')).status).toBe(400);
  });
});

describe('the log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('records sign-ins and refusals without the address, the subject, codes or tokens', async () => {
    const log = server.app.ctx.log;
    const lines: unknown[][] = [];
    for (const level of ['trace', 'debug', 'info', 'warn', 'error'] as const) {
      vi.spyOn(log, level).mockImplementation((...args: unknown[]) => void lines.push(args));
    }
    const account = campusAccount();
    const { url, visited } = await signIn(server, account);
    const handoff = handoffOf(url);
    const session = await exchange(handoff);
    const refused = campusAccount({ email: `mallory.${Date.now()}@elsewhere.test` });
    await signIn(server, refused);
    provider.signIn(campusAccount());
    const browser = testBrowser(PUBLIC_URL, server.url);
    const start = await browser.get(`${PUBLIC_URL}/apio4f/v1/sso/start`);
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    await server.db
      .update(authStates)
      .set({ nonce: 'tampered' })
      .where(eq(authStates.state, state));
    await browser.follow(start.headers.get('location') ?? '');

    const written = JSON.stringify(lines);
    expect(written).toContain('Campus sign-in created a teacher');
    expect(written).toContain('"reason":"domain"');
    expect(written).toContain('the provider answer was refused');
    const code = new URL(
      visited.find((address) => address.startsWith(REDIRECT_URI)) ?? '',
    ).searchParams.get('code');
    const secrets = [
      account.email,
      account.sub,
      refused.email,
      code,
      handoff,
      session.body.data.token,
      state,
    ];
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      expect(written).not.toContain(secret);
    }
  });
});

describe('a provider that is down when the server starts', () => {
  afterEach(() => vi.useRealTimers());

  it('starts anyway, says so in words, and signs in once the provider is back', async () => {
    const port = await unusedPort();
    const down = await createTestServer({
      env: {
        PUBLIC_URL,
        OIDC_ISSUER: `http://127.0.0.1:${port}`,
        OIDC_CLIENT_ID: TEST_CLIENT.id,
        OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      },
    });
    let late: TestProvider | undefined;
    try {
      const config = await down.api<ApiBody<SsoConfig>>('GET', '/v1/sso/config');
      expect(config.body.data).toEqual({ enabled: true, label: null });
      const start = await down.api('GET', '/v1/sso/start');
      expect(start.status).toBe(303);
      expect(start.headers.get('location')).toBe(`${PUBLIC_URL}/teacher-login?sso=unavailable`);

      late = await startTestProvider({ redirectUri: REDIRECT_URI, port });
      // Discovery is tried again after a short pause, not on every click.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 10_000);
      late.signIn(campusAccount());
      const { landing } = await testBrowser(PUBLIC_URL, down.url).follow(
        `${PUBLIC_URL}/apio4f/v1/sso/start`,
      );
      expect(new URL(landing).pathname).toBe('/sso/complete');
    } finally {
      vi.useRealTimers();
      await down.close();
      await late?.close();
    }
  });

  it('is off without an issuer: no button, and the start path says so', async () => {
    const config = await createTestServer();
    try {
      const response = await config.api<ApiBody<SsoConfig>>('GET', '/v1/sso/config');
      expect(response.body.data).toEqual({ enabled: false, label: null });
      const start = await config.api('GET', '/v1/sso/start');
      expect(start.headers.get('location')).toBe('http://o4f.test/teacher-login?sso=disabled');
    } finally {
      await config.close();
    }
  });
});
