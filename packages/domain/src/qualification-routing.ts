/**
 * The availability outcome of 000 §4 as one pure decision: given the pending-order answer, the
 * availability response and what the storefront knows (chosen unit, flags, session), say what
 * the address page does next. The storefront executes the decision (navigate, open a chooser or
 * a modal, redirect, set errors); nothing here does I/O.
 *
 * Order (priority list 1-10 of 000 §4, with the detailed reading folded in):
 *   pre  BaseAddressBlocked Y and the unit 'I don't live in a unit'      -> unit error, flags reset
 *   pre  no address id and no prior address, LQPost.Address present     -> re-search that text
 *   1.   S2SLBO Y                                                        -> special redirect page
 *   2.   HasError Y                                                      -> redirection handler
 *   3.   neither fiber nor HSI: wireless when qualified (5G when Qualified or QualifiedCBand and
 *        no multiple-address flag, otherwise 4G when the 4G redirect flag is on or 5G was
 *        qualified with several addresses), else the redirection handler (out of franchise)
 *   4.   broadband (HSI) only and Qualified not 'true'                   -> /internet-options
 *   -    fiber or HSI Y with no plans                                    -> 4G
 *   -    INGPON2ONT Y                                                    -> active-service modal
 *   5.   existing quotes                                                 -> /ExistingService
 *   6.   OOF                                                             -> redirection handler
 *   7.   HasExistingService                                              -> /ExistingService
 *   8.   HasMultipleAddress                                              -> multiple-address chooser
 *   9.   pending order                                                   -> pending-order question
 *   10.  otherwise (or RedirectToNextPage)                               -> /customize-order
 */
import { CLIENT_ID, REDIRECTED_FROM_PARAM, UNIT_CHOICE, type YesNo } from './constants';
import { ERROR_MESSAGES } from './errors';
import { matchKey } from './format';
import type { AddressOutcomeKind, AddressSuggestion, AvailabilityResponse } from './wire/entry';

/** Where the redirection handler sends the visitor (000 §8: "typically out-of-franchise"). */
const REDIRECTION_HANDLER_PATH = '/out-of-franchise';
/** Special redirect page of S2SLBO (content not shown by the spec: the lost-business page's
 * sales-team variant, errors.ts NTE_SALES_TEAM_CODE). */
const SPECIAL_REDIRECT_PATH = '/lbo?code=NTE_OLQ_S2SLBO';
const CUSTOMIZE_ORDER_PATH = '/customize-order';
const EXISTING_SERVICE_PATH = '/ExistingService';
const INTERNET_OPTIONS_PATH = '/internet-options';

/** The wireless plan pages. */
const WIRELESS_PAGES = {
  '5G': '/5g-plan',
  CBAND: '/cband-plan',
  '4G': '/4g-plan',
} as const;

/** Analytics events of the outcome. */
const QUALIFICATION_EVENTS = {
  attempts: 'LQ_Attempts',
  success: 'LQ_Success',
  success5g: 'LQ_Success_5G',
  success4g: 'LQ_Success_4G',
  redirect5g: '5G_Redirection',
  redirect4g: '4G_Redirection',
} as const;

type PrevPage = 'LQ' | 'ExS';

export interface RoutingContext {
  /** The unit chosen: a listed unit's text or a special choice; null/'' for none. */
  unit?: string | null;
  /** The 4G/LTE redirect flag: wireless redirection is on for this visit. */
  fourGRedirect: boolean;
  /** The wireless redirect already happened in this session (redirect only once). */
  alreadyRedirected: boolean;
  /** Wireless campaign code, appended as cmp when present. */
  cmp?: string | null;
  /** Session id for lqsessionId; defaults to the response's sessionId. */
  sessionId?: string | null;
  /** Wireless site URLs; default to the response's FiveGRedirectUrl / LTERedirectUrl. */
  fiveGUrl?: string | null;
  lteUrl?: string | null;
  /**
   * 'redirect': the first wireless outcome leaves by full redirect to the wireless site;
   * 'page' (default): the storefront's own wireless plan pages (which link to the site).
   */
  wirelessMode?: 'redirect' | 'page';
  /** The request carried an address id (AddressID / BaseAddressID). */
  hasAddressId: boolean;
  /** An address was selected before this response. */
  hasPriorAddress: boolean;
}

