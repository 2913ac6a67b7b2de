/**
 * What an order hands to the provider's systems, item by item (TMF622 productOrderItem,
 * docs/integration.md "Items"): one item per product bought, named by the catalogue item's own
 * id that the priced line carries (cart-lines.ts LineRef), with every choice the customer made as
 * a characteristic, its prices in cents, the items it relies on and the credits taken off it.
 * Made once, when the order is placed, from the same priced cart the customer saw, so the items'
 * prices add up to the order's totals: monthly = every item's monthly charge (a plan, a rental,
 * an installment payment) + the credits; due now = every one-time charge paid at once.
 */
import { CONTRACT, ROUTER_TYPES } from '../constants';
import type { CatalogueDocument } from '../catalogue/schema';
import type { LetterOfAuthorizationRecord } from '../checkout/terms';
import type { CartSelections } from '../wire/cart';
import type { LineRef, OneTimeLine, PricedLine } from './cart-lines';
import type { PricedCart } from './price-cart';

interface OrderCharacteristic {
  name: string;
  valueType: 'string' | 'number' | 'boolean';
  value: string | number | boolean;
}

export interface OrderItemLine {
  /** The item's id in the order ('1', '2', ...). */
  id: string;
  /** The catalogue item's id (TMF620 productOffering id). */
  offeringId: string;
  /** The catalogue item's name. */
  offeringName: string;
  /** The product as the customer saw it priced. */
  name: string;
  category: string;
  belongsTo: LineRef['belongsTo'];
  quantity: number;
  /** Billed every month for the whole quantity (a plan, a rental, an installment payment). */
  monthlyCents: number;
  /** Charged once and due now (0 when paid in installments). */
  oneTimeCents: number;
  /** A one-time charge paid in installments: its full price, months and payments. */
  installments: {
    months: number;
    totalCents: number;
    monthlyCents: number;
    lastCents: number;
    text: string;
  } | null;
  /** Ids of the items this one relies on (an extra on its plan, equipment on its lines). */
  reliesOn: string[];
  characteristics: OrderCharacteristic[];
  /** Credits taken off this item's monthly charge (negative cents): the cart's offers. */
  credits: { name: string; cents: number; offeringId: string | null }[];
}

export interface OrderItemsInput {
  priced: PricedCart;
  selections: CartSelections;
  catalogue: CatalogueDocument;
  /** The pool numbers the order takes (a line with one of them has a new number). */
  poolNumbers: readonly string[];
  /** The signed letter of authorization of the numbers kept (moved from another provider). */
  loa: LetterOfAuthorizationRecord | null;
}

const text = (name: string, value: string): OrderCharacteristic => ({
  name,
  valueType: 'string',
  value,
});
const num = (name: string, value: number): OrderCharacteristic => ({
  name,
  valueType: 'number',
  value,
});
const bool = (name: string, value: boolean): OrderCharacteristic => ({
  name,
  valueType: 'boolean',
  value,
});

/** Every product of the catalogue by id: its name and whatever the characteristics read. */
function catalogueItems(doc: CatalogueDocument): Map<string, Record<string, unknown>> {
  const byId = new Map<string, Record<string, unknown>>();
  for (const section of [doc.internet, doc.tv, doc.phone, doc.bdv] as object[]) {
    for (const value of Object.values(section)) {
      const list: unknown[] = Array.isArray(value) ? value : value ? [value] : [];
      for (const item of list) {
        const i = item as Record<string, unknown>;
        if (typeof i?.id === 'string') byId.set(i.id, i);
      }
    }
  }
  for (const b of doc.bundles) byId.set(b.BID, { id: b.BID, name: b.name });
  return byId;
}

/** 'Name|rent' -> ['Name', 'rent']. */
function routerKind(name: string): [string, string] {
  const at = name.lastIndexOf('|');
  const kind = name.slice(at + 1);
  return at > 0 && (ROUTER_TYPES as readonly string[]).includes(kind)
    ? [name.slice(0, at), kind]
    : [name, ''];
}

