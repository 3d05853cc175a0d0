/**
 * Whether a composer of a lecture is open, disabled (posting during the lecture is off) or
 * read-only (a student without a pseudonym in the lecture: they did not attend it).
 */
import { lectureTiming, type Lecture, type PostKind } from '@o4f/contract';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client.ts';
import { useStoredSession } from '../../../lib/session.ts';
import { getPseudonymQueryOptions } from '../../../lib/lectures/use-pseudonym.ts';
import type { ComposerMode } from '../components/post-composer.tsx';

type PostingLecture = Pick<
  Lecture,
  | 'startTime'
  | 'endTime'
  | 'state'
  | 'allowQuestionsDuringLecture'
  | 'allowDiscussionsDuringLecture'
>;

/** During the lecture the lecture's flags decide; before and after it Q&A stays open. */
export function postingAllowed(lecture: PostingLecture, kind: PostKind, now = new Date()): boolean {
  const during = lectureTiming(lecture, now) === 'live' && lecture.state !== 'ENDED';
  if (!during) return true;
  return kind === 'discussion'
    ? lecture.allowDiscussionsDuringLecture
    : lecture.allowQuestionsDuringLecture;
}

export function composerModeFor(
  lecture: PostingLecture,
  kind: PostKind,
  { readOnly, now }: { readOnly: boolean; now?: Date },
): ComposerMode {
  if (readOnly) return 'readOnly';
  return postingAllowed(lecture, kind, now) ? 'default' : 'disabled';
}

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * True when the viewer is a student with no pseudonym in the lecture (the pseudonym call
 * answers 404). Teachers are never read-only; while the pseudonym is unknown (loading, or
 * another failure) the composer stays open and the server decides.
 */
export function useReadOnlyLecture(courseId: number, lectureNum: number): boolean {
  const { role } = useStoredSession();
  const isStudent = role === 'STUDENT';
  const pseudonym = useQuery({
    ...getPseudonymQueryOptions(courseId, lectureNum),
    enabled: isStudent,
    retry: (failures, error) => failures < 1 && !isNotFound(error),
  });
  const none = pseudonym.isSuccess ? pseudonym.data === null : isNotFound(pseudonym.error);
  return isStudent && none;
}

export function useIsTeacher(): boolean {
  return useStoredSession().role === 'TEACHER';
}
