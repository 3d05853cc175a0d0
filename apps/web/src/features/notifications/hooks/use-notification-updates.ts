import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BROWSER_EVENTS, onBrowserEvent } from '../../../lib/browser-events.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A live notification (the signals channel re-dispatches it as a window event) refreshes the lists. */
export function useNotificationUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onBrowserEvent(BROWSER_EVENTS.updateNotifications, () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
      }),
    [queryClient],
  );
}
