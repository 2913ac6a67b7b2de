import type { JointOfferSaveCart } from '@bizline/domain/wire/saved-cart';
import { randomId } from '../random-id';
import type { SliceCreator } from './slice';

export interface SessionData {
  /** Random id of this visit (GUID of 000 §3); the analytics session id until a cart exists. */
  visitId: string;
  /** The cart id: EPSessionID from qualification. */
  cartId: string | null;
  /** The retrieved saved cart's joint offer, shown on /customize-order while 'Y'. */
  savedCartOffer: JointOfferSaveCart | null;
}

export interface SessionSlice extends SessionData {
  setCartId: (cartId: string | null) => void;
  setSavedCartOffer: (offer: JointOfferSaveCart | null) => void;
}

export const sessionInitial = (): SessionData => ({
  visitId: randomId(),
  cartId: null,
  savedCartOffer: null,
});

export const createSessionSlice: SliceCreator<SessionSlice> = (set) => ({
  ...sessionInitial(),
  setCartId: (cartId) => set({ cartId: cartId || null }),
  setSavedCartOffer: (offer) => set({ savedCartOffer: offer }),
});
