// LiveState in process memory: the embedded default (one instance).
import type { ExpressionTag, WaitingGroup, WaitingRoomTotals } from '@o4f/contract';
import type {
  ActiveReaction,
  Checked,
  ClearedReaction,
  CurrentCode,
  IssueCodeOptions,
  IssueCodeResult,
  LectureRef,
  LiveEvent,
  LiveSnapshot,
  LiveState,
  ReactionSnapshot,
  PermissionOverrides,
  PressLimit,
  PressOptions,
  PressRefusal,
  ReactionCounts,
  SetReactionOptions,
  SetReactionResult,
  TakeBackResult,
  SetSlideResult,
  TagCounts,
  WaitingEntry,
} from './live-state.ts';
import {
  DEFAULT_DRAIN_MAX,
  DEFAULT_PRESS_LIMIT,
  NO_SLIDE,
  emptyTagCounts,
  emptyTotals,
  lectureKey,
  parseLectureKey,
} from './live-state.ts';

export interface MemoryLiveStateOptions {
  pressLimit?: PressLimit;
  now?: () => number;
}

interface LiveCode {
  code: string;
  lecture: LectureRef;
  expiresAt: number;
}

interface LectureReactions {
  active: Map<number, ExpressionTag>;
  counts: TagCounts;
  /** Per slide, each student's latest reaction there (what the statistics count). */
  latest: Map<number, Map<number, ExpressionTag>>;
  /** The counted reactions of every slide together. */
  totals: TagCounts;
}

const MAX_CODE_ATTEMPTS = 50;
const PRESS_SWEEP_EVERY = 1000;
const PERMISSION_NAMES = [
  'allowReactions',
  'allowQuestions',
  'allowDiscussions',
  'admitAutomatically',
] as const;

export class MemoryLiveState implements LiveState {
  readonly #now: () => number;
  readonly #pressLimit: PressLimit;
  /** Per lecture key and student, the student's open sockets per instance. */
  readonly #tabs = new Map<string, Map<number, Map<string, number>>>();
  readonly #codes = new Map<string, LiveCode>();
  /** courseId → the code a lecture of that course holds. */
  readonly #courseCodes = new Map<number, LiveCode>();
  readonly #waiting = new Map<string, Map<string, WaitingEntry>>();
  readonly #attending = new Map<number, string>();
  readonly #attendees = new Map<string, Set<number>>();
  readonly #permissions = new Map<string, PermissionOverrides>();
  readonly #extension = new Map<string, { asked?: number; declined?: boolean }>();
  readonly #slides = new Map<string, number>();
  readonly #reactions = new Map<string, LectureReactions>();
  readonly #presses = new Map<number, number[]>();
  #pressesSinceSweep = 0;
  readonly #dirty = new Set<string>();
  #events: LiveEvent[] = [];
  #restored = false;

  constructor(options: MemoryLiveStateOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#pressLimit = options.pressLimit ?? DEFAULT_PRESS_LIMIT;
  }

  // Lecture codes

  #liveCodeOfCourse(courseId: number): LiveCode | null {
    const held = this.#courseCodes.get(courseId);
    if (!held) return null;
    if (held.expiresAt > this.#now()) return held;
    this.#dropCode(held);
    return null;
  }

  #dropCode(held: LiveCode): void {
    if (this.#codes.get(held.code) === held) this.#codes.delete(held.code);
    if (this.#courseCodes.get(held.lecture.courseId) === held) {
      this.#courseCodes.delete(held.lecture.courseId);
    }
  }

  async issueCode(lecture: LectureRef, options: IssueCodeOptions): Promise<IssueCodeResult> {
    const expiresAt = this.#now() + options.ttlSeconds * 1000;
    const held = this.#liveCodeOfCourse(lecture.courseId);
    if (held && held.lecture.lectureNum !== lecture.lectureNum) {
      return { ok: false, reason: 'course_busy', lectureNum: held.lecture.lectureNum };
    }
    if (held) {
      held.expiresAt = expiresAt;
      return { ok: true, code: held.code, ttl: options.ttlSeconds, reused: true };
    }
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
      const code = options.generate();
      const taken = this.#codes.get(code);
      if (taken && taken.expiresAt > this.#now()) continue;
      if (taken) this.#dropCode(taken);
      const issued: LiveCode = { code, lecture: { ...lecture }, expiresAt };
      this.#codes.set(code, issued);
      this.#courseCodes.set(lecture.courseId, issued);
      return { ok: true, code, ttl: options.ttlSeconds, reused: false };
    }
    throw new Error('Could not draw a free lecture code');
  }

