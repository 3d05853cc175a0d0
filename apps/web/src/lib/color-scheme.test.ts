import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_CHOICES,
  COLOR_SCHEME_KEY,
  readColorSchemeChoice,
  resolveColorScheme,
  storeColorSchemeChoice,
  useColorSchemeChoice,
  type ColorSchemeChoice,
} from './color-scheme.ts';

let systemDark = false;

function stubSystem(dark: boolean) {
  systemDark = dark;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && systemDark,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const attribute = () => document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  stubSystem(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the colour scheme choice', () => {
  it('follows the system until a choice is stored, and ignores what it does not know', () => {
    expect(readColorSchemeChoice()).toBe('system');
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    expect(readColorSchemeChoice()).toBe('dark');
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'sepia');
    expect(readColorSchemeChoice()).toBe('system');
  });

  it('resolves a choice with the system preference', () => {
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
  });

  it('stores a choice on the device and marks <html> at once; System forgets it', () => {
    stubSystem(true);
    storeColorSchemeChoice('light');
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('light');
    expect(attribute()).toBe('light');
    storeColorSchemeChoice('system');
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBeNull();
    expect(attribute()).toBe('dark');
  });

  it('gives a component the choice and re-renders it when the choice changes', () => {
    const { result } = renderHook(() => useColorSchemeChoice());
    expect(result.current[0]).toBe('system');
    act(() => result.current[1]('dark'));
    expect(result.current[0]).toBe('dark');
    expect(attribute()).toBe('dark');
  });
});

// index.html's inline script runs before any module: it repeats the rule above in plain
// JavaScript. Run it here against every stored choice and system preference.
const INDEX_HTML = join(import.meta.dirname, '..', '..', 'index.html');
const bootstrap = /<script>([\s\S]*?)<\/script>/.exec(readFileSync(INDEX_HTML, 'utf8'))?.[1];

function runBootstrap(stored: string | null, dark: boolean, storageFails = false): string | null {
  const root = document.createElement('html');
  const storage = {
    getItem: (key: string) => {
      if (storageFails) throw new Error('SecurityError');
      return key === COLOR_SCHEME_KEY ? stored : null;
    },
  };
  const media = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && dark });
  new Function('localStorage', 'matchMedia', 'document', bootstrap!)(storage, media, {
    documentElement: root,
  });
  return root.getAttribute(COLOR_SCHEME_ATTRIBUTE);
}

describe("index.html's theme bootstrap", () => {
  it('exists', () => {
    expect(bootstrap).toContain(COLOR_SCHEME_KEY);
  });

  for (const choice of COLOR_SCHEME_CHOICES)
    for (const dark of [false, true])
      it(`marks <html> as the app would: choice ${choice}, system ${dark ? 'dark' : 'light'}`, () => {
        const stored = choice === 'system' ? null : choice;
        expect(runBootstrap(stored, dark)).toBe(resolveColorScheme(choice, dark));
      });

  it('follows the system when storage is blocked or holds something else', () => {
    expect(runBootstrap(null, true, true)).toBe('dark');
    expect(runBootstrap('sepia' as ColorSchemeChoice, true)).toBe('dark');
    expect(runBootstrap('sepia', false)).toBe('light');
  });
});
