/**
 * Visitor sessions. The cookie holds 128 random bits; the database keeps only their SHA-256, so
 * sessions survive restarts and are shared by every server process, and a leaked table cannot be
 * replayed as cookies. Server-side session state (cart id, qualification progress...) lives in
 * the `data` JSON object; modules read and patch it through this service.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';
import { parseSessionData, type SessionData, type SessionPatch } from './data';
import * as repo from './repo';

export const SESSION_COOKIE = 'bizline_sid';
/**
 * A session that holds nothing yet (no cart, no progress: `data` is empty) lives this long
 * after its last use instead of SESSION_TTL_HOURS, so anonymous token calls cannot fill the
 * table with month-long rows; the first stored value gives it the full lifetime.
 */
export const EMPTY_SESSION_TTL_MS = 2 * 3600_000;

/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface Session {
  /** SHA-256 of the cookie value: the stable, non-secret id other tables refer to. */
  id: string;
  createdAt: string;
  /** Parsed once when read (see data.ts): typed for every module. */
  data: SessionData;
}

function newSessionSecret(): string {
  return randomBytes(16).toString('base64url');
}

export function hashSessionSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A cookie value we could have issued: 16 bytes in base64url. */
function isWellFormedSecret(secret: unknown): secret is string {
  return typeof secret === 'string' && /^[A-Za-z0-9_-]{22}$/.test(secret);
}

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly ttlHours: number,
  ) {}

  private expiry(now: Date): string {
    return new Date(now.getTime() + this.ttlHours * 3600_000).toISOString();
  }

  /** The expiry of a session holding `data`: short while it holds nothing. */
  private expiryFor(data: SessionData, now: Date): string {
    return Object.keys(data).length
      ? this.expiry(now)
      : new Date(
          now.getTime() + Math.min(EMPTY_SESSION_TTL_MS, this.ttlHours * 3600_000),
        ).toISOString();
  }

  async create(now = new Date()): Promise<{ secret: string; session: Session }> {
    const secret = newSessionSecret();
    const id = hashSessionSecret(secret);
    const iso = now.toISOString();
    await repo.insertSession(this.db, {
      id_hash: id,
      created_at: iso,
      last_seen_at: iso,
      expires_at: this.expiryFor({}, now),
      data: '{}',
    });
    return { secret, session: { id, createdAt: iso, data: {} } };
  }

  /** The live session for a cookie value, or null when unknown or expired. */
  async find(secret: unknown, now = new Date()): Promise<Session | null> {
    if (!isWellFormedSecret(secret)) return null;
    const row = await repo.findSession(this.db, hashSessionSecret(secret));
    if (!row || row.expires_at < now.toISOString()) return null;
    const id = row.id_hash;
    const data = parseSessionData(row.data);
    if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
      await repo.touchSession(this.db, id, now.toISOString(), this.expiryFor(data, now));
    }
    return { id, createdAt: row.created_at, data };
  }

  /** Merge a patch into the session's data (keys set to undefined are removed). */
  async patch(session: Session, patch: SessionPatch): Promise<Session> {
    const { session: patched, write } = this.patched(session, patch);
    await write(this.db.kysely).execute();
    return patched;
  }

  /**
   * The session with a patch merged, and its write on an executor (not run: it goes with the
   * caller's other writes, db/transaction.ts writeTogether).
   */
  patched(session: Session, patch: SessionPatch) {
    const data: SessionData = { ...session.data, ...patch };
    for (const [k, v] of Object.entries(patch))
      if (v === undefined) delete data[k as keyof SessionData];
    const json = JSON.stringify(data);
    const expiresAt = this.expiryFor(data, new Date());
    return {
      session: { ...session, data },
      write: (db: Kysely<Database>) => repo.sessionDataWrite(db, session.id, json, expiresAt),
    };
  }

  /**
   * A new cookie secret for the same session (same id, data, cart and tokens): wherever
   * privileges change (staff sign-in and sign-out), so a secret known before (a planted cookie)
   * finds nothing afterwards. The caller sets the cookie to the returned secret.
   */
  async rotate(session: Session): Promise<string> {
    const secret = newSessionSecret();
    await repo.rotateSessionSecret(this.db, session.id, hashSessionSecret(secret));
    return secret;
  }

  /** End a session: its row and data go; its cookie no longer finds anything. */
  async end(session: Session): Promise<void> {
    await repo.deleteSession(this.db, session.id);
  }

  async purgeExpired(now = new Date()): Promise<number> {
    return repo.deleteExpiredSessions(this.db, now.toISOString());
  }
}
