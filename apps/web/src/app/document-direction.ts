/** The document's writing direction (<html dir>, which the language choice sets), as React state. */
import { useSyncExternalStore } from 'react';
import type { Direction } from './theme.ts';

function readDirection(): Direction {
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

function subscribe(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

export function useDocumentDirection(): Direction {
  return useSyncExternalStore(subscribe, readDirection, () => 'ltr' as const);
}
