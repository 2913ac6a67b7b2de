import { useTranslation } from 'react-i18next';
import { bundlePtypeOf } from '@bizline/domain/cart/services';
import type { ServiceKind } from '@bizline/domain/catalogue/schema';
import { stripDashes } from '@bizline/domain/format';
import type { Contract } from '@bizline/domain/constants';
import { CONTRACT } from '@bizline/domain/constants';
import type {
  BundlePtype,
  CartSelections,
  CustomizePlan,
  CustomizeProductsResponse,
} from '@bizline/domain/wire/cart';
import type { useCustomizeActions } from './use-customize-actions';

export interface SectionProps {
  data: CustomizeProductsResponse;
  selections: CartSelections;
  contract: Contract;
  actions: ReturnType<typeof useCustomizeActions>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A section's copy and whether a cart call is under way (every control waits for it). */
export function useSectionCopy({ actions }: Pick<SectionProps, 'actions'>) {
  const { t } = useTranslation('customize');
  return { t, busy: actions.busy !== null };
}

type VoiceOrTv = 'phone' | 'bdv' | 'tv';

/** The catalogue of phone, BDV or TV: its plans and products. */
export function catalogueOf<K extends VoiceOrTv>(data: CustomizeProductsResponse, id: K) {
  return { phone: data.PhoneInfo, bdv: data.BDVInfo, tv: data.FiosTVInfo }[id];
}

/** A phone, BDV or TV section's copy and busy state, its catalogue and its selection in the
 * cart (null while the service is not in it). */
export function useService<K extends VoiceOrTv>(props: SectionProps, id: K) {
  return {
    ...useSectionCopy(props),
    info: catalogueOf(props.data, id),
    sel: props.selections[id],
  };
}

/** The internet kind the address gets: fiber data, else high-speed internet. */
export function internetKind(data: CustomizeProductsResponse): 'data' | 'hsi' {
  return data.Availability.fiber === 'Y' ? 'data' : 'hsi';
}

/** The tile price under the chosen contract: the server's text for that contract. */
export function priceFor(plan: CustomizePlan, contract: Contract): string {
  return contract === CONTRACT.monthToMonth ? plan.PriceMonthToMonth : plan.PriceTwoYears;
}

type Services = { internet: boolean; tv: boolean; phone: boolean; bdv: boolean };

/** The services in the cart, read from its selections. */
function inCart(s: CartSelections): Services {
  return {
    internet: s.internet !== null,
    tv: s.tv !== null,
    phone: s.phone !== null,
    bdv: s.bdv !== null,
  };
}

/** The bundle kind after adding a service: TV to data makes flex, phone or BDV to data
 * makes data+phone / data+BDV, a third service makes a triple. */
function ptypeAdding(
  current: Services,
  add: keyof Services,
  internetKind: 'data' | 'hsi',
): BundlePtype {
  const s = { ...current, [add]: true };
  const services: ServiceKind[] = [];
  if (s.internet) services.push(internetKind);
  if (s.tv) services.push('tv');
  if (s.phone) services.push('phone');
  if (s.bdv) services.push('bdv');
  return bundlePtypeOf(services) ?? internetKind;
}

/** The bundle request that adds a service with the chosen plan to the cart, keeping the
 * internet and TV plans it holds; phone or BDV comes with one line. */
export function addServiceRequest(
  { data, selections, contract }: Pick<SectionProps, 'data' | 'selections' | 'contract'>,
  add: keyof Services,
  plan: CustomizePlan,
) {
  const internetPlan = add === 'internet' ? plan.ProductId : selections.internet?.planId;
  const tvPlan = add === 'tv' ? plan.ProductId : selections.tv?.planId;
  return {
    ptype: ptypeAdding(inCart(selections), add, internetKind(data)),
    bundleID: plan.BundleId,
    ...(add === 'phone' || add === 'bdv' ? { nLines: 1 } : {}),
    contract,
    ...(internetPlan ? { planId: internetPlan } : {}),
    ...(tvPlan ? { tvID: tvPlan } : {}),
  };
}

/** The held numbers not yet on a line, as many as the new lines need (dashes ignored). */
export function newNumbers(held: string[], lines: { tn: string }[], total: number): string[] {
  const used = new Set(lines.map((l) => stripDashes(l.tn)));
  return held
    .filter((tn) => !used.has(stripDashes(tn)))
    .slice(0, Math.max(0, total - lines.length));
}

/** The lines with one line's number replaced: the customer's own (moved) or a new one. */
export function withLineNumber<L extends { lineNo: number; tn: string; moved?: boolean }>(
  lines: readonly L[],
  lineNo: number,
  tn: string,
  moved: boolean,
): L[] {
  return lines.map((l) => (l.lineNo === lineNo ? { ...l, tn, moved } : l));
}

/** A held number on no line (for a line going back to a new number), or null. */
export function spareNumber(held: readonly string[], lines: readonly { tn: string }[]) {
  const used = new Set(lines.map((l) => stripDashes(l.tn)));
  return held.find((tn) => !used.has(stripDashes(tn))) ?? null;
}
