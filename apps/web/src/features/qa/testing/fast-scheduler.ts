/**
 * The real refetch scheduler with a short wait and no jitter (its own timing is tested in
 * refetch-scheduler.test.ts):
 *   vi.mock('…/hooks/refetch-scheduler.ts', async (importOriginal) =>
 *     (await import('…/testing/fast-scheduler.ts')).fastSchedulerModule(await importOriginal()));
 */
import type * as SchedulerModule from '../hooks/refetch-scheduler.ts';

/** How long the scheduler gathers changes before it refetches. */
export const FAST_MS = 20;

export function fastSchedulerModule(actual: typeof SchedulerModule): typeof SchedulerModule {
  return {
    ...actual,
    createRefetchScheduler: (refetch: () => Promise<unknown>) =>
      actual.createRefetchScheduler(refetch, { coalesceMs: FAST_MS, jitterMs: 0 }),
  };
}
