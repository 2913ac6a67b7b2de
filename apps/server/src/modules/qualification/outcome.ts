/**
 * The availability response of a resolved footprint address (pure). The footprint's
 * flags map to response fields as docs/footprint-format.md says; the rules the server applies:
 * - fiber and HSI both Y: HSI answered N;
 * - a unit's flags are its own row's, BaseAddressBlocked is the building's;
 * - plans: the catalogue's fiber tiers for fiber, HSI (DSL) tiers for HSI only, none otherwise;
 * - RedirectToNextPage Y only when nothing stands before /customize-order (000 §4 outcome 10);
 * - an address not in the footprint: every flag N, DefaultReg Y, no cart id.
 */
import { CONTRACT, IP_TYPE } from '@bizline/domain/constants';
import type { CatalogueDocument, ServiceKind } from '@bizline/domain/catalogue/schema';
import { currentOffer } from '@bizline/domain/catalogue/offers';
import { formatCents } from '@bizline/domain/pricing/money';
import type {
  AddressSuggestion,
  AvailabilityResponse,
  DataInfo,
  JointOffer,
  PhoneInfo,
  Plan,
  TrueFalse,
  YesNo,
} from '@bizline/domain/wire/entry';
import type { FootprintAddress } from '../address/service';
import {
  internetPlansFor,
  routerPriceCents,
  routersFor,
  singleBundleId,
  speedTypeMbps,
} from '../catalogue/service';
import { BALTIMORE_DC_ZIP3, WIRELESS_PATHS } from './plans';

export { speedTypeMbps };
export type InternetServiceType = 'FIOS' | 'DSL';

const yn = (b: boolean): YesNo => (b ? 'Y' : 'N');
const tf = (b: boolean): TrueFalse => (b ? 'true' : 'false');

/** The qualification lists two-year prices (the default contract, 001 §9). */
const LISTED_CONTRACT = CONTRACT.twoYears;

/** The plans an address can get: the catalogue's tiers of its service type up to its speed type. */
export function plansFor(
  doc: CatalogueDocument,
  serviceType: InternetServiceType | null,
  speedType: string | null,
): Plan[] {
  return internetPlansFor(doc, serviceType, speedType).map((p) => ({
    ProductId: p.id,
    PackageId: p.packageId,
    BundleId: singleBundleId(doc, p.serviceType === 'FIOS' ? 'data' : 'hsi', LISTED_CONTRACT),
    Contract: LISTED_CONTRACT,
    Price: formatCents(p.price[LISTED_CONTRACT]),
    ServiceType: p.serviceType,
    Flowtype: 'NEW',
    IPType: IP_TYPE.dynamic,
    LineType: p.serviceType === 'FIOS' ? 'FIBER' : 'COPPER',
    IsSelected: 'N',
    ProductName: p.name,
    BDVId: '',
    SpeedMbps: p.downMbps,
  }));
}

function dataInfoFor(
  doc: CatalogueDocument,
  serviceType: InternetServiceType | null,
  speedType: string | null,
): DataInfo {
  return {
    Plans: plansFor(doc, serviceType, speedType),
    Routers: serviceType
      ? routersFor(doc, serviceType).map((r) => ({
          PrdID: r.id,
          PrdName: r.name,
          IsRecomd: yn(r.recommended),
          IsSelected: 'N',
          Price: formatCents(routerPriceCents(r)),
        }))
      : [],
  };
}

/**
 * PhoneInfo: the catalogue's voice bundle for what the address can get, two-year term. Business
 * digital voice before standard phone; paired with the address's internet when there is one
 * (fiber + BDV, fiber + phone, HSI + phone), else the voice service alone.
 */
export function phoneInfoFor(
  doc: CatalogueDocument,
  can: { internet: 'data' | 'hsi' | null; bdv: boolean; phone: boolean },
): PhoneInfo {
  const voices: ServiceKind[] = [
    ...(can.bdv ? ['bdv' as const] : []),
    ...(can.phone ? ['phone' as const] : []),
  ];
  const same = (a: readonly ServiceKind[], b: readonly ServiceKind[]) =>
    a.length === b.length && a.every((k) => b.includes(k));
  for (const voice of voices) {
    const wanted: ServiceKind[][] = can.internet ? [[can.internet, voice], [voice]] : [[voice]];
    for (const services of wanted) {
      const b = doc.bundles.find(
        (x) => x.Contract === LISTED_CONTRACT && same(x.services, services),
      );
      if (b) return { BID: b.BID, BundleRC: formatCents(b.BundleRC), TNList: [] };
    }
  }
  return { BID: '', BundleRC: '', TNList: [] };
}

