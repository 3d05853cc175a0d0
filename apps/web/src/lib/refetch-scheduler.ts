/**
 * Spreads the refetches a client makes after changes (Q&A lists, notifications; docs/decisions/
 * questions-that-live.md): the first change starts a wait of COALESCE_MS plus a random part of
 * up to JITTER_MS; changes arriving meanwhile join it; then one refetch runs. While it runs,
 * further changes wait for it and are fetched by one more refetch after it. So a client has at
 * most one request in flight, and 300 clients hearing the same change ask over a second, not at
 * one instant.
 */

/** Changes arriving within this time are fetched together. */
export const COALESCE_MS = 1000;
/** The random delay added to each client's wait, so that clients do not ask at once. */
export const JITTER_MS = 1000;

export interface RefetchSchedulerOptions {
  coalesceMs?: number;
  jitterMs?: number;
  /** Uniform in [0, 1). */
  random?: () => number;
}

export interface RefetchScheduler {
  /** A change arrived: make sure a refetch follows. */
  request(): void;
  /** Stops: a waiting refetch is dropped. */
  dispose(): void;
}

export function createRefetchScheduler(
  refetch: () => Promise<unknown>,
  {
    coalesceMs = COALESCE_MS,
    jitterMs = JITTER_MS,
    random = Math.random,
  }: RefetchSchedulerOptions = {},
): RefetchScheduler {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let again = false;
  let disposed = false;

  const schedule = () => {
    timer = setTimeout(run, coalesceMs + Math.floor(random() * jitterMs));
  };

  const run = () => {
    timer = null;
    if (disposed) return;
    running = true;
    void Promise.resolve()
      .then(refetch)
      .catch(() => {
        // A failed refetch leaves the list as it was; the next change asks again.
      })
      .finally(() => {
        running = false;
        if (again && !disposed) {
          again = false;
          schedule();
        }
      });
  };

  return {
    request() {
      if (disposed || timer !== null) return;
      if (running) again = true;
      else schedule();
    },
    dispose() {
      disposed = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
