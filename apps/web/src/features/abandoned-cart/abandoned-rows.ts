/**
 * Abandoned-cart bulk rows: typed rows, the CSV
 * import with line-numbered problems, and the batches the page sends. Pure functions.
 */
import {
  ABANDONED_CART_BATCH_SIZE,
  ABANDONED_CART_FIELDS,
  ABANDONED_CART_MAX_UPLOAD_ROWS,
  type AbandonedCartField,
  type AbandonedCartRow,
} from '@bizline/domain/wire/abandoned-cart';
import { splitCsvLine, type CsvProblem } from '../../shared/csv/csv-line';

export type RowValues = Record<AbandonedCartField, string>;

export const emptyRow = (): RowValues => ({
  addressID: '',
  phoneNumber: '',
  state: '',
  email: '',
  city: '',
  street: '',
  zipCode: '',
});

/** What a row lacks before it is worth sending (the server checks the rest per row). */
export function rowProblems(row: RowValues): string[] {
  const problems: string[] = [];
  if (!row.addressID.trim() && !row.street.trim()) {
    problems.push('the addressID or the street is required');
  }
  if (!/^\d{5}$/.test(row.zipCode.trim())) {
    problems.push(`the zipCode "${row.zipCode}" is not 5 digits`);
  }
  return problems;
}

export const isBlankRow = (row: RowValues) =>
  ABANDONED_CART_FIELDS.every((f) => row[f].trim() === '');

/**
 * Rows of a CSV file with the header addressID,phoneNumber,state,email,city,street,zipCode
 * (columns in any order, names in any case). A 4-digit ZIP is read as one that lost its leading
 * 0 in a spreadsheet. Every problem is reported with its line; a file with problems imports
 * nothing.
 */
export function parseAbandonedCsv(text: string): { rows: RowValues[]; problems: CsvProblem[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const rows: RowValues[] = [];
  const problems: CsvProblem[] = [];
  let columns: (AbandonedCartField | null)[] | null = null;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return;
    const values = splitCsvLine(raw);
    if (!columns) {
      const byKey = new Map(ABANDONED_CART_FIELDS.map((f) => [f.toLowerCase(), f]));
      columns = values.map((v) => byKey.get(v.toLowerCase()) ?? null);
      const missing = ABANDONED_CART_FIELDS.filter((f) => !columns!.includes(f));
      if (missing.length) {
        problems.push({
          line,
          message: `the header must be ${ABANDONED_CART_FIELDS.join(',')}; missing ${missing.join(', ')}`,
        });
      }
      return;
    }
    if (problems.some((p) => p.line === 1 && p.message.startsWith('the header'))) return;
    if (values.length !== columns.length) {
      problems.push({
        line,
        message: `expected ${columns.length} values, found ${values.length}`,
      });
      return;
    }
    const row = emptyRow();
    columns.forEach((field, i) => {
      if (field) row[field] = values[i] ?? '';
    });
    if (/^\d{4}$/.test(row.zipCode)) row.zipCode = `0${row.zipCode}`;
    const lineProblems = rowProblems(row);
    if (lineProblems.length) {
      problems.push({ line, message: lineProblems.join('; ') });
      return;
    }
    rows.push(row);
  });
  if (!columns) problems.push({ line: 0, message: 'the file is empty' });
  else if (rows.length === 0 && problems.length === 0) {
    problems.push({ line: 0, message: 'the file has no rows' });
  }
  if (rows.length > ABANDONED_CART_MAX_UPLOAD_ROWS) {
    problems.push({
      line: 0,
      message: `the file has ${rows.length} rows; at most ${ABANDONED_CART_MAX_UPLOAD_ROWS} at once`,
    });
  }
  return problems.length > 0 ? { rows: [], problems } : { rows, problems };
}

/** Numbered, trimmed wire rows split into the batches the page sends one after the other. */
export function toBatches(
  rows: readonly RowValues[],
  size = ABANDONED_CART_BATCH_SIZE,
): AbandonedCartRow[][] {
  const wire = rows.map((r, i) => {
    const out = { row: i + 1 } as AbandonedCartRow;
    for (const f of ABANDONED_CART_FIELDS) out[f] = r[f].trim();
    return out;
  });
  const batches: AbandonedCartRow[][] = [];
  for (let i = 0; i < wire.length; i += size) batches.push(wire.slice(i, i + size));
  return batches;
}
