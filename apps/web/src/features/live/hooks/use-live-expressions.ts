/** The live page's reactions: the shared expressions socket, leaving and reloading the router's way. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import {
  useExpressionsSocket,
  type LiveExpressions,
} from '../../../hooks/use-expressions-socket.ts';
import { paths } from '../../../lib/paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type { LiveExpressions };

interface Options {
  courseId: number;
  lectureNum: number;
  /** Connect only while the student can send feedback (live, started, attending). */
  enabled: boolean;
}

export function useLiveExpressions({ courseId, lectureNum, enabled }: Options): LiveExpressions {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onRefused = useCallback(
    () => void navigate(paths.oldOrNewStudent, { replace: true }),
    [navigate],
  );
  const onLectureChanged = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.lecture(courseId, lectureNum) }),
    [queryClient, courseId, lectureNum],
  );
  return useExpressionsSocket({ courseId, lectureNum, enabled, onRefused, onLectureChanged });
}