/** The joint offer of an address: for fiber, while the catalogue's joint offer runs. */
export function jointOfferFor(
  fiber: boolean,
  doc: Pick<CatalogueDocument, 'offers'>,
  now: Date = new Date(),
): JointOffer {
  const offer = fiber ? currentOffer(doc.offers, 'jointOffer', now) : null;
  // Credits carry a minus sign on the wire ('-40.00').
  return offer
    ? {
        JointOfferPrice: formatCents(-offer.terms.monthlyCreditOtherwiseCents),
        OneGigSpeedPrice: formatCents(-offer.terms.monthlyCreditWithProCents),
        jointOfferPreSelected: 'N',
        JointOfferStatus: 'Y',
      }
    : {
        JointOfferPrice: '',
        OneGigSpeedPrice: '',
        JointOfferStatus: 'Not Eligible',
        jointOfferPreSelected: 'N',
      };
}

export function isBaltimoreDcZip(zip: string): boolean {
  return (BALTIMORE_DC_ZIP3 as readonly string[]).includes(zip.slice(0, 3));
}

/** brand.wirelessSiteUrl joined with a path: 'https://x/wireless' + 'p' -> 'https://x/wireless/p'. */
export function wirelessUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/${path}`;
}

export interface OutcomeInput {
  /** The active catalogue: plans, routers and the voice bundle. */
  catalogue: CatalogueDocument;
  /** The address qualified (a unit or a building); null when nothing was found. */
  target: FootprintAddress | null;
  /** Its building (the target itself for a building). */
  building: FootprintAddress | null;
  /** The address as text (LQPost.Address), e.g. formatAddress of the target. */
  addressText: string;
  /** Chooser options when several buildings share the address; [] otherwise. */
  addressList: AddressSuggestion[];
  quotes: { quoteNumber: string; mon: string }[];
  cartId: string;
  attemptId: string;
  guid: string;
  wirelessSiteUrl: string;
  /** The visitor already answered the pending-order question (SkipPendingOrderFlag Y). */
  skipPendingOrder: boolean;
  /** When the answer is given (offers run on given days); now by default. */
  now?: Date;
  /** The provider has a live chat (brand.chatUrl): IsShowLiveChat Y. */
  liveChat?: boolean;
}

export function buildAvailability(input: OutcomeInput): AvailabilityResponse {
  const t = input.target;
  const b = input.building ?? t;
  const Y = (v: 'Y' | 'N' | undefined) => v === 'Y';
  const fiber = Y(t?.fiber);
  const hsi = Y(t?.hsi) && !fiber;
  const serviceType: InternetServiceType | null = fiber ? 'FIOS' : hsi ? 'DSL' : null;
  const dataInfo = dataInfoFor(input.catalogue, serviceType, t?.speed_type ?? null);
  const q5g = Y(t?.qualified_5g);
  const qCband = Y(t?.qualified_cband);
  const q4g = Y(t?.qualified_4g);
  const multiple = input.addressList.length > 1;
  const oof = Y(t?.oof);
  const existing = Y(t?.existing_service);
  const pending = Y(t?.pending_order) && !input.skipPendingOrder;
  const s2slbo = Y(t?.s2slbo);
  const active = Y(t?.ingpon2ont);
  const blocked = Y(b?.base_address_blocked);
  const phone = Y(t?.phone) || Y(t?.bdv);
  const redirect =
    t !== null &&
    dataInfo.Plans.length > 0 &&
    !oof &&
    !existing &&
    !pending &&
    !multiple &&
    !s2slbo &&
    !active &&
    input.quotes.length === 0 &&
    // A blocked building must be qualified through one of its units.
    !(blocked && t.address_id === t.base_address_id);

  return {
    Qualified: tf(q5g),
    QualifiedCBand: tf(qCband),
    Qualified_4g: tf(q4g),
    Qualified4GHome: tf(q4g),
    HasMultipleAddress: yn(multiple),
    RedirectToNextPage: yn(redirect),
    HasExistingService: yn(existing),
    HasPendingOrder: yn(pending),
    BaseAddressBlocked: yn(blocked),
    IsETFBuyOutQualified: 'N',
    OOF: yn(oof),
    HasError: 'N',
    DefaultReg: yn(t === null),
    AddressList: multiple ? input.addressList : [],
    sessionId: input.attemptId,
    GUISessionId: input.guid,
    LTERedirectUrl: q4g ? wirelessUrl(input.wirelessSiteUrl, WIRELESS_PATHS.lte) : '',
    FiveGRedirectUrl: q5g || qCband ? wirelessUrl(input.wirelessSiteUrl, WIRELESS_PATHS.fiveG) : '',
    LQPost: {
      FiOSDataStatus: yn(fiber),
      HSIStatus: yn(hsi),
      S2SLBO: yn(s2slbo),
      bdvStatus: yn(Y(t?.bdv)),
      PhoneStatus: yn(Y(t?.phone)),
      FiOSTVStatus: yn(Y(t?.tv)),
      INGPON2ONT: yn(active),
      SpeedType: t?.speed_type ?? '',
      IsShowLiveChat: yn(input.liveChat === true),
      Is_BaltimoreDCzipcode: yn(t !== null && isBaltimoreDcZip(t.zip)),
      EPSessionID: input.cartId,
      GUISessionID: input.guid,
      Address: input.addressText,
    },
    DataInfo: dataInfo,
    PhoneInfo: phone
      ? phoneInfoFor(input.catalogue, {
          internet: fiber ? 'data' : hsi ? 'hsi' : null,
          bdv: Y(t?.bdv),
          phone: Y(t?.phone),
        })
      : { BID: '', BundleRC: '', TNList: [] },
    VBMQuotes: yn(input.quotes.length > 0),
    quoteResultsField: {
      priceQuotesSetField: input.quotes.map((q) => ({
        quoteNumberField: q.quoteNumber,
        monField: q.mon,
      })),
    },
    jointoffer: jointOfferFor(fiber, input.catalogue, input.now),
    Retry: 'N',
  };
}

/**
 * The analytics events of an outcome: LQ_Attempts always; then LQ_Success for a fiber
 * or HSI address in franchise, otherwise LQ_Success_5G (Qualified or QualifiedCBand) or
 * LQ_Success_4G (Qualified_4g): the wireless outcomes of 000 §4.
 */
export function outcomeEvents(r: AvailabilityResponse, found: boolean): string[] {
  const events = ['LQ_Attempts'];
  if (!found || r.HasError === 'Y') return events;
  const wireline = r.LQPost.FiOSDataStatus === 'Y' || r.LQPost.HSIStatus === 'Y';
  if (wireline && r.OOF === 'N') events.push('LQ_Success');
  else if (r.Qualified === 'true' || r.QualifiedCBand === 'true') events.push('LQ_Success_5G');
  else if (r.Qualified_4g === 'true') events.push('LQ_Success_4G');
  return events;
}

/**
 * The outcome in a word, for the metrics (bizline_qualifications_total{outcome}): the address
 * was not found or needs choosing among several, the answer was an error, or which service
 * qualified (the success events above), else none.
 */
export function outcomeLabel(r: AvailabilityResponse, found: boolean, choosing: boolean): string {
  if (!found) return choosing ? 'choose_address' : 'not_found';
  if (r.HasError === 'Y') return 'error';
  const success = outcomeEvents(r, found)[1];
  if (success === 'LQ_Success') return 'wireline';
  if (success === 'LQ_Success_5G') return 'wireless_5g';
  if (success === 'LQ_Success_4G') return 'wireless_4g';
  return 'no_service';
}

/** The qualification outcome flags of 002 §9, for the event log and the server log. */
export function outcomeFlags(r: AvailabilityResponse) {
  return {
    HasErrorOrOOF: r.HasError === 'Y' || r.OOF === 'Y' ? 'Y' : 'N',
    RedirectToNextPage: r.RedirectToNextPage,
    HasExistingService: r.HasExistingService,
    HasPendingOrder: r.HasPendingOrder,
    HasMultipleAddress: r.HasMultipleAddress,
  } as const;
}
