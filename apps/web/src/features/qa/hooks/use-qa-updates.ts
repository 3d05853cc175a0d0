/**
 * Listens to a lecture's qa_update events (signals namespace, lecture room). A change made
 * elsewhere marks the page stale ('This is not the latest version of the page.'); refresh()
 * refetches the lecture's Q/A/D and clears the mark. The echo of this browser's own change is
 * ignored (own-changes.ts), and so, on a student's page, is a post becoming visible to the teacher.
 * A message in a discussion refetches that answer's discussions at once: an open discussion
 * dialog follows the conversation live.
 */
import {
  NAMESPACES,
  type QaUpdate,
  type SignalsClientToServer,
  type SignalsServerToClient,
} from '@o4f/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStoredSession } from '../../../lib/session.ts';
import { isOwnChangeEcho } from '../api/own-changes.ts';
import { qaKeys, type LectureRef } from '../api/qa-paths.ts';

/** The lecture screens' queries (['lectures', courseId, lectureNum?]). */
const LECTURES_KEY = ['lectures'] as const;

export interface QaUpdatesOptions {
  /** Only changes of this question (or of the whole lecture) concern the page. */
  questionId?: number;
}

export function concernsPage(
  update: QaUpdate,
  { courseId, lectureNum }: LectureRef,
  { questionId }: QaUpdatesOptions = {},
): boolean {
  if (update.courseId !== courseId || update.lectureNum !== lectureNum) return false;
  return questionId === undefined || update.questionId === null || update.questionId === questionId;
}

export function useQaUpdates(ref: LectureRef, options: QaUpdatesOptions = {}) {
  const { token, role } = useStoredSession();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState(false);
  const { courseId, lectureNum } = ref;
  const { questionId } = options;

  // This page's own listener identity: it hears each own change's echo once.
  const listener = useRef({}).current;
  const handleUpdate = (update: QaUpdate) => {
    if (!concernsPage(update, { courseId, lectureNum }, { questionId })) return;
    if (
      update.kind === 'discussion_posted' &&
      update.questionId !== null &&
      update.answerId !== null
    )
      void queryClient.invalidateQueries({
        queryKey: qaKeys.discussions({
          courseId,
          lectureNum,
          questionId: update.questionId,
          answerId: update.answerId,
        }),
      });
    // A post becoming visible to the teacher changes nothing a student sees; a student's own
    // reading is what makes it visible, so it would mark the page they just refreshed stale.
    if (update.kind === 'visible' && role !== 'TEACHER') return;
    if (isOwnChangeEcho(update, listener)) return;
    setStale(true);
  };
  const handleUpdateRef = useRef(handleUpdate);
  useEffect(() => {
    handleUpdateRef.current = handleUpdate;
  });

  useEffect(() => {
    if (!token || !courseId || !lectureNum) return;
    let cancelled = false;
    let disconnect: (() => void) | null = null;
    void import('../../../lib/socket.ts').then(({ connectNamespace }) => {
      if (cancelled) return;
      const socket = connectNamespace<SignalsServerToClient, SignalsClientToServer>(
        NAMESPACES.signals,
        { courseId, lectureNum },
      );
      socket.on('qa_update', (update) => handleUpdateRef.current(update));
      // The lecture's flags (Allow Q&A, Allow discussions) decide whether the composers are open.
      socket.on('signal', (signal) => {
        if (signal.courseId === courseId && signal.lectureNum === lectureNum)
          void queryClient.invalidateQueries({ queryKey: LECTURES_KEY });
      });
      disconnect = () => {
        socket.off();
        socket.disconnect();
      };
    });
    return () => {
      cancelled = true;
      disconnect?.();
    };
  }, [token, courseId, lectureNum, queryClient]);

  const refresh = useCallback(() => {
    setStale(false);
    void queryClient.invalidateQueries({ queryKey: qaKeys.lecture({ courseId, lectureNum }) });
  }, [queryClient, courseId, lectureNum]);

  return { stale, refresh };
}
