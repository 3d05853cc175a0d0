import { useEffect, useRef } from 'react';

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
 * Moves the focus to the page's main heading once it is drawn (`tabindex="-1"`, without
 * scrolling), so that a screen reader reads the new page and the next Tab starts in it — unless
 * the focus already is in the page or in a dialog (a field the page focused, a control that
 * stayed). Gives up after HEADING_WAIT_MS, or when `signal` aborts (another move).
 */
function focusHeadingWhenDrawn(signal: AbortSignal): void {
  const tryFocus = (): boolean => {
    if (placedOnPurpose(document.activeElement)) return true;
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
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
 * The app moved to another page (`pathname` changed): its heading takes the focus
 * (`focusHeadingWhenDrawn`). Not on the page the browser loaded, where the focus starts at the
 * top as on any web page, nor when only the query changes (a tab of the same page).
 */
export function useHeadingFocus(pathname: string): void {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const moved = new AbortController();
    focusHeadingWhenDrawn(moved.signal);
    return () => moved.abort();
  }, [pathname]);
}