type WirelessKind = '5G' | '4G';

type RoutingOutcome =
  | { kind: 'unit-error'; message: string; resetFlags: true }
  | { kind: 're-search'; addressText: string }
  | { kind: 'navigate'; to: string; state?: { prevPage: PrevPage }; reason: string }
  | {
      kind: 'wireless';
      wireless: WirelessKind;
      /** The storefront page for it (5G, C-band or 4G plan page). */
      page: string;
      /** The wireless site URL with redirectedFrom, lqsessionId and cmp; '' when none. */
      url: string;
      /** Leave by full redirect to `url` (first time only); otherwise show `page`. */
      fullRedirect: boolean;
    }
  | { kind: 'active-service' }
  | { kind: 'multiple-address'; addresses: AddressSuggestion[] }
  | { kind: 'pending-order-question' };

export interface QualificationDerived {
  /** The response with the rule "fiber and HSI both Y: HSI set to N" applied. */
  fiber: boolean;
  hsi: boolean;
  /** Load the customise-products catalogue (fiber or HSI, none of OOF, multiple, error, DefaultReg). */
  loadCatalogue: boolean;
  /** Existing service or quotes found. */
  existingCustomer: boolean;
}

export interface RoutingDecision {
  outcome: RoutingOutcome;
  derived: QualificationDerived;
  /** Check availability stays disabled (pending order detected, or INGPON2ONT Y). */
  disableCheckAvailability: boolean;
  /** Events for the analytics module, LQ_Attempts first. */
  events: string[];
  /** Set the redirect-done flag (a wireless outcome happened). */
  markRedirectDone: boolean;
  /** Qualification outcome flags. */
  flags: {
    HasErrorOrOOF: YesNo;
    RedirectToNextPage: YesNo;
    HasExistingService: YesNo;
    HasPendingOrder: YesNo;
    HasMultipleAddress: YesNo;
  };
}

const yn = (b: boolean): YesNo => (b ? 'Y' : 'N');

/** Whether the response lists existing price quotes. */
function hasQuotes(r: AvailabilityResponse): boolean {
  return r.VBMQuotes === 'Y' || r.quoteResultsField.priceQuotesSetField.length > 0;
}

/** The derived values of 000 §4 "detailed reading". */
export function deriveQualification(r: AvailabilityResponse): QualificationDerived {
  const fiber = r.LQPost.FiOSDataStatus === 'Y';
  // Fiber and HSI both Y: HSI is set to N.
  const hsi = r.LQPost.HSIStatus === 'Y' && !fiber;
  const loadCatalogue =
    (fiber || hsi) &&
    r.OOF !== 'Y' &&
    r.HasMultipleAddress !== 'Y' &&
    r.HasError !== 'Y' &&
    r.DefaultReg !== 'Y';
  return {
    fiber,
    hsi,
    loadCatalogue,
    existingCustomer: r.HasExistingService === 'Y' || hasQuotes(r),
  };
}

/**
 * A wireless redirect URL: redirectedFrom=GBCOM, lqsessionId when a session id exists, cmp when
 * given. Existing query parameters and a fragment are kept.
 */
