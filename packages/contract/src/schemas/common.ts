import { z } from 'zod';

export const ROLES = ['ADMIN', 'TEACHER', 'STUDENT'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Every success body is `{ message, data }`; every failure `{ message }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

export const idParam = z.coerce.number().int().positive();

/** Required text: trimmed, non-empty, with the given message when missing. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

export const isoDate = z.iso.datetime({ offset: true });
