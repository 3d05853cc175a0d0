import { z } from 'zod';
import { idSchema, plainString } from './common.ts';

export const FEEDBACK_MAX_LENGTH = 5000;
export const FEEDBACK_THANKS = 'Thank you for your feedback.';

export const feedbackInput = z.object({
  courseId: idSchema.nullish(),
  teacher: z.boolean().default(false),
  message: plainString()
    .trim()
    .min(1, 'Message is required.')
    .max(FEEDBACK_MAX_LENGTH, `Message must be at most ${FEEDBACK_MAX_LENGTH} characters.`),
});

export const feedback = z.object({
  id: z.number(),
  courseId: z.number().nullable(),
  teacher: z.boolean(),
  message: z.string(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedback>;
