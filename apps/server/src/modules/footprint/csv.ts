/**
 * The footprint CSV format (issue 2 item 10, docs/footprint-format.md): the header check and the
 * per-row validation, pure so they are unit-tested without a database. Cross-row rules that need
 * the whole file or the database (duplicate ids, base_address_id references) are checked in SQL
 * over the staged file (repo.ts); their problems are worded here.
 */

export const FLAG_COLUMNS = [
  'fiber',
  'hsi',
  'phone',
  'bdv',
  'tv',
  'ingpon2ont',
  's2slbo',
  'base_address_blocked',
  'qualified_4g',
  'qualified_cband',
  'qualified_5g',
  'oof',
  'existing_service',
  'pending_order',
] as const;
export type FlagColumn = (typeof FLAG_COLUMNS)[number];

/** The file's address columns after address_id, in the file's order (also the table's columns). */
export const ADDRESS_COLUMNS = [
  'base_address_id',
  'house_number',
  'street_name',
  'unit',
  'city',
  'state',
  'zip',
  'latitude',
  'longitude',
  ...FLAG_COLUMNS,
  'speed_type',
] as const;
type YN = 'Y' | 'N';

const REQUIRED_COLUMNS = [
  'address_id',
  'house_number',
  'street_name',
  'city',
  'state',
  'zip',
] as const;
const OPTIONAL_COLUMNS = [
  'base_address_id',
  'unit',
  'latitude',
  'longitude',
  ...FLAG_COLUMNS,
  'speed_type',
  'quotes',
  'building_name',
  'zip4',
] as const;
const KNOWN_COLUMNS = new Set<string>([...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS]);

/**
 * USPS codes of the states, DC and the territories/freely associated states that have ZIP codes.
 * Armed-forces codes (AA, AE, AP) are not places a business is served at.
 */
const US_STATE_CODES: ReadonlySet<string> = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ ' +
    'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI FM MH PW'
  ).split(' '),
);

/** Length limits: generous for real addresses, small enough to keep rows and indexes sane. */
const LIMITS = {
  address_id: 64,
  house_number: 20,
  street_name: 100,
  city: 64,
  unit: 40,
  speed_type: 40,
  building_name: 100,
  quote_part: 40,
} as const;

interface FootprintQuote {
  quoteNumber: string;
  mon: string;
}

export interface FootprintRow {
  /** First line of the record in the file (1 = header). */
  line: number;
  addressId: string;
  /** Equals addressId for a building (base) row. */
  baseAddressId: string;
  houseNumber: string;
  streetName: string;
  /** Null for a building row. */
  unit: string | null;
  city: string;
  state: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
  flags: Record<FlagColumn, YN>;
  speedType: string | null;
  quotes: FootprintQuote[];
  /** The building's name and the ZIP+4 add-on: what tells buildings at one address apart. */
  buildingName: string | null;
  zip4: string | null;
}

export interface Problem {
  line: number;
  /** A column name, or 'row' / 'file' for problems that are not about one column. */
  column: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `line ${p.line}: ${p.column}: ${p.message}`;
}

/**
 * Problems as `line N: column: message`, the first `cap` of them, then a count of the rest
 * (`total` counts problems that were found but not kept).
 */
export function formatProblems(
  problems: readonly Problem[],
  total = problems.length,
  cap = 50,
): string[] {
  const lines = problems.slice(0, cap).map(formatProblem);
  const shown = Math.min(cap, problems.length);
  if (total > shown)
    lines.push(`... and ${total - shown} more problem${total - shown === 1 ? '' : 's'}`);
  return lines;
}

/**
 * Check the header row (names are trimmed and case-insensitive). Returns the column name of each
 * position, or problems when a column is unknown, repeated or a required one is missing.
 */
export interface Header {
  /** Lower-cased column name at each position. */
  columns: string[];
  /** Column name -> position (first occurrence). */
  position: Map<string, number>;
}

