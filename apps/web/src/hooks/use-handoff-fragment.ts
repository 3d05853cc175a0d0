/**
 * A one-time hand-off code arrives in the URL fragment (`#handoff=…`, after an LMS launch or a
 * campus sign-in): read once, then removed from the address bar, the history entry and anything
 * copied from it; and traded for a session once, however often the page's effects run.
 */
import { useEffect, useState } from 'react';

const handoffIn = (hash: string): string | null =>
  new URLSearchParams(hash.replace(/^#/, '')).get('handoff')?.trim() || null;

function removeFragmentFromAddressBar(): void {
  if (!window.location.hash) return;
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
}

/** The hand-off code of the page's address, or null; the fragment leaves the address bar. */
export function useHandoffFragment(): string | null {
  const [handoff] = useState(() => handoffIn(window.location.hash));
  useEffect(() => removeFragmentFromAddressBar(), []);
  return handoff;
}

/**
 * `exchange`, run once per code: React's development double effects and a remount share one
 * exchange instead of spending the code twice.
 */
export function oncePerCode<Rest extends unknown[], T>(
  exchange: (code: string, ...rest: Rest) => Promise<T>,
): (code: string, ...rest: Rest) => Promise<T> {
  const exchanges = new Map<string, Promise<T>>();
  return (code, ...rest) => {
    let pending = exchanges.get(code);
    if (!pending) {
      pending = exchange(code, ...rest);
      exchanges.set(code, pending);
    }
    return pending;
  };
}
