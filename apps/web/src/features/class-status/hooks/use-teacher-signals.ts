/**
 * The teacher's `signals` feed on a live screen: the number of new questions (the Q&A badge; a
 * question_posted notification of the lecture counts one) and the lecture's end.
 */
import {
  NAMESPACES,
  type LiveNotification,
  type Signal,
  type SignalsClientToServer,
  type SignalsServerToClient,
} from '@o4f/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { connectNamespace } from '../../../lib/socket.ts';

interface LectureRef {
  courseId: number;
  lectureNum: number;
}

const isOfLecture = (notification: LiveNotification, { courseId, lectureNum }: LectureRef) => {
  const { course, lecture } = notification.details ?? {};
  return (!course || course.id === courseId) && (!lecture || lecture.lectureNum === lectureNum);
};

export function useTeacherSignals(
  lecture: LectureRef | null,
  { onLectureEnded }: { onLectureEnded?: () => void } = {},
) {
  const [newQuestions, setNewQuestions] = useState(0);
  const onEndedRef = useRef(onLectureEnded);
  useEffect(() => {
    onEndedRef.current = onLectureEnded;
  }, [onLectureEnded]);
  const courseId = lecture?.courseId;
  const lectureNum = lecture?.lectureNum;

  useEffect(() => {
    if (courseId === undefined || lectureNum === undefined) return;
    // With the lecture in the query the socket also receives the lecture's own signals.
    const socket = connectNamespace<SignalsServerToClient, SignalsClientToServer>(
      NAMESPACES.signals,
      { courseId, lectureNum },
    );
    socket.on('notification', (notification: LiveNotification) => {
      if (
        notification?.event === 'question_posted' &&
        isOfLecture(notification, { courseId, lectureNum })
      )
        setNewQuestions((count) => count + 1);
    });
    socket.on('signal', (signal: Signal) => {
      if (
        signal?.type === 'lecture_ended' &&
        signal.courseId === courseId &&
        signal.lectureNum === lectureNum
      )
        onEndedRef.current?.();
    });
    socket.on('connect_error', (error) => console.error('Signals connection', error));
    return () => {
      socket.off();
      socket.disconnect();
    };
  }, [courseId, lectureNum]);

  const clearNewQuestions = useCallback(() => setNewQuestions(0), []);
  return { newQuestions, clearNewQuestions };
}
