/** The signed-in user's notifications: the latest ones (read and unread) and the unread ones. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@o4f/contract';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Every notification query starts with this key: one invalidation refreshes bell and page. */
export async function getLatestNotifications(): Promise<Notification[]> {
  const { data } = await api.get<Notification[]>('/notifications/latest');
  return data;
}

export async function getUnacknowledgedNotifications(): Promise<Notification[]> {
  const { data } = await api.get<Notification[]>('/notifications/notAcknowledged');
  return data;
}

export const latestNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.notifications, 'latest'],
    queryFn: getLatestNotifications,
  });

export const unacknowledgedNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.notifications, 'notAcknowledged'],
    queryFn: getUnacknowledgedNotifications,
  });

export const useLatestNotifications = () => useQuery(latestNotificationsQueryOptions());

export const useUnacknowledgedNotifications = () =>
  useQuery(unacknowledgedNotificationsQueryOptions());
