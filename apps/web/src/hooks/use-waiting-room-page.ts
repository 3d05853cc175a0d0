/**
 * The waiting room page's behaviour: joining the waiting room, admission (on to the credentials
 * step or the live page), the browser's own confirmation on reload or close, the countdown back
 * after a refusal. The page (student-entry/waiting-room.tsx) draws it and guards leaving with
 * `mustAsk` and `confirmLeave`.
 */
import type { AccessGranted, MaskId } from '@o4f/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCourse } from '../lib/courses/get-course.ts';
import { isPhone } from '../lib/join/device.ts';
import { saveIssuedCredentials } from '../lib/join/issued-credentials.ts';
import { JOINED_STATE, paths } from '../lib/paths.ts';
import { storage } from '../lib/storage.ts';
import { text } from '../text/en.ts';
import { useWaitingRoom, type WaitingStatus } from './use-waiting-room.ts';

const REDIRECT_SECONDS = 5;

const t = text.join.waitingRoom;

/** The router's navigate: React Router's, or the lean entry's (which ignores `flushSync`). */
export type JoinNavigate = (
  to: string,
  options?: { replace?: boolean; state?: unknown; flushSync?: boolean },
) => unknown;

/** Selects the admitted course; the name is fetched for the shell, the id is enough to go on. */
async function selectCourse(courseId: number): Promise<void> {
  storage.setSelectedCourse({ id: courseId, name: '', shortName: '' });
  try {
    const course = await getCourse(courseId);
    storage.setSelectedCourse({ id: course.id, name: course.name, shortName: course.shortName });
  } catch {
    // The breadcrumb then shows no course name; the lecture itself works without it.
  }
}

/** Counts down from 5 once started; null while not counting. */
function useRedirectCountdown(active: boolean): number | null {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    setSecondsLeft(REDIRECT_SECONDS);
    const timer = setInterval(() => {
      setSecondsLeft((seconds) => {
        if (seconds === null || seconds <= 1) {
          clearInterval(timer);
          return 0;
        }
        return seconds - 1;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [active]);
  return secondsLeft;
}

interface Options {
  classId: string | null;
  maskId: MaskId | null;
  navigate: JoinNavigate;
  /** Whether the screen is narrow now (below the md breakpoint), asked at admission. */
  narrowScreen: () => boolean;
}

export function useWaitingRoomPage({ classId, maskId, navigate, narrowScreen }: Options) {
  // Set once admitted: from then on, going elsewhere is not leaving the waiting room.
  const admittedRef = useRef(false);
  const handleGranted = useCallback(
    async (granted: AccessGranted) => {
      admittedRef.current = true;
      if (granted.credentials) {
        saveIssuedCredentials({
          ...granted.credentials,
          courseId: granted.courseId,
          lectureNum: granted.lectureNum,
        });
        const phone = isPhone(narrowScreen(), navigator.userAgent);
        // Leave before the new session is stored: in the full app a session swaps the public
        // layout for the student shell, which would mount this page afresh (and join the
        // waiting room again) if it were still on screen.
        await navigate(phone ? paths.downloadPasswordMobile : paths.downloadPassword, {
          replace: true,
          flushSync: true,
        });
      }
      if (granted.token) storage.setToken(granted.token);
      storage.setRole('STUDENT');
      await selectCourse(granted.courseId);
      if (!granted.credentials)
        void navigate(paths.lecture.liveFeedback(granted.lectureNum), {
          replace: true,
          state: JOINED_STATE,
        });
    },
    [navigate, narrowScreen],
  );

  const { status, leave } = useWaitingRoom({
    classId,
    maskId,
    onGranted: (granted) => void handleGranted(granted),
  });
  const guarded = status.kind === 'connecting' || status.kind === 'waiting';

  /** Whether going elsewhere in the app is leaving the waiting room (and must be confirmed). */
  const mustAsk = useCallback(() => guarded && !admittedRef.current, [guarded]);
  /** The student confirms leaving (and leaves the room), or stays. */
  const confirmLeave = useCallback((): boolean => {
    if (!window.confirm(t.confirmLeave)) return false;
    leave();
    return true;
  }, [leave]);

  // Reloading or closing the tab: the browser's own confirmation, then a best-effort goodbye.
  useEffect(() => {
    if (!guarded) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const handlePageHide = () => leave();
    window.addEventListener('beforeunload', handleBeforeUnload);
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      window.removeEventListener('beforeunload', handleBeforeUnload);
      window.removeEventListener('pagehide', handlePageHide);
    };
  }, [guarded, leave]);

  const secondsLeft = useRedirectCountdown(status.kind === 'refused');
  useEffect(() => {
    if (secondsLeft !== 0) return;
    void navigate(storage.getToken() ? paths.student.myLectures : paths.about, { replace: true });
  }, [secondsLeft, navigate]);

  return { status, guarded, mustAsk, confirmLeave, secondsLeft };
}

/** What the status region says: plain text while waiting, a notice once something happened. */
export interface StatusNotice {
  severity: 'success' | 'warning' | 'error' | null;
  message: string;
  /** After a refusal: the seconds until the student is sent back. */
  countdown: string | null;
}

export function statusNotice(status: WaitingStatus, secondsLeft: number | null): StatusNotice {
  const said = (severity: StatusNotice['severity'], message: string) => ({
    severity,
    message,
    countdown: null,
  });
  switch (status.kind) {
    case 'connecting':
      return said(null, t.connecting);
    case 'waiting':
      return said(null, t.waiting);
    case 'granted':
      return said('success', t.granted);
    case 'disconnected':
      return said('warning', t.disconnected);
    case 'refused':
      return {
        severity: 'error',
        message: status.message,
        countdown: secondsLeft === null ? null : t.redirecting(secondsLeft),
      };
  }
}
