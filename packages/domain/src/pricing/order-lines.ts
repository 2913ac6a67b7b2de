/**
 * What a placed order was made of, line by line, read from the order's stored snapshot (never
 * priced again): the plans, phone lines, TV and other services billed monthly, the promotions,
 * taxes, and the equipment, installation and one-time charges with their installment terms. The
 * labels are those of the priced cart the customer saw (cartFigures, monthlyLines: the same lines
 * as the order e-mail), or of the quote summary for an order placed from a price quote.
 */
import { CONTRACT } from '../constants';
import { formatPhoneDisplay } from '../format';
import { installationWhen, serviceTimeZone, type ServiceTimeZone } from '../orders/service-time';
import type { PlanDetails } from '../wire/cart';
import type { OrderContents } from '../wire/order-contents';
import { cartFigures, monthlyLines, offerLines } from './cart-figures';
import type { OrderItemLine } from './order-items';

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

/** How each service is called in the list of what was bought. */
const SERVICE_NAMES: Record<OrderItemLine['belongsTo'], string> = {
  internet: 'Internet',
  tv: 'TV',
  phone: 'Phone',
  bdv: 'Business Digital Voice',
  order: 'Bundle',
};

/** Categories of equipment, per service, and what each is called. */
const EQUIPMENT_NAMES: Record<string, string> = {
  'internet.extenders': 'Wi-Fi extender',
  'internet.additionalRouters': 'Additional router',
  'tv.equipment': 'TV equipment',
  'phone.equipment': 'Phone equipment',
  'bdv.equipment': 'Voice equipment',
};

const characteristic = (item: OrderItemLine, name: string) =>
  item.characteristics.find((c) => c.name === name)?.value;

const counted = (item: OrderItemLine) =>
  item.quantity > 1 ? `${item.offeringName} (x${item.quantity})` : item.offeringName;

/** ', 12 monthly payments of $25.00' for a charge in installments, else ''. */
const installmentsOf = (item: OrderItemLine) =>
  item.installments ? `, ${item.installments.text}` : '';

function routerText(item: OrderItemLine): string {
  const kind = characteristic(item, 'routerAcquisition');
  if (kind === 'own') return 'Router: your own router';
  if (kind === 'rent') {
    const included = characteristic(item, 'rentalIncluded') === true;
    return `Router (rented): ${item.offeringName}${included ? ', rental included with your plan' : ''}`;
  }
  return `Router (bought): ${item.offeringName}${installmentsOf(item)}`;
}

function lineText(item: OrderItemLine): string {
  const tn = String(characteristic(item, 'telephoneNumber') ?? '');
  const kept = characteristic(item, 'numberType') === 'kept';
  const number = tn
    ? `${formatPhoneDisplay(tn)} (${kept ? 'your current number, kept' : 'new number'})`
    : 'number not chosen yet';
  return `Line ${String(characteristic(item, 'lineNumber'))}, ${item.offeringName}: ${number}`;
}

/** The contract term as the review names it, with its length. */
function contractText(contract: string): string {
  return contract === CONTRACT.twoYears
    ? '2-year agreement (24 months)'
    : 'No annual contract (month to month)';
}

interface OrderContentsInput {
  /** The items of the order (orderItemsOf), or of the cart priced as an order would be. */
  items: readonly OrderItemLine[];
  /** The cart's contract ('TwoYears', 'MonthToMonth'). */
  contract: string;
  /**
   * For a placed order: when the installation is (service-time.ts installationWhen), '' when no
   * day is set yet. Left out for a cart, which has no installation day.
   */
  installationWhen?: string;
}

/**
 * What was bought or saved, as the customer reads it on every surface: the services (each plan
 * and its extras), the telephone lines with their numbers and whether each is new or kept, the
 * equipment (the router rented, bought or the customer's own, extenders, TV and voice
 * equipment), the contract term and the installation (its kind and, for an order, its day and
 * time window). Sections without anything are left out.
 */
