import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import {
  answerSessionRequests,
  newWindowHref,
  requestSessionFromOpener,
  safeContinuePath,
} from './framing.ts';

/** A message from `source` as the browser delivers it (origin and source set). */
const deliver = (data: unknown, source: unknown, origin = window.location.origin) => {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
});

describe('the session of an LMS frame, handed to a window it opened', () => {
  it('answers a same-origin request with the stored session, and ignores other origins', () => {
    storage.setToken('tok');
    storage.setRole('STUDENT');
    storage.setSelectedCourse({ id: 7, name: 'Linear Algebra', shortName: 'LA' });
    const popup = { postMessage: vi.fn() };
    const stop = answerSessionRequests();
    deliver({ type: 'o4f:lti-session-request' }, popup, 'https://evil.example');
    expect(popup.postMessage).not.toHaveBeenCalled();
    deliver({ type: 'o4f:lti-session-request' }, popup);
    expect(popup.postMessage).toHaveBeenCalledWith(
      {
        type: 'o4f:lti-session',
        token: 'tok',
        role: 'STUDENT',
        isAdmin: false,
        selectedCourse: { id: 7, name: 'Linear Algebra', shortName: 'LA' },
      },
      { targetOrigin: window.location.origin },
    );
    stop();
    deliver({ type: 'o4f:lti-session-request' }, popup);
    expect(popup.postMessage).toHaveBeenCalledTimes(1);
  });

  it("stores the opener's answer, and only the opener's", async () => {
    const stranger = {};
    const opener = {
      postMessage: vi.fn(() => {
        deliver({ type: 'o4f:lti-session', token: 'fake', role: 'TEACHER' }, stranger);
        deliver(
          {
            type: 'o4f:lti-session',
            token: 'tok',
            role: 'TEACHER',
            isAdmin: true,
            selectedCourse: null,
          },
          opener,
        );
      }),
    };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    await expect(requestSessionFromOpener()).resolves.toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'o4f:lti-session-request' },
      { targetOrigin: window.location.origin },
    );
    expect(storage.getToken()).toBe('tok');
    expect(storage.getRole()).toBe('TEACHER');
    expect(storage.isAdmin()).toBe(true);
  });

  it('gives up without an opener, or without an answer in time', async () => {
    await expect(requestSessionFromOpener()).resolves.toBe(false);
    Object.defineProperty(window, 'opener', {
      value: { postMessage: vi.fn() },
      configurable: true,
    });
    await expect(requestSessionFromOpener(20)).resolves.toBe(false);
    expect(storage.getToken()).toBeNull();
  });

  it('goes on only to a path of this site', () => {
    expect(safeContinuePath('/lecture/3/live?tab=feedback')).toBe('/lecture/3/live?tab=feedback');
    for (const unsafe of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example'])
      expect(safeContinuePath(unsafe)).toBeNull();
    expect(newWindowHref('/lti/launch', '/pick-card?classId=123456')).toBe(
      '/lti/launch?continue=%2Fpick-card%3FclassId%3D123456',
    );
  });
});
