// Lecture codes ("class ids"): six digits, never starting with 0, so that a number input or a
// spreadsheet cannot drop a leading zero; live for a time-to-live issued with the code.

export const CLASS_CODE_LENGTH = 6;
export const CLASS_CODE_MIN = 100_000;
export const CLASS_CODE_MAX = 999_999;
export const DEFAULT_CLASS_CODE_TTL_SECONDS = 300;
/** Bounds for a TTL a teacher may ask for with `start`. */
export const CLASS_CODE_TTL_BOUNDS = { min: 30, max: 3600 } as const;

export const CLASS_CODE_PATTERN = /^[1-9]\d{5}$/;

export const CLASS_CODE_TEXT = {
  notANumber: 'Lecture code must be number',
  required: 'Lecture Code is required.',
  noSuchClass: 'Sorry but there is currently no class with this Lecture Code',
  /** A code that was issued and has run out (GET /classId answers 410 Gone with it). */
  expired: 'This Lecture Code has expired. Ask your teacher for a new one.',
} as const;

export function isClassCode(value: unknown): value is string {
  return typeof value === 'string' && CLASS_CODE_PATTERN.test(value);
}

/** `randomInt(min, max)` returns an integer in [min, max) — node:crypto's randomInt on the server. */
export function generateClassCode(randomInt: (min: number, max: number) => number): string {
  return String(randomInt(CLASS_CODE_MIN, CLASS_CODE_MAX + 1));
}
