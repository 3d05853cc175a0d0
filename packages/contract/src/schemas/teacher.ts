import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, STRONG_PASSWORD } from '../rules/password.ts';
import { loginDevice, plainString, requiredText } from './common.ts';

export const TEACHER_TEXT = {
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email is not valid.',
  universityRequired: 'University is required.',
  passwordRequired: 'Password is required.',
  passwordsDiffer: 'Password do not match',
  confirmRequired: 'Confirm password is required',
  loginIdInvalid: 'Private ID is not valid.',
  loginPasswordInvalid: 'Password is not valid.',
  weakPassword: 'Weak password. Match requirement from above.',
  currentPasswordRequired: 'Current password is required.',
  newPasswordRequired: 'New password is required.',
} as const;

const strongPassword = (requiredMessage: string) =>
  plainString({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(PASSWORD_MAX_LENGTH, TEACHER_TEXT.weakPassword)
    .regex(STRONG_PASSWORD, TEACHER_TEXT.weakPassword);

export const email = plainString({ error: TEACHER_TEXT.emailRequired })
  .trim()
  .min(1, TEACHER_TEXT.emailRequired)
  .max(254, TEACHER_TEXT.emailInvalid)
  .pipe(z.email({ error: TEACHER_TEXT.emailInvalid }));

export const teacherRegistration = z.object({
  username: plainString().trim().max(100).optional().default(''),
  firstName: requiredText(TEACHER_TEXT.firstNameRequired, 100),
  lastName: requiredText(TEACHER_TEXT.lastNameRequired, 100),
  email,
  university: requiredText(TEACHER_TEXT.universityRequired, 200),
  password: strongPassword(TEACHER_TEXT.passwordRequired),
});
export type TeacherRegistration = z.infer<typeof teacherRegistration>;

export const teacherLogin = z.object({
  username: requiredText(TEACHER_TEXT.loginIdInvalid, 254),
  password: z
    .string({ error: TEACHER_TEXT.loginPasswordInvalid })
    .min(1, TEACHER_TEXT.loginPasswordInvalid)
    .max(PASSWORD_MAX_LENGTH),
  device: loginDevice,
});

export const teacherLoginResult = z.object({ token: z.string(), isAdmin: z.boolean() });
export type TeacherLoginResult = z.infer<typeof teacherLoginResult>;

export const teacherUpdate = z.object({
  firstName: requiredText(TEACHER_TEXT.firstNameRequired, 100),
  lastName: requiredText(TEACHER_TEXT.lastNameRequired, 100),
  email,
  university: requiredText(TEACHER_TEXT.universityRequired, 200).optional(),
  /** The current password confirms the change. */
  password: z
    .string({ error: TEACHER_TEXT.currentPasswordRequired })
    .min(1, TEACHER_TEXT.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH),
});

export const teacherPasswordUpdate = z.object({
  username: plainString().max(254).optional(),
  currentPassword: z
    .string({ error: TEACHER_TEXT.currentPasswordRequired })
    .min(1, TEACHER_TEXT.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH),
  newPassword: strongPassword(TEACHER_TEXT.newPasswordRequired),
});

export const teacherProfile = z.object({
  id: z.number(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  university: z.string(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TeacherProfile = z.infer<typeof teacherProfile>;

/** The client-side password change form, shared by both roles. */
export const passwordChangeForm = z
  .object({
    password: z.string().min(1, TEACHER_TEXT.currentPasswordRequired),
    newPassword: z
      .string()
      .min(1, TEACHER_TEXT.newPasswordRequired)
      .regex(STRONG_PASSWORD, TEACHER_TEXT.weakPassword),
    newPasswordConfirm: z.string().min(1, TEACHER_TEXT.confirmRequired),
  })
  .refine((form) => form.newPassword === form.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    message: TEACHER_TEXT.passwordsDiffer,
  });
export type PasswordChangeForm = z.infer<typeof passwordChangeForm>;
