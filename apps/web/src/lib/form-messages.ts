/**
 * Form errors in the active language: the contract's schemas give their messages in English (the
 * server's words); the text table repeats them, so a form's resolver swaps each for the active
 * language's text at the same place in the table.
 */
import { en, text } from '../text/en.ts';

type Pairs = ReadonlyArray<readonly [english: string, local: string]>;

const pairsOf = (english: object, local: object): Pairs =>
  Object.entries(english).flatMap(([key, value]) => {
    const translated = (local as Record<string, unknown>)[key];
    return typeof value === 'string' && typeof translated === 'string'
      ? [[value, translated] as const]
      : [];
  });

/** Each form's messages, read when the form validates (so the active language's). */
export const FORM_MESSAGES = {
  teacherLogin: (): Pairs => [
    [en.auth.teacherLoginInvalidId, text.auth.teacherLoginInvalidId],
    [en.auth.teacherLoginInvalidPassword, text.auth.teacherLoginInvalidPassword],
  ],
  studentLogin: (): Pairs => [
    [en.auth.studentPrivateIdRequired, text.auth.studentPrivateIdRequired],
    [en.auth.studentPasswordRequired, text.auth.studentPasswordRequired],
  ],
  registration: (): Pairs => pairsOf(en.auth.registration, text.auth.registration),
  passwordChange: (): Pairs => pairsOf(en.settings, text.settings),
  lecture: (): Pairs => [
    ...pairsOf(en.lectures.form.errors, text.lectures.form.errors),
    [en.lectures.videoLinkTooLong, text.lectures.videoLinkTooLong],
    [en.lectures.presentationPdfOnly, text.lectures.presentationPdfOnly],
  ],
  course: (): Pairs => pairsOf(en.courses.form.errors, text.courses.form.errors),
  lti: (): Pairs => pairsOf(en.lti.errors, text.lti.errors),
} as const;

function translate(node: unknown, messages: ReadonlyMap<string, string>): void {
  if (node === null || typeof node !== 'object') return;
  const error = node as { message?: unknown; ref?: unknown };
  if (typeof error.message === 'string') {
    const local = messages.get(error.message);
    if (local !== undefined) error.message = local;
  }
  for (const [key, child] of Object.entries(node)) if (key !== 'ref') translate(child, messages);
}

/** One message in the active language (a schema's `safeParse` outside a form resolver). */
export const localMessage = (message: string, messages: () => Pairs): string =>
  new Map(messages()).get(message) ?? message;

/** The resolver with its errors' messages in the active language. */
export function withMessages<R extends (...args: never[]) => unknown>(
  resolver: R,
  messages: () => Pairs,
): R {
  return (async (...args: Parameters<R>) => {
    const result = (await resolver(...args)) as { errors?: unknown };
    translate(result.errors, new Map(messages()));
    return result;
  }) as R;
}
