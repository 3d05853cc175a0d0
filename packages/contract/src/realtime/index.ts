export * from './common.ts';
export * from './class-id-generator.ts';
export * from './waiting-room.ts';
export * from './expressions.ts';
export * from './signals.ts';
