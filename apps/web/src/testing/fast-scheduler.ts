/**
 * The real refetch scheduler (lib/refetch-scheduler.ts) with a short wait and no
 * jitter; its own timing is tested in refetch-scheduler.test.ts. The test passes the real module
 * in, so this file imports no feature:
 *   import type * as RefetchSchedulerModule from '../../../lib/refetch-scheduler.ts';
 *   vi.mock('../../../lib/refetch-scheduler.ts', async (importOriginal) =>
 *     (await import('…/testing/fast-scheduler.ts')).fastSchedulerModule(
 *       await importOriginal<typeof RefetchSchedulerModule>(),
 *     ),
 *   );
 */

/** How long the scheduler gathers changes before it refetches. */
export const FAST_MS = 20;

/** A module whose scheduler takes its wait and jitter as options. */
interface SchedulerModule {
  createRefetchScheduler(
    refetch: () => Promise<unknown>,
    options?: { coalesceMs?: number; jitterMs?: number },
  ): unknown;
}

/** The module as it is, with `createRefetchScheduler` waiting FAST_MS and no jitter. */
export function fastSchedulerModule<M extends SchedulerModule>(actual: M): M {
  const createRefetchScheduler = (refetch: () => Promise<unknown>) =>
    actual.createRefetchScheduler(refetch, { coalesceMs: FAST_MS, jitterMs: 0 });
  // The module keeps its type: the stand-in takes the real one's arguments (and ignores the
  // options) and returns what the real one returns.
  return { ...actual, createRefetchScheduler } as M;
}
