// The modules a student's first page loads run before the active language's catalogue is in
// place (main.tsx chooses it, then draws): a text they read at their top level would stay
// English. They read texts inside functions and components instead.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticGraph, textsReadAtLoad } from '../testing/load-time-texts.ts';

const SRC = join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(file, 'utf8');

describe('texts read while the first modules load', () => {
  it('finds a text read at the top level, and lets aliases and functions be', () => {
    const source = [
      "import { text as x } from '../text/en.ts';",
      'const t = text.join.waitingRoom;',
      'const LABELS = { a: text.nav.home, b: t.title, c: x.qa.post };',
      'const LATER = () => text.nav.live;',
      'function Page() { return t.return; }',
      'const CALLED = text.join.waitingRoom.redirecting(3);',
    ].join('\n');
    expect(textsReadAtLoad(source)).toEqual([
      'nav.home',
      'join.waitingRoom.title',
      'qa.post',
      'join.waitingRoom.redirecting()',
    ]);
  });

  it('has none in the modules main.tsx loads statically', () => {
    const graph = staticGraph(join(SRC, 'main.tsx'), read);
    expect(graph.length).toBeGreaterThan(20);
    const offenders = graph
      .filter((file) => !file.includes(`${join(SRC, 'text')}/`))
      .flatMap((file) => textsReadAtLoad(read(file), file).map((path) => `${file}: ${path}`));
    expect(offenders).toEqual([]);
  });
});
