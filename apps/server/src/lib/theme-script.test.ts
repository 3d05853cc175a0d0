import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { THEME_SCRIPT_HASH } from './theme-script.ts';

const INDEX_HTML = fileURLToPath(new URL('../../../web/index.html', import.meta.url));

/** The text of every script element without a src, as the browser hashes it. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

const cspHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

describe('the theme bootstrap script', () => {
  it('is the only inline script of index.html, and the CSP hash is its hash', () => {
    const scripts = inlineScripts(readFileSync(INDEX_HTML, 'utf8'));
    expect(scripts).toHaveLength(1);
    expect(cspHash(scripts[0]!)).toBe(THEME_SCRIPT_HASH);
  });
});