  async resolveCode(code: string): Promise<LectureRef | null> {
    const held = this.#codes.get(code);
    if (!held) return null;
    if (held.expiresAt <= this.#now()) {
      this.#dropCode(held);
      return null;
    }
    return { ...held.lecture };
  }

  async currentCode(lecture: LectureRef): Promise<CurrentCode | null> {
    const held = this.#liveCodeOfCourse(lecture.courseId);
    if (!held || held.lecture.lectureNum !== lecture.lectureNum) return null;
    return { code: held.code, ttl: Math.ceil((held.expiresAt - this.#now()) / 1000) };
  }

  async stopCode(lecture: LectureRef): Promise<boolean> {
    const held = this.#liveCodeOfCourse(lecture.courseId);
    if (!held || held.lecture.lectureNum !== lecture.lectureNum) return false;
    this.#dropCode(held);
    return true;
  }

  // Waiting rooms

  #room(lecture: LectureRef): Map<string, WaitingEntry> {
    const key = lectureKey(lecture);
    let room = this.#waiting.get(key);
    if (!room) this.#waiting.set(key, (room = new Map()));
    return room;
  }

  #totals(lecture: LectureRef): WaitingRoomTotals {
    const totals = emptyTotals();
    for (const entry of this.#waiting.get(lectureKey(lecture))?.values() ?? []) {
      totals[entry.group]++;
    }
    return totals;
  }

  async enterWaitingRoom(lecture: LectureRef, entry: WaitingEntry): Promise<WaitingRoomTotals> {
    this.#room(lecture).set(entry.entryId, { ...entry });
    return this.#totals(lecture);
  }

  async leaveWaitingRoom(lecture: LectureRef, entryId: string): Promise<WaitingEntry | null> {
    const room = this.#waiting.get(lectureKey(lecture));
    const entry = room?.get(entryId) ?? null;
    if (entry) room!.delete(entryId);
    return entry;
  }

  async waitingTotals(lecture: LectureRef): Promise<WaitingRoomTotals> {
    return this.#totals(lecture);
  }

  async takeWaiting(lecture: LectureRef, group: WaitingGroup): Promise<WaitingEntry[]> {
    const room = this.#waiting.get(lectureKey(lecture));
    if (!room) return [];
    const taken: WaitingEntry[] = [];
    for (const [entryId, entry] of room) {
      if (entry.group !== group) continue;
      room.delete(entryId);
      taken.push(entry);
    }
    return taken;
  }

  // Attendance

  async attend(studentId: number, lecture: LectureRef): Promise<LectureRef | null> {
    const key = lectureKey(lecture);
    const previous = this.#attending.get(studentId);
    if (previous !== undefined && previous !== key)
      this.#attendees.get(previous)?.delete(studentId);
    this.#attending.set(studentId, key);
    let attendees = this.#attendees.get(key);
    if (!attendees) this.#attendees.set(key, (attendees = new Set()));
    attendees.add(studentId);
    return previous === undefined ? null : parseLectureKey(previous);
  }

  async leave(studentId: number, lecture: LectureRef): Promise<boolean> {
    const key = lectureKey(lecture);
    if (this.#attending.get(studentId) !== key) return false;
    this.#attending.delete(studentId);
    this.#attendees.get(key)?.delete(studentId);
    return true;
  }

  async attendedLecture(studentId: number): Promise<LectureRef | null> {
    const key = this.#attending.get(studentId);
    return key === undefined ? null : parseLectureKey(key);
  }

  async attendees(lecture: LectureRef): Promise<number[]> {
    return [...(this.#attendees.get(lectureKey(lecture)) ?? [])];
  }

  async attendeeCount(lecture: LectureRef): Promise<number> {
    return this.#attendees.get(lectureKey(lecture))?.size ?? 0;
  }

  // Permissions

  async getPermissions(lecture: LectureRef): Promise<PermissionOverrides> {
    return { ...this.#permissions.get(lectureKey(lecture)) };
  }

  async setPermissions(
    lecture: LectureRef,
    patch: PermissionOverrides,
  ): Promise<PermissionOverrides> {
    const key = lectureKey(lecture);
    const merged = { ...this.#permissions.get(key) };
    for (const name of PERMISSION_NAMES) {
      if (patch[name] !== undefined) merged[name] = patch[name];
    }
    this.#permissions.set(key, merged);
    return { ...merged };
  }

  // The extension question

  async claimExtensionQuestion(lecture: LectureRef, endTime: number): Promise<boolean> {
    const key = lectureKey(lecture);
    const state = this.#extension.get(key) ?? {};
    if (state.declined || state.asked === endTime) return false;
    this.#extension.set(key, { ...state, asked: endTime });
    return true;
  }

  async declineExtension(lecture: LectureRef): Promise<void> {
    const key = lectureKey(lecture);
    this.#extension.set(key, { ...this.#extension.get(key), declined: true });
  }

  async extensionDeclined(lecture: LectureRef): Promise<boolean> {
    return this.#extension.get(lectureKey(lecture))?.declined === true;
  }

  // Slides and reactions

  async getSlide(lecture: LectureRef): Promise<number | null> {
    return this.#slides.get(lectureKey(lecture)) ?? null;
  }

  #reactionsOf(key: string): LectureReactions {
    let reactions = this.#reactions.get(key);
    if (!reactions) {
      reactions = {
        active: new Map(),
        counts: emptyTagCounts(),
        latest: new Map(),
        totals: emptyTagCounts(),
      };
      this.#reactions.set(key, reactions);
    }
    return reactions;
  }

  #clearAll(lecture: LectureRef): ClearedReaction[] {
    const reactions = this.#reactions.get(lectureKey(lecture));
    if (!reactions) return [];
    const cleared = [...reactions.active].map(([studentId, tag]) => ({ studentId, tag }));
    reactions.active.clear();
    reactions.counts = emptyTagCounts();
    return cleared;
  }

  async setSlide(lecture: LectureRef, slideNumber: number): Promise<SetSlideResult> {
    const key = lectureKey(lecture);
    const previous = this.#slides.get(key) ?? null;
    if (previous === slideNumber) return { previous, changed: false, cleared: [] };
    this.#slides.set(key, slideNumber);
    const cleared = this.#clearAll(lecture);
    this.#events.push({ type: 'slide', ...lecture, slideNumber, previous, at: this.#now() });
    this.#dirty.add(key);
    return { previous, changed: true, cleared };
  }

  async setReaction(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    { onSlide }: SetReactionOptions = {},
  ): Promise<SetReactionResult> {
    return this.#setReaction(lectureKey(lecture), studentId, tag, onSlide);
  }

  #setReaction(
    key: string,
    studentId: number,
    tag: ExpressionTag,
    onSlide: number | undefined,
  ): SetReactionResult {
    const slideNumber = this.#slides.get(key) ?? NO_SLIDE;
    const reactions = this.#reactionsOf(key);
    const previous = reactions.active.get(studentId) ?? null;
    const at = this.#now();
    if (onSlide !== undefined && onSlide !== slideNumber)
      return { previous, changed: false, slideMoved: true, slideNumber, at };
    if (previous === tag) return { previous, changed: false, slideMoved: false, slideNumber, at };
    reactions.active.set(studentId, tag);
    reactions.counts[tag]++;
    if (previous !== null) reactions.counts[previous]--;
    let latest = reactions.latest.get(slideNumber);
    if (!latest) reactions.latest.set(slideNumber, (latest = new Map()));
    const counted = latest.get(studentId);
    if (counted !== undefined) reactions.totals[counted]--;
    latest.set(studentId, tag);
    reactions.totals[tag]++;
    this.#dirty.add(key);
    return { previous, changed: true, slideMoved: false, slideNumber, at };
  }

  async pressReaction(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    { closed, instance, onSlide }: PressOptions,
  ): Promise<Checked<SetReactionResult>> {
    const key = lectureKey(lecture);
    const refused = this.#pressRefusal(key, studentId, closed);
    if (refused) return { refused };
    const result = this.#setReaction(key, studentId, tag, onSlide);
    return { refused, ...result, tabsElsewhere: this.#tabsElsewhere(key, studentId, instance) };
  }

  async pressTakeBack(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    { closed, instance, onSlide }: PressOptions,
  ): Promise<Checked<TakeBackResult>> {
    const key = lectureKey(lecture);
    const refused = this.#pressRefusal(key, studentId, closed);
    if (refused) return { refused };
    const result = this.#takeBackReaction(key, studentId, tag, onSlide);
    return { refused, ...result, tabsElsewhere: this.#tabsElsewhere(key, studentId, instance) };
  }

  /**
   * A press's checks, in the order of docs/rules.md "Reactions" (as the Redis script makes them),
   * in one synchronous step: no other press runs between a check and the change it allows.
   */
  #pressRefusal(key: string, studentId: number, closed: boolean): PressRefusal | null {
    if (this.#attending.get(studentId) !== key) return 'not_attending';
    if (closed) return 'closed';
    if (this.#permissions.get(key)?.allowReactions === false) return 'paused';
    if (this.#consumePress(studentId) === 'overloaded') return 'overloaded';
    return null;
  }

  async addTab(lecture: LectureRef, studentId: number, instance: string): Promise<void> {
    const key = lectureKey(lecture);
    let students = this.#tabs.get(key);
    if (!students) this.#tabs.set(key, (students = new Map()));
    let tabs = students.get(studentId);
    if (!tabs) students.set(studentId, (tabs = new Map()));
    tabs.set(instance, (tabs.get(instance) ?? 0) + 1);
  }

  async removeTab(lecture: LectureRef, studentId: number, instance: string): Promise<void> {
    const key = lectureKey(lecture);
    const students = this.#tabs.get(key);
    const tabs = students?.get(studentId);
    if (!students || !tabs) return;
    const left = (tabs.get(instance) ?? 0) - 1;
    if (left > 0) tabs.set(instance, left);
    else tabs.delete(instance);
    if (tabs.size === 0) students.delete(studentId);
    if (students.size === 0) this.#tabs.delete(key);
  }

  #tabsElsewhere(key: string, studentId: number, instance?: string): boolean {
    const tabs = this.#tabs.get(key)?.get(studentId);
    if (instance === undefined || !tabs?.has(instance)) return true;
    return tabs.size > 1;
  }

  async takeBackReaction(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    { onSlide }: SetReactionOptions = {},
  ): Promise<TakeBackResult> {
    return this.#takeBackReaction(lectureKey(lecture), studentId, tag, onSlide);
  }

  #takeBackReaction(
    key: string,
    studentId: number,
    tag: ExpressionTag,
    onSlide: number | undefined,
  ): TakeBackResult {
    const slideNumber = this.#slides.get(key) ?? NO_SLIDE;
    const at = this.#now();
    if (onSlide !== undefined && onSlide !== slideNumber)
      return { taken: false, slideMoved: true, slideNumber, at };
    const reactions = this.#reactions.get(key);
    if (reactions?.active.get(studentId) !== tag)
      return { taken: false, slideMoved: false, slideNumber, at };
    reactions.active.delete(studentId);
    reactions.counts[tag]--;
    const latest = reactions.latest.get(slideNumber);
    const counted = latest?.get(studentId);
    if (counted !== undefined) {
      reactions.totals[counted]--;
      latest!.delete(studentId);
    }
    this.#dirty.add(key);
    return { taken: true, slideMoved: false, slideNumber, at };
  }

  async clearReactions(lecture: LectureRef): Promise<ClearedReaction[]> {
    // Ended, not taken back: they stay counted and nothing is queued (like a slide change).
    return this.#clearAll(lecture);
  }

  async getReaction(lecture: LectureRef, studentId: number): Promise<ActiveReaction | null> {
    const key = lectureKey(lecture);
    const tag = this.#reactions.get(key)?.active.get(studentId);
    return tag === undefined ? null : { tag, slideNumber: this.#slides.get(key) ?? NO_SLIDE };
  }

  async reactionCounts(lecture: LectureRef): Promise<ReactionCounts> {
    const key = lectureKey(lecture);
    const reactions = this.#reactions.get(key);
    return {
      slideNumber: this.#slides.get(key) ?? NO_SLIDE,
      active: { ...(reactions?.counts ?? emptyTagCounts()) },
      lecture: { ...(reactions?.totals ?? emptyTagCounts()) },
    };
  }

  // Press rate: a sliding window log of accepted presses per student

  async consumePress(studentId: number): Promise<'allowed' | 'overloaded'> {
    return this.#consumePress(studentId);
  }

  #consumePress(studentId: number): 'allowed' | 'overloaded' {
    const now = this.#now();
    const since = now - this.#pressLimit.windowMs;
    if (++this.#pressesSinceSweep >= PRESS_SWEEP_EVERY) this.#sweepPresses(since);
    let recent = this.#presses.get(studentId);
    if (!recent) this.#presses.set(studentId, (recent = []));
    // The presses still in the window, kept in place (one array per student, not one per press).
    let kept = 0;
    for (const at of recent) if (at > since) recent[kept++] = at;
    recent.length = kept;
    if (kept >= this.#pressLimit.max) return 'overloaded';
    recent.push(now);
    return 'allowed';
  }

  #sweepPresses(since: number): void {
    this.#pressesSinceSweep = 0;
    for (const [studentId, presses] of this.#presses) {
      if ((presses.at(-1) ?? 0) <= since) this.#presses.delete(studentId);
    }
  }

  // Broadcasting and persistence

  async drainDirty(): Promise<LectureRef[]> {
    const lectures = [...this.#dirty].map(parseLectureKey);
    this.#dirty.clear();
    return lectures;
  }

  async drainEvents(max = DEFAULT_DRAIN_MAX): Promise<LiveEvent[]> {
    if (this.#events.length <= max) {
      const events = this.#events;
      this.#events = [];
      return events;
    }
    return this.#events.splice(0, max);
  }

  async clearLecture(lecture: LectureRef): Promise<number[]> {
    const key = lectureKey(lecture);
    const held = this.#courseCodes.get(lecture.courseId);
    if (held && held.lecture.lectureNum === lecture.lectureNum) this.#dropCode(held);
    this.#waiting.delete(key);
    const attendees = [...(this.#attendees.get(key) ?? [])];
    for (const studentId of attendees) {
      if (this.#attending.get(studentId) === key) this.#attending.delete(studentId);
    }
    this.#attendees.delete(key);
    this.#permissions.delete(key);
    this.#extension.delete(key);
    this.#slides.delete(key);
    this.#reactions.delete(key);
    this.#dirty.delete(key);
    return attendees;
  }

  // Recovery after a restart

  async restoreLecture(snapshot: LiveSnapshot): Promise<void> {
    const { lecture } = snapshot;
    const key = lectureKey(lecture);
    const { code } = snapshot;
    if (code && code.expiresAt > this.#now() && !this.#liveCodeOfCourse(lecture.courseId)) {
      const taken = this.#codes.get(code.code);
      if (taken && taken.expiresAt <= this.#now()) this.#dropCode(taken);
      if (!this.#codes.has(code.code)) {
        const restored: LiveCode = { ...code, lecture: { ...lecture } };
        this.#codes.set(code.code, restored);
        this.#courseCodes.set(lecture.courseId, restored);
      }
    }
    if (snapshot.slideNumber !== null && !this.#slides.has(key)) {
      this.#slides.set(key, snapshot.slideNumber);
    }
    const permissions = { ...this.#permissions.get(key) };
    for (const name of PERMISSION_NAMES) {
      const value = snapshot.permissions[name];
      if (permissions[name] === undefined && value !== undefined) permissions[name] = value;
    }
    if (Object.keys(permissions).length > 0) this.#permissions.set(key, permissions);
    for (const studentId of snapshot.attendees) {
      if (!this.#attending.has(studentId)) await this.attend(studentId, lecture);
    }
  }

  async restoreReactions(snapshot: ReactionSnapshot): Promise<void> {
    const key = lectureKey(snapshot.lecture);
    if (this.#reactions.has(key)) return;
    if (snapshot.active.length === 0 && snapshot.counted.length === 0) return;
    const reactions = this.#reactionsOf(lectureKey(snapshot.lecture));
    for (const { studentId, tag } of snapshot.active) {
      reactions.active.set(studentId, tag);
      reactions.counts[tag]++;
    }
    for (const { slideNumber, studentId, tag } of snapshot.counted) {
      let latest = reactions.latest.get(slideNumber);
      if (!latest) reactions.latest.set(slideNumber, (latest = new Map()));
      latest.set(studentId, tag);
      reactions.totals[tag]++;
    }
    this.#dirty.add(key);
  }

  async isRestored(): Promise<boolean> {
    return this.#restored;
  }

  async setRestored(restored: boolean): Promise<void> {
    this.#restored = restored;
  }

  async close(): Promise<void> {}
}
