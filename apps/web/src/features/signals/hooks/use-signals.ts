/**
 * The signed-in user's `signals` channel: lecture started / ended / updated reload the lecture
 * queries, a removal sends the student back to the join page, notifications (and changes of
 * their counts) go to the bell.
 */
import { LECTURE_NOTIFICATION_EVENTS, type Signal } from '@o4f/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { BROWSER_EVENTS, dispatchBrowserEvent } from '../../../lib/browser-events.ts';
import { applySignal, LECTURE_SIGNALS } from '../../../lib/signals.ts';
import { openSignalsSocket } from '../../../lib/signals-socket.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { useAttendedLecture } from './use-attended-lecture.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useSignals(): void {
  const { token } = useStoredSession();
  const attended = useAttendedLecture();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const handleSignal = (signal: Signal) => {
    const isAttended =
      attended !== null &&
      signal.courseId === attended.courseId &&
      signal.lectureNum === attended.lectureNum;

    // The query cache first; then what every rendering does (lib/signals.ts).
    if (LECTURE_SIGNALS.has(signal.type)) {
      if (signal.type === 'lecture_ended' && isAttended && attended) {
        queryClient.setQueryData(queryKeys.liveAttending(attended.courseId), null);
        queryClient.removeQueries({
          queryKey: queryKeys.pseudonym(attended.courseId, attended.lectureNum),
        });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.allLectures });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allLiveAttending });
    } else if (signal.type === 'removed_from_pseudonym') {
      if (signal.courseId !== null) {
        queryClient.setQueryData(queryKeys.liveAttending(signal.courseId), null);
        if (signal.lectureNum !== null)
          queryClient.removeQueries({
            queryKey: queryKeys.pseudonym(signal.courseId, signal.lectureNum),
          });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.allLectures });
    } else if (signal.type === 'unregistered_course') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.courses });
    }
    applySignal(signal, navigate);
    if (signal.type === 'account_deleted') queryClient.clear();
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
    return openSignalsSocket(
      courseId !== undefined && lectureNum !== undefined ? { courseId, lectureNum } : undefined,
      (socket) => {
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
      },
    );
  }, [token, courseId, lectureNum]);
}
