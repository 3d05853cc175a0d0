/** The signed-in user's notifications: the latest ones (read and unread) and the unread ones. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@o4f/contract';
import { api } from '../../../lib/api-client.ts';

/** Every notification query starts with this key: one invalidation refreshes bell and page. */
export const notificationsQueryKey = ['notifications'] as const;

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
    queryKey: [...notificationsQueryKey, 'latest'],
    queryFn: getLatestNotifications,
  });

export const unacknowledgedNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...notificationsQueryKey, 'notAcknowledged'],
    queryFn: getUnacknowledgedNotifications,
  });

export const useLatestNotifications = () => useQuery(latestNotificationsQueryOptions());

export const useUnacknowledgedNotifications = () =>
  useQuery(unacknowledgedNotificationsQueryOptions());
