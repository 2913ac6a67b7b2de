import {
  DEFAULT_CONTRACT_LABEL,
  DEFAULT_TV_CHANNEL_INFO,
  TV_RECORDING_NONE,
  NO,
  type YesNo,
} from '@bizline/domain/constants';
import type { BundlePtype, ServiceCombination } from '@bizline/domain/wire/cart';
import type { SliceCreator } from './slice';

/**
 * UI state of the customise stage (001 §2, §4). The selections and prices live on the server
 * (cart calls); this slice remembers what the page shows and the flow flags of 001 §4 "Flags".
 */
export interface CustomizeData {
  /** The contract switch label: 'No annual contract' or '2 year agreement' (001 §2, §9). */
  contractLabel: string;
  /** Services in cart after the last successful update (001 §4); '' when none. */
  servicesInCart: ServiceCombination | '';
  /** Flow payloads stored per bundle type (001 §4). */
  flowPayloads: Partial<Record<BundlePtype, unknown>>;
  /** Cart and flow status per flow id (001 §4). */
  flowStatus: Record<string, string>;
  /** Selected-bundle-completed (001 §4 Flags). */
  selectedBundleCompleted: YesNo;
  /** Has-checkout-details (001 §4); checkout progress reset to 'N' on Continue (unless digital link). */
  hasCheckoutDetails: YesNo;
  /** Cart load rules (001 §4): additional cordless enabled / cordless base disabled. */
  additionalCordless: boolean;
  disableCordlessBase: boolean;
  /** BDV wireless sub-sections: which one is enabled, and which were visited (001 §2). */
  bdvSection: 'lines' | 'equipment' | 'features';
  bdvVisited: { equipment: boolean; features: boolean };
  /** TV choices reset by the TV removal modal (001 §2). */
  tvChoices: {
    equipment: string;
    channel: string;
    subtitle: string;
    viewingOption: string;
    recording: string;
    channelType: string;
  };
  /** 'Y' after EnabledFIOSBDVFailed: the flow fell back to stand-alone fiber (001 §4). */
  bdvFailedFallback: YesNo;
  /** Digital-link flow (002): Continue goes to /save-cart and keeps checkout progress (001 §4). */
  digitalLinkFlow: boolean;
}

export interface CustomizeSlice extends CustomizeData {
  setContractLabel: (label: string) => void;
  setServicesInCart: (services: ServiceCombination | '') => void;
  setFlowPayload: (ptype: BundlePtype, payload: unknown) => void;
  setFlowStatus: (flowId: string, status: string) => void;
  setSelectedBundleCompleted: (v: YesNo) => void;
  setHasCheckoutDetails: (v: YesNo) => void;
  setCordlessFlags: (flags: { additionalCordless: boolean; disableCordlessBase: boolean }) => void;
  setBdvSection: (section: CustomizeData['bdvSection']) => void;
  patchTvChoices: (patch: Partial<CustomizeData['tvChoices']>) => void;
  /** TV removal confirmed (001 §2): equipment, channel, subtitle, viewing option cleared,
   * recording "I don't want", channel type 'Local TV'. */
  resetTvChoices: () => void;
  setBdvFailedFallback: (v: YesNo) => void;
  setDigitalLinkFlow: (on: boolean) => void;
  /** A reset clears all bundle conversion selections (001 §4). */
  resetBundleSelections: () => void;
}

const tvChoicesInitial = (): CustomizeData['tvChoices'] => ({
  equipment: '',
  channel: '',
  subtitle: '',
  viewingOption: '',
  recording: TV_RECORDING_NONE,
  channelType: DEFAULT_TV_CHANNEL_INFO,
});

export const customizeInitial = (): CustomizeData => ({
  contractLabel: DEFAULT_CONTRACT_LABEL,
  servicesInCart: '',
  flowPayloads: {},
  flowStatus: {},
  selectedBundleCompleted: NO,
  hasCheckoutDetails: NO,
  additionalCordless: false,
  disableCordlessBase: false,
  bdvSection: 'lines',
  bdvVisited: { equipment: false, features: false },
  tvChoices: tvChoicesInitial(),
  bdvFailedFallback: NO,
  digitalLinkFlow: false,
});

export const createCustomizeSlice: SliceCreator<CustomizeSlice> = (set) => ({
  ...customizeInitial(),
  setContractLabel: (contractLabel) => set({ contractLabel }),
  setServicesInCart: (servicesInCart) => set({ servicesInCart }),
  setFlowPayload: (ptype, payload) =>
    set((s) => ({ flowPayloads: { ...s.flowPayloads, [ptype]: payload } })),
  setFlowStatus: (flowId, status) =>
    set((s) => ({ flowStatus: { ...s.flowStatus, [flowId]: status } })),
  setSelectedBundleCompleted: (selectedBundleCompleted) => set({ selectedBundleCompleted }),
  setHasCheckoutDetails: (hasCheckoutDetails) => set({ hasCheckoutDetails }),
  setCordlessFlags: (flags) => set(flags),
  setBdvSection: (bdvSection) =>
    set((s) => ({
      bdvSection,
      bdvVisited: {
        equipment: s.bdvVisited.equipment || bdvSection === 'equipment',
        features: s.bdvVisited.features || bdvSection === 'features',
      },
    })),
  patchTvChoices: (patch) => set((s) => ({ tvChoices: { ...s.tvChoices, ...patch } })),
  resetTvChoices: () => set({ tvChoices: tvChoicesInitial() }),
  setBdvFailedFallback: (bdvFailedFallback) => set({ bdvFailedFallback }),
  setDigitalLinkFlow: (digitalLinkFlow) => set({ digitalLinkFlow }),
  resetBundleSelections: () =>
    set({ flowPayloads: {}, flowStatus: {}, servicesInCart: '', selectedBundleCompleted: NO }),
});
