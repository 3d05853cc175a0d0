import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Course } from '@o4f/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { mockApi, signIn } from '../../../testing/api-mock.ts';
import { renderRoute } from '../../../testing/render.tsx';

const LONG_NAME = 'Introduction to Software Engineering and Design';
const courses: Course[] = [
  { id: 1, name: LONG_NAME, shortName: 'ISE', startDate: '2026-02-02' },
  { id: 2, name: 'Algebra', shortName: 'ALG', startDate: '2026-03-05' },
];

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('My Courses', () => {
  it('says when there are no courses and still offers to add one', async () => {
    mockApi({ 'GET /courses': [] });
    signIn('TEACHER', null);
    renderRoute('/teacher/my-courses');
    expect(
      await screen.findByRole('heading', { name: 'There Are Currently No Courses.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a New Course' }).getAttribute('href')).toBe(
      '/teacher/my-courses/add',
    );
  });

  it('truncates long names, selects a course and opens its lectures', async () => {
    mockApi({ 'GET /courses': courses });
    signIn('TEACHER', null);
    const { router } = renderRoute('/teacher/my-courses');

    expect(await screen.findByRole('heading', { name: 'My Courses' })).toBeTruthy();
    expect(await screen.findByText(`${LONG_NAME.slice(0, 35)}...`)).toBeTruthy();
    expect(screen.getByText('Starts Mar 05, 2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open course Algebra' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-lectures'));
    expect(storage.getSelectedCourse()).toEqual({ id: 2, name: 'Algebra', shortName: 'ALG' });
  });

  it('opens the course form from the card menu for teachers only; the name opens lectures', async () => {
    mockApi({ 'GET /courses': courses });
    signIn('TEACHER', null);
    const { router } = renderRoute('/teacher/my-courses');
    fireEvent.click(await screen.findByRole('heading', { name: 'Algebra' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-lectures'));
    await router.navigate('/teacher/my-courses');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for course Algebra' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-courses/edit/2'));
    cleanup();

    signIn('STUDENT', null);
    renderRoute('/student/my-courses');
    expect(await screen.findByRole('heading', { name: 'Courses' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Actions for course/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add a New Course' })).toBeNull();
  });

  it('creates a course, shows the server message and returns to My Courses', async () => {
    const calls = mockApi({ 'POST /course': { ...courses[1], id: 3 }, 'GET /courses': [] });
    signIn('TEACHER', null);
    const { router } = renderRoute('/teacher/my-courses/add');

    fireEvent.change(await screen.findByLabelText('COURSE TITLE'), {
      target: { value: 'Geometry' },
    });
    fireEvent.change(screen.getByLabelText('SHORT NAME (OPTIONAL)'), { target: { value: 'GEO' } });
    fireEvent.change(screen.getByLabelText('COURSE START DATE'), {
      target: { value: '2026-04-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-courses'));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/course',
      body: { name: 'Geometry', shortName: 'GEO', startDate: '2026-04-01' },
    });
    expect(await screen.findByText('POST /course done')).toBeTruthy();
  });

  it('deletes the selected course after confirmation and forgets the selection', async () => {
    const calls = mockApi({ 'GET /course/2': courses[1], 'GET /courses': [] });
    signIn('TEACHER', null);
    storage.setSelectedCourse({ id: 2, name: 'Algebra', shortName: 'ALG' });
    const { router } = renderRoute('/teacher/my-courses/edit/2');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Course' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure that you want to delete this course?',
    });
    expect(dialog.textContent).toContain('Algebra');
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-courses'));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/course/2')).toBe(true);
    expect(storage.getSelectedCourse()).toBeNull();
  });
});
