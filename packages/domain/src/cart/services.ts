/**
 * Services in the cart (001 §4 "Flow and service combinations"). The cart keeps one combination
 * name (SERVICE_COMBINATIONS); its order records how the cart was built: reverse flows start
 * from video, phone or BDV and then add data ('phone+data', 'reverseFlex').
 *
 * - Adding TV to data makes flex; phone or BDV to data makes data+phone / data+BDV; a triple
 *   adds video to a data + voice double.
 * - Fiber and DSL exclude each other, as do phone and BDV: adding one replaces the other.
 * - Removing a service goes back to the combination of what is left.
 */
import type { ServiceCombination } from '../wire/cart';

/** What a combination is made of (fiber data, DSL/HSI, TV, standard phone, BDV). */
export type CartService = 'data' | 'hsi' | 'video' | 'phone' | 'bdv';

export type ServicesValue = ServiceCombination | '';

export type FlowType = 'standalone' | 'double' | 'triple' | 'doubleFlex' | '';

const EXCLUSIVE: Record<CartService, CartService | null> = {
  data: 'hsi',
  hsi: 'data',
  phone: 'bdv',
  bdv: 'phone',
  video: null,
};

/** The services of a combination, first-added first. */
export function servicesOf(value: ServicesValue): CartService[] {
  if (value === '') return [];
  if (value === 'flex' || value === 'data+video') return ['data', 'video'];
  if (value === 'reverseFlex') return ['video', 'data'];
  return value.split('+') as CartService[];
}

const has = (set: readonly CartService[], ...wanted: CartService[]) =>
  wanted.every((s) => set.includes(s)) && set.length === wanted.length;

/** The combination name of a set of services, given the one added first; null when the
 * provider sells no such combination (e.g. DSL with TV). */
function combinationOf(
  services: readonly CartService[],
  first: CartService | undefined,
): ServicesValue | null {
  const s = [...new Set(services)];
  if (s.length === 0) return '';
  if (s.length === 1) return s[0]!;
  if (has(s, 'data', 'video')) return first === 'video' ? 'reverseFlex' : 'flex';
  if (has(s, 'data', 'bdv')) return first === 'bdv' ? 'bdv+data' : 'data+bdv';
  if (has(s, 'data', 'phone')) return first === 'phone' ? 'phone+data' : 'data+phone';
  if (has(s, 'hsi', 'phone')) return first === 'phone' ? 'phone+hsi' : 'hsi+phone';
  if (has(s, 'phone', 'video')) return 'phone+video';
  if (has(s, 'bdv', 'video')) return 'bdv+video';
  if (has(s, 'data', 'bdv', 'video')) return 'bdv+data+video';
  if (has(s, 'data', 'phone', 'video')) return 'phone+data+video';
  return null;
}

/** The services value after adding a service (001 §4); null when the result is not sold. */
export function nextServices(current: ServicesValue, added: CartService): ServicesValue | null {
  const now = servicesOf(current);
  if (now.includes(added)) return current;
  const partner = EXCLUSIVE[added];
  const kept = now.filter((s) => s !== partner);
  const next = [...kept, added];
  return combinationOf(next, next[0]);
}

/** The services value after removing a service: what is left, in the order it was built. */
export function withoutService(current: ServicesValue, removed: CartService): ServicesValue {
  const left = servicesOf(current).filter((s) => s !== removed);
  // Every subset of a sold combination is sold, except DSL without phone which is single.
  return combinationOf(left, left[0]) ?? '';
}

/** Flow type of a combination (001 §4): standalone, double, triple, or doubleFlex for data + TV. */
export function flowTypeOf(value: ServicesValue): FlowType {
  const s = servicesOf(value);
  if (s.length === 0) return '';
  if (s.length === 1) return 'standalone';
  if (s.length === 3) return 'triple';
  return has(s, 'data', 'video') ? 'doubleFlex' : 'double';
}
