// One contract suite for every LiveState adapter: memory always, Redis when TEST_REDIS_URL is set.
import { randomBytes, randomInt } from 'node:crypto';
import { generateClassCode, isClassCode } from '@o4f/contract';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  LectureRef,
  LiveSnapshot,
  LiveState,
  PressLimit,
  WaitingEntry,
} from './live-state.ts';
import { DEFAULT_PRESS_LIMIT, NO_SLIDE } from './live-state.ts';
import { MemoryLiveState } from './memory-live-state.ts';
import { RedisLiveState } from './redis-live-state.ts';

interface AdapterFactory {
  name: string;
  enabled: boolean;
  create: (options: { pressLimit?: PressLimit }) => Promise<LiveState>;
  cleanup?: () => Promise<void>;
}

const redisUrl = process.env.TEST_REDIS_URL;
const runPrefix = `o4f-test:${process.pid}:${randomBytes(4).toString('hex')}:`;

const adapters: AdapterFactory[] = [
  { name: 'memory', enabled: true, create: async (options) => new MemoryLiveState(options) },
  {
    name: 'redis',
    enabled: Boolean(redisUrl),
    // Every state gets its own prefix so tests never see each other's keys.
    create: (options) =>
      RedisLiveState.connect({
        url: redisUrl,
        keyPrefix: `${runPrefix}${randomBytes(4).toString('hex')}:`,
        ...options,
      }),
    cleanup: async () => {
      const client = createClient({ url: redisUrl });
      await client.connect();
      const keys: string[] = [];
      for await (const batch of client.scanIterator({ MATCH: `${runPrefix}*`, COUNT: 500 })) {
        keys.push(...batch);
      }
      if (keys.length > 0) await client.del(keys);
      await client.close();
    },
  },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const newCode = () => generateClassCode(randomInt);
const lecture = (courseId: number, lectureNum: number): LectureRef => ({ courseId, lectureNum });

function entry(entryId: string, group: WaitingEntry['group'], studentId: number | null = null) {
  return { entryId, group, maskId: 3, studentId, enteredAt: 1_700_000_000_000 } as const;
}

describe.each(adapters)('LiveState ($name)', (adapter) => {
  let state: LiveState;
  const open: LiveState[] = [];

  async function make(options: { pressLimit?: PressLimit } = {}) {
    const created = await adapter.create(options);
    open.push(created);
    return created;
  }

  beforeEach(async ({ skip }) => {
    if (!adapter.enabled) skip();
    state = await make();
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((created) => created.close()));
  });

  afterAll(async () => {
    if (adapter.enabled) await adapter.cleanup?.();
  });

  describe('lecture codes', () => {
    it('issues a six-digit code that resolves to its lecture', async () => {
      const result = await state.issueCode(lecture(1, 1), { ttlSeconds: 60, generate: newCode });
      expect(result).toMatchObject({ ok: true, ttl: 60, reused: false });
      if (!result.ok) return;
      expect(isClassCode(result.code)).toBe(true);
      expect(await state.resolveCode(result.code)).toEqual(lecture(1, 1));
      expect(await state.resolveCode('123456' === result.code ? '654321' : '123456')).toBeNull();
      const current = await state.currentCode(lecture(1, 1));
      expect(current?.code).toBe(result.code);
      expect(current?.ttl).toBeGreaterThan(55);
      expect(current?.ttl).toBeLessThanOrEqual(60);
    });

    it('never hands out a code that is live for another lecture', async () => {
      const first = await state.issueCode(lecture(1, 1), {
        ttlSeconds: 60,
        generate: () => '111111',
      });
      const draws = ['111111', '111111', '111111'];
      const generate = () => draws.shift() ?? '222222';
      const second = await state.issueCode(lecture(2, 1), { ttlSeconds: 60, generate });
      expect(first).toMatchObject({ ok: true, code: '111111' });
      expect(second).toMatchObject({ ok: true, code: '222222' });
      expect(await state.resolveCode('111111')).toEqual(lecture(1, 1));
      expect(await state.resolveCode('222222')).toEqual(lecture(2, 1));
    });

    it('keeps codes unique and one course holder under concurrent requests', async () => {
      const pool = Array.from({ length: 10 }, (_, i) => String(100_001 + i));
      const generate = () => pool[randomInt(pool.length)]!;
      const issued = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          state.issueCode(lecture(100 + i, 1), { ttlSeconds: 60, generate }),
        ),
      );
      const codes = issued.map((result) => (result.ok ? result.code : null));
      expect(new Set(codes).size).toBe(8);
      const sameCourse = await Promise.all(
        [1, 2, 3].map((n) =>
          state.issueCode(lecture(200, n), { ttlSeconds: 60, generate: newCode }),
        ),
      );
      expect(sameCourse.filter((result) => result.ok)).toHaveLength(1);
    });

    it('gives one code per lecture: asking again renews the same code', async () => {
      const first = await state.issueCode(lecture(1, 1), { ttlSeconds: 30, generate: newCode });
      const again = await state.issueCode(lecture(1, 1), { ttlSeconds: 60, generate: newCode });
      expect(first.ok && again.ok).toBe(true);
      if (!first.ok || !again.ok) return;
      expect(again).toMatchObject({ code: first.code, reused: true, ttl: 60 });
      expect((await state.currentCode(lecture(1, 1)))?.ttl).toBeGreaterThan(30);
    });

    it('refuses a code while another lecture of the course holds one', async () => {
      await state.issueCode(lecture(1, 1), { ttlSeconds: 60, generate: newCode });
      const busy = await state.issueCode(lecture(1, 2), { ttlSeconds: 60, generate: newCode });
      expect(busy).toEqual({ ok: false, reason: 'course_busy', lectureNum: 1 });
      expect(await state.currentCode(lecture(1, 2))).toBeNull();
      const otherCourse = await state.issueCode(lecture(2, 2), {
        ttlSeconds: 60,
        generate: newCode,
      });
      expect(otherCourse.ok).toBe(true);
    });

    it('stops a code, which frees the course', async () => {
      const issued = await state.issueCode(lecture(1, 1), { ttlSeconds: 60, generate: newCode });
      if (!issued.ok) throw new Error('not issued');
      expect(await state.stopCode(lecture(1, 2))).toBe(false);
      expect(await state.stopCode(lecture(1, 1))).toBe(true);
      expect(await state.stopCode(lecture(1, 1))).toBe(false);
      expect(await state.resolveCode(issued.code)).toBeNull();
      expect(await state.currentCode(lecture(1, 1))).toBeNull();
      const next = await state.issueCode(lecture(1, 2), { ttlSeconds: 60, generate: newCode });
      expect(next.ok).toBe(true);
    });

    it('expires a code after its TTL', async () => {
      const issued = await state.issueCode(lecture(1, 1), { ttlSeconds: 1, generate: newCode });
      if (!issued.ok) throw new Error('not issued');
      expect(await state.resolveCode(issued.code)).toEqual(lecture(1, 1));
      await sleep(1200);
      expect(await state.resolveCode(issued.code)).toBeNull();
      expect(await state.currentCode(lecture(1, 1))).toBeNull();
      const other = await state.issueCode(lecture(1, 2), { ttlSeconds: 60, generate: newCode });
      expect(other.ok).toBe(true);
    });
  });

  describe('waiting rooms', () => {
    const room = lecture(3, 1);

    it('keeps totals per group and returns who left', async () => {
      expect(await state.waitingTotals(room)).toEqual({ new: 0, noReg: 0, reg: 0 });
      await state.enterWaitingRoom(room, entry('s1', 'new'));
      await state.enterWaitingRoom(room, entry('s2', 'new'));
      await state.enterWaitingRoom(room, entry('s3', 'noReg', 30));
      const totals = await state.enterWaitingRoom(room, entry('s4', 'reg', 40));
      expect(totals).toEqual({ new: 2, noReg: 1, reg: 1 });
      expect(await state.waitingTotals(lecture(3, 2))).toEqual({ new: 0, noReg: 0, reg: 0 });

      expect(await state.leaveWaitingRoom(room, 's3')).toEqual(entry('s3', 'noReg', 30));
      expect(await state.leaveWaitingRoom(room, 's3')).toBeNull();
      expect(await state.waitingTotals(room)).toEqual({ new: 2, noReg: 0, reg: 1 });
    });

    it('replaces an entry that enters again with another group', async () => {
      await state.enterWaitingRoom(room, entry('s1', 'new'));
      const totals = await state.enterWaitingRoom(room, entry('s1', 'reg', 7));
      expect(totals).toEqual({ new: 0, noReg: 0, reg: 1 });
    });

    it('takes all entries of one group only', async () => {
      await state.enterWaitingRoom(room, entry('a', 'new'));
      await state.enterWaitingRoom(room, entry('b', 'new'));
      await state.enterWaitingRoom(room, entry('c', 'reg', 5));

      const taken = await state.takeWaiting(room, 'new');
      expect(taken.map((e) => e.entryId).sort()).toEqual(['a', 'b']);
      expect(taken[0]).toMatchObject({ group: 'new', maskId: 3, studentId: null });
      expect(await state.takeWaiting(room, 'new')).toEqual([]);
      expect(await state.waitingTotals(room)).toEqual({ new: 0, noReg: 0, reg: 1 });
      expect(await state.leaveWaitingRoom(room, 'a')).toBeNull();
    });
  });

  describe('attendance', () => {
    it('lets a student attend one lecture at a time and returns the previous one', async () => {
      expect(await state.attend(9, lecture(1, 1))).toBeNull();
      expect(await state.attend(10, lecture(1, 1))).toBeNull();
      expect(await state.attend(9, lecture(2, 4))).toEqual(lecture(1, 1));
      expect(await state.attendedLecture(9)).toEqual(lecture(2, 4));
      expect(await state.attendees(lecture(1, 1))).toEqual([10]);
      expect(await state.attendees(lecture(2, 4))).toEqual([9]);
      expect(await state.attendeeCount(lecture(1, 1))).toBe(1);
      expect(await state.attend(9, lecture(2, 4))).toEqual(lecture(2, 4));
      expect(await state.attendeeCount(lecture(2, 4))).toBe(1);
    });

    it('ends an attendance only for the lecture named', async () => {
      await state.attend(9, lecture(1, 1));
      expect(await state.leave(9, lecture(1, 2))).toBe(false);
      expect(await state.leave(9, lecture(1, 1))).toBe(true);
      expect(await state.attendedLecture(9)).toBeNull();
      expect(await state.attendeeCount(lecture(1, 1))).toBe(0);
    });
  });

  describe('permissions and slides', () => {
    it('merges permission overrides', async () => {
      const l = lecture(4, 1);
      expect(await state.getPermissions(l)).toEqual({});
      expect(await state.setPermissions(l, { allowReactions: false })).toEqual({
        allowReactions: false,
      });
      expect(await state.setPermissions(l, { allowQuestions: true })).toEqual({
        allowReactions: false,
        allowQuestions: true,
      });
      expect(await state.setPermissions(l, { allowReactions: true })).toMatchObject({
        allowReactions: true,
      });
      expect(await state.getPermissions(lecture(4, 2))).toEqual({});
    });

    it('lets one caller ask about each end time, and nobody after a decline', async () => {
      const l = lecture(4, 1);
      const end = Date.UTC(2025, 0, 1, 10);
      expect(await state.claimExtensionQuestion(l, end)).toBe(true);
      expect(await state.claimExtensionQuestion(l, end)).toBe(false);
      expect(await state.claimExtensionQuestion(lecture(4, 2), end)).toBe(true);
      // Extended: a new end time is asked about once more.
      expect(await state.claimExtensionQuestion(l, end + 600_000)).toBe(true);
      expect(await state.extensionDeclined(l)).toBe(false);
      await state.declineExtension(l);
      expect(await state.extensionDeclined(l)).toBe(true);
      expect(await state.claimExtensionQuestion(l, end + 1_200_000)).toBe(false);
      expect(await state.extensionDeclined(lecture(4, 2))).toBe(false);
    });

    it('moves the slide', async () => {
      const l = lecture(4, 1);
      expect(await state.getSlide(l)).toBeNull();
      expect(await state.setSlide(l, 1)).toEqual({ previous: null, changed: true, cleared: [] });
      expect(await state.setSlide(l, 1)).toEqual({ previous: 1, changed: false, cleared: [] });
      expect(await state.setSlide(l, 2)).toMatchObject({ previous: 1, changed: true });
      expect(await state.getSlide(l)).toBe(2);
    });
  });

  describe('reactions', () => {
    const l = lecture(5, 1);

    it('keeps one active reaction per student; pressing another replaces it', async () => {
      await state.setSlide(l, 3);
      expect(await state.setReaction(l, 1, 1)).toEqual({
        previous: null,
        changed: true,
        slideMoved: false,
        slideNumber: 3,
        at: expect.any(Number),
      });
      await state.setReaction(l, 2, 1);
      expect(await state.setReaction(l, 1, 3)).toEqual({
        previous: 1,
        changed: true,
        slideMoved: false,
        slideNumber: 3,
        at: expect.any(Number),
      });
      expect(await state.setReaction(l, 1, 3)).toEqual({
        previous: 3,
        changed: false,
        slideMoved: false,
        slideNumber: 3,
        at: expect.any(Number),
      });
      expect(await state.getReaction(l, 1)).toEqual({ tag: 3, slideNumber: 3 });
      expect(await state.reactionCounts(l)).toEqual({
        slideNumber: 3,
        active: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 0 },
        // A changed reaction counts its latest value only.
        lecture: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 0 },
      });
    });

    it('sets a reaction pressed on a slide only while that slide is current', async () => {
      await state.setSlide(l, 4);
      expect(await state.setReaction(l, 1, 2, { onSlide: 3 })).toEqual({
        previous: null,
        changed: false,
        slideMoved: true,
        slideNumber: 4,
        at: expect.any(Number),
      });
      expect(await state.getReaction(l, 1)).toBeNull();
      expect(await state.reactionCounts(l)).toMatchObject({
        active: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
        lecture: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      });
      expect(await state.setReaction(l, 1, 2, { onSlide: 4 })).toMatchObject({
        changed: true,
        slideMoved: false,
        slideNumber: 4,
      });
      expect(await state.getReaction(l, 1)).toEqual({ tag: 2, slideNumber: 4 });
    });

    it('takes back an active reaction: no longer active, counted for nothing on the slide', async () => {
      await state.setSlide(l, 5);
      await state.setReaction(l, 1, 2);
      await state.setReaction(l, 2, 2);
      expect(await state.takeBackReaction(l, 1, 3)).toMatchObject({ taken: false });
      expect(await state.takeBackReaction(l, 1, 2, { onSlide: 4 })).toMatchObject({
        taken: false,
        slideMoved: true,
      });
      expect(await state.takeBackReaction(l, 1, 2, { onSlide: 5 })).toEqual({
        taken: true,
        slideMoved: false,
        slideNumber: 5,
        at: expect.any(Number),
      });
      expect(await state.getReaction(l, 1)).toBeNull();
      expect(await state.reactionCounts(l)).toEqual({
        slideNumber: 5,
        active: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 },
        lecture: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 },
      });
      // Pressed again later on the slide, it counts once more.
      await state.setReaction(l, 1, 4);
      expect(await state.reactionCounts(l)).toMatchObject({
        lecture: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 0 },
      });
    });

    it('uses NO_SLIDE when the lecture has no slide', async () => {
      expect((await state.setReaction(l, 1, 2)).slideNumber).toBe(NO_SLIDE);
      expect(await state.getReaction(l, 1)).toEqual({ tag: 2, slideNumber: NO_SLIDE });
    });

    it('counts each student once per slide across stays on it, with their latest reaction', async () => {
      await state.setSlide(l, 1);
      await state.setReaction(l, 1, 3);
      await state.setReaction(l, 2, 3);
      await state.setSlide(l, 2);
      await state.setReaction(l, 1, 5);
      await state.setSlide(l, 1);
      // Back on slide 1: student 1 changes their mind, student 2 keeps the earlier reaction.
      await state.setReaction(l, 1, 1);
      expect((await state.reactionCounts(l)).lecture).toEqual({ 1: 1, 2: 0, 3: 1, 4: 0, 5: 1 });
    });

    it('clears every reaction on a slide change and returns whose', async () => {
      await state.setSlide(l, 1);
      await state.setReaction(l, 1, 1);
      await state.setReaction(l, 2, 5);
      await state.setReaction(lecture(5, 2), 1, 2);
      const change = await state.setSlide(l, 2);
      expect(change.cleared.sort((a, b) => a.studentId - b.studentId)).toEqual([
        { studentId: 1, tag: 1 },
        { studentId: 2, tag: 5 },
      ]);
      expect(await state.getReaction(l, 1)).toBeNull();
      const counts = await state.reactionCounts(l);
      expect(counts.slideNumber).toBe(2);
      expect(counts.active).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });
      expect(counts.lecture).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0, 5: 1 });
      expect(await state.getReaction(lecture(5, 2), 1)).toEqual({ tag: 2, slideNumber: NO_SLIDE });
      expect(await state.setReaction(l, 1, 1)).toMatchObject({ previous: null, slideNumber: 2 });
    });

    it('ends all reactions of a lecture without taking them back', async () => {
      await state.setReaction(l, 1, 1);
      await state.setReaction(l, 2, 1);
      await state.drainEvents();
      expect((await state.clearReactions(l)).length).toBe(2);
      expect((await state.reactionCounts(l)).active[1]).toBe(0);
      expect((await state.reactionCounts(l)).lecture[1]).toBe(2);
      expect(await state.drainEvents()).toEqual([]);
      expect(await state.clearReactions(l)).toEqual([]);
    });
  });

  describe('press rate', () => {
    it('refuses presses beyond the limit within the window, then allows again', async () => {
      const limited = await make({ pressLimit: { max: 3, windowMs: 400 } });
      const results = [];
      for (let i = 0; i < 5; i++) results.push(await limited.consumePress(1));
      expect(results).toEqual(['allowed', 'allowed', 'allowed', 'overloaded', 'overloaded']);
      expect(await limited.consumePress(2)).toBe('allowed');
      await sleep(450);
      expect(await limited.consumePress(1)).toBe('allowed');
    });

    it('checks a press and applies it in one step, refusing in order and changing nothing', async () => {
      const limited = await make({ pressLimit: { max: 2, windowMs: 10_000 } });
      const l = lecture(40, 1);
      const open = { closed: false };
      expect(await limited.pressReaction(l, 1, 2, open)).toEqual({ refused: 'not_attending' });
      await limited.attend(1, lecture(40, 2));
      expect(await limited.pressReaction(l, 1, 2, open)).toEqual({ refused: 'not_attending' });
      await limited.attend(1, l);
      expect(await limited.pressReaction(l, 1, 2, { closed: true })).toEqual({ refused: 'closed' });
      await limited.setPermissions(l, { allowReactions: false });
      expect(await limited.pressReaction(l, 1, 2, open)).toEqual({ refused: 'paused' });
      expect(await limited.pressTakeBack(l, 1, 2, open)).toEqual({ refused: 'paused' });
      // Refused before the rate: none of those counted against it.
      await limited.setPermissions(l, { allowReactions: true });
      await limited.setSlide(l, 3);
      expect(await limited.pressReaction(l, 1, 2, { ...open, onSlide: 4 })).toMatchObject({
        refused: null,
        changed: false,
        slideMoved: true,
        slideNumber: 3,
      });
      expect(await limited.getReaction(l, 1)).toBeNull();
      expect(await limited.pressReaction(l, 1, 2, { ...open, onSlide: 3 })).toMatchObject({
        refused: null,
        previous: null,
        changed: true,
        slideMoved: false,
        slideNumber: 3,
      });
      // The slide-moved press and this one were counted: the third within the window is refused.
      expect(await limited.pressTakeBack(l, 1, 2, open)).toEqual({ refused: 'overloaded' });
      expect(await limited.getReaction(l, 1)).toEqual({ tag: 2, slideNumber: 3 });
      expect((await limited.reactionCounts(l)).active[2]).toBe(1);
      const other = await make();
      await other.attend(1, l);
      await other.setSlide(l, 3);
      await other.pressReaction(l, 1, 4, open);
      expect(await other.pressTakeBack(l, 1, 4, open)).toMatchObject({
        refused: null,
        taken: true,
        slideNumber: 3,
      });
      expect(await other.reactionCounts(l)).toMatchObject({
        active: { 4: 0 },
        lecture: { 4: 0 },
      });
    });

    it('defaults to 5 presses per 2 seconds', async () => {
      expect(DEFAULT_PRESS_LIMIT).toEqual({ max: 5, windowMs: 2000 });
      const results = [];
      for (let i = 0; i < 6; i++) results.push(await state.consumePress(1));
      expect(results.filter((r) => r === 'allowed')).toHaveLength(5);
      expect(results[5]).toBe('overloaded');
    });
  });

  describe('dirty lectures and pending events', () => {
    it('marks lectures dirty once until drained', async () => {
      await state.setReaction(lecture(6, 1), 1, 1);
      await state.setReaction(lecture(6, 1), 2, 1);
      await state.setSlide(lecture(6, 2), 1);
      const dirty = await state.drainDirty();
      expect(dirty.sort((a, b) => a.lectureNum - b.lectureNum)).toEqual([
        lecture(6, 1),
        lecture(6, 2),
      ]);
      expect(await state.drainDirty()).toEqual([]);
    });

    it('queues slide changes in order, not reactions, and drains them in batches', async () => {
      const l = lecture(7, 1);
      await state.setSlide(l, 1);
      const set = await state.setReaction(l, 1, 2);
      expect(set).toEqual({
        previous: null,
        changed: true,
        slideMoved: false,
        slideNumber: 1,
        at: expect.any(Number),
      });
      await state.setReaction(l, 1, 3);
      await state.setReaction(l, 2, 4);
      await state.setSlide(l, 2);
      await state.setSlide(l, 3);

      const first = await state.drainEvents(2);
      expect(first.map((e) => e.type)).toEqual(['slide', 'slide']);
      expect(first[0]).toEqual({
        type: 'slide',
        courseId: 7,
        lectureNum: 1,
        slideNumber: 1,
        previous: null,
        at: expect.any(Number),
      });
      expect(first[1]).toEqual({
        type: 'slide',
        courseId: 7,
        lectureNum: 1,
        slideNumber: 2,
        previous: 1,
        at: expect.any(Number),
      });
      const rest = await state.drainEvents();
      expect(rest.map((e) => e.type)).toEqual(['slide']);
      expect(rest[0]).toMatchObject({ slideNumber: 3, previous: 2 });
      expect(await state.drainEvents()).toEqual([]);
    });
  });

  it('forgets a lecture that ended and returns its attendees', async () => {
    const l = lecture(8, 1);
    const issued = await state.issueCode(l, { ttlSeconds: 60, generate: newCode });
    await state.enterWaitingRoom(l, entry('w', 'new'));
    await state.attend(1, l);
    await state.attend(2, l);
    await state.attend(3, lecture(8, 2));
    await state.setSlide(l, 4);
    await state.setReaction(l, 1, 1);
    await state.setPermissions(l, { allowReactions: false });
    await state.declineExtension(l);

    expect((await state.clearLecture(l)).sort()).toEqual([1, 2]);
    expect(await state.extensionDeclined(l)).toBe(false);
    if (issued.ok) expect(await state.resolveCode(issued.code)).toBeNull();
    expect(await state.waitingTotals(l)).toEqual({ new: 0, noReg: 0, reg: 0 });
    expect(await state.attendedLecture(1)).toBeNull();
    expect(await state.attendedLecture(3)).toEqual(lecture(8, 2));
    expect(await state.getSlide(l)).toBeNull();
    expect(await state.getPermissions(l)).toEqual({});
    expect(await state.reactionCounts(l)).toMatchObject({ active: { 1: 0 }, lecture: { 1: 0 } });
    expect(await state.drainDirty()).toEqual([]);
    expect((await state.issueCode(lecture(8, 2), { ttlSeconds: 60, generate: newCode })).ok).toBe(
      true,
    );
  });
  describe('recovery', () => {
    const snapshot = (l: LectureRef, overrides: Partial<LiveSnapshot> = {}): LiveSnapshot => ({
      lecture: l,
      code: null,
      slideNumber: null,
      permissions: {},
      attendees: [],
      ...overrides,
    });

    it('fills an empty state without queuing events or touching reactions', async () => {
      const l = lecture(20, 1);
      await state.restoreLecture(
        snapshot(l, {
          code: { code: '482913', expiresAt: Date.now() + 30_000 },
          slideNumber: 7,
          permissions: { allowReactions: false, allowQuestions: true },
          attendees: [1, 2],
        }),
      );
      expect(await state.resolveCode('482913')).toEqual(l);
      const current = await state.currentCode(l);
      expect(current?.code).toBe('482913');
      expect(current!.ttl).toBeGreaterThan(25);
      expect(current!.ttl).toBeLessThanOrEqual(30);
      expect(await state.getSlide(l)).toBe(7);
      expect(await state.getPermissions(l)).toEqual({
        allowReactions: false,
        allowQuestions: true,
      });
      expect(await state.attendedLecture(1)).toEqual(l);
      expect((await state.attendees(l)).sort()).toEqual([1, 2]);
      expect(await state.drainEvents()).toEqual([]);
      expect(await state.drainDirty()).toEqual([]);
      expect(await state.reactionCounts(l)).toMatchObject({ slideNumber: 7, active: { 1: 0 } });
      // The restored code is the lecture's: asking again renews it, another lecture waits.
      expect(await state.issueCode(l, { ttlSeconds: 60, generate: newCode })).toMatchObject({
        ok: true,
        code: '482913',
        reused: true,
      });
      expect(
        await state.issueCode(lecture(20, 2), { ttlSeconds: 60, generate: newCode }),
      ).toMatchObject({ ok: false, reason: 'course_busy', lectureNum: 1 });
    });

    it('overwrites nothing that is there', async () => {
      const l = lecture(21, 1);
      const issued = await state.issueCode(l, { ttlSeconds: 60, generate: () => '111111' });
      expect(issued.ok).toBe(true);
      await state.issueCode(lecture(22, 1), { ttlSeconds: 60, generate: () => '222222' });
      await state.setSlide(l, 3);
      await state.setPermissions(l, { allowReactions: true });
      await state.attend(1, lecture(21, 2));
      await state.setReaction(l, 5, 2);
      await state.drainEvents();
      await state.drainDirty();

      await state.restoreLecture(
        snapshot(l, {
          code: { code: '333333', expiresAt: Date.now() + 60_000 },
          slideNumber: 9,
          permissions: { allowReactions: false, allowDiscussions: false },
          attendees: [1, 2],
        }),
      );
      // A code of another lecture is not taken over either.
      await state.restoreLecture(
        snapshot(lecture(23, 1), { code: { code: '222222', expiresAt: Date.now() + 60_000 } }),
      );
      expect(await state.currentCode(l)).toMatchObject({ code: '111111' });
      expect(await state.resolveCode('333333')).toBeNull();
      expect(await state.resolveCode('222222')).toEqual(lecture(22, 1));
      expect(await state.currentCode(lecture(23, 1))).toBeNull();
      expect(await state.getSlide(l)).toBe(3);
      expect(await state.getPermissions(l)).toEqual({
        allowReactions: true,
        allowDiscussions: false,
      });
      expect(await state.attendedLecture(1)).toEqual(lecture(21, 2));
      expect(await state.attendedLecture(2)).toEqual(l);
      expect(await state.getReaction(l, 5)).toEqual({ tag: 2, slideNumber: 3 });
      expect(await state.drainEvents()).toEqual([]);
    });

    it('drops a code that expired meanwhile', async () => {
      const l = lecture(24, 1);
      await state.restoreLecture(
        snapshot(l, { code: { code: '444444', expiresAt: Date.now() - 1 }, attendees: [3] }),
      );
      expect(await state.resolveCode('444444')).toBeNull();
      expect(await state.currentCode(l)).toBeNull();
      expect(await state.attendedLecture(3)).toEqual(l);
    });

    it('puts back reactions from stored events, which later presses replace', async () => {
      const l = lecture(25, 1);
      await state.restoreLecture(snapshot(l, { slideNumber: 2 }));
      await state.restoreReactions({
        lecture: l,
        active: [
          { studentId: 1, tag: 3 },
          { studentId: 2, tag: 3 },
        ],
        counted: [
          { slideNumber: 1, studentId: 1, tag: 1 },
          { slideNumber: 1, studentId: -40, tag: 1 },
          { slideNumber: 2, studentId: 1, tag: 3 },
          { slideNumber: 2, studentId: 2, tag: 3 },
        ],
      });
      expect(await state.reactionCounts(l)).toEqual({
        slideNumber: 2,
        active: { 1: 0, 2: 0, 3: 2, 4: 0, 5: 0 },
        lecture: { 1: 2, 2: 0, 3: 2, 4: 0, 5: 0 },
      });
      expect(await state.getReaction(l, 1)).toEqual({ tag: 3, slideNumber: 2 });
      expect(await state.drainEvents()).toEqual([]);
      expect(await state.drainDirty()).toEqual([l]);

      expect(await state.setReaction(l, 1, 5)).toMatchObject({
        previous: 3,
        changed: true,
        slideMoved: false,
        slideNumber: 2,
      });
      expect(await state.setReaction(l, 2, 5)).toMatchObject({ previous: 3, changed: true });
      expect(await state.reactionCounts(l)).toMatchObject({
        active: { 3: 0, 5: 2 },
        lecture: { 1: 2, 3: 0, 5: 2 },
      });
      // A lecture that has reactions keeps them.
      await state.restoreReactions({
        lecture: l,
        active: [{ studentId: 9, tag: 4 }],
        counted: [{ slideNumber: 2, studentId: 9, tag: 4 }],
      });
      expect(await state.reactionCounts(l)).toMatchObject({ active: { 4: 0 }, lecture: { 4: 0 } });
    });

    it('keeps the restored mark until it is taken away', async () => {
      expect(await state.isRestored()).toBe(false);
      await state.setRestored(true);
      expect(await state.isRestored()).toBe(true);
      await state.setRestored(false);
      expect(await state.isRestored()).toBe(false);
    });
  });
});
