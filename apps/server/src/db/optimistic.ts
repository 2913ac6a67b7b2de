/**
 * Optimistic writes, one way for the whole server: a row carries a `version`; a write reads the
 * row, computes the new value and updates it only where the version is still the one it read.
 * When someone wrote in between, the repo's update touches no row and the write throws
 * VersionConflict: it is tried again from a fresh read, then answered 409.
 */
import { conflict } from '../http-errors';

/** Thrown by a write whose versioned update touched no row (someone wrote first). */
export class VersionConflict extends Error {
  constructor() {
    super('version conflict');
  }
}

/** How a write is retried after a conflict: how many more times, and the jittered pause. */
export interface RetryOptions {
  /** Further attempts after the first (default 1). */
  retries?: number;
  /** Before attempt n (n >= 1), a random pause of up to n x this many ms (default 0). */
  backoffMs?: number;
}

/**
 * Runs `write` (which reads, then writes with the version check, usually in one transaction)
 * until it does not meet a VersionConflict: again after a conflict (`retries`, each from a fresh
 * read; a writer that re-applies its change can take many), then a 409 with `message`. Any other
 * error goes through unchanged.
 */
export async function retryOnVersionConflict<T>(
  message: string,
  write: () => Promise<T>,
  options: number | RetryOptions = 1,
): Promise<T> {
  const { retries = 1, backoffMs = 0 } =
    typeof options === 'number' ? { retries: options } : options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (e) {
      if (!(e instanceof VersionConflict)) throw e;
      if (attempt >= retries) throw conflict(message);
      // Concurrent writers of one row spread out instead of colliding again at once.
      if (backoffMs > 0)
        await new Promise((r) => setTimeout(r, Math.random() * backoffMs * (attempt + 1)));
    }
  }
}
