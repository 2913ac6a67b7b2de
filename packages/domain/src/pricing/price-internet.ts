/** Internet pricing: the plan, router, extenders, installation and add-ons. */
import { ROUTER_BUY_MONTHS } from '../constants';
import { UnknownProductError } from '../catalogue/lookup';
import type { CartSelections } from '../wire/cart';
import { checkQuantity, distinct, line, type CartLines, type PricedLine } from './cart-lines';
import { formatDollars } from './money';

/** Router kind and display name from 'Name|rent'. */
function routerParts(name: string): { base: string; kind: string } {
  const at = name.lastIndexOf('|');
  return { base: name.slice(0, at), kind: name.slice(at + 1) };
}

export interface PricedInternet {
  plan: PricedLine;
  serviceType: 'FIOS' | 'DSL';
  rentRouterIncluded: boolean;
}

export function priceInternet(
  c: CartLines,
  net: NonNullable<CartSelections['internet']>,
): PricedInternet {
  const { lookup } = c;
  const plan = lookup.find(net.planId, 'internet', 'plans');
  const ref = (id: string, category: string, quantity = 1) =>
    ({ id, belongsTo: 'internet', category, quantity }) as const;
  const planLine = line(plan.name, plan.price[c.contract], plan.description, ref(plan.id, 'plans'));
  c.serviceLines.push(planLine);

  if (net.routerId !== '') {
    const router = lookup.find(net.routerId, 'internet', 'routers');
    if (!router.serviceTypes.includes(plan.serviceType)) {
      throw new UnknownProductError(router.id, `internet.routers for ${plan.serviceType}`);
    }
    const { base, kind } = routerParts(router.name);
    if (kind === 'rent') {
      c.otherServices.push(
        plan.rentRouterIncluded
          ? line(base, 0, 'Router rental included with your plan', ref(router.id, 'routers'))
          : line(base, router.monthlyCents, router.description, ref(router.id, 'routers')),
      );
    } else if (kind === 'buy') {
      c.addOneTime(
        base,
        router.oneTimeCents,
        1,
        ROUTER_BUY_MONTHS,
        'router',
        ref(router.id, 'routers'),
      );
    }
    // own: nothing to charge.
  }
  for (const [list, category] of [
    [net.extenders, 'extenders'],
    [net.additionalRouters, 'additionalRouters'],
  ] as const) {
    distinct(
      list.map((e) => e.id),
      `internet.${category}`,
    );
    for (const { id, quantity } of list) {
      const item = lookup.find(id, 'internet', category);
      checkQuantity(quantity, item.maxQuantity, item.name);
      if (quantity === 0) continue;
      c.otherServices.push(
        line(
          item.name,
          item.monthlyCents * quantity,
          `${quantity} x ${formatDollars(item.monthlyCents)}`,
          ref(id, category, quantity),
        ),
      );
    }
  }
  if (net.installationId !== '') {
    const item = lookup.find(net.installationId, 'internet', 'installation');
    c.addOneTime(
      item.name,
      item.oneTimeCents,
      1,
      item.installments,
      'installation',
      ref(item.id, 'installation'),
    );
  }
  for (const [id, category] of [
    [net.staticIpId, 'staticIp'],
    [net.techTeamId, 'techTeam'],
    [net.cloudStorageId, 'cloudStorage'],
    [net.premiumSupportId, 'premiumSupport'],
    [net.localListingId, 'localListing'],
  ] as const) {
    if (id === '') continue;
    const item = lookup.find(id, 'internet', category);
    c.otherServices.push(line(item.name, item.monthlyCents, item.description, ref(id, category)));
  }
  addVideoMeeting(c, net.videoMeeting, 'internet');
  return {
    plan: planLine,
    serviceType: plan.serviceType,
    rentRouterIncluded: plan.rentRouterIncluded,
  };
}

/** Video-meeting licences (internet or BDV). */
export function addVideoMeeting(
  c: CartLines,
  vm: { id: string; licenses: number } | null,
  belongsTo: 'internet' | 'bdv',
): void {
  if (!vm || vm.id === '') return;
  const item = c.lookup.find(vm.id, 'internet', 'videoMeeting');
  checkQuantity(vm.licenses, item.maxLicenses, `${item.name} video-meeting licenses`);
  const cents = item.monthlyCents * vm.licenses;
  if (cents === 0) return; // no license
  c.otherServices.push(
    line(
      `${item.name} video-meeting licenses`,
      cents,
      `${vm.licenses} x ${formatDollars(item.monthlyCents)}`,
      { id: item.id, belongsTo, category: 'videoMeeting', quantity: vm.licenses },
    ),
  );
}
