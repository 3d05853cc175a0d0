// LTI 1.3 launches from a platform double that speaks the 1EdTech messages: login initiation,
// the id_token verified (every refusal in words), who is who, the learners' privacy, the
// hand-off to the web app, deep linking and framing; real HTTP on the test database.
import type {
  LtiDeepLinkOptions,
  LtiDeepLinkResult,
  LtiPlatform,
  LtiSessionResult,
} from '@o4f/contract';
import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authStates, externalIdentities, ltiContexts, users } from '../../db/schema/index.ts';
import { issueCode } from '../class-code/class-code.service.ts';
import { startLtiTool } from '../../testing/lti-kit.ts';
import type { LtiTool } from '../../testing/lti-kit.ts';
import { ROLES, startLtiPlatform } from '../../testing/lti-platform.ts';
import type { LaunchOptions, LtiPlatformDouble } from '../../testing/lti-platform.ts';
import type { ApiBody, ApiResponse } from '../../testing/test-server.ts';
import { LTI_MESSAGES } from './lti-refusal.ts';

let tool: LtiTool;
let platform: LtiPlatformDouble;
let admin: { token: string };
let registered: LtiPlatform;
const idTokens: string[] = [];

beforeAll(async () => {
  tool = await startLtiTool();
  platform = await startLtiPlatform();
  admin = await tool.createAdmin();
  const added = await tool.api<ApiBody<LtiPlatform>>('POST', '/v1/lti/platforms', {
    token: admin.token,
    body: platform.manualInput('Moodle test'),
  });
  registered = tool.expectOk(added, 'platform');
});
afterAll(async () => {
  await platform.close();
  await tool.close();
});

const INSTRUCTOR = { sub: 'instructor-7f2c', roles: [ROLES.instructor] };
const LEARNER_PERSON = {
  name: 'Pierre Learner',
  givenName: 'Pierre',
  familyName: 'Learner',
  email: 'pierre.learner@lms.example',
};

/** A launch through the double; the id_token it signed is kept to look for it in the logs. */
async function launch(options: LaunchOptions) {
  const result = await platform.launch(tool.url, options);
  idTokens.push(result.answer.fields.id_token);
  return result;
}

/** With a token, the teacher on the launch page said the LMS identity is theirs (unless `link` is false). */
const session = (handoff: string, token?: string, link = true) =>
  tool.api<ApiBody<LtiSessionResult>>('POST', '/v1/lti/session', {
    body: token ? { handoff, link } : { handoff },
    ...(token ? { token } : {}),
  });

/** A launch that succeeds, exchanged for its session. */
async function launchAndExchange(options: LaunchOptions, token?: string, link = true) {
  const { response } = await launch(options);
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  expect(location.startsWith(`${tool.url}/lti/launch#handoff=`)).toBe(true);
  const exchanged = await session(platform.handoffOf(response), token, link);
  expect(exchanged.status).toBe(200);
  return exchanged.body.data;
}

async function expectRefused(response: Response, status: number, message: string) {
  const html = await response.text();
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(html).toContain(message);
  expect(response.headers.get('location')).toBeNull();
}

