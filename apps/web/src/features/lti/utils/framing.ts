/**
 * Inside an LMS frame: whether the page is framed, and how a window opened from the frame gets
 * the session. Browsers partition a framed site's storage by the top-level site, so a new window
 * may not see the frame's local storage; the frame hands the session over by postMessage, to its
 * own origin only (no cookie, nothing in the URL).
 */
import { storage, type StoredCourse, type StoredRole } from '../../../lib/storage.ts';

const REQUEST = 'o4f:lti-session-request';
const REPLY = 'o4f:lti-session';

interface SessionMessage {
  type: typeof REPLY;
  token: string;
  role: StoredRole;
  isAdmin: boolean;
  selectedCourse: StoredCourse | null;
}

/** A same-site path to go on to (never another origin), or null. */
export function safeContinuePath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}

/** Where "Open in a new window" leads: the hand-off page, which goes on to `path` signed in. */
export const newWindowHref = (launchPath: string, path: string): string =>
  `${launchPath}?continue=${encodeURIComponent(path)}`;

/** Answers a window this frame opened when it asks for the session; returns the unsubscribe. */
export function answerSessionRequests(): () => void {
  const handleMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    if ((event.data as { type?: unknown } | null)?.type !== REQUEST) return;
    const token = storage.getToken();
    const role = storage.getRole();
    if (!token || !role || !event.source) return;
    const reply: SessionMessage = {
      type: REPLY,
      token,
      role,
      isAdmin: storage.isAdmin(),
      selectedCourse: storage.getSelectedCourse(),
    };
    (event.source as Window).postMessage(reply, { targetOrigin: window.location.origin });
  };
  window.addEventListener('message', handleMessage);
  return () => window.removeEventListener('message', handleMessage);
}

const isSessionMessage = (data: unknown): data is SessionMessage => {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message.type === REPLY &&
    typeof message.token === 'string' &&
    (message.role === 'TEACHER' || message.role === 'STUDENT')
  );
};

/**
 * Asks the frame that opened this window for its session and stores it. Resolves true once
 * stored, false when there is no opener or no answer within `timeoutMs`.
 */
export function requestSessionFromOpener(timeoutMs = 3000): Promise<boolean> {
  const opener = window.opener as Window | null;
  if (!opener) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (stored: boolean) => {
      window.removeEventListener('message', handleMessage);
      clearTimeout(timer);
      resolve(stored);
    };
    const handleMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== opener) return;
      if (!isSessionMessage(event.data)) return;
      storage.setToken(event.data.token);
      storage.setRole(event.data.role);
      storage.setAdmin(event.data.isAdmin);
      storage.setSelectedCourse(event.data.selectedCourse);
      finish(true);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    window.addEventListener('message', handleMessage);
    try {
      opener.postMessage({ type: REQUEST }, { targetOrigin: window.location.origin });
    } catch {
      finish(false);
    }
  });
}
