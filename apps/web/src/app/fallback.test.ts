import { describe, expect, it } from 'vitest';
import { fallbackPath } from './fallback.ts';

describe('fallbackPath', () => {
  it('sends a stored teacher to the teacher login, whatever the path', () => {
    expect(fallbackPath('/nowhere', 'TEACHER')).toBe('/teacher-login');
  });

  it('sends any path containing /teacher to the teacher login', () => {
    expect(fallbackPath('/teacher/unknown', null)).toBe('/teacher-login');
    expect(fallbackPath('/x/teacher/y', 'STUDENT')).toBe('/teacher-login');
  });

  it('sends everyone else to the student login', () => {
    expect(fallbackPath('/nowhere', null)).toBe('/register-student');
    expect(fallbackPath('/student/unknown', 'STUDENT')).toBe('/register-student');
  });
});
