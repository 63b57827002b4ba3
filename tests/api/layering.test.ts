import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, importsOf, sourceFiles, withoutComments, type Import } from '../importGraph.ts';

/**
 * The server's layering (docs/architecture.md), top to bottom: routes translate HTTP and call domain modules; domain
 * modules own the rules; repositories own the SQL (with SQL-fragment files, `*Sql.ts`, beside them); server/lib and
 * server/db are the ground floor. Each rule below is one arrow that must not point up: nothing outside server/routes
 * imports from it (only the composition root, server/app.ts, registers the route plugins); plugins are imported only
 * by routes and the composition root; a repository imports no domain module; no SQL statement is written outside
 * repositories, their fragment files and server/db; the ground floor imports only itself; the client (src/) imports
 * only `schemas.ts` files, which load no Node built-in. And no module imports itself through a chain of others.
 */
const serverDir = path.resolve(import.meta.dirname, '../../server');
const srcDir = path.resolve(import.meta.dirname, '../../src');
const routesDir = path.join(serverDir, 'routes');
const pluginsDir = path.join(serverDir, 'plugins');
const rel = (file: string) => path.relative(serverDir, file);
const graph = importGraph(sourceFiles(serverDir));
const valueGraph = importGraph(sourceFiles(serverDir), { values: true });

const under = (dir: string, file: string) => file.startsWith(dir + path.sep);
/** The ground floor: the database layer, the shared helpers and the configuration every part is given. */
const isGround = (file: string) =>
  under(path.join(serverDir, 'db'), file) || under(path.join(serverDir, 'lib'), file) || file === path.join(serverDir, 'config.ts');
const isRepository = (file: string) => file.endsWith('Repository.ts');
const isSqlFragment = (file: string) => file.endsWith('Sql.ts');
const isSchemas = (file: string) => path.basename(file) === 'schemas.ts';

/** Imports that point up, in words: `from` files import only `allowed` targets. */
function upwardImports(graph: Map<string, string[]>, from: (file: string) => boolean, allowed: (target: string) => boolean): string[] {
  return [...graph].flatMap(([file, imports]) =>
    from(file) ? imports.filter((target) => !allowed(target)).map((target) => `${rel(file)} imports ${rel(target)}`) : [],
  );
}

/**
 * A repository or SQL-fragment file loads code only from the ground floor, schemas and other repositories or fragments:
 * it runs no domain module. (It may name the domain's types, `import type`: a repository hands back the domain's records.)
 */
const repositoryImports = (graph: Map<string, string[]>) =>
  upwardImports(
    graph,
    (file) => isRepository(file) || isSqlFragment(file),
    (target) => isGround(target) || isSchemas(target) || isRepository(target) || isSqlFragment(target),
  );

/** server/db and server/lib import only each other. */
const groundImports = (graph: Map<string, string[]>) => upwardImports(graph, isGround, isGround);

/** Plugins are wired by the composition root and used by routes; no domain module, repository or helper reaches up to them. */
const pluginImports = (graph: Map<string, string[]>) =>
  upwardImports(
    graph,
    (file) => !under(routesDir, file) && !under(pluginsDir, file) && !['app.ts', 'main.ts'].includes(rel(file)),
    (target) => !under(pluginsDir, target),
  );

/**
 * SQL statements in a file's text: a string or template literal that starts (after white space) with a statement. The
 * code writes SQL in lower case and messages in sentences, so 'Select a plan' or 'update the profile' are not SQL; a
 * fragment such as `(select count(*) …)` inside a clause does not start a literal and is not a statement.
 */
