/** The lecture of a /lecture/:lectureNum/... route in the selected course, named in the breadcrumb. */
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { homePathFor, useStoredSession } from '../../../lib/session.ts';
import { paths } from '../../../lib/paths.ts';
import { storage } from '../../../lib/storage.ts';
import { useLecture } from '../../../lib/lectures/use-lecture.ts';

const positiveInt = (value: string | undefined): number | null => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

export function useRouteLecture() {
  const params = useParams();
  const { selectedCourse, role } = useStoredSession();
  const lectureNum = positiveInt(params.lectureNum);
  const questionId = positiveInt(params.questionId);
  const courseId = selectedCourse?.id;
  const lecture = useLecture(courseId, lectureNum ?? undefined);

  useEffect(() => {
    const data = lecture.data;
    if (!data) return;
    const stored = storage.getSelectedLecture();
    if (stored?.id !== data.id || stored.name !== data.name)
      storage.setSelectedLecture({
        id: data.id,
        lectureNum: data.lectureNum,
        name: data.name,
        courseId: data.courseId,
      });
  }, [lecture.data]);

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
