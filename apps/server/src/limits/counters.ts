/**
 * Request counters behind every rate limit. On PostgreSQL they live in the database
 * (table rate_limits), so all server processes share one limit per key; on SQLite (one machine,
 * usually one process) in process memory. Used by @fastify/rate-limit as its store (per-route
 * limits per client IP) and directly for the limits per session (`overLimit`).
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
  hit(key: string, windowMs: number, now?: number): Promise<Hit>;
  /** Drop the counters whose window has ended. */
  sweep(now?: number): Promise<number>;
}

/** The largest number of keys kept in memory; past it, ended windows go, then the oldest keys. */
const MEMORY_KEYS = 100_000;

class MemoryCounters implements Counters {
  readonly shared = false;
  private readonly windows = new Map<string, { count: number; ends: number }>();

  async hit(key: string, windowMs: number, now = Date.now()): Promise<Hit> {
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
    let n = 0;
    for (const [key, w] of this.windows) {
      if (w.ends <= now) {
        this.windows.delete(key);
        n++;
      }
    }
    return n;
  }

  private prune(now: number): void {
    void this.sweep(now);
    for (const key of this.windows.keys()) {
      if (this.windows.size < MEMORY_KEYS) break;
      this.windows.delete(key);
    }
  }
}

class DatabaseCounters implements Counters {
  readonly shared = true;
  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number, now = Date.now()): Promise<Hit> {
    const { count, windowEnds } = await repo.hit(this.db.kysely, key, windowMs, now);
    return { count, resetInMs: Math.max(0, windowEnds - now) };
  }

  sweep(now = Date.now()): Promise<number> {
    return repo.deleteEnded(this.db.kysely, now);
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

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.hit(`${this.prefix}${key}`, timeWindow).then(
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
  const { count, resetInMs } = await counters.hit(key, windowMs);
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
