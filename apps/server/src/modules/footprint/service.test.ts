import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DIALECTS, freshDatabaseUrl } from '../../../test/support';
import { migrateToLatest, openDb, type Db } from '../../db/index';
import { formatProblem } from './csv';
import {
  importFootprint as importFootprintThrough,
  importFootprintFile,
  seedDemoFootprintIfEmpty,
  DEMO_FOOTPRINT_FILE,
  type ImportOptions,
} from './service';
import { seedZipsIfEmpty } from '../address/service';

const HEADER =
  'address_id,base_address_id,house_number,street_name,unit,city,state,zip,latitude,longitude,fiber,hsi,quotes';
const FIRST = [
  HEADER,
  'B1,,100,Summer Street,,Boston,MA,02110,42.3542,-71.0586,Y,N,Q1:MON1;Q2:MON2',
  'U1,B1,100,Summer Street,Suite 200,Boston,MA,02110,,,Y,N,',
  'B2,,46,E Main St,,Newark,DE,19711,,,N,Y,',
  'B3,,1100,15th St NW,,Washington,DC,20005,,,y,n,',
].join('\n');

const csv = (text: string) => Readable.from([text]);
const silent = { info: () => {} };

async function snapshot(db: Db) {
  const addresses = await db.kysely
    .selectFrom('footprint_addresses')
    .selectAll()
    .orderBy('address_id')
    .execute();
  const quotes = await db.kysely
    .selectFrom('footprint_quotes')
    .selectAll()
    .orderBy('address_id')
    .orderBy('quote_number')
    .execute();
  return { addresses, quotes };
}

