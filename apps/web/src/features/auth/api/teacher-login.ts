import { useMutation } from '@tanstack/react-query';
import type { TeacherLoginResult } from '@o4f/contract';
import { api } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';
import { storeTeacherSession } from '../../../lib/teacher-session.ts';

export interface TeacherLoginInput {
  username: string;
  password: string;
}

/** The form's Private ID is sent as the username; the answer holds the token and the admin flag. */
export async function teacherLogin(input: TeacherLoginInput): Promise<TeacherLoginResult> {
  const { data } = await api.post<TeacherLoginResult>('/teacher/login', {
    ...input,
    device: storage.getDeviceKey(),
  });
  storeTeacherSession(data);
  return data;
}

export const useTeacherLogin = () => useMutation({ mutationFn: teacherLogin });
