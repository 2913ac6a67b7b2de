/**
 * Staff accounts: agents (digital agent mode) and staff (abandoned-cart tool,
 * development mailbox). Passwords are hashed with scrypt; sign-in attempts are throttled per e-mail
 * and per client before any password is compared (STAFF_THROTTLE, issue 11). Decision:
 * docs/decisions/015-staff-accounts.md.
 */
import {
  createHash,
  randomBytes,
  scrypt as scryptCb,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import {
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_THROTTLE,
  STAFF_ROLES,
  type OutboxMessage,
  type StaffAccount,
  type StaffRole,
} from '@bizline/domain/wire/staff';
import { STANDARD_EMAIL_PATTERN } from '@bizline/domain/validators/email';
import type { Db } from '../../db/index';
import * as repo from './repo';

const SCRYPT = { N: 16384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** scrypt needs 128 * N * r bytes; allow a little more than that. */
const MAX_MEM = 256 * SCRYPT.N * SCRYPT.r;

function scrypt(password: string, salt: Buffer, keylen: number, o: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, o, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** 'scrypt$N$r$p$salt$hash', salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, { ...SCRYPT, maxmem: MAX_MEM });
  const { N, r, p } = SCRYPT;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** True when `password` matches `stored`; false for any malformed or foreign hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Only the parameters we write: a tampered row must not make us burn memory or CPU.
  if (N !== SCRYPT.N || r !== SCRYPT.r || p !== SCRYPT.p) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (salt.length === 0 || expected.length !== KEY_BYTES) return false;
  const actual = await scrypt(password, salt, KEY_BYTES, { N, r, p, maxmem: MAX_MEM });
  return timingSafeEqual(actual, expected);
}

/** Verified when the e-mail is unknown, so that both answers take the same time. */
let dummyHash: Promise<string> | undefined;
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** E-mails are stored and compared in lower case. */
function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewStaff {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  password: string;
}

export class StaffInputError extends Error {}

/** The first problem of a new account's input, or null. */
export function newStaffProblem(input: NewStaff): string | null {
  if (!STANDARD_EMAIL_PATTERN.test(input.email.trim()) || input.email.trim().length > 254)
    return `--email: "${input.email}" is not a valid e-mail address`;
  if (!input.firstName.trim() || input.firstName.length > 60)
    return '--first: a first name of 1 to 60 characters is required';
  if (!input.lastName.trim() || input.lastName.length > 60)
    return '--last: a last name of 1 to 60 characters is required';
  if (!(STAFF_ROLES as readonly string[]).includes(input.role))
    return '--role: must be admin, agent or staff';
  if (input.password.length < STAFF_PASSWORD_MIN_LENGTH)
    return `password: at least ${STAFF_PASSWORD_MIN_LENGTH} characters are required`;
  if (input.password.length > 1024) return 'password: at most 1024 characters';
  return null;
}

/** Creates an account; throws StaffInputError on bad input or a duplicate e-mail. */
export async function createStaff(db: Db, input: NewStaff, now = new Date()): Promise<number> {
  const problem = newStaffProblem(input);
  if (problem) throw new StaffInputError(problem);
  const email = emailKey(input.email);
  if (await repo.findByEmail(db, email)) {
    throw new StaffInputError(`--email: an account for ${email} already exists`);
  }
  return repo.insertStaff(db, {
    email,
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    role: input.role,
    password_hash: await hashPassword(input.password),
    failed_attempts: 0,
    locked_until: null,
    created_at: now.toISOString(),
    disabled_at: null,
  });
}

export interface StaffMember extends StaffAccount {
  id: number;
  /** Changes with the password: a session signed in under another stamp has ended. */
  stamp: string;
}

/** A short digest of the stored password hash (never the hash itself in the session). */
function passwordStamp(passwordHash: string): string {
  return createHash('sha256').update(`stamp:${passwordHash}`).digest('base64url').slice(0, 22);
}

/** Who the account is (id, name, e-mail, role): the sign-in's member and the console's list. */
export const accountOf = (row: repo.StaffRow) => ({
  id: Number(row.id),
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  role: row.role,
});

function toMember(row: repo.StaffRow): StaffMember {
  return { ...accountOf(row), stamp: passwordStamp(row.password_hash) };
}

export type SignInResult =
  | { ok: true; staff: StaffMember }
  | { ok: false; reason: 'bad-credentials' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/** Throttle key of an e-mail (hashed: the table holds no addresses, known or not). */
const emailThrottleKey = (email: string) =>
  `email:${createHash('sha256').update(emailKey(email)).digest('hex')}`;

/**
 * Signs in. The attempt is taken from the client's and the e-mail's throttle first (atomically,
 * before the password is compared); a refused attempt answers 'throttled' without comparing. An
 * unknown e-mail is throttled and verified against a dummy hash exactly like a known one, so the
 * answers and their timing say nothing about which accounts exist.
 */
export async function signIn(
  db: Db,
  input: { email: string; password: string; client: string },
  now = new Date(),
): Promise<SignInResult> {
  const quietMs = STAFF_THROTTLE.quietSeconds * 1000;
  const clientKey = `client:${input.client}`;
  const emailKeyed = emailThrottleKey(input.email);
  for (const [key, rule] of [
    [clientKey, STAFF_THROTTLE.client],
    [emailKeyed, STAFF_THROTTLE.email],
  ] as const) {
    const take = await repo.takeAttempt(db, key, rule, quietMs, now.getTime());
    if (!take.taken) {
      return { ok: false, reason: 'throttled', retryAfterSeconds: take.retryAfterSeconds };
    }
  }
  const row = await repo.findByEmail(db, emailKey(input.email));
  const valid = await verifyPassword(input.password, row?.password_hash ?? (await dummy()));
  // A disabled account (issue 14) gets the same answer as a wrong password.
  if (!row || !valid || row.disabled_at) return { ok: false, reason: 'bad-credentials' };
  await repo.clearAttempts(db, emailKeyed);
  await repo.refundAttempt(db, clientKey);
  return { ok: true, staff: toMember(row) };
}

export async function findStaff(db: Db, id: number): Promise<StaffMember | null> {
  const row = await repo.findById(db, id);
  // A disabled account's session stops at once: it is read on every request (plugin.ts).
  return row && !row.disabled_at ? toMember(row) : null;
}

export async function latestOutbox(
  db: Db,
  options: { channel?: 'email' | 'sms'; limit: number },
): Promise<OutboxMessage[]> {
  const rows = await repo.latestOutbox(db, options);
  return rows.map(({ attempts, ...r }) => ({
    ...r,
    id: Number(r.id),
    ...(attempts === null ? {} : { attempts: Number(attempts) }),
  }));
}
