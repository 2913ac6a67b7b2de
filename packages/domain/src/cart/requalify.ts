/**
 * Re-qualification of a cart (issue 6: "on retrieval the cart is re-qualified and re-priced").
 * A saved cart may be opened days later: the address may no longer get a service (footprint
 * flags changed) and the provider may have withdrawn a plan. Such services leave the cart; the
 * caller shows them as no longer sold.
 */
import type { CartSelections } from '../wire/cart';
import type { CartAvailability } from './apply';
import type { CartLookup } from './catalogue-index';
import type { ServiceKind } from '../catalogue/schema';
import { SERVICE_NAMES, withoutService } from './services';

/** A service taken out of the cart. */
export interface RemovedService {
  service: ServiceKind;
  /** What the service is, as the cart rules name it ('TV', 'Fiber internet'...). */
  name: string;
  planId: string;
  /** The plan's catalogue name; '' when the catalogue no longer has the plan. */
  planName: string;
  reason: 'notAvailable' | 'notSold';
}

export interface RequalifiedCart {
  selections: CartSelections;
  /** In the order internet, TV, phone, BDV; empty when the cart still stands as it is. */
  removed: RemovedService[];
}

/**
 * The selections without the services the address no longer gets or whose plan the active
 * catalogue no longer has, with `services` recomputed; the rest of the cart is kept as it is.
 */
export function requalifySelections(
  selections: CartSelections,
  availability: CartAvailability,
  lookup: CartLookup,
): RequalifiedCart {
  let s = selections;
  const removed: RemovedService[] = [];
  const remove = (service: ServiceKind, planId: string, plan: { name: string } | undefined) => {
    removed.push({
      service,
      name: SERVICE_NAMES[service],
      planId,
      planName: plan?.name ?? '',
      reason: plan ? 'notAvailable' : 'notSold',
    });
    s = { ...s, services: withoutService(s.services, service) };
  };

  if (s.internet) {
    const plan = lookup.get('internet.plans', s.internet.planId);
    // Fiber or DSL: the plan says; without the plan, the services value still does.
    const dsl = plan ? plan.serviceType === 'DSL' : s.services.includes('hsi');
    if (!plan || !(dsl ? availability.hsi : availability.fiber)) {
      const planId = s.internet.planId;
      s = { ...s, internet: null };
      remove(dsl ? 'hsi' : 'data', planId, plan);
    }
  }
  // TV, phone and BDV: each its own selection, plan list and footprint flag.
  for (const service of ['tv', 'phone', 'bdv'] as const) {
    const selection = s[service];
    if (!selection) continue;
    const plan = lookup.get(`${service}.plans`, selection.planId);
    if (!plan || !availability[service]) {
      s = { ...s, [service]: null };
      remove(service, selection.planId, plan);
    }
  }
  return { selections: removed.length ? s : selections, removed };
}
