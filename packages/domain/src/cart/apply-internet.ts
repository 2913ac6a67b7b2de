/** Internet updates (FIOSDATA / HSIDATA) as a pure function: see ./apply.ts. */
import type { z } from 'zod';
import { newInternet } from '../pricing/selections';
import { validateOptionalEmail } from '../validators/email';
import { validateName } from '../validators/names';
import { validatePhone } from '../validators/phone';
import type { CartSelections, dataModelPost } from '../wire/cart';
import {
  applyPlan,
  atMost,
  fail,
  need,
  notSold,
  applyChoice,
  optionalId,
  quantities,
  run,
  type CartAvailability,
  type CartRuleError,
  type CartRuleResult,
  type PlanStep,
} from './apply-checks';
import type { CartLookup } from './catalogue-index';
import { changeOf, cleanPhone } from './rules';
import { SERVICE_NAMES } from './services';

export type DataModel = z.output<typeof dataModelPost>;

const VAS_CATEGORIES = {
  TechTeam: ['internet.techTeam', 'techTeamId'],
  CloudStorage: ['internet.cloudStorage', 'cloudStorageId'],
  PremiumSupport: ['internet.premiumSupport', 'premiumSupportId'],
  LocalListing: ['internet.localListing', 'localListingId'],
} as const;

function newInternetOf(
  lookup: CartLookup,
  planId: string,
): NonNullable<CartSelections['internet']> {
  const installation = lookup.list('internet.installation').find((i) => i.isDefault);
  return newInternet(planId, { installationId: installation?.id ?? '' });
}

/** The internet extras the model lists by product id and quantity: field, selection, list. */
const QUANTITY_LISTS = [
  ['ExtenderSelection', 'extenders', 'internet.extenders'],
  ['AddlRouterSelection', 'additionalRouters', 'internet.additionalRouters'],
] as const;

/** Fiber (FIOS) or DSL internet's plan: a plan of the other kind is refused, in words. */
function internetPlan(
  lookup: CartLookup,
  kind: 'FIOS' | 'DSL',
  availability: CartAvailability,
): PlanStep<'internet', 'internet.plans'> {
  const field = 'DataPlanSelection.NewID';
  return {
    key: 'internet',
    service: kind === 'FIOS' ? 'data' : 'hsi',
    category: 'internet.plans',
    field,
    withPlan: (internet, plan) => {
      const planId = plan.id;
      if (plan.serviceType !== kind) {
        const sold = plan.serviceType === 'FIOS' ? availability.fiber : availability.hsi;
        if (!sold) fail(field, `'${planId}' is not sold at this address`);
        fail(
          field,
          `'${planId}' is a ${plan.serviceType} plan: send it as ${plan.serviceType === 'FIOS' ? 'FIOSDATA' : 'HSIDATA'}`,
        );
      }
      const before = internet && lookup.get('internet.plans', internet.planId);
      // Fiber and DSL exclude each other: switching starts the internet choices afresh.
      return internet && before?.serviceType === kind
        ? { ...internet, planId }
        : newInternetOf(lookup, planId);
    },
  };
}

/** A tech team user as the add-on form sends it: names, phone and e-mail checked. */
export function checkTechTeamUser(
  user: { FirstName: string; LastName: string; Phone: string; Email: string },
  field = 'TechTeamUser',
): CartRuleError | null {
  const problems: [string, string | null][] = [
    ['FirstName', validateName(user.FirstName, 'first')],
    ['LastName', validateName(user.LastName, 'last')],
    ['Phone', validatePhone(user.Phone)],
    ['Email', validateOptionalEmail(user.Email)],
  ];
  const first = problems.find(([, message]) => message !== null);
  return first ? { field: `${field}.${first[0]}`, message: first[1]! } : null;
}

