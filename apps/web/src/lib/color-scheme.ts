/**
 * The device's light / dark / system choice and the scheme it resolves to, for the lean entry and
 * the full app alike. index.html's inline script applies the same rule before the first paint.
 */
import { useSyncExternalStore } from 'react';

export const COLOR_SCHEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ColorSchemeChoice = (typeof COLOR_SCHEME_CHOICES)[number];
export type ColorScheme = 'light' | 'dark';

/** The localStorage key; MUI's ThemeProvider reads and writes the same one (app/providers.tsx). */
export const COLOR_SCHEME_KEY = 'colorScheme';
/** Set on <html> to the resolved scheme; MUI's and lean.css's dark rules hang on it. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const isChoice = (value: unknown): value is ColorSchemeChoice =>
  (COLOR_SCHEME_CHOICES as readonly unknown[]).includes(value);

/** The stored choice; anything else (nothing stored, storage blocked) follows the system. */
export function readColorSchemeChoice(): ColorSchemeChoice {
  try {
    const stored = window.localStorage.getItem(COLOR_SCHEME_KEY);
    return isChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function resolveColorScheme(choice: ColorSchemeChoice, systemDark: boolean): ColorScheme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Marks <html> with the scheme the stored choice and the system give now. */
export function applyColorScheme(root: HTMLElement = document.documentElement): ColorScheme {
  const scheme = resolveColorScheme(readColorSchemeChoice(), systemPrefersDark());
  if (root.getAttribute(COLOR_SCHEME_ATTRIBUTE) !== scheme)
    root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  return scheme;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let watching = false;

function changed(): void {
  applyColorScheme();
  for (const listener of listeners) listener();
}

/** Follows the system's scheme and other tabs' choices while anyone listens. */
function watch(): void {
  if (watching) return;
  watching = true;
  if (typeof window.matchMedia === 'function')
    window.matchMedia(DARK_QUERY).addEventListener('change', changed);
  window.addEventListener('storage', (event) => {
    if (event.key === COLOR_SCHEME_KEY || event.key === null) changed();
  });
}

export function subscribeColorScheme(listener: Listener): () => void {
  watch();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function storeColorSchemeChoice(choice: ColorSchemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(COLOR_SCHEME_KEY);
    else window.localStorage.setItem(COLOR_SCHEME_KEY, choice);
  } catch {
    // Storage can be unavailable (private mode quotas): the page keeps following the system.
  }
  changed();
}

/** The current choice and the function that changes it (stored on the device). */
export function useColorSchemeChoice(): [ColorSchemeChoice, (choice: ColorSchemeChoice) => void] {
  const choice = useSyncExternalStore(
    subscribeColorScheme,
    readColorSchemeChoice,
    () => 'system' as const,
  );
  return [choice, storeColorSchemeChoice];
}

/**
 * The menu's words. They belong in the text table (text.theme) once the language catalogues
 * take it over; until then they stay here, in one place for both menus.
 */
