import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildIndexes, withIndexesBuiltAfter } from '../../server/db/bulkIndexes.ts';
import { copyField, copyTarget, copyText, TextArray } from '../../server/db/copy.ts';
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
  it('escapes what the format reserves, and only that', () => {
    expect(copyField('plain text, with "quotes" and émigré')).toBe('plain text, with "quotes" and émigré');
    expect(copyField('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyField(null)).toBe('\\N');
    expect(copyField(undefined)).toBe('\\N');
    expect(copyField('\\N')).toBe('\\\\N'); // the text "\N", not a null
    expect(copyField(true)).toBe('t');
    expect(copyField(false)).toBe('f');
    expect(copyField(-12.5)).toBe('-12.5');
    expect(copyField(new Date('2025-06-01T12:00:00Z'))).toBe('2025-06-01T12:00:00.000Z');
    expect(copyField({ say: 'a "b"\\c' })).toBe('{"say":"a \\\\"b\\\\"\\\\\\\\c"}');
    expect(copyField(new TextArray(['Standard', 'NULL', 'a,b', 'say "hi"']))).toBe('{"Standard","NULL","a,b","say \\\\"hi\\\\""}');
    expect(() => copyField(Number.NaN)).toThrow('COPY cannot write the number NaN');
    expect(
      copyText([
        [1, 'x'],
        [2, null],
      ]),
    ).toBe('1\tx\n2\t\\N\n');
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
        'tab\there, line\nthere, back\\slash, CR\r',
        new TextArray(['Auction', 'In Foreclosure', 'NULL', '{brace}', 'q"uote']),
        { a: [1, 'x\ty'], b: null },
        new Date('2025-06-01T12:00:00Z'),
        true,
        1.5,
      ],
      [2, null, new TextArray([]), [], null, false, null],
      [3, '\\N', new TextArray(['\\']), { path: 'C:\\dir' }, '2024-02-29T00:00:00.000Z', null, -0.25],
    ];
    expect(await db.copyFrom('copy_probe', ['id', 'label', 'tags', 'doc', 'at', 'ok', 'price'], copyText(rows))).toBe(3);
    const stored = await db.query(
      `select id, label, tags, doc, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as at, ok, price from copy_probe order by id`,
    );
    expect(stored).toEqual([
      {
        id: 1,
        label: 'tab\there, line\nthere, back\\slash, CR\r',
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
