import { useEffect, useSyncExternalStore } from 'react';
import { text } from '../text/en.ts';

/**
 * The browser tab's title for a page: its heading, then the product ("My Courses – Open4Feedback"),
 * so that tabs, history and bookmarks tell pages apart and a screen reader names the page reached
 * (WCAG 2.4.2). The product's name alone for a page with none yet (still loading) or whose heading
 * is the name itself.
 */
export function pageTitle(heading: string | null | undefined): string {
  const product = text.common.productName;
  return heading && heading !== product ? `${heading} – ${product}` : product;
}

/**
 * How long a title must stay before it is announced: moving on, a page's title goes back to the
 * product's name for a moment, and a page named by its data (a lecture) is named once it loads.
 */
export const TITLE_SETTLES_MS = 300;

// One for the document, whichever app (the lean entry or the full app) draws the page.
let settled: string | null = null;
let announcement = '';
let settling: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function showTitle(title: string): void {
  document.title = title;
  clearTimeout(settling);
  settling = setTimeout(() => {
    if (title === settled) return;
    const first = settled === null;
    settled = title;
    // The first page is the one the browser loaded: a screen reader reads it by itself.
    if (first) return;
    announcement = title;
    for (const listener of listeners) listener();
  }, TITLE_SETTLES_MS);
}

/**
 * Shows `pageTitle(heading)` while the page is on screen; the product's name again when it goes,
 * so that a page that names none never keeps the one before it.
 */
export function usePageTitle(heading: string | null | undefined): void {
  useEffect(() => {
    showTitle(pageTitle(heading));
  }, [heading]);
  useEffect(
    () => () => {
      showTitle(pageTitle(null));
    },
    [],
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The title of the page the app moved to, for the page announcer: a single-page app changes pages
 * without a load, which screen readers would not notice. Empty until the app first moves on.
 */
export function usePageAnnouncement(): string {
  return useSyncExternalStore(subscribe, () => announcement);
}
