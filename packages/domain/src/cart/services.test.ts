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
  it('adding TV to data makes flex; phone or BDV to data makes data+phone / data+BDV', () => {
    expect(nextServices('', 'data')).toBe('data');
    expect(nextServices('data', 'tv')).toBe('flex');
    expect(nextServices('data', 'phone')).toBe('data+phone');
    expect(nextServices('data', 'bdv')).toBe('data+bdv');
    expect(nextServices('hsi', 'phone')).toBe('hsi+phone');
  });

  it('reverse flows start from video, phone or BDV and then add data', () => {
    expect(nextServices('video', 'data')).toBe('reverseFlex');
    expect(nextServices('phone', 'data')).toBe('phone+data');
    expect(nextServices('bdv', 'data')).toBe('bdv+data');
    expect(nextServices('phone', 'hsi')).toBe('phone+hsi');
    expect(nextServices('phone', 'tv')).toBe('phone+video');
    expect(nextServices('video', 'bdv')).toBe('bdv+video');
  });

  it('a triple adds video to a data + voice double (and data to voice + video)', () => {
    expect(nextServices('data+phone', 'tv')).toBe('phone+data+video');
    expect(nextServices('data+bdv', 'tv')).toBe('bdv+data+video');
    expect(nextServices('flex', 'bdv')).toBe('bdv+data+video');
    expect(nextServices('bdv+video', 'data')).toBe('bdv+data+video');
  });

  it('adding a service already there changes nothing; fiber/DSL and phone/BDV replace', () => {
    expect(nextServices('flex', 'tv')).toBe('flex');
    expect(nextServices('data+phone', 'bdv')).toBe('data+bdv');
    expect(nextServices('hsi', 'data')).toBe('data');
  });

  it('answers null for a combination that is not sold (DSL with TV)', () => {
    expect(nextServices('hsi', 'tv')).toBeNull();
    expect(nextServices('hsi+phone', 'tv')).toBeNull();
  });

  it('removing a service goes back', () => {
    expect(withoutService('flex', 'tv')).toBe('data');
    expect(withoutService('data+phone', 'phone')).toBe('data');
    expect(withoutService('phone+data', 'data')).toBe('phone');
    expect(withoutService('phone+data+video', 'tv')).toBe('phone+data');
    expect(withoutService('bdv+data+video', 'bdv')).toBe('flex');
    expect(withoutService('reverseFlex', 'data')).toBe('video');
    expect(withoutService('data', 'data')).toBe('');
    expect(withoutService('', 'data')).toBe('');
  });

  it('flow type: standalone, double, triple, doubleFlex', () => {
    expect(flowTypeOf('')).toBe('');
    expect(flowTypeOf('data')).toBe('standalone');
    expect(flowTypeOf('video')).toBe('standalone');
    expect(flowTypeOf('data+bdv')).toBe('double');
    expect(flowTypeOf('phone+hsi')).toBe('double');
    expect(flowTypeOf('flex')).toBe('doubleFlex');
    expect(flowTypeOf('reverseFlex')).toBe('doubleFlex');
    expect(flowTypeOf('bdv+data+video')).toBe('triple');
  });

  it('servicesOf lists a combination first-added first', () => {
    expect(servicesOf('reverseFlex')).toEqual(['tv', 'data']);
    expect(servicesOf('bdv+data+video')).toEqual(['bdv', 'data', 'tv']);
  });

  it('bundle kind: a triple, flex for internet + TV, else the voice, TV or internet alone', () => {
    expect(bundlePtypeOf(servicesOf(''))).toBeNull();
    expect(bundlePtypeOf(servicesOf('bdv+data+video'))).toBe('triple');
    expect(bundlePtypeOf(servicesOf('reverseFlex'))).toBe('flex');
    expect(bundlePtypeOf(servicesOf('data+bdv'))).toBe('bdv');
    expect(bundlePtypeOf(servicesOf('phone+hsi'))).toBe('phone');
    expect(bundlePtypeOf(servicesOf('video'))).toBe('tv');
    expect(bundlePtypeOf(servicesOf('hsi'))).toBe('hsi');
    expect(bundlePtypeOf(servicesOf('data'))).toBe('data');
  });

  it('a cart is empty until a service is chosen', () => {
    const none = { internet: null, tv: null, phone: null, bdv: null };
    expect(isEmptyCart(none)).toBe(true);
    expect(isEmptyCart({ ...none, tv: { planId: 'tv-1' } as never })).toBe(false);
  });
});
