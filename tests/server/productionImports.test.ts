// @vitest-environment node
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * `npm prune --omit=dev && npm run serve` runs server/main.ts with production dependencies only: every module reachable
 * from it (and from the import and seed scripts) through static imports must be a Node built-in, a project file or a package in "dependencies". The embedded
 * development services (cognito-local, the mail catcher) are reached through `await import()` only, which this walk
 * does not follow.
 */
const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const builtins = new Set(builtinModules);

/** Specifiers a file loads when it is evaluated: value imports and re-exports, not `import type` or `import()`. */
function staticImports(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.push(statement.moduleSpecifier.text);
    }
    if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      found.push(statement.moduleSpecifier.text);
    }
    if (ts.isImportEqualsDeclaration(statement) && !statement.isTypeOnly && ts.isExternalModuleReference(statement.moduleReference)) {
      const expression = statement.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push(expression.text);
    }
  }
  return found;
}

/** npm package named by a bare specifier: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, base.replace(/\.js$/, '.ts'), path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(root, from)}: cannot resolve ${specifier}`);
}

/** Walks static imports from the entry; answers every package reached with the first file that imports it. */
function reachablePackages(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.[cm]?[tj]sx?$/.test(file)) continue;
    for (const specifier of staticImports(fs.readFileSync(file, 'utf8'), file)) {
      if (specifier.startsWith('.') || specifier.startsWith('/')) queue.push(resolveRelative(file, specifier));
      else if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
      else if (!packages.has(packageName(specifier))) packages.set(packageName(specifier), path.relative(root, file));
    }
  }
  return packages;
}

describe('production install', () => {
  // The server, and the listing import and demo seeding that an operator runs in a production install (npm run import, npm run seed).
  it.each(['server/main.ts', 'scripts/import.ts', 'scripts/seedDemo.ts'])(
    'reaches only production dependencies from %s through static imports',
    (entry) => {
      const packages = reachablePackages(path.join(root, entry));
      const problems = [...packages]
        .filter(([name]) => !manifest.dependencies?.[name])
        .map(([name, importer]) =>
          manifest.devDependencies?.[name]
            ? `${name} is a devDependency, imported statically by ${importer} (load it with await import() or move it to dependencies)`
            : `${name} is not declared in package.json, imported by ${importer}`,
        );
      expect(problems).toEqual([]);
      // The walk does reach the database packages: a walk that stops early would pass for the wrong reason.
      expect([...packages.keys()]).toEqual(expect.arrayContaining(['pg', '@electric-sql/pglite']));
      if (entry === 'server/main.ts')
        expect([...packages.keys()]).toEqual(expect.arrayContaining(['fastify', 'jose', 'nodemailer', 'ajv']));
    },
  );

  it('loads the heaviest packages on first use, not at start', () => {
    // ExcelJS, pdfkit and the AWS SDK are most of the server's start-up imports; each is needed by a file or a bucket only.
    const packages = reachablePackages(path.join(root, 'server/main.ts'));
    for (const name of ['exceljs', 'pdfkit', '@aws-sdk/client-s3']) expect(packages.get(name), name).toBeUndefined();
  });

  it('keeps the embedded development services out of "dependencies"', () => {
    for (const name of ['cognito-local', 'smtp-server', 'mailparser', 'vite', 'typescript']) {
      expect(manifest.dependencies?.[name], name).toBeUndefined();
    }
  });

  it('tells value imports from type-only ones', () => {
    const source = [
      "import a from 'a';",
      "import type { B } from 'b';",
      "import { type C, d } from 'cd';",
      "import 'side-effect';",
      "export { e } from './e.ts';",
      "export type { F } from 'f';",
      "const g = await import('g');",
    ].join('\n');
    expect(staticImports(source, 'x.ts')).toEqual(['a', 'cd', 'side-effect', './e.ts']);
    expect(packageName('@fastify/static/lib')).toBe('@fastify/static');
    expect(packageName('pino/file')).toBe('pino');
  });
});
