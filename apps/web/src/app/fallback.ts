import type { StoredRole } from '../lib/storage.ts';
import { paths } from '../lib/paths.ts';

/** Where an unknown path goes: the teacher login when the teacher flag applies, else the student login. */
export function fallbackPath(pathname: string, role: StoredRole | null): string {
  return role === 'TEACHER' || pathname.includes('/teacher')
    ? paths.teacherLogin
    : paths.registerStudent;
}

/** The login a protected route sends a visitor without the right session to. */
export const loginPathFor = (role: StoredRole): string =>
  role === 'TEACHER' ? paths.teacherLogin : paths.registerStudent;
