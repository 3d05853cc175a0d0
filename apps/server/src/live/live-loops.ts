// The loops around LiveState: a fast one that broadcasts the counts of lectures that changed
// (coalesced: one message per lecture per tick, whatever the number of presses) to the lecture's
// teachers, a slower one for the students' buttons, and one that hands queued reaction and slide
// events to the database in batches. Rates: docs/rules.md, docs/decisions/live-reaction-rates.md.
import type { LectureRef, LiveEvent, LiveState } from './live-state.ts';

/** The teachers' counts: at most one update per lecture per 50 ms (about 20 a second). */
export const BROADCAST_INTERVAL_MS = 50;
/**
 * The students' buttons (counts and percentages): at most one update per lecture per second.
 * 10,000 students × 20 updates a second would be 200,000 messages a second; this is 10,000.
 */
export const STUDENT_BROADCAST_INTERVAL_MS = 1000;
/**
 * A students' broadcast takes at most about a quarter of the time: one that took `t` (its slices
 * waiting behind presses when the server is behind) is followed by none for 3 × `t`.
 */
const STUDENT_BROADCAST_REST = 3;
/** Sockets written per slice of a students' broadcast before the event loop runs again. */
export const BROADCAST_SLICE = 1000;
const PERSIST_INTERVAL_MS = 1000;
const PERSIST_BATCH = 5000;

export interface Loop {
  /** Stops the loop after one last run (the persister flushes everything queued). */
  stop(): Promise<void>;
}

/** What a loop says about its runs: each failure, and each run that went through. */
interface LoopReport {
  onError?: (error: unknown) => void;
  /** A run went through without a failure (an outage said by onError is over). */
  onWorked?: () => void;
}

/**
 * Runs a loop's task once and reports it: `run` resolves false when it reported a failure of its
 * own (through onError) and went on; a rejection is reported as its failure.
 */
function runReported(
  run: () => Promise<boolean | void>,
  { onError = () => {}, onWorked = () => {} }: LoopReport,
): Promise<void> {
  return run().then((worked) => {
    if (worked !== false) onWorked();
  }, onError);
}

function every(intervalMs: number, run: () => Promise<boolean | void>, report: LoopReport) {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = runReported(run, report).finally(() => {
      busy = false;
    });
  }, intervalMs);
  timer.unref();
  return async (last: () => Promise<unknown>) => {
    clearInterval(timer);
    await running;
    await last().catch(report.onError ?? (() => {}));
  };
}

/** The teachers' broadcast loop: a timer, and nudges from the changes themselves. */
export interface BroadcastLoop extends Loop {
  /**
   * The counts changed: broadcast at once when the last broadcast began an interval ago or more,
   * else when the interval is up. Under a flood of presses the interval's timer waits behind the
   * sockets' input (libuv polls again, before any timer, while each poll returns a full batch of
   * events): at 10,000 presses a second it fired once in 1.3 s. A press that nudges the loop keeps
   * the teachers' counts within an interval of the presses the server has handled.
   */
  nudge(): void;
}

/** Timers' and performance.now()'s clocks differ by under a millisecond. */
const CLOCK_SLACK_MS = 1;

export function startBroadcastLoop(
  options: {
    liveState: LiveState;
    broadcast: (lecture: LectureRef) => Promise<void>;
    intervalMs?: number;
    /** The clock nudges are timed by (tests: one that moves while no timer fires). */
    now?: () => number;
  } & LoopReport,
): BroadcastLoop {
  const onError = options.onError ?? (() => {});
  const intervalMs = options.intervalMs ?? BROADCAST_INTERVAL_MS;
  const tick = async () => {
    const lectures = await options.liveState.drainDirty();
    // One lecture's failure neither holds up nor hides the others'.
    const results = await Promise.allSettled(lectures.map((lecture) => options.broadcast(lecture)));
    let worked = true;
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      worked = false;
      onError(result.reason);
    }
    return worked;
  };

  // At most one broadcast an interval, never two at once; a change nudged during a broadcast is
  // looked at again when it ends.
  let lastStart = -Infinity;
  let running: Promise<void> | null = null;
  let again = false;
  let waiting: NodeJS.Timeout | null = null;
  let stopped = false;
  const now = options.now ?? (() => performance.now());
  const sinceLast = () => now() - lastStart;
  const run = () => {
    lastStart = now();
    running = runReported(tick, options).finally(() => {
      running = null;
      if (again) {
        again = false;
        nudge();
      }
    });
  };
  const nudge = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const wait = intervalMs - sinceLast();
    if (wait > 0) {
      waiting ??= setTimeout(() => {
        waiting = null;
        if (!running && !stopped) run();
      }, wait).unref();
      return;
    }
    // Due: at once, not when a timer gets its turn (the one set above may wait as long).
    if (waiting) clearTimeout(waiting);
    waiting = null;
    run();
  };
  // For changes nobody nudged (another instance's, a restore): every interval.
  const timer = setInterval(() => {
    if (!running && !waiting && sinceLast() >= intervalMs - CLOCK_SLACK_MS) run();
  }, intervalMs);
  timer.unref();
  return {
    nudge,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (waiting) clearTimeout(waiting);
      await running;
      await tick().catch(onError);
    },
  };
}

/**
 * Runs `broadcast` every `intervalMs` (never two at once), and once more on stop. The callback
 * decides what changed (the students' loop compares with what it sent last).
 */
export function startStudentBroadcastLoop(
  options: {
    broadcast: () => Promise<void>;
    intervalMs?: number;
  } & LoopReport,
): Loop {
  // Behind on its work, the server sends the students' counts less often: a broadcast whose
  // slices waited long behind presses rests STUDENT_BROADCAST_REST times as long before the next.
  let restUntil = 0;
  const broadcast = async () => {
    if (performance.now() < restUntil) return;
    const started = performance.now();
    try {
      await options.broadcast();
    } finally {
      const took = performance.now() - started;
      restUntil = performance.now() + took * STUDENT_BROADCAST_REST;
    }
  };
  const stop = every(options.intervalMs ?? STUDENT_BROADCAST_INTERVAL_MS, broadcast, options);
  return { stop: () => stop(options.broadcast) };
}

export function startPersistLoop(
  options: {
    liveState: LiveState;
    persist: (events: LiveEvent[]) => Promise<void>;
    intervalMs?: number;
    batch?: number;
  } & LoopReport,
): Loop {
  const batch = options.batch ?? PERSIST_BATCH;
  // A batch the database refused is kept and offered again before anything newer.
  let failed: LiveEvent[] = [];
  const flush = async (untilEmpty: boolean) => {
    for (;;) {
      const events = failed.length > 0 ? failed : await options.liveState.drainEvents(batch);
      failed = [];
      if (events.length === 0) return;
      try {
        await options.persist(events);
      } catch (error) {
        failed = events;
        throw error;
      }
      if (!untilEmpty && events.length < batch) return;
    }
  };
  const stop = every(options.intervalMs ?? PERSIST_INTERVAL_MS, () => flush(false), options);
  return { stop: () => stop(() => flush(true)) };
}
