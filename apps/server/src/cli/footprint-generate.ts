/**
 * npm run footprint:generate -- --addresses N [--out file.csv] [--seed S]
 *
 * Writes a synthetic footprint CSV of N rows (buildings and their units) for benchmarks: real
 * ZIP codes with their real city and state (data/zips/zips.csv), common US street names and
 * suffixes, about 10% of buildings with 2-40 units, a few twin buildings (multiple-address
 * outcome) and a mix of flags: fiber and HSI only in wireline states, wireless everywhere.
 * Deterministic for a given N and seed; streams, so 1,000,000 rows need little memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { parse } from 'csv-parse/sync';
import { seededRandom } from '@bizline/domain/random';
import { fromRepoRoot } from '../paths';
import { ADDRESS_COLUMNS, FLAG_COLUMNS, type FlagColumn } from '../modules/footprint/csv';
import { CliError, isMainModule, runCli } from './run-cli';

/** Spec 000 §9: the provider's wireline states. */
const WIRELINE = new Set(['NJ', 'PA', 'DE', 'NY', 'MA', 'RI', 'CT', 'MD', 'DC', 'VA', 'WV']);

const STREET_NAMES = (
  'Main,Oak,Pine,Maple,Cedar,Elm,Washington,Lake,Hill,Park,Walnut,Spring,Church,Chestnut,' +
  'Highland,Union,Center,Market,Water,Franklin,Jefferson,Madison,Lincoln,Jackson,Adams,Monroe,' +
  'Broad,Mill,Prospect,River,Front,Bridge,School,High,Liberty,Summit,Cherry,Willow,Locust,Hickory,' +
  'Sunset,Ridge,Meadow,Forest,Valley,Spruce,Birch,Dogwood,Magnolia,Holly,Laurel,Poplar,Sycamore,' +
  'Court,Grove,Academy,College,Commerce,Industrial,Railroad,Depot,Canal,Harbor,Bay,Ocean,Beach,' +
  'Lakeview,Riverside,Fairview,Greenwood,Woodland,Orchard,Vine,Grant,Hamilton,Jay,Pearl,Green,' +
  'King,Queen,Prince,Henry,William,James,Charles,George,Mulberry,Delaware,Hudson,Kennedy,' +
  'Martin Luther King Jr,Old Post,Country Club,Saint Paul,Mount Vernon,Fort Washington,Heritage,' +
  'Cambridge,Oxford,Windsor,Lexington,Concord,Princeton,Devon,Essex,Dover,Salem,Albany,Boston,' +
  'Columbia,Providence,Hartford,Newport,Trenton,Camden,Reading,Easton,Hanover,Berkshire'
).split(',');
const ORDINALS = Array.from({ length: 40 }, (_, i) => {
  const n = i + 1;
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
});
/** [abbreviation, long form, weight] */
const SUFFIXES: [string, string, number][] = [
  ['St', 'Street', 30],
  ['Ave', 'Avenue', 18],
  ['Rd', 'Road', 14],
  ['Dr', 'Drive', 10],
  ['Ln', 'Lane', 6],
  ['Blvd', 'Boulevard', 5],
  ['Ct', 'Court', 4],
  ['Pl', 'Place', 4],
  ['Way', 'Way', 4],
  ['Pkwy', 'Parkway', 2],
  ['Hwy', 'Highway', 2],
  ['Cir', 'Circle', 1],
  ['Ter', 'Terrace', 1],
  ['Plz', 'Plaza', 1],
  ['Sq', 'Square', 1],
];
const SUFFIX_TOTAL = SUFFIXES.reduce((s, x) => s + x[2], 0);
const PRE_DIRECTIONS = ['N', 'S', 'E', 'W'];
const DC_QUADRANTS = ['NW', 'NW', 'NW', 'NE', 'SE', 'SW'];
const UNIT_DESIGNATORS: [string, number][] = [
  ['STE', 60],
  ['FL', 15],
  ['UNIT', 15],
  ['RM', 10],
];

