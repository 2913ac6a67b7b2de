import type { SliceCreator } from './slice';

/** The global error notice: a server message, or null for the generic text. */
interface GlobalError {
  message: string | null;
}

export interface UiData {
  globalError: GlobalError | null;
  /** Set when a saved cart could not be retrieved or verified; hides the FAQ link. */
  savedCartError: boolean;
  /** A change was refused because the cart's order is placed (409 ORDER_PLACED, issue 10 §4):
   * that order's number; the customise page then shows the placed order. */
  placedOrderNo: string | null;
}

export interface UiSlice extends UiData {
  /** Show the global error bar with the server's message, or the generic default without one. */
  showGlobalError: (message?: string | null) => void;
  clearGlobalError: () => void;
  setSavedCartError: (on: boolean) => void;
  /** Show the placed order instead of the page's forms (null clears it). */
  showPlacedOrder: (orderNo: string | null) => void;
}

export const uiInitial = (): UiData => ({
  globalError: null,
  savedCartError: false,
  placedOrderNo: null,
});

/** The error bar belongs to the page it appeared on: a reload must not bring it back. */
export const uiTransientKeys = [
  'globalError',
  'placedOrderNo',
] as const satisfies readonly (keyof UiData)[];

export const createUiSlice: SliceCreator<UiSlice> = (set) => ({
  ...uiInitial(),
  showGlobalError: (message) => set({ globalError: { message: message?.trim() || null } }),
  clearGlobalError: () => set({ globalError: null }),
  setSavedCartError: (on) => set({ savedCartError: on }),
  showPlacedOrder: (orderNo) => set({ placedOrderNo: orderNo }),
});
