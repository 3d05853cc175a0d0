import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../lib/storage.ts';
import { renderRoute } from '../testing/render.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

async function landsOn(path: string, expected: string) {
  const { router } = renderRoute(path);
  await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  return router;
}

const signIn = (role: 'TEACHER' | 'STUDENT', course = false) => {
  storage.setToken('token');
  storage.setRole(role);
  if (course) storage.setSelectedCourse({ id: 7, name: 'Linear Algebra', shortName: 'LA' });
};

describe('routes', () => {
  it('redirects the root to About', async () => {
    await landsOn('/', '/about');
    expect(await screen.findByRole('link', { name: 'Teacher' })).toBeTruthy();
  });

  it('sends a visitor on a teacher route to the teacher login, on a student route to the student login', async () => {
    await landsOn('/teacher/my-courses', '/teacher-login');
    cleanup();
    await landsOn('/student/my-lectures', '/register-student');
  });

  it('sends unknown paths to the login the fallback rule picks', async () => {
    await landsOn('/no/such/page', '/register-student');
    cleanup();
    storage.setRole('TEACHER');
    await landsOn('/no/such/page', '/teacher-login');
  });

  it('keeps course-dependent routes for when a course is selected', async () => {
    signIn('TEACHER');
    await landsOn('/teacher/class-status', '/teacher/my-courses');
    cleanup();
    signIn('STUDENT');
    await landsOn('/student/my-questions', '/student/my-courses');
  });

  it('opens a course-dependent page with a course, under the breadcrumb of that course', async () => {
    signIn('TEACHER', true);
    await landsOn('/teacher/class-status', '/teacher/class-status');
    expect(await screen.findByText('LA')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Class Status' })).toBeTruthy();
  });

  it('does not let a student into teacher routes', async () => {
    signIn('STUDENT', true);
    await landsOn('/teacher/my-courses', '/teacher-login');
  });

  it('gives every join screen back to the lean entry, for visitors and signed-in users alike', async () => {
    for (const path of ['/old-or-new-student', '/join/482915', '/pick-card', '/waiting-room']) {
      const { handedBack } = renderRoute(path);
      await waitFor(() => expect(handedBack).toContain(path));
      cleanup();
    }
    signIn('STUDENT', true);
    const { handedBack } = renderRoute('/download-password');
    await waitFor(() => expect(handedBack).toContain('/download-password'));
    expect(screen.queryByPlaceholderText('Enter Lecture Code')).toBeNull();
  });

  it('explains to a student how a course is added, and offers the join screen', async () => {
    signIn('STUDENT');
    const { router, handedBack } = renderRoute('/student/my-courses/add');
    expect(await screen.findByRole('heading', { name: 'Add a course' })).toBeTruthy();
    expect(screen.getByText(/once you join one of its lectures/)).toBeTruthy();
    const join = screen.getByRole('link', { name: 'Join a lecture' });
    expect(join.getAttribute('href')).toBe('/old-or-new-student');
    fireEvent.click(join);
    await waitFor(() => expect(router.state.location.pathname).toBe('/old-or-new-student'));
    await waitFor(() => expect(handedBack).toEqual(['/old-or-new-student']));
  });

  it('names each page in the browser tab, and the next page once the app moves on', async () => {
    signIn('TEACHER', true);
    const router = await landsOn('/teacher/how-it-works', '/teacher/how-it-works');
    expect(await screen.findByRole('heading', { level: 1, name: 'How it Works' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('How it Works – Open4Feedback'));
    await router.navigate('/teacher/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Settings' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('My Settings – Open4Feedback'));
  });
});
