/**
 * The lecture of a /lecture/:lectureNum/... route (useLectureOfRoute, named in the breadcrumb),
 * the question of its /question/:questionId and where Back goes without a previous page.
 */
import { useLocation, useNavigate, useParams } from 'react-router';
import { positiveInt, useLectureOfRoute } from '../../../hooks/use-lecture-of-route.ts';
import { homePathFor, useStoredSession } from '../../../lib/session.ts';
import { paths } from '../../../lib/paths.ts';

export function useRouteLecture() {
  const params = useParams();
  const { role } = useStoredSession();
  const { courseId, lectureNum, lecture } = useLectureOfRoute();
  const questionId = positiveInt(params.questionId);

  const fallback =
    role === 'TEACHER'
      ? paths.teacher.myLectures
      : role
        ? paths.student.myLectures
        : homePathFor(role);
  return { courseId, lectureNum, questionId, lecture, fallback };
}

/** Back: the previous page of this visit, else the given page. */
export function useBack(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallback);
  };
}
