import { useEffect } from 'react';
import { text } from '../text/en.ts';

/**
 * The browser tab's title for a page: its heading, then the product ("My Courses – Open4Feedback"),
 * so that tabs, history and bookmarks tell pages apart and a screen reader names the page it
 * loads (WCAG 2.4.2; after a move inside the app it reads the heading, which takes the focus:
 * use-heading-focus.ts). The product's name alone for a page with none yet (still loading) or
 * whose heading is the name.
 */
export function pageTitle(heading: string | null | undefined): string {
  const product = text.common.productName;
  return heading && heading !== product ? `${heading} – ${product}` : product;
}

/**
 * Shows `pageTitle(heading)` while the page is on screen; the product's name again when it goes,
 * so that a page that names none never keeps the one before it.
 */
export function usePageTitle(heading: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle(heading);
  }, [heading]);
  useEffect(
    () => () => {
      document.title = pageTitle(null);
    },
    [],
  );
}
