// After the launch: the web exchanges the one-time hand-off code for a session (the account
// behind the LMS identity, made on first use), and a teacher's deep-linking choice is signed
// for the LMS.
import { randomBytes } from 'node:crypto';
import { COURSE_MESSAGES, deriveShortName, isOpenForLive, LECTURE_MESSAGES } from '@o4f/contract';
import type {
  LtiDeepLinkChoice,
  LtiDeepLinkOptions,
  LtiDeepLinkResult,
  LtiDestination,
  LtiSessionResult,
} from '@o4f/contract';
import { SignJWT } from 'jose';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { createSession } from '../auth/auth.service.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { issueStudentCredentials } from '../auth/credentials.service.ts';
import { hashGeneratedPassword } from '../auth/passwords.ts';
import { newToken, sha256Hex } from '../auth/tokens.ts';
import { findCourse, insertCourse, listCoursesOfTeacher } from '../courses/courses.repository.ts';
import { findLecture, listLectures } from '../lectures/lectures.repository.ts';
import { emailInUse, insertTeacher } from '../teachers/teachers.repository.ts';
import { isUniqueViolation } from '../users/users.repository.ts';
import { CLAIMS, DEEP_LINKING_RESPONSE, LTI_VERSION } from './lti-claims.ts';
import { TOOL_KEY_ALG, toolSigningKey } from './lti-keys.ts';
import type { Handoff } from './lti-launch.service.ts';
import { launchUrl } from './lti-launch.service.ts';
import { LTI_MESSAGES } from './lti-refusal.ts';
import * as repo from './lti.repository.ts';

/** How long a teacher has to pick a course for a deep link. */
const DEEP_LINK_TTL_MS = 60 * 60_000;

