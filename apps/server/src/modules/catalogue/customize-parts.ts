/**
 * The building blocks of GetCustomizeProductsNew (customize.ts) that every service's section
 * uses: the empty plan and product of the wire, term prices, the chosen quantity of an item, and
 * monthly and one-time product lists. Pure; prices are formatted from cents.
 */
import { CONTRACT } from '@bizline/domain/constants';
import {
  EMPTY_CUSTOMIZE_PLAN,
  EMPTY_CUSTOMIZE_PRODUCT,
} from '@bizline/domain/catalogue/customize-empty';
import type { CatalogueDocument, ServiceKind, TermPrice } from '@bizline/domain/catalogue/schema';
import { formatCents, installmentCents } from '@bizline/domain/pricing/money';
import type { ContractValue, CustomizeProduct } from '@bizline/domain/wire/cart';
import type { YesNo } from '@bizline/domain/wire/entry';

export const yn = (b: boolean): YesNo => (b ? 'Y' : 'N');

/** The single-service bundle of a service kind under a contract ('' when the catalogue has none). */
export function singleBundleId(
  doc: CatalogueDocument,
  kind: ServiceKind,
  contract: ContractValue,
): string {
  const b = doc.bundles.find(
    (x) =>
      x.type === 'single' &&
      x.Contract === contract &&
      x.services.length === 1 &&
      x.services[0] === kind,
  );
  return b?.BID ?? '';
}

const termPrices = (price: TermPrice, contract: ContractValue) => ({
  Contract: contract,
  Price: formatCents(price[contract]),
  PriceMonthToMonth: formatCents(price[CONTRACT.monthToMonth]),
  PriceTwoYears: formatCents(price[CONTRACT.twoYears]),
});

/**
 * What every plan of a section starts from: the empty plan with the plan's id, name, description
 * and term prices, the single-service bundle of its kind, and whether the cart chose it.
 */
export function planBase(
  doc: CatalogueDocument,
  kind: ServiceKind,
  contract: ContractValue,
  p: { id: string; name: string; description: string; price: TermPrice },
  chosenId: string | undefined,
) {
  return {
    ...EMPTY_CUSTOMIZE_PLAN,
    ...termPrices(p.price, contract),
    ProductId: p.id,
    BundleId: singleBundleId(doc, kind, contract),
    IsSelected: yn(chosenId === p.id),
    ProductName: p.name,
    Description: p.description,
  };
}

type Chosen = { quantity: number } | null;
/** Quantity chosen of an id from a list of selections; null when not chosen. */
export const fromList =
  (list: readonly { id: string; quantity: number }[] | undefined) =>
  (id: string): Chosen => {
    const q = list?.find((x) => x.id === id)?.quantity ?? 0;
    return q > 0 ? { quantity: q } : null;
  };
/** A single chosen id (quantity 1). */
export const fromId =
  (chosen: string | undefined | null) =>
  (id: string): Chosen =>
    chosen && chosen === id ? { quantity: 1 } : null;
export const fromIds =
  (chosen: readonly string[] | undefined) =>
  (id: string): Chosen =>
    chosen?.includes(id) ? { quantity: 1 } : null;

function chosenFields(c: Chosen) {
  return { IsSelected: yn(c !== null), Quantity: c?.quantity ?? 0 };
}

export function monthlyProducts(
  items: readonly {
    id: string;
    name: string;
    description: string;
    monthlyCents: number;
    maxQuantity?: number;
    maxLicenses?: number;
    maxLines?: number;
    code?: string;
  }[],
  chosen: (id: string) => Chosen,
): CustomizeProduct[] {
  return items.map((i) => ({
    ...EMPTY_CUSTOMIZE_PRODUCT,
    PrdID: i.id,
    PrdName: i.name,
    Description: i.description,
    Price: formatCents(i.monthlyCents),
    PriceType: 'monthly',
    MaxQuantity: i.maxQuantity ?? i.maxLicenses ?? i.maxLines ?? 1,
    Code: i.code ?? '',
    ...chosenFields(chosen(i.id)),
  }));
}

export function oneTimeProducts(
  items: readonly {
    id: string;
    name: string;
    description: string;
    oneTimeCents: number;
    installments: number;
    maxQuantity?: number;
    isDefault?: boolean;
  }[],
  chosen: (id: string) => Chosen,
  defaultInstallments = 0,
): CustomizeProduct[] {
  return items.map((i) => {
    const months = i.installments || defaultInstallments;
    return {
      ...EMPTY_CUSTOMIZE_PRODUCT,
      PrdID: i.id,
      PrdName: i.name,
      Description: i.description,
      Price: formatCents(i.oneTimeCents),
      PriceType: 'oneTime',
      MonthlyPrice: months > 1 ? formatCents(installmentCents(i.oneTimeCents, months)) : '',
      Installments: months > 1 ? months : 0,
      MaxQuantity: i.maxQuantity ?? 1,
      IsDefault: yn(i.isDefault ?? false),
      ...chosenFields(chosen(i.id)),
    };
  });
}
