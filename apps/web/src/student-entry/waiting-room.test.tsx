import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../lib/storage.ts';
import { openLean } from './open-lean.tsx';
import { readIssuedCredentials } from '../lib/join/issued-credentials.ts';
import { buildLecture, mockApi } from '../testing/api-mock.ts';
import { connectNamespace, lastSocket, resetSockets } from '../testing/fake-socket.ts';

vi.mock('../lib/socket.ts', () => import('../testing/fake-socket.ts'));

const socket = () => lastSocket('/waiting_room');
const ROOM = '/waiting-room?classId=482915&maskId=3';
/** A new student's admission: a pseudonym, credentials to keep and a session. */
const NEW_STUDENT_GRANTED = {
  courseId: 7,
  lectureNum: 2,
  pseudonym: 'Bear 12',
  credentials: { anonId: 'ab12cd34ef56', password: 'Pw-secret-42' },
  token: 'new-token',
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSockets();
  mockApi({}, { otherwise: { id: 7, name: 'Algebra', shortName: 'ALG', startDate: '2026-01-01' } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('Student waiting room', () => {
  it('connects with the class id and mask and shows that the student waits', () => {
    openLean(ROOM);
    expect(connectNamespace).toHaveBeenCalledWith('/waiting_room', {
      classId: '482915',
      maskId: 3,
    });
    expect(screen.getByText('Please wait, the host will let you soon.')).toBeTruthy();
    socket().fire('entered_waiting_room', { group: 'new' });
    expect(screen.getByRole('status').textContent).toBe('You are in the waiting room.');
  });

  it('on admission with credentials: logs in, selects the course and opens the credentials page', async () => {
    const page = openLean(ROOM);
    socket().fire('connect');
    socket().fire('access_granted', NEW_STUDENT_GRANTED);
    await waitFor(() => expect(page.location().pathname).toBe('/download-password'));
    // The session is stored once the page has been left (see the next test).
    await waitFor(() =>
      expect(storage.getSelectedCourse()).toEqual({ id: 7, name: 'Algebra', shortName: 'ALG' }),
    );
    expect(storage.getToken()).toBe('new-token');
    expect(storage.getRole()).toBe('STUDENT');
    expect(readIssuedCredentials()).toEqual({
      anonId: 'ab12cd34ef56',
      password: 'Pw-secret-42',
      courseId: 7,
      lectureNum: 2,
    });
    expect(socket().events()).toEqual([]);
  });

  it('leaves before storing the new session, and the stored session does not draw it again', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const page = openLean(ROOM);
    socket().fire('access_granted', NEW_STUDENT_GRANTED);
    await waitFor(() => expect(storage.getSelectedCourse()?.name).toBe('Algebra'));
    expect(page.location().pathname).toBe('/download-password');
    expect(screen.getByText('ab12cd34ef56')).toBeTruthy();
    expect(storage.getToken()).toBe('new-token');
    expect(connectNamespace).toHaveBeenCalledTimes(1);
    expect(confirm).not.toHaveBeenCalled();
    expect(page.handOver).not.toHaveBeenCalled();
  });

  it('sends a phone to the mobile credentials page', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
    );
    const page = openLean(ROOM);
    socket().fire('access_granted', NEW_STUDENT_GRANTED);
    await waitFor(() => expect(page.location().pathname).toBe('/download-password-mobile'));
  });

  it('on admission of a known student goes to the live lecture on the Feedback tab', async () => {
    storage.setToken('old-token');
    const page = openLean(ROOM);
    socket().fire('access_granted', { courseId: 7, lectureNum: 4, pseudonym: 'Bear 3' });
    await waitFor(() => expect(page.location().pathname).toBe('/lecture/4/live'));
    expect(page.location().search).toBe('?tab=feedback');
    expect(storage.getToken()).toBe('old-token');
  });

  it.each([
    ['access_denied', 'Access denied'],
    ['error_invalid_classid', 'Invalid class id'],
    ['already_attending', 'You are already attending this class'],
  ])('on %s says why and redirects to About after 5 seconds', async (event, message) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const page = openLean(ROOM);
    socket().fire(event, { message: 'server text' });
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText('Redirecting in 5 seconds...')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(page.location().pathname).toBe('/about');
  });

  it.each([
    'Too many students are joining from your network right now. Please wait a moment and try again.',
    'The waiting room is full right now. Please wait a moment and try again.',
    'This lecture cannot take more students without an account. Please sign in and try again.',
  ])('shows the limit the server names with access_denied: %s', (message) => {
    openLean(ROOM);
    socket().fire('access_denied', { message });
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByText('Access denied')).toBeNull();
  });

  it('shows the expired-code message the server sends with error_invalid_classid', () => {
    openLean(ROOM);
    socket().fire('error_invalid_classid', {
      message: 'This Lecture Code has expired. Ask your teacher for a new one.',
    });
    expect(
      screen.getByText('This Lecture Code has expired. Ask your teacher for a new one.'),
    ).toBeTruthy();
    expect(screen.queryByText('Invalid class id')).toBeNull();
  });

  it('arrives on the live page marked as the end of the join flow, so Back stays in the lecture', async () => {
    mockApi({
      'GET /course/7': { id: 7, name: 'Algebra', shortName: 'ALG', startDate: '2026-01-01' },
      'GET /course/7/lecture/4': buildLecture({ state: 'STARTED', isAttending: true }),
      'GET /course/7/lecture/4/pseudonym': { pseudonym: 'Bear 3', maskId: 3 },
    });
    storage.setToken('old-token');
    const page = openLean(ROOM);
    socket().fire('access_granted', { courseId: 7, lectureNum: 4, pseudonym: 'Bear 3' });
    await waitFor(() => expect(page.location().pathname).toBe('/lecture/4/live'));
    expect(await screen.findByRole('tab', { name: 'Feedback' })).toBeTruthy();
    // The live page read the mark: it replaced the waiting room's entry with one of its own and
    // added a second, which Back returns to.
    await waitFor(() => expect((window.history.state as { idx: number }).idx).toBe(1));
    expect(page.location().state).toBeNull();
  });

  it('redirects a signed-in student to My Lectures after a refusal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storage.setToken('token');
    const page = openLean(ROOM);
    socket().fire('connect_error', new Error('error_access_denied'));
    expect(screen.getByText('Access denied')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(page.location().pathname).toBe('/student/my-lectures');
  });

  it('says when the connection is lost', () => {
    openLean(ROOM);
    socket().fire('disconnect', 'transport close');
    expect(screen.getByText('Disconnected from Waiting Room')).toBeTruthy();
  });

  it('Return asks first, then leaves the waiting room', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const page = openLean(ROOM);
    socket().fire('connect');
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(page.location().pathname).toBe('/waiting-room');
    expect(socket().events()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(page.location().pathname).toBe('/old-or-new-student'));
    expect(confirm).toHaveBeenCalledWith('Do you want to leave the waiting room?');
    expect(socket().emitted).toEqual([{ event: 'left_waiting_room', payload: {} }]);
    expect(socket().connected).toBe(false);
  });

  it('asks the browser to confirm a reload or close while waiting', () => {
    openLean(ROOM);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
