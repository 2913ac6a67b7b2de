/**
 * npm run slots:generate -- --area 021 [--days 30] [--capacity 3] [--type tech|self|both]
 *
 * Writes the install calendar of an area (a ZIP3) into the configured database: business days
 * from two days out, three technician intervals a day and one self-install shipment; none on the
 * provider's holidays (data/holidays.json or HOLIDAYS_FILE). Existing slots keep what is taken;
 * --capacity sets the technician visits per interval (never below what is taken). Exit codes and
 * errors: run-cli.ts.
 */
import { DEFAULT_CALENDAR_DAYS, type InstallType } from '@bizline/domain/orders/install-calendar';
import { generateSlots } from '../modules/scheduling/service';
import { CliError, runCli } from './run-cli';

function intOption(name: string, value: string | undefined, min: number, max: number) {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new CliError(`--${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return n;
}

function installTypes(value: string | undefined): InstallType[] {
  if (value === undefined || value === 'both') return ['tech', 'self'];
  if (value === 'tech' || value === 'self') return [value];
  throw new CliError(`--type must be tech, self or both, got "${value}"`);
}

await runCli({
  command: 'slots:generate',
  failure: 'slot generation',
  synopsis: '--area <ZIP3> [--days N] [--capacity N] [--type tech|self|both]',
  options: {
    area: {
      type: 'string',
      multiple: true,
      value: '<ZIP3>',
      help: 'the first three digits of the service ZIP codes (e.g. 021), repeatable',
    },
    days: {
      type: 'string',
      value: 'N',
      help: `business days to cover from two days out (default ${DEFAULT_CALENDAR_DAYS})`,
    },
    capacity: {
      type: 'string',
      value: 'N',
      help: 'technician visits per interval (default 4; self install stays ample)',
    },
    type: {
      type: 'string',
      value: 'tech|self|both',
      help: 'which calendars to write (default both)',
    },
  },
  usesDatabase: true,
  notes: 'No slot is written on a provider holiday (HOLIDAYS_FILE, default data/holidays.json).',
  async run({ values, database }) {
    const areas = values.area ?? [];
    const bad = areas.find((a) => !/^\d{3}$/.test(a));
    if (bad !== undefined) throw new CliError(`--area must be a ZIP3 like 021, got "${bad}"`);
    if (!areas.length) throw new CliError('--area is required');
    const days = intOption('days', values.days, 1, 366) ?? DEFAULT_CALENDAR_DAYS;
    const capacity = intOption('capacity', values.capacity, 0, 10_000);
    const types = installTypes(values.type);
    const db = await database();
    for (const area of areas) {
      const r = await generateSlots({ db }, { area, days, capacity, types });
      process.stdout.write(
        `Area ${area} in ${db.description}: ${r.added} slots added, ${r.updated} capacities changed\n`,
      );
    }
  },
});
