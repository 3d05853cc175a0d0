// The teachers' counts as the product schedules them (apps/server/src/live/live-loops.ts,
// startBroadcastLoop): at most one broadcast an interval; a change nudges it, at once when the
// last one began an interval ago or more, else when the interval is up; and a timer every
// interval for changes nothing nudged. `send` looks for what changed itself.

/** Starts the timer; returns the nudge. */
export function dueBroadcast(intervalMs, send) {
  let last = -Infinity;
  let waiting = null;
  const run = () => {
    last = performance.now();
    send();
  };
  setInterval(() => {
    if (!waiting && performance.now() - last >= intervalMs - 1) run();
  }, intervalMs).unref();
  return () => {
    const wait = intervalMs - (performance.now() - last);
    if (wait > 0) {
      waiting ??= setTimeout(() => {
        waiting = null;
        run();
      }, wait);
      return;
    }
    clearTimeout(waiting);
    waiting = null;
    run();
  };
}
