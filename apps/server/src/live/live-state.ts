// The LiveState port: every piece of live-lecture state (codes, waiting rooms, attendance,
// permissions, current slide, active reactions, press rate, pending events, dirty lectures).
// Features depend on this interface only; memory and Redis adapters implement it.
import type { ExpressionTag, MaskId, WaitingGroup, WaitingRoomTotals } from '@o4f/contract';

export interface LectureRef {
  courseId: number;
  lectureNum: number;
}

export type TagCounts = Record<ExpressionTag, number>;

export interface IssueCodeOptions {
  ttlSeconds: number;
  /** Draws a candidate code (a fresh one is drawn after a collision). */
  generate: () => string;
}

export type IssueCodeResult =
  | { ok: true; code: string; ttl: number; reused: boolean }
  | { ok: false; reason: 'course_busy'; lectureNum: number };

export interface CurrentCode {
  code: string;
  /** Whole seconds left (rounded up). */
  ttl: number;
}

export interface WaitingEntry {
  /** The waiting socket's id. */
  entryId: string;
  group: WaitingGroup;
  maskId: MaskId;
  /** The student's account; null in the `new` group (no account yet). */
  studentId: number | null;
  /** Epoch milliseconds. */
  enteredAt: number;
}

/** Per-lecture overrides of the lecture's stored settings; absent means "use the lecture's". */
export interface PermissionOverrides {
  allowReactions?: boolean;
  allowQuestions?: boolean;
  allowDiscussions?: boolean;
  /** The teacher's "Admit automatically": arriving students are admitted without the dialog. */
  admitAutomatically?: boolean;
}

export interface ActiveReaction {
  tag: ExpressionTag;
  slideNumber: number;
}

export interface SetReactionResult {
  previous: ExpressionTag | null;
  /** False when the student pressed the reaction that was already active, or the slide moved. */
  changed: boolean;
  /** The press named a slide that is no longer the current one: nothing was set. */
  slideMoved: boolean;
  slideNumber: number;
  /** When the reaction was set (epoch ms), for the event the caller stores. */
  at: number;
}

export interface TakeBackResult {
  /** The reaction was active and is taken back; false when it was not active (nothing done). */
  taken: boolean;
  /** The press named a slide that is no longer the current one: nothing was done. */
  slideMoved: boolean;
  slideNumber: number;
  /** When it was taken back (epoch ms), for the event the caller stores. */
  at: number;
}

export interface SetReactionOptions {
  /**
   * The slide the student saw when pressing: the reaction is set only while it is still the
   * current one (checked in the same step as the set), never moved to another slide.
   */
  onSlide?: number;
}

/** Why a press is refused before it changes anything, in the order the checks are made. */
export type PressRefusal = 'not_attending' | 'closed' | 'paused' | 'overloaded';

export interface PressOptions extends SetReactionOptions {
  /** Feedback is closed by the lecture's state (the caller's lecture row): refused as `closed`. */
  closed: boolean;
  /**
   * The instance the press came through (its tabs registered by `addTab`): the result says
   * whether the student has tabs in the lecture on any other instance. Absent: unknown (true).
   */
  instance?: string;
}

/** A press checked and applied in one step: refused (nothing changed), or the change made. */
export type Checked<T> =
  | { refused: PressRefusal }
  | ({
      refused: null;
      /**
       * The student has sockets in the lecture on another instance than `instance`, or that is
       * not known (the instance's own are not registered, e.g. the store was emptied): the
       * student's other tabs are then told across the cluster, else on this instance alone.
       */
      tabsElsewhere: boolean;
    } & T);

export interface ClearedReaction {
  studentId: number;
  tag: ExpressionTag;
}

export interface SetSlideResult {
  previous: number | null;
  changed: boolean;
  /** Reactions cleared by the change (none when the slide did not change). */
  cleared: ClearedReaction[];
}

export interface ReactionCounts {
  slideNumber: number;
  /** Active reactions per tag (they all belong to the current slide). */
  active: TagCounts;
  /**
   * The whole lecture's counted reactions per tag: on each slide, each student's latest reaction
   * unless taken back (the count of docs/rules.md, as the statistics compute it from storage).
   */
  lecture: TagCounts;
}

export interface PressLimit {
  /** At most `max` presses per student within any `windowMs`. */
  max: number;
  windowMs: number;
}

export const DEFAULT_PRESS_LIMIT: PressLimit = { max: 5, windowMs: 2000 };

/** Slide used while a lecture has none set (no presentation). */
export const NO_SLIDE = -1;

