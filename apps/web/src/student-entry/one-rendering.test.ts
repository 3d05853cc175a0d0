// Each student screen is written once (docs/decisions/lean-student-entry.md): the screen's title
// is drawn by one component, in this folder, whichever entry (lean or full app) shows it. A second
// rendering of a student screen anywhere in the app makes this test fail.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ar } from '../text/ar.ts';
import { de } from '../text/de.ts';
import { en } from '../text/en.ts';
import { es } from '../text/es.ts';
import { fr } from '../text/fr.ts';
import { it as italian } from '../text/it.ts';
import { sourceFiles, textPathsByModule, textPathsRead } from '../testing/text-paths.ts';

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

/** The groups of the table that belong to the student screens themselves. */
const SCREEN_GROUPS = ['join', 'liveLecture', 'live'];

/** Every text of a catalogue by its path ('howItWorks.student.1.heading'). */
function textsOf(catalogue: object): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string') texts.set(path.join('.'), node);
    else if (node !== null && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
  };
  walk(JSON.parse(JSON.stringify(catalogue)) as unknown, []);
  return texts;
}

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

  // The join screens are the lean entry's alone: its switch mounts JoinScreen, and the full app
  // gives a join screen's path back to it (app/student-screens.tsx, HandBackToLean). A screen's
  // component mounted in a second module (a route of the full app beside the lean entry's
  // switch, a test's copy of that route) is a second rendering of it.
  for (const [screen, stem] of Object.entries(SCREEN_NAMES))
    it(`${screen}: mounted in one module`, () => {
      const mount = new RegExp(`<${stem}(Page|Screen|View)?\\b`);
      const mounting = sourceFiles(SRC, { tests: true })
        .filter((file) => mount.test(readFileSync(file, 'utf8')))
        .map((file) => relative(SRC, file));
      expect(mounting, `${stem} is mounted in ${mounting.join(', ')}`).toEqual([
        'student-entry/join-screen.tsx',
      ]);
    });

  it('the join screens are mounted by the lean entry alone', () => {
    const mount = new RegExp(`<${'JoinScreen'}\\b`);
    const mounting = sourceFiles(SRC, { tests: true })
      .filter((file) => mount.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(mounting).toEqual(['student-entry/lean-app.tsx']);
  });

  for (const [screen, path] of Object.entries(SCREEN_TITLES))
    it(`${screen}: one component, in the student screens`, () => {
      const readers = readersOf(path, modules);
      expect(readers, `${path} is drawn by ${readers.join(', ')}`).toHaveLength(1);
      expect(readers[0]).toMatch(/^student-entry\//);
    });

  // A guide's step headed with a screen's title ('2. Pick a mask') draws the screen a second time
  // in words: outside the screens' own groups no numbered step is a screen's title, in any
  // language. (A link or a message that names a screen, 'Join Lecture', is not a step.)
  const catalogues = { en, de, fr, es, it: italian, ar };
  for (const [code, catalogue] of Object.entries(catalogues))
    it(`${code}: no text outside the student screens repeats a screen's title`, () => {
      const texts = textsOf(catalogue);
      const titles = new Set(Object.values(SCREEN_TITLES).map((path) => texts.get(path)));
      const repeated = [...texts]
        .filter(([path]) => !SCREEN_GROUPS.includes(path.split('.')[0]!))
        .filter(([, value]) => /^\d+\.\s/.test(value))
        .filter(([, value]) => titles.has(value.replace(/^\d+\.\s+/, '')))
        .map(([path, value]) => `${path}: ${value}`);
      expect(repeated).toEqual([]);
    });
});
