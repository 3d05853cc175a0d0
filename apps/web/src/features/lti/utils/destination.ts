/** Where a launch goes once its session is stored, per destination kind and role. */
import type { LtiDestination, LtiSessionResult } from '@o4f/contract';
import { getCourse } from '../../../lib/courses/get-course.ts';
import { paths, type LiveLectureState } from '../../../lib/paths.ts';
import { storage } from '../../../lib/storage.ts';

export interface LaunchTarget {
  to: string;
  state?: unknown;
  /** Said on arrival: the lecture asked for is not open yet. */
  notOpenYet?: boolean;
}

export function launchTarget(
  role: LtiSessionResult['role'],
  destination: LtiDestination,
): LaunchTarget {
  const student = role === 'STUDENT';
  switch (destination.kind) {
    case 'deep-link':
      return { to: paths.lti.deepLink(destination.deepLinkId) };
    case 'course':
      return { to: student ? paths.student.myLectures : paths.teacher.myLectures };
    case 'live': {
      if (!student) {
        const state: LiveLectureState = {
          courseId: destination.courseId,
          lectureNum: destination.lectureNum,
        };
        return { to: paths.teacher.classStatus, state };
      }
      // The join flow from Pick a mask on, as a Lecture Code link goes: no code to type.
      if (destination.classId)
        return {
          to: `${paths.pickCard}?classId=${encodeURIComponent(destination.classId)}`,
          state: { classId: destination.classId },
        };
      return { to: paths.student.myLectures, notOpenYet: true };
    }
  }
}

/** The course a destination is about, selected as a click on its card does (names for the shell). */
export async function selectDestinationCourse(destination: LtiDestination): Promise<void> {
  if (destination.kind === 'deep-link') return;
  const { courseId } = destination;
  try {
    const course = await getCourse(courseId);
    storage.setSelectedCourse({ id: course.id, name: course.name, shortName: course.shortName });
  } catch {
    // The breadcrumb then shows no course name; the pages work from the id.
    storage.setSelectedCourse({ id: courseId, name: '', shortName: '' });
  }
}
