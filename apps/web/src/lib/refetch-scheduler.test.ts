import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefetchScheduler } from './refetch-scheduler.ts';

/** A refetch that stays in flight until settled by hand. */
function pendingRefetch() {
  const settles: (() => void)[] = [];
  const refetch = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        settles.push(resolve);
      }),
  );
  return { refetch, settle: () => settles.shift()?.() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createRefetchScheduler', () => {
  it('coalesces the changes of the wait into one refetch', async () => {
    const { refetch, settle } = pendingRefetch();
    const scheduler = createRefetchScheduler(refetch, { random: () => 0 });
    scheduler.request();
    await vi.advanceTimersByTimeAsync(400);
    scheduler.request();
    scheduler.request();
    await vi.advanceTimersByTimeAsync(599);
    expect(refetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    settle();
    await vi.advanceTimersByTimeAsync(5000);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('adds a random delay of up to a second to the wait', async () => {
    const { refetch } = pendingRefetch();
    createRefetchScheduler(refetch, { random: () => 0.75 }).request();
    await vi.advanceTimersByTimeAsync(1749);
    expect(refetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps one refetch in flight: changes meanwhile make one more after it', async () => {
    const { refetch, settle } = pendingRefetch();
    const scheduler = createRefetchScheduler(refetch, { random: () => 0 });
    scheduler.request();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refetch).toHaveBeenCalledTimes(1);
    scheduler.request();
    scheduler.request();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refetch).toHaveBeenCalledTimes(1);
    settle();
    await vi.advanceTimersByTimeAsync(999);
    expect(refetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refetch).toHaveBeenCalledTimes(2);
    settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('asks again after a failed refetch when the next change comes', async () => {
    const refetch = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue(undefined);
    const scheduler = createRefetchScheduler(refetch, { random: () => 0 });
    scheduler.request();
    await vi.advanceTimersByTimeAsync(1000);
    scheduler.request();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('drops a waiting refetch when disposed', async () => {
    const { refetch } = pendingRefetch();
    const scheduler = createRefetchScheduler(refetch);
    scheduler.request();
    scheduler.dispose();
    scheduler.request();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('spreads a lecture hall: 300 clients hearing one change ask over the second after the wait', async () => {
    const times: number[] = [];
    const start = Date.now();
    for (let client = 0; client < 300; client++)
      createRefetchScheduler(
        async () => {
          times.push(Date.now() - start);
        },
        { random: () => client / 300 },
      ).request();
    await vi.advanceTimersByTimeAsync(2000);
    expect(times).toHaveLength(300);
    expect(Math.min(...times)).toBe(1000);
    expect(Math.max(...times)).toBeLessThan(2000);
    // No 50 ms of that second gets more than 15 of the 300 requests.
    const perSlot = new Map<number, number>();
    for (const time of times)
      perSlot.set(Math.floor(time / 50), (perSlot.get(Math.floor(time / 50)) ?? 0) + 1);
    expect(Math.max(...perSlot.values())).toBeLessThanOrEqual(15);
  });
});
