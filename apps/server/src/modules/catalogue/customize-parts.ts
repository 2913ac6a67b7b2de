/**
 * The building blocks of GetCustomizeProductsNew (customize.ts) that every service's section
 * uses: the empty plan and product of the wire, term prices, the chosen quantity of an item, and
 * monthly and one-time product lists. Pure; prices are formatted from cents.
 */
import { CONTRACT, PLAN_PRICE_FINE_PRINT } from '@bizline/domain/constants';
import type { CatalogueDocument, ServiceKind, TermPrice } from '@bizline/domain/catalogue/schema';
import { formatCents, installmentCents } from '@bizline/domain/pricing/money';
import type { ContractValue, CustomizePlan, CustomizeProduct } from '@bizline/domain/wire/cart';
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

const emptyPlan: Omit<CustomizePlan, 'ProductId' | 'ProductName' | 'Price' | 'Contract'> = {
  PackageId: '',
  DataProductId: '',
  DataPackageId: '',
  BundleId: '',
  PriceMonthToMonth: '0.00',
  PriceTwoYears: '0.00',
  ServiceType: '',
  Flowtype: 'NEW',
  IPType: '',
  LineType: '',
  IsSelected: 'N',
  BDVId: '',
  TVPackageId: '',
  TVProductId: '',
  Description: '',
  SpeedMbps: 0,
  UpSpeedMbps: 0,
  BestForPlan: '',
  PlanIncluded: [],
  APPFBPriceText: PLAN_PRICE_FINE_PRINT,
  fccLabel: null,
  JointOfferPrice: '',
  PrepaidCardOffer: 'N',
  RentRouterInclude: 'N',
  IsOneGig: 'N',
  MaxLines: 0,
  TVKeywords: [],
  TVPlanType: '',
};

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
    ...emptyPlan,
    ...termPrices(p.price, contract),
    ProductId: p.id,
    BundleId: singleBundleId(doc, kind, contract),
    IsSelected: yn(chosenId === p.id),
    ProductName: p.name,
    Description: p.description,
  };
}

const emptyProduct: Omit<CustomizeProduct, 'PrdID' | 'PrdName' | 'Price' | 'PriceType'> = {
  Description: '',
  MonthlyPrice: '',
  Installments: 0,
  MaxQuantity: 1,
  IsSelected: 'N',
  Quantity: 0,
  PrdSubCat: '',
  ProductSubChoice: '',
  Image: '',
  Features: [],
  Code: '',
  IsDefault: 'N',
};

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
    ...emptyProduct,
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
      ...emptyProduct,
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
