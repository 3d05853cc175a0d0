import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LtiSessionResult } from '@o4f/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { mockApi } from '../../../testing/api-mock.ts';
import { renderRoute } from '../../../testing/render.tsx';

const COURSE = { id: 7, name: 'Linear Algebra', shortName: 'LA', startDate: '2025-09-01' };

const session = (
  role: LtiSessionResult['role'],
  destination: LtiSessionResult['destination'],
): LtiSessionResult => ({
  token: `lti-${role.toLowerCase()}`,
  role,
  user: { id: 12, isAdmin: role === 'ADMIN', anonId: null },
  destination,
});

let handoffs = 0;
/** A fresh one-time code per test (the page exchanges each code once). */
const launchAt = (handoff = `code-${++handoffs}`) => {
  window.history.replaceState(null, '', `/lti/launch#handoff=${handoff}`);
  return { handoff, ...renderRoute(`/lti/launch#handoff=${handoff}`) };
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('LTI launch hand-off', () => {
  it("exchanges the fragment's code, removes it from the address bar and opens a teacher's course", async () => {
    const calls = mockApi({
      'POST /v1/lti/session': session('TEACHER', { kind: 'course', courseId: 7 }),
      'GET /course/7': COURSE,
    });
    const { handoff, router } = launchAt();
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-lectures'));
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain(handoff);
    expect(calls.filter((call) => call.path === '/v1/lti/session')).toEqual([
      { method: 'POST', path: '/v1/lti/session', body: { handoff, link: false } },
    ]);
    expect(storage.getToken()).toBe('lti-teacher');
    expect(storage.getRole()).toBe('TEACHER');
    expect(storage.isAdmin()).toBe(false);
    expect(storage.getSelectedCourse()).toEqual({ id: 7, name: 'Linear Algebra', shortName: 'LA' });
  });

  it('stores an admin as an admin teacher', async () => {
    mockApi({
      'POST /v1/lti/session': session('ADMIN', { kind: 'course', courseId: 7 }),
      'GET /course/7': COURSE,
    });
    const { router } = launchAt();
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-lectures'));
    expect(storage.getRole()).toBe('TEACHER');
    expect(storage.isAdmin()).toBe(true);
  });

  for (const [answer, link] of [
    ['Yes, link it to my account', true],
    ['No, keep them apart', false],
  ] as const)
    it(`asks a signed-in teacher before linking the LMS identity: ${answer}`, async () => {
      storage.setToken('teacher-token');
      storage.setRole('TEACHER');
      const sent: { authorization: string | null; body: unknown }[] = [];
      mockApi({
        'POST /v1/lti/session': session('TEACHER', { kind: 'deep-link', deepLinkId: 'dl-1' }),
      });
      const stubbed = globalThis.fetch as ReturnType<typeof vi.fn>;
      stubbed.mockImplementationOnce(async (_url: string, init?: RequestInit) => {
        sent.push({
          authorization: new Headers(init?.headers).get('Authorization'),
          body: JSON.parse(String(init?.body)),
        });
        return new Response(
          JSON.stringify({
            message: '',
            data: session('TEACHER', { kind: 'deep-link', deepLinkId: 'dl-1' }),
          }),
          { status: 200 },
        );
      });
      const { router } = launchAt();
      // Nothing is exchanged before the teacher answers.
      fireEvent.click(await screen.findByRole('button', { name: answer }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/lti/deep-link/dl-1'));
      expect(sent).toEqual([
        { authorization: 'Bearer teacher-token', body: { handoff: expect.any(String), link } },
      ]);
      expect(storage.getToken()).toBe('lti-teacher');
    });

  it("takes a learner to their course's lectures with the course selected", async () => {
    mockApi({
      'POST /v1/lti/session': session('STUDENT', { kind: 'course', courseId: 7 }),
      'GET /course/7': COURSE,
    });
    const { router } = launchAt();
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/my-lectures'));
    expect(storage.getRole()).toBe('STUDENT');
    expect(storage.isAdmin()).toBe(false);
    expect(storage.getSelectedCourse()?.id).toBe(7);
  });

  it('takes a learner into a running lecture at Pick a mask, with no code to type', async () => {
    mockApi({
      'POST /v1/lti/session': session('STUDENT', {
        kind: 'live',
        courseId: 7,
        lectureNum: 3,
        classId: '123456',
      }),
      'GET /course/7': COURSE,
    });
    const { router } = launchAt();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pick-card'));
    expect(router.state.location.search).toBe('?classId=123456');
    expect(router.state.location.state).toEqual({ classId: '123456' });
    expect(storage.getSelectedCourse()?.id).toBe(7);
  });

  it('says so when the lecture is not open yet, on the lectures of the course', async () => {
    mockApi({
      'POST /v1/lti/session': session('STUDENT', {
        kind: 'live',
        courseId: 7,
        lectureNum: 3,
        classId: null,
      }),
      'GET /course/7': COURSE,
    });
    const { router } = launchAt();
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/my-lectures'));
    expect(
      await screen.findByText(
        'The lecture is not open yet: it opens here once your teacher shows its Lecture Code.',
      ),
    ).toBeTruthy();
  });

  it("takes an instructor of a running lecture to that lecture's Class Status", async () => {
    mockApi({
      'POST /v1/lti/session': session('TEACHER', {
        kind: 'live',
        courseId: 7,
        lectureNum: 3,
        classId: '123456',
      }),
      'GET /course/7': COURSE,
    });
    const { router } = launchAt();
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/class-status'));
    expect(router.state.location.state).toEqual({ courseId: 7, lectureNum: 3 });
  });

  it('opens the Deep Linking picker for a deep-linking launch', async () => {
    mockApi({
      'POST /v1/lti/session': session('TEACHER', { kind: 'deep-link', deepLinkId: 'abc' }),
      'GET /v1/lti/deep-link/abc': { platformName: 'Moodle', courses: [] },
    });
    const { router } = launchAt();
    await waitFor(() => expect(router.state.location.pathname).toBe('/lti/deep-link/abc'));
    expect(storage.getSelectedCourse()).toBeNull();
  });

  it("says the server's reason in words when the code is refused, and stores nothing", async () => {
    mockApi({
      'POST /v1/lti/session': {
        status: 400,
        body: { message: 'This launch has expired. Open the activity again.' },
      },
    });
    const { router } = launchAt();
    expect(await screen.findByText('This launch did not work')).toBeTruthy();
    expect(screen.getByText('This launch has expired. Open the activity again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/lti/launch');
    expect(window.location.hash).toBe('');
    expect(storage.getToken()).toBeNull();
  });

  it('explains where the page opens from when it has no code', async () => {
    const calls = mockApi({});
    renderRoute('/lti/launch');
    expect(
      await screen.findByText(
        'This page opens from your learning platform. Open the activity in your course there again.',
      ),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('goes on signed in when opened in a new window from the frame (?continue=)', async () => {
    storage.setToken('tok');
    storage.setRole('STUDENT');
    mockApi({});
    const { router } = renderRoute(
      `/lti/launch?continue=${encodeURIComponent('/student/my-courses')}`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/my-courses'));
  });

  it('refuses to continue to another origin', async () => {
    storage.setToken('tok');
    storage.setRole('STUDENT');
    mockApi({});
    const { router } = renderRoute(`/lti/launch?continue=${encodeURIComponent('//evil.example')}`);
    expect(
      await screen.findByText(
        'This page opens from your learning platform. Open the activity in your course there again.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/lti/launch');
  });
});
