// DurableLiveState: the LiveState every instance uses, around the memory or Redis adapter. What a
// live lecture needs after a restart (code, slide, permissions, attendance) is written through to
// the database before the change is made live; the rest (reactions, press rate, waiting rooms,
// queued events) stays fast in the adapter. Restores on start, and with Redis whenever its store
// was emptied (a restart without persistence, a flush): docs/decisions/live-state-survives-restarts.md.
import type { ExpressionTag, WaitingGroup, WaitingRoomTotals } from '@o4f/contract';
import type { Db } from '../db/client.ts';
import {
  attendedLiveLecture,
  clearLiveCode,
  deleteAttendance,
  deleteLiveLecture,
  lectureOfLiveCode,
  liveReactionSnapshot,
  liveSnapshots,
  saveAttendances,
  saveLiveCode,
  saveLivePermissions,
  saveLiveSlide,
} from './live-recovery.repository.ts';
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
  PermissionOverrides,
  PressOptions,
  ReactionCounts,
  ReactionSnapshot,
  SetReactionOptions,
  SetReactionResult,
  TakeBackResult,
  SetSlideResult,
  WaitingEntry,
} from './live-state.ts';
import { lectureKey } from './live-state.ts';
import { outageLog } from '../lib/outage-log.ts';
import type { OutageLogger } from '../lib/outage-log.ts';

/** How often an instance checks that the Redis store still holds the restored mark. */
const RESTORE_CHECK_INTERVAL_MS = 1000;

export interface DurableLiveStateOptions {
  db: Db;
  log: OutageLogger;
  /**
   * The adapter's store may be emptied under a running instance (Redis): check for it every
   * `checkIntervalMs`, and look up attendance and code misses in the database.
   */
  watch: boolean;
  /** Close the adapter on close (not one handed in by the caller). */
  ownsInner: boolean;
  checkIntervalMs?: number;
  now?: () => number;
}

interface PendingAttendance {
  studentId: number;
  lecture: LectureRef;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class DurableLiveState implements LiveState {
  readonly #inner: LiveState;
  readonly #db: Db;
  readonly #log: OutageLogger;
  readonly #watch: boolean;
  readonly #ownsInner: boolean;
  readonly #now: () => number;
  #restoring: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #attending: PendingAttendance[] = [];

  private constructor(inner: LiveState, options: DurableLiveStateOptions) {
    this.#inner = inner;
    this.#db = options.db;
    this.#log = options.log;
    this.#watch = options.watch;
    this.#ownsInner = options.ownsInner;
    this.#now = options.now ?? Date.now;
  }

  /** Wraps `inner`, restores what it lacks from the database, and starts watching it. */
  static async start(
    inner: LiveState,
    options: DurableLiveStateOptions,
  ): Promise<DurableLiveState> {
    const state = new DurableLiveState(inner, options);
    await state.ensureRestored();
    if (options.watch) {
      // While Redis or the database is away the check fails every second: said once per outage.
      const report = outageLog(state.#log, 'Checking or restoring the live state');
      state.#timer = setInterval(() => {
        state.ensureRestored().then(report.worked, report.failed);
      }, options.checkIntervalMs ?? RESTORE_CHECK_INTERVAL_MS);
      state.#timer.unref();
    }
    return state;
  }

