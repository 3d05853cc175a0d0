import type { CSSProperties } from 'react';
import { usePageAnnouncement } from '../hooks/use-page-title.ts';

// Hidden on screen, read by screen readers (the lean entry has no MUI: a plain style).
const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * Tells a screen reader which page the app moved to, by its title (usePageTitle). A live region
 * without the status role: pages keep `role="status"` for their own news.
 */
export function PageAnnouncer() {
  return (
    <div id="page-announcer" aria-live="polite" aria-atomic="true" style={HIDDEN}>
      {usePageAnnouncement()}
    </div>
  );
}
