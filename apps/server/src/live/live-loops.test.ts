import type { ExpressionTag } from '@o4f/contract';
import { describe, expect, it, vi } from 'vitest';
import type { LectureRef, LiveEvent } from './live-state.ts';
import { startBroadcastLoop, startPersistLoop, startStudentBroadcastLoop } from './live-loops.ts';
import { MemoryLiveState } from './memory-live-state.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const lecture = { courseId: 1, lectureNum: 1 };

describe('broadcast loop', () => {
  it('broadcasts each changed lecture once per tick, however many presses', async () => {
    const liveState = new MemoryLiveState();
    const broadcasts: LectureRef[] = [];
    const loop = startBroadcastLoop({
      liveState,
      intervalMs: 20,
      broadcast: async (changed) => void broadcasts.push(changed),
    });
    for (let student = 1; student <= 100; student++)
      await liveState.setReaction(lecture, student, 1);
    await sleep(60);
    expect(broadcasts).toEqual([lecture]);
    await loop.stop();
  });
});

describe('broadcast loop', () => {
  it("reports each lecture's failure, and a tick that went through only when none failed", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    try {
      const liveState = new MemoryLiveState();
      const said: string[] = [];
      let failing = true;
      const loop = startBroadcastLoop({
        liveState,
        intervalMs: 20,
        broadcast: async (changed) => {
          if (failing && changed.courseId === 1) throw new Error('away');
          said.push(`sent ${changed.courseId}`);
        },
        onError: (error) => said.push(`failed: ${(error as Error).message}`),
        onWorked: () => said.push('worked'),
      });
      await liveState.setReaction(lecture, 1, 1);
      await liveState.setReaction({ courseId: 2, lectureNum: 1 }, 2, 1);
      await vi.advanceTimersByTimeAsync(20);
      // The other lecture is sent beside the failure, and the tick did not go through.
      expect(said).toEqual(['sent 2', 'failed: away']);
      failing = false;
      await liveState.setReaction(lecture, 3, 2);
      await vi.advanceTimersByTimeAsync(20);
      expect(said).toEqual(['sent 2', 'failed: away', 'sent 1', 'worked']);
      await loop.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the teachers' broadcast nudged by presses", () => {
  it('broadcasts at once when due, without waiting for a timer, and at most once an interval', async () => {
    // A clock that moves while no timer fires: the event loop busy with sockets' input.
    let clock = 0;
    const liveState = new MemoryLiveState();
    const sent: number[] = [];
    const loop = startBroadcastLoop({
      liveState,
      intervalMs: 60_000,
      now: () => clock,
      broadcast: async () => void sent.push(clock),
    });
    const press = async (student: number, tag: ExpressionTag) => {
      await liveState.setReaction(lecture, student, tag);
      loop.nudge();
      await sleep(0);
    };
    await press(1, 1);
    expect(sent).toEqual([0]);
    // Within the interval: nothing now, however many presses.
    clock = 30_000;
    await press(2, 1);
    await press(3, 2);
    expect(sent).toEqual([0]);
    // Due, and its timer has not fired: the next press broadcasts at once.
    clock = 60_000;
    await press(4, 3);
    expect(sent).toEqual([0, 60_000]);
    // Nothing changed: a nudge alone sends nothing more.
    clock = 130_000;
    loop.nudge();
    await sleep(0);
    expect(sent).toEqual([0, 60_000]);
    await loop.stop();
  });

  it('sends a change nudged within the interval once the interval is up', async () => {
    const liveState = new MemoryLiveState();
    const sent: number[] = [];
    const started = performance.now();
    const loop = startBroadcastLoop({
      liveState,
      intervalMs: 200,
      broadcast: async () => void sent.push(performance.now() - started),
    });
    await liveState.setReaction(lecture, 1, 1);
    loop.nudge();
    await liveState.setReaction(lecture, 2, 1);
    loop.nudge();
    await sleep(0);
    expect(sent).toHaveLength(1);
    await expect.poll(() => sent.length, { timeout: 2000, interval: 20 }).toBe(2);
    expect(sent[1]! - sent[0]!).toBeGreaterThanOrEqual(190);
    await loop.stop();
  });
});

describe("students' broadcast loop", () => {
  it('broadcasts every interval, and rests three times as long as a slow broadcast took', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'performance'] });
    try {
      const starts: number[] = [];
      let takes = 10;
      const loop = startStudentBroadcastLoop({
        intervalMs: 100,
        broadcast: async () => {
          starts.push(performance.now());
          await new Promise((resolve) => setTimeout(resolve, takes));
        },
      });
      await vi.advanceTimersByTimeAsync(350);
      expect(starts).toEqual([100, 200, 300]);
      // Behind: each broadcast now takes 150 ms, and the next comes 450 ms after it ended.
      takes = 150;
      await vi.advanceTimersByTimeAsync(1300);
      expect(starts).toEqual([100, 200, 300, 400, 1000, 1600]);
      // Caught up: quick again, and back to every interval after the last rest.
      takes = 10;
      await vi.advanceTimersByTimeAsync(800);
      expect(starts).toEqual([100, 200, 300, 400, 1000, 1600, 2200, 2300, 2400]);
      const stopping = loop.stop();
      await vi.advanceTimersByTimeAsync(50);
      await stopping;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('persist loop', () => {
  it('persists queued events in batches and flushes the rest on stop', async () => {
    const liveState = new MemoryLiveState();
    const batches: LiveEvent[][] = [];
    const loop = startPersistLoop({
      liveState,
      intervalMs: 20,
      batch: 50,
      persist: async (events) => void batches.push(events),
    });
    for (let slide = 1; slide <= 120; slide++) await liveState.setSlide(lecture, slide);
    await sleep(60);
    expect(batches.map((batch) => batch.length)).toEqual([50, 50, 20]);
    await liveState.setSlide(lecture, 121);
    await loop.stop();
    expect(batches.flat()).toHaveLength(121);
  });

  it('offers a refused batch again before newer events', async () => {
    const liveState = new MemoryLiveState();
    const persisted: number[] = [];
    let failures = 1;
    const errors: unknown[] = [];
    const loop = startPersistLoop({
      liveState,
      intervalMs: 20,
      persist: async (events) => {
        if (failures-- > 0) throw new Error('database down');
        for (const event of events) if (event.type === 'slide') persisted.push(event.slideNumber);
      },
      onError: (error) => errors.push(error),
    });
    await liveState.setSlide(lecture, 1);
    await sleep(30);
    await liveState.setSlide(lecture, 2);
    await loop.stop();
    expect(errors).toHaveLength(1);
    expect(persisted).toEqual([1, 2]);
  });
});