describe('login initiation (GET and POST /lti/login)', () => {
  it.each(['GET', 'POST'] as const)(
    'redirects a %s to the platform with state and nonce',
    async (method) => {
      const { response, loginHint } = await platform.initiateLogin(tool.url, {
        loginMethod: method,
      });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(platform.endpoints.auth);
      const query = Object.fromEntries(location.searchParams);
      expect(query).toMatchObject({
        scope: 'openid',
        response_type: 'id_token',
        response_mode: 'form_post',
        prompt: 'none',
        client_id: platform.clientId,
        redirect_uri: `${tool.url}/apio4f/lti/launch`,
        login_hint: loginHint,
        lti_message_hint: 'message-hint-1',
      });
      expect(query.state).toMatch(/^[\w-]{40,}$/);
      expect(query.nonce).toMatch(/^[\w-]{40,}$/);
      const [row] = await tool.db
        .select()
        .from(authStates)
        .where(eq(authStates.state, query.state ?? ''));
      expect(row).toMatchObject({ purpose: 'lti_login', nonce: query.nonce });
      // The LMS's hints about the person are not kept.
      expect(JSON.stringify(row?.data)).not.toContain(loginHint);
    },
  );

  it('needs the client_id when the issuer is registered twice, and a known deployment', async () => {
    const second = await tool.api<ApiBody<LtiPlatform>>('POST', '/v1/lti/platforms', {
      token: admin.token,
      body: { ...platform.manualInput('Second client'), clientId: 'second-client' },
    });
    expect(second.status).toBe(201);
    try {
      const ambiguous = await platform.initiateLogin(tool.url, { loginClientId: null });
      await expectRefused(ambiguous.response, 400, LTI_MESSAGES.loginAmbiguous);
      const named = await platform.initiateLogin(tool.url, {});
      expect(named.response.status).toBe(302);
    } finally {
      await tool.api('DELETE', `/v1/lti/platforms/${second.body.data.id}`, { token: admin.token });
    }
    const alone = await platform.initiateLogin(tool.url, { loginClientId: null });
    expect(alone.response.status).toBe(302);
    const deployment = await platform.initiateLogin(tool.url, {
      deploymentId: 'deployment-unknown',
    });
    await expectRefused(deployment.response, 403, LTI_MESSAGES.loginDeployment);
  });

  it('refuses an unknown platform and an incomplete request in words', async () => {
    const unknown = await fetch(
      `${tool.url}/apio4f/lti/login?iss=${encodeURIComponent('https://lms.unknown.example')}&login_hint=x`,
    );
    await expectRefused(unknown, 403, LTI_MESSAGES.loginUnknownPlatform);
    const incomplete = await fetch(
      `${tool.url}/apio4f/lti/login?iss=${encodeURIComponent(platform.issuer)}`,
    );
    await expectRefused(incomplete, 400, LTI_MESSAGES.loginParams);
  });
});