const HEADER = ['address_id', ...ADDRESS_COLUMNS, 'quotes'];

interface Zip {
  zip: string;
  city: string;
  state: string;
  lat: number;
  long: number;
  streets: string[] | null;
}

/** The --addresses value: 1 to 10,000,000, `_` and `,` allowed as separators. */
function addressCount(value: string | undefined): number {
  if (value === undefined) throw new CliError('--addresses N is required');
  const v = value.replace(/[_,]/g, '');
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 10_000_000) {
    throw new CliError(`--addresses must be a whole number from 1 to 10,000,000, got "${v}"`);
  }
  return Number(v);
}

function loadZips(): Zip[] {
  const rows = parse(fs.readFileSync(fromRepoRoot('data/zips/zips.csv')), {
    columns: true,
    skip_empty_lines: true,
  }) as Record<string, string>[];
  return rows.map((r) => ({
    zip: r.zip!,
    city: r.city!,
    state: r.state!,
    lat: Number(r.latitude),
    long: Number(r.longitude),
    streets: null,
  }));
}

const csvField = (s: string) => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

export async function generate(count: number, out: string, seed: string): Promise<void> {
  const random = seededRandom(`${seed}:${count}`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const chance = (p: number) => random() < p;
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

  // Many real ZIPs, about 200 rows each; two thirds in the wireline states, where the flags vary most.
  const all = loadZips();
  const wireline = all.filter((z) => WIRELINE.has(z.state));
  const other = all.filter((z) => !WIRELINE.has(z.state));
  const zipCount = Math.min(all.length, Math.max(20, Math.ceil(count / 200)));
  const shuffle = <T>(list: T[]) => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    return list;
  };
  const pool = [
    ...shuffle(wireline).slice(0, Math.ceil((zipCount * 2) / 3)),
    ...shuffle(other).slice(0, Math.floor(zipCount / 3)),
  ];

  const streetsOf = (z: Zip): string[] => {
    if (z.streets) return z.streets;
    const names = new Set<string>();
    const n = between(8, 40);
    while (names.size < n) {
      let r = random() * SUFFIX_TOTAL;
      const suffix = SUFFIXES.find((s) => (r -= s[2]) < 0) ?? SUFFIXES[0]!;
      const base = chance(0.2) ? pick(ORDINALS) : pick(STREET_NAMES);
      // Most files abbreviate; a few spell suffixes out, which the search folds alike.
      const word = chance(0.05) ? suffix[1] : suffix[0];
      const pre = z.state !== 'DC' && chance(0.12) ? `${pick(PRE_DIRECTIONS)} ` : '';
      const post = z.state === 'DC' ? ` ${pick(DC_QUADRANTS)}` : '';
      names.add(`${pre}${base} ${word}${post}`);
    }
    z.streets = [...names];
    return z.streets;
  };
  const nextHouse = new Map<string, number>();

  fs.mkdirSync(path.dirname(out), { recursive: true });
  const stream = fs.createWriteStream(out);
  let chunk = `${HEADER.join(',')}\n`;
  const write = async (line: string) => {
    chunk += line;
    if (chunk.length > 1 << 16) {
      if (!stream.write(chunk)) await once(stream, 'drain');
      chunk = '';
    }
  };

  let written = 0;
  let nextId = 10_000_000;
  let quoteNo = 5_000_000;
  const yn = (b: boolean) => (b ? 'Y' : 'N');
  while (written < count) {
    const z = pick(pool);
    const street = pick(streetsOf(z));
    const key = `${z.zip}|${street}`;
    const house = (nextHouse.get(key) ?? between(1, 300)) + between(1, 12) * 2;
    nextHouse.set(key, house);
    const lat = (z.lat + (random() - 0.5) * 0.02).toFixed(5);
    const long = (z.long + (random() - 0.5) * 0.02).toFixed(5);

    const flags = Object.fromEntries(FLAG_COLUMNS.map((f) => [f, 'N'])) as Record<
      FlagColumn,
      string
    >;
    let speed = '';
    if (WIRELINE.has(z.state)) {
      const r = random();
      if (r < 0.55) {
        Object.assign(flags, { fiber: 'Y', phone: 'Y', bdv: 'Y', tv: yn(chance(0.7)) });
        speed = pick(['1G', '2G', '500M', '300M']);
      } else if (r < 0.8) {
        Object.assign(flags, { hsi: 'Y', phone: 'Y' });
        speed = pick(['15M', '10M', '7M', '3M']);
      }
      flags.oof = yn(chance(0.02));
      flags.existing_service = yn(chance(0.04));
      flags.pending_order = yn(chance(0.02));
      flags.ingpon2ont = yn(chance(0.01));
      flags.s2slbo = yn(chance(0.003));
    }
    flags.qualified_4g = yn(chance(0.85));
    flags.qualified_5g = yn(chance(0.3));
    flags.qualified_cband = yn(chance(0.25));
    const quotes =
      flags.fiber === 'Y' && chance(0.02)
        ? Array.from(
            { length: between(1, 2) },
            () => `Q${++quoteNo}:MON${quoteNo + 3_000_000}`,
          ).join(';')
        : '';

    const unitCount = chance(0.1) ? Math.min(between(2, 40), count - written - 1) : 0;
    const twin = unitCount === 0 && chance(0.005) && count - written >= 2;
    const baseId = String(nextId++);
    const row = (
      id: string,
      base: string,
      unit: string,
      f: Record<FlagColumn, string>,
      q: string,
    ) =>
      [
        id,
        base,
        String(house),
        street,
        unit,
        z.city,
        z.state,
        z.zip,
        lat,
        long,
        ...FLAG_COLUMNS.map((c) => f[c]),
        speed,
        q,
      ]
        .map(csvField)
        .join(',') + '\n';

    flags.base_address_blocked = yn(unitCount > 0 && chance(0.03));
    await write(row(baseId, '', '', flags, quotes));
    written++;
    if (twin) {
      // A second building at the same house number, street and zip: the multiple-address outcome.
      await write(row(String(nextId++), '', '', flags, ''));
      written++;
    }
    if (unitCount > 0) {
      let r = random() * 100;
      const designator = UNIT_DESIGNATORS.find((d) => (r -= d[1]) < 0)?.[0] ?? 'STE';
      const start = designator === 'STE' ? pick([1, 100, 101, 200]) : 1;
      const unitFlags = { ...flags, base_address_blocked: 'N' };
      for (let u = 0; u < unitCount; u++) {
        await write(row(String(nextId++), baseId, `${designator} ${start + u}`, unitFlags, ''));
        written++;
      }
    }
  }
  stream.write(chunk);
  stream.end();
  await once(stream, 'finish');
}

// Run only as a command, so tests can import generate().
if (isMainModule(import.meta.url)) {
  await runCli({
    command: 'footprint:generate',
    failure: 'footprint generate',
    synopsis: '--addresses N [--out file.csv] [--seed S]',
    options: {
      addresses: {
        type: 'string',
        value: 'N',
        help: 'number of rows (buildings and units), 1 to 10,000,000',
      },
      out: { type: 'string', value: 'FILE', help: 'default data/generated/footprint-N.csv' },
      seed: {
        type: 'string',
        value: 'S',
        help: 'any text; the same N and seed give the same file (default 1)',
      },
    },
    async run({ values }) {
      const count = addressCount(values.addresses);
      const out = values.out
        ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out)
        : fromRepoRoot(`data/generated/footprint-${count}.csv`);
      const started = Date.now();
      await generate(count, out, values.seed ?? '1');
      process.stdout.write(
        `Wrote ${count} addresses to ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
      );
    },
  });
}