  /** Restores from the database unless the store still holds the restored mark. */
  ensureRestored(): Promise<void> {
    this.#restoring ??= this.#restoreIfEmptied().finally(() => {
      this.#restoring = null;
    });
    return this.#restoring;
  }

  async #restoreIfEmptied(): Promise<void> {
    if (await this.#inner.isRestored()) return;
    // Marked first: should the store be emptied again meanwhile, the next check restores again.
    await this.#inner.setRestored(true);
    try {
      const snapshots = await liveSnapshots(this.#db);
      for (const snapshot of snapshots) {
        await this.#inner.restoreLecture(snapshot);
        const { lecture, slideNumber } = snapshot;
        const restored = await this.#inner.getSlide(lecture);
        await this.#inner.restoreReactions(
          await liveReactionSnapshot(this.#db, lecture, restored ?? slideNumber),
        );
      }
      if (snapshots.length > 0) {
        this.#log.info({ lectures: snapshots.length }, 'Live lectures restored from the database');
      }
    } catch (error) {
      await this.#inner.setRestored(false).catch(() => {});
      throw error;
    }
  }

  /** Removals wait for a restore in progress, which could otherwise bring back what they remove. */
  async #afterRestore(): Promise<void> {
    await this.#restoring?.catch(() => {});
  }

  // Lecture codes: written through

  async issueCode(lecture: LectureRef, options: IssueCodeOptions): Promise<IssueCodeResult> {
    // An emptied store would issue a new code where the lecture's own is due back.
    if (this.#watch) await this.ensureRestored();
    const result = await this.#inner.issueCode(lecture, options);
    if (!result.ok) return result;
    try {
      await saveLiveCode(this.#db, lecture, result.code, new Date(this.#now() + result.ttl * 1000));
    } catch (error) {
      // Not durable, so not issued: the teacher asks again.
      if (!result.reused) await this.#inner.stopCode(lecture).catch(() => false);
      throw error;
    }
    return result;
  }

  async resolveCode(code: string): Promise<LectureRef | null> {
    const live = await this.#inner.resolveCode(code);
    if (live || !this.#watch) return live;
    const stored = await lectureOfLiveCode(this.#db, code);
    if (!stored) return null;
    await this.#refill({
      lecture: stored.lecture,
      code: { code, expiresAt: stored.expiresAt },
      slideNumber: null,
      permissions: {},
      attendees: [],
    });
    return stored.lecture;
  }

  currentCode(lecture: LectureRef): Promise<CurrentCode | null> {
    return this.#inner.currentCode(lecture);
  }

  async stopCode(lecture: LectureRef): Promise<boolean> {
    await this.#afterRestore();
    await clearLiveCode(this.#db, lecture);
    return this.#inner.stopCode(lecture);
  }

  // Waiting rooms: not kept (waiting sockets reconnect and enter again)

  enterWaitingRoom(lecture: LectureRef, entry: WaitingEntry): Promise<WaitingRoomTotals> {
    return this.#inner.enterWaitingRoom(lecture, entry);
  }

  leaveWaitingRoom(lecture: LectureRef, entryId: string): Promise<WaitingEntry | null> {
    return this.#inner.leaveWaitingRoom(lecture, entryId);
  }

  waitingTotals(lecture: LectureRef): Promise<WaitingRoomTotals> {
    return this.#inner.waitingTotals(lecture);
  }

  takeWaiting(lecture: LectureRef, group: WaitingGroup): Promise<WaitingEntry[]> {
    return this.#inner.takeWaiting(lecture, group);
  }

  // Attendance: written through

  async attend(
    studentId: number,
    lecture: LectureRef,
    options?: { stored?: boolean },
  ): Promise<LectureRef | null> {
    if (!options?.stored) await this.#saveAttendance(studentId, lecture);
    return this.#inner.attend(studentId, lecture);
  }

  /**
   * Attendances asked for in the same tick (an admission admits a whole group) are written
   * together: one statement per run of one lecture, in order, so the last one of a student wins.
   */
  #saveAttendance(studentId: number, lecture: LectureRef): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.#attending.length === 0) setImmediate(() => void this.#flushAttendances());
      this.#attending.push({ studentId, lecture, resolve, reject });
    });
  }

  async #flushAttendances(): Promise<void> {
    const pending = this.#attending.splice(0);
    const runs: { lecture: LectureRef; items: PendingAttendance[]; ids: Set<number> }[] = [];
    for (const item of pending) {
      const run = runs.at(-1);
      if (
        run &&
        lectureKey(run.lecture) === lectureKey(item.lecture) &&
        !run.ids.has(item.studentId)
      ) {
        run.items.push(item);
        run.ids.add(item.studentId);
      } else {
        runs.push({ lecture: item.lecture, items: [item], ids: new Set([item.studentId]) });
      }
    }
    for (const run of runs) {
      try {
        await saveAttendances(this.#db, run.lecture, [...run.ids]);
        for (const item of run.items) item.resolve();
      } catch (error) {
        for (const item of run.items) item.reject(error);
      }
    }
  }

  async leave(studentId: number, lecture: LectureRef): Promise<boolean> {
    await this.#afterRestore();
    await deleteAttendance(this.#db, studentId, lecture);
    return this.#inner.leave(studentId, lecture);
  }

  async attendedLecture(studentId: number): Promise<LectureRef | null> {
    const live = await this.#inner.attendedLecture(studentId);
    if (live || !this.#watch) return live;
    const stored = await attendedLiveLecture(this.#db, studentId);
    if (!stored) return null;
    await this.#refill({
      lecture: stored,
      code: null,
      slideNumber: null,
      permissions: {},
      attendees: [studentId],
    });
    return stored;
  }

  /** A miss the database answered: the store lost it, so restore (at least this much). */
  async #refill(snapshot: LiveSnapshot): Promise<void> {
    await this.ensureRestored();
    await this.#inner.restoreLecture(snapshot);
  }

  attendees(lecture: LectureRef): Promise<number[]> {
    return this.#inner.attendees(lecture);
  }

  attendeeCount(lecture: LectureRef): Promise<number> {
    return this.#inner.attendeeCount(lecture);
  }

  // Permissions: written through

  getPermissions(lecture: LectureRef): Promise<PermissionOverrides> {
    return this.#inner.getPermissions(lecture);
  }

  async setPermissions(
    lecture: LectureRef,
    patch: PermissionOverrides,
  ): Promise<PermissionOverrides> {
    await saveLivePermissions(this.#db, lecture, patch);
    return this.#inner.setPermissions(lecture, patch);
  }

  // The extension question: not kept (asked again after a restart at worst)

  claimExtensionQuestion(lecture: LectureRef, endTime: number): Promise<boolean> {
    return this.#inner.claimExtensionQuestion(lecture, endTime);
  }

  declineExtension(lecture: LectureRef): Promise<void> {
    return this.#inner.declineExtension(lecture);
  }

  extensionDeclined(lecture: LectureRef): Promise<boolean> {
    return this.#inner.extensionDeclined(lecture);
  }

  // Slides: the number is written through (the intervals go with the batched events)

  getSlide(lecture: LectureRef): Promise<number | null> {
    return this.#inner.getSlide(lecture);
  }

  async setSlide(lecture: LectureRef, slideNumber: number): Promise<SetSlideResult> {
    await saveLiveSlide(this.#db, lecture, slideNumber);
    return this.#inner.setSlide(lecture, slideNumber);
  }

  // Reactions, press rate, broadcasting, events: the adapter's alone (no database on this path)

  setReaction(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    options?: SetReactionOptions,
  ): Promise<SetReactionResult> {
    return this.#inner.setReaction(lecture, studentId, tag, options);
  }

  takeBackReaction(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    options?: SetReactionOptions,
  ): Promise<TakeBackResult> {
    return this.#inner.takeBackReaction(lecture, studentId, tag, options);
  }

  pressReaction(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    options: PressOptions,
  ): Promise<Checked<SetReactionResult>> {
    return this.#checked(lecture, studentId, () =>
      this.#inner.pressReaction(lecture, studentId, tag, options),
    );
  }

  pressTakeBack(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    options: PressOptions,
  ): Promise<Checked<TakeBackResult>> {
    return this.#checked(lecture, studentId, () =>
      this.#inner.pressTakeBack(lecture, studentId, tag, options),
    );
  }

  addTab(lecture: LectureRef, studentId: number, instance: string): Promise<void> {
    return this.#inner.addTab(lecture, studentId, instance);
  }

  removeTab(lecture: LectureRef, studentId: number, instance: string): Promise<void> {
    return this.#inner.removeTab(lecture, studentId, instance);
  }

  /**
   * A press the store refused as not attending: when the store may have lost the attendance
   * (watch), the database is asked as `attendedLecture` does, and the press is tried once more
   * after the refill.
   */
  #checked<T>(
    lecture: LectureRef,
    studentId: number,
    press: () => Promise<Checked<T>>,
  ): Promise<Checked<T>> {
    // A store of this process is never emptied under it: its answer stands, with no step more.
    return this.#watch ? this.#checkedAgain(lecture, studentId, press) : press();
  }

  async #checkedAgain<T>(
    lecture: LectureRef,
    studentId: number,
    press: () => Promise<Checked<T>>,
  ): Promise<Checked<T>> {
    const result = await press();
    if (result.refused !== 'not_attending') return result;
    const stored = await this.attendedLecture(studentId);
    if (!stored || lectureKey(stored) !== lectureKey(lecture)) return result;
    return press();
  }

  clearReactions(lecture: LectureRef): Promise<ClearedReaction[]> {
    return this.#inner.clearReactions(lecture);
  }

  getReaction(lecture: LectureRef, studentId: number): Promise<ActiveReaction | null> {
    return this.#inner.getReaction(lecture, studentId);
  }

  reactionCounts(lecture: LectureRef): Promise<ReactionCounts> {
    return this.#inner.reactionCounts(lecture);
  }

  consumePress(studentId: number): Promise<'allowed' | 'overloaded'> {
    return this.#inner.consumePress(studentId);
  }

  drainDirty(): Promise<LectureRef[]> {
    return this.#inner.drainDirty();
  }

  drainEvents(max?: number): Promise<LiveEvent[]> {
    return this.#inner.drainEvents(max);
  }

  async clearLecture(lecture: LectureRef): Promise<number[]> {
    await this.#afterRestore();
    await deleteLiveLecture(this.#db, lecture);
    return this.#inner.clearLecture(lecture);
  }

  // Recovery

  restoreLecture(snapshot: LiveSnapshot): Promise<void> {
    return this.#inner.restoreLecture(snapshot);
  }

  restoreReactions(snapshot: ReactionSnapshot): Promise<void> {
    return this.#inner.restoreReactions(snapshot);
  }

  isRestored(): Promise<boolean> {
    return this.#inner.isRestored();
  }

  setRestored(restored: boolean): Promise<void> {
    return this.#inner.setRestored(restored);
  }

  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#restoring?.catch(() => {});
    if (this.#ownsInner) await this.#inner.close();
  }
}
