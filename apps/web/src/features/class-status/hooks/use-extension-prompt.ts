/**
 * Asks the teacher to extend a lecture that is about to end or has ended. The server asks with its
 * `extend_class` event; the same rule is also applied here to the lecture's end time, so the
 * question comes even while the live connection is down. The server's view of the end
 * (extend_class, is_end_lecture_res, extend_class_res) wins over the stored end time.
 */
import { asksForExtension, minutesLeft, type Lecture } from '@o4f/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useState } from 'react';
import { text } from '../../../text/en.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { useExtendLecture } from '../api/lecture-transitions.ts';
import type { TeacherExpressions } from './use-teacher-expressions.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface ExtensionPrompt {
  open: boolean;
  minutes: number;
  accept: () => void;
  decline: () => void;
}

export function useExtensionPrompt(
  lecture: Lecture | null,
  expressions: Pick<TeacherExpressions, 'endState' | 'extend' | 'declineExtension'>,
): ExtensionPrompt {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const now = useNow(15_000);
  const extendLecture = useExtendLecture();
  const [answered, setAnswered] = useState<string | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);

  const key = lecture ? `${lecture.courseId}/${lecture.lectureNum}` : null;
  const endTime = expressions.endState?.endTime ?? lecture?.endTime ?? null;
  const minutes = endTime ? minutesLeft(endTime, now) : Infinity;
  // One question per end time: an extension moves the end, and the teacher is asked again then.
  const askedFor = key && endTime ? `${key}@${endTime}` : null;
  const open =
    lecture !== null &&
    endTime !== null &&
    asksForExtension({ ...lecture, endTime }, now) &&
    askedFor !== null &&
    answered !== askedFor &&
    declined !== key;

  useEffect(() => {
    setAnswered(null);
  }, [key]);

  const { extend, declineExtension } = expressions;
  const accept = useCallback(() => {
    if (!lecture) return;
    setAnswered(askedFor);
    const done = () => enqueueSnackbar(text.classStatus.extension.extended, { variant: 'success' });
    extend()
      .then(() => {
        done();
        void queryClient.invalidateQueries({ queryKey: queryKeys.lectures(lecture.courseId) });
      })
      .catch(() =>
        // Without the live connection, the REST call extends the lecture as well.
        extendLecture.mutate(
          { courseId: lecture.courseId, lectureNum: lecture.lectureNum },
          { onSuccess: done },
        ),
      );
  }, [lecture, askedFor, extend, extendLecture, enqueueSnackbar, queryClient]);

  const decline = useCallback(() => {
    setAnswered(askedFor);
    setDeclined(key);
    declineExtension();
  }, [askedFor, key, declineExtension]);

  return { open, minutes: Number.isFinite(minutes) ? minutes : 0, accept, decline };
}
