/**
 * Defensive coercion shared by every validator. Validators receive `unknown` (form state,
 * request bodies, query strings) and must never throw, so they read values only through these.
 */

/** Text of a value a user could have typed: strings as-is, finite numbers and bigints as their
 * decimal text, anything else (null, objects, booleans, symbols...) as ''. Never calls a
 * user-supplied toString. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'bigint') return value.toString();
  return '';
}

/** True when the value has no visible content (missing, non-text, or only whitespace). */
export function isBlank(value: unknown): boolean {
  return asText(value).trim() === '';
}

/** A plain object view of an unknown value, or null when it is not a non-array object. */
export function asRecord(value: unknown): Readonly<Record<string, unknown>> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return value as Record<string, unknown>;
}

/** An own property of an unknown value (inherited properties are ignored so that a field named
 * like an Object.prototype member is never read from the prototype). */
export function readField(value: unknown, key: string): unknown {
  const record = asRecord(value);
  if (record === null || !Object.hasOwn(record, key)) return undefined;
  return record[key];
}

/** A list view of an unknown value ([] when it is not an array). */
export function asList(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Case-insensitive comparison of a value's trimmed text with an expected word. */
export function equalsIgnoreCase(value: unknown, expected: string): boolean {
  return asText(value).trim().toLowerCase() === expected.toLowerCase();
}
