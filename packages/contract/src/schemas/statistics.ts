// Statistics after a lecture (reaction counts, slide timelines, admin overview) and the video
// page's reactions. The rules behind the numbers are in ../rules/statistics.ts.
import { z } from 'zod';
import { isoDate } from './common.ts';
import { lecture } from './lecture.ts';

export const STATISTICS_MESSAGES = {
  expressionStat: 'Expression statistics.',
  slideStats: 'Expression statistics per slide.',
  slideInteractions: 'Slide interactions.',
  interactionsExist: 'Slide interactions exist.',
  adminStatistics: 'Admin statistics.',
  slideInvalid: 'Slide number is not valid.',
  videoExpressionSaved: 'Video reaction saved.',
  videoExpressionTakenBack: 'Video reaction taken back.',
  videoInteractionSaved: 'Video interaction saved.',
  lastVideoExpression: 'Last video reaction.',
  videoTagInvalid: 'Reaction is not valid.',
  videoTimeInvalid: 'Video time is not valid.',
  videoEndBeforeTime: 'The end time cannot be before the time.',
  noVideo: 'This lecture has no video.',
} as const;

/** Seconds of video time a request may name (a day). */
export const MAX_VIDEO_SECONDS = 86_400;

/** A slide in a statistics path: a page (1, 2, …) or -1 (no PDF), -2 (video), -3 (all pages). */
export const slideParam = z.coerce
  .number({ error: STATISTICS_MESSAGES.slideInvalid })
  .int(STATISTICS_MESSAGES.slideInvalid)
  .min(-3, STATISTICS_MESSAGES.slideInvalid)
  .max(100_000, STATISTICS_MESSAGES.slideInvalid)
  .refine((slide) => slide !== 0, STATISTICS_MESSAGES.slideInvalid);

/**
 * Added to the spec's shapes: posts of the scope the viewer may not see, not counted in the
 * visible numbers beside it. A teacher (the course's or an admin) does not see a post in the
 * doghouse or not yet `teacherCanView` (nor an answer or discussion under such a post); students
 * see every post, so theirs are 0. docs/rules.md (Statistics) has the rule.
 */
export const hiddenPosts = z.object({
  questions: z.number().int(),
  answers: z.number().int(),
  discussions: z.number().int(),
});
export type HiddenPosts = z.infer<typeof hiddenPosts>;

export const expressionCount = z.object({
  tag: z.number().int(),
  count: z.number().int(),
  /** Whole-number percent of totalExpressions. */
  percentCount: z.number().int(),
  totalExpressions: z.number().int(),
});
export type ExpressionCountDto = z.infer<typeof expressionCount>;

/** GET .../expression/stat and .../expression/stat/{slide}. */
export const expressionStat = z.object({
  /** The slide asked for; null for the whole lecture. */
  slideNumber: z.number().int().nullable(),
  /** The spec's flat list of 10 items: tag, count, tag, count, … for tags 1-5. */
  stats: z.array(z.number().int()),
  /** Per reaction, tags 1-5 in order. */
  expressions: z.array(expressionCount),
  /** Tag → count. */
  expressionMap: z.record(z.string(), z.number().int()),
  totalExpressions: z.number().int(),
  numQuestions: z.number().int(),
  numAnswers: z.number().int(),
  numDiscussions: z.number().int(),
  hidden: hiddenPosts,
});
export type ExpressionStat = z.infer<typeof expressionStat>;

/** GET .../expression/slides (added): every slide with reactions or questions, in slide order. */
export const slideExpressionStats = z.array(expressionStat);

/** GET .../slideInteractions/exist. */
export const slideInteractionsExist = z.object({
  /** Reactions were given while no PDF was shown (slide -1). */
  interactionWithoutPdf: z.boolean(),
  /** Students reacted to, or watched, the lecture's video. */
  interactionVideo: z.boolean(),
});
export type SlideInteractionsExist = z.infer<typeof slideInteractionsExist>;

export const intervalExpression = z.object({
  /** The reacting student, numbered 1, 2, … within this slide's answer (never an account). */
  id: z.number().int(),
  tag: z.number().int(),
  /** Seconds on the slide's time axis (whole seconds). */
  startSec: z.number().int(),
  endSec: z.number().int(),
  startTime: isoDate.nullable(),
  endTime: isoDate.nullable(),
});
export type IntervalExpression = z.infer<typeof intervalExpression>;

