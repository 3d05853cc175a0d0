/**
 * The lean Feedback tab's `signals` channel, handled as the full app's shell does for what this
 * page shows: the lecture's state changes reload it, a removal or a deleted account leave it.
 * Notifications are left to the full app's bell (it marks the lecture ones read when it connects).
 */
import {
  NAMESPACES,
  type Signal,
  type SignalsClientToServer,
  type SignalsServerToClient,
} from '@o4f/contract';
import { useEffect, useRef } from 'react';
import { BROWSER_EVENTS, dispatchBrowserEvent } from '../lib/browser-events.ts';
import { notify } from '../lib/notify.ts';
import { paths } from '../lib/paths.ts';
import { connectNamespace } from '../lib/socket.ts';
import { storage } from '../lib/storage.ts';
import { text } from '../text/en.ts';
import { navigate } from './history.ts';

const LECTURE_SIGNALS = new Set<Signal['type']>([
  'lecture_started',
  'lecture_ended',
  'lecture_updated',
]);

export function useLeanSignals({
  courseId,
  lectureNum,
  onLectureChanged,
}: {
  courseId: number;
  /** The lecture the student attends, if any (the server then knows them in it). */
  lectureNum: number | undefined;
  onLectureChanged: () => void;
}): void {
  const reloadRef = useRef(onLectureChanged);
  useEffect(() => {
    reloadRef.current = onLectureChanged;
  }, [onLectureChanged]);

  useEffect(() => {
    const socket = connectNamespace<SignalsServerToClient, SignalsClientToServer>(
      NAMESPACES.signals,
      lectureNum !== undefined ? { courseId, lectureNum } : undefined,
    );
    socket.on('signal', (signal) => {
      if (LECTURE_SIGNALS.has(signal.type)) {
        // The expressions socket closes itself on an ended lecture.
        dispatchBrowserEvent(BROWSER_EVENTS.updateClassInfo, signal);
        if (signal.courseId === courseId) reloadRef.current();
        return;
      }
      switch (signal.type) {
        case 'removed_from_pseudonym':
          dispatchBrowserEvent(BROWSER_EVENTS.updateClassInfo, signal);
          notify(text.signals.removed, 'error');
          navigate(paths.oldOrNewStudent, { replace: true });
          return;
        case 'unregistered_course':
          if (signal.courseId !== null && storage.getSelectedCourse()?.id === signal.courseId)
            storage.setSelectedCourse(null);
          dispatchBrowserEvent(BROWSER_EVENTS.updateUserInfo, signal);
          return;
        case 'account_deleted':
          dispatchBrowserEvent(BROWSER_EVENTS.updateUserInfo, signal);
          notify(text.signals.accountDeleted, 'error');
          navigate(paths.about, { replace: true });
          storage.clearSession();
          return;
      }
    });
    return () => {
      socket.off();
      socket.disconnect();
    };
  }, [courseId, lectureNum]);
}