export function checkHeader(header: readonly string[]): Header & { problems: Problem[] } {
  const problems: Problem[] = [];
  const columns = header.map((h) => h.trim().toLowerCase());
  const position = new Map<string, number>();
  columns.forEach((name, i) => {
    if (!position.has(name)) position.set(name, i);
  });
  const seen = new Set<string>();
  columns.forEach((name, i) => {
    if (!name) {
      problems.push({ line: 1, column: `column ${i + 1}`, message: 'empty column name' });
    } else if (!KNOWN_COLUMNS.has(name)) {
      problems.push({
        line: 1,
        column: header[i]!.trim(),
        message: `unknown column (known columns: ${[...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS].join(', ')})`,
      });
    } else if (seen.has(name)) {
      problems.push({ line: 1, column: name, message: 'column appears more than once' });
    }
    seen.add(name);
  });
  for (const required of REQUIRED_COLUMNS) {
    if (!seen.has(required)) {
      problems.push({ line: 1, column: required, message: 'required column is missing' });
    }
  }
  return { columns, position, problems };
}

const ADDRESS_ID = /^[\x21-\x7e]+$/; // printable ASCII, no spaces
// A line break or tab inside a quoted field would corrupt displays and search keys.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const QUOTE_PART = /^[A-Za-z0-9_-]+$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function parseYN(value: string): YN | null {
  if (value === '') return 'N';
  const v = value.toUpperCase();
  return v === 'Y' || v === 'N' ? v : null;
}

function parseQuotes(value: string, problem: (message: string) => void): FootprintQuote[] {
  const quotes: FootprintQuote[] = [];
  if (!value) return quotes;
  const seen = new Set<string>();
  // A trailing ';' (or ';;') is tolerated: the meaning is clear.
  for (const pair of value
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const parts = pair.split(':').map((s) => s.trim());
    const [quoteNumber, mon] = parts;
    if (
      parts.length !== 2 ||
      !quoteNumber ||
      !mon ||
      !QUOTE_PART.test(quoteNumber) ||
      !QUOTE_PART.test(mon) ||
      quoteNumber.length > LIMITS.quote_part ||
      mon.length > LIMITS.quote_part
    ) {
      problem(
        `"${pair}" is not quoteNumber:MON (letters, digits, - or _, pairs separated by ';', e.g. Q1001:MON2001;Q1002:MON2002)`,
      );
      continue;
    }
    if (seen.has(quoteNumber)) {
      problem(`quote ${quoteNumber} is listed twice`);
      continue;
    }
    seen.add(quoteNumber);
    quotes.push({ quoteNumber, mon });
  }
  return quotes;
}

function parseCoordinate(
  value: string,
  min: number,
  max: number,
  problem: (message: string) => void,
): number | null {
  if (value === '') return null;
  const n = Number(value);
  if (!DECIMAL.test(value) || !Number.isFinite(n) || n < min || n > max) {
    problem(`"${value}" is not a number between ${min} and ${max}`);
    return null;
  }
  return n;
}

/**
 * Validate one data record against the header. Values are trimmed by the parser;
 * letters in state and flags are accepted in either case. Returns the typed row, or problems.
 */
