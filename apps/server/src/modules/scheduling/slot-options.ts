/**
 * The options of an install-calendar run, checked in one place for `npm run slots:generate` and
 * the console: areas (ZIP3s), days, technician capacity, install types. Each problem names its
 * option ('area must be a ZIP3 like 021, got "2a"'); the CLI puts `--` before it.
 */
import { DEFAULT_CALENDAR_DAYS, type InstallType } from '@bizline/domain/orders/install-calendar';

export interface SlotOptionsInput {
  areas: readonly string[];
  days?: string | undefined;
  capacity?: string | undefined;
  type?: string | undefined;
}

export interface SlotOptions {
  areas: string[];
  days: number;
  capacity: number | undefined;
  types: InstallType[];
}

const SLOT_DAYS_MAX = 366;
const SLOT_CAPACITY_MAX = 10_000;

function intOption(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
  problems: string[],
): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
    return undefined;
  }
  return n;
}

function installTypes(value: string | undefined, problems: string[]): InstallType[] {
  if (value === undefined || value === '' || value === 'both') return ['tech', 'self'];
  if (value === 'tech' || value === 'self') return [value];
  problems.push(`type must be tech, self or both, got "${value}"`);
  return [];
}

export function checkSlotOptions(
  input: SlotOptionsInput,
): { ok: true; options: SlotOptions } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const areas = input.areas.map((a) => a.trim()).filter(Boolean);
  const bad = areas.find((a) => !/^\d{3}$/.test(a));
  if (bad !== undefined) problems.push(`area must be a ZIP3 like 021, got "${bad}"`);
  else if (!areas.length) problems.push('area is required');
  const days = intOption('days', input.days, 1, SLOT_DAYS_MAX, problems) ?? DEFAULT_CALENDAR_DAYS;
  const capacity = intOption('capacity', input.capacity, 0, SLOT_CAPACITY_MAX, problems);
  const types = installTypes(input.type, problems);
  if (problems.length) return { ok: false, problems };
  return { ok: true, options: { areas: [...new Set(areas)], days, capacity, types } };
}
