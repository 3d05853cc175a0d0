// The languages the server speaks besides English: adding one is its catalogue file (typed
// `ServerCatalogue`) and one line here.
import type { ServerCatalogue } from './english.ts';

export interface ServerLocale {
  /** The BCP 47 language tag Accept-Language is matched against (de-AT → de). */
  readonly code: string;
  readonly load: () => Promise<ServerCatalogue>;
}

export const SERVER_LOCALES: readonly ServerLocale[] = [
  { code: 'de', load: async () => (await import('./de.ts')).de },
  { code: 'fr', load: async () => (await import('./fr.ts')).fr },
  { code: 'es', load: async () => (await import('./es.ts')).es },
  { code: 'it', load: async () => (await import('./it.ts')).it },
  { code: 'ar', load: async () => (await import('./ar.ts')).ar },
];
