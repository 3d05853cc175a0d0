/**
 * The query keys of data several features read or refresh, in one place. A key nests under its
 * parent (a lecture under its course's lectures), so refreshing the parent refreshes the children:
 * a lecture signal invalidates `queryKeys.allLectures` and every lecture screen reloads.
 * Keys only one feature uses live in that feature's api folder (qaKeys, statsKeys, …).
 */
export const queryKeys = {
  courses: ['courses'] as const,
  course: (courseId: number) => ['courses', courseId] as const,
  /** Every lecture query of every course (lists, single lectures, presentations). */
  allLectures: ['lectures'] as const,
  lectures: (courseId: number) => ['lectures', courseId] as const,
  lecture: (courseId: number, lectureNum: number) => ['lectures', courseId, lectureNum] as const,
  /** The Q&A filters' lecture lists; under allLectures so lecture signals refresh them too. */
  lecturesOfCourses: (courseIds: readonly number[]) =>
    ['lectures', 'ofCourses', [...courseIds].sort((a, b) => a - b)] as const,
  presentationFile: (courseId: number, lectureNum: number) =>
    ['lectures', courseId, lectureNum, 'presentation', 'file'] as const,
  presentationMeta: (courseId: number, lectureNum: number) =>
    ['lectures', courseId, lectureNum, 'presentation', 'meta'] as const,
  pseudonym: (courseId: number, lectureNum: number) => ['pseudonym', courseId, lectureNum] as const,
  /** The live lecture a student attends in each course. */
  allLiveAttending: ['liveAttending'] as const,
  liveAttending: (courseId: number) => ['liveAttending', courseId] as const,
  notifications: ['notifications'] as const,
  teacherProfile: ['teacher', 'me'] as const,
};
