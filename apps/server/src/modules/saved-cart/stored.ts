/**
 * A saved_carts row read back: its contacts and priced snapshot (stored as JSON), and the live
 * check that every way into a saved cart (gate, retrieval) goes through.
 */
import type { PlanDetails } from '@bizline/domain/wire/cart';
import { SAVED_CART_MESSAGES } from '@bizline/domain/wire/saved-cart';
import type { AppContext } from '../../context';
import { notFound } from '../../http-errors';
import * as repo from './repo';

/** 002 §3 ContactsInfo: every e-mail here opens the gate. */
export interface ContactsInfo {
  LQEmailId: string;
  LQContactTN: string;
  BIEmailId: string;
  BIContactTN: string;
  BIBusinessName: string;
  SaveCartEmailId: string;
}

/** One day in milliseconds (retention, reminder days). */
export const DAY_MS = 86_400_000;

export function parseContacts(json: string): ContactsInfo {
  try {
    return JSON.parse(json) as ContactsInfo;
  } catch {
    return {
      LQEmailId: '',
      LQContactTN: '',
      BIEmailId: '',
      BIContactTN: '',
      BIBusinessName: '',
      SaveCartEmailId: '',
    };
  }
}

export function parsePriced(json: string): PlanDetails | null {
  try {
    return JSON.parse(json) as PlanDetails;
  } catch {
    return null;
  }
}

/** The saved-cart row of a cart id, whatever its state (the agent module's QR code). */
export function findSavedCartRow(ctx: AppContext, cartId: string) {
  return repo.findSavedCart(ctx.db.kysely, cartId);
}

/** A live saved cart (saved or retrieved, not past its expiry) or the same 404 for all else. */
export async function liveSavedCart(ctx: AppContext, cartId: string, now: Date) {
  const saved = await repo.findSavedCart(ctx.db.kysely, cartId);
  if (!saved || saved.status === 'expired' || saved.expires_at <= now.toISOString()) {
    throw notFound(SAVED_CART_MESSAGES.notFound, 'sessionId');
  }
  return saved;
}
