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
import { nextServices, SERVICE_NAMES, withoutService } from './services';

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

function addService(current: CartSelections['services'], added: ServiceKind, field: string) {
  const next = nextServices(current, added);
  if (next === null) fail(field, `cannot be combined with the services in the cart (${current})`);
  return next;
}

export function atMost(value: number, max: number, field: string, unit = '') {
  if (value > max) fail(field, `must be at most ${max}${unit}`);
}

/** The catalogue lists whose items have a maximum quantity. */
type QuantityCategory = {
  [C in CartCategory]: CartCategories[C] extends { maxQuantity: number } ? C : never;
}[CartCategory];

/**
 * Product id and quantity lists (extenders, jacks...): each within its item's maximum quantity;
 * quantity 0 drops the item.
 */
export function quantities(
  lookup: CartLookup,
  category: QuantityCategory,
  items: readonly { id: string; quantity: number }[],
  field: string,
) {
  const kept = new Map<string, number>();
  items.forEach(({ id, quantity }, i) => {
    const item = need(lookup, category, id, `${field}.${i}.PrdID`);
    atMost(quantity, item.maxQuantity, `${field}.${i}.Quantity`);
    if (quantity > 0) kept.set(id, quantity);
    else kept.delete(id);
  });
  return [...kept].map(([id, quantity]) => ({ id, quantity }));
}

function listingInfo(info: DirectoryListingInfo | undefined): DirectoryListingInfo | null {
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

/**
 * A directory listing as the model may name it: the listing `{ NewID }` ('' clears it; none or a
 * non-published one drops the listing info) and the listing info, which needs a listing.
 */
export function applyListing<F extends string, I extends string>(
  next: { directoryListingId: string; listingInfo: DirectoryListingInfo | null },
  lookup: CartLookup,
  category: 'phone.directoryListing' | 'bdv.directoryListing',
  model: { [P in F]?: { NewID: string } } & { [P in I]?: DirectoryListingInfo },
  listingField: F,
  infoField: I,
): void {
  const listing = model[listingField];
  if (listing) {
    const field = `${listingField}.NewID`;
    const listingId = optionalId(lookup, category, listing.NewID, field);
    const item = listingId ? lookup.get(category, listingId) : undefined;
    next.directoryListingId = listingId;
    if (!item || isNonPublishedListing(item.name)) next.listingInfo = null;
  }
  const info = model[infoField];
  if (info) {
    const item = lookup.get(category, next.directoryListingId);
    if (!item) fail(infoField, 'choose a directory listing first');
    next.listingInfo = isNonPublishedListing(item.name) ? null : listingInfo(info);
  }
}

type PlanCategory = 'internet.plans' | 'tv.plans' | 'phone.plans' | 'bdv.plans';
type ServiceKey = 'internet' | 'tv' | 'phone' | 'bdv';
type Selection<K extends ServiceKey> = NonNullable<CartSelections[K]>;

/** How one service's model names its plan (the first step of ./apply-internet.ts, -tv, -voice, -bdv). */
export interface PlanStep<K extends ServiceKey, C extends PlanCategory> {
  /** Where the service stands in the selections. */
  key: K;
  /** Its entry in the cart's services. */
  service: ServiceKind;
  category: C;
  /** The plan's field in the model, e.g. 'PlanSelection.NewID'. */
  field: string;
  /** The selection on the plan `plan` chosen: the current one changed, or (null) a fresh one. */
  withPlan: (current: Selection<K> | null, plan: CartCategories[C]) => Selection<K>;
}

/**
 * The plan step every service model starts with: plan id '' removes the service (and the update
 * ends there); another id, an item of `step.category`, changes the plan or starts the service and
 * adds it to the cart's services; with no plan chosen, none of the service's choices can change.
 */
export function applyPlan<K extends ServiceKey, C extends PlanCategory>(
  selections: CartSelections,
  lookup: CartLookup,
  step: PlanStep<K, C>,
  planId: string | null | undefined,
): { removed: CartSelections } | { services: CartSelections['services']; current: Selection<K> } {
  if (planId === '') {
    const services = withoutService(selections.services, step.service);
    return { removed: { ...selections, [step.key]: null, services } };
  }
  let services = selections.services;
  let current = selections[step.key] as Selection<K> | null;
  if (planId !== undefined && planId !== null) {
    const plan = need(lookup, step.category, planId, step.field);
    current = step.withPlan(current, plan);
    services = addService(services, step.service, step.field);
  }
  if (!current) fail(step.field, `choose ${LABELS[step.category]} first`);
  return { services, current };
}

type ServiceOfItsOwn = 'tv' | 'phone' | 'bdv';

/**
 * How a TV, phone or BDV model names its plan; the service is the selection's key, its plans
 * the catalogue's `<key>.plans`.
 */
export interface ServiceUpdate<M, K extends ServiceOfItsOwn> extends Pick<
  PlanStep<K, `${K}.plans`>,
  'key' | 'field' | 'withPlan'
> {
  /** The plan id the model sends (undefined or null: no change). */
  planIdOf: (model: M) => string | null | undefined;
}

/**
 * A TV, phone or BDV model's update (./apply-tv.ts, -voice, -bdv): the service must be sold at
 * the address, then the plan step (applyPlan), then the model's own choices, from `update`,
 * on the service's selection.
 */
export function serviceUpdate<M, K extends ServiceOfItsOwn>(
  step: ServiceUpdate<M, K>,
  update: (
    current: Selection<K>,
    context: {
      selections: CartSelections;
      model: M;
      lookup: CartLookup;
      services: CartSelections['services'];
    },
  ) => CartSelections,
) {
  return (
    selections: CartSelections,
    model: M,
    lookup: CartLookup,
    availability: CartAvailability,
  ): CartRuleResult =>
    run(() => {
      if (!availability[step.key]) notSold('ProductType', SERVICE_NAMES[step.key]);
      const plan = { ...step, service: step.key, category: `${step.key}.plans` as const };
      const planned = applyPlan(selections, lookup, plan, step.planIdOf(model));
      if ('removed' in planned) return planned.removed;
      return update(planned.current, { selections, model, lookup, services: planned.services });
    });
}
