/**
 * The abandoned-cart generator's call (staff only).
 * Call list without zod at runtime (types only from ./schemas); the server validates with the
 * schemas.
 */
import { call } from '../call';
import type * as s from './schemas';

export const ABANDONED_CART_CALLS = {
  /** JSON (GenerateAbandonedCartsBody); staff session, not the Bearer token. */
  generate: call<s.GenerateAbandonedCartsBody, s.GenerateAbandonedCartsAnswer>(
    'POST',
    'AbandonedCart/Generate',
    { auth: false },
  ),
};
