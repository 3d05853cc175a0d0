// The texts the server says (REST `{ message }`, socket acks, refusals and handshake errors), in
// the contract's English: the source every other language's server catalogue is typed against.
import {
  AUTH_MESSAGES,
  CLASS_CODE_TEXT,
  CLASS_STATUS_MESSAGES,
  COURSE_MESSAGES,
  COURSE_TEXT,
  FEEDBACK_MESSAGES,
  GENERIC_MESSAGES,
  LECTURE_MESSAGES,
  LECTURE_TEXT,
  LTI_TEXT,
  NOTIFICATION_MESSAGES,
  PASSKEY_MESSAGES,
  PRESENTATION_MESSAGES,
  QA_MESSAGES,
  SOCKET_TEXT,
  SSO_MESSAGES,
  STATISTICS_MESSAGES,
  STUDENT_MESSAGES,
  STUDENT_TEXT,
  TEACHER_MESSAGES,
  TEACHER_TEXT,
} from '@o4f/contract';
import { LTI_PAGES } from '../features/lti/lti-html.ts';
import { LTI_MESSAGES } from '../features/lti/lti-refusal.ts';
import type { MAIL_TEXT } from '../mail/mail-text.ts';

export const english = {
  AUTH_MESSAGES,
  TEACHER_MESSAGES,
  STUDENT_MESSAGES,
  COURSE_MESSAGES,
  LECTURE_MESSAGES,
  PRESENTATION_MESSAGES,
  FEEDBACK_MESSAGES,
  GENERIC_MESSAGES,
  QA_MESSAGES,
  STATISTICS_MESSAGES,
  CLASS_STATUS_MESSAGES,
  NOTIFICATION_MESSAGES,
  PASSKEY_MESSAGES,
  SSO_MESSAGES,
  TEACHER_TEXT,
  STUDENT_TEXT,
  LECTURE_TEXT,
  COURSE_TEXT,
  LTI_TEXT,
  CLASS_CODE_TEXT,
  SOCKET_TEXT,
  // The LMS's pages (HTML refusals, the end of a registration) and the LTI REST messages.
  LTI_MESSAGES,
  LTI_PAGES,
} as const;

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Widen<T[K]> };

/**
 * A language's server texts: every English text, a function where English has one, and the
 * e-mails' words (MAIL_TEXT, kept out of `english`: an e-mail is written, never translated back).
 */
export type ServerCatalogue = Widen<typeof english> & {
  readonly MAIL_TEXT: Widen<typeof MAIL_TEXT>;
};
