/**
 * Small 001 §5 rules the order updates apply before storing a selection.
 */
import {
  BDV_NO_EQUIPMENT_ID,
  MAX_BUNDLE_PHONE_NUMBERS,
  TV_EQUIPMENT_NONE_CODE,
} from '../constants';
import { stripDashes } from '../format';

/** Dashes (and the other separators people type) removed from a phone number. */
export function cleanPhone(value: string): string {
  return stripDashes(value).replace(/[\s.()]/g, '');
}

/** A TV equipment code or id of '000' is treated as none. */
export function isNoneTvEquipment(idOrCode: string): boolean {
  return idOrCode.trim() === TV_EQUIPMENT_NONE_CODE;
}

/** The NoEquipment placeholder EqpID stands for "no BDV equipment". */
export function isNoEquipmentPlaceholder(eqpId: string): boolean {
  return eqpId === BDV_NO_EQUIPMENT_ID;
}

/**
 * "The equipment quantity becomes 0 when it is 1 and a flag is Y". The flag is the
 * equipment list's update flag (001 §3 desktopList/cordsList/accessoriesList `updateCart`, sent
 * as `UpdateCart`): a tile at quantity 1 sent again with the flag set is the visitor taking it
 * out (docs/decisions/011-cart-and-numbers.md).
 */
export function equipmentQuantity(quantity: number, updateFlag: 'Y' | 'N' | undefined): number {
  return quantity === 1 && updateFlag === 'Y' ? 0 : quantity;
}

/** A listing whose product name is non-published carries no listing info. */
export function isNonPublishedListing(productName: string): boolean {
  return /non-published/i.test(productName);
}

/** Old and new ids equal: both cleared, i.e. no change to apply. */
export function changeOf(selection: { OldID: string; NewID: string } | undefined): string | null {
  if (!selection) return null;
  return selection.OldID === selection.NewID ? null : selection.NewID;
}

/** Only the first phone number(s) of a bundle response are kept. */
export function bundleNumbers<T>(numbers: readonly T[]): T[] {
  return numbers.slice(0, MAX_BUNDLE_PHONE_NUMBERS);
}

/** IsBDVWAdmin is Y only for the first BDVW line. */
export function bdvAdminFlag(lineIndex: number): 'Y' | 'N' {
  return lineIndex === 0 ? 'Y' : 'N';
}
