import { createContext, useEffect, useRef } from 'react';

/** How long a new page may take to draw its heading (its data loading) before the focus stays. */
export const HEADING_WAIT_MS = 5_000;

/** A place the focus was put on purpose: a field or control of the page itself, or a dialog. */
function placedOnPurpose(active: Element | null): boolean {
  if (!active || active === document.body || !active.isConnected) return false;
  return (
    active.closest('main, [role="dialog"], [role="alertdialog"], [aria-modal="true"]') !== null
  );
}

/**
 * What takes the focus when the app moves: the page's main heading, or — when the student had
 * pressed one of the lean entry's tabs and the full app takes the page over — the selected tab,
 * as a tab keeps the focus where it is pressed.
 */
export type FocusTarget = 'heading' | 'tab';

const find = (target: FocusTarget): HTMLElement | null =>
  target === 'tab'
    ? document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    : (document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1'));

/**
 * Moves the focus to the page's `target` once it is drawn (a heading gets `tabindex="-1"`; no
 * scrolling), so that a screen reader reads the new page and the next Tab starts in it — unless
 * the focus already is in the page or in a dialog (a field the page focused, a control that
 * stayed). Gives up after HEADING_WAIT_MS, or when `signal` aborts (another move).
 */
function focusWhenDrawn(target: FocusTarget, signal: AbortSignal): void {
  const tryFocus = (): boolean => {
    if (placedOnPurpose(document.activeElement)) return true;
    const element = find(target);
    if (!element) return false;
    if (target === 'heading' && !element.hasAttribute('tabindex'))
      element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(stop, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  signal.addEventListener('abort', stop, { once: true });
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * Where the focus goes on the app's first page: nowhere (null) when the browser loaded it; when
 * the full app takes a page over from the lean student entry, the student moved there.
 */
export const FirstPageFocus = createContext<FocusTarget | null>(null);

/**
 * The app moved to another page (`pathname` changed): its heading takes the focus
 * (`focusWhenDrawn`). Not on the page the browser loaded, where the focus starts at the top as on
 * any web page, nor when only the query changes (a tab of the same page). With `first`, the first
 * page counts as a move too, to that target.
 */
export function useHeadingFocus(pathname: string, first: FocusTarget | null = null): void {
  // The page whose move was made, and the attempt (aborted when the effect was cleaned up before
  // another page came: an unmount, or StrictMode's rehearsal, after which the move is made again).
  const made = useRef<{ path: string | null; attempt: AbortController | null }>({
    path: first ? null : pathname,
    attempt: null,
  });
  const firstPage = useRef(first ? pathname : null);
  useEffect(() => {
    const { path, attempt } = made.current;
    if (path === pathname && !attempt?.signal.aborted) return;
    const target = first && pathname === firstPage.current ? first : 'heading';
    if (pathname !== firstPage.current) firstPage.current = null;
    const moved = new AbortController();
    made.current = { path: pathname, attempt: moved };
    focusWhenDrawn(target, moved.signal);
    return () => moved.abort();
  }, [pathname, first]);
}
