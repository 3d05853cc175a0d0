// The small HTML pages the LMS shows in its frame or window: a refusal in words, and the end of
// a dynamic registration, which tells the platform to close its dialog.
import { createHash } from 'node:crypto';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/** The pages' own words (the refusals' messages are LTI_MESSAGES); i18n/english.ts lists both. */
export const LTI_PAGES = {
  registerRefused: 'Open4Feedback was not registered',
  loginRefused: 'Open4Feedback could not start',
  launchRefused: 'Open4Feedback could not open',
  registeredTitle: 'Open4Feedback is registered',
  registered: (platformName: string) =>
    `Open4Feedback is now registered with ${platformName}. You can close this window.`,
} as const;

/** The page's language: `<html lang>`, and `dir` for a right-to-left one. */
export interface PageLanguage {
  readonly code: string;
  readonly dir?: 'rtl';
}

const ENGLISH: PageLanguage = { code: 'en' };

const page = (title: string, message: string, language: PageLanguage, script = ''): string =>
  [
    '<!doctype html>',
    `<html lang="${escapeHtml(language.code)}"${language.dir ? ` dir="${language.dir}"` : ''}><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}</style>',
    '</head><body>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(message)}</p>`,
    script ? `<script>${script}</script>` : '',
    '</body></html>',
  ].join('\n');

/** A page saying in words why the LMS request was refused. */
export const messagePage = (
  title: string,
  message: string,
  language: PageLanguage = ENGLISH,
): string => page(title, message, language);

/** Dynamic Registration 1.0: the platform closes its registration dialog on this message. */
const CLOSE_SCRIPT =
  "(window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');";

/** The hash that lets the close script (and only it) run under the content security policy. */
export const CLOSE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(CLOSE_SCRIPT).digest('base64')}'`;

export const registeredPage = (
  platformName: string,
  texts: { readonly registeredTitle: string; registered(platformName: string): string } = LTI_PAGES,
  language: PageLanguage = ENGLISH,
): string => page(texts.registeredTitle, texts.registered(platformName), language, CLOSE_SCRIPT);
