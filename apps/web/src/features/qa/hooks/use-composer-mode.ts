/**
 * Whether a composer of a lecture is open, disabled (posting during the lecture is off) or
 * read-only (a student without a pseudonym in the lecture: they did not attend it).
 */
import { lectureTiming, type Lecture, type PostKind } from '@o4f/contract';
import { useQuery } from '@tanstack/react-query';
import { useStoredSession } from '../../../lib/session.ts';
import { getPseudonymQueryOptions } from '../../signals/api/get-pseudonym.ts';
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

/**
 * True when the viewer is a student with no pseudonym in the lecture. Teachers are never
 * read-only; while the pseudonym is unknown (loading, or the call failed) the server decides.
 */
export function useReadOnlyLecture(courseId: number, lectureNum: number): boolean {
  const { role } = useStoredSession();
  const isStudent = role === 'STUDENT';
  const pseudonym = useQuery({
    ...getPseudonymQueryOptions(courseId, lectureNum),
    enabled: isStudent,
  });
  return isStudent && pseudonym.isSuccess && pseudonym.data === null;
}

export function useIsTeacher(): boolean {
  return useStoredSession().role === 'TEACHER';
}
