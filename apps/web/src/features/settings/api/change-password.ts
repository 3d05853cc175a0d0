import { useMutation, useQuery } from '@tanstack/react-query';
import type { TeacherProfile } from '@o4f/contract';
import { api } from '../../../lib/api-client.ts';
import type { StoredRole } from '../../../lib/storage.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  /** Teachers only: the account's username, when known. */
  username?: string;
}

export function changePassword(
  role: StoredRole,
  { currentPassword, newPassword, username }: PasswordChange,
) {
  return role === 'TEACHER'
    ? api.put<unknown>('/teachers/passwordupdate', { currentPassword, newPassword, username })
    : api.put<unknown>('/user/changePassword', { password: currentPassword, newPassword });
}

export const useChangePassword = (role: StoredRole) =>
  useMutation({ mutationFn: (input: PasswordChange) => changePassword(role, input) });

/** The signed-in teacher's profile (for the username the password update carries). */
export const useTeacherProfile = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.teacherProfile,
    queryFn: async () => (await api.get<TeacherProfile>('/teacher')).data,
    enabled,
  });
