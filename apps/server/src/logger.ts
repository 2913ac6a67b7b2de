/**
 * pino options shared by the server and the commands. Sensitive values are redacted wherever
 * they appear (any depth, any letter case of the key) so a logged request body or error can
 * never leak an SSN, a tax id, bank or card numbers, a cvv, a one-time passcode, a password or a
 * credential.
 *
 * Redaction is a walk of our own over a copy of the logged object (`formatters.log`), not pino's
 * `redact` paths: fast-redact's wildcard paths walked into a Buffer (the `rawPacket` of the
 * client errors Fastify logs at trace) and threw, uncaught, ending the process on one malformed
 * request. The walk never throws: binary values become a byte count, cycles and
 * depth beyond MAX_DEPTH are marked, getters that throw are skipped, and if anything still goes
 * wrong the fields are replaced by a marker rather than the line (or the process) being lost.
 */
import pino, { type LoggerOptions } from 'pino';
import { traceLogFields } from './observability/tracing';

const SENSITIVE_KEYS = [
  'ssn',
  'taxId',
  'taxIdNumber',
  'accountNumber',
  'bankAccountNumber',
  'account',
  'routingNumber',
  'bankRoutingNumber',
  'routing',
  'cardNumber',
  'creditCardNumber',
  'pan',
  'cvv',
  'cvc',
  'securityCode',
  'otp',
  'OTPPin',
  'otpPin',
  'passcode',
  'password',
  'newPassword',
  'access_token',
  'accessToken',
  'token_secret',
  'authorization',
  'cookie',
  'set-cookie',
] as const;

const CENSOR = '[redacted]';
/** Nesting deeper than this is logged as a marker (also keeps a 5,000-deep body from recursing). */
const MAX_DEPTH = 8;
/** Keys whose request and reply objects Fastify's serializers reduce to a few safe fields. */
const SERIALIZED_KEYS = new Set(['req', 'res']);

const sensitive = new Set(SENSITIVE_KEYS.map((k) => k.toLowerCase()));

function isSensitiveKey(key: string): boolean {
  return sensitive.has(key.toLowerCase());
}

function isBinary(value: object): value is ArrayBufferView | ArrayBuffer {
  return ArrayBuffer.isView(value) || value instanceof ArrayBuffer;
}

function redactValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  }
  if (isBinary(value)) return `[binary ${value.byteLength} bytes]`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[too deep]';
  seen.add(value);
  try {
    if (value instanceof Error) {
      const serialized = pino.stdSerializers.err(value);
      const out = redactValue({ ...serialized }, depth, seen) as Record<string, unknown>;
      // Fastify's err serializer runs again on this copy; it names the type after `name` when
      // `constructor` is not a function, so the original type survives the second pass.
      Object.defineProperty(out, 'name', { value: serialized.type, enumerable: false });
      Object.defineProperty(out, 'constructor', { value: undefined, enumerable: false });
      return out;
    }
    if (Array.isArray(value)) {
      return value.slice(0, 1000).map((v) => redactValue(v, depth + 1, seen));
    }
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      let v: unknown;
      try {
        v = (value as Record<string, unknown>)[key];
      } catch {
        continue; // a throwing getter: leave the field out
      }
      out[key] = isSensitiveKey(key) && v != null ? CENSOR : redactValue(v, depth + 1, seen);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

function isPlain(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A redacted copy of a log call's merging object; never throws. */
function redactLogObject(obj: Record<string, unknown>): Record<string, unknown> {
  try {
    const out: Record<string, unknown> = {};
    const seen = new WeakSet<object>();
    for (const key of Object.keys(obj)) {
      const v = obj[key];
      if (SERIALIZED_KEYS.has(key) && !isPlain(v)) out[key] = v;
      else out[key] = isSensitiveKey(key) && v != null ? CENSOR : redactValue(v, 1, seen);
    }
    return out;
  } catch {
    return { logFieldsDropped: 'the logged fields could not be read' };
  }
}

/** traceIds: every line names the active trace and span (trace_id, span_id) when tracing. */
export function loggerOptions(level: string, opts: { traceIds?: boolean } = {}): LoggerOptions {
  return {
    level,
    formatters: { log: redactLogObject },
    ...(opts.traceIds ? { mixin: traceLogFields } : {}),
  };
}
