import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../lib/storage.ts';
import { joinCodeOf, leanRouteFor } from './routes.ts';

const signInStudent = (withCourse = true) => {
  storage.setToken('token');
  storage.setRole('STUDENT');
  if (withCourse) storage.setSelectedCourse({ id: 7, name: 'Optics', shortName: 'OPT' });
};

afterEach(() => window.localStorage.clear());

describe('which screens the lean entry draws', () => {
  it("draws a visitor's join flow", () => {
    expect(leanRouteFor('/old-or-new-student', '?new=1')).toEqual({ page: 'old-or-new' });
    expect(leanRouteFor('/old-or-new-student', '')).toEqual({ page: 'old-or-new' });
    expect(leanRouteFor('/join/482915', '')).toEqual({ page: 'join-by-code' });
    expect(joinCodeOf('/join/482915')).toBe('482915');
    expect(joinCodeOf('/join/48%2091')).toBe('48 91');
    expect(joinCodeOf('/pick-card')).toBeNull();
    expect(leanRouteFor('/pick-card', '?classId=482915')).toEqual({ page: 'pick-card' });
    expect(leanRouteFor('/waiting-room', '?classId=482915&maskId=2')).toEqual({
      page: 'waiting-room',
    });
    expect(leanRouteFor('/download-password-mobile', '')).toEqual({
      page: 'credentials',
      mobile: true,
    });
  });

  it('leaves every other page to the full app', () => {
    for (const path of [
      '/',
      '/about',
      '/register-student',
      '/lecture/3/live',
      '/teacher/my-courses',
    ])
      expect(leanRouteFor(path, ''), path).toBeNull();
  });

  it("draws a signed-in user's join pages too: the join screens are the lean entry's alone", () => {
    signInStudent();
    expect(leanRouteFor('/old-or-new-student', '?new=1')).toEqual({ page: 'old-or-new' });
    expect(leanRouteFor('/join/482915', '')).toEqual({ page: 'join-by-code' });
    expect(leanRouteFor('/pick-card', '?classId=482915')).toEqual({ page: 'pick-card' });
    // The credentials step follows admission, which has just stored the new session.
    expect(leanRouteFor('/download-password', '')).toEqual({ page: 'credentials', mobile: false });
    storage.setRole('TEACHER');
    expect(leanRouteFor('/old-or-new-student', '')).toEqual({ page: 'old-or-new' });
  });

  it("draws a student's Feedback tab, not the Q&A tab, nor a teacher's or a course-less page", () => {
    signInStudent();
    expect(leanRouteFor('/lecture/3/live', '?tab=feedback')).toEqual({
      page: 'live',
      lectureNum: 3,
    });
    expect(leanRouteFor('/lecture/3/live', '')).toEqual({ page: 'live', lectureNum: 3 });
    expect(leanRouteFor('/lecture/3/live', '?tab=qa')).toBeNull();
    expect(leanRouteFor('/lecture/3/questions', '')).toBeNull();
    expect(leanRouteFor('/lecture/0/live', '')).toBeNull();
    storage.setSelectedCourse(null);
    expect(leanRouteFor('/lecture/3/live', '')).toBeNull();
    storage.setRole('TEACHER');
    storage.setSelectedCourse({ id: 7, name: 'Optics', shortName: 'OPT' });
    expect(leanRouteFor('/lecture/3/live', '')).toBeNull();
  });

  it("leaves the Feedback tab inside a learning platform's frame to the full app, not the join pages", () => {
    signInStudent();
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    expect(leanRouteFor('/lecture/3/live', '?tab=feedback')).toBeNull();
    expect(leanRouteFor('/pick-card', '?classId=482915')).toEqual({ page: 'pick-card' });
    vi.restoreAllMocks();
    expect(leanRouteFor('/lecture/3/live', '?tab=feedback')).toEqual({
      page: 'live',
      lectureNum: 3,
    });
  });
});
