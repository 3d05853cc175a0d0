// Each student screen is written once (docs/decisions/lean-student-entry.md): the screen's title
// is drawn by one component, in this folder, whichever entry (lean or full app) shows it. A second
// rendering of a student screen anywhere in the app makes this test fail.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/** Each student screen and the text its title is drawn from (text/en.ts). */
const SCREEN_TITLES = {
  'Have you used Open4Feedback before?': 'join.chooseTitle',
  'Enter Lecture Code': 'join.title',
  'Pick a mask': 'join.pickCard.title',
  'Waiting room': 'join.waitingRoom.title',
  'Credentials step': 'join.credentials.title',
  'Live lecture (its tabs)': 'liveLecture.tabsLabel',
  'Live lecture loading': 'liveLecture.loading',
  'Live lecture not found': 'liveLecture.notFound',
} as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The text paths a module reads: `text.join.title`, and through an alias
 * (`const t = text.join.waitingRoom;` then `t.title`) `join.waitingRoom.title`.
 */
function textPathsRead(source: string): Set<string> {
  const paths = new Set<string>();
  const direct = /\btext((?:\.[A-Za-z]\w*)+)/g;
  for (const match of source.matchAll(direct)) paths.add(match[1]!.slice(1));
  const alias = /\bconst\s+(\w+)\s*=\s*text((?:\.[A-Za-z]\w*)+)\s*;/g;
  for (const [, name, base] of source.matchAll(alias)) {
    for (const use of source.matchAll(new RegExp(`\\b${name}((?:\\.[A-Za-z]\\w*)+)`, 'g')))
      paths.add(`${base!.slice(1)}${use[1]}`);
  }
  return paths;
}

/** Every module that reads a text path (or a longer path under it). */
function readersOf(path: string, modules: Map<string, Set<string>>): string[] {
  return [...modules]
    .filter(([, read]) => [...read].some((used) => used === path || used.startsWith(`${path}.`)))
    .map(([file]) => file);
}

describe('each student screen is written once', () => {
  const modules = new Map(
    sourceFiles(SRC).map((file) => [
      relative(SRC, file),
      textPathsRead(readFileSync(file, 'utf8')),
    ]),
  );

  it('finds the texts it checks through both ways a module reads them', () => {
    const read = textPathsRead('const t = text.join.waitingRoom;\nt.title; text.nav.menu');
    expect([...read].sort()).toEqual(['join.waitingRoom', 'join.waitingRoom.title', 'nav.menu']);
  });

  for (const [screen, path] of Object.entries(SCREEN_TITLES))
    it(`${screen}: one component, in the student screens`, () => {
      const readers = readersOf(path, modules);
      expect(readers, `${path} is drawn by ${readers.join(', ')}`).toHaveLength(1);
      expect(readers[0]).toMatch(/^student-entry\//);
    });
});