export function parseRecord(
  record: readonly string[],
  header: Header,
  line: number,
): { row: FootprintRow | null; addressId: string; problems: Problem[] } {
  const problems: Problem[] = [];
  const get = (name: string): string => {
    const i = header.position.get(name);
    return i === undefined ? '' : (record[i] ?? '').trim();
  };
  if (record.length !== header.columns.length) {
    problems.push({
      line,
      column: 'row',
      message: `has ${record.length} fields, the header has ${header.columns.length}`,
    });
    return { row: null, addressId: get('address_id'), problems };
  }
  const add = (column: string) => (message: string) => problems.push({ line, column, message });

  const text = (name: keyof typeof LIMITS, required: boolean): string => {
    const v = get(name);
    if (required && !v) add(name)('is required');
    else if (v.length > LIMITS[name]) add(name)(`is longer than ${LIMITS[name]} characters`);
    else if (CONTROL_CHARACTER.test(v))
      add(name)('contains control characters (e.g. a line break)');
    return v;
  };

  const addressId = text('address_id', true);
  if (addressId && addressId.length <= LIMITS.address_id && !ADDRESS_ID.test(addressId)) {
    add('address_id')('must not contain spaces or non-ASCII characters');
  }
  const baseRaw = get('base_address_id');
  if (baseRaw && (baseRaw.length > LIMITS.address_id || !ADDRESS_ID.test(baseRaw))) {
    add('base_address_id')(
      `must be an address_id (no spaces, at most ${LIMITS.address_id} characters)`,
    );
  }
  const baseAddressId = baseRaw || addressId;

  const houseNumber = text('house_number', true);
  if (houseNumber && !/[A-Za-z0-9]/.test(houseNumber))
    add('house_number')('has no letters or digits');
  const streetName = text('street_name', true);
  if (streetName && !/[A-Za-z0-9]/.test(streetName)) add('street_name')('has no letters or digits');
  const city = text('city', true);
  const unit = text('unit', false);
  if (baseAddressId !== addressId && !unit) {
    add('unit')('is required on a unit row (base_address_id names another address)');
  }

  const stateRaw = get('state');
  const state = stateRaw.toUpperCase();
  if (!stateRaw) add('state')('is required');
  else if (!/^[A-Z]{2}$/.test(state)) add('state')(`"${stateRaw}" is not a 2-letter state code`);
  else if (!US_STATE_CODES.has(state))
    add('state')(`"${stateRaw}" is not a US state or territory code`);

  const zip = get('zip');
  if (!zip) add('zip')('is required');
  else if (!/^\d{5}$/.test(zip)) add('zip')(`"${zip}" is not 5 digits`);

  const latRaw = get('latitude');
  const longRaw = get('longitude');
  const latitude = parseCoordinate(latRaw, -90, 90, add('latitude'));
  const longitude = parseCoordinate(longRaw, -180, 180, add('longitude'));
  if (latRaw && !longRaw) add('longitude')('is required when latitude is given');
  if (longRaw && !latRaw) add('latitude')('is required when longitude is given');

  const flags = {} as Record<FlagColumn, YN>;
  for (const flag of FLAG_COLUMNS) {
    const raw = get(flag);
    const yn = parseYN(raw);
    if (yn === null) add(flag)(`"${raw}" is not Y or N`);
    flags[flag] = yn ?? 'N';
  }
  const speedType = text('speed_type', false);
  const buildingName = text('building_name', false);
  const zip4 = get('zip4');
  if (zip4 && !/^\d{4}$/.test(zip4)) add('zip4')(`"${zip4}" is not 4 digits`);
  const quotes = parseQuotes(get('quotes'), add('quotes'));

  if (problems.length) return { row: null, addressId, problems };
  return {
    addressId,
    row: {
      line,
      addressId,
      baseAddressId,
      houseNumber,
      streetName,
      unit: unit || null,
      city,
      state,
      zip,
      latitude,
      longitude,
      flags,
      speedType: speedType || null,
      quotes,
      buildingName: buildingName || null,
      zip4: zip4 || null,
    },
    problems,
  };
}

/**
 * Cross-row rules, checked in SQL over the staged file (repo.ts) so that memory stays flat at
 * millions of rows: address_id unique within the file; base_address_id names a building row of
 * the file or (unless the footprint is being replaced) of the database. These build the problems.
 */
export function duplicateIdProblem(addressId: string, line: number, firstLine: number): Problem {
  return { line, column: 'address_id', message: `"${addressId}" repeats line ${firstLine}` };
}

/** What is wrong with a unit row's base_address_id. */
export type BaseIssue =
  /** The base is a row of the file (at baseLine) that is itself a unit. */
  | { kind: 'unit-in-file'; baseLine: number }
  /** Not in the file; under --replace the database does not count. */
  | { kind: 'missing'; replacing: boolean }
  /** Not in the file; in the footprint, but as a unit. */
  | { kind: 'unit-in-footprint' };

export function baseProblem(line: number, base: string, issue: BaseIssue): Problem {
  const message =
    issue.kind === 'unit-in-file'
      ? `"${base}" (line ${issue.baseLine}) is itself a unit row; name its building`
      : issue.kind === 'unit-in-footprint'
        ? `"${base}" is a unit in the footprint; name its building`
        : issue.replacing
          ? `"${base}" is not an address of this file (--replace keeps only the file's addresses)`
          : `"${base}" is neither in this file nor in the footprint`;
  return { line, column: 'base_address_id', message };
}
