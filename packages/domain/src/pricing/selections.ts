/**
 * The selections of a new cart: two-year contract (001 §9 default '2 year agreement'),
 * no bundle, no service, nothing chosen, contract agreement not yet checked nor accepted.
 */
import { CONTRACT } from '../constants';
import type { CartSelections } from '../wire/cart';

export function emptySelections(): CartSelections {
  return {
    contract: CONTRACT.twoYears,
    bundleId: '',
    services: '',
    internet: null,
    tv: null,
    phone: null,
    bdv: null,
    contractAgreement: { IsChecked: 'N', IsAccepted: 'N' },
  };
}
