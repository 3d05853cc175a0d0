/** Which texts of the text table the source modules read (for the catalogue and screen checks). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The app's source modules (tests and the testing folder left out, unless `tests`). */
export function sourceFiles(dir: string, { tests = false } = {}): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'testing' && !tests ? [] : sourceFiles(path, { tests });
    return /\.tsx?$/.test(entry.name) && (tests || !/\.test\.tsx?$/.test(entry.name)) ? [path] : [];
  });
}

const PATH = String.raw`((?:\.[A-Za-z]\w*)+)`;

/**
 * The text paths a module reads: `text.join.title`; through an alias (`const t =
 * text.join.waitingRoom;` then `t.title`) `join.waitingRoom.title`; through a renamed import
 * (`import { text as t }`) `t.qa.post` as `qa.post`; `en.x` where a module imports the English
 * table itself. An alias's own path is read only where the
 * alias is used whole (`t[kind]`, `f(t)`), not by its definition.
 */
export function textPathsRead(source: string): Set<string> {
  const paths = new Set<string>();
  const names = ['text'];
  for (const [, name] of source.matchAll(/\bimport\s*\{[^}]*\btext\s+as\s+(\w+)/g))
    names.push(name!);
  // The English table read as such (the CSV files' column keys, English in every language).
  if (/\bimport\s*\{[^}]*\ben\b[^}]*\}\s*from\s*'[^']*text\/en\.ts'/.test(source)) names.push('en');
  const aliases = [
    ...source.matchAll(new RegExp(String.raw`\bconst\s+(\w+)\s*=\s*text${PATH}\s*;`, 'g')),
  ];
  let rest = source;
  for (const [definition] of aliases) rest = rest.replace(definition, '');
  for (const name of names)
    for (const match of rest.matchAll(new RegExp(String.raw`(?<![\w.])${name}${PATH}`, 'g')))
      paths.add(match[1]!.slice(1));
  for (const [, name, base] of aliases) {
    for (const use of rest.matchAll(new RegExp(String.raw`(?<![\w.])${name}\b(${PATH})?`, 'g')))
      paths.add(`${base!.slice(1)}${use[2] ?? ''}`);
  }
  return paths;
}

/** Every module under `dir` and the text paths it reads. */
export function textPathsByModule(dir: string): Map<string, Set<string>> {
  return new Map(sourceFiles(dir).map((file) => [file, textPathsRead(readFileSync(file, 'utf8'))]));
}
