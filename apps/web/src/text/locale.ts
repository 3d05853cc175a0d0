/**
 * The active language: chosen before the first render from the choice stored on this device,
 * else the browser's languages, else English; changing it stores the choice and reloads the page.
 */
import { activateCatalogue } from './active.ts';
import { text } from './en.ts';
import { LOCALES, type Locale, type LocaleCode } from './locales.ts';

const STORAGE_KEY = 'o4f_language';
const ENGLISH: Locale = LOCALES[0];

let current: Locale = ENGLISH;

export const activeLocale = (): Locale => current;

/** The tag Intl formats with (English keeps the spec's own formats, see lib/dates.ts). */
export const intlLocale = (): string => current.intl ?? current.code;

const byCode = (code: string | null | undefined): Locale | undefined =>
  code ? LOCALES.find((locale) => locale.code === code.toLowerCase()) : undefined;

/** The stored choice if supported, else the first browser language we speak (de-AT → de). */
export function matchLocale(stored: string | null, languages: readonly string[]): Locale {
  const chosen = byCode(stored);
  if (chosen) return chosen;
  for (const language of languages) {
    const found = byCode(language) ?? byCode(language.split('-')[0]);
    if (found) return found;
  }
  return ENGLISH;
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Loads and activates a locale's catalogue; English when it cannot be loaded (offline). */
export async function applyLocale(locale: Locale): Promise<void> {
  let catalogue = null;
  if ('load' in locale && locale.load) {
    try {
      catalogue = await locale.load();
    } catch {
      locale = ENGLISH;
    }
  }
  activateCatalogue(catalogue);
  current = locale;
  document.documentElement.lang = locale.code;
  document.documentElement.dir = locale.dir ?? 'ltr';
  // index.html's title and description, in English until now (its <noscript> stays English).
  document.title = text.common.productName;
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', text.common.documentDescription);
}

/** Before the first render: the device's choice, else the browser's languages. */
export function startLanguage(): Promise<void> {
  return applyLocale(matchLocale(readStored(), navigator.languages ?? [navigator.language]));
}

/** Remembers the choice on this device and reloads the page in that language. */
export function chooseLanguage(code: LocaleCode): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Private mode without storage: the reload still follows the browser's languages.
  }
  window.location.reload();
}
