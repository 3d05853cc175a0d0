export * from './rules/index.ts';
export * from './schemas/common.ts';
export * from './schemas/teacher.ts';
export * from './schemas/user.ts';
export * from './schemas/course.ts';
export * from './schemas/lecture.ts';
export * from './schemas/feedback.ts';