const SQL_STATEMENT =
  /['"`]\s*((?:select\s|insert\s+into\s|update\s+\w+\s+set\s|delete\s+from\s|with\s+(?:recursive\s+)?\w+(?:\s*\([^)]*\))?\s+as\s+(?:not\s+)?(?:materialized\s+)?\(|vacuum\s|truncate\s|(?:create|alter|drop)\s+(?:table|index|unique\s+index|schema|extension)\s)[^'"`]{0,40})/g;
const sqlStatements = (text: string) => [...withoutComments(text).matchAll(SQL_STATEMENT)].map((m) => m[1]!.replace(/\s+/g, ' ').trim());

/** Where SQL may be written: repositories, their fragment files, and the database layer itself (connections, migrations). */
const writesSql = (file: string) => isRepository(file) || isSqlFragment(file) || under(path.join(serverDir, 'db'), file);

/**
 * Server files the client may import: `schemas.ts` files (the wire types and the tables both sides read). What those load
 * in turn (value imports, followed through the server) must not reach a Node built-in, which the browser bundle cannot hold.
 */
function clientImports(clientGraph: Map<string, Import[]>, serverImports: (file: string) => Import[]): string[] {
  const offending = new Set<string>();
  const reached = new Set<string>();
  const reach = (file: string, via: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const { target, typeOnly } of serverImports(file)) {
      if (typeOnly) continue;
      const name = target.replace(/^node:/, '');
      if (builtinModules.includes(name)) offending.add(`${via} reaches Node's ${name} through ${rel(file)}`);
      else if (path.isAbsolute(target)) reach(target, via);
    }
  };
  for (const [file, imports] of clientGraph) {
    for (const { target, typeOnly } of imports) {
      if (!under(serverDir, target)) continue;
      const client = `src/${path.relative(srcDir, file)}`;
      if (!isSchemas(target)) offending.add(`${client} imports server/${rel(target)}`);
      else if (!typeOnly) reach(target, client);
    }
  }
  return [...offending];
}

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

  it('plugins are imported only by routes and the composition root', () => {
    expect(pluginImports(graph)).toEqual([]);
  });

  it('repositories and SQL-fragment files run no domain module (they load only server/db, server/lib, schemas, other repositories)', () => {
    expect(repositoryImports(valueGraph)).toEqual([]);
  });

  it('the ground floor (server/db, server/lib, server/config.ts) imports only itself', () => {
    expect(groundImports(graph)).toEqual([]);
  });

  it('writes SQL only in repositories, their *Sql.ts fragment files and server/db', () => {
    const offending = [...graph.keys()]
      .filter((file) => !writesSql(file))
      .flatMap((file) => sqlStatements(fs.readFileSync(file, 'utf8')).map((statement) => `${rel(file)}: ${statement}`));
    expect(offending).toEqual([]);
  });

  it('the client imports only schemas.ts files from server/, and those load no Node built-in', () => {
    const clientGraph = new Map(sourceFiles(srcDir).map((file) => [file, importsOf(file)]));
    expect([...clientGraph.values()].flat().some(({ target }) => under(serverDir, target))).toBe(true);
    expect(clientImports(clientGraph, importsOf)).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(cycles(graph).map((members) => members.map(rel).join(' <-> '))).toEqual([]);
  });

  it('finds an upward import and SQL where they are (the new checks themselves work)', () => {
    const at = (file: string) => path.join(serverDir, file);
    const files = new Map([
      [at('crm/contacts/contactsRepository.ts'), [at('lib/pagination.ts'), at('crm/contacts/schemas.ts'), at('crm/contactSql.ts')]],
      [at('savedSearches/savedSearchesRepository.ts'), [at('savedSearches/savedSearchRuns.ts'), at('users/usersRepository.ts')]],
      [at('lib/pagination.ts'), [at('db/database.ts'), at('users/usersRepository.ts')]],
      [at('mail/x.ts'), [at('plugins/auth.ts')]],
      [at('routes/x/index.ts'), [at('plugins/auth.ts')]],
    ]);
    expect(repositoryImports(files)).toEqual(['savedSearches/savedSearchesRepository.ts imports savedSearches/savedSearchRuns.ts']);
    expect(groundImports(files)).toEqual(['lib/pagination.ts imports users/usersRepository.ts']);
    expect(pluginImports(files)).toEqual(['mail/x.ts imports plugins/auth.ts']);

    expect(
      sqlStatements(`
        await db.query('select 1 from users where id = $1', [id]);
        await db.query(\`
          insert into t (a) values ($1)\`, [a]);
        await tx.query('update reports set inputs = $2 where id = $1');
        await db.query("delete from listing_locations");
        await db.query(\`with recent as (select id from t) select * from recent\`);
        await db.query('vacuum analyze listings');
        // await db.query('select 2 from commented_out');
      `),
    ).toEqual([
      'select 1 from users where id = $1',
      'insert into t (a) values ($1)',
      'update reports set inputs = $2 where id = $1',
      'delete from listing_locations',
      'with recent as (select id from t) select * from recent',
      'vacuum analyze listings',
    ]);
    expect(
      sqlStatements(`
        throw badRequest('Select a plan to continue.');
        const summary = 'update the profile';
        const kind = 'select';
        const columns = \`g.name, (select count(*) from crm_group_contacts m where m.group_id = g.id) as n\`;
      `),
    ).toEqual([]);

    const src = path.join(srcDir, 'dataProvider/x.ts');
    const imports = new Map<string, Import[]>([
      [
        at('users/schemas.ts'),
        [
          { target: at('lib/ids.ts'), typeOnly: false },
          { target: at('users/usersRepository.ts'), typeOnly: true },
        ],
      ],
      [at('users/usersRepository.ts'), [{ target: 'node:fs', typeOnly: false }]],
      [at('keys/schemas.ts'), [{ target: at('keys/keyService.ts'), typeOnly: false }]],
      [at('keys/keyService.ts'), [{ target: 'node:crypto', typeOnly: false }]],
      [at('lib/ids.ts'), [{ target: 'typebox', typeOnly: false }]],
    ]);
    const client = new Map<string, Import[]>([
      [
        src,
        [
          { target: at('users/schemas.ts'), typeOnly: false },
          { target: at('keys/schemas.ts'), typeOnly: false },
          { target: at('keys/endpointDocs.ts'), typeOnly: true },
        ],
      ],
    ]);
    expect(clientImports(client, (file) => imports.get(file) ?? [])).toEqual([
      "src/dataProvider/x.ts reaches Node's crypto through keys/keyService.ts",
      'src/dataProvider/x.ts imports server/keys/endpointDocs.ts',
    ]);
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