export function orderContentsOf(input: OrderContentsInput): OrderContents {
  // Each service with its extras after it: 'Internet: …', 'Internet extra: …', 'TV: …'.
  const services = new Map<string, { name: string; lines: number; extras: string[] }>();
  const serviceOf = (item: OrderItemLine) => {
    const name = SERVICE_NAMES[item.belongsTo];
    const found = services.get(item.belongsTo) ?? { name, lines: 0, extras: [] };
    services.set(item.belongsTo, found);
    return found;
  };
  const lines: string[] = [];
  const equipment: string[] = [];
  const installation: string[] = [];
  for (const item of input.items) {
    const service = serviceOf(item);
    const key = `${item.belongsTo}.${item.category}`;
    if (item.category === 'plans' && characteristic(item, 'lineNumber') !== undefined) {
      lines.push(lineText(item));
      service.lines += 1;
    } else if (item.category === 'plans') {
      service.name = `${service.name}: ${item.offeringName}`;
    } else if (key === 'internet.routers') {
      equipment.push(routerText(item));
    } else if (EQUIPMENT_NAMES[key]) {
      equipment.push(`${EQUIPMENT_NAMES[key]}: ${counted(item)}${installmentsOf(item)}`);
    } else if (key === 'internet.installation') {
      installation.push(`${item.offeringName}${installmentsOf(item)}`);
    } else {
      service.extras.push(
        `${SERVICE_NAMES[item.belongsTo]} extra: ${counted(item)}${installmentsOf(item)}`,
      );
    }
  }
  // A voice service reads with its number of lines: 'Business Digital Voice: 2 lines'.
  const named = [...services.values()].flatMap((s) => [
    s.lines ? `${s.name}: ${s.lines} ${s.lines === 1 ? 'line' : 'lines'}` : s.name,
    ...s.extras,
  ]);
  if (input.installationWhen !== undefined) {
    installation.push(
      input.installationWhen || 'A representative will contact you to set up an installation date.',
    );
  }
  const sections: OrderContents = [
    { key: 'services', title: 'Services', items: named },
    { key: 'lines', title: 'Phone lines', items: lines },
    { key: 'equipment', title: 'Equipment', items: equipment },
    { key: 'contract', title: 'Contract term', items: [contractText(input.contract)] },
    { key: 'installation', title: 'Installation', items: installation },
  ];
  return input.items.length ? sections.filter((s) => s.items.length > 0) : [];
}

/** A placed order as the contents need it: its stored snapshot, service ZIP and installation. */
interface PlacedOrder {
  snapshot: unknown;
  serviceZip: string;
  installation: { dueDate: string; timeSlot: string; type: string };
}

/**
 * What a placed order was made of (orderContentsOf over the items stored with it), the service
 * address's time zone (`providerZone` when its state is not known) and when the installation is
 * in it: what the confirmation and order
 * status pages and every order e-mail show. No contents for an order that kept no items (placed
 * from a price quote, or before items were kept).
 */
export function placedOrderContents(
  order: PlacedOrder,
  providerZone?: string,
): {
  contents: OrderContents;
  timeZone: ServiceTimeZone;
  when: string;
} {
  const s = order.snapshot as {
    orderItems?: OrderItemLine[];
    planDetails?: PlanDetails;
    serviceAddress?: { state?: string; zip?: string };
  } | null;
  const address = s?.serviceAddress;
  const timeZone = serviceTimeZone(
    address?.state ?? '',
    address?.zip || order.serviceZip,
    providerZone,
  );
  const when = installationWhen(order.installation, timeZone);
  const contents = s?.orderItems?.length
    ? orderContentsOf({
        items: s.orderItems,
        contract: s.planDetails?.headerInfo.contract ?? '',
        installationWhen: when,
      })
    : [];
  return { contents, timeZone, when };
}

/** What was bought as e-mail text: each section's title, then its lines indented. */
export function orderContentsText(contents: OrderContents, indent = '  '): string[] {
  return contents.flatMap((c) => [`${c.title}:`, ...c.items.map((i) => `${indent}${i}`)]);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What was bought as e-mail HTML: each section a heading and a list. */
export function orderContentsHtml(contents: OrderContents): string {
  return contents
    .map(
      (c) =>
        `<h2>${escapeHtml(c.title)}</h2><ul>${c.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`,
    )
    .join('\n');
}
