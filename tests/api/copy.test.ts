import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildIndexes, withIndexesBuiltAfter } from '../../server/db/bulkIndexes.ts';
import { CopyRows, copyTarget, TextArray } from '../../server/db/copy.ts';
import type { Database } from '../../server/db/database.ts';
import { openTestDatabase } from './helpers.ts';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await db.exec('create table copy_probe (id int primary key, label text, tags text[], doc jsonb, at timestamptz, ok boolean, price real)');
  await db.exec(`create table bulk_probe (id int primary key, code text unique, city text, status text);
    create index bulk_probe_city_idx on bulk_probe (lower(city), status);
    create index bulk_probe_closed_idx on bulk_probe (city) where status = 'Closed';
    create unique index bulk_probe_city_code_idx on bulk_probe (city, code)`);
});
afterAll(() => db.close());

describe('COPY text format', () => {
  /** The COPY text of one row of values, decoded. */
  const copyLine = (...values: unknown[]) => {
    const rows = new CopyRows();
    rows.add(values);
    return new TextDecoder().decode(rows.take());
  };

  it('escapes what the format reserves, and only that, in UTF-8', () => {
    expect(copyLine('plain text, with "quotes" and émigré')).toBe('plain text, with "quotes" and émigré\n');
    expect(copyLine('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e\n');
    // Past the first non-ASCII character too, and characters outside the BMP (a surrogate pair: 4 bytes).
    expect(copyLine('café\tbar\\ 🏠\n')).toBe('café\\tbar\\\\ 🏠\\n\n');
    const house = new CopyRows();
    house.add(['🏠']);
    expect([...house.take()]).toEqual([0xf0, 0x9f, 0x8f, 0xa0, 10]);
    expect(copyLine(null, undefined)).toBe('\\N\t\\N\n');
    expect(copyLine('\\N')).toBe('\\\\N\n'); // the text "\N", not a null
    expect(copyLine(true, false, -12.5, 0)).toBe('t\tf\t-12.5\t0\n');
    expect(copyLine(new Date('2025-06-01T12:00:00Z'))).toBe('2025-06-01T12:00:00.000Z\n');
    expect(copyLine({ say: 'a "b"\\c' })).toBe('{"say":"a \\\\"b\\\\"\\\\\\\\c"}\n');
    expect(copyLine(new TextArray(['Standard', 'NULL', 'a,b', 'say "hi"']))).toBe('{"Standard","NULL","a,b","say \\\\"hi\\\\""}\n');
    expect(() => copyLine(Number.NaN)).toThrow('COPY cannot write the number NaN');
  });

  it('writes rows a line each, grows past its first buffer, and starts again empty once taken', () => {
    const rows = new CopyRows();
    rows.add([1, 'x']);
    rows.add([2, null]);
    expect(rows.rows).toBe(2);
    expect(new TextDecoder().decode(rows.take())).toBe('1\tx\n2\t\\N\n');
    expect(rows.rows).toBe(0);
    const long = 'é'.repeat(70_000) + 'x'.repeat(70_000);
    rows.add([long]);
    rows.add([long]);
    expect(new TextDecoder().decode(rows.take())).toBe(`${long}\n${long}\n`);
    expect(rows.take().length).toBe(0);
  });

  it('names only plain identifiers', () => {
    expect(copyTarget('listings', ['id', 'listing_key'])).toBe('listings (id, listing_key)');
    expect(() => copyTarget('listings; drop table users', ['id'])).toThrow('Not a plain SQL identifier');
    expect(() => copyTarget('listings', ['id", "x'])).toThrow('Not a plain SQL identifier');
  });

  it('loads every value back as written', async () => {
    const rows = [
      [
        1,
        'tab\there, line\nthere, back\\slash, CR\r, and café\t🏠',
        new TextArray(['Auction', 'In Foreclosure', 'NULL', '{brace}', 'q"uote']),
        { a: [1, 'x\ty'], b: null },
        new Date('2025-06-01T12:00:00Z'),
        true,
        1.5,
      ],
      [2, null, new TextArray([]), [], null, false, null],
      [3, '\\N', new TextArray(['\\']), { path: 'C:\\dir' }, '2024-02-29T00:00:00.000Z', null, -0.25],
    ];
    const text = new CopyRows();
    for (const row of rows) text.add(row);
    expect(await db.copyFrom('copy_probe', ['id', 'label', 'tags', 'doc', 'at', 'ok', 'price'], text.take())).toBe(3);
    const stored = await db.query(
      `select id, label, tags, doc, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as at, ok, price from copy_probe order by id`,
    );
    expect(stored).toEqual([
      {
        id: 1,
        label: 'tab\there, line\nthere, back\\slash, CR\r, and café\t🏠',
        tags: ['Auction', 'In Foreclosure', 'NULL', '{brace}', 'q"uote'],
        doc: { a: [1, 'x\ty'], b: null },
        at: '2025-06-01T12:00:00',
        ok: true,
        price: 1.5,
      },
      { id: 2, label: null, tags: [], doc: [], at: null, ok: false, price: null },
      { id: 3, label: '\\N', tags: ['\\'], doc: { path: 'C:\\dir' }, at: '2024-02-29T00:00:00', ok: null, price: -0.25 },
    ]);
  });

  it("builds a table's secondary indexes after a bulk load, and again after a load stopped half-way", async () => {
    const indexes = () =>
      db.query<{ indexname: string; indexdef: string }>(
        `select indexname, indexdef from pg_indexes where tablename = 'bulk_probe' order by 1`,
      );
    const before = await indexes();
    expect(before.map((i) => i.indexname)).toEqual([
      'bulk_probe_city_code_idx',
      'bulk_probe_city_idx',
      'bulk_probe_closed_idx',
      'bulk_probe_code_key',
      'bulk_probe_pkey',
    ]);
    let during: string[] = [];
    let listed = '';
    await expect(
      withIndexesBuiltAfter(db, 'bulk_probe', async () => {
        during = (await indexes()).map((i) => i.indexname);
        [{ listed }] = (await db.query<{ listed: string }>(`select obj_description('bulk_probe'::regclass, 'pg_class') as listed`)) as [
          { listed: string },
        ];
        throw new Error('the load failed');
      }),
    ).rejects.toThrow('the load failed');
    // The constraints' own indexes stay (their checks run during the load); the others are built again, failure or not.
    expect(during).toEqual(['bulk_probe_code_key', 'bulk_probe_pkey']);
    expect(await indexes()).toEqual(before);
    expect(await db.query(`select obj_description('bulk_probe'::regclass, 'pg_class') as listed`)).toEqual([{ listed: null }]);

    // A process stopped during the load leaves the definitions listed, the indexes gone: the next call builds them.
    await db.exec(
      `drop index bulk_probe_city_idx; drop index bulk_probe_closed_idx; comment on table bulk_probe is '${listed.replace(/'/g, "''")}'`,
    );
    await rebuildIndexes(db, 'bulk_probe');
    expect(await indexes()).toEqual(before);
    await rebuildIndexes(db, 'bulk_probe'); // nothing listed any more: nothing to do
    expect(await indexes()).toEqual(before);
  });
});
