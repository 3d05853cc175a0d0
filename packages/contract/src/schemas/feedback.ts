import { z } from 'zod';

export const FEEDBACK_MAX_LENGTH = 5000;
export const FEEDBACK_THANKS = 'Thank you for your feedback.';

export const feedbackInput = z.object({
  courseId: z.number().int().positive().nullish(),
  teacher: z.boolean().default(false),
  message: z
    .string()
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
