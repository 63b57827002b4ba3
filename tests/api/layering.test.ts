import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's layering (docs/architecture.md): routes translate HTTP and call domain modules; nothing outside
 * server/routes imports from it (only the composition root, server/app.ts, registers the route plugins); and no
 * module imports itself through a chain of others.
 */
const serverDir = path.resolve(import.meta.dirname, '../../server');
const routesDir = path.join(serverDir, 'routes');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']+)'/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Relative imports of each server file, resolved to absolute paths (comments stripped so examples in them do not count). */
function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const text = fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      return [file, [...text.matchAll(IMPORT)].map((m) => path.resolve(path.dirname(file), m[1]!))];
    }),
  );
}

/** Every cycle's members (strongly connected components of more than one file, or a file importing itself). */
function cycles(graph: Map<string, string[]>): string[][] {
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

const rel = (file: string) => path.relative(serverDir, file);
const graph = importGraph(sourceFiles(serverDir));

describe('server layering', () => {
  it('scans the whole server (sanity: the scan sees the known route and domain imports)', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get(path.join(serverDir, 'app.ts'))).toContain(path.join(routesDir, 'users/index.ts'));
    expect(graph.get(path.join(routesDir, 'users/index.ts'))).toContain(path.join(serverDir, 'users/usersRepository.ts'));
  });

  it('imports nothing from server/routes outside it, except the route plugins registered by server/app.ts', () => {
    const offending = [...graph].flatMap(([file, imports]) =>
      file.startsWith(routesDir + path.sep)
        ? []
        : imports
            .filter((target) => target.startsWith(routesDir + path.sep))
            .filter((target) => !(file === path.join(serverDir, 'app.ts') && /^routes\/[^/]+\/index\.ts$/.test(rel(target))))
            .map((target) => `${rel(file)} imports ${rel(target)}`),
    );
    expect(offending).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(cycles(graph).map((members) => members.map(rel).join(' <-> '))).toEqual([]);
  });

  it('finds a cycle and a routes import when there is one (the checks themselves work)', () => {
    const a = path.join(routesDir, 'x/a.ts');
    const b = path.join(routesDir, 'x/b.ts');
    const c = path.join(serverDir, 'mail/c.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
          [c, [a]],
        ]),
      ),
    ).toEqual([[a, b]]);
    expect(cycles(new Map([[a, [a]]]))).toEqual([[a]]);
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, []],
        ]),
      ),
    ).toEqual([]);
  });
});