/** FIOSDATA / HSIDATA (fiOSDataModelPost, hsiDataModelPost). */
export function applyDataModel(
  selections: CartSelections,
  model: DataModel,
  lookup: CartLookup,
  kind: 'FIOS' | 'DSL',
  availability: CartAvailability,
): CartRuleResult {
  return run(() => {
    const what = SERVICE_NAMES[kind === 'FIOS' ? 'data' : 'hsi'];
    if (!(kind === 'FIOS' ? availability.fiber : availability.hsi)) notSold('ProductType', what);

    const plan = internetPlan(lookup, kind, availability);
    const step = applyPlan(selections, lookup, plan, model.DataPlanSelection?.NewID);
    if ('removed' in step) return step.removed;
    const { services, current: internet } = step;
    const current = lookup.get('internet.plans', internet.planId);
    if (current && current.serviceType !== kind) {
      fail('ProductType', `the cart's internet plan is ${current.serviceType}, not ${kind}`);
    }
    const next = { ...internet };

    const routerId = changeOf(model.RouterSelection);
    if (routerId !== null) {
      if (routerId !== '') {
        const router = need(lookup, 'internet.routers', routerId, 'RouterSelection.NewID');
        if (!router.serviceTypes.includes(kind)) {
          fail('RouterSelection.NewID', `'${routerId}' is not sold with ${what.toLowerCase()}`);
        }
      }
      next.routerId = routerId;
    }
    for (const [field, key, category] of QUANTITY_LISTS) {
      const items = model[field]?.map((e) => ({ id: e.PrdID, quantity: e.Quantity }));
      if (items) next[key] = quantities(lookup, category, items, field);
    }
    applyChoice(
      next,
      'installationId',
      lookup,
      'internet.installation',
      model,
      'InstallationSelection',
    );
    // '' is Dynamic IP; a Static IP product makes it Static (001 §5 staticIpChoice).
    applyChoice(next, 'staticIpId', lookup, 'internet.staticIp', model, 'DataSelection');
    if (model.SelectedVASPlans) {
      for (const [, key] of Object.values(VAS_CATEGORIES)) next[key] = '';
      model.SelectedVASPlans.forEach((vas, i) => {
        const entry = VAS_CATEGORIES[vas.PkgID as keyof typeof VAS_CATEGORIES];
        if (!entry) {
          fail(
            `SelectedVASPlans.${i}.PkgID`,
            `must be one of ${Object.keys(VAS_CATEGORIES).join(', ')}`,
          );
        }
        next[entry[1]] = optionalId(lookup, entry[0], vas.PPPID, `SelectedVASPlans.${i}.PPPID`);
      });
      if (!next.techTeamId) next.techTeamUser = null;
      if (!next.localListingId) next.businessListing = null;
    }
    if (model.SelectedPPS) {
      next.videoMeeting = null;
      model.SelectedPPS.forEach((pps, i) => {
        if (pps.PrdCat !== 'VideoMeeting') fail(`SelectedPPS.${i}.PrdCat`, 'must be VideoMeeting');
        if (pps.PPPID === '' || pps.Quantity === 0) return;
        const field = `SelectedPPS.${i}`;
        const item = need(lookup, 'internet.videoMeeting', pps.PPPID, `${field}.PPPID`);
        const licenses = pps.Quantity ?? 1;
        atMost(licenses, item.maxLicenses, `${field}.Quantity`, ' licenses');
        next.videoMeeting = { id: item.id, licenses };
      });
    }
    model.BundleChoiceOffers?.forEach((offer, i) => {
      if (offer.OfferID !== 'JOINT') fail(`BundleChoiceOffers.${i}.OfferID`, 'must be JOINT');
      next.jointOffer = offer.Accepted === 'Y';
    });
    if (model.TechTeamUser) {
      const problem = checkTechTeamUser(model.TechTeamUser);
      if (problem) fail(problem.field, problem.message);
      next.techTeamUser = { ...model.TechTeamUser, Phone: cleanPhone(model.TechTeamUser.Phone) };
    }
    if (model.BusinessListing) {
      const listing = model.BusinessListing;
      next.businessListing = { ...listing, businessPhone: cleanPhone(listing.businessPhone) };
    }
    return { ...selections, services, internet: next };
  });
}
