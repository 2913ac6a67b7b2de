/**
 * Services in the cart. The cart keeps one combination
 * name (SERVICE_COMBINATIONS); its order records how the cart was built: reverse flows start
 * from video, phone or BDV and then add data ('phone+data', 'reverseFlex').
 *
 * - Adding TV to data makes flex; phone or BDV to data makes data+phone / data+BDV; a triple
 *   adds video to a data + voice double.
 * - Fiber and DSL exclude each other, as do phone and BDV: adding one replaces the other.
 * - Removing a service goes back to the combination of what is left.
 *
 * One vocabulary of services, the catalogue's ServiceKind ('data', 'hsi', 'tv', 'phone', 'bdv');
 * only the combination names keep the spec's 'video' for TV ('data+video', 'bdv+video').
 */
import type { ServiceKind } from '../catalogue/schema';
import type { BundlePtype, CartSelections, ServiceCombination } from '../wire/cart';

export type ServicesValue = ServiceCombination | '';

export type FlowType = 'standalone' | 'double' | 'triple' | 'doubleFlex' | '';

/** What each service is, as the cart rules name it to the customer. */
export const SERVICE_NAMES: Record<ServiceKind, string> = {
  data: 'Fiber internet',
  hsi: 'High speed internet (DSL)',
  tv: 'TV',
  phone: 'Standard phone',
  bdv: 'Business Digital Voice',
};

const EXCLUSIVE: Record<ServiceKind, ServiceKind | null> = {
  data: 'hsi',
  hsi: 'data',
  phone: 'bdv',
  bdv: 'phone',
  tv: null,
};

/** The services of a combination, first-added first ('video' is TV; 'flex' and 'reverseFlex'
 * are data + TV). */
export function servicesOf(value: ServicesValue): ServiceKind[] {
  if (value === '') return [];
  if (value === 'flex' || value === 'data+video') return ['data', 'tv'];
  if (value === 'reverseFlex') return ['tv', 'data'];
  return value.split('+').map((s) => (s === 'video' ? 'tv' : (s as ServiceKind)));
}

const has = (set: readonly ServiceKind[], ...wanted: ServiceKind[]) =>
  wanted.every((s) => set.includes(s)) && set.length === wanted.length;

/** The combination name of a set of services, given the one added first; null when the
 * provider sells no such combination (e.g. DSL with TV). */
function combinationOf(
  services: readonly ServiceKind[],
  first: ServiceKind | undefined,
): ServicesValue | null {
  const s = [...new Set(services)];
  if (s.length === 0) return '';
  if (s.length === 1) return s[0] === 'tv' ? 'video' : s[0]!;
  if (has(s, 'data', 'tv')) return first === 'tv' ? 'reverseFlex' : 'flex';
  if (has(s, 'data', 'bdv')) return first === 'bdv' ? 'bdv+data' : 'data+bdv';
  if (has(s, 'data', 'phone')) return first === 'phone' ? 'phone+data' : 'data+phone';
  if (has(s, 'hsi', 'phone')) return first === 'phone' ? 'phone+hsi' : 'hsi+phone';
  if (has(s, 'phone', 'tv')) return 'phone+video';
  if (has(s, 'bdv', 'tv')) return 'bdv+video';
  if (has(s, 'data', 'bdv', 'tv')) return 'bdv+data+video';
  if (has(s, 'data', 'phone', 'tv')) return 'phone+data+video';
  return null;
}

/** The services value after adding a service; null when the result is not sold. */
export function nextServices(current: ServicesValue, added: ServiceKind): ServicesValue | null {
  const now = servicesOf(current);
  if (now.includes(added)) return current;
  const partner = EXCLUSIVE[added];
  const kept = now.filter((s) => s !== partner);
  const next = [...kept, added];
  return combinationOf(next, next[0]);
}

/** The services value after removing a service: what is left, in the order it was built. */
export function withoutService(current: ServicesValue, removed: ServiceKind): ServicesValue {
  const left = servicesOf(current).filter((s) => s !== removed);
  // Every subset of a sold combination is sold, except DSL without phone which is single.
  return combinationOf(left, left[0]) ?? '';
}

const hasInternet = (s: readonly ServiceKind[]) => s.includes('data') || s.includes('hsi');

/** Flow type of a combination or a set of services: standalone, double, triple, or
 * doubleFlex for internet + TV. */
export function flowTypeOf(value: ServicesValue | readonly ServiceKind[]): FlowType {
  const s = typeof value === 'string' ? servicesOf(value) : value;
  if (s.length === 0) return '';
  if (s.length === 1) return 'standalone';
  if (s.length >= 3) return 'triple';
  return hasInternet(s) && s.includes('tv') ? 'doubleFlex' : 'double';
}

/** The bundle kind (GetSelectedBundleInfo ptype) of a set of services; null for none. */
export function bundlePtypeOf(services: readonly ServiceKind[]): BundlePtype | null {
  if (services.length === 0) return null;
  const internet = hasInternet(services);
  const tv = services.includes('tv');
  if (internet && tv && (services.includes('phone') || services.includes('bdv'))) return 'triple';
  if (internet && tv) return 'flex';
  if (services.includes('bdv')) return 'bdv';
  if (services.includes('phone')) return 'phone';
  if (tv) return 'tv';
  return services.includes('hsi') ? 'hsi' : 'data';
}

/** A cart with no service chosen: nothing to check out or save. */
export const isEmptyCart = (s: Pick<CartSelections, 'internet' | 'tv' | 'phone' | 'bdv'>) =>
  !s.internet && !s.tv && !s.phone && !s.bdv;
