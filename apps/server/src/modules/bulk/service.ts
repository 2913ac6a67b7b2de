/**
 * Bulk address tool (000 §2 screen 6, §3 "Bulk row"): up to 25 addresses qualified in one go for
 * the wireless plan lists (Qualified4G, QualifiedCBand, Qualified5G). Addresses are resolved
 * through the address service like a qualification by text; the captcha is checked by the
 * route before anything is looked up.
 */
import type { BulkResultItem, BulkRowParsed as ParsedRow } from '@bizline/domain/wire/entry';
import type { Db } from '../../db/index';
import {
  findUnit,
  formatAddress,
  resolveTypedAddress,
  unitCount,
  type FootprintAddress,
} from '../address/service';

const yn = (v: 'Y' | 'N' | undefined) => (v === 'Y' ? 'Y' : 'N');

function typedText(row: ParsedRow): string {
  const street = [row.addressLine1.trim(), row.addressLine2?.trim()].filter(Boolean).join(' ');
  const place = [
    row.city?.trim(),
    [row.stateProvince?.trim(), row.postalCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return `${street}, ${place}`;
}

function item(
  status: BulkResultItem['status'],
  formattedAddress: string,
  a: FootprintAddress | null,
): BulkResultItem {
  return {
    location: { formattedAddress },
    qualification: {
      Qualified4G: yn(a?.qualified_4g),
      QualifiedCBand: yn(a?.qualified_cband),
      Qualified5G: yn(a?.qualified_5g),
    },
    ...(a ? { addressId: a.address_id } : {}),
    status,
  };
}

export async function qualifyRow(db: Db, row: ParsedRow): Promise<BulkResultItem> {
  const [building] = await resolveTypedAddress(db, row.postalCode, row.addressLine1);
  if (!building) return item('NOT_FOUND', typedText(row), null);
  const unitText = row.addressLine2?.trim();
  if (unitText) {
    const unit = await findUnit(db, building.address_id, unitText);
    if (unit) return item('FOUND', formatAddress(unit), unit);
  }
  if ((await unitCount(db, building.address_id)) > 0) {
    return item('NEEDS_UNIT', formatAddress(building), building);
  }
  return item('FOUND', formatAddress(building), building);
}

export async function qualifyBulk(db: Db, rows: readonly ParsedRow[]): Promise<BulkResultItem[]> {
  const out: BulkResultItem[] = [];
  for (const row of rows) out.push(await qualifyRow(db, row));
  return out;
}
