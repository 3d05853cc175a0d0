// A mask id as a zod schema, apart from rules/masks.ts: a web page that only shows the masks then
// loads no zod.
import { z } from 'zod';
import { MASK_COUNT, type MaskId } from './masks.ts';

export const maskIdSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(MASK_COUNT)
  .transform((id) => id as MaskId);
