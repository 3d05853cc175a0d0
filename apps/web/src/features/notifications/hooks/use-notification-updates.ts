import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BROWSER_EVENTS, onBrowserEvent } from '../../../lib/browser-events.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { createRefetchScheduler } from '../../../lib/refetch-scheduler.ts';

/**
 * Notifications arriving within this time refresh the lists once: when many posts reach their
 * views at once the teacher is told of each, and refreshing per notification restarted the lists'
 * requests hundreds of times in a second.
 */
const NOTIFICATIONS_COALESCE_MS = 250;

/** A live notification (the signals channel re-dispatches it as a window event) refreshes the lists. */
export function useNotificationUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const scheduler = createRefetchScheduler(
      () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
      { coalesceMs: NOTIFICATIONS_COALESCE_MS, jitterMs: 0 },
    );
    const off = onBrowserEvent(BROWSER_EVENTS.updateNotifications, () => scheduler.request());
    return () => {
      off();
      scheduler.dispose();
    };
  }, [queryClient]);
}
