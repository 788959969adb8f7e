import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * No import cycles in the server's sources: a cycle makes one of its modules run before the
 * other has defined what it exports (undefined at import time), and ties the two so neither can
 * be read or changed alone. Type-only imports are erased and do not count.
 */
const SRC = resolve(__dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The relative modules a file imports at run time. */
function runtimeImports(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const node of source.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typesOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)));
      if (!typesOnly) specifier = node.moduleSpecifier;
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
      specifier = node.moduleSpecifier;
    }
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) specifiers.push(specifier.text);
  }
  return specifiers;
}

/** Strongly connected groups of more than one module (Tarjan), each a cycle or several. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the server sources', () => {
  it('import no module that imports them back', () => {
    const files = new Set(sourceFiles(SRC));
    const graph = new Map<string, string[]>();
    for (const file of files) {
      const targets = runtimeImports(file)
        .map((s) => [`${resolve(dirname(file), s)}.ts`, join(resolve(dirname(file), s), 'index.ts')].find((p) => files.has(p)))
        .filter((p): p is string => p !== undefined);
      graph.set(file, targets);
    }
    expect(files.size).toBeGreaterThan(100);
    expect(cycles(graph).map((group) => group.map((p) => relative(SRC, p)))).toEqual([]);
  });
});
