/**
 * npm run slots:generate -- --area 021 [--days 30] [--capacity 3] [--type tech|self|both]
 *
 * Writes the install calendar of an area (a ZIP3) into the database named by DATABASE_URL
 * (default sqlite:./data/bizline.sqlite), migrating it first: business days from two days out,
 * three technician intervals a day and one self-install shipment; none on the provider's
 * holidays (data/holidays.json or HOLIDAYS_FILE). Existing slots keep what is
 * taken; --capacity sets the technician visits per interval (never below what is taken).
 */
import { migrateToLatest, openDb, parseDatabaseUrl } from '../db/index';
import { DEFAULT_CALENDAR_DAYS, type InstallType } from '@bizline/domain/orders/install-calendar';
import { generateSlots } from '../modules/scheduling/service';

const USAGE = `usage: npm run slots:generate -- --area <ZIP3> [--days N] [--capacity N] [--type tech|self|both]

  --area       the first three digits of the service ZIP codes (e.g. 021), repeatable
  --days       business days to cover from two days out (default ${DEFAULT_CALENDAR_DAYS})
  --capacity   technician visits per interval (default 4; self install stays ample)
  --type       which calendars to write (default both)

The database is DATABASE_URL (default sqlite:./data/bizline.sqlite). No slot is written on a
provider holiday (HOLIDAYS_FILE, default data/holidays.json).`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function intOption(name: string, value: string | undefined, min: number, max: number): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < min || n > max) {
    fail(`${name} must be a whole number from ${min} to ${max}, got "${value ?? ''}"`);
  }
  return n;
}

async function main(argv: string[]): Promise<number> {
  const areas: string[] = [];
  let days = DEFAULT_CALENDAR_DAYS;
  let capacity: number | undefined;
  let types: InstallType[] = ['tech', 'self'];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = argv[i + 1];
    if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    } else if (arg === '--area') {
      if (!value || !/^\d{3}$/.test(value))
        fail(`--area must be a ZIP3 like 021, got "${value ?? ''}"`);
      areas.push(value);
      i++;
    } else if (arg === '--days') {
      days = intOption('--days', value, 1, 366);
      i++;
    } else if (arg === '--capacity') {
      capacity = intOption('--capacity', value, 0, 10_000);
      i++;
    } else if (arg === '--type') {
      if (value === 'both') types = ['tech', 'self'];
      else if (value === 'tech' || value === 'self') types = [value];
      else fail(`--type must be tech, self or both, got "${value ?? ''}"`);
      i++;
    } else fail(`unknown option ${arg}`);
  }
  if (!areas.length) fail('--area is required');

  const url = process.env.DATABASE_URL || 'sqlite:./data/bizline.sqlite';
  try {
    parseDatabaseUrl(url);
  } catch (e) {
    fail(`DATABASE_URL: ${(e as Error).message}`);
  }
  const db = openDb(url);
  try {
    await migrateToLatest(db);
    for (const area of areas) {
      const r = await generateSlots({ db }, { area, days, capacity, types });
      process.stdout.write(
        `Area ${area} in ${db.description}: ${r.added} slots added, ${r.updated} capacities changed\n`,
      );
    }
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`slot generation failed: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  },
);
