/**
 * Marking notifications read: one (PUT /notification/{id}) or every one of some events
 * (PUT /notifications/events). Failures are only logged (the spec's error catalogue).
 */
import type { NotificationEvent } from '@o4f/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const acknowledgeNotification = (id: number) => api.put<unknown>(`/notification/${id}`);

export const acknowledgeEvents = (events: NotificationEvent[]) =>
  api.put<unknown>('/notifications/events', { events });

const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.notifications });

export function useAcknowledgeNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeNotification,
    meta: { silent: true },
    onSettled: () => refresh(queryClient),
  });
}

export function useAcknowledgeEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeEvents,
    meta: { silent: true },
    onSettled: () => refresh(queryClient),
  });
}

/** The spec's delay before an opened notification is marked read. */
export const ACKNOWLEDGE_DELAY_MS = 1000;

/**
 * Marks one notification read after the delay. Not tied to a component: the page that opened
 * the notification has usually been left by then.
 */
export function acknowledgeLater(queryClient: QueryClient, id: number): void {
  setTimeout(() => {
    acknowledgeNotification(id)
      .catch((error: unknown) => console.error(error))
      .finally(() => void refresh(queryClient));
  }, ACKNOWLEDGE_DELAY_MS);
}
