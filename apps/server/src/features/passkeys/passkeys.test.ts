// Passkeys over real HTTP with a software authenticator (ES256, 'none' attestation): the options
// ask for a discoverable credential and tell nothing about who the user is, a registration and a
// login run the whole ceremony and the login is a session like the password logins, and every
// bent answer (unknown credential, another challenge, an expired or used one, another site, a
// forged signature) is refused. Nobody can remove someone else's passkey, and failed passkey
// logins lock nobody out.
import { AUTH_MESSAGES, PASSKEY_MESSAGES } from '@o4f/contract';
import type { PasskeyLoginResult, PasskeyOptionsResult, PasskeySummary } from '@o4f/contract';
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authStates, passkeys } from '../../db/schema/index.ts';
import { SoftwareAuthenticator } from '../../testing/software-authenticator.ts';
import type {
  LoginOptionsLike,
  RegistrationOptionsLike,
} from '../../testing/software-authenticator.ts';
import { createTestServer } from '../../testing/test-server.ts';
import type { ApiBody, TestServer } from '../../testing/test-server.ts';
import { relyingParty } from './relying-party.ts';
import { STUDENT_PASSKEY_NAME } from './passkeys.service.ts';

const ORIGIN = 'http://o4f.test';
const RATE = 3;
let addressCounter = 0;
const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;
const device = (name: string) => `${name}-device-0123456789abcdef`;

