/**
 * The languages the app speaks, each named in its own words. Adding one is its catalogue file
 * (typed `Catalogue`) and one line here. English is built in; any other catalogue is loaded only
 * when it is the active one.
 */
import type { Catalogue } from './catalogue.ts';

export interface Locale {
  /** The BCP 47 language tag: <html lang>, Accept-Language, the stored choice. */
  readonly code: string;
  /** The language's own name, as its speakers write it. */
  readonly name: string;
  readonly dir?: 'rtl';
  /** The tag given to Intl when it differs from `code` (e.g. to pick a numbering system). */
  readonly intl?: string;
  readonly load?: () => Promise<Catalogue>;
}

export const LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch', load: async () => (await import('./de.ts')).de },
  { code: 'fr', name: 'Français', load: async () => (await import('./fr.ts')).fr },
  { code: 'es', name: 'Español', load: async () => (await import('./es.ts')).es },
  { code: 'it', name: 'Italiano', load: async () => (await import('./it.ts')).it },
  {
    code: 'ar',
    name: 'العربية',
    dir: 'rtl',
    // Latin digits, as Lecture Codes, private IDs and the CSV files are written.
    intl: 'ar-u-nu-latn',
    load: async () => (await import('./ar.ts')).ar,
  },
] as const satisfies readonly Locale[];

export type LocaleCode = (typeof LOCALES)[number]['code'];
