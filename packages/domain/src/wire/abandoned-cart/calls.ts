/**
 * The abandoned-cart generator's call (staff only).
 * Call list without zod at runtime (types only from ./schemas); the server validates with the
 * schemas.
 */
import { cookieCalls } from '../call';
import type * as s from './schemas';

const { post } = cookieCalls;

export const ABANDONED_CART_CALLS = {
  /** JSON (GenerateAbandonedCartsBody); staff session, not the Bearer token. */
  generate: post<s.GenerateAbandonedCartsBody, s.GenerateAbandonedCartsAnswer>(
    'AbandonedCart/Generate',
  ),
};