describe('launches', () => {
  let teacher: LtiSessionResult;

  it('an instructor lands as the teacher of a course made for the LMS course', async () => {
    teacher = await launchAndExchange(INSTRUCTOR);
    expect(teacher.role).toBe('TEACHER');
    expect(teacher.user).toEqual({ id: expect.any(Number), isAdmin: false, anonId: null });
    expect(teacher.destination).toEqual({ kind: 'course', courseId: expect.any(Number) });
    const courses = await tool.api<ApiBody<{ id: number; name: string }[]>>('GET', '/courses', {
      token: teacher.token,
    });
    expect(courses.body.data).toEqual([
      expect.objectContaining({
        id: (teacher.destination as { courseId: number }).courseId,
        name: 'Physics 101',
      }),
    ]);
    // The same instructor again: the same account and course.
    const again = await launchAndExchange(INSTRUCTOR);
    expect(again.user.id).toBe(teacher.user.id);
    expect(again.destination).toEqual(teacher.destination);
  });

  it("refuses in words a second instructor of the LMS course, whose Open4Feedback course is another teacher's", async () => {
    const { response } = await launch({ sub: 'co-teacher-41', roles: [ROLES.instructor] });
    expect(response.status).toBe(303);
    const refused = await session(platform.handoffOf(response));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(LTI_MESSAGES.launchOtherTeachersCourse);
  });

  it('a Teaching Assistant or an Administrator is a teacher too', async () => {
    for (const role of [ROLES.teachingAssistant, ROLES.administrator]) {
      // Each in an LMS course of their own: a course has one teacher.
      const result = await launchAndExchange({
        sub: `staff-${role.length}`,
        roles: [role],
        context: { id: `ctx-staff-${role.length}`, title: 'Staff course' },
      });
      expect(result.role).toBe('TEACHER');
    }
  });

  it("links a new instructor identity to the logged-in teacher's account", async () => {
    const existing = await tool.createTeacher();
    const result = await launchAndExchange(
      {
        sub: 'instructor-linked',
        roles: [ROLES.instructor],
        context: { id: 'ctx-2', title: 'Chemistry' },
      },
      existing.token,
    );
    expect(result.user.id).toBe(existing.profile.id);
    const later = await launchAndExchange({
      sub: 'instructor-linked',
      roles: [ROLES.instructor],
      context: { id: 'ctx-2', title: 'Chemistry' },
    });
    expect(later.user.id).toBe(existing.profile.id);
  });

  it('does not link the identity to a signed-in teacher who did not confirm it (a hand-off link someone sent)', async () => {
    const victim = await tool.createTeacher();
    const result = await launchAndExchange(
      {
        sub: 'instructor-unconfirmed',
        roles: [ROLES.instructor],
        context: { id: 'ctx-unconfirmed', title: 'Biology' },
      },
      victim.token,
      false,
    );
    expect(result.role).toBe('TEACHER');
    expect(result.user.id).not.toBe(victim.profile.id);
    const later = await launchAndExchange({
      sub: 'instructor-unconfirmed',
      roles: [ROLES.instructor],
      context: { id: 'ctx-unconfirmed', title: 'Biology' },
    });
    expect(later.user.id).toBe(result.user.id);
  });

  it('uses a hand-off code once', async () => {
    const { response } = await launch(INSTRUCTOR);
    const handoff = platform.handoffOf(response);
    expect((await session(handoff)).status).toBe(200);
    const again = await session(handoff);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: LTI_MESSAGES.handoffUnknown });
  });

  it('a learner lands in the linked course, with nothing of them stored but a keyed hash', async () => {
    const courseId = (teacher.destination as { courseId: number }).courseId;
    const first = await launchAndExchange({ sub: 'learner-3b1d', person: LEARNER_PERSON });
    expect(first.role).toBe('STUDENT');
    expect(first.user).toEqual({ id: expect.any(Number), isAdmin: false, anonId: null });
    expect(first.destination).toEqual({ kind: 'course', courseId });

    // Two launches of the same learner: one account.
    const second = await launchAndExchange({ sub: 'learner-3b1d', person: LEARNER_PERSON });
    expect(second.user.id).toBe(first.user.id);
    const other = await launchAndExchange({ sub: 'learner-other', person: LEARNER_PERSON });
    expect(other.user.id).not.toBe(first.user.id);

    const [row] = await tool.db.select().from(users).where(eq(users.id, first.user.id));
    expect(row).toMatchObject({
      role: 'STUDENT',
      username: null,
      email: null,
      firstName: null,
      lastName: null,
      university: null,
    });
    expect(row?.anonId).toMatch(/^[A-Z0-9]{15}$/);
    const identities = await tool.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.userId, first.user.id));
    expect(identities).toEqual([
      expect.objectContaining({
        kind: 'lti',
        subjectHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
    const stored = JSON.stringify([row, identities]);
    for (const secret of ['learner-3b1d', 'Pierre', 'Learner', 'pierre.learner@lms.example']) {
      expect(stored).not.toContain(secret);
    }
    // Not registered in the course behind the teacher's back: admission decides.
    const courses = await tool.api<ApiBody<unknown[]>>('GET', '/courses', { token: first.token });
    expect(courses.body.data).toEqual([]);
  });

  it("sends a learner to the course's running lecture with its Lecture Code", async () => {
    const courseId = (teacher.destination as { courseId: number }).courseId;
    const lecture = await tool.startLecture(teacher.token, courseId);
    const before = await launchAndExchange({ sub: 'learner-live', person: LEARNER_PERSON });
    expect(before.destination).toEqual({
      kind: 'live',
      courseId,
      lectureNum: lecture.lectureNum,
      classId: null,
    });
    const issued = await issueCode(tool.app.ctx, { courseId, lectureNum: lecture.lectureNum });
    expect(issued.ok).toBe(true);
    const after = await launchAndExchange({ sub: 'learner-live', person: LEARNER_PERSON });
    expect(after.destination).toEqual({
      kind: 'live',
      courseId,
      lectureNum: lecture.lectureNum,
      classId: issued.ok ? issued.code : '',
    });
    expect(after.user.id).toBe(before.user.id);
  });

  it('refuses a learner from an LMS course that is not linked', async () => {
    const { response } = await launch({
      sub: 'learner-elsewhere',
      context: { id: 'ctx-unlinked', title: 'Unlinked' },
    });
    await expectRefused(response, 403, LTI_MESSAGES.launchNoCourse);
  });
});

