/**
 * The checks every order update shares (./apply.ts): the result type, the failure that stops an
 * update with { field, message } and nothing changed, and the checks of every model (an id of
 * the right catalogue list, a quantity within its maximum, a product the address can get,
 * phone lines and directory listings).
 */
import type { ServiceKind } from '../catalogue/schema';
import type { CartSelections, DirectoryListingInfo } from '../wire/cart';
import type { CartCategories, CartCategory, CartLookup } from './catalogue-index';
import { cleanPhone, isNonPublishedListing } from './rules';
import { nextServices } from './services';

/** What the cart's address can get (its footprint flags). */
export interface CartAvailability {
  fiber: boolean;
  hsi: boolean;
  tv: boolean;
  phone: boolean;
  bdv: boolean;
}

export interface CartRuleError {
  /** Path of the offending field inside the model, e.g. 'RouterSelection.NewID'. */
  field: string;
  message: string;
}

export type CartRuleResult =
  { ok: true; selections: CartSelections } | { ok: false; error: CartRuleError };

class RuleFailure extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export function fail(field: string, message: string): never {
  throw new RuleFailure(field, message);
}

export function run(apply: () => CartSelections): CartRuleResult {
  try {
    return { ok: true, selections: apply() };
  } catch (e) {
    if (e instanceof RuleFailure)
      return { ok: false, error: { field: e.field, message: e.message } };
    throw e;
  }
}

const LABELS: Partial<Record<CartCategory, string>> = {
  'internet.plans': 'an internet plan',
  'internet.routers': 'a router',
  'tv.plans': 'a TV plan',
  'phone.plans': 'a phone plan',
  'bdv.plans': 'a Business Digital Voice plan',
};

/** The item `id` of `category`, or a validation failure naming the field. */
export function need<C extends CartCategory>(
  lookup: CartLookup,
  category: C,
  id: string,
  field: string,
): CartCategories[C] {
  const item = lookup.get(category, id);
  if (item) return item;
  if (!lookup.categoryOf(id)) fail(field, `'${id}' is not a product of the catalogue`);
  fail(field, `'${id}' is not ${LABELS[category] ?? `one of ${category}`}`);
}

/** '' clears; anything else must be an item of `category`. */
export function optionalId(lookup: CartLookup, category: CartCategory, id: string, field: string) {
  if (id !== '') need(lookup, category, id, field);
  return id;
}

/**
 * A single choice the model may name as `{ NewID }` (`''` clears it): when it does, the id (an
 * item of `category`) goes to `next[key]`; when it does not, `next[key]` stays.
 */
export function applyChoice<K extends string, F extends string>(
  next: Record<K, string>,
  key: K,
  lookup: CartLookup,
  category: CartCategory,
  model: { [P in F]?: { NewID: string } },
  field: F,
): void {
  const change = model[field];
  if (change) next[key] = optionalId(lookup, category, change.NewID, `${field}.NewID`);
}

export function addService(current: CartSelections['services'], added: ServiceKind, field: string) {
  const next = nextServices(current, added);
  if (next === null) fail(field, `cannot be combined with the services in the cart (${current})`);
  return next;
}

export function atMost(value: number, max: number, field: string, unit = '') {
  if (value > max) fail(field, `must be at most ${max}${unit}`);
}

/** Product id and quantity lists (extenders, jacks...): quantity 0 drops the item. */
export function quantities<C extends CartCategory>(
  lookup: CartLookup,
  category: C,
  items: readonly { id: string; quantity: number }[],
  field: string,
  maxOf: (item: CartCategories[C]) => number,
) {
  const kept = new Map<string, number>();
  items.forEach(({ id, quantity }, i) => {
    const item = need(lookup, category, id, `${field}.${i}.PrdID`);
    atMost(quantity, maxOf(item), `${field}.${i}.Quantity`);
    if (quantity > 0) kept.set(id, quantity);
    else kept.delete(id);
  });
  return [...kept].map(([id, quantity]) => ({ id, quantity }));
}

export function listingInfo(info: DirectoryListingInfo | undefined): DirectoryListingInfo | null {
  return info ? { ...info, PhoneNo: cleanPhone(info.PhoneNo) } : null;
}

export function tenDigits(value: string, field: string): string {
  const tn = cleanPhone(value);
  if (tn !== '' && !/^\d{10}$/.test(tn)) fail(field, 'must be a 10-digit phone number');
  return tn;
}

export function notSold(field: string, what: string): never {
  fail(field, `${what} is not sold at this address`);
}

type Line = {
  LineNO: number;
  OldTN: string;
  NewTN: string;
  OldPlanID: string;
  NewPlanID: string;
  KeepTN?: 'Y' | 'N';
};

/** Lines in LineNO order; equal old and new values mean no change. */
export function linesOf<L extends Line>(
  lines: readonly L[],
  existing: readonly { lineNo: number; tn: string; planId: string; moved?: boolean }[],
  planCategory: 'phone.plans' | 'bdv.plans',
  defaultPlanId: string,
  maxLines: number,
  field: string,
  lookup: CartLookup,
) {
  atMost(lines.length, maxLines, field, ' lines');
  const sorted = [...lines].sort((a, b) => a.LineNO - b.LineNO);
  return sorted.map((line, i) => {
    const before = existing.find((e) => e.lineNo === line.LineNO);
    const at = `${field}.${lines.indexOf(line)}`;
    const newTn = tenDigits(line.NewTN, `${at}.NewTN`);
    const unchanged = cleanPhone(line.OldTN) === newTn && before;
    const tn = unchanged ? before.tn : newTn;
    // A moved number: the customer keeps a current number; the line says so with
    // KeepTN Y, or keeps what it said before when its number did not change.
    if (line.KeepTN === 'Y' && tn === '')
      fail(`${at}.NewTN`, 'enter the number you want to keep (10 digits)');
    const moved = line.KeepTN === 'Y' || (line.KeepTN === undefined && unchanged && !!before.moved);
    const newPlan = line.OldPlanID === line.NewPlanID && before ? before.planId : line.NewPlanID;
    const planId =
      newPlan === '' ? defaultPlanId : need(lookup, planCategory, newPlan, `${at}.NewPlanID`).id;
    return { line, index: i, lineNo: line.LineNO, tn, planId, ...(moved ? { moved } : {}) };
  });
}

export function listingChoice(
  lookup: CartLookup,
  category: 'phone.directoryListing' | 'bdv.directoryListing',
  id: string,
  field: string,
) {
  const listingId = optionalId(lookup, category, id, field);
  const item = listingId ? lookup.get(category, listingId) : undefined;
  return { listingId, nonPublished: item ? isNonPublishedListing(item.name) : false };
}