/**
 * Live events for the database. Slide changes are queued by the live state and drained by the
 * persist loop (`drainEvents`); reactions are stored by the press handler's reaction journal.
 */
export type LiveEvent =
  | {
      type: 'reaction';
      courseId: number;
      lectureNum: number;
      studentId: number;
      tag: ExpressionTag;
      previous: ExpressionTag | null;
      slideNumber: number;
      at: number;
      /** The student took the reaction back: it counts for nothing on its slide. */
      takenBack?: true;
    }
  | {
      type: 'slide';
      courseId: number;
      lectureNum: number;
      slideNumber: number;
      previous: number | null;
      at: number;
    };

/**
 * The durable part of a live lecture, as the database keeps it (live_lectures, live_attendance),
 * handed back to the live state after a restart of an instance or of Redis.
 */
export interface LiveSnapshot {
  lecture: LectureRef;
  /** The lecture's code and when it expires (epoch ms); null when it has none. */
  code: { code: string; expiresAt: number } | null;
  slideNumber: number | null;
  permissions: PermissionOverrides;
  /** The students attending it. */
  attendees: number[];
}

/** A lecture's reactions as its stored events give them back (the count of docs/rules.md). */
export interface ReactionSnapshot {
  lecture: LectureRef;
  /** The students' active reactions on the current slide. */
  active: { studentId: number; tag: ExpressionTag }[];
  /**
   * Per slide, each reactor's counted reaction (the latest, unless taken back). A reactor whose
   * account is gone has a negative id (minus the pseudonym's), which no student has.
   */
  counted: { slideNumber: number; studentId: number; tag: ExpressionTag }[];
}

export interface LiveState {
  // Lecture codes
  /**
   * Issues a code unique among live codes. A lecture holds at most one: asking again returns its
   * code with the TTL renewed (`reused`). Refused while another lecture of the course holds one.
   */
  issueCode(lecture: LectureRef, options: IssueCodeOptions): Promise<IssueCodeResult>;
  /** The lecture a live code opens, or null (unknown or expired). */
  resolveCode(code: string): Promise<LectureRef | null>;
  currentCode(lecture: LectureRef): Promise<CurrentCode | null>;
  /** Revokes the lecture's code; false if it had none. */
  stopCode(lecture: LectureRef): Promise<boolean>;

  // Waiting rooms
  /** Adds (or replaces, by entryId) an entry; returns the totals after. */
  enterWaitingRoom(lecture: LectureRef, entry: WaitingEntry): Promise<WaitingRoomTotals>;
  /** Removes an entry; returns it (null if it was not waiting, e.g. already admitted). */
  leaveWaitingRoom(lecture: LectureRef, entryId: string): Promise<WaitingEntry | null>;
  waitingTotals(lecture: LectureRef): Promise<WaitingRoomTotals>;
  /** Atomically removes and returns every entry of a group (admit all / kick all). */
  takeWaiting(lecture: LectureRef, group: WaitingGroup): Promise<WaitingEntry[]>;

  // Attendance: a student attends one live lecture at a time
  /**
   * Records that the student attends `lecture`; returns what they attended before (or null).
   * `stored`: the caller wrote the attendance to the database in its own transaction
   * (saveAttendances), so the durable layer does not write it again.
   */
  attend(
    studentId: number,
    lecture: LectureRef,
    options?: { stored?: boolean },
  ): Promise<LectureRef | null>;
  /** Ends the attendance if it is of `lecture`; false otherwise. */
  leave(studentId: number, lecture: LectureRef): Promise<boolean>;
  attendedLecture(studentId: number): Promise<LectureRef | null>;
  attendees(lecture: LectureRef): Promise<number[]>;
  attendeeCount(lecture: LectureRef): Promise<number>;

  // Permissions
  getPermissions(lecture: LectureRef): Promise<PermissionOverrides>;
  /** Merges the patch into the overrides; returns them all. */
  setPermissions(lecture: LectureRef, patch: PermissionOverrides): Promise<PermissionOverrides>;

  // The question "extend the lecture?" to its teachers, asked by whichever instance comes first
  /**
   * Claims asking the lecture's teachers about its end time `endTime` (epoch ms): true for the
   * first caller, false once they were asked about that end time or after they declined.
   */
  claimExtensionQuestion(lecture: LectureRef, endTime: number): Promise<boolean>;
  /** The teachers declined (extend_class_stop): they are not asked again in this lecture. */
  declineExtension(lecture: LectureRef): Promise<void>;
  extensionDeclined(lecture: LectureRef): Promise<boolean>;

