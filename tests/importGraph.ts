import fs from 'node:fs';
import path from 'node:path';

/**
 * The import graph both layering tests read (tests/unit/layering.test.ts for src/, tests/api/layering.test.ts for
 * server/): the files of a tree, each file's imports, and the cycles among them.
 */

/** Static imports and re-exports (`import type` marked), `import()` and side-effect imports. */
const IMPORT = /\b(?:(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s*)?|import\s*\(\s*)'([^']+)'/g;

export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** An import: the file it names (resolved when relative, as written for a package or a Node built-in), and whether it is `import type`. */
export interface Import {
  target: string;
  typeOnly: boolean;
}

export const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

export function importsOf(file: string): Import[] {
  return [...withoutComments(fs.readFileSync(file, 'utf8')).matchAll(IMPORT)].map((m) => ({
    target: m[2]!.startsWith('.') ? path.resolve(path.dirname(file), m[2]!) : m[2]!,
    typeOnly: Boolean(m[1]),
  }));
}

/** Relative imports of each file, resolved to absolute paths: all of them, or (`values`) those that load code, not `import type`. */
export function importGraph(files: string[], { values = false } = {}): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      importsOf(file).flatMap(({ target, typeOnly }) => (path.isAbsolute(target) && !(values && typeOnly) ? [target] : [])),
    ]),
  );
}

/** Every cycle's members (strongly connected components of more than one node, or a node importing itself; Tarjan). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)!.includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}
