import type { SliceCreator } from './slice';

/**
 * State of the quote-based (optix) checkout. The spec keeps it out of session storage
 * (001 §4, 002 §4, §9): a reload starts the quote review again from the server.
 */
export interface QuoteCheckoutData {
  /** The price quote under review (quoteNumberField of 002 §3). */
  quoteNumber: string | null;
}

export interface QuoteCheckoutSlice extends QuoteCheckoutData {
  setQuoteNumber: (quoteNumber: string | null) => void;
}

export const quoteCheckoutInitial = (): QuoteCheckoutData => ({ quoteNumber: null });

export const createQuoteCheckoutSlice: SliceCreator<QuoteCheckoutSlice> = (set) => ({
  ...quoteCheckoutInitial(),
  setQuoteNumber: (quoteNumber) => set({ quoteNumber }),
});
