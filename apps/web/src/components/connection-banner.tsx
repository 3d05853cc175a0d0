/**
 * The one "Reconnecting…" / "You are offline." notice of every page, lean or full: a small pill
 * at the top centre while a live connection is away. It lets clicks through, so it never covers a
 * control, even on the projected teacher screen.
 */
import type { CSSProperties } from 'react';
import { useConnectionStatus } from '../hooks/use-connection-status.ts';
import { text } from '../text/en.ts';

const PILL: CSSProperties = {
  position: 'fixed',
  insetBlockStart: 8,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: 2000,
  pointerEvents: 'none',
  padding: '4px 14px',
  borderRadius: 16,
  background: '#263238',
  color: '#ffffff',
  font: '500 0.875rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.3)',
  whiteSpace: 'nowrap',
};

export function ConnectionBanner() {
  const status = useConnectionStatus();
  const message =
    status === 'offline'
      ? text.connection.offline
      : status === 'reconnecting'
        ? text.connection.reconnecting
        : '';
  // Always in the page, so that a screen reader hears the change (a live region without the
  // status role: the pages' own status messages stay the page's one status).
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="connection-banner" data-status={status}>
      {message && <span style={PILL}>{message}</span>}
    </div>
  );
}
