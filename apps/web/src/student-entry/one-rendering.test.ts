// Each student screen is written once (docs/decisions/lean-student-entry.md): the screen's title
// is drawn by one component, in this folder, whichever entry (lean or full app) shows it. A second
// rendering of a student screen anywhere in the app makes this test fail.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textPathsByModule, textPathsRead } from '../testing/text-paths.ts';

/**
 * The names a component of each join screen would carry: one declaration each, anywhere in the
 * app (a full-app wrapper such as `PickCardScreen` beside `PickCardPage` is a second component).
 */
const SCREEN_NAMES = {
  'Have you used Open4Feedback before? / Enter Lecture Code': 'OldOrNewStudent',
  '/join/{code}': 'JoinByCode',
  'Pick a mask': 'PickCard',
  'Waiting room': 'WaitingRoom',
  'Credentials step': 'Credentials',
} as const;

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

/** Every module that reads a text path (or a longer path under it). */
function readersOf(path: string, modules: Map<string, Set<string>>): string[] {
  return [...modules]
    .filter(([, read]) => [...read].some((used) => used === path || used.startsWith(`${path}.`)))
    .map(([file]) => file);
}

describe('each student screen is written once', () => {
  const modules = new Map(
    [...textPathsByModule(SRC)].map(([file, read]) => [relative(SRC, file), read]),
  );

  it('finds the texts it checks through both ways a module reads them', () => {
    const read = textPathsRead(
      "import { text as x } from './en.ts';\nconst t = text.join.waitingRoom;\nt.title; t[kind]; text.nav.menu; x.qa.post",
    );
    expect([...read].sort()).toEqual([
      'join.waitingRoom',
      'join.waitingRoom.title',
      'nav.menu',
      'qa.post',
    ]);
  });

  for (const [screen, stem] of Object.entries(SCREEN_NAMES))
    it(`${screen}: one component by name`, () => {
      const pattern = new RegExp(
        `\\bfunction ${stem}(Page|Screen|View)?\\b|\\bconst ${stem}(Page|Screen|View)?\\s*=`,
        'g',
      );
      const declared = [...modules.keys()].flatMap((file) =>
        [...readFileSync(join(SRC, file), 'utf8').matchAll(pattern)].map(() => file),
      );
      expect(declared, `${stem} is declared in ${declared.join(', ')}`).toHaveLength(1);
      expect(declared[0]).toMatch(/^student-entry\//);
    });

  for (const [screen, path] of Object.entries(SCREEN_TITLES))
    it(`${screen}: one component, in the student screens`, () => {
      const readers = readersOf(path, modules);
      expect(readers, `${path} is drawn by ${readers.join(', ')}`).toHaveLength(1);
      expect(readers[0]).toMatch(/^student-entry\//);
    });
});