export function orderItemsOf(input: OrderItemsInput): OrderItemLine[] {
  const { priced, selections: sel, catalogue: doc } = input;
  const items = catalogueItems(doc);
  const out: OrderItemLine[] = [];
  const contractTerm = [
    text('contractTerm', priced.contract),
    num('contractTermMonths', priced.contract === CONTRACT.twoYears ? 24 : 0),
  ];
  const spread = new Map<string, OneTimeLine>(
    priced.oneTime.filter((o) => o.installments > 0 && o.ref).map((o) => [o.ref!.id, o]),
  );

  function add(
    ref: LineRef,
    name: string,
    monthlyCents: number,
    oneTimeCents: number,
    installments: OneTimeLine | null = null,
  ): OrderItemLine {
    const item = items.get(ref.id);
    const offeringName = String(item?.name ?? name);
    const added: OrderItemLine = {
      id: String(out.length + 1),
      offeringId: ref.id,
      offeringName: ref.category === 'routers' ? routerKind(offeringName)[0] : offeringName,
      name,
      category: ref.category,
      belongsTo: ref.belongsTo,
      quantity: ref.quantity,
      monthlyCents,
      oneTimeCents,
      installments: installments
        ? {
            months: installments.installments,
            totalCents: installments.cents,
            monthlyCents: installments.monthlyCents,
            lastCents: installments.lastCents,
            text: installments.installmentText,
          }
        : null,
      reliesOn: [],
      characteristics: characteristicsOf(ref, item ?? {}, installments),
      credits: [],
    };
    out.push(added);
    return added;
  }

  function characteristicsOf(
    ref: LineRef,
    item: Record<string, unknown>,
    installments: OneTimeLine | null,
  ): OrderCharacteristic[] {
    const c: OrderCharacteristic[] = [];
    const name = String(item.name ?? '');
    const key = `${ref.belongsTo}.${ref.category}`;
    if (key === 'internet.plans') {
      c.push(
        num('downloadSpeedMbps', Number(item.downMbps)),
        num('uploadSpeedMbps', Number(item.upMbps)),
        text('accessTechnology', item.serviceType === 'FIOS' ? 'fiber' : 'dsl'),
        ...contractTerm,
      );
      const staticIp = sel.internet?.staticIpId ? items.get(sel.internet.staticIpId) : null;
      c.push(text('ipType', staticIp ? 'static' : 'dynamic'));
      if (staticIp) c.push(text('staticIpBlock', String(staticIp.name)));
    } else if (key === 'internet.routers') {
      c.push(text('routerAcquisition', routerKind(name)[1]));
      if (routerKind(name)[1] === 'rent') c.push(bool('rentalIncluded', priced.rentRouterIncluded));
    } else if (key === 'internet.extenders') {
      c.push(num('extenderCount', ref.quantity));
    } else if (key === 'internet.additionalRouters') {
      c.push(num('additionalRouterCount', ref.quantity));
    } else if (key === 'internet.installation') {
      c.push(text('installationType', String(item.installType)));
    } else if (key === 'internet.staticIp') {
      c.push(text('ipType', 'static'), text('staticIpBlock', name));
    } else if (ref.category === 'videoMeeting') {
      c.push(num('licenses', ref.quantity));
    } else if (key === 'tv.plans') {
      c.push(
        text('tvPackage', name),
        num('channelCount', Number(item.channels)),
        text('channelType', sel.tv?.channelType ?? ''),
        ...contractTerm,
      );
    } else if (key === 'tv.equipment') {
      c.push(text('tvEquipment', name), num('equipmentCount', ref.quantity));
    } else if (key === 'tv.premiumChannels' || key === 'tv.movieChannelsPack') {
      c.push(
        text('premiumChannels', ref.category === 'movieChannelsPack' ? movieChannels() : name),
      );
    } else if (key === 'tv.viewingOptions') {
      c.push(text('viewingOption', name));
    } else if (key === 'tv.recording') {
      c.push(text('recording', name));
    } else if (ref.category === 'plans' && ref.lineIndex !== undefined) {
      c.push(...lineCharacteristics(ref.belongsTo as 'phone' | 'bdv', ref.lineIndex, name));
    } else if (ref.category === 'equipment') {
      c.push(text('equipment', name), num('equipmentCount', ref.quantity));
      const bdv = sel.bdv?.equipment.find((e) => e.id === ref.id);
      if (ref.belongsTo === 'bdv' && bdv) c.push(num('additionalHandsets', bdv.addlHandset));
    } else if (ref.category === 'features') {
      c.push(text('feature', name));
    } else if (ref.category === 'directoryListing') {
      c.push(text('directoryListing', name));
    } else if (ref.category === 'faxLine') {
      c.push(num('faxLineCount', ref.quantity));
    }
    if (installments) {
      c.push(
        num('installmentMonths', installments.installments),
        num('installmentTotal', installments.cents / 100),
      );
    }
    return c;
  }

  function movieChannels(): string {
    return (priced.movieChannelsPack?.channels ?? []).join(', ');
  }

  function lineCharacteristics(
    section: 'phone' | 'bdv',
    index: number,
    planName: string,
  ): OrderCharacteristic[] {
    const chosen = sel[section]?.lines[index];
    const tn = priced.voice?.lines[index]?.tn ?? '';
    const pool = new Set(input.poolNumbers);
    const kept = tn !== '' && !pool.has(tn) && (chosen?.moved === true || signed(tn));
    const c = [
      num('lineNumber', index + 1),
      text('linePlan', planName),
      ...contractTerm,
      text('numberType', kept ? 'kept' : 'new'),
    ];
    if (tn) c.push(text('telephoneNumber', tn));
    if (section === 'bdv' && chosen && 'subscriberType' in chosen) {
      c.push(
        text('subscriberType', chosen.subscriberType),
        bool('lineAdministrator', chosen.isAdmin === 'Y'),
      );
      if (chosen.email) c.push(text('subscriberEmail', chosen.email));
    }
    const loa = input.loa;
    if (kept && loa) {
      c.push(
        text('loaSignedBy', `${loa.firstName} ${loa.lastName}`.trim()),
        text('loaSignedDate', loa.tDate),
        ...(loa.at ? [text('loaSignedAt', loa.at)] : []),
        bool('loaLocalService', loa.localService === 'Y'),
        bool('loaIntraLATA', loa.intraLATA === 'Y'),
        bool('loaInterLATA', loa.interLATA === 'Y'),
        text('loaContactNumber', loa.cNumber),
      );
    }
    return c;
  }

  const signed = (tn: string) => (input.loa?.numbers ?? []).includes(tn);

  const monthly = (lines: readonly PricedLine[]) => {
    let last: OrderItemLine | null = null;
    for (const l of lines) {
      if (!l.ref) throw new Error(`The priced line '${l.name}' names no catalogue item`);
      // Fax lines are priced one by one: one item of that many.
      if (l.ref.category === 'faxLine' && last?.offeringId === l.ref.id) {
        last.quantity += 1;
        last.monthlyCents += l.cents;
        last.characteristics = [num('faxLineCount', last.quantity)];
        continue;
      }
      last = add(l.ref, l.name, l.cents, 0, l.ref.share ? (spread.get(l.ref.id) ?? null) : null);
    }
  };

  monthly(priced.serviceLines);
  const own = sel.internet?.routerId ? items.get(sel.internet.routerId) : undefined;
  monthly(priced.otherServices);
  if (own && routerKind(String(own.name))[1] === 'own') {
    // A router of the customer's own costs nothing but is still part of the order.
    add(
      { id: String(own.id), belongsTo: 'internet', category: 'routers', quantity: 1 },
      routerKind(String(own.name))[0],
      0,
      0,
    );
  }
  monthly(priced.tvServices);
  const pack = priced.movieChannelsPack;
  if (pack) {
    const id = pack.id ?? doc.tv.movieChannelsPack?.id ?? '';
    add(
      { id, belongsTo: 'tv', category: 'movieChannelsPack', quantity: 1 },
      String(items.get(id)?.name ?? 'Movie Channels Pack'),
      pack.cents,
      0,
    );
  }
  monthly(priced.phoneServices);
  monthly(priced.faxLines);
  for (const o of priced.oneTime) {
    if (!o.ref) throw new Error(`The one-time charge '${o.name}' names no catalogue item`);
    if (o.installments === 0) add(o.ref, o.name, 0, o.cents);
  }

  // Each extra relies on its service: internet and TV extras on their plan, voice extras on
  // every line of the service.
  const plans = out.filter((i) => i.category === 'plans');
  for (const item of out) {
    if (item.category === 'plans') continue;
    item.reliesOn = plans.filter((p) => p.belongsTo === item.belongsTo).map((p) => p.id);
  }
  // Credits are price alterations of the first plan (the internet plan when there is one, the
  // service every offer of the cart requires).
  const first = plans[0];
  for (const offer of priced.offers) {
    first?.credits.push({
      name: offer.name,
      cents: offer.cents,
      offeringId: offer.ref?.id ?? null,
    });
  }
  return out;
}
