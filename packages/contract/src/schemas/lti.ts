// LTI 1.3: the REST bodies and answers between the web app and the server (under /apio4f/v1/lti).
// The LMS-facing endpoints (/apio4f/lti/...) speak the 1EdTech messages and have no schema here.
import { z } from 'zod';
import { idSchema, plainString, requiredText } from './common.ts';

export const LTI_TEXT = {
  handoffRequired: 'The launch code is missing.',
  nameRequired: 'Name is required.',
  issuerRequired: 'Issuer is required.',
  clientIdRequired: 'Client ID is required.',
  deploymentIdRequired: 'Deployment ID is required.',
  urlInvalid: 'Enter a full URL (https, or http on localhost).',
  courseNameRequired: 'Course name is required.',
  courseShortNameRequired: 'Short name is required.',
} as const;

/** POST /lti/session: exchange the launch's one-time code for a session. */
export const ltiSessionRequest = z.object({
  handoff: plainString({ error: LTI_TEXT.handoffRequired })
    .trim()
    .min(1, LTI_TEXT.handoffRequired)
    .max(200, LTI_TEXT.handoffRequired),
  /**
   * The signed-in teacher (bearer token) confirmed that this LMS identity is theirs: only then is
   * an unknown LMS instructor linked to that account (a hand-off link opened by someone else's
   * browser must not tie the sender's LMS identity to it).
   */
  link: z.boolean().optional(),
});

/** Where the web goes after the hand-off. */
const ltiDestination = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('course'), courseId: z.number() }),
  z.object({
    kind: z.literal('live'),
    courseId: z.number(),
    lectureNum: z.number(),
    /** The lecture's current Lecture Code; null when none is shown. */
    classId: z.string().nullable(),
  }),
  z.object({ kind: z.literal('deep-link'), deepLinkId: z.string() }),
]);
export type LtiDestination = z.infer<typeof ltiDestination>;

/**
 * The user part of the answer, as after a normal login: `isAdmin` for teachers (the teacher login's
 * answer); `anonId` is always null, since a learner from an LMS has no private ID to show.
 */
const ltiSessionUser = z.object({
  id: z.number(),
  isAdmin: z.boolean(),
  anonId: z.null(),
});

export const ltiSessionResult = z.object({
  token: z.string(),
  role: z.enum(['ADMIN', 'TEACHER', 'STUDENT']),
  user: ltiSessionUser,
  destination: ltiDestination,
});
export type LtiSessionResult = z.infer<typeof ltiSessionResult>;

/** GET /lti/deep-link/:deepLinkId: the teacher's own courses and lectures to pick from. */
export const ltiDeepLinkOptions = z.object({
  platformName: z.string(),
  courses: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      shortName: z.string(),
      lectures: z.array(z.object({ lectureNum: z.number(), name: z.string() })),
    }),
  ),
});
export type LtiDeepLinkOptions = z.infer<typeof ltiDeepLinkOptions>;

/** POST /lti/deep-link/:deepLinkId: an existing course (optionally one lecture of it), or a new course. */
export const ltiDeepLinkChoice = z.union([
  z.object({ courseId: idSchema, lectureNum: idSchema.optional() }).strict(),
  z
    .object({
      newCourse: z.object({
        name: requiredText(LTI_TEXT.courseNameRequired, 200),
        shortName: requiredText(LTI_TEXT.courseShortNameRequired, 50),
      }),
    })
    .strict(),
]);
export type LtiDeepLinkChoice = z.infer<typeof ltiDeepLinkChoice>;

/** The form the web auto-submits to the platform: `<form method=post action=formAction><input name=JWT>`. */
export const ltiDeepLinkResult = z.object({ formAction: z.string(), jwt: z.string() });
export type LtiDeepLinkResult = z.infer<typeof ltiDeepLinkResult>;

/** A URL a platform is reached at: https, or http on 127.0.0.1 / localhost (development and tests). */
export const isAllowedPlatformUrl = (value: string): boolean =>
  /^https:\/\/[^/?#\s]+(?:[/?#]\S*)?$/i.test(value) ||
  /^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(value);

const platformUrl = plainString({ error: LTI_TEXT.urlInvalid })
  .trim()
  .max(2000, LTI_TEXT.urlInvalid)
  .pipe(z.url({ error: LTI_TEXT.urlInvalid }))
  .refine(isAllowedPlatformUrl, LTI_TEXT.urlInvalid);

/** POST /lti/platforms (admin teachers): a platform added by hand. */
export const ltiPlatformInput = z.object({
  name: requiredText(LTI_TEXT.nameRequired, 200),
  issuer: platformUrl,
  clientId: requiredText(LTI_TEXT.clientIdRequired, 255),
  deploymentId: requiredText(LTI_TEXT.deploymentIdRequired, 255),
  authUrl: platformUrl,
  tokenUrl: platformUrl,
  jwksUrl: platformUrl,
});
export type LtiPlatformInput = z.infer<typeof ltiPlatformInput>;

export const ltiPlatform = z.object({
  id: z.number(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  deploymentIds: z.array(z.string()),
  authUrl: z.string(),
  tokenUrl: z.string(),
  jwksUrl: z.string(),
  registeredVia: z.enum(['dynamic', 'manual']),
  createdAt: z.string(),
});
export type LtiPlatform = z.infer<typeof ltiPlatform>;

/** GET /lti/platforms (admin teachers). `registrationUrl` only when LTI_REGISTRATION_KEY is set. */
export const ltiPlatformList = z.object({
  registrationUrl: z.string().nullable(),
  platforms: z.array(ltiPlatform),
});
export type LtiPlatformList = z.infer<typeof ltiPlatformList>;
