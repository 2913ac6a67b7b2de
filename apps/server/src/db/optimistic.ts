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

/**
 * Runs `write` (which reads, then writes with the version check, usually in one transaction)
 * until it does not meet a VersionConflict: once more after a conflict (`retries`), then a 409
 * with `message`. Any other error goes through unchanged.
 */
export async function retryOnVersionConflict<T>(
  message: string,
  write: () => Promise<T>,
  retries = 1,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (e) {
      if (!(e instanceof VersionConflict)) throw e;
      if (attempt >= retries) throw conflict(message);
    }
  }
}
