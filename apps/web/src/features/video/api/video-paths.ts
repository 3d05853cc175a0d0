/** REST paths and query keys of a lecture's video (student spec §7, Video). */

export interface LectureRef {
  courseId: number;
  lectureNum: number;
}

export const videoPath = ({ courseId, lectureNum }: LectureRef) =>
  `/course/${courseId}/lecture/${lectureNum}/video`;

export const videoKeys = {
  lastExpression: ({ courseId, lectureNum }: LectureRef) =>
    ['video', courseId, lectureNum, 'lastExpression'] as const,
  counts: ({ courseId, lectureNum }: LectureRef) =>
    ['video', courseId, lectureNum, 'counts'] as const,
};
