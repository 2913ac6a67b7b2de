/**
 * The one client store (zustand), persisted to sessionStorage except the quote-checkout slice and
 * the keys a slice marks transient. It holds UI state only: cart,
 * qualification and checkout progress live on the server (DESIGN.md, wire contract).
 *
 * Adding a slice (later issues):
 *   1. create `<name>-slice.ts` beside this file exporting `<Name>Data`, `<Name>Slice`,
 *      `<name>Initial()` (data only) and `create<Name>Slice: SliceCreator<<Name>Slice>`
 *      (copy ui-slice.ts); optionally `<name>TransientKeys` for keys that must not survive a reload;
 *   2. add the slice type to `AppState`, its creator to the store body, its initial data to
 *      `initialData()` (so clearAll resets it) and its transient keys to `TRANSIENT_KEYS`;
 *   3. if the persisted shape changes incompatibly, bump `STORE_VERSION` (old state is dropped).
 * Components select what they need: `useAppStore((s) => s.cartId)`.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  createQuoteCheckoutSlice,
  quoteCheckoutInitial,
  type QuoteCheckoutSlice,
} from './quote-checkout-slice';
import { createEntrySlice, entryInitial, type EntrySlice } from './entry-slice';
import {
  createEntryPagesSlice,
  entryPagesInitial,
  type EntryPagesSlice,
} from './entry-pages-slice';
import { createSessionSlice, sessionInitial, type SessionSlice } from './session-slice';
import { createCustomizeSlice, customizeInitial, type CustomizeSlice } from './customize-slice';
import { createUiSlice, uiInitial, uiTransientKeys, type UiSlice } from './ui-slice';
import {
  checkoutInitial,
  checkoutTransientKeys,
  createCheckoutSlice,
  type CheckoutSlice,
} from './checkout-slice';

interface StoreActions {
  /** The clear-global-store action: wipes all state, persisted or not. */
  clearAll: () => void;
}

export type AppState = UiSlice &
  SessionSlice &
  QuoteCheckoutSlice &
  EntrySlice &
  EntryPagesSlice &
  CustomizeSlice &
  CheckoutSlice &
  StoreActions;

/** sessionStorage key of the persisted state. */
export const STORE_KEY = 'bizline-store';
export const STORE_VERSION = 1;

const initialData = () => ({
  ...uiInitial(),
  ...sessionInitial(),
  ...quoteCheckoutInitial(),
  ...entryInitial(),
  ...entryPagesInitial(),
  ...customizeInitial(),
  ...checkoutInitial(),
});

/** Keys never written to sessionStorage. */
const TRANSIENT_KEYS: ReadonlySet<string> = new Set<string>([
  ...uiTransientKeys,
  ...checkoutTransientKeys,
  ...Object.keys(quoteCheckoutInitial()),
]);

function persistedPart(state: AppState): Partial<AppState> {
  return Object.fromEntries(
    Object.entries(state).filter(([k, v]) => typeof v !== 'function' && !TRANSIENT_KEYS.has(k)),
  ) as Partial<AppState>;
}

export const useAppStore = create<AppState>()(
  persist(
    (set, get) => ({
      ...createUiSlice(set, get),
      ...createSessionSlice(set, get),
      ...createQuoteCheckoutSlice(set, get),
      ...createEntrySlice(set, get),
      ...createEntryPagesSlice(set, get),
      ...createCustomizeSlice(set, get),
      ...createCheckoutSlice(set, get),
      clearAll: () => set(initialData()),
    }),
    {
      name: STORE_KEY,
      version: STORE_VERSION,
      storage: createJSONStorage(() => sessionStorage),
      partialize: persistedPart,
    },
  ),
);
