import type { SliceCreator } from './slice';

/** What the optix confirmation page shows of the order just submitted. */
export interface QuoteOrder {
  orderNumber: string;
  quoteNumber: string;
  dueDate: string;
  timeSlot: string;
  email: string;
}

/**
 * State of the quote-based (optix) checkout. The spec keeps it out of session storage
 *: a reload starts the quote review again from the server.
 */
export interface QuoteCheckoutData {
  /** The price quote under review (quoteNumberField of 002 §3). */
  quoteNumber: string | null;
  /** The order the quote checkout just submitted (for /optix-confirmation). */
  quoteOrder: QuoteOrder | null;
}

export interface QuoteCheckoutSlice extends QuoteCheckoutData {
  setQuoteNumber: (quoteNumber: string | null) => void;
  setQuoteOrder: (order: QuoteOrder | null) => void;
}

export const quoteCheckoutInitial = (): QuoteCheckoutData => ({
  quoteNumber: null,
  quoteOrder: null,
});

export const createQuoteCheckoutSlice: SliceCreator<QuoteCheckoutSlice> = (set) => ({
  ...quoteCheckoutInitial(),
  setQuoteNumber: (quoteNumber) => set({ quoteNumber }),
  setQuoteOrder: (quoteOrder) => set({ quoteOrder }),
});
