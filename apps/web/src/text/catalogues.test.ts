// Every language's table has exactly the English table's texts, and every text is read by some
// module: adding a language is one catalogue file and one line in locales.ts, checked here.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textPathsByModule } from '../testing/text-paths.ts';
import { en } from './en.ts';
import { LOCALES } from './locales.ts';

/** Every text's path: `join.title`, `howItWorks.faq.3.answer`, `live.reactions.1`. */
function leafPaths(node: unknown, prefix: readonly string[] = []): string[] {
  if (node !== null && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => leafPaths(value, [...prefix, key]));
  return [prefix.join('.')];
}

const kindOf = (node: unknown): string =>
  Array.isArray(node) ? `array of ${node.length}` : node === null ? 'null' : typeof node;

/** Texts whose kind differs (a function where English has one, a list as long as English's). */
function kindMismatches(english: unknown, other: unknown, path: readonly string[] = []): string[] {
  const here = `${path.join('.') || '(root)'}: ${kindOf(english)} vs ${kindOf(other)}`;
  if (kindOf(english) !== kindOf(other)) return [here];
  if (english === null || typeof english !== 'object') return [];
  return Object.keys(english).flatMap((key) =>
    key in (other as object)
      ? kindMismatches(
          (english as Record<string, unknown>)[key],
          (other as Record<string, unknown>)[key],
          [...path, key],
        )
      : [],
  );
}

/** A read path cut to the table: `about.features.map` reads the whole `about.features`. */
function inTable(path: string): string {
  const kept: string[] = [];
  let node: unknown = en;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) break;
    node = (node as Record<string, unknown>)[key];
    kept.push(key);
  }
  return kept.join('.');
}

describe('language catalogues', () => {
  it('lists English first, each language once, named in its own words', () => {
    expect(LOCALES[0].code).toBe('en');
    expect(new Set(LOCALES.map((locale) => locale.code)).size).toBe(LOCALES.length);
    for (const locale of LOCALES) expect(locale.name.length).toBeGreaterThan(1);
  });

  for (const locale of LOCALES.filter((entry) => 'load' in entry))
    it(`${locale.code} (${locale.name}) has exactly the English texts, of the same kinds`, async () => {
      const catalogue = await (locale as { load: () => Promise<unknown> }).load();
      const english = new Set(leafPaths(en));
      const own = new Set(leafPaths(catalogue));
      expect(
        [...english].filter((path) => !own.has(path)),
        'missing',
      ).toEqual([]);
      expect(
        [...own].filter((path) => !english.has(path)),
        'not in English',
      ).toEqual([]);
      expect(kindMismatches(en, catalogue)).toEqual([]);
      expect(
        leafPaths(catalogue).filter((path) => {
          const value = path
            .split('.')
            .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue);
          return typeof value === 'string' && value.trim() === '';
        }),
        'empty texts',
      ).toEqual([]);
    });

  it('has no text that no module reads', () => {
    const read = [...textPathsByModule(join(import.meta.dirname, '..')).values()]
      .flatMap((paths) => [...paths].map(inTable))
      .filter(Boolean);
    const unread = leafPaths(en).filter(
      (leaf) => !read.some((path) => leaf === path || leaf.startsWith(`${path}.`)),
    );
    expect(unread).toEqual([]);
  });
});
