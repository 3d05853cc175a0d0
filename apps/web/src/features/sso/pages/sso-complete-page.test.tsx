import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { text } from '../../../text/en.ts';
import { mockApi } from '../../../testing/api-mock.ts';
import { renderRoute } from '../../../testing/render.tsx';

let handoffs = 0;
/** Opens /sso/complete as the server's redirect does, with a fresh one-time code. */
const completeAt = (search = '', handoff = `code-${++handoffs}`) => {
  const address = `/sso/complete${search}#handoff=${handoff}`;
  window.history.replaceState(null, '', address);
  return { handoff, ...renderRoute(address) };
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('Campus sign-in completion', () => {
  it("trades the fragment's code for a session, stored as the teacher login does, and goes home", async () => {
    storage.setSelectedCourse({ id: 3, name: 'Old course', shortName: 'OLD' });
    const calls = mockApi({
      'POST /v1/sso/session': { token: 'campus-token', isAdmin: false },
      'GET /courses': [],
    });
    const { handoff, router } = completeAt();
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-courses'));
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain(handoff);
    expect(calls.filter((call) => call.path === '/v1/sso/session')).toEqual([
      { method: 'POST', path: '/v1/sso/session', body: { handoff } },
    ]);
    expect(storage.getToken()).toBe('campus-token');
    expect(storage.getRole()).toBe('TEACHER');
    expect(storage.isAdmin()).toBe(false);
    expect(storage.getSelectedCourse()).toBeNull();
  });

  it('stores an admin teacher as admin', async () => {
    mockApi({
      'POST /v1/sso/session': { token: 'admin-token', isAdmin: true },
      'GET /courses': [],
    });
    const { router } = completeAt();
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-courses'));
    expect(storage.isAdmin()).toBe(true);
  });

  it('goes on to the teacher page the sign-in started from, and to no other', async () => {
    mockApi({
      'POST /v1/sso/session': { token: 'tok', isAdmin: false },
      'GET /courses': [],
    });
    const first = completeAt(`?next=${encodeURIComponent('/teacher/settings')}`);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/teacher/settings'));
    cleanup();
    const second = completeAt(`?next=${encodeURIComponent('https://evil.test/')}`);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/teacher/my-courses'));
  });

  it('says the code is missing when the page is opened by hand', async () => {
    const calls = mockApi({});
    window.history.replaceState(null, '', '/sso/complete');
    renderRoute('/sso/complete');
    expect(await screen.findByText(text.sso.noHandoff)).toBeTruthy();
    expect(calls.some((call) => call.path === '/v1/sso/session')).toBe(false);
    expect(screen.getByRole('link', { name: text.sso.backToLogin }).getAttribute('href')).toBe(
      '/teacher-login',
    );
  });

  it("shows the server's words when the code has expired or was used", async () => {
    mockApi({
      'POST /v1/sso/session': {
        status: 400,
        body: { message: 'This sign-in has expired or was already used. Please sign in again.' },
      },
    });
    completeAt();
    expect(
      await screen.findAllByText(
        'This sign-in has expired or was already used. Please sign in again.',
      ),
    ).not.toHaveLength(0);
    expect(screen.getByText(text.sso.failedTitle)).toBeTruthy();
    expect(storage.getToken()).toBeNull();
  });
});
