#!/usr/bin/env node
// Lists the exports of the server's source that no other file names: `dead` when their own file
// does not use them either (delete them), `local` when only their own file does (the export
// keyword could go; types in exported signatures stay exported). Text search, no type
// information: a name that another file happens to use for something else hides a dead export,
// never the other way round. Usage: node scripts/unused-exports.mjs [dir ...]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const scanned = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['apps/server/src'];
// Where an export may be used: the whole repository's sources.
const users = ['apps', 'packages', 'bench', 'e2e', 'scripts'];

function files(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...files(full));
    else if (/\.(m?[jt]sx?)$/.test(name)) out.push(full);
  }
  return out;
}

const EXPORT =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;
const sources = new Map(
  users
    .flatMap((dir) => files(path.join(root, dir)))
    .map((file) => [file, readFileSync(file, 'utf8')]),
);

const unused = [];
for (const dir of scanned) {
  for (const file of files(path.join(root, dir))) {
    if (/\.test\.[jt]sx?$/.test(file)) continue;
    const text = sources.get(file) ?? readFileSync(file, 'utf8');
    for (const match of text.matchAll(EXPORT)) {
      const name = match[1];
      const word = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`);
      const elsewhere = [...sources].some(([other, body]) => other !== file && word.test(body));
      if (elsewhere) continue;
      const own = text.match(new RegExp(word.source, 'g'))?.length ?? 0;
      unused.push(`${own > 1 ? 'local' : 'dead '} ${path.relative(root, file)}: ${name}`);
    }
  }
}
for (const line of unused.sort()) console.log(line);
console.log(`${unused.length} export(s) no other file names`);
