import { describe, expect, it } from 'vitest';
import {
  bundlePtypeOf,
  flowTypeOf,
  isEmptyCart,
  nextServices,
  servicesOf,
  withoutService,
} from './services';

describe('services in cart (001 §4)', () => {
  it.each([
    // Adding TV to data makes flex; phone or BDV to data makes data+phone / data+BDV.
    ['', '+', 'data', 'data'],
    ['data', '+', 'tv', 'flex'],
    ['data', '+', 'phone', 'data+phone'],
    ['data', '+', 'bdv', 'data+bdv'],
    ['hsi', '+', 'phone', 'hsi+phone'],
    // Reverse flows start from video, phone or BDV and then add data.
    ['video', '+', 'data', 'reverseFlex'],
    ['phone', '+', 'data', 'phone+data'],
    ['bdv', '+', 'data', 'bdv+data'],
    ['phone', '+', 'hsi', 'phone+hsi'],
    ['phone', '+', 'tv', 'phone+video'],
    ['video', '+', 'bdv', 'bdv+video'],
    // A triple adds video to a data + voice double (and data to voice + video).
    ['data+phone', '+', 'tv', 'phone+data+video'],
    ['data+bdv', '+', 'tv', 'bdv+data+video'],
    ['flex', '+', 'bdv', 'bdv+data+video'],
    ['bdv+video', '+', 'data', 'bdv+data+video'],
    // Adding a service already there changes nothing; fiber/DSL and phone/BDV replace.
    ['flex', '+', 'tv', 'flex'],
    ['data+phone', '+', 'bdv', 'data+bdv'],
    ['hsi', '+', 'data', 'data'],
    // Not sold: DSL with TV.
    ['hsi', '+', 'tv', null],
    ['hsi+phone', '+', 'tv', null],
    // Removing a service goes back.
    ['flex', '-', 'tv', 'data'],
    ['data+phone', '-', 'phone', 'data'],
    ['phone+data', '-', 'data', 'phone'],
    ['phone+data+video', '-', 'tv', 'phone+data'],
    ['bdv+data+video', '-', 'bdv', 'flex'],
    ['reverseFlex', '-', 'data', 'video'],
    ['data', '-', 'data', ''],
    ['', '-', 'data', ''],
  ] as const)('%j %s %s makes %j', (current, op, service, next) => {
    expect(op === '+' ? nextServices(current, service) : withoutService(current, service)).toBe(
      next,
    );
  });

  it.each([
    ['', ''],
    ['data', 'standalone'],
    ['video', 'standalone'],
    ['data+bdv', 'double'],
    ['phone+hsi', 'double'],
    ['flex', 'doubleFlex'],
    ['reverseFlex', 'doubleFlex'],
    ['bdv+data+video', 'triple'],
  ] as const)('flow type of %j: %j', (services, flow) => {
    expect(flowTypeOf(services)).toBe(flow);
  });

  it('servicesOf lists a combination first-added first', () => {
    expect(servicesOf('reverseFlex')).toEqual(['tv', 'data']);
    expect(servicesOf('bdv+data+video')).toEqual(['bdv', 'data', 'tv']);
  });

  it.each([
    ['', null],
    ['bdv+data+video', 'triple'],
    ['reverseFlex', 'flex'],
    ['data+bdv', 'bdv'],
    ['phone+hsi', 'phone'],
    ['video', 'tv'],
    ['hsi', 'hsi'],
    ['data', 'data'],
  ] as const)(
    'bundle kind: a triple, flex for internet + TV, else the voice, TV or internet alone: %j',
    (services, kind) => {
      expect(bundlePtypeOf(servicesOf(services))).toBe(kind);
    },
  );

  it('a cart is empty until a service is chosen', () => {
    const none = { internet: null, tv: null, phone: null, bdv: null };
    expect(isEmptyCart(none)).toBe(true);
    expect(isEmptyCart({ ...none, tv: { planId: 'tv-1' } as never })).toBe(false);
  });
});
