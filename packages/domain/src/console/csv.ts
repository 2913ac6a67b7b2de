/**
 * CSV exports of the console (RFC 4180: comma-separated, CRLF lines, fields with a comma, quote
 * or line break in double quotes). A cell that a spreadsheet would read as a formula (it starts
 * with = + - @, or a tab or carriage return) is neutralized with a leading single quote, so an
 * exported value typed by a customer can never run in the reader's spreadsheet (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text of a cell, neutralized when a spreadsheet would take it for a formula. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function field(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : neutralizeCell(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: the header line, then one line per row. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return [header, ...rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}