describe('passkeys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      env: { PUBLIC_URL: ORIGIN, TRUST_PROXY: 'true', RATE_LIMIT_LOGIN_PER_MINUTE: String(RATE) },
    });
  });
  afterAll(() => server?.close());

  /** Each call from its own address, so the login's per-minute limit stays out of the way. */
  const post = <T>(path: string, options: { token?: string; body?: unknown } = {}) =>
    server.api<ApiBody<T>>('POST', `/v1/passkeys${path}`, {
      ...options,
      headers: { 'x-forwarded-for': nextAddress() },
    });

  const registrationOptions = async (token: string) => {
    const response = await post<PasskeyOptionsResult>('/register/options', { token });
    expect(response.status).toBe(200);
    return {
      challengeId: response.body.data.challengeId,
      options: response.body.data.options as unknown as RegistrationOptionsLike & {
        [key: string]: unknown;
      },
    };
  };

  const loginOptions = async () => {
    const response = await post<PasskeyOptionsResult>('/login/options');
    expect(response.status).toBe(200);
    return {
      challengeId: response.body.data.challengeId,
      options: response.body.data.options as unknown as LoginOptionsLike & {
        [key: string]: unknown;
      },
    };
  };

  /** A fresh authenticator with a passkey of the account behind `token`. */
  const addPasskey = async (token: string) => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const { challengeId, options } = await registrationOptions(token);
    const { credential, response } = authenticator.register(options);
    const verified = await post('/register/verify', { token, body: { challengeId, response } });
    expect(verified.status, JSON.stringify(verified.body)).toBe(201);
    return { authenticator, credential };
  };

  const login = async (authenticator: SoftwareAuthenticator) => {
    const { challengeId, options } = await loginOptions();
    return post<PasskeyLoginResult>('/login/verify', {
      body: { challengeId, response: authenticator.login(options) },
    });
  };

  it('asks for a discoverable credential and names nobody in the user fields', async () => {
    const student = await server.createStudent();
    const first = await registrationOptions(student.token);
    const { options } = first;
    expect(options).toMatchObject({
      rp: { id: 'o4f.test', name: 'Open4Feedback' },
      user: { name: STUDENT_PASSKEY_NAME, displayName: STUDENT_PASSKEY_NAME },
      attestation: 'none',
      authenticatorSelection: {
        residentKey: 'required',
        requireResidentKey: true,
        userVerification: 'preferred',
      },
      excludeCredentials: [],
    });
    expect(first.challengeId).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const handle = options.user.id;
    // 32 bytes (so neither the account id nor the 15-character private ID), the same for the
    // account...
    expect(Buffer.from(handle, 'base64url')).toHaveLength(32);
    expect(JSON.stringify(options)).not.toContain(student.anonId);
    expect((await registrationOptions(student.token)).options.user.id).toBe(handle);
    // ...and another for another account.
    const other = await server.createStudent();
    expect((await registrationOptions(other.token)).options.user.id).not.toBe(handle);

    const teacher = await server.createTeacher();
    const teacherOptions = (await registrationOptions(teacher.token)).options;
    expect(teacherOptions).toMatchObject({
      user: { name: teacher.username, displayName: teacher.username },
    });
    expect(JSON.stringify(teacherOptions)).not.toContain(teacher.email);
    expect(JSON.stringify(teacherOptions)).not.toContain('Lovelace');
  });

  it('asks for no user at login and offers nothing to the anonymous', async () => {
    const { challengeId, options } = await loginOptions();
    expect(challengeId).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(options).toMatchObject({ rpId: 'o4f.test', userVerification: 'preferred' });
    expect(options.allowCredentials ?? []).toEqual([]);
    expect((await post('/register/options')).status).toBe(401);
    expect((await server.api('GET', '/v1/passkeys')).status).toBe(401);
  });

  it('registers a passkey and logs the student in with it, like the password login', async () => {
    const student = await server.createStudent();
    const { authenticator, credential } = await addPasskey(student.token);

    const listed = await server.api<ApiBody<PasskeySummary[]>>('GET', '/v1/passkeys', {
      token: student.token,
    });
    expect(listed.body.data).toEqual([
      { id: credential.id.toString('base64url'), createdAt: expect.any(String), lastUsedAt: null },
    ]);
    // The next registration excludes it.
    const again = (await registrationOptions(student.token)).options;
    expect(again.excludeCredentials).toEqual([
      { id: credential.id.toString('base64url'), type: 'public-key', transports: ['internal'] },
    ]);

    const loggedIn = await login(authenticator);
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body).toEqual({
      message: AUTH_MESSAGES.loggedIn,
      data: { token: expect.any(String), role: 'STUDENT', isAdmin: false, anonId: student.anonId },
    });
    const profile = await server.api<ApiBody<{ anonId: string }>>('GET', '/user', {
      token: loggedIn.body.data.token,
    });
    expect(profile.status).toBe(200);
    expect(profile.body.data.anonId).toBe(student.anonId);

    const [row] = await server.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.id, credential.id.toString('base64url')));
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);

    // A copy of the authenticator that signs with an old counter is refused (a cloned key).
    credential.counter = 0;
    const cloned = await login(authenticator);
    expect(cloned.status).toBe(401);
    expect(cloned.body).toEqual({ message: PASSKEY_MESSAGES.notVerified });
  });

  it('logs a teacher in with a passkey as a teacher', async () => {
    const teacher = await server.createTeacher();
    const { authenticator } = await addPasskey(teacher.token);
    const loggedIn = await login(authenticator);
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.data).toEqual({
      token: expect.any(String),
      role: 'TEACHER',
      isAdmin: false,
    });
    const profile = await server.api('GET', '/teacher', { token: loggedIn.body.data.token });
    expect(profile.status).toBe(200);
  });

  it('refuses a passkey it does not know', async () => {
    const stranger = new SoftwareAuthenticator(ORIGIN);
    stranger.register({ challenge: 'AAAA', rp: { id: 'o4f.test' }, user: { id: 'AAAA' } });
    const refused = await login(stranger);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: PASSKEY_MESSAGES.unknownPasskey });
  });

  it('refuses an answer to another challenge, another site or with a forged signature', async () => {
    const student = await server.createStudent();
    const { authenticator } = await addPasskey(student.token);
    const refused = { status: 401, body: { message: PASSKEY_MESSAGES.notVerified } };
    const attempt = async (bend: (options: LoginOptionsLike) => object) => {
      const { challengeId, options } = await loginOptions();
      const response = await post('/login/verify', {
        body: { challengeId, response: bend(options) },
      });
      return { status: response.status, body: response.body };
    };

    const other = await loginOptions();
    expect(
      await attempt((options) =>
        authenticator.login(options, { challenge: other.options.challenge }),
      ),
    ).toEqual(refused);
    expect(
      await attempt((options) => authenticator.login(options, { origin: 'http://evil.test' })),
    ).toEqual(refused);
    expect(
      await attempt((options) =>
        authenticator.login(
          { ...options, rpId: 'evil.test' },
          { credential: authenticator.credentials[0]! },
        ),
      ),
    ).toMatchObject({ status: 401 });
    expect(
      await attempt((options) => authenticator.login(options, { type: 'webauthn.create' })),
    ).toEqual(refused);
    const { privateKey: forger } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    expect(await attempt((options) => authenticator.login(options, { signWith: forger }))).toEqual(
      refused,
    );
    // After all that the right answer still works.
    expect((await login(authenticator)).status).toBe(200);
  });

  it('uses a challenge once and for five minutes only', async () => {
    const student = await server.createStudent();
    const { authenticator } = await addPasskey(student.token);
    const expired = { status: 400, body: { message: PASSKEY_MESSAGES.challengeExpired } };

    const { challengeId, options } = await loginOptions();
    const answer = authenticator.login(options);
    const first = await post('/login/verify', { body: { challengeId, response: answer } });
    expect(first.status).toBe(200);
    const replay = await post('/login/verify', { body: { challengeId, response: answer } });
    expect({ status: replay.status, body: replay.body }).toEqual(expired);

    const late = await loginOptions();
    const stored = await server.db
      .select({ expiresAt: authStates.expiresAt })
      .from(authStates)
      .where(eq(authStates.state, late.challengeId));
    const ttl = stored[0]!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    await server.db
      .update(authStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authStates.state, late.challengeId));
    const lateAnswer = await post('/login/verify', {
      body: { challengeId: late.challengeId, response: authenticator.login(late.options) },
    });
    expect({ status: lateAnswer.status, body: lateAnswer.body }).toEqual(expired);

    const madeUp = await post('/login/verify', {
      body: { challengeId: 'x'.repeat(43), response: authenticator.login(options) },
    });
    expect({ status: madeUp.status, body: madeUp.body }).toEqual(expired);
  });

  it("refuses a registration answered to another account's or a login's challenge", async () => {
    const student = await server.createStudent();
    const other = await server.createStudent();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const expired = { status: 400, body: { message: PASSKEY_MESSAGES.challengeExpired } };

    const theirs = await registrationOptions(other.token);
    const stolen = await post('/register/verify', {
      token: student.token,
      body: {
        challengeId: theirs.challengeId,
        response: authenticator.register(theirs.options).response,
      },
    });
    expect({ status: stolen.status, body: stolen.body }).toEqual(expired);

    const login = await loginOptions();
    const mine = await registrationOptions(student.token);
    const wrongPurpose = await post('/register/verify', {
      token: student.token,
      body: {
        challengeId: login.challengeId,
        response: authenticator.register({ ...mine.options, challenge: login.options.challenge })
          .response,
      },
    });
    expect({ status: wrongPurpose.status, body: wrongPurpose.body }).toEqual(expired);

    const bent = await registrationOptions(student.token);
    const wrongChallenge = await post('/register/verify', {
      token: student.token,
      body: {
        challengeId: bent.challengeId,
        response: authenticator.register(bent.options, { challenge: mine.options.challenge })
          .response,
      },
    });
    expect({ status: wrongChallenge.status, body: wrongChallenge.body }).toEqual({
      status: 400,
      body: { message: PASSKEY_MESSAGES.notVerified },
    });
    const wrongSite = await registrationOptions(student.token);
    const foreign = await post('/register/verify', {
      token: student.token,
      body: {
        challengeId: wrongSite.challengeId,
        response: authenticator.register(wrongSite.options, { origin: 'http://evil.test' })
          .response,
      },
    });
    expect(foreign.status).toBe(400);

    const list = await server.api<ApiBody<PasskeySummary[]>>('GET', '/v1/passkeys', {
      token: student.token,
    });
    expect(list.body.data).toEqual([]);
  });

  it('lets the owner remove a passkey, and nobody else; a removed one logs nobody in', async () => {
    const owner = await server.createStudent();
    const { authenticator, credential } = await addPasskey(owner.token);
    const id = credential.id.toString('base64url');
    const intruder = await server.createTeacher();

    const theirs = await server.api('DELETE', `/v1/passkeys/${id}`, { token: intruder.token });
    expect({ status: theirs.status, body: theirs.body }).toEqual({
      status: 404,
      body: { message: PASSKEY_MESSAGES.notFound },
    });
    expect((await server.api('DELETE', `/v1/passkeys/${id}`)).status).toBe(401);
    expect((await login(authenticator)).status).toBe(200);

    const removed = await server.api('DELETE', `/v1/passkeys/${id}`, { token: owner.token });
    expect(removed.body).toEqual({ message: PASSKEY_MESSAGES.removed, data: null });
    const list = await server.api<ApiBody<PasskeySummary[]>>('GET', '/v1/passkeys', {
      token: owner.token,
    });
    expect(list.body.data).toEqual([]);
    const afterwards = await login(authenticator);
    expect({ status: afterwards.status, body: afterwards.body }).toEqual({
      status: 401,
      body: { message: PASSKEY_MESSAGES.unknownPasskey },
    });
  });

  it("limits logins per address and device, and a stranger's failures lock the owner out of nothing", async () => {
    const owner = await server.createStudent();
    const { authenticator } = await addPasskey(owner.token);
    const school = nextAddress();
    const from = (path: string, key: string | undefined, body: object = {}) =>
      server
        .api(`POST`, `/v1/passkeys${path}`, {
          body: { ...body, ...(key ? { device: key } : {}) },
          headers: { 'x-forwarded-for': school },
        })
        .then(({ status, body }) => ({ status, body: body as ApiBody<PasskeyOptionsResult> }));

    // One device at one address gets RATE requests a minute...
    for (let i = 0; i < RATE; i++)
      expect((await from('/login/options', device('spam'))).status).toBe(200);
    expect(await from('/login/options', device('spam'))).toEqual({
      status: 429,
      body: { message: AUTH_MESSAGES.tooManyAttempts },
    });
    // ...and a student at the same address answers the owner's passkey with forged signatures,
    // from as many made-up devices as they like.
    const { privateKey: forger } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    for (let i = 0; i < 3 * RATE; i++) {
      const key = device(`forger${i}`);
      const options = await from('/login/options', key);
      const forged = await from('/login/verify', key, {
        challengeId: options.body.data.challengeId,
        response: authenticator.login(options.body.data.options as LoginOptionsLike, {
          signWith: forger,
        }),
      });
      expect(forged.status).toBe(401);
    }
    // The owner, at the same address, logs in with the passkey and with the password.
    const options = await from('/login/options', device('owner'));
    const mine = await from('/login/verify', device('owner'), {
      challengeId: options.body.data.challengeId,
      response: authenticator.login(options.body.data.options as LoginOptionsLike),
    });
    expect(mine.status).toBe(200);
    const password = await server.api('POST', '/user/login', {
      body: { anonId: owner.anonId, password: owner.password },
      headers: { 'x-forwarded-for': school },
    });
    expect(password.status).toBe(200);
  });
});

describe('relying party', () => {
  it('is the host of PUBLIC_URL, and localhost for a loopback address', () => {
    expect(relyingParty('https://feedback.uni.example')).toMatchObject({
      id: 'feedback.uni.example',
      origins: ['https://feedback.uni.example'],
    });
    expect(relyingParty('http://localhost:3000')).toMatchObject({
      id: 'localhost',
      origins: ['http://localhost:3000'],
    });
    expect(relyingParty('http://127.0.0.1:3941')).toMatchObject({
      id: 'localhost',
      origins: ['http://localhost:3941'],
    });
  });
});
