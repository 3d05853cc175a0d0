import { useMutation } from '@tanstack/react-query';
import type { TeacherRegistration } from '@o4f/contract';
import { api } from '../../../lib/api-client.ts';

export const registerTeacher = (input: TeacherRegistration) => api.post<unknown>('/teacher', input);

export const useRegisterTeacher = () => useMutation({ mutationFn: registerTeacher });
