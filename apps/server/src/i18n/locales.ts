// The languages the server speaks besides English: adding one is its catalogue file (typed
// `ServerCatalogue`) and one line here.
import type { ServerCatalogue } from './english.ts';

export interface ServerLocale {
  /** The BCP 47 language tag Accept-Language is matched against (de-AT → de). */
  readonly code: string;
  /** A right-to-left language (the LTI pages' `<html dir>`). */
  readonly dir?: 'rtl';
  readonly load: () => Promise<ServerCatalogue>;
}

export const SERVER_LOCALES: readonly ServerLocale[] = [
  { code: 'de', load: async () => (await import('./de.ts')).de },
  { code: 'fr', load: async () => (await import('./fr.ts')).fr },
  { code: 'es', load: async () => (await import('./es.ts')).es },
  { code: 'it', load: async () => (await import('./it.ts')).it },
  { code: 'ar', dir: 'rtl', load: async () => (await import('./ar.ts')).ar },
];
