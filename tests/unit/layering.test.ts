// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, sourceFiles } from '../importGraph.ts';

/**
 * The client's floors (docs/client-layers.md), lowest first: a file imports only from its own floor or a lower one.
 * The page floor holds two halves that never import each other (src/custom, src/resources): what both need lives in
 * src/shared. Above the pages, a feature folder is entered through its index.ts. No import chain leads back to its start.
 */
const FLOORS: { name: string; matches: (file: string) => boolean }[] = [
  { name: 'lib', matches: (file) => file.startsWith('lib/') },
  { name: 'auth', matches: (file) => file.startsWith('auth/') },
  { name: 'dataProvider', matches: (file) => file.startsWith('dataProvider/') },
  { name: 'shared', matches: (file) => file.startsWith('shared/') },
  { name: 'pages', matches: (file) => file.startsWith('custom/') || file.startsWith('resources/') },
  { name: 'layout', matches: (file) => file.startsWith('layout/') },
  { name: 'entry', matches: (file) => ['main.tsx', 'Root.tsx', 'App.tsx'].includes(file) },
];

const srcDir = path.resolve(import.meta.dirname, '../../src');
/** Relative imports of each client file (static, re-exports, `import()`, types too), as paths relative to src/. */
function clientGraph(): Map<string, string[]> {
  const relative = (file: string) => path.relative(srcDir, file);
  return new Map(
    [...importGraph(sourceFiles(srcDir))].map(([file, targets]) => [
      relative(file),
      targets.map(relative).filter((target) => !target.startsWith('..')),
    ]),
  );
}

const floorOf = (file: string) => FLOORS.findIndex((floor) => floor.matches(file));
/** 'custom' or 'resources' for a page file, else undefined. */
const halfOf = (file: string) => (floorOf(file) === floorOf('custom/x') ? file.split('/')[0] : undefined);
/** The feature folder a page file belongs to ('custom/search'), undefined for the halves' own root files (routes tables). */
const featureOf = (file: string) => {
  const parts = file.split('/');
  return halfOf(file) && parts.length > 2 ? `${parts[0]}/${parts[1]}` : undefined;
};

/** Every import that breaks a floor rule, in words. */
function violations(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets.flatMap((target) => {
      const from = floorOf(file);
      const to = floorOf(target);
      if (to > from) return [`${file} (${FLOORS[from]!.name}) imports ${target} (${FLOORS[to]!.name}), a higher floor`];
      if (halfOf(file) && halfOf(target) && halfOf(file) !== halfOf(target)) return [`${file} imports ${target}, across the page halves`];
      const feature = featureOf(target);
      if (feature && !halfOf(file) && target !== `${feature}/index.ts`) return [`${file} enters ${feature} past its index.ts (${target})`];
      return [];
    }),
  );
}

/** The folder-level graph of feature folders: one arrow per pair of folders with an import between them. */
function featureGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = featureOf(file);
    if (!from) continue;
    if (!folders.has(from)) folders.set(from, new Set());
    for (const target of targets) {
      const to = featureOf(target);
      if (to && to !== from) folders.get(from)!.add(to);
    }
  }
  return new Map([...folders].map(([folder, targets]) => [folder, [...targets]]));
}

const graph = clientGraph();

describe('client layering', () => {
  it('scans the whole client (sanity: the scan sees known imports, dynamic ones included)', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('main.tsx')).toContain('Root.tsx');
    expect(graph.get('Root.tsx')).toContain('App.tsx');
    expect(graph.get('dataProvider/index.ts')).toContain('dataProvider/dataProvider.ts');
  });

  it('gives every client file a floor', () => {
    expect([...graph.keys()].filter((file) => floorOf(file) < 0)).toEqual([]);
  });

  it('imports only downward: nothing from a higher floor, nothing across the page halves, features through their index.ts', () => {
    expect(violations(graph)).toEqual([]);
  });

  it('has no import cycles between files', () => {
    expect(cycles(graph).map((members) => members.join(' <-> '))).toEqual([]);
  });

  it('has no import cycles between feature folders', () => {
    expect(cycles(featureGraph(graph)).map((members) => members.join(' <-> '))).toEqual([]);
  });

  it('finds each kind of violation when there is one (the checks themselves work)', () => {
    const found = violations(
      new Map([
        ['dataProvider/search.ts', ['custom/search/searchTypes.ts', 'auth/httpClient.ts']],
        ['resources/keys/KeyShow.tsx', ['custom/integrations/SecretField.tsx', 'shared/format.ts']],
        ['layout/AppLayout.tsx', ['custom/bugs/BugReportDialog.tsx', 'custom/tours/index.ts']],
        ['custom/embed/EmbeddedReport.tsx', ['custom/reports/ReportView.tsx']],
      ]),
    );
    expect(found).toEqual([
      'dataProvider/search.ts (dataProvider) imports custom/search/searchTypes.ts (pages), a higher floor',
      'resources/keys/KeyShow.tsx imports custom/integrations/SecretField.tsx, across the page halves',
      'layout/AppLayout.tsx enters custom/bugs past its index.ts (custom/bugs/BugReportDialog.tsx)',
    ]);
    expect(
      cycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['a.ts']],
          ['c.ts', ['a.ts']],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
    expect(cycles(new Map([['a.ts', ['a.ts']]]))).toEqual([['a.ts']]);
    expect(
      cycles(
        featureGraph(
          new Map([
            ['custom/a/x.ts', ['custom/b/y.ts']],
            ['custom/b/y.ts', ['custom/a/z.ts']],
            ['custom/a/z.ts', []],
          ]),
        ),
      ),
    ).toEqual([['custom/a', 'custom/b']]);
  });
});
