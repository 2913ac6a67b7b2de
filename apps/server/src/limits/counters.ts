/**
 * Request counters behind every rate limit. On PostgreSQL they live in the database
 * (table rate_limits), so all server processes share one limit per key; on SQLite (one machine,
 * usually one process) in process memory. Used by @fastify/rate-limit as its store (per-route
 * limits per client IP) and directly for the limits per session (`overLimit`).
 *
 * On PostgreSQL a process does not write a row per request: it reserves a block of counts at a
 * time (one upsert adds the block) and hands them out from memory. Blocks are disjoint ranges of
 * one counter, so whatever the number of processes no more than `max` requests get a count within
 * the limit; what a process reserved and did not use is simply lost for the window (at most a
 * block, about 5 % of the limit, per process). Limits of 39 or less are counted one by one.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index';
import { errorBody } from '../http-errors';
import * as repo from './repo';

interface Hit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

export interface Counters {
  readonly shared: boolean;
  /** Count a request against `key`; `max` is the key's limit (it sizes the shared blocks). */
  hit(key: string, windowMs: number, max: number, now?: number): Promise<Hit>;
  /** Forget what this process keeps of the windows that have ended (the database's rows: the
   * 'storage' sweep job, limits/sweep.ts). */
  sweep(now?: number): Promise<number>;
}

/** Drops the entries of `map` whose window has ended by `now`; how many it dropped. */
function forgetEnded<T>(map: Map<string, T>, endsAt: (entry: T) => number, now: number): number {
  let n = 0;
  for (const [key, entry] of map) {
    if (endsAt(entry) <= now) {
      map.delete(key);
      n++;
    }
  }
  return n;
}

/** The largest number of keys kept in memory; past it, ended windows go, then the oldest keys. */
const MEMORY_KEYS = 100_000;

class MemoryCounters implements Counters {
  readonly shared = false;
  private readonly windows = new Map<string, { count: number; ends: number }>();

  async hit(key: string, windowMs: number, _max: number, now = Date.now()): Promise<Hit> {
    let w = this.windows.get(key);
    if (!w || w.ends <= now) {
      if (!w && this.windows.size >= MEMORY_KEYS) this.prune(now);
      w = { count: 0, ends: now + windowMs };
      this.windows.delete(key);
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, resetInMs: w.ends - now };
  }

  async sweep(now = Date.now()): Promise<number> {
    return forgetEnded(this.windows, (w) => w.ends, now);
  }

  private prune(now: number): void {
    void this.sweep(now);
    for (const key of this.windows.keys()) {
      if (this.windows.size < MEMORY_KEYS) break;
      this.windows.delete(key);
    }
  }
}

/** The counts of one key this process reserved and has not handed out yet. */
interface Lease {
  next: number;
  last: number;
  windowEnds: number;
}

/** Counts reserved per database write for a limit of `max`: 1 up to 39, then max / 20. */
export function blockFor(max: number): number {
  return Math.max(1, Math.floor(max / 20));
}

class DatabaseCounters implements Counters {
  readonly shared = true;
  private readonly leases = new Map<string, Lease>();
  /** Reservations under way, so concurrent requests of one key wait for one write. */
  private readonly reserving = new Map<string, Promise<void>>();
  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number, max: number, now = Date.now()): Promise<Hit> {
    for (;;) {
      const lease = this.leases.get(key);
      if (lease && lease.windowEnds > now && lease.next <= lease.last) {
        const count = lease.next++;
        return { count, resetInMs: Math.max(0, lease.windowEnds - now) };
      }
      const pending = this.reserving.get(key);
      if (pending) {
        await pending;
        continue;
      }
      const reservation = this.reserve(key, windowMs, blockFor(max), now).finally(() =>
        this.reserving.delete(key),
      );
      this.reserving.set(key, reservation);
      await reservation;
    }
  }

  private async reserve(key: string, windowMs: number, block: number, now: number) {
    const { count, windowEnds } = await repo.hit(this.db.kysely, key, windowMs, now, block);
    if (this.leases.size >= MEMORY_KEYS) this.forgetEnded(now);
    this.leases.delete(key);
    this.leases.set(key, { next: count - block + 1, last: count, windowEnds });
  }

  private forgetEnded(now: number): void {
    for (const [key, lease] of this.leases) {
      if (lease.windowEnds <= now || lease.next > lease.last) this.leases.delete(key);
    }
    for (const key of this.leases.keys()) {
      if (this.leases.size < MEMORY_KEYS) break;
      this.leases.delete(key);
    }
  }

  async sweep(now = Date.now()): Promise<number> {
    return forgetEnded(this.leases, (lease) => lease.windowEnds, now);
  }
}

export function createCounters(db: Db): Counters {
  return db.dialect === 'postgres' ? new DatabaseCounters(db) : new MemoryCounters();
}

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** A store class for @fastify/rate-limit over `counters`; keys are prefixed by route. */
export function rateLimitStore(counters: Counters) {
  return class CountersStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      counters.hit(`${this.prefix}${key}`, timeWindow, max).then(
        (h) => callback(null, { current: h.count, ttl: h.resetInMs }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: { routeInfo?: { method?: string; url?: string } }) {
      const route = `${routeOptions.routeInfo?.method ?? ''}${routeOptions.routeInfo?.url ?? ''}`;
      return new CountersStore(undefined, `${this.prefix}${route}|`);
    }
  };
}

const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/**
 * Count a request against `key` and answer 429 (with Retry-After) past `max` per `windowMs`.
 * True when the answer was sent (the caller stops).
 */
export async function overLimit(
  counters: Counters,
  reply: FastifyReply,
  key: string,
  max: number,
  windowMs: number,
): Promise<boolean> {
  const { count, resetInMs } = await counters.hit(key, windowMs, max);
  if (count <= max) return false;
  reply.header('Retry-After', String(Math.max(1, Math.ceil(resetInMs / 1000))));
  await reply.status(429).send(errorBody(TOO_MANY_REQUESTS, { code: 'RATE_LIMITED' }));
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The request counters of every rate limit (src/limits/counters.ts). */
    limits: Counters;
  }
}

/** The client's key: its session when it has one, otherwise its address. */
export function sessionOrClientKey(request: FastifyRequest, sessionId: string | undefined): string {
  return sessionId ? `session:${sessionId}` : `ip:${request.ip}`;
}