export function wirelessRedirectUrl(
  base: string,
  sessionId?: string | null,
  cmp?: string | null,
): string {
  if (!base) return '';
  const [beforeHash, hash] = base.split('#', 2) as [string, string | undefined];
  const pairs: [string, string][] = [[REDIRECTED_FROM_PARAM, CLIENT_ID]];
  if (sessionId) pairs.push(['lqsessionId', sessionId]);
  if (cmp) pairs.push(['cmp', cmp]);
  const query = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  const sep = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${sep}${query}${hash !== undefined ? `#${hash}` : ''}`;
}

/** The one routing decision of 000 §4 "Availability outcome". */
export function routeQualification(
  pendingOrder: YesNo | null,
  r: AvailabilityResponse,
  ctx: RoutingContext,
): RoutingDecision {
  const derived = deriveQualification(r);
  const pending = pendingOrder === 'Y' || r.HasPendingOrder === 'Y';
  const flags = {
    HasErrorOrOOF: yn(r.HasError === 'Y' || r.OOF === 'Y'),
    RedirectToNextPage: r.RedirectToNextPage,
    HasExistingService: r.HasExistingService,
    HasPendingOrder: yn(pending),
    HasMultipleAddress: r.HasMultipleAddress,
  };
  const events: string[] = [QUALIFICATION_EVENTS.attempts];
  let disable = false;
  let markRedirectDone = false;

  const wireless = (kind: WirelessKind): RoutingOutcome => {
    const cband = kind === '5G' && r.Qualified !== 'true' && r.QualifiedCBand === 'true';
    const base =
      kind === '5G' ? (ctx.fiveGUrl ?? r.FiveGRedirectUrl) : (ctx.lteUrl ?? r.LTERedirectUrl);
    const url = wirelessRedirectUrl(base, ctx.sessionId ?? r.sessionId, ctx.cmp);
    const fullRedirect = ctx.wirelessMode === 'redirect' && !ctx.alreadyRedirected && url !== '';
    events.push(kind === '5G' ? QUALIFICATION_EVENTS.success5g : QUALIFICATION_EVENTS.success4g);
    if (!ctx.alreadyRedirected) {
      events.push(
        kind === '5G' ? QUALIFICATION_EVENTS.redirect5g : QUALIFICATION_EVENTS.redirect4g,
      );
      markRedirectDone = true;
    }
    return {
      kind: 'wireless',
      wireless: kind,
      page:
        kind === '4G' ? WIRELESS_PAGES['4G'] : cband ? WIRELESS_PAGES.CBAND : WIRELESS_PAGES['5G'],
      url,
      fullRedirect,
    };
  };
  const go = (to: string, reason: string, prevPage?: PrevPage): RoutingOutcome => ({
    kind: 'navigate',
    to,
    reason,
    ...(prevPage ? { state: { prevPage } } : {}),
  });

  const decide = (): RoutingOutcome => {
    if (
      r.BaseAddressBlocked === 'Y' &&
      matchKey(ctx.unit) !== '' &&
      matchKey(ctx.unit) === matchKey(UNIT_CHOICE.dontLiveInUnit)
    ) {
      return { kind: 'unit-error', message: ERROR_MESSAGES.unitSelectInvalid, resetFlags: true };
    }
    if (!ctx.hasAddressId && !ctx.hasPriorAddress && r.LQPost.Address.trim() !== '') {
      return { kind: 're-search', addressText: r.LQPost.Address.trim() };
    }
    // 1.
    if (r.LQPost.S2SLBO === 'Y') return go(SPECIAL_REDIRECT_PATH, 'S2SLBO');
    // 2.
    if (r.HasError === 'Y') return go(REDIRECTION_HANDLER_PATH, 'HasError');
    const fiveG = r.Qualified === 'true' || r.QualifiedCBand === 'true';
    // 3. (with the detailed reading's wireless choice)
    if (!derived.fiber && !derived.hsi) {
      if (fiveG && r.HasMultipleAddress !== 'Y') return wireless('5G');
      if (fiveG || ctx.fourGRedirect) return wireless('4G');
      return go(REDIRECTION_HANDLER_PATH, 'NoService');
    }
    // 4.
    if (!derived.fiber && derived.hsi && r.Qualified !== 'true') {
      return go(INTERNET_OPTIONS_PATH, 'BroadbandOnly');
    }
    // Fiber or HSI with no plans: 4G.
    if (r.DataInfo.Plans.length === 0) return wireless('4G');
    if (r.LQPost.INGPON2ONT === 'Y') {
      disable = true;
      return { kind: 'active-service' };
    }
    // 5.
    if (hasQuotes(r)) return go(EXISTING_SERVICE_PATH, 'ExistingQuotes', 'ExS');
    // 6.
    if (r.OOF === 'Y') return go(REDIRECTION_HANDLER_PATH, 'OOF');
    // 7.
    if (r.HasExistingService === 'Y') return go(EXISTING_SERVICE_PATH, 'ExistingService', 'ExS');
    // 8.
    if (r.HasMultipleAddress === 'Y') {
      return { kind: 'multiple-address', addresses: r.AddressList };
    }
    // 9.
    if (pending) {
      disable = true;
      return { kind: 'pending-order-question' };
    }
    // 10.
    events.push(QUALIFICATION_EVENTS.success);
    return go(CUSTOMIZE_ORDER_PATH, 'Qualified', 'LQ');
  };

  const outcome = decide();
  if (
    outcome.kind === 'navigate' &&
    outcome.reason !== 'Qualified' &&
    (derived.fiber || derived.hsi) &&
    r.OOF !== 'Y' &&
    r.HasError !== 'Y'
  ) {
    // A wireline address routed elsewhere (quotes, existing service) still qualified.
    events.push(QUALIFICATION_EVENTS.success);
  }
  return {
    outcome,
    derived,
    disableCheckAvailability: disable,
    events,
    markRedirectDone,
    flags,
  };
}

/** Which plan list a bulk address shows, from its Qualified4G/QualifiedCBand/Qualified5G. */
export type BulkPlanList =
  { list: '4G' } | { list: '5G'; fiveGQualified: boolean } | { list: '5G-only' };

export interface BulkFlags {
  Qualified4G?: YesNo | string | null;
  QualifiedCBand?: YesNo | string | null;
  Qualified5G?: YesNo | string | null;
}

/**
 * The bulk plan-list choice of 000 §2:
 * - C-band yes, 5G yes: 5G list with the 5G-qualified flag;
 * - C-band no, 5G yes: 5G-only list;
 * - C-band yes, 5G no: 5G list without the flag;
 * - 4G yes (C-band no, 5G no), no qualification, or no bulk address: 4G list.
 */
export function bulkPlanList(flags: BulkFlags | null | undefined): BulkPlanList {
  const on = (v: unknown) => typeof v === 'string' && v.trim().toUpperCase() === 'Y';
  if (!flags) return { list: '4G' };
  const cband = on(flags.QualifiedCBand);
  const fiveG = on(flags.Qualified5G);
  if (cband && fiveG) return { list: '5G', fiveGQualified: true };
  if (fiveG) return { list: '5G-only' };
  if (cband) return { list: '5G', fiveGQualified: false };
  return { list: '4G' };
}

/**
 * Whether the qualification found business wireless internet (5G, C-band or 4G) at the address:
 * what a page may claim about wireless there (the out-of-franchise page's wireless card). No
 * answer (a page opened without a qualification) claims nothing.
 */
export function wirelessQualified(
  r: Pick<
    AvailabilityResponse,
    'Qualified' | 'QualifiedCBand' | 'Qualified_4g' | 'Qualified4GHome'
  > | null,
): boolean {
  if (!r) return false;
  return [r.Qualified, r.QualifiedCBand, r.Qualified_4g, r.Qualified4GHome].includes('true');
}

export interface AddressOutcome {
  kind: AddressOutcomeKind;
  /** The page a qualification of this address opens; null when the address page must ask the
   * visitor first (a chooser or a modal) or nothing can be ordered. */
  page: string | null;
  wireless?: WirelessKind;
}

/**
 * The address page's outcome (routeQualification, 000 §4) for an availability response before
 * the visitor answered anything: the bulk tool shows the same plans and 'Start an order' goes
 * where the address page would, so both agree for the same address.
 */
export function addressOutcome(r: AvailabilityResponse): AddressOutcome {
  const { outcome } = routeQualification(r.HasPendingOrder, r, {
    fourGRedirect: r.Qualified_4g === 'true' || r.Qualified4GHome === 'true',
    alreadyRedirected: true,
    wirelessMode: 'page',
    hasAddressId: true,
    hasPriorAddress: true,
  });
  switch (outcome.kind) {
    case 'wireless':
      return { kind: 'wireless', page: outcome.page, wireless: outcome.wireless };
    case 'navigate': {
      const byPath: Record<string, AddressOutcomeKind> = {
        [CUSTOMIZE_ORDER_PATH]: 'customize',
        [EXISTING_SERVICE_PATH]: 'existing-service',
        [INTERNET_OPTIONS_PATH]: 'internet-options',
        [REDIRECTION_HANDLER_PATH]: 'out-of-franchise',
        [SPECIAL_REDIRECT_PATH]: 'special',
      };
      return { kind: byPath[outcome.to] ?? 'special', page: outcome.to };
    }
    case 'active-service':
      return { kind: 'active-service', page: null };
    case 'multiple-address':
      return { kind: 'multiple-address', page: null };
    case 'pending-order-question':
      return { kind: 'pending-order', page: null };
    case 'unit-error':
      return { kind: 'needs-unit', page: null };
    case 're-search':
      return { kind: 'not-found', page: null };
  }
}
