/**
 * What a placed order was made of, line by line, read from the order's stored snapshot (never
 * priced again): the plans, phone lines, TV and other services billed monthly, the promotions,
 * taxes, and the equipment, installation and one-time charges with their installment terms. The
 * labels are those of the priced cart the customer saw (cartFigures, monthlyLines: the same lines
 * as the order e-mail), or of the quote summary for an order placed from a price quote.
 */
import type { PlanDetails } from '../wire/cart';
import { cartFigures, monthlyLines, offerLines } from './cart-figures';

interface OrderLine {
  label: string;
  /** Wire dollars ('69.00', '-25.00' for a credit), as stored. */
  amount: string;
  /** '12 monthly payments of $25.00', 'Waived', or ''. */
  note: string;
}

export interface OrderLines {
  /**
   * 'cart': the priced cart with its figures; 'cartLines': the cart's lines without the
   * figures summary (an order placed before it existed); 'quote': a quote's summary; 'none': the
   * snapshot keeps no lines (only totals are known).
   */
  source: 'cart' | 'cartLines' | 'quote' | 'none';
  /** Billed every month (plans, phone lines and services, TV, other services, installments). */
  monthly: OrderLine[];
  /** Offers and promotions (credits, negative). */
  promotions: OrderLine[];
  /** Taxes and other charges, monthly. */
  taxes: OrderLine[];
  /** Equipment, installation and one-time charges at full price. */
  oneTime: OrderLine[];
}

const row = (label: string, amount: string, note = ''): OrderLine => ({ label, amount, note });
const keyValues = (list: { Key: string; Value: string }[] | undefined) =>
  (list ?? []).map((x) => row(x.Key, x.Value));
const described = (l: OrderLine) => l.label.trim() !== '';

interface QuoteSummary {
  OmniInternetInfo?: {
    DataDescription: string;
    DataPrice: string;
    OtherService?: { Key: string; Value: string }[];
  };
  OmniPhoneInfo?: {
    PhoneDescPrice?: { Key: string; Value: string }[];
    OtherService?: { Key: string; Value: string }[];
  };
  OmniEquipmentOneTimeInfo?: { EquipmentsAndOneTime?: { Key: string; Value: string }[] };
  OmniBBEInfo?: { BBEDescription: string; BBEPrice: string };
  OmniPromoInfo?: { PromoDescription: string; PromoValue: string };
}

function cartOrderLines(d: PlanDetails): OrderLines {
  const offers = offerLines(d).map((l) => row(l.label, l.amount));
  const all = monthlyLines(d);
  // An other service's description ('$99.00 over 3 months') is shown under its name.
  const descriptions = new Map(d.otherServices.map((o) => [o.Product, o.ProdOfferDesc]));
  const monthly = all
    .slice(0, all.length - offers.length)
    .map((l) => row(l.label, l.amount, descriptions.get(l.label) ?? ''));
  const taxes = (d.taxAndOtherCharges?.Tax ?? []).map((x) => row(x.Name, x.price));
  if (!d.pricedCart) {
    return {
      source: 'cartLines',
      monthly,
      promotions: offers,
      taxes,
      oneTime: d.equipmentAndOnetimeCharges.map((c) =>
        row(c.offerName, c.price, c.wavied === 'Y' ? 'Waived' : ''),
      ),
    };
  }
  const waived = new Set(
    d.equipmentAndOnetimeCharges.filter((c) => c.wavied === 'Y').map((c) => c.offerName),
  );
  return {
    source: 'cart',
    monthly,
    promotions: offers,
    taxes,
    oneTime: cartFigures(d).oneTime.lines.map((l) =>
      row(l.name, l.amount, l.note || (waived.has(l.name) ? 'Waived' : '')),
    ),
  };
}

function quoteOrderLines(s: QuoteSummary): OrderLines {
  const i = s.OmniInternetInfo;
  const monthly = [
    ...(i ? [row(i.DataDescription, i.DataPrice), ...keyValues(i.OtherService)] : []),
    ...keyValues(s.OmniPhoneInfo?.PhoneDescPrice),
    ...keyValues(s.OmniPhoneInfo?.OtherService),
    ...(s.OmniBBEInfo ? [row(s.OmniBBEInfo.BBEDescription, s.OmniBBEInfo.BBEPrice)] : []),
  ];
  const promo = s.OmniPromoInfo;
  return {
    source: 'quote',
    monthly: monthly.filter(described),
    promotions: promo ? [row(promo.PromoDescription, promo.PromoValue)].filter(described) : [],
    taxes: [],
    oneTime: keyValues(s.OmniEquipmentOneTimeInfo?.EquipmentsAndOneTime).filter(described),
  };
}

/** The lines of an order's stored snapshot (classic: planDetails; quote: the quote summary). */
export function orderLines(snapshot: unknown): OrderLines {
  const s = snapshot as { planDetails?: PlanDetails; summary?: QuoteSummary } | null;
  if (s?.planDetails) return cartOrderLines(s.planDetails);
  if (s?.summary?.OmniInternetInfo) return quoteOrderLines(s.summary);
  return { source: 'none', monthly: [], promotions: [], taxes: [], oneTime: [] };
}
