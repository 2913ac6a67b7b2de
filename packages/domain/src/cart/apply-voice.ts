/** Standard phone updates (VOICE) as a pure function: see ./apply.ts. */
import type { z } from 'zod';
import { DEFAULT_LINE_COUNT } from '../constants';
import { newPhone } from '../pricing/selections';
import type { CartSelections, voiceModelPost } from '../wire/cart';
import {
  addService,
  atMost,
  fail,
  linesOf,
  listingChoice,
  listingInfo,
  need,
  notSold,
  applyChoice,
  quantities,
  run,
  type CartAvailability,
  type CartRuleResult,
} from './apply-checks';
import type { CartLookup } from './catalogue-index';
import { equipmentQuantity, isNonPublishedListing } from './rules';
import { withoutService } from './services';

export type VoiceModel = z.output<typeof voiceModelPost>;

/** VOICE (VoiceModelPost). BundleSelection NewID '' removes phone. */
export function applyVoiceModel(
  selections: CartSelections,
  model: VoiceModel,
  lookup: CartLookup,
  availability: CartAvailability,
): CartRuleResult {
  return run(() => {
    if (!availability.phone) notSold('ProductType', 'Standard phone');
    let services = selections.services;
    let phone = selections.phone;
    const planId = model.BundleSelection?.NewID;
    if (planId === '') {
      return { ...selections, phone: null, services: withoutService(services, 'phone') };
    }
    if (planId !== undefined) {
      need(lookup, 'phone.plans', planId, 'BundleSelection.NewID');
      phone = phone
        ? { ...phone, planId, lines: phone.lines.map((l) => ({ ...l, planId })) }
        : newPhone(planId, {
            lines: Array.from({ length: DEFAULT_LINE_COUNT }, (_, i) => ({
              lineNo: i + 1,
              tn: '',
              planId,
            })),
          });
      services = addService(services, 'phone', 'BundleSelection.NewID');
    }
    if (!phone) fail('BundleSelection.NewID', 'choose a phone plan first');
    const plan = need(lookup, 'phone.plans', phone.planId, 'BundleSelection.NewID');
    const next = { ...phone };
    if (model.PhoneLines) {
      next.lines = linesOf(
        model.PhoneLines,
        phone.lines,
        'phone.plans',
        phone.planId,
        plan.maxLines,
        'PhoneLines',
        lookup,
      ).map(({ lineNo, tn, planId: linePlan, moved }) => ({
        lineNo,
        tn,
        planId: linePlan,
        ...(moved ? { moved } : {}),
      }));
    }
    if (model.Jacks) {
      next.equipment = quantities(
        lookup,
        'phone.equipment',
        model.Jacks.map((j) => ({
          id: j.PrdID,
          quantity: equipmentQuantity(j.CountInCart, j.UpdateCart),
        })),
        'Jacks',
        (item) => item.maxQuantity,
      );
    }
    if (model.DirListing) {
      const { listingId, nonPublished } = listingChoice(
        lookup,
        'phone.directoryListing',
        model.DirListing.NewID,
        'DirListing.NewID',
      );
      next.directoryListingId = listingId;
      if (!listingId || nonPublished) next.listingInfo = null;
    }
    if (model.ListingInfo) {
      const item = lookup.get('phone.directoryListing', next.directoryListingId);
      if (!item) fail('ListingInfo', 'choose a directory listing first');
      next.listingInfo = isNonPublishedListing(item.name) ? null : listingInfo(model.ListingInfo);
    }
    applyChoice(next, 'batteryId', lookup, 'phone.battery', model, 'BatterySelected');
    if (model.PowerReserve !== undefined) {
      if (model.PowerReserve === 'Y' && !lookup.doc.phone.powerReserve) {
        notSold('PowerReserve', 'Power reserve');
      }
      next.powerReserve = model.PowerReserve === 'Y';
    }
    applyChoice(next, 'maintenanceId', lookup, 'phone.maintenance', model, 'Maintenance');
    if (model.FaxLines !== undefined) {
      atMost(model.FaxLines, lookup.doc.phone.faxLine?.maxLines ?? 0, 'FaxLines', ' fax lines');
      next.faxLines = model.FaxLines;
    }
    applyChoice(next, 'premiumSupportId', lookup, 'phone.premiumSupport', model, 'PremiumSupport');
    // Phone replaces BDV (nextServices swapped them).
    return {
      ...selections,
      services,
      phone: next,
      bdv: services.includes('bdv') ? selections.bdv : null,
    };
  });
}
