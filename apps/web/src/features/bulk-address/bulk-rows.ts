/**
 * Bulk address rows (000 §2 screen 6, §3 "Bulk row", §4 "Bulk tool"): the row rules that gate
 * Continue and the CSV import of 'Bulk Address Upload'. Pure functions.
 */
import { BULK_ADDRESS_MAX, US_STATES } from '@bizline/domain/constants';
import type { BulkRow } from '@bizline/domain/wire/entry';
import { splitCsvLine, type CsvProblem } from '../../shared/csv/csv-line';
import type { BulkRowValues } from '../../shared/store/entry-pages-slice';

export const emptyRow = (): BulkRowValues => ({
  addressLine1: '',
  addressLine2: '',
  city: '',
  stateProvince: '',
  postalCode: '',
});

export type RowField = keyof BulkRowValues;

const ZIP = /^\d{5}$/;
const STATE_ABBRS: ReadonlySet<string> = new Set(US_STATES.map((s) => s.abbr));

/** What a row still lacks, in field order ([] when complete). */
export function rowProblems(row: BulkRowValues): RowField[] {
  const problems: RowField[] = [];
  if (!row.addressLine1.trim()) problems.push('addressLine1');
  if (!row.city.trim()) problems.push('city');
  if (!STATE_ABBRS.has(row.stateProvince)) problems.push('stateProvince');
  if (!ZIP.test(row.postalCode.trim())) problems.push('postalCode');
  return problems;
}

/** The key a unit lookup is remembered under (street and zip as typed, case ignored). */
export function lookupKey(row: BulkRowValues): string {
  return `${row.addressLine1.trim().toUpperCase().replace(/\s+/g, ' ')}|${row.postalCode.trim()}`;
}

/** A chosen address needs a unit that is missing: its building has units and none is given. */
export function needsUnit(row: BulkRowValues, unitCounts: ReadonlyMap<string, number>): boolean {
  return !row.addressLine2.trim() && (unitCounts.get(lookupKey(row)) ?? 0) > 0;
}

/** Continue is enabled only when the captcha is solved, no row is empty and no chosen address
 * needs a missing unit. */
export function canContinue(
  rows: readonly BulkRowValues[],
  captchaSolved: boolean,
  unitCounts: ReadonlyMap<string, number>,
): boolean {
  return (
    captchaSolved &&
    rows.length > 0 &&
    rows.length <= BULK_ADDRESS_MAX &&
    rows.every((r) => rowProblems(r).length === 0 && !needsUnit(r, unitCounts))
  );
}

/** '+ Add Address' hides when 25 rows exist. */
export function canAddRow(rows: readonly unknown[]): boolean {
  return rows.length < BULK_ADDRESS_MAX;
}

/** The wire rows: trimmed, the unit left out when blank. */
export function toWireRows(rows: readonly BulkRowValues[]): BulkRow[] {
  return rows.map((r) => ({
    addressLine1: r.addressLine1.trim(),
    ...(r.addressLine2.trim() ? { addressLine2: r.addressLine2.trim() } : {}),
    city: r.city.trim(),
    stateProvince: r.stateProvince,
    postalCode: r.postalCode.trim(),
  }));
}

// ---------------------------------------------------------------------------------------------
// CSV import
// ---------------------------------------------------------------------------------------------

const CSV_COLUMNS: readonly RowField[] = [
  'addressLine1',
  'addressLine2',
  'city',
  'stateProvince',
  'postalCode',
];

export interface CsvResult {
  rows: BulkRowValues[];
  problems: CsvProblem[];
}

function stateAbbr(value: string): string | null {
  const v = value.trim().toUpperCase();
  if (STATE_ABBRS.has(v)) return v;
  return US_STATES.find((s) => s.name.toUpperCase() === v)?.abbr ?? null;
}

/**
 * Rows of a CSV file: addressLine1, addressLine2 (unit), city, stateProvince, postalCode, with
 * an optional header line. States may be written out ('Texas'); a 4-digit ZIP is read as one
 * that lost its leading 0 in a spreadsheet. Every problem is reported with its line, and a
 * file with problems imports nothing.
 */
export function parseBulkCsv(text: string): CsvResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const rows: BulkRowValues[] = [];
  const problems: CsvProblem[] = [];
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return;
    const values = splitCsvLine(raw);
    if (rows.length === 0 && problems.length === 0 && /address/i.test(values[0] ?? '')) return;
    if (values.length !== CSV_COLUMNS.length) {
      problems.push({ line, message: `expected 5 values, found ${values.length}` });
      return;
    }
    const [addressLine1 = '', addressLine2 = '', city = '', state = '', zipRaw = ''] = values;
    const postalCode = /^\d{4}$/.test(zipRaw) ? `0${zipRaw}` : zipRaw;
    const stateProvince = stateAbbr(state);
    const lineProblems: string[] = [];
    if (!addressLine1) lineProblems.push('the street address is missing');
    if (!city) lineProblems.push('the city is missing');
    if (!stateProvince) lineProblems.push(`"${state}" is not a US state`);
    if (!ZIP.test(postalCode)) lineProblems.push(`the ZIP code "${zipRaw}" is not 5 digits`);
    if (lineProblems.length > 0) {
      problems.push({ line, message: lineProblems.join('; ') });
      return;
    }
    rows.push({ addressLine1, addressLine2, city, stateProvince: stateProvince!, postalCode });
  });
  if (rows.length === 0 && problems.length === 0) {
    problems.push({ line: 0, message: 'the file has no addresses' });
  }
  if (rows.length > BULK_ADDRESS_MAX) {
    problems.push({
      line: 0,
      message: `the file has ${rows.length} addresses; at most ${BULK_ADDRESS_MAX} can be checked at once`,
    });
  }
  return problems.length > 0 ? { rows: [], problems } : { rows, problems };
}
