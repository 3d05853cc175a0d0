import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, STRONG_PASSWORD } from '../rules/password.ts';
import { loginDevice, plainString } from './common.ts';
import { STUDENT_MESSAGES } from './messages.ts';
import { TEACHER_TEXT } from './teacher.ts';

export const STUDENT_TEXT = {
  privateIdRequired: 'Private ID is required.',
  passwordRequired: 'Password is required.',
} as const;

export const studentLogin = z.object({
  anonId: plainString({ error: STUDENT_TEXT.privateIdRequired })
    .trim()
    .min(1, STUDENT_TEXT.privateIdRequired)
    .max(64),
  password: z
    .string({ error: STUDENT_TEXT.passwordRequired })
    .min(1, STUDENT_TEXT.passwordRequired)
    .max(PASSWORD_MAX_LENGTH),
  device: loginDevice,
});
export type StudentLogin = z.infer<typeof studentLogin>;

/** Issued credentials: the private ID and password a student logs in with. */
export const studentCredentials = z.object({ anonId: z.string(), password: z.string() });
export type StudentCredentials = z.infer<typeof studentCredentials>;

export const studentLoginResult = z.object({ token: z.string(), anonId: z.string() });

export const studentPasswordChange = z.object({
  password: z
    .string({ error: TEACHER_TEXT.currentPasswordRequired })
    .min(1, TEACHER_TEXT.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH),
  newPassword: plainString({ error: TEACHER_TEXT.newPasswordRequired })
    .min(1, TEACHER_TEXT.newPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, TEACHER_TEXT.weakPassword)
    .regex(STRONG_PASSWORD, TEACHER_TEXT.weakPassword),
});

/** What a student sees of their own account; never shown to a teacher. */
export const studentProfile = z.object({
  id: z.number(),
  anonId: z.string(),
  role: z.literal('STUDENT'),
  createdAt: z.string(),
});
export type StudentProfile = z.infer<typeof studentProfile>;

/** A private ID a student chooses: 4 to 64 letters, digits, dots, dashes or underscores. */
export const ANON_ID_PATTERN = /^[A-Za-z0-9._-]{4,64}$/;

const newStrongPassword = (requiredMessage: string) =>
  plainString({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(PASSWORD_MAX_LENGTH, TEACHER_TEXT.weakPassword)
    .regex(STRONG_PASSWORD, TEACHER_TEXT.weakPassword);

/**
 * POST /user. With both fields the student chooses the credentials; with an empty body the
 * server issues random ones.
 */
export const studentRegistration = z.object({
  anonId: plainString({ error: STUDENT_TEXT.privateIdRequired })
    .trim()
    .min(1, STUDENT_TEXT.privateIdRequired)
    .regex(ANON_ID_PATTERN, STUDENT_MESSAGES.anonIdInvalid),
  password: newStrongPassword(STUDENT_TEXT.passwordRequired),
});
export type StudentRegistration = z.infer<typeof studentRegistration>;

export const studentRegistrationResult = z.object({
  id: z.number(),
  anonId: z.string(),
  /** Present only when the server generated the credentials; shown once. */
  password: z.string().optional(),
  token: z.string(),
});

/** PUT /user and PUT /user/{id}: set a new password. */
export const studentPasswordSet = z.object({
  password: newStrongPassword(TEACHER_TEXT.newPasswordRequired),
});

/** GET /users (admin teachers): numbers only, never identifiers or credentials. */
export const studentSummary = z.object({
  total: z.number(),
  issuedCredentials: z.number(),
  chosenPasswords: z.number(),
  createdLast30Days: z.number(),
});
