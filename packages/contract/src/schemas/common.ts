import { z } from 'zod';
import { hasControlCharacters } from '../rules/text.ts';
import { GENERIC_MESSAGES } from './messages.ts';

export const ROLES = ['ADMIN', 'TEACHER', 'STUDENT'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Every success body is `{ message, data }`; every failure `{ message }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/** The largest id or lecture number: every one is stored in a PostgreSQL integer (int4) column. */
export const MAX_ID = 2_147_483_647;

const invalidId = GENERIC_MESSAGES.invalidId;

/** An id (or lecture number) in a JSON body: a whole number from 1 to MAX_ID. */
export const idSchema = z
  .number({ error: invalidId })
  .int(invalidId)
  .min(1, invalidId)
  .max(MAX_ID, invalidId);

/** An id in a path or a query string; a path id that fails names nothing (404 `Not found.`). */
export const idParam = z.coerce
  .number({ error: invalidId })
  .int(invalidId)
  .min(1, invalidId)
  .max(MAX_ID, invalidId);

/**
 * A string without control characters (tab and line breaks are text): the base of every text a
 * client sends, so that NUL never reaches the database.
 */
export const plainString = (params?: string | { error: string }) =>
  z
    .string(params)
    .refine((value) => !hasControlCharacters(value), GENERIC_MESSAGES.controlCharacters);

/** Required text: trimmed, non-empty, with the given message when missing. */
export const requiredText = (message: string, max = 200) =>
  plainString({ error: message }).trim().min(1, message).max(max, message);

export const isoDate = z.iso.datetime({ offset: true });

/**
 * A login's `device` (added to the spec's login bodies): a random key the browser keeps and sends
 * with every login. A device where the account's password was right before is never stopped by
 * the failures of others (docs/decisions/login-limits-and-admin-emails.md).
 */
export const loginDevice = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid device key')
  .optional();