describe('refusals of the id_token', () => {
  const refusals: [string, LaunchOptions, number, string][] = [
    ['alg none', { alg: 'none' }, 401, LTI_MESSAGES.launchAlgorithm],
    ['HS256', { alg: 'HS256' }, 401, LTI_MESSAGES.launchAlgorithm],
    [
      'a wrong iss',
      { claims: (claims) => ({ ...claims, iss: 'https://lms.other.example' }) },
      401,
      LTI_MESSAGES.launchIssuer,
    ],
    [
      'a wrong aud',
      { claims: (claims) => ({ ...claims, aud: 'another-tool' }) },
      401,
      LTI_MESSAGES.launchAudience,
    ],
    [
      'a wrong azp',
      {
        claims: (claims) => ({
          ...claims,
          aud: [String(claims.aud), 'another-tool'],
          azp: 'another-tool',
        }),
      },
      401,
      LTI_MESSAGES.launchAzp,
    ],
    [
      'several audiences without azp',
      { claims: (claims) => ({ ...claims, aud: [String(claims.aud), 'another-tool'] }) },
      401,
      LTI_MESSAGES.launchAzp,
    ],
    [
      'an unknown deployment',
      {
        claims: (claims) => ({
          ...claims,
          'https://purl.imsglobal.org/spec/lti/claim/deployment_id': 'deployment-unknown',
        }),
      },
      403,
      LTI_MESSAGES.launchDeployment,
    ],
    [
      'an expired token',
      {
        claims: (claims) => ({
          ...claims,
          iat: Math.floor(Date.now() / 1000) - 900,
          exp: Math.floor(Date.now() / 1000) - 600,
        }),
      },
      401,
      LTI_MESSAGES.launchExpired,
    ],
    [
      'another message type',
      {
        claims: (claims) => ({
          ...claims,
          'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiSubmissionReviewRequest',
        }),
      },
      400,
      LTI_MESSAGES.launchMessageType,
    ],
    [
      'another version',
      {
        claims: (claims) => ({
          ...claims,
          'https://purl.imsglobal.org/spec/lti/claim/version': '1.1',
        }),
      },
      400,
      LTI_MESSAGES.launchVersion,
    ],
  ];

  it.each(refusals)('refuses %s in words', async (_name, options, status, message) => {
    const { response } = await launch({ ...INSTRUCTOR, ...options });
    await expectRefused(response, status, message);
  });

  it('refuses an id_token posted again (the state is used once)', async () => {
    const { answer, response } = await launch(INSTRUCTOR);
    expect(response.status).toBe(303);
    const replay = await platform.postLaunch(answer);
    await expectRefused(replay, 400, LTI_MESSAGES.launchState);
  });

  it('refuses a state it never issued, and a missing one', async () => {
    const { answer } = await launch(INSTRUCTOR);
    const made = await platform.postLaunch({
      ...answer,
      fields: { ...answer.fields, state: 'a-state-nobody-issued' },
    });
    await expectRefused(made, 400, LTI_MESSAGES.launchState);
    const missing = await fetch(`${tool.url}/apio4f/lti/launch`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id_token: answer.fields.id_token }).toString(),
      redirect: 'manual',
    });
    await expectRefused(missing, 400, LTI_MESSAGES.launchParams);
  });

  it("refuses a token whose nonce is another login's (a reused nonce)", async () => {
    const first = await launch(INSTRUCTOR);
    expect(first.response.status).toBe(303);
    // A fresh login, answered with the first launch's id_token (its nonce is spent).
    const { response: login } = await platform.initiateLogin(tool.url, INSTRUCTOR);
    const fresh = await platform.authorize(login.headers.get('location') ?? '');
    const reused = await platform.postLaunch({
      ...fresh,
      fields: { id_token: first.answer.fields.id_token, state: fresh.fields.state },
    });
    await expectRefused(reused, 401, LTI_MESSAGES.launchNonce);
  });

  it('refuses a learner asking to deep link', async () => {
    const { response } = await launch({ sub: 'learner-dl', messageType: 'LtiDeepLinkingRequest' });
    await expectRefused(response, 403, LTI_MESSAGES.launchDeepLinkLearner);
  });
});

