import type { TeacherLoginResult } from '@o4f/contract';
import { storage } from './storage.ts';

/** Stores a teacher's new session (password login, campus sign-in): no course selected yet. */
export function storeTeacherSession(result: TeacherLoginResult): void {
  storage.setSelectedCourse(null);
  storage.setToken(result.token);
  storage.setRole('TEACHER');
  storage.setAdmin(Boolean(result.isAdmin));
}
