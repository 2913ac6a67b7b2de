/**
 * npm run slots:generate -- --area 021 [--days 30] [--capacity 3] [--type tech|self|both]
 *
 * Writes the install calendar of an area (a ZIP3) into the configured database: business days
 * from two days out, three technician intervals a day and one self-install shipment; none on the
 * provider's holidays (data/holidays.json or HOLIDAYS_FILE). Existing slots keep what is taken;
 * --capacity sets the technician visits per interval (never below what is taken). Exit codes and
 * errors: run-cli.ts.
 */
import { DEFAULT_CALENDAR_DAYS } from '@bizline/domain/orders/install-calendar';
import { checkSlotOptions } from '../modules/scheduling/slot-options';
import { generateSlots } from '../modules/scheduling/service';
import { CliError, runCli } from './run-cli';

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
    const checked = checkSlotOptions({
      areas: values.area ?? [],
      days: values.days,
      capacity: values.capacity,
      type: values.type,
    });
    if (!checked.ok) throw new CliError(`--${checked.problems[0]!}`);
    const { areas, days, capacity, types } = checked.options;
    const db = await database();
    for (const area of areas) {
      const r = await generateSlots({ db }, { area, days, capacity, types });
      process.stdout.write(
        `Area ${area} in ${db.description}: ${r.added} slots added, ${r.updated} capacities changed\n`,
      );
    }
  },
});