interface DeepLinkState {
  userId: number;
  platformId: number;
  deploymentId: string;
  returnUrl: string;
  data: string | null;
  contextId: string | null;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A teacher account for an LMS instructor: the launch's e-mail when free, else a placeholder. */
async function createTeacherFor(ctx: AppContext, profile: Handoff['profile']): Promise<UserRow> {
  const placeholder = `lti-${randomBytes(9).toString('base64url').toLowerCase()}@lms.invalid`;
  const wanted = profile?.email?.toLowerCase() ?? null;
  const email = wanted && !(await emailInUse(ctx.db, wanted)) ? wanted : placeholder;
  const values = {
    role: 'TEACHER' as const,
    firstName: profile?.firstName ?? 'LMS',
    lastName: profile?.lastName ?? 'Teacher',
    // Nobody knows this password: the account signs in through the LMS (or a password reset).
    passwordHash: hashGeneratedPassword(ctx.credentialSecret, newToken()),
    passwordKind: 'hmac' as const,
  };
  try {
    return await insertTeacher(ctx.db, { ...values, email, username: email });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return insertTeacher(ctx.db, { ...values, email: placeholder, username: placeholder });
  }
}

/**
 * The account behind the identity: the known one, else (a teacher) the logged-in teacher's or a
 * new teacher account, (a learner) a new student account with a hidden random private ID.
 */
async function accountFor(
  ctx: AppContext,
  handoff: Handoff,
  loggedIn: AuthUser | null,
): Promise<UserRow> {
  const known = await repo.findIdentityUser(ctx.db, handoff.subjectHash);
  if (known) return known;
  let userId: number;
  let created = false;
  if (handoff.teacher && loggedIn?.isTeacher) {
    userId = loggedIn.id;
  } else if (handoff.teacher) {
    userId = (await createTeacherFor(ctx, handoff.profile)).id;
    created = true;
  } else {
    userId = (await issueStudentCredentials(ctx)).userId;
    created = true;
  }
  const linked = await repo.insertIdentity(ctx.db, {
    subjectHash: handoff.subjectHash,
    kind: 'lti',
    userId,
  });
  // A parallel hand-off of the same person won: use its account, drop this one.
  if (!linked && created) await repo.deleteUser(ctx.db, userId);
  const user = await repo.findIdentityUser(ctx.db, handoff.subjectHash);
  if (!user) throw new Error('identity was not stored');
  return user;
}

/** The teacher's course for a launch from an LMS course not linked yet: made and linked. */
async function courseForContext(
  ctx: AppContext,
  handoff: Handoff,
  user: UserRow,
): Promise<number | null> {
  if (handoff.courseId !== null || !handoff.context) return handoff.courseId;
  const linked = await repo.findContextCourse(ctx.db, handoff.platformId, handoff.context.id);
  if (linked !== undefined) return linked;
  const course = await insertCourse(ctx.db, {
    teacherId: user.id,
    name: handoff.context.title,
    shortName: deriveShortName(handoff.context.title),
    startDate: today(),
  });
  await repo.linkContext(
    ctx.db,
    { platformId: handoff.platformId, contextId: handoff.context.id, courseId: course.id },
    false,
  );
  return (await repo.findContextCourse(ctx.db, handoff.platformId, handoff.context.id)) ?? null;
}

/** A learner goes to the course's live lecture when one runs (its current Lecture Code with it). */
async function learnerDestination(
  ctx: AppContext,
  courseId: number,
  lectureNum: number | null,
): Promise<LtiDestination> {
  const now = new Date();
  const lectures = (await listLectures(ctx.db, [courseId])).filter((row) =>
    isOpenForLive(row, now),
  );
  const live =
    lectures.find((row) => row.lectureNum === lectureNum) ??
    lectures.find((row) => row.state === 'STARTED') ??
    lectures[0];
  if (!live) return { kind: 'course', courseId };
  const code = await ctx.live.currentCode({ courseId, lectureNum: live.lectureNum });
  return { kind: 'live', courseId, lectureNum: live.lectureNum, classId: code?.code ?? null };
}

/** POST /v1/lti/session: the hand-off code (used once) for a session and where to go. */
export async function exchangeHandoff(
  ctx: AppContext,
  code: string,
  loggedIn: AuthUser | null,
): Promise<LtiSessionResult> {
  const now = new Date();
  const taken = await repo.takeAuthState(ctx.db, sha256Hex(code), 'lti_handoff', now);
  if (!taken) throw badRequest(LTI_MESSAGES.handoffUnknown);
  const handoff = taken.data as Handoff;
  const user = await accountFor(ctx, handoff, loggedIn);
  if (handoff.teacher && user.role === 'STUDENT')
    throw forbidden(LTI_MESSAGES.launchStudentAccount);

  let destination: LtiDestination;
  if (user.role === 'STUDENT') {
    if (handoff.courseId === null) throw forbidden(LTI_MESSAGES.launchNoCourse);
    destination = await learnerDestination(ctx, handoff.courseId, handoff.lectureNum);
  } else if (handoff.deepLink) {
    const deepLinkId = newToken();
    const state: DeepLinkState = {
      userId: user.id,
      platformId: handoff.platformId,
      ...handoff.deepLink,
    };
    await repo.insertAuthState(ctx.db, {
      state: sha256Hex(deepLinkId),
      purpose: 'lti_deep_link',
      nonce: newToken(),
      data: { ...state },
      expiresAt: new Date(now.getTime() + DEEP_LINK_TTL_MS),
    });
    destination = { kind: 'deep-link', deepLinkId };
  } else {
    const courseId = await courseForContext(ctx, handoff, user);
    if (courseId === null) throw forbidden(LTI_MESSAGES.launchNoCourse);
    // A course has one teacher: a second instructor of the LMS course cannot run it.
    if ((await findCourse(ctx.db, courseId))?.teacherId !== user.id)
      throw forbidden(LTI_MESSAGES.launchOtherTeachersCourse);
    destination = { kind: 'course', courseId };
  }
  const token = await createSession(ctx.db, user, ctx.config.SESSION_TTL_HOURS);
  return {
    token,
    role: user.role,
    user: { id: user.id, isAdmin: user.role === 'ADMIN', anonId: null },
    destination,
  };
}

async function deepLinkOf(ctx: AppContext, user: AuthUser, id: string): Promise<DeepLinkState> {
  const found = await repo.peekAuthState(ctx.db, sha256Hex(id), 'lti_deep_link', new Date());
  const state = found?.data as DeepLinkState | undefined;
  // Another teacher's selection is as unknown as an expired one.
  if (!state || state.userId !== user.id) throw notFound(LTI_MESSAGES.deepLinkUnknown);
  return state;
}

/** GET /v1/lti/deep-link/:id: the teacher's courses and lectures to choose from. */
export async function deepLinkOptions(
  ctx: AppContext,
  user: AuthUser,
  id: string,
): Promise<LtiDeepLinkOptions> {
  const state = await deepLinkOf(ctx, user, id);
  const platform = await repo.findPlatform(ctx.db, state.platformId);
  if (!platform) throw notFound(LTI_MESSAGES.deepLinkUnknown);
  const courses = await listCoursesOfTeacher(ctx.db, user.id);
  const lectures = await listLectures(
    ctx.db,
    courses.map((course) => course.id),
  );
  return {
    platformName: platform.name,
    courses: courses.map((course) => ({
      id: course.id,
      name: course.name,
      shortName: course.shortName,
      lectures: lectures
        .filter((lecture) => lecture.courseId === course.id)
        .map((lecture) => ({ lectureNum: lecture.lectureNum, name: lecture.name })),
    })),
  };
}

/**
 * POST /v1/lti/deep-link/:id: the chosen course (or lecture, or a new course) as a signed
 * LtiDeepLinkingResponse with one ltiResourceLink; the LMS course is linked to the course.
 */
export async function completeDeepLink(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  choice: LtiDeepLinkChoice,
): Promise<LtiDeepLinkResult> {
  const state = await deepLinkOf(ctx, user, id);
  const platform = await repo.findPlatform(ctx.db, state.platformId);
  if (!platform) throw notFound(LTI_MESSAGES.deepLinkUnknown);
  let course;
  let lecture;
  if ('newCourse' in choice) {
    course = await insertCourse(ctx.db, {
      teacherId: user.id,
      name: choice.newCourse.name,
      shortName: choice.newCourse.shortName,
      startDate: today(),
    });
  } else {
    course = await findCourse(ctx.db, choice.courseId);
    if (!course || course.teacherId !== user.id) throw notFound(COURSE_MESSAGES.notFound);
    if (choice.lectureNum !== undefined) {
      lecture = await findLecture(ctx.db, course.id, choice.lectureNum);
      if (!lecture) throw notFound(LECTURE_MESSAGES.notFound);
    }
  }
  if (!(await repo.takeAuthState(ctx.db, sha256Hex(id), 'lti_deep_link', new Date()))) {
    throw notFound(LTI_MESSAGES.deepLinkUnknown);
  }
  if (state.contextId) {
    await repo.linkContext(
      ctx.db,
      { platformId: platform.id, contextId: state.contextId, courseId: course.id },
      true,
    );
  }
  const custom: Record<string, string> = { course_id: String(course.id) };
  if (lecture) custom.lecture_num = String(lecture.lectureNum);
  const key = await toolSigningKey(ctx);
  const jwt = await new SignJWT({
    nonce: newToken(),
    [CLAIMS.messageType]: DEEP_LINKING_RESPONSE,
    [CLAIMS.version]: LTI_VERSION,
    [CLAIMS.deploymentId]: state.deploymentId,
    ...(state.data === null ? {} : { [CLAIMS.data]: state.data }),
    [CLAIMS.contentItems]: [
      {
        type: 'ltiResourceLink',
        title: lecture ? `${course.name}: ${lecture.name}` : course.name,
        url: launchUrl(ctx),
        custom,
      },
    ],
  })
    .setProtectedHeader({ alg: TOOL_KEY_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setAudience(platform.issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key.key);
  return { formAction: state.returnUrl, jwt };
}