for (const dialect of DIALECTS) {
  describe(`footprint import [${dialect}]`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let url: string;
    // On PostgreSQL the file is staged with COPY, as the CLI does (the demo seed at start-up,
    // below, stages it with inserts through the server's pool).
    const importFootprint = (d: Db, input: Readable, options: ImportOptions = {}) =>
      importFootprintThrough(
        d,
        input,
        dialect === 'postgres' ? { copyUrl: url, ...options } : options,
      );

    /** Imports HEADER and these rows; the refusal's problems, by line (the footprint unchanged). */
    const refusedRows = async (rows: string[]) => {
      const before = await snapshot(db);
      const result = await importFootprint(db, csv([HEADER, ...rows].join('\n')));
      expect(result.ok).toBe(false);
      expect(await snapshot(db)).toEqual(before);
      return result.ok
        ? { problems: [], problemCount: 0 }
        : { ...result, problems: result.problems.map(formatProblem) };
    };

    beforeAll(async () => {
      const fresh = await freshDatabaseUrl(dialect);
      drop = fresh.drop;
      url = fresh.url;
      db = openDb(fresh.url, { poolSize: 2 });
      await migrateToLatest(db);
    });
    afterAll(async () => {
      await db?.close();
      await drop?.();
    });

    it('refuses a broken first file and leaves an empty footprint with its indexes', async () => {
      const result = await importFootprint(
        db,
        csv(`${HEADER}\nB1,,100,Summer St,,Boston,MA,2110,,,Y,N,\n`),
      );
      expect(result.ok).toBe(false);
      expect((await snapshot(db)).addresses).toEqual([]);
      if (dialect === 'sqlite') {
        // The bulk path drops the search indexes inside the transaction; rollback restores them.
        const indexes = await sql<{ name: string }>`
          select name from sqlite_master where type = 'index' and tbl_name = 'footprint_addresses'
            and sql is not null order by name`.execute(db.kysely);
        expect(indexes.rows.map((r) => r.name)).toEqual([
          'footprint_lat_long',
          'footprint_search_key',
          'footprint_search_key_alt',
          'footprint_units',
          'footprint_zip_street',
        ]);
      }
    });

    it('imports a CSV with its normalised search columns and quotes', async () => {
      const result = await importFootprint(db, csv(FIRST));
      expect(result).toMatchObject({
        ok: true,
        counts: { read: 4, inserted: 4, updated: 0, deleted: 0, quotes: 2 },
      });
      const { addresses, quotes } = await snapshot(db);
      expect(addresses.map((a) => a.address_id)).toEqual(['B1', 'B2', 'B3', 'U1']);
      const b1 = addresses[0]!;
      expect(b1).toMatchObject({
        base_address_id: 'B1',
        street_name: 'Summer Street',
        unit: null,
        latitude: 42.3542,
        longitude: -71.0586,
        fiber: 'Y',
        hsi: 'N',
        pending_order: 'N',
        search_key: '100 SUMMER ST BOSTON MA 02110',
        search_key_alt: null,
        street_key: '100 SUMMER ST',
        unit_norm: '',
      });
      expect(addresses[2]).toMatchObject({
        fiber: 'Y',
        search_key: '1100 15TH ST NW WASHINGTON DC 20005',
        search_key_alt: '1100 15TH ST WASHINGTON DC 20005',
      });
      // Units are not searched themselves; they hang off their building.
      expect(addresses[3]).toMatchObject({
        base_address_id: 'B1',
        unit: 'Suite 200',
        unit_norm: 'STE 200',
        unit_sort: 'STE 0000000200',
        search_key: null,
        street_key: null,
      });
      expect(quotes).toEqual([
        { address_id: 'B1', quote_number: 'Q1', mon: 'MON1' },
        { address_id: 'B1', quote_number: 'Q2', mon: 'MON2' },
      ]);
    });

    it('finds addresses by key prefix through the index on this dialect', async () => {
      const prefix = '100 SUMMER';
      const rows = await db.kysely
        .selectFrom('footprint_addresses')
        .select('address_id')
        .where('search_key', '>=', prefix)
        .where('search_key', '<', `${prefix}\x7f`)
        .execute();
      expect(rows.map((r) => r.address_id)).toEqual(['B1']);
    });

    it('updates rows by address_id on re-import, and replaces their quotes', async () => {
      const result = await importFootprint(
        db,
        csv(
          [
            HEADER,
            'B1,,100,Summer St,,Boston,MA,02110,,,N,Y,Q3:MON3',
            'U2,B1,100,Summer St,STE 300,Boston,MA,02110,,,N,Y,',
            'U3,B2,46,E Main St,Apt 1,Newark,DE,19711,,,N,Y,',
          ].join('\n'),
        ),
      );
      expect(result).toMatchObject({
        ok: true,
        counts: { read: 3, inserted: 2, updated: 1, deleted: 0, quotes: 1 },
      });
      const { addresses, quotes } = await snapshot(db);
      expect(addresses.map((a) => a.address_id)).toEqual(['B1', 'B2', 'B3', 'U1', 'U2', 'U3']);
      expect(addresses[0]).toMatchObject({
        fiber: 'N',
        hsi: 'Y',
        latitude: null,
        search_key: '100 SUMMER ST BOSTON MA 02110',
      });
      expect(quotes).toEqual([{ address_id: 'B1', quote_number: 'Q3', mon: 'MON3' }]);
    });

    it('accepts a unit whose building is already in the footprint', async () => {
      const result = await importFootprint(
        db,
        csv(`${HEADER}\nU4,B3,1100,15th St NW,FL 2,Washington,DC,20005,,,Y,N,\n`),
      );
      expect(result).toMatchObject({ ok: true, counts: { inserted: 1 } });
    });

    it('refuses a broken file with every problem and its line, and changes nothing', async () => {
      const result = await refusedRows([
        'B9,,1,Main St,,Boston,MA,02108,,,Y,N,', // valid, would be inserted
        'B1,,100,Summer St,,Boston,MASS,02110,,,Y,N,', // bad state
        'B10,,2,Main St,,Boston,MA,2108,,,Y,N,', // bad zip
        'B11,,3,Main St,,Boston,MA,02108,,,maybe,N,', // bad flag
        'B9,,4,Main St,,Boston,MA,02108,,,Y,N,', // duplicate
        'U9,NOWHERE,5,Main St,STE 1,Boston,MA,02108,,,Y,N,', // unknown base
        'B12,,6,Main St,,Boston,MA,02108,91,0,Y,N,Q1', // bad latitude and quotes
      ]);
      expect(result.problems).toEqual([
        'line 3: state: "MASS" is not a 2-letter state code',
        'line 4: zip: "2108" is not 5 digits',
        'line 5: fiber: "maybe" is not Y or N',
        'line 6: address_id: "B9" repeats line 2',
        'line 7: base_address_id: "NOWHERE" is neither in this file nor in the footprint',
        'line 8: latitude: "91" is not a number between -90 and 90',
        expect.stringMatching(/^line 8: quotes: "Q1" is not quoteNumber:MON/),
      ]);
      expect(result.problemCount).toBe(7);
    });

    it('refuses bases that are units, in the file or in the footprint, and repeats of a broken row', async () => {
      const { problems } = await refusedRows([
        'B20,,20,Elm St,,Boston,MA,02108,,,Y,N,',
        'U20,B20,20,Elm St,STE 1,Boston,MA,02108,,,Y,N,',
        'U21,U20,20,Elm St,STE 2,Boston,MA,02108,,,Y,N,', // base is a unit of the file
        'U22,U1,100,Summer St,STE 3,Boston,MA,02110,,,Y,N,', // base is a unit in the footprint
        'B21,,21,Elm St,,Boston,MA,2108,,,Y,N,', // bad zip
        'B21,,21,Elm St,,Boston,MA,02108,,,Y,N,', // repeats the broken row
        'U23,B3,1100,15th St NW,FL 9,Washington,DC,20005,,,Y,N,', // base in the footprint: fine
      ]);
      expect(problems).toEqual([
        'line 4: base_address_id: "U20" (line 3) is itself a unit row; name its building',
        'line 5: base_address_id: "U1" is a unit in the footprint; name its building',
        'line 6: zip: "2108" is not 5 digits',
        'line 7: address_id: "B21" repeats line 6',
      ]);
    });

    it('fails on a read error mid-file, leaving the footprint as it was and the next import working', async () => {
      const before = await snapshot(db);
      async function* failing() {
        yield `${HEADER}\n`;
        for (let i = 0; i < 30_000; i++) yield `X${i},,${i},Main St,,Boston,MA,02108,,,Y,N,\n`;
        throw new Error('disk went away');
      }
      await expect(importFootprint(db, Readable.from(failing()))).rejects.toThrow('disk went away');
      expect(await snapshot(db)).toEqual(before);
      const next = await importFootprint(
        db,
        csv(
          `${HEADER}\nB1,,100,Summer Street,,Boston,MA,02110,42.3542,-71.0586,Y,N,Q1:MON1;Q2:MON2\n`,
        ),
      );
      expect(next).toMatchObject({ ok: true, counts: { read: 1 } });
      const ids = (await snapshot(db)).addresses.map((r) => r.address_id);
      expect(ids.filter((id) => id.startsWith('X'))).toEqual([]);
      expect(ids).toContain('B1');
    });

    it('refuses an unknown column, a missing required column, an empty file and bad CSV', async () => {
      const before = await snapshot(db);
      const cases: [string, string[]][] = [
        [
          'address_id,house_number,street_name,city,state,zip,colour\nX,1,A St,Boston,MA,02108,red\n',
          ['line 1: colour: unknown column'],
        ],
        [
          'address_id,house_number,street_name,city,state\nX,1,A St,Boston,MA\n',
          ['line 1: zip: required column is missing'],
        ],
        ['', ['line 1: file: is empty: expected a header row']],
        [`${HEADER}\n`, ['line 1: file: has a header but no addresses']],
        [`${HEADER}\nX,,1,"A St,Boston,MA,02108,,,Y,N,\n`, ['line 2: file: Quote Not Closed']],
      ];
      for (const [text, expected] of cases) {
        const result = await importFootprint(db, csv(text));
        expect(result.ok).toBe(false);
        if (result.ok) continue;
        const lines = result.problems.map(formatProblem);
        expect(lines, lines.join('\n')).toHaveLength(expected.length);
        lines.forEach((l, i) => expect(l.startsWith(expected[i]!), l).toBe(true));
      }
      expect(await snapshot(db)).toEqual(before);
    });

    it('--replace keeps only the file, refusing bases that exist only in the database', async () => {
      const refused = await importFootprint(
        db,
        csv(`${HEADER}\nU5,B3,1100,15th St NW,FL 3,Washington,DC,20005,,,Y,N,\n`),
        {
          replace: true,
        },
      );
      expect(refused.ok).toBe(false);

      const result = await importFootprint(
        db,
        csv(
          [
            HEADER,
            'B2,,46,E Main St,,Newark,DE,19711,,,N,Y,',
            'B7,,7,Elm St,,Newark,DE,19711,,,N,N,Q7:MON7',
          ].join('\n'),
        ),
        { replace: true },
      );
      expect(result).toMatchObject({
        ok: true,
        counts: { read: 2, inserted: 1, updated: 1, deleted: 6, quotes: 1 },
      });
      const { addresses, quotes } = await snapshot(db);
      expect(addresses.map((a) => a.address_id)).toEqual(['B2', 'B7']);
      expect(quotes).toEqual([{ address_id: 'B7', quote_number: 'Q7', mon: 'MON7' }]);
    });

    it('imports the demo footprint cleanly, covering every outcome', async () => {
      const result = await importFootprintFile(db, DEMO_FOOTPRINT_FILE, { replace: true });
      expect(result.ok, result.ok ? '' : result.problems.map(formatProblem).join('\n')).toBe(true);
      const rows = await db.kysely.selectFrom('footprint_addresses').selectAll().execute();
      const some = (pred: (r: (typeof rows)[number]) => boolean) => rows.some(pred);
      const wireline = new Set(['NJ', 'PA', 'DE', 'NY', 'MA', 'RI', 'CT', 'MD', 'DC', 'VA', 'WV']);
      expect(some((r) => r.fiber === 'Y')).toBe(true);
      expect(some((r) => r.hsi === 'Y' && r.fiber === 'N' && r.qualified_5g === 'Y')).toBe(true);
      expect(some((r) => r.hsi === 'Y' && r.fiber === 'N' && r.qualified_5g === 'N')).toBe(true);
      for (const flag of [
        'oof',
        'existing_service',
        'pending_order',
        'ingpon2ont',
        's2slbo',
        'base_address_blocked',
      ] as const) {
        expect(
          some((r) => r[flag] === 'Y'),
          flag,
        ).toBe(true);
      }
      expect(some((r) => r.fiber === 'N' && r.hsi === 'N' && r.qualified_5g === 'Y')).toBe(true);
      expect(
        some(
          (r) =>
            r.fiber === 'N' && r.hsi === 'N' && r.qualified_cband === 'Y' && r.qualified_5g === 'N',
        ),
      ).toBe(true);
      expect(
        some(
          (r) =>
            r.qualified_4g === 'Y' &&
            ['fiber', 'hsi', 'qualified_5g', 'qualified_cband'].every(
              (f) => r[f as 'fiber'] === 'N',
            ),
        ),
      ).toBe(true);
      expect(
        some((r) =>
          Object.entries(r).every(
            ([k, v]) =>
              !['fiber', 'hsi', 'qualified_4g', 'qualified_5g', 'qualified_cband'].includes(k) ||
              v === 'N',
          ),
        ),
      ).toBe(true);
      expect(
        await db.kysely.selectFrom('footprint_quotes').select('quote_number').execute(),
      ).not.toHaveLength(0);
      // Multiple addresses: two buildings with the same zip and street key.
      const buildings = rows.filter((r) => r.street_key !== null);
      const byBuilding = new Map<string, number>();
      for (const b of buildings)
        byBuilding.set(
          `${b.zip}|${b.street_key}`,
          (byBuilding.get(`${b.zip}|${b.street_key}`) ?? 0) + 1,
        );
      expect([...byBuilding.values()].some((n) => n === 2)).toBe(true);
      // Units: none, one, up to 10, more than 10; wireline and non-wireline states.
      const unitCounts = buildings.map(
        (b) =>
          rows.filter((r) => r.base_address_id === b.address_id && r.address_id !== b.address_id)
            .length,
      );
      expect(unitCounts).toContain(0);
      expect(unitCounts).toContain(1);
      expect(unitCounts.some((n) => n > 1 && n <= 10)).toBe(true);
      expect(unitCounts.some((n) => n > 10)).toBe(true);
      expect(some((r) => wireline.has(r.state))).toBe(true);
      expect(some((r) => !wireline.has(r.state))).toBe(true);
    });

    it('seeds the demo footprint only into an empty footprint', async () => {
      expect(await seedDemoFootprintIfEmpty({ db, log: silent })).toBeNull();
      await db.kysely.deleteFrom('footprint_quotes').execute();
      await db.kysely.deleteFrom('footprint_addresses').execute();
      const counts = await seedDemoFootprintIfEmpty({ db, log: silent });
      expect(counts).toMatchObject({ inserted: counts!.read, updated: 0 });
      expect(await seedDemoFootprintIfEmpty({ db, log: silent })).toBeNull();
    });

    it('seeds the ZIP list once', async () => {
      const loaded = await seedZipsIfEmpty({ db, log: silent });
      expect(loaded).toBeGreaterThan(40_000);
      expect(await seedZipsIfEmpty({ db, log: silent })).toBeNull();
      const boston = await db.kysely
        .selectFrom('zip_codes')
        .selectAll()
        .where('zip', '=', '02108')
        .executeTakeFirst();
      expect(boston).toMatchObject({ city: 'Boston', state: 'MA', alt_city: null });
      expect(boston!.latitude).toBeCloseTo(42.3576, 3);
    });
  });
}
