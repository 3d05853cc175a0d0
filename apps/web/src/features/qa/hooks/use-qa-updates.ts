/**
 * Listens to a lecture's qa_update events (signals namespace, lecture room) and keeps the page
 * live (docs/decisions/questions-that-live.md). A change made elsewhere is applied in place: the
 * lecture's Q/A/D are refetched, spread and coalesced by a RefetchScheduler (one request in
 * flight). Two kinds of change are not applied in place and mark the page stale instead ('This
 * is not the latest version of the page.', whose refresh() refetches and clears the mark):
 * - any change while the viewer is writing (`writing`: a draft in a composer, an edit open);
 *   they are applied once the writing ends;
 * - the removal of the question the page shows (`questionId`): the page keeps it until Refresh.
 * The echo of this browser's own change is ignored (own-changes.ts), and so, on a student's
 * page, is a post becoming visible to the teacher. A message in a discussion refetches that
 * answer's discussions at once: an open discussion dialog follows the conversation live.
 * New questions arriving in place are counted for the screen readers' announcement. After a lost
 * connection the page refetches (or, while writing, shows the banner): changes were missed.
 */
import type { Question, QaUpdate } from '@o4f/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStoredSession } from '../../../lib/session.ts';
import { openSignalsSocket } from '../../../lib/signals-socket.ts';
import { isOwnChangeEcho } from '../api/own-changes.ts';
import { qaKeys, type LectureRef } from '../api/qa-paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  createRefetchScheduler,
  type RefetchScheduler,
  type RefetchSchedulerOptions,
} from '../../../lib/refetch-scheduler.ts';

export interface QaUpdatesOptions {
  /** Only changes of this question (or of the whole lecture) concern the page. */
  questionId?: number;
  /** The viewer is writing: changes are held (stale) until they stop. */
  writing?: boolean;
  /** Timing of the in-place refetches (tests). */
  scheduler?: RefetchSchedulerOptions;
}

export function concernsPage(
  update: QaUpdate,
  { courseId, lectureNum }: LectureRef,
  { questionId }: QaUpdatesOptions = {},
): boolean {
  if (update.courseId !== courseId || update.lectureNum !== lectureNum) return false;
  return questionId === undefined || update.questionId === null || update.questionId === questionId;
}

/** How a change that concerns the page is shown: refetched in place, or the stale banner. */
export type UpdateHandling = 'in-place' | 'held' | 'removed';

export function handlingOf(
  update: QaUpdate,
  { questionId, writing = false }: QaUpdatesOptions,
): UpdateHandling {
  if (
    questionId !== undefined &&
    update.kind === 'question_deleted' &&
    update.questionId === questionId
  )
    return 'removed';
  return writing ? 'held' : 'in-place';
}

/** Questions in `after` that `before` did not have and that the viewer did not post. */
export function countNewQuestions(
  before: readonly Question[] | undefined,
  after: readonly Question[] | undefined,
): number {
  if (!before || !after) return 0;
  const known = new Set(before.map((question) => question.id));
  return after.filter((question) => !known.has(question.id) && !question.selfPosted).length;
}

export function useQaUpdates(ref: LectureRef, options: QaUpdatesOptions = {}) {
  const { token, role } = useStoredSession();
  const queryClient = useQueryClient();
  const [held, setHeld] = useState(false);
  const [removed, setRemoved] = useState(false);
  const [newQuestions, setNewQuestions] = useState(0);
  const { courseId, lectureNum } = ref;
  const { questionId, writing = false } = options;
  const writingRef = useRef(writing);
  const schedulerOptions = useRef(options.scheduler).current;
  const lectureRef = useRef<LectureRef>({ courseId, lectureNum });
  useEffect(() => {
    lectureRef.current = { courseId, lectureNum };
  }, [courseId, lectureNum]);

  const schedulerRef = useRef<RefetchScheduler | null>(null);
  useEffect(() => {
    const scheduler = createRefetchScheduler(async () => {
      const key = qaKeys.questions(lectureRef.current);
      const before = queryClient.getQueryData<Question[]>(key);
      await queryClient.invalidateQueries({ queryKey: qaKeys.lecture(lectureRef.current) });
      const arrived = countNewQuestions(before, queryClient.getQueryData<Question[]>(key));
      if (arrived > 0) setNewQuestions((count) => count + arrived);
    }, schedulerOptions);
    schedulerRef.current = scheduler;
    return () => {
      scheduler.dispose();
      schedulerRef.current = null;
    };
  }, [queryClient, schedulerOptions]);

  // Changes held while writing are applied when the writing ends.
  useEffect(() => {
    writingRef.current = writing;
    if (!writing && held) {
      setHeld(false);
      schedulerRef.current?.request();
    }
  }, [writing, held]);

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
    // reading is what makes it visible, so it would refetch the list they just fetched.
    if (update.kind === 'visible' && role !== 'TEACHER') return;
    if (isOwnChangeEcho(update, listener)) return;
    apply(handlingOf(update, { questionId, writing: writingRef.current }));
  };
  const apply = (handling: UpdateHandling) => {
    if (handling === 'removed') setRemoved(true);
    else if (handling === 'held') setHeld(true);
    else schedulerRef.current?.request();
  };
  // Back after a lost connection: changes made meanwhile were not heard, so the page refetches.
  const handleReconnect = () => apply(writingRef.current ? 'held' : 'in-place');
  const handleUpdateRef = useRef(handleUpdate);
  const handleReconnectRef = useRef(handleReconnect);
  useEffect(() => {
    handleUpdateRef.current = handleUpdate;
    handleReconnectRef.current = handleReconnect;
  });

  useEffect(() => {
    if (!token || !courseId || !lectureNum) return;
    return openSignalsSocket({ courseId, lectureNum }, (socket) => {
      socket.on('qa_update', (update) => handleUpdateRef.current(update));
      let connectedBefore = false;
      socket.on('connect', () => {
        if (connectedBefore) handleReconnectRef.current();
        connectedBefore = true;
      });
      // The lecture's flags (Allow Q&A, Allow discussions) decide whether the composers are open.
      socket.on('signal', (signal) => {
        if (signal.courseId === courseId && signal.lectureNum === lectureNum)
          void queryClient.invalidateQueries({ queryKey: queryKeys.allLectures });
      });
    });
  }, [token, courseId, lectureNum, queryClient]);

  const refresh = useCallback(() => {
    setHeld(false);
    setRemoved(false);
    void queryClient.invalidateQueries({ queryKey: qaKeys.lecture({ courseId, lectureNum }) });
  }, [queryClient, courseId, lectureNum]);

  return { stale: held || removed, refresh, newQuestions };
}
