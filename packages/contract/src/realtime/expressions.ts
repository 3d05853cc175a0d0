// Namespace `expressions`: the live lecture (handshake query `courseId`, `lectureNum`) —
// reactions, the current slide, permissions and the end of the lecture.
// Each `get_*`/`is_*` request is answered with its server event (and with the ack, if given).
// Chosen here: `LIVE_USERS` (teachers: how many students attend), the server→client
// `extend_class` (the about-to-end question) and the payload field names.
import { z } from 'zod';
import type { ExpressionTag } from '../rules/index.ts';
import { EXPRESSION_TAG_LIST } from '../rules/index.ts';
import type { Role } from '../schemas/common.ts';
import type { Ack, EmptyPayload, SocketErrorPayload } from './common.ts';
import { emptyPayload } from './common.ts';

export const expressionTagSchema = z
  .number()
  .int()
  .refine((tag) => (EXPRESSION_TAG_LIST as readonly number[]).includes(tag), 'Unknown reaction')
  .transform((tag) => tag as ExpressionTag);

/** A slide: 1, 2, … of the presentation, or -1 (no PDF) and -2 (video). */
export const slideNumberSchema = z
  .number()
  .int()
  .min(-2)
  .max(100_000)
  .refine((slide) => slide !== 0, 'Slide 0 does not exist');

/**
 * `slideNumber` (added to the spec's payload): the slide the student saw when pressing. The
 * press is refused with `slide_moved` when it is no longer the current one, so a press sent late
 * (offline, a slow network) never counts for a slide the student did not see.
 */
export const pressButtonPayload = z.object({
  expressionTag: expressionTagSchema,
  slideNumber: slideNumberSchema.optional(),
});
export type PressButtonPayload = z.input<typeof pressButtonPayload>;

/**
 * Added to the spec's events: the student presses their active reaction again to take it back
 * (the video page's rule, on the live page too). It counts for nothing on the slide.
 */
export const takeBackExpressionPayload = pressButtonPayload;
export type TakeBackExpressionPayload = PressButtonPayload;

export const setSlidePayload = z.object({ slideNumber: slideNumberSchema });
export type SetSlidePayload = z.infer<typeof setSlidePayload>;

export const setAllowReactionsPayload = z.object({ allow: z.boolean() });
export type SetAllowReactionsPayload = z.infer<typeof setAllowReactionsPayload>;

/** One tag and its count; lists always hold the five tags in tag order. */
export interface TagCount {
  tag: ExpressionTag;
  count: number;
}

export interface ExpressionUpdate {
  slideNumber: number;
  /** Active reactions on the current slide, per tag. */
  expressions: TagCount[];
  /** Every accepted press of the lecture so far, per tag. */
  lectureExpressions: TagCount[];
}

export interface ActiveExpression {
  expressionTag: ExpressionTag;
  slideNumber: number;
}

export interface LectureAccessGranted {
  courseId: number;
  lectureNum: number;
  role: Extract<Role, 'TEACHER' | 'STUDENT'>;
  /** The student's pseudonym in this lecture; null for a teacher. */
  pseudonym: string | null;
  slideNumber: number;
  allowReactions: boolean;
}

export interface LectureEndState {
  ended: boolean;
  /** ISO instant the lecture ends (after any extension). */
  endTime: string;
  /** Whole minutes left, 0 once ended. */
  minutesLeft: number;
}

export interface ExpressionsClientToServer {
  press_button: (payload: PressButtonPayload, ack?: Ack<ActiveExpression>) => void;
  take_back_expression: (
    payload: TakeBackExpressionPayload,
    ack?: Ack<{ slideNumber: number }>,
  ) => void;
  get_expressions: (payload?: EmptyPayload, ack?: Ack<ExpressionUpdate>) => void;
  get_current_slide: (payload?: EmptyPayload, ack?: Ack<{ slideNumber: number }>) => void;
  get_active_expression: (payload?: EmptyPayload, ack?: Ack<ActiveExpression | null>) => void;
  /** Teacher. */
  set_slide: (payload: SetSlidePayload, ack?: Ack<{ slideNumber: number }>) => void;
  /** Teacher: extend the lecture by 10 minutes. */
  extend_class: (payload?: EmptyPayload, ack?: Ack<LectureEndState>) => void;
  /** Teacher: declined the extension; stop asking for this lecture. */
  extend_class_stop: (payload?: EmptyPayload, ack?: Ack) => void;
  /** Teacher. */
  set_allow_reactions: (payload: SetAllowReactionsPayload, ack?: Ack<{ allow: boolean }>) => void;
  is_attending: (payload?: EmptyPayload, ack?: Ack<{ attending: boolean }>) => void;
  is_end_lecture: (payload?: EmptyPayload, ack?: Ack<LectureEndState>) => void;
}

export interface ExpressionsServerToClient {
  access_granted: (payload: LectureAccessGranted) => void;
  active_expression: (payload: ActiveExpression) => void;
  no_active_expression: (payload: { slideNumber: number }) => void;
  expression_deactivated: (payload: { expressionTag: ExpressionTag }) => void;
  slide_changed: (payload: { slideNumber: number }) => void;
  expression_update: (payload: ExpressionUpdate) => void;
  current_slide: (payload: { slideNumber: number }) => void;
  expression_overload: (payload: { err: string }) => void;
  extend_class_res: (payload: LectureEndState) => void;
  /**
   * Teachers: the lecture is about to end (at most LECTURE_END_WARNING_MINUTES left) or has ended
   * by its time; ask whether to extend it. Not sent again after `extend_class_stop`.
   */
  extend_class: (payload: LectureEndState) => void;
  allow_reactions: (payload: { allow: boolean }) => void;
  is_attending_res: (payload: { attending: boolean }) => void;
  is_end_lecture_res: (payload: LectureEndState) => void;
  /** Teachers: number of students attending the lecture. */
  LIVE_USERS: (payload: { count: number }) => void;
  error_access_denied: (payload: SocketErrorPayload) => void;
  error_invalid_lecture_details: (payload: SocketErrorPayload) => void;
}

export const expressionsPayloads = {
  press_button: pressButtonPayload,
  take_back_expression: takeBackExpressionPayload,
  get_expressions: emptyPayload,
  get_current_slide: emptyPayload,
  get_active_expression: emptyPayload,
  set_slide: setSlidePayload,
  extend_class: emptyPayload,
  extend_class_stop: emptyPayload,
  set_allow_reactions: setAllowReactionsPayload,
  is_attending: emptyPayload,
  is_end_lecture: emptyPayload,
} as const satisfies Record<keyof ExpressionsClientToServer, z.ZodType>;
