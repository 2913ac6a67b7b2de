/**
 * Order updates as pure functions (001 §3 payloads, §5 rules): the cart's selections plus one
 * update model -> the new selections, or the first validation error ({ field, message }) with
 * nothing changed. The caller (the server's cart service) stores the result; prices are never
 * stored, they are computed when the cart is read.
 *
 * Checks, in every model: an id the catalogue does not have; an id of another list (a TV plan
 * id as a router); a product the cart's address cannot get (fiber vs DSL, a service the
 * address has no flag for); a quantity above the item's maximum. Negative quantities never get
 * here: the wire schemas refuse them.
 */
import type { z } from 'zod';
import { DEFAULT_LINE_COUNT, DEFAULT_TV_CHANNEL_INFO } from '../constants';
import { validateName } from '../validators/names';
import { validateOptionalEmail } from '../validators/email';
import { validatePhone } from '../validators/phone';
import type {
  CartSelections,
  DirectoryListingInfo,
  bdvModelPost,
  dataModelPost,
  tvModelPost,
  voiceModelPost,
} from '../wire/cart';
import type { CartCategories, CartCategory, CartLookup } from './catalogue-index';
import {
  bdvAdminFlag,
  changeOf,
  cleanPhone,
  equipmentQuantity,
  isNoEquipmentPlaceholder,
  isNonPublishedListing,
  isNoneTvEquipment,
} from './rules';
import type { ServiceKind } from '../catalogue/schema';
import { nextServices, withoutService } from './services';

export type DataModel = z.output<typeof dataModelPost>;
export type TvModel = z.output<typeof tvModelPost>;
export type VoiceModel = z.output<typeof voiceModelPost>;
export type BdvModel = z.output<typeof bdvModelPost>;

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

function fail(field: string, message: string): never {
  throw new RuleFailure(field, message);
}

