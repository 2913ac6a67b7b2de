/**
 * The provider's holidays (data/holidays.json, or the file HOLIDAYS_FILE names): read once per
 * file and validated; a bad file stops the calendar with a message naming the file and entry.
 * The server and `npm run slots:generate` read the same file.
 */
import fs from 'node:fs';
import { holidayFile, holidaySet, type Holidays } from '@bizline/domain/orders/holidays';
import { fromRepoRoot } from '../../paths';

const DEFAULT_HOLIDAYS_FILE = 'data/holidays.json';

const loaded = new Map<string, Holidays>();

/** The holidays of a file (absolute, or relative to the repository). */
export function loadHolidays(file: string): Holidays {
  const full = fromRepoRoot(file);
  const known = loaded.get(full);
  if (known) return known;
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (e) {
    throw new Error(`HOLIDAYS_FILE: cannot read ${full}: ${(e as Error).message}`);
  }
  const parsed = holidayFile.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`HOLIDAYS_FILE (${full}): ${problems.join('; ')}`);
  }
  const set = holidaySet(parsed.data);
  loaded.set(full, set);
  return set;
}

/** The provider's holidays: HOLIDAYS_FILE, or data/holidays.json. */
export function providerHolidays(): Holidays {
  return loadHolidays(process.env.HOLIDAYS_FILE || DEFAULT_HOLIDAYS_FILE);
}
