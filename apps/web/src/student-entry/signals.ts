/**
 * The lean Feedback tab's `signals` channel, handled as the full app's shell does for what this
 * page shows: the lecture's state changes reload it, a removal or a deleted account leave it.
 * Notifications are left to the full app's bell (it marks the lecture ones read when it connects).
 */
import { NAMESPACES, type SignalsClientToServer, type SignalsServerToClient } from '@o4f/contract';
import { useEffect, useRef } from 'react';
import { applySignal, LECTURE_SIGNALS } from '../lib/signals.ts';
import { connectNamespace } from '../lib/socket.ts';
import { navigate } from './history.ts';

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
      applySignal(signal, navigate);
      // The expressions socket closes itself on an ended lecture.
      if (LECTURE_SIGNALS.has(signal.type) && signal.courseId === courseId) reloadRef.current();
    });
    return () => {
      socket.off();
      socket.disconnect();
    };
  }, [courseId, lectureNum]);
}
