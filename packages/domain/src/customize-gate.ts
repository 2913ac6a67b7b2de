/**
 * The Continue gate of the customise page, as a
 * pure function: the page gathers what the visitor has chosen, the gate answers the first
 * notification to show, or where to go.
 *
 * Order: router not chosen -> phone or features not completed -> equipment not added ->
 * BDV features section not visited -> otherwise store the contract and go on. Readiness per
 * service mix: internet needs equipment, a rented router or a selected router; phone needs the
 * phone flow complete and the listing form handled; TV needs TV complete.
 */
import { routePath } from './routes';

export type GateNotification =
  | 'noService'
  | 'routerNotChosen'
  | 'phoneIncomplete'
  | 'equipmentNotAdded'
  | 'featureSectionNotVisited'
  | 'tvIncomplete';

/** The page section a notification scrolls to (after NOTIFICATION_SCROLL_DELAY_MS). */
export type GateSection = 'internet' | 'internetExtras' | 'tv' | 'phone' | 'bdv';

export interface CustomizeGateInput {
  /** Internet (fiber or HSI) in the cart, or null when not. */
  internet: {
    /** Equipment is included with the plan (RentRouterInclude 'Y'). */
    equipmentIncluded: boolean;
    /** The chosen router's type, '' when none is chosen. */
    routerType: 'rent' | 'buy' | 'own' | '';
  } | null;
  /** Standard phone in the cart, or null. */
  phone: {
    planChosen: boolean;
    lineCount: number;
    /** Every line has its telephone number. */
    linesNumbered: boolean;
    /** A listing form that was started is complete and sent (or none was started). */
    listingFormHandled: boolean;
  } | null;
  /** BDV in the cart, or null. */
  bdv: {
    planChosen: boolean;
    lineCount: number;
    linesNumbered: boolean;
    listingFormHandled: boolean;
    /** Equipment with quantity above 0 (001 §5: the BDV bundle needs it). */
    equipmentCount: number;
    /** Visited marks of the BDV wireless sub-sections. */
    featuresVisited: boolean;
  } | null;
  /** TV in the cart, or null. */
  tv: { planChosen: boolean; viewingOptionChosen: boolean } | null;
  /** Digital-link flow: Continue goes to /save-cart and keeps checkout progress. */
  digitalLink: boolean;
}

export type GateResult =
  | { kind: 'notify'; notification: GateNotification; section: GateSection | null }
  | {
      kind: 'continue';
      path: string;
      /** Checkout progress is reset to 'N' unless digital link. */
      resetCheckoutProgress: boolean;
    };

const notify = (notification: GateNotification, section: GateSection | null): GateResult => ({
  kind: 'notify',
  notification,
  section,
});

/** Internet readiness: equipment, a rented router, or a selected router. */
export function isInternetReady(internet: NonNullable<CustomizeGateInput['internet']>): boolean {
  return internet.equipmentIncluded || internet.routerType !== '';
}

function isVoiceFlowComplete(v: {
  planChosen: boolean;
  lineCount: number;
  linesNumbered: boolean;
  listingFormHandled: boolean;
}): boolean {
  return v.planChosen && v.lineCount > 0 && v.linesNumbered && v.listingFormHandled;
}

/** The first notification of the Continue gate, or where Continue goes. */
export function customizeGate(input: CustomizeGateInput): GateResult {
  const { internet, phone, bdv, tv } = input;
  if (!internet && !phone && !bdv && !tv) return notify('noService', 'internet');
  if (internet && !isInternetReady(internet)) return notify('routerNotChosen', 'internetExtras');
  if (phone && !isVoiceFlowComplete(phone)) return notify('phoneIncomplete', 'phone');
  if (bdv && !isVoiceFlowComplete(bdv)) return notify('phoneIncomplete', 'bdv');
  if (bdv && bdv.equipmentCount <= 0) return notify('equipmentNotAdded', 'bdv');
  if (bdv && !bdv.featuresVisited) return notify('featureSectionNotVisited', 'bdv');
  if (tv && !(tv.planChosen && tv.viewingOptionChosen)) return notify('tvIncomplete', 'tv');
  return input.digitalLink
    ? { kind: 'continue', path: routePath('saveCart'), resetCheckoutProgress: false }
    : { kind: 'continue', path: routePath('checkout'), resetCheckoutProgress: true };
}
