// The server's texts in the client's language: Accept-Language negotiated (negotiator) against
// English and the server catalogues, and a message said in the contract's English turned into
// the same text of the chosen language. English, and any text the catalogues do not know, pass
// through unchanged.
import Negotiator from 'negotiator';
import { MAIL_TEXT } from '../mail/mail-text.ts';
import { english, type ServerCatalogue } from './english.ts';
import { SERVER_LOCALES } from './locales.ts';

export type Translate = (message: string) => string;

const ENGLISH = 'en';
const CODES = [ENGLISH, ...SERVER_LOCALES.map((locale) => locale.code)];
const translators = new Map<string, Translate>();
const catalogues = new Map<string, ServerCatalogue>();

/** The language a request's answers (and the e-mails it causes) are written in. */
export const requestLanguage = (request: { headers: { 'accept-language'?: string } }): string =>
  negotiateLanguage(request.headers['accept-language']);

/** The best language of an Accept-Language header the server speaks; English without one. */
export function negotiateLanguage(header: string | readonly string[] | undefined): string {
  if (!header || header.length === 0) return ENGLISH;
  const value = typeof header === 'string' ? header : header.join(',');
  return new Negotiator({ headers: { 'accept-language': value } }).language(CODES) ?? ENGLISH;
}

type Text = string | ((...args: never[]) => string);

const NUMBER = /^-?\d+(\.\d+)?$/;
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text with parameters is recognised by its shape: the English function called with markers
 * gives a pattern whose groups are the parameters; small counts are learned as they are, since
 * the English may choose another wording for them ("1 pseudonym removed.").
 */
function learn(
  source: (...args: unknown[]) => string,
  target: (...args: unknown[]) => string,
  exact: Map<string, string>,
  patterns: [RegExp, (...args: unknown[]) => string][],
): void {
  for (const count of [0, 1, 2]) {
    const args = Array.from({ length: source.length }, () => count);
    if (!exact.has(source(...args))) exact.set(source(...args), target(...args));
  }
  const markers = Array.from({ length: source.length }, (_, index) => `\ue000${index}\ue001`);
  const pattern = escape(source(...markers)).replace(/\ue000\d+\ue001/g, '(.+?)');
  patterns.push([new RegExp(`^${pattern}$`, 's'), target]);
}

function translatorOf(catalogue: ServerCatalogue): Translate {
  const exact = new Map<string, string>();
  const patterns: [RegExp, (...args: unknown[]) => string][] = [];
  for (const [group, texts] of Object.entries(english)) {
    const local = (catalogue as unknown as Record<string, Record<string, Text>>)[group]!;
    for (const [key, text] of Object.entries(texts as Record<string, Text>)) {
      const translated = local[key]!;
      if (typeof text === 'string') {
        if (!exact.has(text)) exact.set(text, translated as string);
      } else {
        learn(
          text as (...args: unknown[]) => string,
          translated as (...args: unknown[]) => string,
          exact,
          patterns,
        );
      }
    }
  }
  return (message) => {
    const known = exact.get(message);
    if (known !== undefined) return known;
    for (const [pattern, target] of patterns) {
      const match = pattern.exec(message);
      if (match)
        return target(...match.slice(1).map((arg) => (NUMBER.test(arg) ? Number(arg) : arg)));
    }
    return message;
  };
}

/** Loads every server catalogue once (at start: a translator is then ready for every request). */
export async function prepareLanguages(): Promise<void> {
  for (const locale of SERVER_LOCALES) {
    if (catalogues.has(locale.code)) continue;
    const catalogue = await locale.load();
    catalogues.set(locale.code, catalogue);
    translators.set(locale.code, translatorOf(catalogue));
  }
}

/** A language's e-mail texts (English for English, or before prepareLanguages). */
export function mailTextFor(language: string): ServerCatalogue['MAIL_TEXT'] {
  return catalogues.get(language)?.MAIL_TEXT ?? MAIL_TEXT;
}

/**
 * What an HTML page for a request says: the negotiated language with its catalogue and its
 * translator, or English (no catalogue) for English and before prepareLanguages.
 */
export function pageLanguageOf(request: { headers: { 'accept-language'?: string } }): {
  readonly code: string;
  readonly dir?: 'rtl';
  readonly catalogue?: ServerCatalogue;
  readonly translate: Translate;
} {
  const code = requestLanguage(request);
  const catalogue = catalogues.get(code);
  const translate = translatorFor(code);
  if (!catalogue || !translate) return { code: ENGLISH, translate: (message) => message };
  const dir = SERVER_LOCALES.find((locale) => locale.code === code)?.dir;
  return { code, ...(dir ? { dir } : {}), catalogue, translate };
}

/** The translator of a language, or undefined for English (and before prepareLanguages). */
export function translatorFor(language: string): Translate | undefined {
  return language === ENGLISH ? undefined : translators.get(language);
}
