/**
 * Keeps the list screens live: one signals socket that watches the chosen lectures
 * (`watch_lectures`, sent again when the choice changes and on every (re)connection) and, on a
 * qa_update of one of them, refetches the lists, spread and coalesced like the lecture pages'
 * (RefetchScheduler; docs/decisions/questions-that-live.md). The echo of this browser's own change is
 * ignored (its mutation refetched already), and so, for students, is a post becoming visible to
 * the teacher (nothing they see changes).
 */
import { WATCH_LECTURES_MAX, type QaUpdate } from '@o4f/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useStoredSession } from '../../../lib/session.ts';
import { openSignalsSocket, type SignalsSocket } from '../../../lib/signals-socket.ts';
import { isOwnChangeEcho } from '../api/own-changes.ts';
import { QA_QUERY_ROOT } from '../api/qa-paths.ts';
import { createRefetchScheduler, type RefetchScheduler } from '../../../lib/refetch-scheduler.ts';

export interface WatchedLecture {
  courseId: number;
  lectureNum: number;
}

/** The list screens' queries (see postsOfLecturesQueryKey). */
export const LISTS_QUERY_KEY = [...QA_QUERY_ROOT, 'lists'] as const;

const keyOf = ({ courseId, lectureNum }: WatchedLecture) => `${courseId}:${lectureNum}`;

export function useListUpdates(lectures: readonly WatchedLecture[]): void {
  const { token, role } = useStoredSession();
  const queryClient = useQueryClient();
  // This screen's own listener identity: it hears each own change's echo once.
  const listener = useRef({}).current;
  const socketRef = useRef<SignalsSocket | null>(null);
  const schedulerRef = useRef<RefetchScheduler | null>(null);
  useEffect(() => {
    const scheduler = createRefetchScheduler(() =>
      queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY }),
    );
    schedulerRef.current = scheduler;
    return () => {
      scheduler.dispose();
      schedulerRef.current = null;
    };
  }, [queryClient]);

  const chosen = [...new Map(lectures.map((lecture) => [keyOf(lecture), lecture])).values()]
    .sort((a, b) => a.courseId - b.courseId || a.lectureNum - b.lectureNum)
    .slice(0, WATCH_LECTURES_MAX);
  const selectionKey = chosen.map(keyOf).join(',');
  const chosenRef = useRef(chosen);

  const handleUpdate = (update: QaUpdate) => {
    if (!chosenRef.current.some((lecture) => keyOf(lecture) === keyOf(update))) return;
    if (update.kind === 'visible' && role !== 'TEACHER') return;
    if (isOwnChangeEcho(update, listener)) return;
    schedulerRef.current?.request();
  };
  const handleUpdateRef = useRef(handleUpdate);
  useEffect(() => {
    handleUpdateRef.current = handleUpdate;
  });

  const watch = (socket: SignalsSocket) =>
    socket.emit('watch_lectures', {
      lectures: chosenRef.current.map(({ courseId, lectureNum }) => ({ courseId, lectureNum })),
    });

  useEffect(() => {
    if (!token) return;
    return openSignalsSocket(undefined, (socket) => {
      // A new connection (also after a reconnect) watches nothing yet; after a reconnect the
      // lists refetch too (changes made meanwhile were not heard).
      let connectedBefore = false;
      socket.on('connect', () => {
        watch(socket);
        if (connectedBefore) schedulerRef.current?.request();
        connectedBefore = true;
      });
      socket.on('qa_update', (update) => handleUpdateRef.current(update));
      socketRef.current = socket;
      return () => {
        socketRef.current = null;
      };
    });
  }, [token]);

  useEffect(() => {
    chosenRef.current = chosen;
    const socket = socketRef.current;
    if (socket?.connected) watch(socket);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `chosen` is summed up by the key
  }, [selectionKey]);
}
