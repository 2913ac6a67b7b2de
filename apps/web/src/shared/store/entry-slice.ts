import type { YesNo } from '@bizline/domain/constants';
import type {
  AddressSuggestion,
  AvailabilityResponse,
  UnitDetail,
} from '@bizline/domain/wire/entry';
import type { SliceCreator } from './slice';

/**
 * State of the entry stage: what the visitor typed on the address page, what the
 * qualification answered, and the entry query parameters. Persisted (sessionStorage) so that the
 * address page keeps what was typed when the visitor comes back with Back, and so that the
 * entry pages (pending order, internet options, out of franchise, wireless plans, price plan)
 * can read the outcome after a reload. The cart id lives in the session slice (setCartId).
 *
 * Reset rules: changing the zip resets street, unit, phone, e-mail and
 * qualification; changing the street resets unit and selection (and the qualification, which
 * belonged to the old address).
 */

/** The unit: a listed unit, or one of the special choices of 000 §3 (UNIT_CHOICE). */
export type EntryUnit = UnitDetail | string;

export interface SalesAgentParams {
  salesagentid: string;
  vendorsalesloc: string;
  mylinkid: string;
}

export interface EntryData {
  /** The chosen street address (a typeahead suggestion or a chooser entry); null until chosen. */
  selectedAddress: AddressSuggestion | null;
  /** What is typed in the street field (kept for Back). */
  streetText: string;
  /** The service zip (the selected address's ZipCode, or a 5-digit zip entered alone). */
  zip: string;
  /** The unit, or null when none chosen (or the building has no units). */
  unit: EntryUnit | null;
  /** Units of the selected building known so far (first page, or the typeahead's matches). */
  units: UnitDetail[];
  /** Total units of the selected building (000 §3 total / totalHits). */
  unitTotal: number;
  /** Phone as stored: ddd-ddd-dddd (000 §3 local values). */
  phone: string;
  /** E-mail as sanitised. */
  email: string;
  /** Last availability response (DoLoopQualification / CheckAvailability). */
  availability: AvailabilityResponse | null;
  /** Last pending-order answer (HasPendingOrder), null before the check. */
  pendingOrder: YesNo | null;
  /** Fiber/partner campaign code as stored (with the '|fios' suffix); '' when none. */
  fiberCmp: string;
  /** Wireless campaign code (passed as cmp on the wireless redirect); '' when none. */
  wirelessCmp: string;
  /** SMBBANNERID query parameter; '' when none. */
  bannerId: string;
  /** reEnterAddress=true: show the re-enter banner. */
  reEnterBanner: boolean;
  /** Sales-agent parameters passed to the availability check (myLinkCollataeral). */
  salesAgent: SalesAgentParams | null;
  /** The wireless redirect happened in this session (redirect only once, 000 §4). */
  wirelessRedirectDone: boolean;
  /** Existing service or quotes were found. */
  existingCustomer: boolean;
  /** Options of the multiple-address chooser (AddressList), [] when not shown. */
  addressChoices: AddressSuggestion[];
}

export interface EntrySlice extends EntryData {
  /** Choose a street address: resets unit and qualification; sets zip and text. */
  selectAddress: (address: AddressSuggestion | null) => void;
  /** The street text changed: resets unit, selection and qualification when it differs. */
  setStreetText: (text: string) => void;
  /** Changing the zip resets street, unit, phone, e-mail and qualification. */
  setZip: (zip: string) => void;
  setUnit: (unit: EntryUnit | null) => void;
  setUnits: (units: UnitDetail[], total: number) => void;
  setPhone: (phone: string) => void;
  setEmail: (email: string) => void;
  setAvailability: (response: AvailabilityResponse | null) => void;
  setPendingOrder: (answer: YesNo | null) => void;
  setCampaignCodes: (codes: { fiberCmp?: string; wirelessCmp?: string }) => void;
  setBannerId: (id: string) => void;
  setReEnterBanner: (on: boolean) => void;
  setSalesAgent: (params: SalesAgentParams | null) => void;
  setWirelessRedirectDone: (done: boolean) => void;
  setExistingCustomer: (on: boolean) => void;
  setAddressChoices: (addresses: AddressSuggestion[]) => void;
  /** Forget the qualification outcome (keeps what was typed). */
  resetQualification: () => void;
  /** 'No, I want to re-enter my address': empties the address form (keeps entry parameters). */
  resetAddressForm: () => void;
}

const qualificationInitial = () => ({
  availability: null,
  pendingOrder: null,
  existingCustomer: false,
  addressChoices: [],
});

export const entryInitial = (): EntryData => ({
  selectedAddress: null,
  streetText: '',
  zip: '',
  unit: null,
  units: [],
  unitTotal: 0,
  phone: '',
  email: '',
  ...qualificationInitial(),
  fiberCmp: '',
  wirelessCmp: '',
  bannerId: '',
  reEnterBanner: false,
  salesAgent: null,
  wirelessRedirectDone: false,
});

const unitReset = () => ({ unit: null, units: [], unitTotal: 0 });

export const createEntrySlice: SliceCreator<EntrySlice> = (set, get) => ({
  ...entryInitial(),
  selectAddress: (address) =>
    set({
      selectedAddress: address,
      ...(address ? { streetText: address.ParsedRawString, zip: address.ZipCode } : {}),
      ...unitReset(),
      ...qualificationInitial(),
    }),
  setStreetText: (text) => {
    if (text === get().streetText) return;
    set({ streetText: text, selectedAddress: null, ...unitReset(), ...qualificationInitial() });
  },
  setZip: (zip) => {
    if (zip === get().zip) return;
    set({
      zip,
      streetText: '',
      selectedAddress: null,
      ...unitReset(),
      phone: '',
      email: '',
      ...qualificationInitial(),
    });
  },
  setUnit: (unit) => set({ unit, ...qualificationInitial() }),
  setUnits: (units, total) => set({ units, unitTotal: total }),
  setPhone: (phone) => set({ phone }),
  setEmail: (email) => set({ email }),
  setAvailability: (availability) => set({ availability }),
  setPendingOrder: (pendingOrder) => set({ pendingOrder }),
  setCampaignCodes: (codes) =>
    set({
      ...(codes.fiberCmp !== undefined ? { fiberCmp: codes.fiberCmp } : {}),
      ...(codes.wirelessCmp !== undefined ? { wirelessCmp: codes.wirelessCmp } : {}),
    }),
  setBannerId: (bannerId) => set({ bannerId }),
  setReEnterBanner: (reEnterBanner) => set({ reEnterBanner }),
  setSalesAgent: (salesAgent) => set({ salesAgent }),
  setWirelessRedirectDone: (wirelessRedirectDone) => set({ wirelessRedirectDone }),
  setExistingCustomer: (existingCustomer) => set({ existingCustomer }),
  setAddressChoices: (addressChoices) => set({ addressChoices }),
  resetQualification: () => set(qualificationInitial()),
  resetAddressForm: () =>
    set({
      selectedAddress: null,
      streetText: '',
      zip: '',
      ...unitReset(),
      phone: '',
      email: '',
      ...qualificationInitial(),
    }),
});
