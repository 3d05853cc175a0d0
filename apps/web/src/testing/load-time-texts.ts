/**
 * Texts read while a module loads (at its top level): read before the active language's catalogue
 * is in place, they would stay English. Inside a function, a component or a getter they are read
 * when used, in the active language.
 */
import ts from 'typescript';

/** `text.a.b` (and `t.b` for `const t = text.a;`) read at a module's top level. */
export function textsReadAtLoad(source: string, fileName = 'module.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const roots = new Map<string, string>([['text', '']]);
  for (const [, name] of source.matchAll(/\bimport\s*\{[^}]*\btext\s+as\s+(\w+)/g))
    roots.set(name!, '');
  const found: string[] = [];

  const chainOf = (node: ts.Expression): string[] | null => {
    if (ts.isIdentifier(node)) return roots.has(node.text) ? [node.text] : null;
    if (ts.isPropertyAccessExpression(node)) {
      const base = chainOf(node.expression);
      return base ? [...base, node.name.text] : null;
    }
    if (ts.isElementAccessExpression(node)) {
      const base = chainOf(node.expression);
      return base ? [...base, '[]'] : null;
    }
    return null;
  };

  const visit = (node: ts.Node, inFunction: boolean): void => {
    const nested =
      inFunction ||
      ts.isFunctionLike(node) ||
      ts.isClassStaticBlockDeclaration(node) ||
      ts.isPropertyDeclaration(node);
    if (
      !inFunction &&
      (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) &&
      !(ts.isPropertyAccessExpression(node.parent) || ts.isElementAccessExpression(node.parent)) &&
      !(ts.isCallExpression(node.parent) && node.parent.expression === node)
    ) {
      const chain = chainOf(node);
      if (chain) {
        const [root, ...rest] = chain;
        const path = [roots.get(root!), ...rest].filter(Boolean).join('.');
        // `const t = text.join.waitingRoom;`: an alias of a branch, read later.
        const isAlias =
          ts.isVariableDeclaration(node.parent) &&
          node.parent.initializer === node &&
          ts.isIdentifier(node.parent.name);
        if (isAlias) roots.set((node.parent.name as ts.Identifier).text, path);
        else found.push(path);
      }
    }
    if (!inFunction && ts.isCallExpression(node) && chainOf(node.expression) !== null) {
      // A text function called while loading (`text.x.label(3)` at the top level).
      const [root, ...rest] = chainOf(node.expression)!;
      found.push(`${[roots.get(root!), ...rest].filter(Boolean).join('.')}()`);
    }
    ts.forEachChild(node, (child) => visit(child, nested));
  };
  visit(file, false);
  return found;
}

/** The modules a file imports statically (relative imports; type-only imports left out). */
function staticImports(source: string, from: string): string[] {
  const dir = from.slice(0, from.lastIndexOf('/'));
  const found: string[] = [];
  for (const [, clause, spec] of source.matchAll(
    /^import\s+(type\s+)?[^'";]*?from\s+'(\.[^']+)';/gms,
  ))
    if (!clause) found.push(spec!);
  for (const [, spec] of source.matchAll(/^import\s+'(\.[^']+)';/gm)) found.push(spec!);
  return found
    .filter((spec) => /\.tsx?$/.test(spec))
    .map((spec) => {
      const parts = `${dir}/${spec}`.split('/');
      const out: string[] = [];
      for (const part of parts) {
        if (part === '..') out.pop();
        else if (part !== '.') out.push(part);
      }
      return out.join('/');
    });
}

/** Every module loaded with `entry` before any dynamic import runs. */
export function staticGraph(entry: string, read: (file: string) => string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(read(file), file));
  }
  return [...seen];
}
