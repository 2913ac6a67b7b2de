import { DEFAULT_CONTRACT_LABEL, NO, type YesNo } from '@bizline/domain/constants';
import type { ServiceCombination } from '@bizline/domain/wire/cart';
import type { SliceCreator } from './slice';

/**
 * UI state of the customise stage. The selections and prices live on the server
 * (cart calls); this slice remembers what the page shows and the flow flags of 001 §4 "Flags".
 */
export interface CustomizeData {
  /** The contract switch label: 'No annual contract' or '2 year agreement'. */
  contractLabel: string;
  /** Services in cart after the last successful update; '' when none. */
  servicesInCart: ServiceCombination | '';
  /** Cart load rules: additional cordless enabled / cordless base disabled. */
  additionalCordless: boolean;
  disableCordlessBase: boolean;
  /** BDV wireless sub-sections: which one is enabled, and which were visited. */
  bdvSection: 'lines' | 'equipment' | 'features';
  bdvVisited: { equipment: boolean; features: boolean };
  /** 'Y' after EnabledFIOSBDVFailed: the flow fell back to stand-alone fiber. */
  bdvFailedFallback: YesNo;
  /** Digital-link flow (002): Continue goes to /save-cart and keeps checkout progress. */
  digitalLinkFlow: boolean;
}

export interface CustomizeSlice extends CustomizeData {
  setContractLabel: (label: string) => void;
  setServicesInCart: (services: ServiceCombination | '') => void;
  setCordlessFlags: (flags: { additionalCordless: boolean; disableCordlessBase: boolean }) => void;
  setBdvSection: (section: CustomizeData['bdvSection']) => void;
  setBdvFailedFallback: (v: YesNo) => void;
  setDigitalLinkFlow: (on: boolean) => void;
  /** A reset clears all bundle conversion selections. */
  resetBundleSelections: () => void;
}

export const customizeInitial = (): CustomizeData => ({
  contractLabel: DEFAULT_CONTRACT_LABEL,
  servicesInCart: '',
  additionalCordless: false,
  disableCordlessBase: false,
  bdvSection: 'lines',
  bdvVisited: { equipment: false, features: false },
  bdvFailedFallback: NO,
  digitalLinkFlow: false,
});

export const createCustomizeSlice: SliceCreator<CustomizeSlice> = (set) => ({
  ...customizeInitial(),
  setContractLabel: (contractLabel) => set({ contractLabel }),
  setServicesInCart: (servicesInCart) => set({ servicesInCart }),
  setCordlessFlags: (flags) => set(flags),
  setBdvSection: (bdvSection) =>
    set((s) => ({
      bdvSection,
      bdvVisited: {
        equipment: s.bdvVisited.equipment || bdvSection === 'equipment',
        features: s.bdvVisited.features || bdvSection === 'features',
      },
    })),
  setBdvFailedFallback: (bdvFailedFallback) => set({ bdvFailedFallback }),
  setDigitalLinkFlow: (digitalLinkFlow) => set({ digitalLinkFlow }),
  resetBundleSelections: () => set({ servicesInCart: '' }),
});