function run(apply: () => CartSelections): CartRuleResult {
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
function need<C extends CartCategory>(
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
function optionalId(lookup: CartLookup, category: CartCategory, id: string, field: string) {
  if (id !== '') need(lookup, category, id, field);
  return id;
}

function addService(current: CartSelections['services'], added: ServiceKind, field: string) {
  const next = nextServices(current, added);
  if (next === null) fail(field, `cannot be combined with the services in the cart (${current})`);
  return next;
}

function atMost(value: number, max: number, field: string, unit = '') {
  if (value > max) fail(field, `must be at most ${max}${unit}`);
}

/** Product id and quantity lists (extenders, jacks...): quantity 0 drops the item. */
function quantities<C extends CartCategory>(
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

function listingInfo(info: DirectoryListingInfo | undefined): DirectoryListingInfo | null {
  return info ? { ...info, PhoneNo: cleanPhone(info.PhoneNo) } : null;
}

function tenDigits(value: string, field: string): string {
  const tn = cleanPhone(value);
  if (tn !== '' && !/^\d{10}$/.test(tn)) fail(field, 'must be a 10-digit phone number');
  return tn;
}

function notSold(field: string, what: string): never {
  fail(field, `${what} is not sold at this address`);
}

// ---------------------------------------------------------------------------------------------
// Internet
// ---------------------------------------------------------------------------------------------

const VAS_CATEGORIES = {
  TechTeam: ['internet.techTeam', 'techTeamId'],
  CloudStorage: ['internet.cloudStorage', 'cloudStorageId'],
  PremiumSupport: ['internet.premiumSupport', 'premiumSupportId'],
  LocalListing: ['internet.localListing', 'localListingId'],
} as const;

function newInternet(lookup: CartLookup, planId: string): NonNullable<CartSelections['internet']> {
  const installation = lookup.list('internet.installation').find((i) => i.isDefault);
  return {
    planId,
    routerId: '',
    extenders: [],
    additionalRouters: [],
    installationId: installation?.id ?? '',
    staticIpId: '',
    techTeamId: '',
    techTeamUser: null,
    cloudStorageId: '',
    premiumSupportId: '',
    localListingId: '',
    businessListing: null,
    videoMeeting: null,
    jointOffer: false,
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
    const service: ServiceKind = kind === 'FIOS' ? 'data' : 'hsi';
    const what = kind === 'FIOS' ? 'Fiber internet' : 'High speed internet (DSL)';
    if (!(kind === 'FIOS' ? availability.fiber : availability.hsi)) notSold('ProductType', what);

    let services = selections.services;
    let internet = selections.internet;
    const planId = model.DataPlanSelection?.NewID;
    if (planId === '') {
      return { ...selections, internet: null, services: withoutService(services, service) };
    }
    if (planId !== undefined) {
      const field = 'DataPlanSelection.NewID';
      const plan = need(lookup, 'internet.plans', planId, field);
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
      internet =
        internet && before?.serviceType === kind
          ? { ...internet, planId }
          : newInternet(lookup, planId);
      services = addService(services, service, field);
    }
    if (!internet) fail('DataPlanSelection.NewID', 'choose an internet plan first');
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
    if (model.ExtenderSelection) {
      next.extenders = quantities(
        lookup,
        'internet.extenders',
        model.ExtenderSelection.map((e) => ({ id: e.PrdID, quantity: e.Quantity })),
        'ExtenderSelection',
        (item) => item.maxQuantity,
      );
    }
    if (model.AddlRouterSelection) {
      next.additionalRouters = quantities(
        lookup,
        'internet.additionalRouters',
        model.AddlRouterSelection.map((e) => ({ id: e.PrdID, quantity: e.Quantity })),
        'AddlRouterSelection',
        (item) => item.maxQuantity,
      );
    }
    if (model.InstallationSelection) {
      next.installationId = optionalId(
        lookup,
        'internet.installation',
        model.InstallationSelection.NewID,
        'InstallationSelection.NewID',
      );
    }
    if (model.DataSelection) {
      // '' is Dynamic IP; a Static IP product makes it Static (001 §5 staticIpChoice).
      next.staticIpId = optionalId(
        lookup,
        'internet.staticIp',
        model.DataSelection.NewID,
        'DataSelection.NewID',
      );
    }
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

// ---------------------------------------------------------------------------------------------
// TV
// ---------------------------------------------------------------------------------------------

/** FIOSTV (FiOSTVModelPost). PlanSelection NewID '' removes TV (001 §2 TV removal). */
export function applyTvModel(
  selections: CartSelections,
  model: TvModel,
  lookup: CartLookup,
  availability: CartAvailability,
): CartRuleResult {
  return run(() => {
    if (!availability.tv) notSold('ProductType', 'TV');
    let services = selections.services;
    let tv = selections.tv;
    const planId = changeOf(model.PlanSelection);
    if (planId === '') {
      return { ...selections, tv: null, services: withoutService(services, 'tv') };
    }
    if (planId !== null) {
      need(lookup, 'tv.plans', planId, 'PlanSelection.NewID');
      tv = tv
        ? { ...tv, planId }
        : {
            planId,
            viewingOptionId: '',
            equipment: [],
            premiumChannelIds: [],
            recordingId: '',
            channelType: DEFAULT_TV_CHANNEL_INFO,
          };
      services = addService(services, 'tv', 'PlanSelection.NewID');
    }
    if (!tv) fail('PlanSelection.NewID', 'choose a TV plan first');
    const next = { ...tv };
    if (model.ViewSelection) {
      next.viewingOptionId = optionalId(
        lookup,
        'tv.viewingOptions',
        model.ViewSelection.NewID,
        'ViewSelection.NewID',
      );
    }
    if (model.SelectedEquipments) {
      const kept = model.SelectedEquipments.filter(
        (e) =>
          !isNoneTvEquipment(e.PrdID) &&
          !isNoneTvEquipment(lookup.get('tv.equipment', e.PrdID)?.code ?? ''),
      );
      next.equipment = quantities(
        lookup,
        'tv.equipment',
        kept.map((e) => ({ id: e.PrdID, quantity: e.Quantity })),
        'SelectedEquipments',
        (item) => item.maxQuantity,
      );
    }
    const channelLists = [
      ['SelectedPPS', model.SelectedPPS?.map((p) => p.PPPID)],
      ['MovieSelection', model.MovieSelection],
      ['SportsSelection', model.SportsSelection],
      ['SpecialitySelection', model.SpecialitySelection],
      ['InternationalSelection', model.InternationalSelection],
    ] as const;
    if (channelLists.some(([, ids]) => ids !== undefined)) {
      const ids = new Set<string>();
      for (const [field, list] of channelLists) {
        list?.forEach((id, i) => {
          if (id === '') return;
          if (!lookup.get('tv.movieChannelsPack', id)) {
            need(lookup, 'tv.premiumChannels', id, `${field}.${i}`);
          }
          ids.add(id);
        });
      }
      next.premiumChannelIds = [...ids];
    }
    if (model.RecordShow) {
      next.recordingId = optionalId(
        lookup,
        'tv.recording',
        model.RecordShow.NewID,
        'RecordShow.NewID',
      );
    }
    if (model.ChannelType !== undefined) {
      next.channelType = model.ChannelType || DEFAULT_TV_CHANNEL_INFO;
    }
    return { ...selections, services, tv: next };
  });
}

// ---------------------------------------------------------------------------------------------
// Standard phone and BDV
// ---------------------------------------------------------------------------------------------

type Line = {
  LineNO: number;
  OldTN: string;
  NewTN: string;
  OldPlanID: string;
  NewPlanID: string;
  KeepTN?: 'Y' | 'N';
};

/** Lines in LineNO order; equal old and new values mean no change. */
function linesOf<L extends Line>(
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

function listingChoice(
  lookup: CartLookup,
  category: 'phone.directoryListing' | 'bdv.directoryListing',
  id: string,
  field: string,
) {
  const listingId = optionalId(lookup, category, id, field);
  const item = listingId ? lookup.get(category, listingId) : undefined;
  return { listingId, nonPublished: item ? isNonPublishedListing(item.name) : false };
}

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
        : {
            planId,
            lines: Array.from({ length: DEFAULT_LINE_COUNT }, (_, i) => ({
              lineNo: i + 1,
              tn: '',
              planId,
            })),
            equipment: [],
            directoryListingId: '',
            listingInfo: null,
            powerReserve: false,
            batteryId: '',
            maintenanceId: '',
            faxLines: 0,
            premiumSupportId: '',
          };
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
    if (model.BatterySelected) {
      next.batteryId = optionalId(
        lookup,
        'phone.battery',
        model.BatterySelected.NewID,
        'BatterySelected.NewID',
      );
    }
    if (model.PowerReserve !== undefined) {
      if (model.PowerReserve === 'Y' && !lookup.doc.phone.powerReserve) {
        notSold('PowerReserve', 'Power reserve');
      }
      next.powerReserve = model.PowerReserve === 'Y';
    }
    if (model.Maintenance) {
      next.maintenanceId = optionalId(
        lookup,
        'phone.maintenance',
        model.Maintenance.NewID,
        'Maintenance.NewID',
      );
    }
    if (model.FaxLines !== undefined) {
      atMost(model.FaxLines, lookup.doc.phone.faxLine?.maxLines ?? 0, 'FaxLines', ' fax lines');
      next.faxLines = model.FaxLines;
    }
    if (model.PremiumSupport) {
      next.premiumSupportId = optionalId(
        lookup,
        'phone.premiumSupport',
        model.PremiumSupport.NewID,
        'PremiumSupport.NewID',
      );
    }
    // Phone replaces BDV (nextServices swapped them).
    return {
      ...selections,
      services,
      phone: next,
      bdv: services.includes('bdv') ? selections.bdv : null,
    };
  });
}

/** A fresh BDV selection: one line, its first line the BDVW admin. */
function newBdv(planId: string): NonNullable<CartSelections['bdv']> {
  return {
    planId,
    lines: Array.from({ length: DEFAULT_LINE_COUNT }, (_, i) => ({
      lineNo: i + 1,
      tn: '',
      planId,
      subscriberType: 'desktop',
      email: '',
      isAdmin: bdvAdminFlag(i),
    })),
    equipment: [],
    featureIds: [],
    faxLines: 0,
    directoryListingId: '',
    listingInfo: null,
    maintenanceId: '',
    enhanced: { IsChecked: 'N', IsAccepted: 'N' },
    videoMeeting: null,
  };
}

/** BDV (BdvModelPost). BdvBundleSelection NewID '' removes BDV. */
export function applyBdvModel(
  selections: CartSelections,
  model: BdvModel,
  lookup: CartLookup,
  availability: CartAvailability,
): CartRuleResult {
  return run(() => {
    if (!availability.bdv) notSold('ProductType', 'Business Digital Voice');
    let services = selections.services;
    let bdv = selections.bdv;
    const planId = model.BdvBundleSelection?.NewID;
    if (planId === '') {
      return { ...selections, bdv: null, services: withoutService(services, 'bdv') };
    }
    if (planId !== undefined) {
      need(lookup, 'bdv.plans', planId, 'BdvBundleSelection.NewID');
      bdv = bdv
        ? { ...bdv, planId, lines: bdv.lines.map((l) => ({ ...l, planId })) }
        : newBdv(planId);
      services = addService(services, 'bdv', 'BdvBundleSelection.NewID');
    }
    if (!bdv) fail('BdvBundleSelection.NewID', 'choose a Business Digital Voice plan first');
    const plan = need(lookup, 'bdv.plans', bdv.planId, 'BdvBundleSelection.NewID');
    const next = { ...bdv };
    if (model.BdvPhoneLines) {
      const lines = linesOf(
        model.BdvPhoneLines,
        bdv.lines,
        'bdv.plans',
        bdv.planId,
        plan.maxLines,
        'BdvPhoneLines',
        lookup,
      );
      next.lines = lines.map(({ line, index, lineNo, tn, planId: linePlan, moved }) => {
        const at = `BdvPhoneLines.${model.BdvPhoneLines!.indexOf(line)}`;
        const email = line.SubscriberInfo?.Email ?? '';
        const emailProblem = validateOptionalEmail(email);
        if (emailProblem) fail(`${at}.SubscriberInfo.Email`, emailProblem);
        return {
          lineNo,
          tn,
          planId: linePlan,
          subscriberType: line.SubscriberInfo?.SubscriberType ?? line.selected,
          email,
          // Only the first line administers BDVW, whatever the client says.
          isAdmin: bdvAdminFlag(index),
          ...(moved ? { moved } : {}),
        };
      });
    }
    if (model.EquipMapping || model.BdvJacks) {
      const wanted = [
        ...(model.EquipMapping ?? []).map((e, i) => ({
          field: `EquipMapping.${i}`,
          id: e.EqpID,
          quantity: equipmentQuantity(e.Quantity ?? 1, e.UpdateCart),
          addlHandset: e.AddlHandset,
          tns: e.TNs,
        })),
        ...(model.BdvJacks ?? []).map((j, i) => ({
          field: `BdvJacks.${i}`,
          id: j.PrdID,
          quantity: equipmentQuantity(j.CountInCart, j.UpdateCart),
          addlHandset: 0,
          tns: [] as string[],
        })),
      ];
      const equipment = new Map<string, { id: string; quantity: number; addlHandset: number }>();
      for (const e of wanted) {
        // NoEquipment: the placeholder for "none chosen", with no numbers.
        if (isNoEquipmentPlaceholder(e.id)) continue;
        const item = need(lookup, 'bdv.equipment', e.id, `${e.field}.EqpID`);
        atMost(e.quantity, item.maxQuantity, `${e.field}.Quantity`);
        e.tns.forEach((tn, i) => tenDigits(tn, `${e.field}.TNs.${i}`));
        if (e.quantity > 0)
          equipment.set(e.id, { id: e.id, quantity: e.quantity, addlHandset: e.addlHandset });
        else equipment.delete(e.id);
      }
      next.equipment = [...equipment.values()];
    }
    if (model.BdvFeatures) {
      next.featureIds = [...new Set(model.BdvFeatures)].map(
        (id, i) => need(lookup, 'bdv.features', id, `BdvFeatures.${i}`).id,
      );
    }
    if (model.FaxLines !== undefined) {
      atMost(model.FaxLines, lookup.doc.bdv.faxLine?.maxLines ?? 0, 'FaxLines', ' fax lines');
      next.faxLines = model.FaxLines;
    }
    if (model.BdvDirListing) {
      const { listingId, nonPublished } = listingChoice(
        lookup,
        'bdv.directoryListing',
        model.BdvDirListing.NewID,
        'BdvDirListing.NewID',
      );
      next.directoryListingId = listingId;
      if (!listingId || nonPublished) next.listingInfo = null;
    }
    if (model.BdvListingInfo) {
      const item = lookup.get('bdv.directoryListing', next.directoryListingId);
      if (!item) fail('BdvListingInfo', 'choose a directory listing first');
      next.listingInfo = isNonPublishedListing(item.name)
        ? null
        : listingInfo(model.BdvListingInfo);
    }
    if (model.BdvMaintenance) {
      next.maintenanceId = optionalId(
        lookup,
        'bdv.maintenance',
        model.BdvMaintenance.NewID,
        'BdvMaintenance.NewID',
      );
    }
    if (model.Webex) {
      const { NewID, NumberOfLicenses } = model.Webex;
      if (NewID === '' || NumberOfLicenses === 0) next.videoMeeting = null;
      else {
        const item = need(lookup, 'internet.videoMeeting', NewID, 'Webex.NewID');
        atMost(NumberOfLicenses, item.maxLicenses, 'Webex.NumberOfLicenses', ' licenses');
        next.videoMeeting = { id: NewID, licenses: NumberOfLicenses };
      }
    }
    // BDV replaces standard phone (nextServices swapped them).
    const phone = services.includes('phone') ? selections.phone : null;
    return { ...selections, services, bdv: next, phone };
  });
}
