// LiveState in Redis, shared by every instance. Key layout: docs/decisions/0010-live-state.md
// (names in redis-keys.ts). Lua scripts keep multi-key changes atomic (redis-scripts.ts). This
// class holds attendance, permissions, the extension question, presses and the drains; lecture
// codes, waiting rooms, slides and reactions, and the recovery after a restart are
// redis-codes.ts, redis-waiting.ts, redis-reactions.ts and redis-recovery.ts.
// Single Redis (or Sentinel) only: scripts touch keys of several hash slots, so no Cluster.
import { randomBytes } from 'node:crypto';
import type { ExpressionTag, WaitingGroup, WaitingRoomTotals } from '@o4f/contract';
import { closeRedisClient, connectSaying, createCommandClient } from '../lib/redis-client.ts';
import type { WaitLog } from '../lib/redis-client.ts';
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
  ReactionCounts,
  SetReactionOptions,
  SetReactionResult,
  TakeBackResult,
  SetSlideResult,
  WaitingEntry,
} from './live-state.ts';
import {
  DEFAULT_DRAIN_MAX,
  DEFAULT_PRESS_LIMIT,
  lectureKey,
  parseLectureKey,
} from './live-state.ts';
import { liveKeys } from './redis-keys.ts';
import type { LiveKeys, RedisStore } from './redis-keys.ts';
import * as codeOps from './redis-codes.ts';
import * as reactions from './redis-reactions.ts';
import * as recovery from './redis-recovery.ts';
import * as waiting from './redis-waiting.ts';
import {
  ATTEND,
  CLAIM_EXTENSION_QUESTION,
  CLEAR_LECTURE,
  CONSUME_PRESS,
  LEAVE,
} from './redis-scripts.ts';
import type { AnyRedisClient } from './redis-scripts.ts';

export interface RedisLiveStateOptions {
  /** Either a URL (the adapter owns and closes its client) or a connected client (not closed). */
  url?: string;
  client?: AnyRedisClient;
  /** Prefix of every key; tests use a unique one per run. */
  keyPrefix?: string;
  pressLimit?: PressLimit;
  /** Lifetime of lecture state after its last write, so a crashed lecture does not linger. */
  stateTtlSeconds?: number;
  now?: () => number;
  /** Where connecting says that it waits for Redis (lib/redis-client.ts). */
  log?: WaitLog;
}

const DEFAULT_KEY_PREFIX = 'o4f:live:';
const DEFAULT_STATE_TTL_SECONDS = 24 * 60 * 60;

const PERMISSION_NAMES = [
  'allowReactions',
  'allowQuestions',
  'allowDiscussions',
  'admitAutomatically',
] as const;

export class RedisLiveState implements LiveState {
  readonly #client: AnyRedisClient;
  readonly #ownsClient: boolean;
  readonly #keys: LiveKeys;
  readonly #pressLimit: PressLimit;
  readonly #ttl: number;
  readonly #now: () => number;
  readonly #store: RedisStore;
  #pressCounter = 0;
  readonly #pressSalt = randomBytes(6).toString('hex');

  private constructor(client: AnyRedisClient, ownsClient: boolean, options: RedisLiveStateOptions) {
    this.#client = client;
    this.#ownsClient = ownsClient;
    this.#keys = liveKeys(options.keyPrefix ?? DEFAULT_KEY_PREFIX);
    this.#pressLimit = options.pressLimit ?? DEFAULT_PRESS_LIMIT;
    this.#ttl = options.stateTtlSeconds ?? DEFAULT_STATE_TTL_SECONDS;
    this.#now = options.now ?? Date.now;
    this.#store = { client, keys: this.#keys, ttl: this.#ttl, now: this.#now };
  }

  static async connect(options: RedisLiveStateOptions): Promise<RedisLiveState> {
    if (options.client) return new RedisLiveState(options.client, false, options);
    if (!options.url) throw new Error('RedisLiveState needs a url or a client');
    const client = createCommandClient(options.url);
    await connectSaying(client, options.log);
    return new RedisLiveState(client as AnyRedisClient, true, options);
  }

  // Lecture codes (redis-codes.ts)

