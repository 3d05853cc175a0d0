export * from './lecture-time.ts';
export * from './video.ts';
export * from './password.ts';
export * from './text.ts';
export * from './reactions.ts';
export * from './sorts.ts';
export * from './statistics.ts';