describe("refusal pages in the language of the LMS user's browser", () => {
  /** The platform's form posted again (its state is spent, so the launch is refused). */
  const postAgain = (
    answer: Awaited<ReturnType<typeof launch>>['answer'],
    headers: Record<string, string> = {},
  ) =>
    fetch(answer.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(answer.fields).toString(),
      redirect: 'manual',
    });

  it('says a refused launch in German for Accept-Language: de', async () => {
    const { answer, response } = await launch(INSTRUCTOR);
    expect(response.status).toBe(303);
    const german = await postAgain(answer, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    const html = await german.text();
    expect(german.status).toBe(400);
    expect(german.headers.get('content-type')).toContain('text/html');
    expect(german.headers.get('content-language')).toBe('de');
    expect(html).toContain('<html lang="de"><head>');
    expect(html).toContain('<title>Open4Feedback konnte nicht geöffnet werden</title>');
    expect(html).toContain(
      '<p>Dieser Aufruf ist abgelaufen oder wurde bereits verwendet. Öffnen Sie Open4Feedback erneut aus Ihrem Kurs.</p>',
    );
    expect(html).not.toContain(LTI_MESSAGES.launchState);
  });

  it('keeps the English page byte for byte without Accept-Language, and writes Arabic right to left', async () => {
    const { answer } = await launch(INSTRUCTOR);
    const english = await postAgain(answer);
    expect(english.status).toBe(400);
    expect(english.headers.get('content-language')).toBeNull();
    expect(await english.text()).toBe(
      [
        '<!doctype html>',
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<title>Open4Feedback could not open</title>',
        '<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}</style>',
        '</head><body>',
        '<h1>Open4Feedback could not open</h1>',
        '<p>This launch has expired or was already used. Open Open4Feedback again from your course.</p>',
        '',
        '</body></html>',
      ].join('\n'),
    );
    const arabic = await postAgain(answer, { 'accept-language': 'ar' });
    const html = await arabic.text();
    expect(html).toContain('<html lang="ar" dir="rtl"><head>');
    expect(html).toContain('<h1>تعذّر فتح Open4Feedback</h1>');
  });

  it('says a refused login in French', async () => {
    const unknown = await fetch(
      `${tool.url}/apio4f/lti/login?iss=${encodeURIComponent('https://lms.unknown.example')}&login_hint=x`,
      { headers: { 'accept-language': 'fr' } },
    );
    const html = await unknown.text();
    expect(unknown.status).toBe(403);
    expect(html).toContain('<html lang="fr"><head>');
    expect(html).toContain('<title>Open4Feedback n’a pas pu démarrer</title>');
    expect(html).toContain(
      'Cette plateforme pédagogique n’est pas enregistrée dans Open4Feedback.',
    );
  });
});

