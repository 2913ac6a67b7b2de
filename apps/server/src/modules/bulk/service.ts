/**
 * Bulk address tool (000 §2 screen 6, §3 "Bulk row"): up to 25 addresses qualified in one go.
 * Addresses are resolved through the address service like a qualification by text; each found
 * address gets the qualification service's availability answer and the address page's outcome
 * (addressOutcome of packages/domain), so the bulk results and the address page agree for the
 * same address. The captcha is checked by the route before anything is looked up.
 */
import { addressOutcome, type AddressOutcome } from '@bizline/domain/qualification-routing';
import type {
  AvailabilityResponse,
  BulkResultItem,
  BulkRowParsed as ParsedRow,
} from '@bizline/domain/wire/entry';
import type { AppContext } from '../../context';
import {
  findUnit,
  formatAddress,
  resolveTypedAddress,
  unitCount,
  type FootprintAddress,
} from '../address/service';
import { previewAvailability } from '../qualification/service';

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

const NOT_FOUND: AddressOutcome = { kind: 'not-found', page: null };

async function item(
  ctx: AppContext,
  status: BulkResultItem['status'],
  formattedAddress: string,
  a: FootprintAddress | null,
): Promise<BulkResultItem> {
  const r: AvailabilityResponse | null = a ? await previewAvailability(ctx, a) : null;
  const outcome = r ? addressOutcome(r) : NOT_FOUND;
  return {
    location: { formattedAddress },
    qualification: {
      Qualified4G: yn(a?.qualified_4g),
      QualifiedCBand: yn(a?.qualified_cband),
      Qualified5G: yn(a?.qualified_5g),
    },
    ...(a ? { addressId: a.address_id, zipCode: a.zip } : {}),
    status,
    outcome: status === 'NEEDS_UNIT' ? { kind: 'needs-unit', page: null } : outcome,
    plans: (outcome.kind === 'customize' ? (r?.DataInfo.Plans ?? []) : []).map((p) => ({
      ProductId: p.ProductId,
      ProductName: p.ProductName,
      Price: p.Price,
      ServiceType: p.ServiceType,
      SpeedMbps: p.SpeedMbps,
    })),
  };
}

async function qualifyRow(ctx: AppContext, row: ParsedRow): Promise<BulkResultItem> {
  const db = ctx.db;
  const [building] = await resolveTypedAddress(db, row.postalCode, row.addressLine1);
  if (!building) return item(ctx, 'NOT_FOUND', typedText(row), null);
  const unitText = row.addressLine2?.trim();
  if (unitText) {
    const unit = await findUnit(db, building.address_id, unitText);
    if (unit) return item(ctx, 'FOUND', formatAddress(unit), unit);
  }
  if ((await unitCount(db, building.address_id)) > 0) {
    return item(ctx, 'NEEDS_UNIT', formatAddress(building), building);
  }
  return item(ctx, 'FOUND', formatAddress(building), building);
}

export async function qualifyBulk(
  ctx: AppContext,
  rows: readonly ParsedRow[],
): Promise<BulkResultItem[]> {
  const out: BulkResultItem[] = [];
  for (const row of rows) out.push(await qualifyRow(ctx, row));
  return out;
}