  issueCode(lecture: LectureRef, options: IssueCodeOptions): Promise<IssueCodeResult> {
    return codeOps.issueCode(this.#store, lecture, options);
  }

  resolveCode(code: string): Promise<LectureRef | null> {
    return codeOps.resolveCode(this.#store, code);
  }

  currentCode(lecture: LectureRef): Promise<CurrentCode | null> {
    return codeOps.currentCode(this.#store, lecture);
  }

  stopCode(lecture: LectureRef): Promise<boolean> {
    return codeOps.stopCode(this.#store, lecture);
  }

  // Waiting rooms (redis-waiting.ts)

  enterWaitingRoom(lecture: LectureRef, entry: WaitingEntry): Promise<WaitingRoomTotals> {
    return waiting.enterWaitingRoom(this.#store, lecture, entry);
  }

  leaveWaitingRoom(lecture: LectureRef, entryId: string): Promise<WaitingEntry | null> {
    return waiting.leaveWaitingRoom(this.#store, lecture, entryId);
  }

  waitingTotals(lecture: LectureRef): Promise<WaitingRoomTotals> {
    return waiting.waitingTotals(this.#store, lecture);
  }

  takeWaiting(lecture: LectureRef, group: WaitingGroup): Promise<WaitingEntry[]> {
    return waiting.takeWaiting(this.#store, lecture, group);
  }

  // Attendance

  async attend(studentId: number, lecture: LectureRef): Promise<LectureRef | null> {
    const previous = await ATTEND.run(
      this.#client,
      [this.#keys.student(studentId), this.#keys.attendees(lecture)],
      [lectureKey(lecture), this.#keys.attendeesPrefix, this.#ttl, studentId],
    );
    return typeof previous === 'string' ? parseLectureKey(previous) : null;
  }

  async leave(studentId: number, lecture: LectureRef): Promise<boolean> {
    const reply = await LEAVE.run(
      this.#client,
      [this.#keys.student(studentId), this.#keys.attendees(lecture)],
      [lectureKey(lecture), studentId],
    );
    return reply === 1;
  }

  async attendedLecture(studentId: number): Promise<LectureRef | null> {
    const value = await this.#client.get(this.#keys.student(studentId));
    return typeof value === 'string' ? parseLectureKey(value) : null;
  }

  async attendees(lecture: LectureRef): Promise<number[]> {
    const members = await this.#client.sMembers(this.#keys.attendees(lecture));
    return [...members].map(Number);
  }

  async attendeeCount(lecture: LectureRef): Promise<number> {
    return Number(await this.#client.sCard(this.#keys.attendees(lecture)));
  }

  // Permissions

  async getPermissions(lecture: LectureRef): Promise<PermissionOverrides> {
    const hash = (await this.#client.hGetAll(this.#keys.permissions(lecture))) as Record<
      string,
      string
    >;
    const overrides: PermissionOverrides = {};
    for (const name of PERMISSION_NAMES) {
      if (hash[name] !== undefined) overrides[name] = hash[name] === '1';
    }
    return overrides;
  }

  async setPermissions(
    lecture: LectureRef,
    patch: PermissionOverrides,
  ): Promise<PermissionOverrides> {
    const key = this.#keys.permissions(lecture);
    const fields: Record<string, string> = {};
    for (const name of PERMISSION_NAMES) {
      if (patch[name] !== undefined) fields[name] = patch[name] ? '1' : '0';
    }
    if (Object.keys(fields).length > 0) {
      await this.#client.multi().hSet(key, fields).expire(key, this.#ttl).exec();
    }
    return this.getPermissions(lecture);
  }

  // The extension question

  async claimExtensionQuestion(lecture: LectureRef, endTime: number): Promise<boolean> {
    const reply = await CLAIM_EXTENSION_QUESTION.run(
      this.#client,
      [this.#keys.extension(lecture)],
      [endTime, this.#ttl],
    );
    return reply === 1;
  }

  async declineExtension(lecture: LectureRef): Promise<void> {
    const key = this.#keys.extension(lecture);
    await this.#client.multi().hSet(key, 'declined', '1').expire(key, this.#ttl).exec();
  }

  async extensionDeclined(lecture: LectureRef): Promise<boolean> {
    return (await this.#client.hExists(this.#keys.extension(lecture), 'declined')) === 1;
  }

  // Slides and reactions (redis-reactions.ts)

  getSlide(lecture: LectureRef): Promise<number | null> {
    return reactions.getSlide(this.#store, lecture);
  }

  setSlide(lecture: LectureRef, slideNumber: number): Promise<SetSlideResult> {
    return reactions.setSlide(this.#store, lecture, slideNumber);
  }

  setReaction(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    options?: SetReactionOptions,
  ): Promise<SetReactionResult> {
    return reactions.setReaction(this.#store, lecture, studentId, tag, options);
  }

  takeBackReaction(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    options?: SetReactionOptions,
  ): Promise<TakeBackResult> {
    return reactions.takeBackReaction(this.#store, lecture, studentId, tag, options);
  }

  clearReactions(lecture: LectureRef): Promise<ClearedReaction[]> {
    return reactions.clearReactions(this.#store, lecture);
  }

  getReaction(lecture: LectureRef, studentId: number): Promise<ActiveReaction | null> {
    return reactions.getReaction(this.#store, lecture, studentId);
  }

  reactionCounts(lecture: LectureRef): Promise<ReactionCounts> {
    return reactions.reactionCounts(this.#store, lecture);
  }

  pressReaction(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    { closed, instance, onSlide }: PressOptions,
  ): Promise<Checked<SetReactionResult>> {
    const check = { limit: this.#pressLimit, member: this.#pressMember(), closed, instance };
    return reactions.pressReaction(this.#store, lecture, studentId, tag, check, onSlide);
  }

  pressTakeBack(
    lecture: LectureRef,
    studentId: number,
    tag: ExpressionTag,
    { closed, instance, onSlide }: PressOptions,
  ): Promise<Checked<TakeBackResult>> {
    const check = { limit: this.#pressLimit, member: this.#pressMember(), closed, instance };
    return reactions.pressTakeBack(this.#store, lecture, studentId, tag, check, onSlide);
  }

  addTab(lecture: LectureRef, studentId: number, instance: string): Promise<void> {
    return reactions.countTab(this.#store, lecture, studentId, instance, 1);
  }

  removeTab(lecture: LectureRef, studentId: number, instance: string): Promise<void> {
    return reactions.countTab(this.#store, lecture, studentId, instance, -1);
  }

  /** A press log member unique across instances (the log is a sorted set of them). */
  #pressMember(): string {
    return `${this.#now()}:${this.#pressSalt}:${this.#pressCounter++}`;
  }

  async consumePress(studentId: number): Promise<'allowed' | 'overloaded'> {
    const now = this.#now();
    const member = `${now}:${this.#pressSalt}:${this.#pressCounter++}`;
    const reply = await CONSUME_PRESS.run(
      this.#client,
      [this.#keys.press(studentId)],
      [now, this.#pressLimit.windowMs, this.#pressLimit.max, member],
    );
    return reply === 1 ? 'allowed' : 'overloaded';
  }

  // Broadcasting and persistence

  async drainDirty(): Promise<LectureRef[]> {
    const key = this.#keys.dirty;
    const [members] = (await this.#client.multi().sMembers(key).del(key).exec()) as unknown as [
      string[],
    ];
    return members.map(parseLectureKey);
  }

  async drainEvents(max = DEFAULT_DRAIN_MAX): Promise<LiveEvent[]> {
    const key = this.#keys.events;
    const [values] = (await this.#client
      .multi()
      .lRange(key, 0, max - 1)
      .lTrim(key, max, -1)
      .exec()) as unknown as [string[]];
    return values.map((value) => JSON.parse(value) as LiveEvent);
  }

  async clearLecture(lecture: LectureRef): Promise<number[]> {
    const attendees = (await CLEAR_LECTURE.run(
      this.#client,
      [
        this.#keys.courseCode(lecture.courseId),
        this.#keys.attendees(lecture),
        this.#keys.dirty,
        ...this.#keys.waitingGroups(lecture),
        this.#keys.permissions(lecture),
        this.#keys.extension(lecture),
        this.#keys.slide(lecture),
        this.#keys.active(lecture),
        this.#keys.counts(lecture),
        this.#keys.totals(lecture),
        this.#keys.latest(lecture),
      ],
      [lecture.lectureNum, this.#keys.code(''), lectureKey(lecture), this.#keys.studentPrefix],
    )) as string[];
    return attendees.map(Number);
  }

  // Recovery after a restart (redis-recovery.ts)

  restoreLecture(snapshot: LiveSnapshot): Promise<void> {
    return recovery.restoreLecture(this.#store, snapshot);
  }

  restoreReactions(snapshot: ReactionSnapshot): Promise<void> {
    return recovery.restoreReactions(this.#store, snapshot);
  }

  async isRestored(): Promise<boolean> {
    return (await this.#client.exists(this.#keys.restored)) === 1;
  }

  async setRestored(restored: boolean): Promise<void> {
    if (restored) await this.#client.set(this.#keys.restored, '1');
    else await this.#client.del(this.#keys.restored);
  }

  async close(): Promise<void> {
    if (this.#ownsClient) await closeRedisClient(this.#client);
  }
}
