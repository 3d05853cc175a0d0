// The Lecture Code as a zod schema, apart from rules/class-code.ts: a web page that only checks a
// code (isClassCode) then loads no zod.
import { z } from 'zod';
import { CLASS_CODE_PATTERN, CLASS_CODE_TEXT } from './class-code.ts';

export const classCodeSchema = z
  .string({ error: CLASS_CODE_TEXT.required })
  .trim()
  .min(1, CLASS_CODE_TEXT.required)
  .regex(/^\d+$/, CLASS_CODE_TEXT.notANumber)
  .regex(CLASS_CODE_PATTERN, CLASS_CODE_TEXT.noSuchClass);
