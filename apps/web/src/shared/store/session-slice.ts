import { randomId } from '../random-id';
import type { SliceCreator } from './slice';

export interface SessionData {
  /** Random id of this visit (GUID of 000 §3); the analytics session id until a cart exists. */
  visitId: string;
  /** The cart id: EPSessionID from qualification (002 §3). */
  cartId: string | null;
}

export interface SessionSlice extends SessionData {
  setCartId: (cartId: string | null) => void;
}

export const sessionInitial = (): SessionData => ({ visitId: randomId(), cartId: null });

export const createSessionSlice: SliceCreator<SessionSlice> = (set) => ({
  ...sessionInitial(),
  setCartId: (cartId) => set({ cartId: cartId || null }),
});