  // Slides
  /** The current slide, or null when none was set. */
  getSlide(lecture: LectureRef): Promise<number | null>;
  /** Moves the slide and clears every active reaction, atomically; queues a `slide` event. */
  setSlide(lecture: LectureRef, slideNumber: number): Promise<SetSlideResult>;

  // Reactions (on the current slide, NO_SLIDE when none is set)
  /**
   * Sets or replaces the student's active reaction. Queues no event: the caller stores the
   * change before acknowledging the press (docs/decisions/reaction-acknowledgement.md).
   */
  setReaction(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    options?: SetReactionOptions,
  ): Promise<SetReactionResult>;
  /**
   * The student takes back their active reaction `tag` (pressed again): it is no longer active
   * and counts for nothing on the slide (docs/rules.md). Queues no event, like setReaction.
   */
  takeBackReaction(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    options?: SetReactionOptions,
  ): Promise<TakeBackResult>;
  /**
   * Ends every active reaction of the lecture (the lecture ended). Like a slide change, it stays
   * counted and no event is queued.
   */
  clearReactions(lecture: LectureRef): Promise<ClearedReaction[]>;
  getReaction(lecture: LectureRef, studentId: number): Promise<ActiveReaction | null>;
  reactionCounts(lecture: LectureRef): Promise<ReactionCounts>;

  /**
   * A student's press, checked and applied in one step (Redis: one script, one round trip): the
   * student attends `lecture`, feedback is not `closed`, reactions are not paused, the press rate
   * allows it (the press is counted against it), then `setReaction`. The checks in that order;
   * a refused press changes nothing (an `overloaded` one is not counted).
   */
  pressReaction(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    options: PressOptions,
  ): Promise<Checked<SetReactionResult>>;
  /** The same checks as `pressReaction`, then `takeBackReaction`. */
  pressTakeBack(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    options: PressOptions,
  ): Promise<Checked<TakeBackResult>>;

  /**
   * A socket of the student in the lecture opened on `instance` (removeTab: closed): which
   * instances hold a student's tabs, so that a press tells the other tabs across the cluster
   * only when some are elsewhere. An instance that dies leaves its count (until the state's
   * lifetime): its presses' tabs are then told across the cluster, never missed.
   */
  addTab(lecture: LectureRef, studentId: number, instance: string): Promise<void>;
  removeTab(lecture: LectureRef, studentId: number, instance: string): Promise<void>;

  /** Counts a press against the student's rate; `overloaded` presses are not counted. */
  consumePress(studentId: number): Promise<'allowed' | 'overloaded'>;

  // Coalesced broadcasting and batched persistence
  /** Returns and forgets the lectures whose counts changed (reactions, slides) since the last call. */
  drainDirty(): Promise<LectureRef[]>;
  /** Returns and forgets up to `max` queued events, oldest first. */
  drainEvents(max?: number): Promise<LiveEvent[]>;

  /** Forgets everything about a lecture (it ended); returns the students who attended it. */
  clearLecture(lecture: LectureRef): Promise<number[]>;

  // Recovery after a restart (docs/decisions/live-state-survives-restarts.md)
  /**
   * Fills in what the state lacks of a lecture's durable part: a code whose lecture, course and
   * code are all free (with the time it has left; an expired one is dropped), the slide, each
   * permission not set, each attendance of a student who attends nothing. Never overwrites a
   * value, queues no event, touches no reaction.
   */
  restoreLecture(snapshot: LiveSnapshot): Promise<void>;
  /**
   * Puts back a lecture's active reactions and counted reactions, unless it has any (a press came
   * first); queues no event. The lecture's counts are broadcast (marked dirty).
   */
  restoreReactions(snapshot: ReactionSnapshot): Promise<void>;
  /** Whether the storage holds the restored mark (false after a restart or once emptied). */
  isRestored(): Promise<boolean>;
  setRestored(restored: boolean): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_DRAIN_MAX = 10_000;

export function emptyTagCounts(): TagCounts {
  return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
}

export function emptyTotals(): WaitingRoomTotals {
  return { new: 0, noReg: 0, reg: 0 };
}

export function lectureKey({ courseId, lectureNum }: LectureRef): string {
  return `${courseId}:${lectureNum}`;
}

export function parseLectureKey(key: string): LectureRef {
  const [courseId, lectureNum] = key.split(':').map(Number);
  return { courseId: courseId!, lectureNum: lectureNum! };
}