/** One stay on the slide (for the video: the whole video) and the reactions held during it. */
export const slideInterval = z.object({
  startSec: z.number().int(),
  endSec: z.number().int(),
  startTime: isoDate.nullable(),
  endTime: isoDate.nullable(),
  expressions: z.array(intervalExpression),
});
export type SlideInterval = z.infer<typeof slideInterval>;

/** GET .../slideInteractions/{slideNum}. */
export const slideInteractions = z.object({
  slideNumber: z.number().int(),
  /** Seconds the slide was shown, all stays together (the video: its watched length). */
  duritationSec: z.number().int(),
  intervals: z.array(slideInterval),
  /**
   * Added: fewer than TIMELINE_MIN_STUDENTS distinct students reacted here, so `expressions` are
   * empty although there were reactions (the stays are still listed).
   */
  suppressed: z.boolean(),
});
export type SlideInteractions = z.infer<typeof slideInteractions>;

/** GET .../slideInteractions: every slide shown, in order of first showing. */
export const slideInteractionsList = z.array(slideInteractions);

/** GET /teacher/adminStatistics/. */
export const adminStatisticsEntry = z.object({
  lecture: lecture,
  course: z.object({ id: z.number().int(), name: z.string(), shortName: z.string() }),
  creator: z.object({
    username: z.string(),
    firstName: z.string().nullable(),
    email: z.string(),
    university: z.string().nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
    /** Teachers have no private ID; kept for the spec's shape. */
    anonId: z.null(),
  }),
  pseudonymCreated: z.number().int(),
  newUsers: z.number().int(),
  questions: z.number().int(),
  answers: z.number().int(),
  discussions: z.number().int(),
  hidden: hiddenPosts,
});
export type AdminStatisticsEntry = z.infer<typeof adminStatisticsEntry>;
export const adminStatistics = z.array(adminStatisticsEntry);

const videoSeconds = z
  .number({ error: STATISTICS_MESSAGES.videoTimeInvalid })
  .finite(STATISTICS_MESSAGES.videoTimeInvalid)
  .min(0, STATISTICS_MESSAGES.videoTimeInvalid)
  .max(MAX_VIDEO_SECONDS, STATISTICS_MESSAGES.videoTimeInvalid);

/** POST .../video/expression. */
export const videoExpressionInput = z
  .object({
    expressionTag: z
      .number({ error: STATISTICS_MESSAGES.videoTagInvalid })
      .int(STATISTICS_MESSAGES.videoTagInvalid)
      .min(1, STATISTICS_MESSAGES.videoTagInvalid)
      .max(5, STATISTICS_MESSAGES.videoTagInvalid),
    time: videoSeconds,
    endTime: videoSeconds,
  })
  .refine((input) => input.endTime >= input.time, {
    path: ['endTime'],
    message: STATISTICS_MESSAGES.videoEndBeforeTime,
  });
export type VideoExpressionInput = z.infer<typeof videoExpressionInput>;

/**
 * POST .../video/expression/takeBack (added): the student presses their active video reaction
 * again. It is taken back — it counts for nothing, as on the live page — and the answer is the
 * student's latest reaction afterwards (null if none).
 */
export const videoTakeBackInput = z.object({
  expressionTag: z
    .number({ error: STATISTICS_MESSAGES.videoTagInvalid })
    .int(STATISTICS_MESSAGES.videoTagInvalid)
    .min(1, STATISTICS_MESSAGES.videoTagInvalid)
    .max(5, STATISTICS_MESSAGES.videoTagInvalid),
});
export type VideoTakeBackInput = z.infer<typeof videoTakeBackInput>;

export const videoExpression = z.object({
  expressionTag: z.number().int(),
  time: z.number(),
  endTime: z.number(),
  createdAt: isoDate,
});
export type VideoExpression = z.infer<typeof videoExpression>;

/** GET .../video/lastExpression: the caller's latest video reaction, or null. */
export const lastVideoExpression = videoExpression.nullable();

/** POST .../video/slideInteraction: how far the student watched. */
export const videoSlideInteractionInput = z.object({ endTimeSeconds: videoSeconds });
export type VideoSlideInteractionInput = z.infer<typeof videoSlideInteractionInput>;
export const videoSlideInteraction = z.object({ endTimeSeconds: z.number() });
