export * from './users.ts';
export * from './sessions.ts';
export * from './email-verifications.ts';
export * from './courses.ts';
export * from './course-registrations.ts';
export * from './lectures.ts';
export * from './feedback.ts';
export * from './app-settings.ts';
