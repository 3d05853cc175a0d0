/**
 * The lean entry's history: the browser's own, written the way React Router writes it
 * (`{ usr, key, idx }`), so that the full app, mounted later in the same document, reads the
 * same entries and their state (the join flow's `JOINED_STATE`, the live page's tab).
 */
import { useSyncExternalStore } from 'react';

export interface LeanLocation {
  pathname: string;
  search: string;
  /** What the entry was pushed with (React Router's `location.state`). */
  state: unknown;
}

interface RouterEntry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const CHANGE = 'o4f:lean-navigation';

const entry = (): RouterEntry =>
  typeof window.history.state === 'object' && window.history.state !== null
    ? (window.history.state as RouterEntry)
    : {};

let cached: LeanLocation | null = null;

function readLocation(): LeanLocation {
  const { pathname, search } = window.location;
  const state = entry().usr ?? null;
  if (!cached || cached.pathname !== pathname || cached.search !== search || cached.state !== state)
    cached = { pathname, search, state };
  return cached;
}

/** Asked before leaving the current path; false keeps the student where they are. */
type Blocker = (nextPathname: string) => boolean;
let blocker: Blocker | null = null;
/** The entry index the page is on (React Router's `idx`), to undo a refused Back. */
let shownIndex = entry().idx ?? 0;
let restoring = false;

/** Guards leaving this path (the waiting room); returns the function that lifts the guard. */
export function setBlocker(guard: Blocker): () => void {
  blocker = guard;
  return () => {
    if (blocker === guard) blocker = null;
  };
}

const allowed = (nextPathname: string): boolean =>
  !blocker || nextPathname === window.location.pathname || blocker(nextPathname);

function subscribe(listener: () => void): () => void {
  // The full app may have moved the page on while it was drawn.
  shownIndex = entry().idx ?? 0;
  const handlePop = () => {
    const index = entry().idx ?? 0;
    if (restoring) {
      restoring = false;
      return;
    }
    // Back or Forward has already moved the URL: a refused move goes back where it was.
    if (blocker && cached && cached.pathname !== window.location.pathname) {
      if (!blocker(window.location.pathname)) {
        restoring = true;
        window.history.go(shownIndex - index);
        return;
      }
    }
    shownIndex = index;
    listener();
  };
  window.addEventListener('popstate', handlePop);
  window.addEventListener(CHANGE, listener);
  return () => {
    window.removeEventListener('popstate', handlePop);
    window.removeEventListener(CHANGE, listener);
  };
}

/** The current location; re-renders on every navigation (ours, Back and Forward). */
export function useLeanLocation(): LeanLocation {
  return useSyncExternalStore(subscribe, readLocation, readLocation);
}

export function currentLocation(): LeanLocation {
  return readLocation();
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * Goes to `to` inside this document (pushes, or replaces the current entry), unless a guard
 * on the current path refuses. A path the lean entry does not draw hands over to the full app.
 */
export function navigate(
  to: string,
  { replace = false, state = null }: NavigateOptions = {},
): void {
  if (!allowed(new URL(to, window.location.href).pathname)) return;
  const index = entry().idx ?? 0;
  const next: RouterEntry = {
    usr: state,
    key: Math.random().toString(36).slice(2, 10),
    idx: replace ? index : index + 1,
  };
  if (replace) window.history.replaceState(next, '', to);
  else window.history.pushState(next, '', to);
  shownIndex = next.idx ?? 0;
  window.dispatchEvent(new Event(CHANGE));
}
