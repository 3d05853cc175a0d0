/**
 * The signed-in user's `signals` channel: lecture started / ended / updated reload the lecture
 * queries, a removal sends the student back to the join page, notifications (and changes of
 * their counts) go to the bell.
 */
import {
  LECTURE_NOTIFICATION_EVENTS,
  NAMESPACES,
  type Signal,
  type SignalsClientToServer,
  type SignalsServerToClient,
} from '@o4f/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { BROWSER_EVENTS, dispatchBrowserEvent } from '../../../lib/browser-events.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { text } from '../../../text/en.ts';
import { useAttendedLecture } from './use-attended-lecture.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const LECTURE_SIGNALS = new Set<Signal['type']>([
  'lecture_started',
  'lecture_ended',
  'lecture_updated',
]);

export function useSignals(): void {
  const { token } = useStoredSession();
  const attended = useAttendedLecture();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  const handleSignal = (signal: Signal) => {
    const isAttended =
      attended !== null &&
      signal.courseId === attended.courseId &&
      signal.lectureNum === attended.lectureNum;

    if (LECTURE_SIGNALS.has(signal.type)) {
      if (signal.type === 'lecture_ended' && isAttended && attended) {
        queryClient.setQueryData(queryKeys.liveAttending(attended.courseId), null);
        queryClient.removeQueries({
          queryKey: queryKeys.pseudonym(attended.courseId, attended.lectureNum),
        });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.allLectures });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allLiveAttending });
      // The live page closes its lecture connection on this event.
      dispatchBrowserEvent(BROWSER_EVENTS.updateClassInfo, signal);
      return;
    }

    switch (signal.type) {
      case 'removed_from_pseudonym':
        if (signal.courseId !== null) {
          queryClient.setQueryData(queryKeys.liveAttending(signal.courseId), null);
          if (signal.lectureNum !== null)
            queryClient.removeQueries({
              queryKey: queryKeys.pseudonym(signal.courseId, signal.lectureNum),
            });
        }
        void queryClient.invalidateQueries({ queryKey: queryKeys.allLectures });
        dispatchBrowserEvent(BROWSER_EVENTS.updateClassInfo, signal);
        enqueueSnackbar(text.signals.removed, { variant: 'error' });
        void navigate(paths.oldOrNewStudent, { replace: true });
        return;
      case 'unregistered_course':
        void queryClient.invalidateQueries({ queryKey: queryKeys.courses });
        if (signal.courseId !== null && storage.getSelectedCourse()?.id === signal.courseId)
          storage.setSelectedCourse(null);
        dispatchBrowserEvent(BROWSER_EVENTS.updateUserInfo, signal);
        return;
      case 'account_deleted':
        dispatchBrowserEvent(BROWSER_EVENTS.updateUserInfo, signal);
        enqueueSnackbar(text.signals.accountDeleted, { variant: 'error' });
        void navigate(paths.about, { replace: true });
        storage.clearSession();
        queryClient.clear();
        return;
    }
  };
  // The socket outlives renders; it always calls the latest handler.
  const handleSignalRef = useRef(handleSignal);
  useEffect(() => {
    handleSignalRef.current = handleSignal;
  });

  const courseId = attended?.courseId;
  const lectureNum = attended?.lectureNum;
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let disconnect: (() => void) | null = null;
    // The socket client loads on demand, so it stays out of the first page's bundle.
    void import('../../../lib/socket.ts').then(({ connectNamespace }) => {
      if (cancelled) return;
      const socket = connectNamespace<SignalsServerToClient, SignalsClientToServer>(
        NAMESPACES.signals,
        courseId !== undefined && lectureNum !== undefined ? { courseId, lectureNum } : undefined,
      );
      socket.on('signal', (signal) => handleSignalRef.current(signal));
      // Lecture and account notifications announce what the signals above already reload; they
      // are marked read at once (and those that came while offline, at every connect), so they
      // never pile up in front of the Q/A/D notifications that the notifications page lists.
      socket.on('connect', () => {
        void api
          .put('/notifications/events', { events: [...LECTURE_NOTIFICATION_EVENTS] })
          .catch((error: unknown) => console.warn('Acknowledging lecture notifications', error));
      });
      socket.on('notification', (notification) => {
        if ((LECTURE_NOTIFICATION_EVENTS as readonly string[]).includes(notification.event)) {
          void api
            .put(`/notification/${notification.id}`)
            .catch((error: unknown) => console.warn('Acknowledging a notification', error));
          return;
        }
        dispatchBrowserEvent(BROWSER_EVENTS.updateNotifications, notification);
      });
      // No new notification, but the counts changed (a post went to the doghouse or came back).
      socket.on('notifications_changed', (change) =>
        dispatchBrowserEvent(BROWSER_EVENTS.updateNotifications, change),
      );
      disconnect = () => {
        socket.off();
        socket.disconnect();
      };
    });
    return () => {
      cancelled = true;
      disconnect?.();
    };
  }, [token, courseId, lectureNum]);
}