describe('deep linking', () => {
  it('signs an LtiDeepLinkingResponse with the chosen lecture and links the LMS course', async () => {
    const { response } = await launch({
      ...INSTRUCTOR,
      messageType: 'LtiDeepLinkingRequest',
      context: { id: 'ctx-dl', title: 'Biology' },
    });
    expect(response.status).toBe(303);
    const result = (await session(platform.handoffOf(response))).body.data;
    expect(result.destination.kind).toBe('deep-link');
    const deepLinkId = result.destination.kind === 'deep-link' ? result.destination.deepLinkId : '';

    const course = await tool.createCourse(result.token, { name: 'Biology', shortName: 'BIO' });
    const lecture = await tool.createLecture(result.token, course.id, { name: 'Cells' });
    const options = await tool.api<ApiBody<LtiDeepLinkOptions>>(
      'GET',
      `/v1/lti/deep-link/${deepLinkId}`,
      { token: result.token },
    );
    expect(options.status).toBe(200);
    expect(options.body.data.platformName).toBe('Moodle test');
    expect(options.body.data.courses).toContainEqual({
      id: course.id,
      name: 'Biology',
      shortName: 'BIO',
      lectures: [{ lectureNum: lecture.lectureNum, name: 'Cells' }],
    });

    // Another teacher does not see this selection.
    const stranger = await tool.createTeacher();
    const foreign = await tool.api('GET', `/v1/lti/deep-link/${deepLinkId}`, {
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);

    const chosen: ApiResponse<ApiBody<LtiDeepLinkResult>> = await tool.api(
      'POST',
      `/v1/lti/deep-link/${deepLinkId}`,
      { token: result.token, body: { courseId: course.id, lectureNum: lecture.lectureNum } },
    );
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.formAction).toBe(platform.endpoints.deepLinkReturn);
    const { payload, protectedHeader } = await jwtVerify(
      chosen.body.data.jwt,
      createRemoteJWKSet(new URL(`${tool.url}/apio4f/lti/jwks`)),
      { issuer: platform.clientId, audience: platform.issuer, algorithms: ['RS256'] },
    );
    expect(protectedHeader.kid).toEqual(expect.any(String));
    expect(payload).toMatchObject({
      nonce: expect.any(String),
      'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiDeepLinkingResponse',
      'https://purl.imsglobal.org/spec/lti/claim/version': '1.3.0',
      'https://purl.imsglobal.org/spec/lti/claim/deployment_id': platform.deploymentId,
      'https://purl.imsglobal.org/spec/lti-dl/claim/data': 'opaque-platform-data',
      'https://purl.imsglobal.org/spec/lti-dl/claim/content_items': [
        {
          type: 'ltiResourceLink',
          title: 'Biology: Cells',
          url: `${tool.url}/apio4f/lti/launch`,
          custom: { course_id: String(course.id), lecture_num: String(lecture.lectureNum) },
        },
      ],
    });
    const [link] = await tool.db
      .select()
      .from(ltiContexts)
      .where(eq(ltiContexts.contextId, 'ctx-dl'));
    expect(link).toMatchObject({ platformId: registered.id, courseId: course.id });

    // The selection is used once.
    const again = await tool.api('POST', `/v1/lti/deep-link/${deepLinkId}`, {
      token: result.token,
      body: { courseId: course.id },
    });
    expect(again.status).toBe(404);

    // A learner launching the deep-linked resource link lands in that course.
    const learner = await launchAndExchange({
      sub: 'learner-bio',
      context: { id: 'ctx-dl-other-section', title: 'Biology B' },
      custom: { course_id: String(course.id), lecture_num: String(lecture.lectureNum) },
    });
    expect(learner.destination).toEqual({ kind: 'course', courseId: course.id });
  });
});

describe('logs and framing', () => {
  it('logs no id_token, no subject and no name or e-mail of a learner', () => {
    const logs = tool.lines.join('');
    expect(logs).toContain('LTI request refused');
    // Request lines are logged (debug), their LTI query strings left out.
    expect(logs).toContain('/apio4f/lti/login?[redacted]');
    for (const token of idTokens) expect(logs).not.toContain(token.split('.')[1]);
    for (const secret of ['learner-3b1d', 'Pierre', 'pierre.learner@lms.example', 'hint-']) {
      expect(logs).not.toContain(secret);
    }
  });

  it("lets exactly the registered platforms' origins frame the web app, and nothing else", async () => {
    const page = await fetch(`${tool.url}/lti/launch`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBeNull();
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(/frame-ancestors ([^;]*)/.exec(policy)?.[1]).toBe(`'self' ${platform.url}`);

    const api = await fetch(`${tool.url}/apio4f/lti/config.json`);
    expect(api.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(
      /frame-ancestors ([^;]*)/.exec(api.headers.get('content-security-policy') ?? '')?.[1],
    ).toBe("'self'");

    const other = await startLtiPlatform();
    try {
      const added = await tool.api<ApiBody<LtiPlatform>>('POST', '/v1/lti/platforms', {
        token: admin.token,
        body: other.manualInput('Second LMS'),
      });
      const withTwo = await fetch(`${tool.url}/`);
      const origins = [platform.url, other.url].sort().join(' ');
      expect(
        /frame-ancestors ([^;]*)/.exec(withTwo.headers.get('content-security-policy') ?? '')?.[1],
      ).toBe(`'self' ${origins}`);
      await tool.api('DELETE', `/v1/lti/platforms/${added.body.data.id}`, { token: admin.token });
      const withOne = await fetch(`${tool.url}/teacher/my-courses`);
      expect(
        /frame-ancestors ([^;]*)/.exec(withOne.headers.get('content-security-policy') ?? '')?.[1],
      ).toBe(`'self' ${platform.url}`);
    } finally {
      await other.close();
    }
  });
});
